// GET /images/inventory/{itemId}.jpg: the generated photo of a board item. Generated on first
// request, then kept in memory; browsers revalidate with the ETag after the max-age.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { App } from './app';
import { catalogueItems } from './db/schema';
import { renderBoardImage } from './seed/images';

interface CachedImage { body: Buffer; etag: string }

const FILE = /^([a-z0-9][a-z0-9-]{0,120})\.jpg$/;

export function registerInventoryImages(app: App) {
  const cache = new Map<string, Promise<CachedImage>>();

  app.get<{ Params: { file: string } }>('/images/inventory/:file', async (request, reply) => {
    // Anything that cannot be an item id is simply an image that does not exist.
    const itemId = FILE.exec(request.params.file)?.[1];
    if (!itemId) return reply.status(404).send({ message: 'Image not found' });
    let entry = cache.get(itemId);
    if (!entry) {
      const [item] = await app.db
        .select({ itemId: catalogueItems.itemId, colour: catalogueItems.cfBoardColour, brand: catalogueItems.cfBoardBrand, type: catalogueItems.cfBoardType })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.itemId, itemId), eq(catalogueItems.kind, 'board'), isNotNull(catalogueItems.imageId)))
        .limit(1);
      if (!item || !item.colour) return reply.status(404).send({ message: 'Image not found' });
      entry = Promise.resolve().then(() => {
        const body = renderBoardImage({ itemId: item.itemId, colour: item.colour!, brand: item.brand ?? '', type: item.type ?? '' });
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      });
      cache.set(itemId, entry);
      entry.catch(() => cache.delete(itemId));
    }
    const image = await entry;
    reply.header('etag', image.etag).header('cache-control', 'public, max-age=604800');
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type('image/jpeg').send(image.body);
  });
}
