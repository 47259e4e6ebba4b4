// Free samples by post (docs/product.md#stock-and-samples). A request is stored, its colours' samples
// reserved from their own stock and its two e-mails queued in one transaction, after the 30-day rule
// is checked with its e-mail and postal address keys locked (pg_advisory_xact_lock, keys in order), so
// two requests racing from one address on any number of processes cannot both pass. Mark posted takes
// the reserved samples from on hand and queues the "posted" e-mail, in its own transaction.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { availableOf } from '../../domain/stock';
import {
  sampleColours,
  sampleKeys,
  sampleRepeatRefusal,
  sampleRepeatWindowStart,
  type SampleColour,
  SAMPLE_LEDGER_LIMIT,
  type SampleMovement,
  type SampleStatus,
} from '../../domain/samples';
import type { SampleRequestBody, SampleRequestSummary, SampleStockBody } from '../../domain/schemas/samples';
import type { BoardItem } from '../../domain/catalogue';
import type { Db } from '../db/client';
import type { Outbox } from '../mail/outbox';
import { sampleRequestDrafts, samplesPostedDraft, type SampleMailData } from '../mail/sampleMessages';

type Tx = Pick<Db, 'execute'>;

export type SampleRequestResult =
  | { kind: 'created'; id: string }
  | { kind: 'unknown_colour'; itemId: string }
  | { kind: 'repeat'; message: string }
  | { kind: 'out_of_stock'; colour: SampleColour };

type StockRow = { item_id: string; on_hand: number; reserved: number };

/** Locks the sample stock rows of these colours (a missing one is made, with none on hand), in id order. */
async function lockSampleStock(tx: Tx, itemIds: readonly string[]): Promise<Map<string, StockRow>> {
  const ids = [...new Set(itemIds)].sort();
  const { rows } = await tx.execute<StockRow>(sql`
    insert into sample_stock (item_id)
    select unnest(${sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`}) as item_id order by 1
    on conflict (item_id) do update set updated_at = sample_stock.updated_at
    returning item_id, on_hand, reserved`);
  return new Map(rows.map((r) => [r.item_id, { ...r, on_hand: Number(r.on_hand), reserved: Number(r.reserved) }]));
}

/** Adds to reserved and on hand of one sample of each colour (negative: takes away). */
async function moveSamples(tx: Tx, itemIds: readonly string[], change: { reserved: number; onHand: number }) {
  await tx.execute(sql`
    update sample_stock set reserved = reserved + ${change.reserved}::int, on_hand = on_hand + ${change.onHand}::int, updated_at = now()
    where item_id = any(${sql`array[${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`})`);
}

const addressText = (r: { street: string; suburb: string; postcode: string }) => `${r.street}, ${r.suburb} ${r.postcode}`;

/**
 * Stores a visitor's request and queues its e-mails; the caller wakes the outbox. `boardItems`: the
 * catalogue's active boards, whose product cards are the colours offered.
 */
export async function createSampleRequest(
  db: Db,
  mail: { outbox: Pick<Outbox, 'queue'>; salesEmail: string },
  input: { body: SampleRequestBody; boardItems: readonly BoardItem[]; clientAddress: string; now: Date },
): Promise<SampleRequestResult> {
  const { body, now } = input;
  const offered = new Map(sampleColours(input.boardItems).map((c) => [c.itemId, c]));
  const unknown = body.colours.find((id) => !offered.has(id));
  if (unknown !== undefined) return { kind: 'unknown_colour', itemId: unknown };
  const colours = body.colours.map((id) => offered.get(id)!);
  const keys = sampleKeys(body);
  return db.transaction(async (tx) => {
    for (const key of [`samples:email:${keys.emailKey}`, `samples:address:${keys.addressKey}`].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const { rows: earlier } = await tx.execute<{ email_key: string; address_key: string; created_at: Date | string }>(sql`
      select email_key, address_key, created_at from sample_requests
      where (email_key = ${keys.emailKey} or address_key = ${keys.addressKey})
        and created_at > ${sampleRepeatWindowStart(now).toISOString()}::timestamptz`);
    const refusal = sampleRepeatRefusal(
      keys,
      earlier.map((r) => ({ emailKey: r.email_key, addressKey: r.address_key, createdAt: new Date(r.created_at) })),
      now,
    );
    if (refusal) return { kind: 'repeat', message: refusal };
    const stock = await lockSampleStock(
      tx,
      colours.map((c) => c.itemId),
    );
    const short = colours.find((c) => {
      const s = stock.get(c.itemId);
      return !s || availableOf(s.on_hand, s.reserved) < 1;
    });
    if (short) return { kind: 'out_of_stock', colour: short };
    await moveSamples(
      tx,
      colours.map((c) => c.itemId),
      { reserved: 1, onHand: 0 },
    );
    const id = randomUUID();
    await tx.execute(sql`
      insert into sample_requests
        (id, name, email, email_key, phone, street, suburb, postcode, address_key, colours, client_address, created_at)
      values (${id}, ${body.name}, ${body.email}, ${keys.emailKey}, ${body.phone}, ${body.street}, ${body.suburb}, ${body.postcode},
              ${keys.addressKey}, ${JSON.stringify(colours)}::jsonb, ${input.clientAddress}, ${now.toISOString()}::timestamptz)`);
    const data: SampleMailData = {
      id,
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: addressText(body),
      colours: colours.map(({ range, name }) => ({ range, name })),
    };
    await mail.outbox.queue(tx, sampleRequestDrafts(data, mail.salesEmail));
    return { kind: 'created', id };
  });
}

type RequestRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  street: string;
  suburb: string;
  postcode: string;
  colours: SampleColour[];
  status: SampleStatus;
  created_at: Date | string;
  posted_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(r: RequestRow): SampleRequestSummary {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    street: r.street,
    suburb: r.suburb,
    postcode: r.postcode,
    colours: r.colours,
    status: r.status,
    requestedAt: iso(r.created_at),
    postedAt: r.posted_at ? iso(r.posted_at) : null,
  };
}

export const SAMPLE_LIST_LIMIT = 200;

/** Requests still to post first (oldest first: the next to post on top), then the latest posted. */
export async function listSampleRequests(db: Db): Promise<SampleRequestSummary[]> {
  const { rows } = await db.execute<RequestRow>(sql`
    select id, name, email, phone, street, suburb, postcode, colours, status, created_at, posted_at from sample_requests
    order by status = 'posted', case when status = 'requested' then created_at end asc, posted_at desc, id
    limit ${SAMPLE_LIST_LIMIT}`);
  return rows.map(toSummary);
}

export type MarkPostedResult = { kind: 'posted'; request: SampleRequestSummary } | { kind: 'not_found' } | { kind: 'already_posted' };

/** Staff posted the samples: they leave on hand (and reserved), and the visitor is told. */
export async function markSamplesPosted(
  db: Db,
  outbox: Pick<Outbox, 'queue'>,
  input: { id: string; userId: string; now: Date },
): Promise<MarkPostedResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<RequestRow>(sql`
      select id, name, email, phone, street, suburb, postcode, colours, status, created_at, posted_at
      from sample_requests where id = ${input.id} for update`);
    const row = rows[0];
    if (!row) return { kind: 'not_found' };
    if (row.status === 'posted') return { kind: 'already_posted' };
    const itemIds = row.colours.map((c) => c.itemId);
    const locked = await lockSampleStock(tx, itemIds);
    await moveSamples(tx, itemIds, { reserved: -1, onHand: -1 });
    // Each colour posted is a row of the sample ledger, so on hand = samples in - posted.
    await tx.execute(sql`
      insert into sample_stock_ledger (item_id, kind, change, before, after, reference, user_id)
      values ${sql.join(
        itemIds.map((id) => {
          const before = locked.get(id)!.on_hand;
          return sql`(${id}, 'posted', -1, ${before}::int, ${before - 1}::int, ${row.name}, ${input.userId})`;
        }),
        sql`, `,
      )}`);
    await tx.execute(sql`
      update sample_requests set status = 'posted', posted_at = ${input.now.toISOString()}::timestamptz, posted_by = ${input.userId}
      where id = ${input.id}`);
    await outbox.queue(tx, [
      samplesPostedDraft({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        address: addressText(row),
        colours: row.colours.map(({ range, name }) => ({ range, name })),
      }),
    ]);
    return { kind: 'posted', request: toSummary({ ...row, status: 'posted', posted_at: input.now }) };
  });
}

type LedgerRow = {
  id: number | string;
  item_id: string;
  kind: SampleMovement;
  change: number;
  before: number;
  after: number;
  reference: string;
  email: string | null;
  created_at: string | Date;
};

/**
 * Each offered colour's samples: on hand and reserved (none when no row yet), and the latest rows of
 * the sample stock ledger, newest first, named as the catalogue names the colour now.
 */
export async function listSampleStock(db: Db, boardItems: readonly BoardItem[]) {
  const [{ rows }, ledger] = await Promise.all([
    db.execute<StockRow>(sql`select item_id, on_hand, reserved from sample_stock`),
    db.execute<LedgerRow>(sql`
      select l.id, l.item_id, l.kind, l.change, l.before, l.after, l.reference, u.email, l.created_at
      from sample_stock_ledger l left join users u on u.id = l.user_id
      order by l.id desc limit ${SAMPLE_LEDGER_LIMIT}`),
  ]);
  const byId = new Map(rows.map((r) => [r.item_id, r]));
  const colours = sampleColours(boardItems);
  const colourOf = new Map(colours.map((c) => [c.itemId, c]));
  return {
    stock: colours.map((c) => ({
      ...c,
      onHand: Number(byId.get(c.itemId)?.on_hand ?? 0),
      reserved: Number(byId.get(c.itemId)?.reserved ?? 0),
    })),
    ledger: ledger.rows.map((r) => ({
      id: Number(r.id),
      itemId: r.item_id,
      range: colourOf.get(r.item_id)?.range ?? '',
      name: colourOf.get(r.item_id)?.name ?? r.item_id,
      kind: r.kind,
      change: Number(r.change),
      before: Number(r.before),
      after: Number(r.after),
      reference: r.reference,
      by: r.email,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * Samples in (docs/product.md#stock-and-samples): a delivery of a colour's samples is added to on hand
 * with its ledger row (before and after read with the row locked, as goods in does for boards); false
 * when the colour is not offered.
 */
export async function addSampleStock(
  db: Db,
  boardItems: readonly BoardItem[],
  input: SampleStockBody & { userId: string | null },
): Promise<boolean> {
  if (!sampleColours(boardItems).some((c) => c.itemId === input.itemId)) return false;
  await db.transaction(async (tx) => {
    const before = (await lockSampleStock(tx, [input.itemId])).get(input.itemId)!.on_hand;
    await moveSamples(tx, [input.itemId], { reserved: 0, onHand: input.quantity });
    await tx.execute(sql`
      insert into sample_stock_ledger (item_id, kind, change, before, after, reference, user_id)
      values (${input.itemId}, 'samples_in', ${input.quantity}::int, ${before}::int, ${before + input.quantity}::int,
        ${input.reference}, ${input.userId})`);
  });
  return true;
}
