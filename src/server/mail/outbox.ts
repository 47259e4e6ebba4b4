// The transactional outbox (docs/product.md#e-mail): every e-mail owed is a notifications
// row plus a mail_relay row, both written by the caller's transaction (or its one statement), so they
// commit or roll back with the lead, order or status change they are about. A mail worker (any app
// process with MAIL_WORKER on) moves relay rows into pg-boss's queue through pg-boss's public API, in one
// transaction with deleting them (the job's id is the row's id), so each becomes exactly one job. The
// HTTP request never waits on SMTP, nor on pg-boss: pg-boss hands each job to one worker with SKIP
// LOCKED, which renders and sends it with the row's fixed Message-ID and records the outcome. A failed
// send is retried by pg-boss with exponential backoff; after the last attempt the row reads failed.
import { eq, inArray, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { PgBoss, fromDrizzle, type Db as BossDb, type JobInsert, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { NotificationSummary } from '../../domain/schemas/leadsInbox';
import { linkForSending, signupLinkForSending } from '../auth/linkTokens';
import { THROTTLE_POLICY } from '../auth/policy';
import { hashEmail } from '../auth/tokens';
import type { AppConfig } from '../config';
import type { Db, Pool } from '../db/client';
import { mailRelay, notifications } from '../db/schema';
import { isMailableAddress, messageIdFor } from './addresses';
import type { InvoiceMailData } from './invoiceMessages';
import {
  ACCOUNT_LINK_TEMPLATES,
  ACKNOWLEDGEMENT_TEMPLATES,
  MAIL_TEMPLATES,
  renderMessage,
  type AccountLinkMailData,
  type MailDraft,
  type MailTemplate,
} from './messages';
import { quoteLinkForSending, quoteReminderLink } from './quoteLinks';
import { QUOTE_LINK_TEMPLATES, quoteMailDocument, type QuoteLinkMailData } from './quoteMessages';
import type { QuoteDocument } from '../pdf/quotePdf';
import { createMailTransport, type MailTransport } from './transport';

export const MAIL_QUEUE = 'mail';
/** Worker loops per process, each taking up to BATCH_SIZE jobs at a time and sending them side by side. */
const WORKER_CONCURRENCY = 2;
const BATCH_SIZE = 10;
/** How often an idle worker looks for jobs queued by other processes (its own wake it at once). */
const POLL_SECONDS = 2;
/** Relay rows moved into pg-boss per transaction. */
const RELAY_BATCH = 200;
export const RECIPIENT_REFUSED = 'Recipient address refused: not exactly one valid address of at most 254 characters';
export const LINK_GONE = 'Not sent: its link was replaced by a newer one, used or expired before the e-mail went';
const ACK_RULE = THROTTLE_POLICY.acknowledgementsPerRecipient;
export const ACKNOWLEDGEMENTS_USED_UP = `Not sent: ${ACK_RULE.limit} acknowledgements already went to this address within a day`;

/** The database or an open transaction: what the outbox writes with. */
export type DbOrTx = Pick<Db, 'insert' | 'execute'>;

interface MailJob {
  notificationId: string;
}

/** One of the code's own constant strings as an SQL literal (standard_conforming_strings is on: only quotes are doubled). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

const expired = `rate_limits.window_started_at <= now() - ${literal(`${ACK_RULE.windowMs} milliseconds`)}::interval`;
/**
 * Counts one acknowledgement on each recipient key (rate_limits' fixed windows, as the throttles) and
 * answers every key's count: the text before and after its one parameter, the keys as a jsonb array.
 * The upsert locks the key's row until the caller's transaction ends, so acknowledgements to one
 * address from several processes at once are counted one after the other. A key already at its limit
 * in a running window is neither counted nor locked, and has no row in the answer (over its limit): a
 * flood of leads naming one address would otherwise wait on that row one commit at a time (bench: POST
 * /quotes with the outbox). The rule's figures are constants, written into the text.
 */
const COUNT_ACKNOWLEDGEMENTS = [
  `insert into rate_limits (key, count, window_started_at)
    select key, 1, now() from jsonb_array_elements_text(`,
  `::jsonb) as k(key)
    where not exists (
      select 1 from rate_limits where rate_limits.key = k.key and rate_limits.count >= ${ACK_RULE.limit} and not (${expired}))
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      window_started_at = case when ${expired} then now() else rate_limits.window_started_at end
    returning key, count`,
] as const;

const NOTIFICATION_COLUMNS =
  'id uuid, template text, "messageId" text, recipient text, subject text, data jsonb, "leadId" uuid, "leadKind" lead_kind, ' +
  '"orderId" uuid, status notification_status, "lastError" text, "limitKey" text';

/**
 * The outbox's CTEs for one shape (an acknowledgement to count or not, a row to relay or not, a gate or
 * not) as the texts around their parameters: [before the keys, between keys and rows, after the rows]
 * with keys, ['', before the rows, after them] without. Made once per shape.
 */
const ctesTexts = new Map<string, readonly [string, string, string]>();
function outboxCtesText(withKeys: boolean, queued: boolean, gate: string | undefined): readonly [string, string, string] {
  const shape = `${withKeys}|${queued}|${gate ?? ''}`;
  const known = ctesTexts.get(shape);
  if (known) return known;
  // An acknowledgement over its recipient's day limit is stored as not sent, with the reason, and is not relayed.
  // (A key with no count was at its limit already: see COUNT_ACKNOWLEDGEMENTS.)
  const over = `x."limitKey" is not null and (l.count is null or l.count > ${ACK_RULE.limit})`;
  const status = withKeys ? `case when ${over} then 'failed'::notification_status else x.status end` : 'x.status';
  const lastError = withKeys ? `case when ${over} then ${literal(ACKNOWLEDGEMENTS_USED_UP)} else x."lastError" end` : 'x."lastError"';
  const joined = withKeys ? ' left join outbox_limits as l on l.key = x."limitKey"' : '';
  // Behind a gate the notifications CTE has rows only when the gate's has; the relay follows it.
  const from = `${joined}${gate ? `, "${gate.replace(/"/g, '""')}"` : ''}`;
  const notifications = `outbox_notifications as (
      insert into notifications (id, template, message_id, recipient, subject, data, lead_id, lead_kind, order_id, status, last_error)
      select x.id, x.template, x."messageId", x.recipient, x.subject, x.data, x."leadId", x."leadKind", x."orderId", ${status}, ${lastError}
      from jsonb_to_recordset(`;
  const relay = queued
    ? `, outbox_relay as (insert into mail_relay (notification_id) select id from outbox_notifications where status = 'queued')`
    : '';
  const afterRows = `::jsonb) as x(${NOTIFICATION_COLUMNS})${from}
      returning id, status)${relay}`;
  const texts = withKeys
    ? ([`outbox_limits as (${COUNT_ACKNOWLEDGEMENTS[0]}`, `${COUNT_ACKNOWLEDGEMENTS[1]}), ${notifications}`, afterRows] as const)
    : (['', notifications, afterRows] as const);
  ctesTexts.set(shape, texts);
  return texts;
}

/** The recipient keys to count, each once (a call holds one acknowledgement per lead, so a key appears once). */
function limitKeys(rows: readonly { limitKey: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.limitKey ? [row.limitKey] : [])))];
}

/** pg-boss's executor over the app's pool, counting the statements it has in flight (see stop()). */
function poolExecutor(pool: Pool, busy?: { count: number }): BossDb {
  return {
    async executeSql(text, values) {
      if (busy) busy.count += 1;
      try {
        return await pool.query(text, values);
      } finally {
        if (busy) busy.count -= 1;
      }
    },
  };
}

export interface Outbox {
  /** Stores the drafts as notifications and queues their jobs with the caller's transaction; answers the row ids. */
  queue(tx: DbOrTx, drafts: readonly MailDraft[]): Promise<string[]>;
  /**
   * The same writes as CTEs for the caller's own statement (`with <record>, <ctes> select ...`): one
   * round trip, atomic as any single statement. With `gate`, the name of one of the statement's CTEs,
   * the rows are written only when that CTE has a row (an order's insert that found its key used has none).
   * (Still a promise, as callers await it.)
   */
  ctes(drafts: readonly MailDraft[], gate?: string): Promise<{ ctes: SQL | null; ids: string[] }>;
  /** After the caller's transaction committed: this process's worker relays and looks for jobs at once. */
  wake(): void;
  /** Starts the worker (MAIL_WORKER); the queue's tables are made by installMailQueue before. */
  start(): Promise<void>;
  /** Lets sends in flight finish, then stops; before the database pool closes. */
  stop(): Promise<void>;
}

interface OutboxOptions {
  db: Db;
  pool: Pool;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Tests pass their own; by default SMTP_URL's server or .eml files. */
  transport?: MailTransport;
  /** Renders a quote's PDF (on the CPU pool) for the quote e-mail's attachment; without it the e-mail goes with its link alone. */
  quotePdf?: (quote: QuoteDocument) => Promise<Buffer>;
  /** Renders an invoice's PDF (on the CPU pool) for the invoice e-mail's attachment; null when the invoice is gone. */
  invoicePdf?: (invoiceId: string) => Promise<Buffer | null>;
}

function newBoss(pool: Pool, options: { worker: boolean; sendTimeoutSeconds: number; busy?: { count: number } }) {
  return new PgBoss({
    db: poolExecutor(pool, options.busy),
    migrate: true,
    // Supervision runs where a worker does: its monitor pass hands back the jobs of a process that died
    // mid-send once their time is up, at most once per interval across all processes (maintenance,
    // which deletes old jobs, keeps pg-boss's default).
    supervise: options.worker,
    schedule: false,
    superviseIntervalSeconds: Math.min(30, options.sendTimeoutSeconds),
    monitorIntervalSeconds: Math.min(30, options.sendTimeoutSeconds),
  });
}

/** Creates pg-boss's schema and the mail queue when missing (start-up and the test template database). */
export async function installMailQueue(pool: Pool): Promise<void> {
  const boss = newBoss(pool, { worker: false, sendTimeoutSeconds: 30 });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.createQueue(MAIL_QUEUE);
  await boss.stop({ graceful: false, close: false });
}

/** A notification row as the lead and order pages list it. */
export function toNotificationSummary(row: typeof notifications.$inferSelect): NotificationSummary {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** The error's code only (an SMTP server's text may quote the recipient): what a log line may carry. */
function errorCode(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown };
  return [e.code, e.responseCode].filter((p) => p !== undefined).join(' ') || 'error';
}

/** Why a send failed, for staff: the error's code and first line, no message content. */
function describeError(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode, typeof e.message === 'string' ? e.message.split('\n')[0] : undefined].filter(
    (p) => p !== undefined && p !== '',
  );
  return parts.join(' ').slice(0, 300) || 'send failed';
}

export function createOutbox({ db, pool, config, log, transport: given, quotePdf, invoicePdf }: OutboxOptions): Outbox {
  const { mail } = config;
  // pg-boss statements and deliveries in flight: stop() waits for both to be done.
  const busy = { count: 0 };
  const boss = newBoss(pool, { worker: mail.worker, sendTimeoutSeconds: mail.sendTimeoutSeconds, busy });
  // Without a listener an 'error' event would throw; the message is pg-boss's or the database's, no mail content.
  boss.on('error', (err: { message?: string }) => log.warn({ queueError: err.message }, 'mail queue error'));
  const workers: string[] = [];
  let transport: MailTransport | undefined;
  let started = false;

  type Job = JobWithMetadata<MailJob>;
  type Outcome = { job: Job; row: typeof notifications.$inferSelect } & (
    { sent: true; file: boolean } | { sent: false; error: unknown } | { sent: false; gone: true }
  );

  /** Renders and sends one; never throws (the batch records every outcome). */
  async function sendOne(job: Job, row: typeof notifications.$inferSelect): Promise<Outcome> {
    try {
      const template = row.template as MailTemplate;
      if (!MAIL_TEMPLATES.includes(template)) throw new Error(`unknown template ${template}`);
      let data = row.data;
      let attachments: { filename: string; content: Buffer; contentType: string }[] | undefined;
      const linked = data as AccountLinkMailData;
      if (ACCOUNT_LINK_TEMPLATES.includes(template) && linked.linkId) {
        // The one-time link is made now, so no usable token waits in the outbox (auth/linkTokens.ts).
        const makeLink = template === 'account.signup' ? signupLinkForSending : linkForSending;
        const link = await makeLink(db, linked.linkId, config.publicUrl, new Date());
        if (!link) return { job, row, sent: false, gone: true };
        data = { ...linked, link };
      }
      if (QUOTE_LINK_TEMPLATES.includes(template)) {
        // The customer's quote link, made now as the account links are (mail/quoteLinks.ts).
        const quote = data as QuoteLinkMailData;
        const link =
          template === 'quote.reminder'
            ? await quoteReminderLink(db, quote, config.publicUrl)
            : await quoteLinkForSending(db, quote.linkId, config.publicUrl);
        if (!link) return { job, row, sent: false, gone: true };
        data = { ...quote, link };
        if (template === 'quote.sent' && quotePdf) {
          const content = await quotePdf(quoteMailDocument(quote, row.recipient));
          attachments = [{ filename: `${quote.number}.pdf`, content, contentType: 'application/pdf' }];
        }
      }
      if (template === 'invoice.issued' && invoicePdf) {
        // The tax invoice goes with its e-mail, as the quote's PDF does (docs/product.md#trade-accounts).
        const invoice = data as InvoiceMailData;
        const content = await invoicePdf(invoice.invoiceId);
        if (content) attachments = [{ filename: `${invoice.number}.pdf`, content, contentType: 'application/pdf' }];
      }
      const { html, text } = renderMessage(template, data);
      const sent = await transport!.send({
        id: row.id,
        messageId: row.messageId,
        to: row.recipient,
        subject: row.subject,
        html,
        text,
        attachments,
      });
      return { job, row, sent: true, file: Boolean(sent.file) };
    } catch (error) {
      return { job, row, sent: false, error };
    }
  }

  /**
   * A batch of jobs: the sends run side by side and their outcomes are recorded with one statement per
   * kind, so a batch costs a few commits, not three per message (with fsync on, each commit is a disk
   * flush: one message at a time drained about 25 a second under load). Answers each job's outcome for
   * pg-boss: a failed send is failed (pg-boss retries it with backoff, or marks it failed after the last
   * attempt); every other job is completed.
   */
  async function deliver(jobs: Job[]): Promise<JobResult[]> {
    const rows = await db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          jobs.map((job) => job.data.notificationId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A row already sent: the process died after recording it and before pg-boss heard; nothing to resend.
    const pending = jobs.flatMap((job) => {
      const row = byId.get(job.data.notificationId);
      return row && row.status !== 'sent' ? [{ job, row }] : [];
    });
    const outcomes = await Promise.all(pending.map(({ job, row }) => sendOne(job, row)));
    const sent = outcomes.filter((o) => o.sent);
    if (sent.length) {
      const values = JSON.stringify(sent.map((o) => ({ id: o.row.id, attempts: o.job.retryCount + 1 })));
      await db.execute(sql`
        update ${notifications} as n
        set status = 'sent', sent_at = now(), attempts = v.attempts, last_error = null, updated_at = now()
        from jsonb_to_recordset(${values}::jsonb) as v(id uuid, attempts int)
        where n.id = v.id`);
    }
    // Ids and template only: names, addresses and bodies stay out of the logs.
    for (const o of sent) {
      if (o.sent && o.file)
        log.info({ notification: o.row.id, template: o.row.template }, 'mail written to DATA_DIR/mail (SMTP_URL is not set)');
      else log.info({ notification: o.row.id, template: o.row.template, attempts: o.job.retryCount + 1 }, 'mail sent');
    }
    // A link that can no longer be used is not sent, now or later: the row reads failed and the job completes.
    const gone = outcomes.filter((o) => 'gone' in o);
    if (gone.length) {
      await db
        .update(notifications)
        .set({ status: 'failed', lastError: LINK_GONE, updatedAt: sql`now()` })
        .where(
          inArray(
            notifications.id,
            gone.map((o) => o.row.id),
          ),
        );
      for (const o of gone) log.info({ notification: o.row.id, template: o.row.template }, 'mail not sent: its link is no longer usable');
    }
    const failed = outcomes.filter((o) => !o.sent && !('gone' in o));
    for (const o of failed) {
      if (o.sent || 'gone' in o) continue;
      const last = o.job.retryCount >= o.job.retryLimit;
      const attempts = o.job.retryCount + 1;
      await db
        .update(notifications)
        .set({ status: last ? 'failed' : 'retrying', attempts, lastError: describeError(o.error), updatedAt: sql`now()` })
        .where(eq(notifications.id, o.row.id))
        .catch(() => undefined);
      log.warn(
        { notification: o.row.id, template: o.row.template, attempts, code: errorCode(o.error) },
        last ? 'mail failed after its last attempt' : 'mail send failed; retrying',
      );
    }
    const failedIds = new Set(failed.map((o) => o.job.id));
    return jobs.map((job) => ({ id: job.id, status: failedIds.has(job.id) ? 'failed' : 'completed' }));
  }

  function notificationRows(drafts: readonly MailDraft[]) {
    return drafts.map((draft) => {
      const id = randomUUID();
      const mailable = isMailableAddress(draft.recipient);
      // An acknowledgement counts against its recipient's day (hashEmail: any letter case, no address stored).
      const limitKey =
        mailable && ACKNOWLEDGEMENT_TEMPLATES.includes(draft.template) ? `ack:recipient:${hashEmail(draft.recipient)}` : null;
      return {
        limitKey,
        id,
        template: draft.template,
        messageId: messageIdFor(id, mail.from.address),
        recipient: draft.recipient,
        subject: draft.subject,
        data: draft.data,
        leadId: draft.leadId ?? null,
        leadKind: draft.leadKind ?? null,
        orderId: draft.orderId ?? null,
        startAfter: draft.startAfter?.toISOString() ?? null,
        // A lead with an address no server should be given is still stored; its message is marked, not sent.
        status: mailable ? ('queued' as const) : ('failed' as const),
        lastError: mailable ? null : RECIPIENT_REFUSED,
      };
    });
  }

  /** The job of each notification relayed (its id is the row's id, so a second insert of it changes nothing). */
  function jobsFor(relayed: readonly { id: string; startAfter: string | null }[]): JobInsert<MailJob>[] {
    return relayed.map(({ id, startAfter }) => ({
      id,
      data: { notificationId: id },
      retryLimit: mail.retryLimit,
      retryDelay: mail.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: mail.sendTimeoutSeconds,
      // A message due later (a quote's reminder) waits in pg-boss until then.
      ...(startAfter ? { startAfter: new Date(startAfter) } : {}),
    }));
  }

  /**
   * Moves up to RELAY_BATCH relay rows into pg-boss: deleting them and queueing their jobs is one
   * transaction (pg-boss's insert runs on it through its drizzle adapter), so a crash leaves either the
   * rows or the jobs, never neither. SKIP LOCKED lets several processes relay side by side. Answers
   * how many it moved.
   */
  async function relayBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const taken = await tx.execute(sql`
        delete from ${mailRelay} where ${mailRelay.notificationId} in (
          select ${mailRelay.notificationId} from ${mailRelay} order by ${mailRelay.createdAt}
          limit ${RELAY_BATCH} for update skip locked)
        returning ${mailRelay.notificationId} as id, ${mailRelay.startAfter} as "startAfter"`);
      const relayed = taken.rows as { id: string; startAfter: string | null }[];
      if (relayed.length) await boss.insert(MAIL_QUEUE, jobsFor(relayed), { db: fromDrizzle(tx, sql) });
      return relayed.length;
    });
  }

  // One relay at a time in this process; a wake while it runs makes it go round once more.
  let relaying: Promise<void> | null = null;
  let relayAgain = false;
  let relayTimer: NodeJS.Timeout | undefined;
  function relay(): Promise<void> {
    if (!started) return Promise.resolve();
    if (relaying) {
      relayAgain = true;
      return relaying;
    }
    relaying = (async () => {
      busy.count += 1;
      try {
        let total = 0;
        do {
          relayAgain = false;
          let moved: number;
          do {
            moved = await relayBatch();
            total += moved;
          } while (started && moved === RELAY_BATCH);
        } while (relayAgain && started);
        if (total) for (const id of workers) boss.notifyWorker(id);
      } catch (err) {
        // The rows stay; the next wake or poll moves them.
        log.warn({ queueError: (err as Error).message }, 'mail relay failed; retrying on the next poll');
      } finally {
        busy.count -= 1;
        relaying = null;
      }
    })();
    return relaying;
  }

  return {
    async queue(tx, drafts) {
      if (drafts.length === 0) return [];
      const rows = notificationRows(drafts);
      const keys = limitKeys(rows);
      if (keys.length) {
        const [head, tail] = COUNT_ACKNOWLEDGEMENTS;
        const counted = await tx.execute(sql.join([sql.raw(head), sql.param(JSON.stringify(keys)), sql.raw(tail)]));
        const counts = new Map((counted.rows as { key: string; count: number }[]).map((r) => [r.key, Number(r.count)]));
        for (const row of rows)
          if (row.limitKey && (counts.get(row.limitKey) ?? Infinity) > ACK_RULE.limit)
            Object.assign(row, { status: 'failed', lastError: ACKNOWLEDGEMENTS_USED_UP });
      }
      await tx.insert(notifications).values(rows.map(({ limitKey: _, startAfter: _after, ...row }) => row));
      const queued = rows.filter((row) => row.status === 'queued');
      if (queued.length)
        await tx
          .insert(mailRelay)
          .values(queued.map((row) => ({ notificationId: row.id, startAfter: row.startAfter ? new Date(row.startAfter) : null })));
      return rows.map((row) => row.id);
    },
    async ctes(drafts, gate) {
      if (drafts.length === 0) return { ctes: null, ids: [] };
      const rows = notificationRows(drafts);
      const keys = limitKeys(rows);
      const queued = rows.some((row) => row.status === 'queued');
      // The statement's text is fixed per shape and its rows travel as one jsonb parameter (two with an
      // acknowledgement): drizzle walks no tree per request, and PostgreSQL binds two values, not a dozen.
      const [beforeKeys, beforeRows, afterRows] = outboxCtesText(keys.length > 0, queued, gate);
      const parts: SQLChunk[] = keys.length ? [sql.raw(beforeKeys), sql.param(JSON.stringify(keys))] : [];
      parts.push(sql.raw(beforeRows), sql.param(JSON.stringify(rows)), sql.raw(afterRows));
      return { ctes: sql.join(parts), ids: rows.map((row) => row.id) };
    },
    wake() {
      void relay();
    },
    async start() {
      // Queueing needs only the tables (installMailQueue at start-up); the worker needs a started boss.
      if (started || !mail.worker) return;
      started = true;
      await boss.start();
      await boss.createQueue(MAIL_QUEUE);
      transport = given ?? createMailTransport(mail, config.dataDir);
      for (let i = 0; i < WORKER_CONCURRENCY; i += 1) {
        const self = { id: '' };
        const options = {
          includeMetadata: true as const,
          perJobResults: true as const,
          batchSize: BATCH_SIZE,
          pollingIntervalSeconds: POLL_SECONDS,
        };
        self.id = await boss.work<MailJob, unknown, typeof options>(MAIL_QUEUE, options, async (jobs) => {
          busy.count += 1;
          try {
            return await deliver(jobs);
          } finally {
            busy.count -= 1;
            // pg-boss waits out the polling interval after every fetch; with jobs just done, look for more at once.
            if (self.id) boss.notifyWorker(self.id);
          }
        });
        workers.push(self.id);
      }
      // Relay rows written by other processes (and by pg-boss 10's last run, see migration mail_relay).
      relayTimer = setInterval(() => void relay(), POLL_SECONDS * 1000);
      relayTimer.unref();
      void relay();
      log.info(mail.smtpUrl ? 'mail: sending through SMTP_URL' : 'mail: SMTP_URL is not set; messages are written to DATA_DIR/mail');
    },
    async stop() {
      if (!started) return;
      started = false;
      clearInterval(relayTimer);
      await relaying;
      workers.length = 0;
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
      // pg-boss's stop does not wait for a worker's fetch already in flight; the job it returns is then
      // delivered and completed (unawaited, so against an ended pool it would crash the process). Wait
      // until nothing has run for two looks in a row before the pool may close.
      for (let quiet = 0, waited = 0; quiet < 2 && waited < 10_000; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
        quiet = busy.count === 0 ? quiet + 1 : 0;
      }
      transport?.close();
    },
  };
}
