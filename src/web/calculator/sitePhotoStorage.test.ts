// docs/product.md#site-photo: the photo stays in the browser with the drawing. IndexedDB is idb-keyval's:
// here a Map stands in for its store.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLACEMENT } from '../../domain/sitePhoto';

const kept = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => kept.get(key),
  set: async (key: string, value: unknown) => void kept.set(key, value),
  del: async (key: string) => void kept.delete(key),
}));

const { clearStoredSitePhoto, readStoredSitePhoto, writeStoredSitePhoto } = await import('./sitePhotoStorage');

describe('site photo storage', () => {
  beforeEach(() => kept.clear());

  it('keeps the photo and its placement, and forgets it when cleared', async () => {
    const photo = { file: new Blob(['x'], { type: 'image/webp' }), width: 2048, height: 1536, placement: { ...DEFAULT_PLACEMENT, x: 120 } };
    await writeStoredSitePhoto(photo);
    expect(await readStoredSitePhoto()).toEqual(photo);
    await clearStoredSitePhoto();
    expect(await readStoredSitePhoto()).toBeNull();
  });

  it('reads back nothing from a kept value that is not a photo with a valid placement', async () => {
    kept.set('calculatorSitePhoto', { file: new Blob(['x'], { type: 'image/gif' }), width: 10, height: 10, placement: DEFAULT_PLACEMENT });
    expect(await readStoredSitePhoto()).toBeNull();
    kept.set('calculatorSitePhoto', {
      file: new Blob(['x'], { type: 'image/png' }),
      width: 10,
      height: 10,
      placement: { ...DEFAULT_PLACEMENT, opacity: 3 },
    });
    expect(await readStoredSitePhoto()).toBeNull();
  });
});
