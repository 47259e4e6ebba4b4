import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagOfCoding, negotiateCoding, precompressed } from './catalogue';

describe('pre-compressed catalogue bodies', () => {
  it('keeps the body, and brotli and gzip forms that decompress to exactly it', () => {
    const body = JSON.stringify({ success: true, data: Array.from({ length: 200 }, (_, i) => ({ item_id: `we-home-${i}`, name: 'WoodEvo HOME board' })) });
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
