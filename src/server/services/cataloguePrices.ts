// Catalogue prices with an effective time (docs/product.md#catalogue). catalogue_items.rate stays the
// price in force, the one column every reader (the snapshot, orders, quotes, trade prices) reads; a
// price set for now writes it at once, a scheduled one waits in catalogue_prices until its time, when
// whichever process comes first copies it into rate and NOTIFYs, so every process reloads. Each change
// writes the item's history and NOTIFYs in its transaction, so every process also re-arms its timer.
import { and, asc, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../domain/money';
import { formatDateTime } from '../../domain/dates';
import type { HistoryAction } from '../../domain/schemas/catalogueAdmin';
import type { ItemPrices, PriceEntry } from '../../domain/schemas/cataloguePrices';
import type { Db } from '../db/client';
import { catalogueItemHistory, catalogueItems, cataloguePrices } from '../db/schema';
import { CATALOGUE_CHANNEL } from './catalogueListener';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type PriceRow = typeof cataloguePrices.$inferSelect;

interface Actor {
  id: string | null;
  email: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const rateCents = (rate: string) => Math.round(Number(rate) * 100);

function toEntry(row: PriceRow): PriceEntry {
  return {
    id: row.id,
    priceCents: row.priceCents,
    effectiveAt: row.effectiveAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    actorEmail: row.actorEmail,
  };
}

async function history(tx: Executor, actor: Actor, itemId: string, action: HistoryAction, detail: string, now: Date) {
  await tx.insert(catalogueItemHistory).values({ itemId, at: now, actorId: actor.id, actorEmail: actor.email, action, detail });
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${itemId})`);
}

/** The item's price now, its scheduled prices (soonest first) and every price it had (newest first). */
export async function itemPrices(db: Db, itemId: string, now: Date): Promise<ItemPrices | null> {
  const [item] = await db.select({ rate: catalogueItems.rate }).from(catalogueItems).where(eq(catalogueItems.itemId, itemId));
  if (!item) return null;
  const rows = await db
    .select()
    .from(cataloguePrices)
    .where(eq(cataloguePrices.itemId, itemId))
    .orderBy(asc(cataloguePrices.effectiveAt), asc(cataloguePrices.id));
  return {
    currentCents: rateCents(item.rate),
    scheduled: rows.filter((r) => r.appliedAt === null).map(toEntry),
    history: rows
      .filter((r) => r.appliedAt !== null)
      .reverse()
      .map(toEntry),
    now: now.toISOString(),
  };
}

/** Writes a price in force now: the rate, its history row, the change in the item's history. */
async function applyNow(tx: Tx, actor: Actor, itemId: string, priceCents: number, now: Date, action: HistoryAction, reason = '') {
  const [current] = await tx
    .select({ rate: catalogueItems.rate })
    .from(catalogueItems)
    .where(eq(catalogueItems.itemId, itemId))
    .for('update');
  if (!current) return false;
  const was = rateCents(current.rate);
  await tx.insert(cataloguePrices).values({ itemId, priceCents, effectiveAt: now, appliedAt: now, actorEmail: actor.email });
  if (was === priceCents) return true;
  await tx
    .update(catalogueItems)
    .set({ rate: centsToDecimal(priceCents) })
    .where(eq(catalogueItems.itemId, itemId));
  await history(tx, actor, itemId, action, `${reason}price ${dollars(was)} -> ${dollars(priceCents)}`, now);
  return true;
}

/** Records a price the editor's save set (it wrote the rate itself, with its own history line). */
export async function recordPriceSet(tx: Tx, actor: Actor, itemId: string, priceCents: number, now: Date) {
  await tx.insert(cataloguePrices).values({ itemId, priceCents, effectiveAt: now, appliedAt: now, actorEmail: actor.email });
}

export type PriceResult = { kind: 'ok' } | { kind: 'not_found' } | { kind: 'taken_effect' };

/** A new price for an item, from `effectiveAt` (null, or not after now: at once). */
export async function setPrice(
  db: Db,
  actor: Actor,
  itemId: string,
  priceCents: number,
  effectiveAt: Date | null,
  now: Date,
): Promise<PriceResult> {
  return db.transaction(async (tx) => {
    if (!effectiveAt || effectiveAt.getTime() <= now.getTime()) {
      return (await applyNow(tx, actor, itemId, priceCents, now, 'price.change')) ? { kind: 'ok' } : { kind: 'not_found' };
    }
    const [item] = await tx
      .select({ itemId: catalogueItems.itemId })
      .from(catalogueItems)
      .where(eq(catalogueItems.itemId, itemId))
      .for('update');
    if (!item) return { kind: 'not_found' };
    // One scheduled price per minute: a second one for the same time replaces it.
    const [same] = await tx
      .select()
      .from(cataloguePrices)
      .where(and(eq(cataloguePrices.itemId, itemId), eq(cataloguePrices.effectiveAt, effectiveAt), isNull(cataloguePrices.appliedAt)));
    if (same) await tx.update(cataloguePrices).set({ priceCents, actorEmail: actor.email }).where(eq(cataloguePrices.id, same.id));
    else await tx.insert(cataloguePrices).values({ itemId, priceCents, effectiveAt, actorEmail: actor.email });
    await history(
      tx,
      actor,
      itemId,
      'price.schedule',
      `price ${dollars(priceCents)} from ${formatDateTime(effectiveAt.toISOString())}`,
      now,
    );
    return { kind: 'ok' };
  });
}

/** Changes a scheduled price (its amount or its time) until it takes effect. */
export async function changeScheduledPrice(
  db: Db,
  actor: Actor,
  itemId: string,
  priceId: number,
  priceCents: number,
  effectiveAt: Date | null,
  now: Date,
): Promise<PriceResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cataloguePrices)
      .where(and(eq(cataloguePrices.id, priceId), eq(cataloguePrices.itemId, itemId)))
      .for('update');
    if (!row) return { kind: 'not_found' };
    if (row.appliedAt || row.effectiveAt.getTime() <= now.getTime()) return { kind: 'taken_effect' };
    if (!effectiveAt || effectiveAt.getTime() <= now.getTime()) {
      await tx.delete(cataloguePrices).where(eq(cataloguePrices.id, priceId));
      await applyNow(tx, actor, itemId, priceCents, now, 'price.change', 'scheduled price brought forward: ');
      return { kind: 'ok' };
    }
    await tx.update(cataloguePrices).set({ priceCents, effectiveAt, actorEmail: actor.email }).where(eq(cataloguePrices.id, priceId));
    const detail =
      `scheduled price ${dollars(row.priceCents)} from ${formatDateTime(row.effectiveAt.toISOString())} -> ` +
      `${dollars(priceCents)} from ${formatDateTime(effectiveAt.toISOString())}`;
    await history(tx, actor, itemId, 'price.reschedule', detail, now);
    return { kind: 'ok' };
  });
}

/** Cancels a scheduled price before it takes effect. */
export async function cancelScheduledPrice(db: Db, actor: Actor, itemId: string, priceId: number, now: Date): Promise<PriceResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cataloguePrices)
      .where(and(eq(cataloguePrices.id, priceId), eq(cataloguePrices.itemId, itemId)))
      .for('update');
    if (!row) return { kind: 'not_found' };
    if (row.appliedAt || row.effectiveAt.getTime() <= now.getTime()) return { kind: 'taken_effect' };
    await tx.delete(cataloguePrices).where(eq(cataloguePrices.id, priceId));
    const detail = `scheduled price ${dollars(row.priceCents)} from ${formatDateTime(row.effectiveAt.toISOString())} cancelled`;
    await history(tx, actor, itemId, 'price.cancel', detail, now);
    return { kind: 'ok' };
  });
}

/**
 * Puts every scheduled price whose time has come into force: per item the latest one due sets the
 * rate, and every due row is marked applied. Rows another process is applying are skipped (it will
 * NOTIFY), so running it in every process at once is safe. Returns how many items changed.
 */
export async function applyDuePrices(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(cataloguePrices)
      .where(and(isNull(cataloguePrices.appliedAt), lte(cataloguePrices.effectiveAt, now)))
      .orderBy(asc(cataloguePrices.effectiveAt), asc(cataloguePrices.id))
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    const latest = new Map<string, PriceRow>();
    for (const row of due) latest.set(row.itemId, row);
    await tx
      .update(cataloguePrices)
      .set({ appliedAt: now })
      .where(
        inArray(
          cataloguePrices.id,
          due.map((r) => r.id),
        ),
      );
    const items = await tx
      .select({ itemId: catalogueItems.itemId, rate: catalogueItems.rate })
      .from(catalogueItems)
      .where(inArray(catalogueItems.itemId, [...latest.keys()]))
      .for('update');
    let changed = 0;
    for (const item of items) {
      const price = latest.get(item.itemId)!;
      const was = rateCents(item.rate);
      if (was === price.priceCents) continue;
      await tx
        .update(catalogueItems)
        .set({ rate: centsToDecimal(price.priceCents) })
        .where(eq(catalogueItems.itemId, item.itemId));
      const detail = `scheduled price took effect: price ${dollars(was)} -> ${dollars(price.priceCents)}`;
      await history(tx, { id: null, email: price.actorEmail }, item.itemId, 'price.effective', detail, now);
      changed += 1;
    }
    return changed;
  });
}

/** When the next scheduled price takes effect, or null when none is waiting. */
export async function nextScheduledAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(cataloguePrices.effectiveAt) })
    .from(cataloguePrices)
    .where(isNull(cataloguePrices.appliedAt));
  return row?.at ?? null;
}
