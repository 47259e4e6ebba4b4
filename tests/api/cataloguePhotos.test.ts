// Catalogue photos on real PostgreSQL (docs/product.md#catalogue-photos): admins upload photos checked by
// their content, the server stores the original and WebP and JPEG forms at 320, 640, 960 and 1280 px
// without metadata, one photo is the main one, and the board items, the spec's image-url and image path
// and the catalogue's ETags follow the main photo; uploads that are not photos, too large, too narrow
// or damaged are refused with their message.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cataloguePhotoList, PHOTO_MESSAGES, type CataloguePhoto } from '../../src/domain/schemas/cataloguePhotos';
import { itemHistory } from '../../src/domain/schemas/catalogueAdmin';
import { boardItemsResponse } from '../../src/domain/schemas/inventory';
import { cataloguePhotos, cataloguePhotoVariants, catalogueItems } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { Client, DEMO, signIn } from './helpers';

let t: TestApp;
let client: Client;
let admin: Client;
let itemId: string;
beforeAll(async () => {
  t = await createTestApp();
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
  const [row] = await t.db.select().from(catalogueItems).where(eq(catalogueItems.kind, 'board')).orderBy(catalogueItems.sortOrder).limit(1);
  itemId = row.itemId;
});
afterAll(async () => {
  await t?.close();
});

/** A photo as a camera writes it: EXIF with the camera, a GPS position and an orientation. */
async function cameraJpeg(width: number, height: number, colour = '#8a6b4f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BoardwalkCam', Model: 'Deck 1', Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'S' } })
    .toBuffer();
}

const photosUrl = () => `/api/catalogue/items/${itemId}/photos`;
const upload = (bytes: Buffer, who: Client = admin) => who.post(photosUrl(), { image: bytes.toString('base64') });

async function uploaded(bytes: Buffer): Promise<CataloguePhoto[]> {
  const res = await upload(bytes);
  expect(res.statusCode, res.body).toBe(201);
  return cataloguePhotoList.parse(res.json());
}

async function servedItem() {
  const res = await client.get('/api/inventory/board-items');
  return { etag: res.headers.etag, item: boardItemsResponse.parse(res.json()).data.find((i) => i.item_id === itemId)! };
}

describe('uploads refused', () => {
  it('answers 422 for a file that is no photo, whatever it claims to be, and for a GIF', async () => {
    const text = await admin.post(photosUrl(), { image: `data:image/jpeg;base64,${Buffer.from('not a photo at all').toString('base64')}` });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: PHOTO_MESSAGES.notAnImage });
    const gif = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refused = await upload(gif);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: PHOTO_MESSAGES.notAnImage });
  });

  it('answers 422 for a damaged (truncated) JPEG and for one narrower than 640 px', async () => {
    const whole = await cameraJpeg(1000, 700);
    const truncated = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json()).toEqual({ message: PHOTO_MESSAGES.malformed });
    const narrow = await upload(await cameraJpeg(639, 900));
    expect(narrow.statusCode).toBe(422);
    expect(narrow.json()).toEqual({ message: PHOTO_MESSAGES.tooNarrow });
  });

  it('answers 413 for a photo over 10 MB, and for a body past the limit', async () => {
    const big = Buffer.concat([await cameraJpeg(800, 600), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: PHOTO_MESSAGES.tooLarge });
    const huge = await upload(Buffer.alloc(13 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
  });

  it('lets only admins in, and answers 404 for an unknown item; nothing is stored', async () => {
    const jpeg = await cameraJpeg(800, 600);
    expect((await upload(jpeg, client)).statusCode).toBe(403);
    const anonymous = new Client(t.app);
    expect((await upload(jpeg, anonymous)).statusCode).toBe(401);
    expect((await anonymous.get(photosUrl())).statusCode).toBe(401);
    const unknown = await admin.post('/api/catalogue/items/no-such-item/photos', { image: jpeg.toString('base64') });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.select({ id: cataloguePhotos.id }).from(cataloguePhotos)).toEqual([]);
  });
});

describe('a photo stored and shown', () => {
  let first: CataloguePhoto;

  it('stores the original and WebP and JPEG at 320, 640, 960 and 1280 px, with no metadata left', async () => {
    const original = await cameraJpeg(2400, 1600);
    expect((await sharp(original).metadata()).exif?.includes('BoardwalkCam')).toBe(true);
    const before = await servedItem();
    expect(before.item.photo_id).toBeUndefined();
    const list = await uploaded(original);
    expect(list).toHaveLength(1);
    first = list[0];
    expect(first).toMatchObject({ isMain: true, width: 2400, height: 1600, bytes: original.length });

    const [row] = await t.db.select().from(cataloguePhotos).where(eq(cataloguePhotos.id, first.id));
    expect(row.contentType).toBe('image/jpeg');
    expect(Buffer.compare(row.original, original)).toBe(0);
    const variants = await t.db.select().from(cataloguePhotoVariants).where(eq(cataloguePhotoVariants.photoId, first.id));
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      ['1280.jpeg', '1280.webp', '320.jpeg', '320.webp', '640.jpeg', '640.webp', '960.jpeg', '960.webp'].sort(),
    );
    for (const width of [320, 640, 960, 1280]) {
      for (const [format, ext] of [
        ['webp', 'webp'],
        ['jpeg', 'jpg'],
      ] as const) {
        const res = await client.get(`/images/catalogue/${first.id}-${width}.${ext}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta).toMatchObject({ format, width, height: Math.round((width * 1600) / 2400) });
        // Every metadata block is gone: no EXIF (camera, GPS), no XMP, no ICC profile.
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(res.rawPayload.includes('BoardwalkCam')).toBe(false);
        expect(res.rawPayload.includes('secret-owner')).toBe(false);
      }
    }
    expect((await client.get(first.thumbnail)).statusCode).toBe(200);
  });

  it('turns a photo upright from its EXIF orientation and checks the upright width', async () => {
    // 1000 x 700 pixels stored sideways (orientation 6): upright the photo is 700 wide and 1000 high.
    const sideways = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#345' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const list = await uploaded(sideways);
    const photo = list.find((p) => p.id !== first.id)!;
    expect(photo).toMatchObject({ isMain: false, width: 700, height: 1000 });
    const res = await client.get(`/images/catalogue/${photo.id}-640.webp`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 640, height: Math.round((640 * 1000) / 700) });
    // A width the original cannot reach is made at its own width, never enlarged.
    const widest = await client.get(`/images/catalogue/${photo.id}-1280.jpg`);
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(700);
  });

  it('serves the main photo in the board items, image-url and the spec image path; the URLs and ETags change with it', async () => {
    const now = await servedItem();
    expect(now.item.photo_id).toBe(first.id);
    const url = await client.get(`/api/inventory/items/${itemId}/image-url`);
    expect(url.json()).toEqual({ success: true, url: `/images/catalogue/${first.id}-640.jpg` });
    expect(url.headers['cache-control']).toBe('public, no-cache');
    const image = await client.get(`/images/inventory/${itemId}.jpg`, { headers: { accept: 'image/webp,*/*' } });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, no-cache');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const jpeg = await client.get(`/images/inventory/${itemId}.jpg?w=320`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(320);
    const again = await client.get(`/images/inventory/${itemId}.jpg`, { headers: { 'if-none-match': image.headers.etag as string } });
    // The JPEG's ETag is not the WebP's: a 200, then a 304 for its own tag.
    expect(again.statusCode).toBe(200);
    const same = await client.get(`/images/inventory/${itemId}.jpg`, { headers: { 'if-none-match': again.headers.etag as string } });
    expect(same.statusCode).toBe(304);

    // Make the other photo main: every URL moves to it.
    const list = cataloguePhotoList.parse((await admin.get(photosUrl())).json());
    const other = list.find((p) => !p.isMain)!;
    const made = await admin.put(`${photosUrl()}/${other.id}/main`);
    expect(made.statusCode, made.body).toBe(200);
    expect(cataloguePhotoList.parse(made.json())[0]).toMatchObject({ id: other.id, isMain: true });
    const after = await servedItem();
    expect(after.item.photo_id).toBe(other.id);
    expect(after.etag).not.toBe(now.etag);
    expect((await client.get(`/api/inventory/items/${itemId}/image-url`)).json().url).toBe(`/images/catalogue/${other.id}-640.jpg`);
    const moved = await client.get(`/images/inventory/${itemId}.jpg`, { headers: { 'if-none-match': again.headers.etag as string } });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(again.headers.etag);
  });

  it('deletes photos: the newest left becomes main, and with none left the generated picture is back', async () => {
    const list = cataloguePhotoList.parse((await admin.get(photosUrl())).json());
    const main = list[0];
    const removed = await admin.delete(`${photosUrl()}/${main.id}`);
    expect(removed.statusCode).toBe(200);
    const left = cataloguePhotoList.parse(removed.json());
    expect(left).toEqual([expect.objectContaining({ id: first.id, isMain: true })]);
    expect((await client.get(`/images/catalogue/${main.id}-640.webp`)).statusCode).toBe(404);
    expect((await servedItem()).item.photo_id).toBe(first.id);

    expect((await admin.delete(`${photosUrl()}/${main.id}`)).json()).toEqual({ message: PHOTO_MESSAGES.notFound });
    expect((await admin.put(`${photosUrl()}/not-a-uuid/main`)).statusCode).toBe(404);
    expect((await admin.delete(`${photosUrl()}/${first.id}`)).statusCode).toBe(200);
    expect((await servedItem()).item.photo_id).toBeUndefined();
    expect((await client.get(`/api/inventory/items/${itemId}/image-url`)).json()).toEqual({
      success: true,
      url: `/images/inventory/${itemId}.jpg`,
    });
    const generated = await client.get(`/images/inventory/${itemId}.jpg`);
    expect(generated.headers['cache-control']).toBe('public, max-age=2592000');
  });

  it("keeps every change in the item's history with who did it", async () => {
    const history = itemHistory.parse((await admin.get(`/api/catalogue/items/${itemId}/history`)).json());
    const actions = history.filter((h) => h.action.startsWith('photo.'));
    expect(actions.map((h) => h.action)).toEqual(['photo.remove', 'photo.remove', 'photo.main', 'photo.add', 'photo.add']);
    expect(actions.every((h) => h.actorEmail === DEMO.admin)).toBe(true);
    expect(actions.at(-1)!.detail).toBe(`photo ${first.id} added (2400 x 1600 px), main`);
    expect(actions[0].detail).toBe(`photo ${first.id} deleted; the generated picture is shown`);
  });
});
