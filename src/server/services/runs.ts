// The last mile (docs/product.md#delivery): staff give a day's deliveries to a driver in order; the
// driver starts the run (every customer e-mailed a window), says "on my way", and records each stop as
// delivered (quantities, receiver and signature, or left on site with photos) or not delivered (reason
// and photo). Each step carries the phone's key, so a step sent twice is recorded once; its e-mails are
// queued in the same transaction as the step. A short delivery or a failed one sends the order back to
// To schedule: the rest on a follow-up without a second fee.
import { and, asc, eq, gte, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../domain/constants';
import { todayIn } from '../../domain/dates';
import { orderRef } from '../../domain/format';
import {
  DELIVERY_STATUS_LABELS,
  etaWindow,
  FOLLOW_UP_NOTE,
  NOT_DELIVERED_REASON_LABELS,
  notDeliveredNote,
  outstandingOf,
  RUN_MESSAGES,
  type DeliveryStatus,
} from '../../domain/lastMile';
import type { OrderDelivery, Run, RunStop, StepBody } from '../../domain/schemas/runs';
import type { Db } from '../db/client';
import { deliveryPhotos, deliveryRuns, deliverySteps, orders, tradeAccounts, users } from '../db/schema';
import { decodeImageText, storePhoto, storeSignature } from '../deliveryImages';
import { deliveredDrafts, notDeliveredDraft, onTheWayDraft, runStartedDraft } from '../mail/deliveryMessages';
import type { Outbox } from '../mail/outbox';
import { boardLineName, loadOrderLines } from './orders';
import { visibleTo, type Viewer } from './visibility';

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

type Outcome<T> =
  { kind: 'ok'; value: T } | { kind: 'not_found'; message: string } | { kind: 'refused'; status: 400 | 409; message: string };
const notFound = (message: string) => ({ kind: 'not_found', message }) as const;
const refused = (status: 400 | 409, message: string) => ({ kind: 'refused', status, message }) as const;
const ok = <T>(value: T) => ({ kind: 'ok', value }) as const;

/** Thrown inside a transaction to roll it back with a refusal. */
class Refusal extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The active drivers staff can give a run to. */
export async function listDrivers(db: Db): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'driver'), isNull(users.disabledAt)))
    .orderBy(asc(users.email));
}

const mapsUrl = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

/** The stops of some runs, each run's in its order, with what the truck carries for each. */
async function loadStops(db: DbOrTx, runIds: readonly string[]): Promise<Map<string, RunStop[]>> {
  const byRun = new Map<string, RunStop[]>();
  if (!runIds.length) return byRun;
  const rows = await db
    .select({ order: orders, email: users.email, phone: tradeAccounts.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .leftJoin(tradeAccounts, eq(tradeAccounts.id, orders.accountId))
    .where(inArray(orders.runId, [...runIds]))
    .orderBy(asc(orders.runPosition), asc(orders.id));
  const { boardsBy, hardwareBy } = rows.length
    ? await loadOrderLines(
        db as Db,
        rows.map((r) => r.order.id),
      )
    : { boardsBy: new Map(), hardwareBy: new Map() };
  for (const { order, email, phone } of rows) {
    const list = byRun.get(order.runId!) ?? [];
    const outstanding = order.outstanding;
    const lines = [
      ...(boardsBy.get(order.id) ?? []).map(
        (b: Parameters<typeof boardLineName>[0] & { id: number; quantity: number; backOrdered: number }) => ({
          kind: 'board' as const,
          lineId: b.id,
          name: boardLineName(b),
          quantity: b.quantity,
          backOrdered: b.backOrdered,
        }),
      ),
      ...(hardwareBy.get(order.id) ?? []).map((h: { id: number; name: string; quantity: number; backOrdered: number }) => ({
        kind: 'hardware' as const,
        lineId: h.id,
        name: h.name,
        quantity: h.quantity,
        backOrdered: h.backOrdered,
      })),
    ].flatMap((line) => {
      // A follow-up carries only what the short delivery left; a first delivery leaves back orders behind.
      if (!outstanding) return [{ ...line, quantity: Math.max(0, line.quantity - line.backOrdered) }];
      const rest = outstanding.find((o) => o.kind === line.kind && o.lineId === line.lineId);
      return rest ? [{ ...line, quantity: rest.quantity, backOrdered: 0 }] : [];
    });
    const address = `${order.deliveryStreetAddress}, ${order.deliveryCityPostcode}`;
    list.push({
      orderId: order.id,
      ref: orderRef(order.id),
      position: list.length + 1,
      customer: email,
      address,
      mapsUrl: mapsUrl(address),
      phone: phone || null,
      instructions: order.notes,
      leaveOnSite: order.leaveOnSite,
      window: etaWindow(list.length),
      deliveryStatus: order.deliveryStatus ?? 'scheduled',
      lines,
    });
    byRun.set(order.runId!, list);
  }
  return byRun;
}

async function runsWith(db: DbOrTx, where: ReturnType<typeof and>): Promise<Run[]> {
  const rows = await db
    .select({ run: deliveryRuns, email: users.email })
    .from(deliveryRuns)
    .innerJoin(users, eq(users.id, deliveryRuns.driverId))
    .where(where)
    .orderBy(asc(deliveryRuns.day), asc(users.email));
  const stops = await loadStops(
    db,
    rows.map((r) => r.run.id),
  );
  return rows.map(({ run, email }) => ({
    id: run.id,
    day: run.day,
    driver: { id: run.driverId, email },
    startedAt: run.startedAt?.toISOString() ?? null,
    stops: stops.get(run.id) ?? [],
  }));
}

/** The runs of a day, for the run sheet. */
export function loadDayRuns(db: Db, day: string): Promise<Run[]> {
  return runsWith(db, and(eq(deliveryRuns.day, day)));
}

/** A driver's runs from today on, today's first. */
export function loadDriverRuns(db: Db, driverId: string, now: Date): Promise<Run[]> {
  return runsWith(db, and(eq(deliveryRuns.driverId, driverId), gte(deliveryRuns.day, todayIn(TIME_ZONE, now))));
}

/** One of the driver's own runs; another driver's reads as missing. */
export async function loadDriverRun(db: Db, runId: string, driverId: string): Promise<Run | null> {
  const [found] = await runsWith(db, and(eq(deliveryRuns.id, runId), eq(deliveryRuns.driverId, driverId)));
  return found ?? null;
}

/**
 * Gives a day's deliveries to a driver in this order (PUT: the list is the whole run). Stops dropped
 * from the list leave the run; a stop taken from another run of the day moves. A started run keeps its
 * stops.
 */
export async function assignRun(db: Db, input: { day: string; driverId: string; orderIds: string[] }): Promise<Outcome<Run>> {
  try {
    return await db.transaction(async (tx) => {
      const [driver] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.driverId), eq(users.role, 'driver'), isNull(users.disabledAt)));
      if (!driver) throw new Refusal(400, RUN_MESSAGES.notADriver);
      await tx.insert(deliveryRuns).values({ day: input.day, driverId: input.driverId }).onConflictDoNothing();
      const [runRow] = await tx
        .select()
        .from(deliveryRuns)
        .where(and(eq(deliveryRuns.day, input.day), eq(deliveryRuns.driverId, input.driverId)))
        .for('update');
      if (runRow.startedAt) throw new Refusal(409, RUN_MESSAGES.started);
      if (input.orderIds.length) {
        const found = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(inArray(orders.id, input.orderIds), eq(orders.confirmedDay, input.day), eq(orders.deliveryMethod, 'delivery')))
          .for('update');
        if (found.length !== input.orderIds.length) throw new Refusal(400, RUN_MESSAGES.notThatDay);
      }
      await tx
        .update(orders)
        .set({ runId: null, runPosition: null })
        .where(and(eq(orders.runId, runRow.id), input.orderIds.length ? notInArray(orders.id, input.orderIds) : undefined));
      for (const [index, id] of input.orderIds.entries()) {
        await tx
          .update(orders)
          .set({ runId: runRow.id, runPosition: index + 1 })
          .where(eq(orders.id, id));
      }
      await tx
        .update(deliveryRuns)
        .set({ updatedAt: sql`now()` })
        .where(eq(deliveryRuns.id, runRow.id));
      const [result] = await runsWith(tx, and(eq(deliveryRuns.id, runRow.id)));
      return ok(result);
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.status, error.message);
    throw error;
  }
}

/** Starts the driver's run on its day: every customer still to visit is e-mailed their window, once. */
export async function startRun(
  db: Db,
  outbox: Pick<Outbox, 'queue'>,
  input: { runId: string; driverId: string; now: Date },
): Promise<Outcome<Run>> {
  try {
    return await db.transaction(async (tx) => {
      const [runRow] = await tx
        .select()
        .from(deliveryRuns)
        .where(and(eq(deliveryRuns.id, input.runId), eq(deliveryRuns.driverId, input.driverId)))
        .for('update');
      if (!runRow) return notFound(RUN_MESSAGES.runNotFound);
      if (!runRow.startedAt) {
        if (runRow.day !== todayIn(TIME_ZONE, input.now)) throw new Refusal(409, RUN_MESSAGES.notRunDay);
        await tx
          .update(deliveryRuns)
          .set({ startedAt: input.now, updatedAt: sql`now()` })
          .where(eq(deliveryRuns.id, runRow.id));
        const stops = (await loadStops(tx, [runRow.id])).get(runRow.id) ?? [];
        const drafts = stops
          .filter((s) => s.deliveryStatus === 'scheduled')
          .map((s) => runStartedDraft(s.orderId, s.customer, { ref: s.ref, ...s.window }));
        if (drafts.length) await outbox.queue(tx, drafts);
      }
      const [result] = await runsWith(tx, and(eq(deliveryRuns.id, runRow.id)));
      return ok(result);
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.status, error.message);
    throw error;
  }
}

export interface StepOutcome {
  recorded: boolean;
  deliveryStatus: DeliveryStatus;
  followUp: boolean;
}

type StoredImages = { photos: { webp: Buffer; width: number; height: number }[]; signature: Buffer | null };

/** Decodes, checks and shrinks the step's images before any row is locked (sharp works off the event loop). */
export async function prepareStepImages(body: StepBody): Promise<StoredImages> {
  const photoTexts = body.kind === 'on_the_way' ? [] : (body.photos ?? []);
  const photos = await Promise.all(photoTexts.map((p) => storePhoto(decodeImageText(p))));
  const signatureText = body.kind === 'delivered' ? body.signature : null;
  const signature = signatureText ? await storeSignature(decodeImageText(signatureText)) : null;
  return { photos, signature };
}

/** Records one step of a stop; the same key twice answers the first step's outcome and changes nothing. */
export async function recordStep(
  db: Db,
  outbox: Pick<Outbox, 'queue'>,
  input: { runId: string; orderId: string; driverId: string; body: StepBody; images: StoredImages; publicUrl: string; now: Date },
): Promise<Outcome<StepOutcome>> {
  const { body, images } = input;
  try {
    return await db.transaction(async (tx) => {
      const [runRow] = await tx
        .select()
        .from(deliveryRuns)
        .where(and(eq(deliveryRuns.id, input.runId), eq(deliveryRuns.driverId, input.driverId)))
        .for('update');
      if (!runRow) return notFound(RUN_MESSAGES.runNotFound);
      const [current] = await tx
        .select({ order: orders, email: users.email, billingEmail: tradeAccounts.billingEmail })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.ownerId))
        .leftJoin(tradeAccounts, eq(tradeAccounts.id, orders.accountId))
        .where(and(eq(orders.id, input.orderId), eq(orders.runId, runRow.id)))
        .for('update', { of: orders });
      if (!current) return notFound(RUN_MESSAGES.stopNotFound);
      const order = current.order;
      const status = order.deliveryStatus ?? 'scheduled';
      const [earlier] = await tx
        .select({ kind: deliverySteps.kind })
        .from(deliverySteps)
        .where(and(eq(deliverySteps.runId, runRow.id), eq(deliverySteps.idempotencyKey, body.key)));
      if (earlier) return ok({ recorded: false, deliveryStatus: status, followUp: order.outstanding !== null && status === 'delivered' });
      if (!runRow.startedAt) throw new Refusal(409, RUN_MESSAGES.notStarted);
      if (status === 'delivered' || status === 'not_delivered') throw new Refusal(409, RUN_MESSAGES.alreadyDone);
      const ref = orderRef(order.id);

      if (body.kind === 'on_the_way') {
        await tx
          .insert(deliverySteps)
          .values({ runId: runRow.id, orderId: order.id, idempotencyKey: body.key, kind: 'on_the_way', recordedAt: input.now });
        await tx
          .update(orders)
          .set({ deliveryStatus: 'on_the_way', updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        await outbox.queue(tx, [onTheWayDraft(order.id, current.email, { ref })]);
        return ok({ recorded: true, deliveryStatus: 'on_the_way', followUp: false });
      }

      if (body.kind === 'not_delivered') {
        if (!images.photos.length) throw new Refusal(400, RUN_MESSAGES.photoNeeded);
        const [step] = await tx
          .insert(deliverySteps)
          .values({
            runId: runRow.id,
            orderId: order.id,
            idempotencyKey: body.key,
            kind: 'not_delivered',
            reason: body.reason,
            recordedAt: input.now,
          })
          .returning({ id: deliverySteps.id });
        await insertPhotos(tx, step.id, images.photos);
        // Back to To schedule with the reason (docs/product.md#delivery); the run keeps it as a stop it made.
        await tx
          .update(orders)
          .set({
            deliveryStatus: 'not_delivered',
            confirmedDay: null,
            rescheduleReason: notDeliveredNote(body.reason),
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, order.id));
        await outbox.queue(tx, [notDeliveredDraft(order.id, current.email, { ref, reason: NOT_DELIVERED_REASON_LABELS[body.reason] })]);
        return ok({ recorded: true, deliveryStatus: 'not_delivered', followUp: false });
      }

      // Delivered: every line the truck carries, at the quantity the driver gave (the planned one otherwise).
      const stop = ((await loadStops(tx, [runRow.id])).get(runRow.id) ?? []).find((s) => s.orderId === order.id)!;
      const given = new Map((body.lines ?? []).map((l) => [`${l.kind}:${l.lineId}`, l.delivered]));
      const known = new Set(stop.lines.map((l) => `${l.kind}:${l.lineId}`));
      if ([...given.keys()].some((k) => !known.has(k))) throw new Refusal(400, RUN_MESSAGES.stopNotFound);
      const lines = stop.lines
        .filter((l) => l.quantity > 0)
        .map((l) => ({
          kind: l.kind,
          lineId: l.lineId,
          name: l.name,
          ordered: l.quantity,
          delivered: given.get(`${l.kind}:${l.lineId}`) ?? l.quantity,
        }));
      if (lines.some((l) => l.delivered > l.ordered)) throw new Refusal(400, RUN_MESSAGES.tooMany);
      const leftOnSite = body.leftOnSite === true;
      if (leftOnSite) {
        if (!order.leaveOnSite) throw new Refusal(400, RUN_MESSAGES.leftOnSiteNotAsked);
        if (!images.photos.length) throw new Refusal(400, RUN_MESSAGES.photoNeeded);
      } else {
        if (!body.receiverName?.trim()) throw new Refusal(400, RUN_MESSAGES.receiverNeeded);
        if (!images.signature) throw new Refusal(400, RUN_MESSAGES.signatureNeeded);
      }
      const [step] = await tx
        .insert(deliverySteps)
        .values({
          runId: runRow.id,
          orderId: order.id,
          idempotencyKey: body.key,
          kind: 'delivered',
          lines,
          receiverName: leftOnSite ? null : body.receiverName!.trim(),
          signature: leftOnSite ? null : images.signature,
          leftOnSite,
          recordedAt: input.now,
        })
        .returning({ id: deliverySteps.id });
      await insertPhotos(tx, step.id, images.photos);
      const short = outstandingOf(lines);
      // A short delivery: the rest goes back to To schedule as a follow-up; the fee line stays the one the order has.
      await tx
        .update(orders)
        .set({
          deliveryStatus: 'delivered',
          outstanding: short?.map((l) => ({ kind: l.kind, lineId: l.lineId, quantity: l.ordered - l.delivered })) ?? null,
          rescheduleReason: short ? FOLLOW_UP_NOTE : null,
          ...(short ? { confirmedDay: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      await outbox.queue(
        tx,
        deliveredDrafts(order.id, [current.email, current.billingEmail ?? ''], {
          ref,
          recordedAt: input.now.toISOString(),
          receiverName: leftOnSite ? null : body.receiverName!.trim(),
          leftOnSite,
          lines: lines.map(({ name, ordered, delivered }) => ({ name, ordered, delivered })),
          outstanding: short !== null,
          orderLink: `${input.publicUrl}/app/orders/${order.id}`,
        }),
      );
      return ok({ recorded: true, deliveryStatus: 'delivered', followUp: short !== null });
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.status, error.message);
    // Two sends of one key at once: the second waits on the run's lock, so this is only a safety net.
    throw error;
  }
}

async function insertPhotos(tx: DbOrTx, stepId: string, photos: StoredImages['photos']) {
  if (!photos.length) return;
  await tx.insert(deliveryPhotos).values(photos.map((p, position) => ({ stepId, position, ...p })));
}

/** The order's delivery as its page shows it, or null when the viewer may not see the order. */
export async function loadOrderDelivery(db: Db, orderId: string, viewer: Viewer): Promise<OrderDelivery | null> {
  const [found] = await db
    .select({ order: orders })
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleTo(viewer, 'orders', orders.ownerId, orders.accountId)));
  if (!found) return null;
  const order = found.order;
  const steps = await db
    .select()
    .from(deliverySteps)
    .where(and(eq(deliverySteps.orderId, orderId), ne(deliverySteps.kind, 'on_the_way')))
    .orderBy(asc(deliverySteps.recordedAt));
  const photos = steps.length
    ? await db
        .select({ id: deliveryPhotos.id, stepId: deliveryPhotos.stepId })
        .from(deliveryPhotos)
        .where(
          inArray(
            deliveryPhotos.stepId,
            steps.map((s) => s.id),
          ),
        )
        .orderBy(asc(deliveryPhotos.position))
    : [];
  const base = `/api/orders/${orderId}/delivery`;
  const { boardsBy, hardwareBy } = order.outstanding ? await loadOrderLines(db, [orderId]) : { boardsBy: new Map(), hardwareBy: new Map() };
  const nameOf = (kind: 'board' | 'hardware', lineId: number): string => {
    if (kind === 'board') {
      const b = (boardsBy.get(orderId) ?? []).find((x: { id: number }) => x.id === lineId);
      return b ? boardLineName(b) : '';
    }
    return (hardwareBy.get(orderId) ?? []).find((x: { id: number }) => x.id === lineId)?.name ?? '';
  };
  const status = order.deliveryStatus ?? (order.confirmedDay && order.deliveryMethod === 'delivery' ? 'scheduled' : null);
  return {
    status,
    statusLabel: status ? DELIVERY_STATUS_LABELS[status] : null,
    outstanding: (order.outstanding ?? []).map((o) => ({ name: nameOf(o.kind, o.lineId), quantity: o.quantity })),
    rescheduleReason: order.rescheduleReason,
    attempts: steps.map((s) => ({
      id: s.id,
      kind: s.kind as 'delivered' | 'not_delivered',
      recordedAt: s.recordedAt.toISOString(),
      receiverName: s.receiverName,
      leftOnSite: s.leftOnSite,
      reason: s.reason ? NOT_DELIVERED_REASON_LABELS[s.reason] : null,
      lines: (s.lines ?? []).map(({ name, ordered, delivered }) => ({ name, ordered, delivered })),
      signatureUrl: s.signature ? `${base}/steps/${s.id}/signature` : null,
      photoUrls: photos.filter((p) => p.stepId === s.id).map((p) => `${base}/photos/${p.id}`),
    })),
    proofUrl: steps.length ? `${base}/proof.pdf` : null,
  };
}

/** A photo of a step of an order the viewer may see. */
export async function loadDeliveryPhoto(db: Db, orderId: string, photoId: string, viewer: Viewer): Promise<Buffer | null> {
  const [row] = await db
    .select({ webp: deliveryPhotos.webp })
    .from(deliveryPhotos)
    .innerJoin(deliverySteps, eq(deliverySteps.id, deliveryPhotos.stepId))
    .innerJoin(orders, eq(orders.id, deliverySteps.orderId))
    .where(and(eq(deliveryPhotos.id, photoId), eq(orders.id, orderId), visibleTo(viewer, 'orders', orders.ownerId, orders.accountId)));
  return row?.webp ?? null;
}

/** A step's signature (PNG) of an order the viewer may see. */
export async function loadDeliverySignature(db: Db, orderId: string, stepId: string, viewer: Viewer): Promise<Buffer | null> {
  const [row] = await db
    .select({ signature: deliverySteps.signature })
    .from(deliverySteps)
    .innerJoin(orders, eq(orders.id, deliverySteps.orderId))
    .where(and(eq(deliverySteps.id, stepId), eq(orders.id, orderId), visibleTo(viewer, 'orders', orders.ownerId, orders.accountId)));
  return row?.signature ?? null;
}

/** The images of every proof of an order, for its PDF (the caller has checked the viewer). */
export async function loadProofImages(db: Db, orderId: string) {
  const steps = await db
    .select({ id: deliverySteps.id, signature: deliverySteps.signature })
    .from(deliverySteps)
    .where(and(eq(deliverySteps.orderId, orderId), or(eq(deliverySteps.kind, 'delivered'), eq(deliverySteps.kind, 'not_delivered'))));
  const photos = steps.length
    ? await db
        .select({ stepId: deliveryPhotos.stepId, webp: deliveryPhotos.webp })
        .from(deliveryPhotos)
        .where(
          inArray(
            deliveryPhotos.stepId,
            steps.map((s) => s.id),
          ),
        )
        .orderBy(asc(deliveryPhotos.position))
    : [];
  return new Map(steps.map((s) => [s.id, { signature: s.signature, photos: photos.filter((p) => p.stepId === s.id).map((p) => p.webp) }]));
}
