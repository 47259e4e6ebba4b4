// The catalogue listener gives its connection back to the pool exactly once, whatever order the
// database's errors and the shutdown come in (pg-pool throws on a second release, which ended a
// process mid-shutdown: found by tests/api/foundationLifecycle.test.ts under load).
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueCache } from './catalogue';
import { CATALOGUE_CHANNEL, createCatalogueListener } from './catalogueListener';

class FakeClient extends EventEmitter {
  releases = 0;
  queries: string[] = [];
  failNext: Error | null = null;
  async query(sql: string) {
    this.queries.push(sql);
    if (this.failNext) throw this.failNext;
    return { rows: [] };
  }
  release() {
    this.releases += 1;
    if (this.releases > 1) throw new Error('Release called on client which has already been released to the pool.');
    // pg-pool listens for an idle client's errors itself.
    this.on('error', () => undefined);
  }
}

function setup() {
  const clients: FakeClient[] = [];
  const pool = {
    connect: vi.fn(async () => {
      const c = new FakeClient();
      clients.push(c);
      return c as unknown as PoolClient;
    }),
  } as unknown as Pool;
  const catalogue = { refresh: vi.fn(async () => undefined) } as unknown as CatalogueCache;
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  return { clients, listener: createCatalogueListener(pool, catalogue, log), catalogue };
}

const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('catalogue listener', () => {
  it('an error after stop() does not release the connection a second time', async () => {
    const { clients, listener } = setup();
    await listener.start();
    await listener.stop();
    expect(clients[0].releases).toBe(1);
    expect(() => clients[0].emit('error', terminated())).not.toThrow();
    expect(clients[0].releases).toBe(1);
  });

  it('a lost connection is given back once and made again, and the snapshot reloaded', async () => {
    vi.useFakeTimers();
    try {
      const { clients, listener, catalogue } = setup();
      await listener.start();
      clients[0].emit('error', terminated());
      clients[0].emit('error', terminated());
      expect(clients[0].releases).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(clients).toHaveLength(2);
      expect(clients[1].queries).toEqual([`listen ${CATALOGUE_CHANNEL}`]);
      expect(catalogue.refresh).toHaveBeenCalledTimes(1);
      await listener.stop();
      expect(clients[1].releases).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a LISTEN that fails as the connection dies gives it back once', async () => {
    const { clients, listener } = setup();
    const original = FakeClient.prototype.query;
    FakeClient.prototype.query = async function (this: FakeClient, sql: string) {
      this.emit('error', terminated());
      return original.call(this, sql).then(() => {
        throw terminated();
      });
    };
    try {
      await listener.start();
      expect(clients[0].releases).toBe(1);
    } finally {
      FakeClient.prototype.query = original;
      await listener.stop();
    }
  });
});
