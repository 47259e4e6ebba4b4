// Where a saved or shared design leads (docs/product.md#designs): back into the calculator,
// into the order wizard with its boards, or a shared link's copy in the calculator.
import { API_BASE_PATH } from './constants';

export const designOpenHref = (id: string) => `/deck-calculator?design=${encodeURIComponent(id)}`;
export const designOrderHref = (id: string) => `/app/orders/create?design=${encodeURIComponent(id)}`;
export const sharedDesignOpenHref = (token: string) => `/deck-calculator?shared=${encodeURIComponent(token)}`;
/** The plan pack of a saved design (its owner) and of a shared one (the link's visitors): downloaded as files. */
export const designPlanPdfHref = (id: string) => `${API_BASE_PATH}/designs/${encodeURIComponent(id)}/plan.pdf`;
export const sharedDesignPlanPdfHref = (token: string) => `${API_BASE_PATH}/shared-designs/${encodeURIComponent(token)}/plan.pdf`;
