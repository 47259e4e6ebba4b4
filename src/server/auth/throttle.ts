// Fixed-window counters in PostgreSQL, so every API process behind a load balancer shares one limit.
// One upsert both resets an expired window and counts, atomically.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { ThrottleRule } from './policy';

export interface ThrottleState {
  blocked: boolean;
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

function state(count: number, windowStartedAt: Date, rule: ThrottleRule, now: Date, blocked: boolean): ThrottleState {
  const endsAt = windowStartedAt.getTime() + rule.windowMs;
  return { blocked, count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/**
 * Counts one event (or `amount` units of a budget, e.g. the CPU pool's milliseconds; 0 only reads it);
 * blocked when the count is over the limit.
 */
export async function hit(db: Db, key: string, rule: ThrottleRule, now: Date, amount = 1): Promise<ThrottleState> {
  const cutoff = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${cutoff} then ${amount} else ${rateLimits.count} + ${amount} end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${cutoff} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  return state(row.count, row.windowStartedAt, rule, now, row.count > rule.limit);
}

/**
 * Corrects a budget charged in advance (the CPU pool's estimate) by `delta`: more is counted as a hit, less
 * is given back within the current window, never below zero; a window that has ended since keeps nothing.
 */
export async function adjust(db: Db, key: string, rule: ThrottleRule, now: Date, delta: number): Promise<void> {
  if (delta > 0) {
    await hit(db, key, rule, now, delta);
    return;
  }
  if (delta === 0) return;
  const cutoff = new Date(now.getTime() - rule.windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} + ${delta}, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStartedAt, cutoff)));
}

/**
 * Counts one event on every key at once; blocked when any is over its limit, until the last of those
 * windows ends (for Retry-After).
 */
export async function hitAll(db: Db, keys: readonly [string, ThrottleRule][], now: Date): Promise<ThrottleState> {
  const states = await Promise.all(keys.map(([key, rule]) => hit(db, key, rule, now)));
  const blocked = states.filter((s) => s.blocked);
  return {
    blocked: blocked.length > 0,
    count: Math.max(0, ...states.map((s) => s.count)),
    retryAfterSeconds: Math.max(1, ...blocked.map((s) => s.retryAfterSeconds)),
  };
}

/** Gives back one counted event (a login that turned out to succeed). */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended (every rule's window is at most a day). */
export async function pruneStaleCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStartedAt} < ${new Date(now.getTime() - 86_400_000)}`);
}
