// Where a saved or shared design leads (DESIGN.md "Beyond the spec: Designs"): back into the calculator,
// into the order wizard with its boards, or a shared link's copy in the calculator.
export const designOpenHref = (id: string) => `/deck-calculator?design=${encodeURIComponent(id)}`;
export const designOrderHref = (id: string) => `/app/orders/create?design=${encodeURIComponent(id)}`;
export const sharedDesignOpenHref = (token: string) => `/deck-calculator?shared=${encodeURIComponent(token)}`;
