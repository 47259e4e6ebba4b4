// A CPU-pool job's answer kept by what it was made from (docs/architecture.md): a plan pack depends only on
// the design's name and drawing, the catalogue's version and the buyer's prices, so the same inputs give
// the same bytes and a repeat download costs a hash, not a job. Requests for the same inputs while one is
// being made wait for that one. Only answers are kept; a refusal (a spent budget, a full pool) is not, so
// the next request tries again. In memory per process, bounded by bytes (lru-cache drops the least used).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A job's outcome as jobLimits.ts gives it: a value, or a refusal that is not kept. */
type Outcome<V> = { ok: true; value: V } | { ok: false };

interface JobCache<V> {
  /** The kept answer for `key`, else `make`'s (shared with every request for `key` while it runs). */
  run<R extends Outcome<V>>(key: string, make: () => Promise<R>): Promise<R | { ok: true; value: V }>;
}

export function createJobCache<V extends NonNullable<unknown>>(options: { maxBytes: number; sizeOf: (value: V) => number }): JobCache<V> {
  const kept = new LRUCache<string, V>({ maxSize: options.maxBytes, sizeCalculation: (value) => Math.max(1, options.sizeOf(value)) });
  const making = new Map<string, Promise<Outcome<V>>>();
  return {
    async run(key, make) {
      const hit = kept.get(key);
      if (hit !== undefined) return { ok: true, value: hit };
      const pending = making.get(key);
      if (pending) return pending as Promise<Awaited<ReturnType<typeof make>>>;
      const made = make().then((outcome) => {
        // An answer larger than the whole cache is answered, not kept (lru-cache refuses it).
        if (outcome.ok) kept.set(key, (outcome as { ok: true; value: V }).value);
        return outcome;
      });
      making.set(key, made);
      try {
        return await made;
      } finally {
        making.delete(key);
      }
    },
  };
}

/** A key for a job's inputs: a SHA-256 of their JSON, Maps written as their sorted entries. */
export function contentKey(inputs: unknown): string {
  const json = JSON.stringify(inputs, (_key, value: unknown) =>
    value instanceof Map ? [...(value as Map<unknown, unknown>).entries()].sort(([a], [b]) => String(a).localeCompare(String(b))) : value,
  );
  return createHash('sha256').update(json).digest('base64url');
}
