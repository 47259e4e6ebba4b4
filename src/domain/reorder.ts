// Order again: a placed order's board and hardware lines back as wizard lines, checked against
// today's catalogue (prices are always today's: the wizard prices from the catalogue). A line whose
// item is gone from the catalogue is left out and named, so the customer sees what is missing.
// Everything else the order had comes back too (project, subframe, delivery method and address,
// notes), each still changeable in the wizard; only the preferred date is asked afresh. The project
// comes back only when it is one of the viewer's own: an admin repeating a customer's order cannot
// order into that customer's project, so none is preselected.
import { brandDisplayName, type BoardConfig, type HardwareItem } from './catalogue';
import type { Subframe } from './constants';
import type { DeliveryMethod } from './constants';
import { addBoardItem, addHardwareItem, clampQuantity, pickupAddress, splitOrderNotes, type OrderItem } from './orderPayload';
import type { Order } from './schemas/orders';
import type { Project } from './schemas/projects';

export interface Reorder {
  items: OrderItem[];
  /** The lines left out, as the customer knows them. */
  leftOut: string[];
  /** The subframe the order was placed for, when its notes name one. */
  subframe: Subframe | null;
  /** The first board line's brand and range, so Back from the subframe step lands on its colours. */
  brand: string | null;
  range: string | null;
  /** The order's project when it is one of the viewer's (null: No Project Selected). */
  project: string | null;
  deliveryMethod: DeliveryMethod;
  deliveryStreetAddress: string;
  deliveryCityPostcode: string;
  pickupLocation: string;
  /** What the customer wrote, without the subframe line (the wizard adds that line again). */
  notes: string;
}

export type ReorderSource = Pick<
  Order,
  'boards' | 'hardwareItems' | 'notes' | 'project' | 'deliveryMethod' | 'deliveryStreetAddress' | 'deliveryCityPostcode' | 'pickupLocation'
>;

export function reorderFrom(
  order: ReorderSource,
  config: BoardConfig,
  hardwareItems: readonly HardwareItem[],
  viewerProjects: readonly Pick<Project, 'id'>[],
): Reorder {
  const { subframe, customerNotes } = splitOrderNotes(order.notes);
  let items: OrderItem[] = [];
  const leftOut: string[] = [];
  let first: { brand: string; range: string } | null = null;
  for (const b of order.boards) {
    const size = config[b.brand]?.[b.range]?.[b.type]?.[b.colorName]?.find((s) => s.item_id === b.item_id);
    if (!size) {
      leftOut.push(`${brandDisplayName(b.brand)} ${b.range} ${b.colorName} ${b.type}, ${b.size}`);
      continue;
    }
    first ??= { brand: b.brand, range: b.range };
    const selection = { brand: b.brand, range: b.range, color: b.colorName, boardType: b.type, size: size.size, item_id: size.item_id };
    items = addBoardItem(items, selection);
    const added = items[items.length - 1];
    items[items.length - 1] = { ...added, quantity: clampQuantity(b.quantity) };
  }
  const byId = new Map(hardwareItems.map((h) => [h.item_id, h]));
  for (const h of order.hardwareItems) {
    const item = byId.get(h.item_id);
    if (item) items = addHardwareItem(items, item, h.quantity, subframe);
    else leftOut.push(h.name);
  }
  const pickup = order.deliveryMethod === 'pickup';
  return {
    items,
    leftOut,
    subframe,
    brand: first?.brand ?? null,
    range: first?.range ?? null,
    project: viewerProjects.some((p) => p.id === order.project) ? order.project : null,
    deliveryMethod: order.deliveryMethod,
    // The fields of the other method stay blank, as switching methods in the wizard leaves them.
    deliveryStreetAddress: pickup ? '' : order.deliveryStreetAddress,
    deliveryCityPostcode: pickup ? '' : order.deliveryCityPostcode,
    pickupLocation: pickup ? pickupAddress(order.pickupLocation) : '',
    notes: customerNotes,
  };
}
