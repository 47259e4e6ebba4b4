// The admin's landing page (GET /api/admin/overview): what needs staff today, each figure a count the
// page links to its filtered list (docs/product.md#leads; order statuses of docs/product.md#flows).
import { z } from 'zod';

const count = (what: string) => z.number().int().min(0).describe(what);

export const adminOverview = z.object({
  newQuoteRequests: count('Quote requests still New'),
  newEnquiries: count('Enquiries still New'),
  quoteRequestsToday: count('Quote requests received today (Australia/Melbourne), whatever their status'),
  enquiriesToday: count('Enquiries received today (Australia/Melbourne), whatever their status'),
  ordersToApprove: count('Orders Pending'),
  ordersToDispatch: count('Orders Approved, not yet Dispatched'),
});

export type AdminOverview = z.infer<typeof adminOverview>;
