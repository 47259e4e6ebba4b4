// The manufacturer's price file (docs/product.md#catalogue): the preview against the catalogue as it is,
// and Apply, all or nothing in one transaction. New items and changed fields are saved at once; changed
// prices take effect at the time chosen through catalogue_prices, as the editor's prices do (a scheduled
// one waits there for the price scheduler). Every change writes the item's history; one NOTIFY for the
// whole file reloads every process once it commits.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatDateTime } from '../../domain/dates';
import { centsToDecimal } from '../../domain/money';
import { readPriceFile } from '../priceFile';
import type { HistoryAction } from '../../domain/schemas/catalogueAdmin';
import type { PriceFileApplied, PriceFilePreview } from '../../domain/schemas/priceFile';
import type { Db } from '../db/client';
import { catalogueItemHistory, catalogueItems, cataloguePrices } from '../db/schema';
import { allCatalogueItems, changeDetail, columnsOf } from './catalogueAdmin';
import { CATALOGUE_CHANNEL } from './catalogueListener';

interface Actor {
  id: string;
  email: string;
}

type HistoryRow = typeof catalogueItemHistory.$inferInsert;
type PriceRow = typeof cataloguePrices.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function previewPriceFile(db: Db, csv: string): Promise<PriceFilePreview> {
  return readPriceFile(csv, await allCatalogueItems(db)).preview;
}

type ApplyResult = { kind: 'ok'; applied: PriceFileApplied } | { kind: 'refused'; preview: PriceFilePreview };

/** Applies the file, or changes nothing when any row is in error (read again inside the transaction). */
export async function applyPriceFile(db: Db, actor: Actor, csv: string, effectiveAt: Date | null, now: Date): Promise<ApplyResult> {
  const scheduled = effectiveAt && effectiveAt.getTime() > now.getTime() ? effectiveAt : null;
  return db.transaction(async (tx) => {
    // An editor's save waits for the file (and the file for it): each change compares with what it replaces.
    await tx.execute(sql`lock table ${catalogueItems} in share row exclusive mode`);
    const { preview, changes } = readPriceFile(csv, await allCatalogueItems(tx));
    if (preview.errors.length) return { kind: 'refused', preview } as const;

    const history: HistoryRow[] = [];
    const prices: PriceRow[] = [];
    const note = (itemId: string, action: HistoryAction, detail: string) =>
      history.push({ itemId, at: now, actorId: actor.id, actorEmail: actor.email, action, detail: `price file: ${detail}` });

    // New items follow their kind's last one in the catalogue's order, and are priced at once.
    const last = await tx
      .select({ kind: catalogueItems.kind, top: sql<number>`max(${catalogueItems.sortOrder})::int` })
      .from(catalogueItems)
      .groupBy(catalogueItems.kind);
    const next = new Map(last.map((r) => [r.kind, r.top + 1]));
    const created = changes.flatMap((c) => (c.kind === 'create' ? [c.input] : []));
    const newRows = created.map((input) => {
      const sortOrder = next.get(input.kind) ?? 0;
      next.set(input.kind, sortOrder + 1);
      prices.push({ itemId: input.item_id, priceCents: input.priceCents, effectiveAt: now, appliedAt: now, actorEmail: actor.email });
      note(input.item_id, 'item.import', `created as ${input.status} at ${dollars(input.priceCents)}`);
      return { itemId: input.item_id, sortOrder, ...columnsOf(input) };
    });
    for (let i = 0; i < newRows.length; i += CHUNK) await tx.insert(catalogueItems).values(newRows.slice(i, i + CHUNK));

    let updated = 0;
    const repriced: { itemId: string; priceCents: number }[] = [];
    for (const change of changes) {
      if (change.kind !== 'update') continue;
      const { before, input } = change;
      const priceNow = change.priceChanged && !scheduled;
      if (change.fieldsChanged) {
        // The price stays as it is here unless it changes now; a scheduled one waits in catalogue_prices.
        const kept = { ...input, item_id: before.item_id, priceCents: priceNow ? input.priceCents : before.priceCents };
        await tx.update(catalogueItems).set(columnsOf(kept)).where(eq(catalogueItems.itemId, before.item_id));
        note(before.item_id, 'item.import', changeDetail(before, { ...kept, priceCents: before.priceCents }));
        updated += 1;
      } else if (priceNow) {
        await tx
          .update(catalogueItems)
          .set({ rate: centsToDecimal(input.priceCents) })
          .where(eq(catalogueItems.itemId, before.item_id));
      }
      if (!change.priceChanged) continue;
      repriced.push({ itemId: before.item_id, priceCents: input.priceCents });
      if (scheduled) {
        prices.push({ itemId: before.item_id, priceCents: input.priceCents, effectiveAt: scheduled, actorEmail: actor.email });
        note(before.item_id, 'price.schedule', `price ${dollars(input.priceCents)} from ${formatDateTime(scheduled.toISOString())}`);
      } else {
        prices.push({ itemId: before.item_id, priceCents: input.priceCents, effectiveAt: now, appliedAt: now, actorEmail: actor.email });
        note(before.item_id, 'price.change', `price ${dollars(before.priceCents)} -> ${dollars(input.priceCents)}`);
      }
    }
    // One scheduled price per item and minute, as in the editor: the file's replaces one already there.
    if (scheduled && repriced.length) {
      const ids = repriced.map((r) => r.itemId);
      for (let i = 0; i < ids.length; i += CHUNK) {
        await tx
          .delete(cataloguePrices)
          .where(
            and(
              inArray(cataloguePrices.itemId, ids.slice(i, i + CHUNK)),
              eq(cataloguePrices.effectiveAt, scheduled),
              isNull(cataloguePrices.appliedAt),
            ),
          );
      }
    }
    for (let i = 0; i < prices.length; i += CHUNK) await tx.insert(cataloguePrices).values(prices.slice(i, i + CHUNK));
    for (let i = 0; i < history.length; i += CHUNK) await tx.insert(catalogueItemHistory).values(history.slice(i, i + CHUNK));
    // One notification for the file: each process reloads once (and re-arms its price timer).
    if (history.length) await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'price-file')`);
    return {
      kind: 'ok',
      applied: {
        created: created.length,
        updated,
        pricesChanged: repriced.length,
        effectiveAt: scheduled?.toISOString() ?? null,
      },
    } as const;
  });
}
