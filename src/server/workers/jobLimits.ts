// Per-user limits on the CPU pool's jobs (README "Security and reliability"): at most CPU_JOBS_AT_ONCE
// running or waiting per user (or visitor's address) in this process, held in memory since each process
// has its own pool; and a budget of pool time per minute (THROTTLE_POLICY.cpuMsPerUser) held in
// PostgreSQL (auth/throttle.ts), so it holds across processes. Beyond either the route answers 429 with
// Retry-After, and 503 when the whole pool is full.
import { CPU_JOBS_AT_ONCE, THROTTLE_POLICY } from '../auth/policy';
import { hit } from '../auth/throttle';
import type { Db } from '../db/client';
import { CpuPoolBusy, type Timed } from './cpuPool';

export const CPU_JOBS_RUNNING = 'Your previous design or PDF is still being prepared. Please wait a moment and try again.';
export const CPU_BUDGET_USED = 'Too many designs or PDFs prepared in the last minute. Please wait a minute and try again.';
export const CPU_POOL_FULL = 'The server is busy. Please try again in a few seconds.';
const POOL_FULL_RETRY_SECONDS = 5;

export interface JobRefusal {
  status: 429 | 503;
  message: string;
  retryAfterSeconds: number;
}

export interface JobLimit {
  /** Whose jobs these are: `user:{id}`, or `address:{ip}` for visitors. */
  who: string;
  /** Counted against the per-minute budget (visitors' shares have their own hourly throttle instead). */
  budget: boolean;
}

export type JobLimits = <T>(
  limit: JobLimit,
  job: () => Promise<Timed<T>>,
) => Promise<{ ok: true; value: T } | ({ ok: false } & JobRefusal)>;

export function createJobLimits(db: Db, now: () => Date): JobLimits {
  const running = new Map<string, number>();
  const leave = (who: string) => {
    const left = (running.get(who) ?? 1) - 1;
    if (left > 0) running.set(who, left);
    else running.delete(who);
  };
  const rule = THROTTLE_POLICY.cpuMsPerUser;
  return async ({ who, budget }, job) => {
    const count = running.get(who) ?? 0;
    if (count >= CPU_JOBS_AT_ONCE) return { ok: false, status: 429, message: CPU_JOBS_RUNNING, retryAfterSeconds: 1 };
    // Taken before the budget's round trip, so a burst cannot all pass the check while it is in flight.
    running.set(who, count + 1);
    const key = `cpu-ms:${who}`;
    try {
      if (budget) {
        // Read without counting: a job is charged what it took, once it is done.
        const state = await hit(db, key, rule, now(), 0);
        if (state.blocked) return { ok: false, status: 429, message: CPU_BUDGET_USED, retryAfterSeconds: state.retryAfterSeconds };
      }
      const { value, ms } = await job();
      if (budget) await hit(db, key, rule, now(), Math.ceil(ms));
      return { ok: true, value };
    } catch (error) {
      if (error instanceof CpuPoolBusy)
        return { ok: false, status: 503, message: CPU_POOL_FULL, retryAfterSeconds: POOL_FULL_RETRY_SECONDS };
      throw error;
    } finally {
      leave(who);
    }
  };
}
