// The wizard hands My Orders the placed order's id in the navigation state, so the list can confirm
// it by reference; a reload or a later visit carries no state and shows no confirmation.
export const ORDER_PLACED_STATE = 'placedOrderId';
export type OrderPlacedState = { [ORDER_PLACED_STATE]: string };

export function placedOrderId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Record<string, unknown>)[ORDER_PLACED_STATE];
  return typeof id === 'string' && id !== '' ? id : null;
}
