// A staff photo upload (docs/product.md#catalogue-photos, information): a 10 MB camera-like JPEG (noise,
// so it stays near 10 MB, at 12 megapixels) sent as the editor sends it, to its 201 with the original and
// its eight forms stored. p50 of a few uploads, one at a time, each deleted after it (the item keeps
// its generated picture); the note has the slowest and the size sent.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '../../src/domain/schemas/cataloguePhotos';
import { information, notMeasurable, type Figure } from './figures';
import { percentile } from './orderFigures';
import { signIn, type ServerTargets } from './serverFigures';

const UPLOADS = 5;
const BOARD = 'we-home-grooved-barossa-5400';

/** A JPEG of noise just under the upload limit: noise is what keeps a photo's file large. */
async function tenMegabyteJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = randomBytes(width * height * 3);
  for (let quality = 90; quality > 10; quality -= 10) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= PHOTO_MAX_BYTES) return jpeg;
  }
  throw new Error('no JPEG under the limit');
}

/** Times UPLOADS uploads of one 10 MB JPEG to `base` as the signed-in admin `cookie`, in ms. */
export async function timePhotoUploads(base: string, cookie: string): Promise<{ times: number[]; bytes: number }> {
  const jpeg = await tenMegabyteJpeg();
  const body = JSON.stringify({ image: jpeg.toString('base64') });
  const url = `${base}/api/catalogue/items/${BOARD}/photos`;
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body });
    const photos = (await res.json()) as { id: string }[];
    times.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${JSON.stringify(photos)}`);
    for (const p of photos) await fetch(`${url}/${p.id}`, { method: 'DELETE', headers: { cookie, origin: base } });
  }
  return { times, bytes: jpeg.length };
}

export async function photoUploadFigure(t: ServerTargets): Promise<Figure> {
  const name = 'photo upload, 10 MB JPEG to its 8 forms (one at a time) p50';
  try {
    const cookie = await signIn(t.large, t.adminEmail, t.demoPassword);
    const { times, bytes } = await timePhotoUploads(t.large, cookie);
    const note = `max ${Math.max(...times).toFixed(0)} ms over ${times.length} uploads of ${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    t.log(`  photo upload: p50 ${percentile(times, 50).toFixed(0)} ms; ${note}`);
    return information(name, Math.round(percentile(times, 50)), 'ms', note);
  } catch (error) {
    t.problems.push(`${name}: ${(error as Error).message}`);
    return notMeasurable(name, 'ms', 'information', (error as Error).message);
  }
}
