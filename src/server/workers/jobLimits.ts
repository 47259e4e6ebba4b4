// Per-user limits on the CPU pool's jobs (README "Security and reliability"): at most CPU_JOBS_AT_ONCE
// running or waiting per user (or visitor's address) in this process, held in memory since each process
// has its own pool; and a budget of pool time per minute (THROTTLE_POLICY.cpuMsPerUser, cpuMsPerAddress
// for visitors) held in PostgreSQL (auth/throttle.ts), so it holds across processes. Each job is charged
// its estimate (domain/jobCost.ts) before it starts and corrected to what it took once done, so neither a
// burst nor one long job passes the budget unseen. A visitor's heavy job runs in the pool's visitors'
// lane (cpuPool.ts), leaving the main threads to signed-in and small jobs. Beyond any limit the route
// answers 429 with Retry-After, and 503 when the pool (or the visitors' lane) is full.
import { CPU_JOBS_AT_ONCE, THROTTLE_POLICY } from '../auth/policy';
import { adjust, hit } from '../auth/throttle';
import type { Db } from '../db/client';
import { CpuPoolBusy, type CpuLane, type Timed } from './cpuPool';

export const CPU_JOBS_RUNNING = 'Your previous design or PDF is still being prepared. Please wait a moment and try again.';
export const CPU_BUDGET_USED = 'Too many designs or PDFs prepared in the last minute. Please wait a minute and try again.';
export const CPU_POOL_FULL = 'The server is busy. Please try again in a few seconds.';
const POOL_FULL_RETRY_SECONDS = 5;

export interface JobRefusal {
  status: 429 | 503;
  message: string;
  retryAfterSeconds: number;
}

/** What a job is charged before it runs when nothing better is known (a PDF of a document: tens of ms). */
const DEFAULT_JOB_ESTIMATE_MS = 50;
/**
 * A visitor's job estimated past this runs in the visitors' lane; below it in the main one (a drawn deck's
 * layout, a usual deck's plan pack: a few hundred parts).
 */
const SMALL_JOB_MS = 250;

export interface JobLimit {
  /** Whose jobs these are: `user:{id}`, or `address:{ip}` for visitors. */
  who: `user:${string}` | `address:${string}`;
  /** Counted against the per-minute budget. */
  budget: boolean;
  /** The job's estimated pool time, charged before it starts (DEFAULT_JOB_ESTIMATE_MS when absent). */
  estimateMs?: number;
}

export type JobLimits = <T>(
  limit: JobLimit,
  job: (lane: CpuLane) => Promise<Timed<T>>,
) => Promise<{ ok: true; value: T } | ({ ok: false } & JobRefusal)>;

/** The lane a job runs in: a visitor's heavy job in their own, every other in the main one. */
function laneFor(limit: Pick<JobLimit, 'who'>, estimateMs: number): CpuLane {
  return limit.who.startsWith('address:') && estimateMs > SMALL_JOB_MS ? 'visitor' : 'main';
}

export function createJobLimits(db: Db, now: () => Date): JobLimits {
  const running = new Map<string, number>();
  const leave = (who: string) => {
    const left = (running.get(who) ?? 1) - 1;
    if (left > 0) running.set(who, left);
    else running.delete(who);
  };
  return async (limit, job) => {
    const { who, budget } = limit;
    const estimate = Math.max(1, Math.ceil(limit.estimateMs ?? DEFAULT_JOB_ESTIMATE_MS));
    const rule = who.startsWith('address:') ? THROTTLE_POLICY.cpuMsPerAddress : THROTTLE_POLICY.cpuMsPerUser;
    const count = running.get(who) ?? 0;
    if (count >= CPU_JOBS_AT_ONCE) return { ok: false, status: 429, message: CPU_JOBS_RUNNING, retryAfterSeconds: 1 };
    // Taken before the budget's round trip, so a burst cannot all pass the check while it is in flight.
    running.set(who, count + 1);
    const key = `cpu-ms:${who}`;
    // What this job has been charged: its estimate up front; what it took once done; nothing when refused.
    let charged = 0;
    const settle = async (ms: number) => {
      if (budget && ms !== charged) await adjust(db, key, rule, now(), ms - charged);
      charged = ms;
    };
    try {
      if (budget) {
        const state = await hit(db, key, rule, now(), estimate);
        charged = estimate;
        if (state.blocked) {
          await settle(0);
          return { ok: false, status: 429, message: CPU_BUDGET_USED, retryAfterSeconds: state.retryAfterSeconds };
        }
      }
      const { value, ms } = await job(laneFor(limit, estimate));
      await settle(Math.ceil(ms));
      return { ok: true, value };
    } catch (error) {
      if (error instanceof CpuPoolBusy) {
        await settle(0);
        return { ok: false, status: 503, message: CPU_POOL_FULL, retryAfterSeconds: POOL_FULL_RETRY_SECONDS };
      }
      throw error;
    } finally {
      leave(who);
    }
  };
}
