// The orders export for accounts: one CSV row per order line, streamed in keyset batches of orders so
// memory stays flat however many orders match (docs/product.md#money for the figures; RFC 4180 quoting and
// spreadsheet formula neutralising by csv-stringify).
import { Readable, pipeline } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../domain/constants';
import { centsToDecimal } from '../../domain/money';
import { deliveryFeeLine, type DeliveryZone } from '../../domain/deliveryZones';
import { orderRef } from '../../domain/format';
import { ORDER_STATUS_LABELS } from '../../domain/orderStatus';
import type { Db } from '../db/client';
import { orders, projects, users } from '../db/schema';
import { beforeCursor, cursorTime } from './keyset';
import { boardLineName, loadOrderLines } from './orders';

/** The reference beside the id: the BW- reference every screen, e-mail and PDF names the order by (docs/product.md#e-mail). */
export const EXPORT_COLUMNS = [
  'Order ID',
  'Order reference',
  'Created',
  'Customer',
  'Project',
  'Status',
  'Delivery method',
  'Item',
  'Quantity',
  'Unit price',
  'Line total',
  'Order total',
  // docs/product.md#trade-accounts: last, so the columns before it keep their places.
  'PO reference',
] as const;

const DELIVERY_LABELS = { delivery: 'Delivery', pickup: 'Pickup' } as const;

/** Orders read per query: enough to amortise the round trips, small enough that memory does not follow the count. */
export const EXPORT_BATCH = 500;

/** Every line of the orders matching `where`, newest order first, each line in its order (boards, then hardware). */
export async function* exportRows(db: Db, where: SQL | undefined, batch = EXPORT_BATCH): AsyncGenerator<string[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page = await db
      .select({
        id: orders.id,
        created: sql<string>`to_char(${orders.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`,
        cursorAt: cursorTime(orders.createdAt),
        email: users.email,
        project: projects.name,
        status: orders.status,
        deliveryMethod: orders.deliveryMethod,
        totalCents: orders.totalCents,
        deliveryZone: orders.deliveryZone,
        deliveryFeeCents: orders.deliveryFeeCents,
        poReference: orders.poReference,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.ownerId))
      .leftJoin(projects, eq(projects.id, orders.projectId))
      .where(and(where, after ? beforeCursor(orders.createdAt, orders.id, after) : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batch);
    if (page.length === 0) return;
    const { boardsBy, hardwareBy } = await loadOrderLines(
      db,
      page.map((o) => o.id),
    );
    for (const o of page) {
      const head = [
        o.id,
        orderRef(o.id),
        o.created,
        o.email,
        o.project ?? '',
        ORDER_STATUS_LABELS[o.status],
        DELIVERY_LABELS[o.deliveryMethod],
      ];
      const lines = [
        ...(boardsBy.get(o.id) ?? []).map((b) => ({ ...b, name: boardLineName(b) })),
        ...(hardwareBy.get(o.id) ?? []),
        // The delivery fee is the order's last line (docs/product.md#delivery).
        ...(o.deliveryZone && o.deliveryFeeCents !== null ? [deliveryFeeLine(o.deliveryZone as DeliveryZone, o.deliveryFeeCents)] : []),
      ];
      for (const line of lines) {
        yield [
          ...head,
          line.name,
          String(line.quantity),
          centsToDecimal(line.unitPriceCents),
          centsToDecimal(line.lineTotalCents),
          centsToDecimal(o.totalCents),
          o.poReference,
        ];
      }
    }
    if (page.length < batch) return;
    const last: { cursorAt: string; id: string } = page[page.length - 1];
    after = { createdAt: last.cursorAt, id: last.id };
  }
}

/** The CSV as a stream: a header row, then exportRows; a failure part way ends the stream with the error. */
export function exportCsv(db: Db, where: SQL | undefined, batch = EXPORT_BATCH): Stringifier {
  const csv = stringify({ escape_formulas: true, record_delimiter: 'windows' });
  async function* withHeader() {
    yield [...EXPORT_COLUMNS];
    yield* exportRows(db, where, batch);
  }
  pipeline(Readable.from(withHeader()), csv, () => {});
  return csv;
}
