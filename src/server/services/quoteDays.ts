// The days a quote's customer can ask for (docs/product.md#delivery; the quote page's Accept quote form): the
// same days and reasons the wizard's calendar marks, for a link whose quote can still be accepted.
import { eq } from 'drizzle-orm';
import type { DeliveryMethod } from '../../domain/constants';
import type { PublicDeliveryDay } from '../../domain/schemas/delivery';
import { quotes } from '../db/schema';
import { listDays } from './deliveries';
import { PUBLIC_REFUSALS, quoteIdForToken, refusalFor, type PublicResult, type QuoteServices } from './quotes';

/** GET /api/public/quotes/{token}/days: refused as the link's other calls are (unknown, withdrawn, expired, accepted, revised). */
export async function deliveryDaysForQuote(
  services: Pick<QuoteServices, 'db' | 'now'>,
  token: string,
  query: { method: DeliveryMethod; from: string; to: string },
): Promise<PublicResult<PublicDeliveryDay[]>> {
  const { db } = services;
  const now = services.now();
  const id = await quoteIdForToken(db, token);
  const [row] = id ? await db.select().from(quotes).where(eq(quotes.id, id)) : [];
  if (!row) return { ok: false, refusal: PUBLIC_REFUSALS.notFound };
  const refusal = refusalFor(row, now);
  if (refusal) return { ok: false, refusal };
  const days = await listDays(db, query, now);
  return { ok: true, value: days.map(({ date, deliverable, reason, note, holiday }) => ({ date, deliverable, reason, note, holiday })) };
}
