// Board photos at the size they are shown: width variants, WebP by content negotiation at the spec's .jpg path,
// strong ETags per variant, long caching, and each variant rendered once.
import { createHash } from 'node:crypto';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { ITEM_IMAGE_VERSION, ITEM_IMAGE_WIDTHS, itemImageSrcSet } from '../domain/itemImages';
import { boardItems } from './seed/catalogue';
import {
  acceptsWebp,
  IMAGE_CACHE_CONTROL,
  renderBoardVariant,
  VERSIONED_IMAGE_CACHE_CONTROL,
  warmInventoryImages,
} from './inventoryImages';
import { renderBoardPixels } from './seed/images';

// Counts renderings: a variant must be drawn once, not per request.
vi.mock('./seed/images', async (importOriginal) => {
  const original = await importOriginal<typeof import('./seed/images')>();
  return { ...original, renderBoardPixels: vi.fn(original.renderBoardPixels) };
});

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const ITEM = 'we-home-grooved-barossa-5400';
const path = (query = '') => `/images/inventory/${ITEM}.jpg${query}`;

/** Width and height from a lossy WebP's VP8 frame header (RIFF....WEBPVP8 ). */
function webpSize(body: Buffer) {
  expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(body.subarray(8, 16).toString('latin1')).toBe('WEBPVP8 ');
  expect([...body.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a]);
  return { width: body.readUInt16LE(26) & 0x3fff, height: body.readUInt16LE(28) & 0x3fff };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('acceptsWebp', () => {
  it('is true only when the client names image/webp with a non-zero q', () => {
    expect(acceptsWebp(CHROME_ACCEPT)).toBe(true);
    expect(acceptsWebp('image/webp,*/*')).toBe(true);
    expect(acceptsWebp('image/png, IMAGE/WEBP;q=0.5')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp('image/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});

describe('GET /images/inventory/{itemId}.jpg', () => {
  it('answers WebP to a browser that accepts it, at the same URL, varying on Accept', async () => {
    const res = await t.app.inject({ url: path(), headers: { accept: CHROME_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/\bAccept\b/);
    expect(webpSize(res.rawPayload)).toEqual({ width: 640, height: 400 });

    const plain = await t.app.inject(path());
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers.vary).toMatch(/\bAccept\b/);
    // The point of negotiating: the same photo in far fewer bytes.
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(res.headers.etag).not.toBe(plain.headers.etag);
  });

  it('serves every width of the list with ?w=, keeping the 640 x 400 proportions', async () => {
    for (const width of ITEM_IMAGE_WIDTHS) {
      const webp = await t.app.inject({ url: path(`?w=${width}`), headers: { accept: CHROME_ACCEPT } });
      expect(webp.statusCode, String(width)).toBe(200);
      expect(webpSize(webp.rawPayload)).toEqual({ width, height: (width * 400) / 640 });
      const plain = await t.app.inject(path(`?w=${width}`));
      const decoded = jpeg.decode(plain.rawPayload);
      expect([decoded.width, decoded.height]).toEqual([width, (width * 400) / 640]);
    }
    const small = await t.app.inject({ url: path('?w=320'), headers: { accept: CHROME_ACCEPT } });
    const standard = await t.app.inject({ url: path(), headers: { accept: CHROME_ACCEPT } });
    expect(small.rawPayload.length).toBeLessThan(standard.rawPayload.length);
    // ?w=640 is the plain path's photo.
    const explicit = await t.app.inject({ url: path('?w=640'), headers: { accept: CHROME_ACCEPT } });
    expect(explicit.headers.etag).toBe(standard.headers.etag);
  });

  it('rejects widths outside the list instead of rendering arbitrary sizes', async () => {
    for (const w of ['500', '0', '99999', 'abc', '640.5', '']) {
      const res = await t.app.inject(path(`?w=${w}`));
      expect(res.statusCode, w).toBe(400);
      expect(res.json()).toEqual({ message: 'Unsupported image width' });
    }
    expect((await t.app.inject(path('?w=320&w=640'))).statusCode).toBe(400);
  });

  it('is cacheable for 30 days with a strong ETag per variant; If-None-Match answers 304', async () => {
    const res = await t.app.inject({ url: path('?w=960'), headers: { accept: CHROME_ACCEPT } });
    expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(IMAGE_CACHE_CONTROL).toMatch(/max-age=2592000\b/);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

    const again = await t.app.inject({ url: path('?w=960'), headers: { accept: CHROME_ACCEPT, 'if-none-match': `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toMatch(/\bAccept\b/);
    expect(again.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);

    // The WebP's tag does not validate the JPEG a client without WebP would get.
    const jpegAfter = await t.app.inject({ url: path('?w=960'), headers: { 'if-none-match': etag } });
    expect(jpegAfter.statusCode).toBe(200);
    expect(jpegAfter.headers['content-type']).toBe('image/jpeg');
  });

  it('caches the versioned URLs of the srcset for a year as immutable; the plain path and old versions 30 days', async () => {
    const urls = itemImageSrcSet(ITEM)
      .split(', ')
      .map((c) => c.split(' ')[0]);
    expect(urls).toContain(path());
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: { accept: CHROME_ACCEPT } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(url === path() ? IMAGE_CACHE_CONTROL : VERSIONED_IMAGE_CACHE_CONTROL);
    }
    expect(VERSIONED_IMAGE_CACHE_CONTROL).toMatch(/max-age=31536000\b.*immutable/);
    const old = await t.app.inject({ url: path(`?w=320&v=${ITEM_IMAGE_VERSION - 1}`), headers: { accept: CHROME_ACCEPT } });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
  });

  it('renders each variant once and answers later requests from memory', async () => {
    const rendered = vi.mocked(renderBoardPixels);
    const url = '/images/inventory/we-home-grooved-charcoal-5400.jpg?w=320';
    const before = rendered.mock.calls.length;
    const [a, b] = await Promise.all([
      t.app.inject({ url, headers: { accept: CHROME_ACCEPT } }),
      t.app.inject({ url, headers: { accept: CHROME_ACCEPT } }),
    ]);
    const c = await t.app.inject({ url, headers: { accept: CHROME_ACCEPT } });
    expect(rendered.mock.calls.length - before).toBe(1);
    expect(a.rawPayload.equals(b.rawPayload) && b.rawPayload.equals(c.rawPayload)).toBe(true);
    expect(c.headers.etag).toBe(a.headers.etag);
  });

  it('pre-renders the catalogue on a worker thread: later requests render nothing and get the same bytes', async () => {
    const rendered = vi.mocked(renderBoardPixels);
    const withImage = boardItems.filter((b) => b.kind === 'board' && b.imageId && b.cfBoardColour);
    // A fresh app, so every variant is the worker's.
    const fresh = await createTestApp();
    try {
      const count = await warmInventoryImages(fresh.app, [320]);
      expect(count).toBe(withImage.length);
      const before = rendered.mock.calls.length;
      const item = withImage.find((b) => b.cfBoardBrand === 'MillBoard')!;
      const res = await fresh.app.inject({
        url: `/images/inventory/${item.itemId}.jpg?w=320&v=${ITEM_IMAGE_VERSION}`,
        headers: { accept: CHROME_ACCEPT },
      });
      expect(res.statusCode).toBe(200);
      expect(rendered.mock.calls.length).toBe(before);
      // The worker runs the same generator and encoder: the bytes, hence the ETag, match the event loop's.
      const here = await renderBoardVariant(
        { itemId: item.itemId, color: item.cfBoardColour!, brand: item.cfBoardBrand!, type: item.cfBoardType! },
        320,
        'webp',
      );
      expect(res.rawPayload.equals(here.body)).toBe(true);
      expect(res.headers.etag).toBe(here.etag);
      // A second pass finds everything cached.
      expect(await warmInventoryImages(fresh.app, [320])).toBe(0);
    } finally {
      await fresh.close();
    }
    // The worker runs at nice 19: on a busy machine it only gets what the other processes leave.
  }, 120_000);

  it('still answers 404 for ids that have no photo, whatever the width or format', async () => {
    for (const url of ['/images/inventory/no-such-item.jpg?w=320', '/images/inventory/no-such-item.jpg']) {
      const res = await t.app.inject({ url, headers: { accept: CHROME_ACCEPT } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found' });
    }
  });
});

// Versioned URLs are immutable, so a change in what the generator draws must come with a new
// ITEM_IMAGE_VERSION. These fingerprints of the pixels fail first: bump the version, then update them.
describe('generator fingerprints (ITEM_IMAGE_VERSION 1)', () => {
  it('draws the same pixels as when the version was set', async () => {
    const { renderBoardPixels: draw } = await vi.importActual<typeof import('./seed/images')>('./seed/images');
    const fingerprint = (input: Parameters<typeof draw>[0], width: number) =>
      createHash('sha256')
        .update(draw(input, width, (width * 400) / 640).data)
        .digest('hex')
        .slice(0, 16);
    const woodEvo = { itemId: 'we-home-grooved-barossa-5400', color: 'Barossa', brand: 'WoodEvo', type: 'Grooved' };
    const millboard = { itemId: 'mb-enhanced-grain-grooved-golden-oak-5400', color: 'Golden_Oak', brand: 'MillBoard', type: 'Grooved' };
    expect(ITEM_IMAGE_VERSION).toBe(1);
    expect([fingerprint(woodEvo, 320), fingerprint(woodEvo, 640), fingerprint(millboard, 320), fingerprint(millboard, 640)]).toEqual([
      '2fff98d622da63a2',
      '155f7161b353f98e',
      '487522f951438cec',
      '7d9551315808f5e3',
    ]);
  });
});
