import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/db';
import { CATALOGUE_RECHECK_MS, createCatalogueCache, etagOfCoding, negotiateCoding, precompressed } from './catalogue';

describe('pre-compressed catalogue bodies', () => {
  it('keeps the body, and brotli and gzip forms that decompress to exactly it', () => {
    const body = JSON.stringify({
      success: true,
      data: Array.from({ length: 200 }, (_, i) => ({ item_id: `we-home-${i}`, name: 'WoodEvo HOME board' })),
    });
    const cached = precompressed(body, '"v1-board-items"');
    expect(cached.body).toBe(body);
    expect(cached.encoded!.identity.toString()).toBe(body);
    expect(brotliDecompressSync(cached.encoded!.br).toString()).toBe(body);
    expect(gunzipSync(cached.encoded!.gzip).toString()).toBe(body);
    expect(cached.encoded!.br.length).toBeLessThan(body.length / 5);
  });

  it('gives each coding its own strong ETag', () => {
    expect(etagOfCoding('"v1-x"', 'identity')).toBe('"v1-x"');
    expect(etagOfCoding('"v1-x"', 'br')).toBe('"v1-x-br"');
    expect(etagOfCoding('"v1-x"', 'gzip')).toBe('"v1-x-gzip"');
  });

  it('prefers br, then gzip, and honours q=0 and *', () => {
    expect(negotiateCoding(undefined)).toBe('identity');
    expect(negotiateCoding('')).toBe('identity');
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*, br;q=0')).toBe('gzip');
    expect(negotiateCoding('identity, deflate')).toBe('identity');
    expect(negotiateCoding('BR;Q=1')).toBe('br');
  });
});

describe('the catalogue cache', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('peek() has the copy only while get() would answer it without loading', async () => {
    let now = 1_000_000;
    const cache = createCatalogueCache(database.db, () => now);
    expect(cache.peek()).toBeUndefined();
    const loaded = await cache.get();
    expect(cache.peek()).toBe(loaded);
    now += CATALOGUE_RECHECK_MS - 1;
    expect(cache.peek()).toBe(loaded);
    now += 1;
    expect(cache.peek()).toBeUndefined();
    // Re-read, unchanged: the same copy (its bodies are not compressed again), fresh again.
    expect(await cache.get()).toBe(loaded);
    expect(cache.peek()).toBe(loaded);
    cache.invalidate();
    expect(cache.peek()).toBeUndefined();
  });

  it('a changed catalogue is a new copy with a new version', async () => {
    let now = 0;
    const cache = createCatalogueCache(database.db, () => now);
    const before = await cache.get();
    await database.pool.query(
      "update catalogue_items set name = name || ' (new)' where item_id = (select min(item_id) from catalogue_items)",
    );
    now += CATALOGUE_RECHECK_MS;
    const after = await cache.get();
    expect(after).not.toBe(before);
    expect(after.version).not.toBe(before.version);
    expect(after.bodies.items.etag).not.toBe(before.bodies.items.etag);
  });
});
