// The catalogue as the API serves it: loaded from the database, shaped as docs/product.md#records-and-fields items, with
// every public body serialised once per catalogue version (a hash of the rows), so reads cost a
// lookup and the ETag changes exactly when the content does.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueItems, cataloguePhotos } from '../db/schema';
import { brotliOptions, GZIP_OPTIONS } from '../precompress';
import { buildBoardConfig, configBrands, type BoardConfig, type BoardItem, type HardwareItem } from '../../domain/catalogue';
import { isOffered } from '../../domain/catalogueStatus';
import { HARDWARE_SUBFRAMES, type HardwareSubframe } from '../../domain/constants';

type Row = typeof catalogueItems.$inferSelect;
/** item id -> its main photo's id (docs/product.md#catalogue-photos). */
export type MainPhotos = ReadonlyMap<string, string>;

export interface CatalogueSnapshot {
  version: string;
  boardItems: BoardItem[];
  hardwareItems: HardwareItem[];
  /** Every item whatever its status: what a saved design reads, so it keeps its figures after a retirement. */
  recordBoardItems: BoardItem[];
  recordHardwareItems: HardwareItem[];
  boardConfig: BoardConfig;
  byId: Map<string, Row>;
  /** Items with a staff photo: item id -> the main photo's id. */
  mainPhotos: MainPhotos;
  /** Pre-serialised {success, data} bodies with their ETags, also pre-compressed. */
  bodies: Record<'boardConfig' | 'items' | 'boardItems' | 'hardwareItems' | 'brands', CachedBody>;
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * A body serialised once, with its brotli and gzip forms made once too: board-items is 32 KB of JSON
 * and 1.7 KB as brotli, and compressing per request would cost more than everything else it does.
 */
export interface CachedBody {
  body: string;
  /** ETag of the identity form; a compressed form's tag adds -br / -gzip inside the quotes. */
  etag: string;
  encoded?: Record<ContentCoding, Buffer>;
}

export function precompressed(body: string, etag: string): CachedBody {
  const identity = Buffer.from(body);
  return {
    body,
    etag,
    encoded: {
      identity,
      br: brotliCompressSync(identity, brotliOptions(identity.length)),
      gzip: gzipSync(identity, GZIP_OPTIONS),
    },
  };
}

/** The ETag of one coding of a body (strong tags differ per representation, RFC 9110 8.8.3). */
export function etagOfCoding(etag: string, coding: ContentCoding): string {
  return coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;
}

// Browsers send a handful of distinct Accept-Encoding values: parse each once (5% of a cached read's
// CPU in the benchmark's profile). Bounded, so odd clients cannot grow it.
const codingCache = new Map<string, ContentCoding>();
const CODING_CACHE_MAX = 64;

/** br, else gzip, else identity, by the request's Accept-Encoding (q=0 refuses a coding). */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const cached = codingCache.get(acceptEncoding);
  if (cached) return cached;
  const coding = parseAcceptEncoding(acceptEncoding);
  if (codingCache.size < CODING_CACHE_MAX) codingCache.set(acceptEncoding, coding);
  return coding;
}

function parseAcceptEncoding(acceptEncoding: string): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

function toBoardItem(row: Row, mainPhotos: MainPhotos): BoardItem {
  const photo = mainPhotos.get(row.itemId);
  return {
    item_id: row.itemId,
    name: row.name,
    description: row.description,
    rate: Number(row.rate),
    unit: row.unit,
    cf_board_brand: row.cfBoardBrand ?? '',
    cf_board_range: row.cfBoardRange ?? '',
    cf_board_type: row.cfBoardType ?? '',
    cf_board_colour: row.cfBoardColour ?? '',
    cf_size: row.cfSize ?? '',
    image_document_id: row.imageDocumentId,
    image_id: row.imageId,
    image_name: row.imageName,
    cf_boards_applicable: row.cfBoardsApplicable ?? '',
    // Present only with a photo: an item without one serves exactly the spec's fields.
    ...(photo ? { photo_id: photo } : {}),
  };
}

function toHardwareItem(row: Row): HardwareItem {
  return {
    item_id: row.itemId,
    name: row.name,
    description: row.description,
    sku: row.sku ?? '',
    category_name: row.categoryName ?? '',
    rate: Number(row.rate),
    unit: row.unit,
    ...(row.subframes?.length ? { subframes: row.subframes.filter(isHardwareSubframe) } : {}),
  };
}

function isHardwareSubframe(value: string): value is HardwareSubframe {
  return (HARDWARE_SUBFRAMES as readonly string[]).includes(value);
}

export function etagFor(version: string, name: string): string {
  return `"${version}-${name}"`;
}

const NO_PHOTOS: MainPhotos = new Map();

/** The catalogue's version: a hash of its rows and main photos, so it changes exactly when the content does. */
function catalogueVersion(rows: readonly Row[], mainPhotos: MainPhotos): string {
  return createHash('sha256')
    .update(JSON.stringify(rows))
    .update(JSON.stringify([...mainPhotos]))
    .digest('hex')
    .slice(0, 20);
}

export function buildSnapshot(
  rows: readonly Row[],
  mainPhotos: MainPhotos = NO_PHOTOS,
  version = catalogueVersion(rows, mainPhotos),
): CatalogueSnapshot {
  const board = (r: Row) => toBoardItem(r, mainPhotos);
  // Customers are offered active items only (docs/product.md#catalogue); byId keeps every row, so an
  // order, quote, invoice or design holding a draft or discontinued item still reads it.
  const offered = rows.filter((r) => isOffered(r.status));
  const boardItems = offered.filter((r) => r.kind === 'board').map(board);
  const hardwareItems = offered.filter((r) => r.kind === 'hardware').map(toHardwareItem);
  const boardConfig = buildBoardConfig(boardItems);
  const entry = (name: string, data: unknown) => precompressed(JSON.stringify({ success: true, data }), etagFor(version, name));
  return {
    version,
    boardItems,
    hardwareItems,
    recordBoardItems: rows.filter((r) => r.kind === 'board').map(board),
    recordHardwareItems: rows.filter((r) => r.kind === 'hardware').map(toHardwareItem),
    boardConfig,
    byId: new Map(rows.map((r) => [r.itemId, r])),
    mainPhotos,
    bodies: {
      boardConfig: entry('board-config', boardConfig),
      items: entry('items', [...boardItems, ...hardwareItems]),
      boardItems: entry('board-items', boardItems),
      hardwareItems: entry('hardware-items', hardwareItems),
      brands: entry('brands', configBrands(boardConfig)),
    },
  };
}

/** How long one process trusts its copy before re-reading (the catalogue changes by deployment/seed). */
export const CATALOGUE_RECHECK_MS = 60_000;

export interface CatalogueCache {
  get(): Promise<CatalogueSnapshot>;
  /**
   * The copy get() would resolve to at once, or undefined when get() must load first: lets the hot
   * reads answer without awaiting a promise (a benchmark target: catalogue reads against a bare server).
   */
  peek(): CatalogueSnapshot | undefined;
  /** Forget the copy (after a seed or an import). */
  invalidate(): void;
  /**
   * Read the rows again and swap the copy in when done, serving the old one meanwhile (after a change
   * committed here or NOTIFYed by another process, docs/architecture.md). A refresh asked for during a
   * load runs after it, so it reads rows committed after that load began.
   */
  refresh(): Promise<CatalogueSnapshot>;
}

export function createCatalogueCache(db: Db, clock: () => number = Date.now): CatalogueCache {
  let current: { snapshot: CatalogueSnapshot; loadedAt: number } | null = null;
  let loading: Promise<CatalogueSnapshot> | null = null;

  async function load(): Promise<CatalogueSnapshot> {
    const [rows, photos] = await Promise.all([
      db.select().from(catalogueItems).orderBy(asc(catalogueItems.kind), asc(catalogueItems.sortOrder), asc(catalogueItems.itemId)),
      db
        .select({ itemId: cataloguePhotos.itemId, id: cataloguePhotos.id })
        .from(cataloguePhotos)
        .where(eq(cataloguePhotos.isMain, true))
        .orderBy(asc(cataloguePhotos.itemId)),
    ]);
    const mainPhotos: MainPhotos = new Map(photos.map((p) => [p.itemId, p.id]));
    // Unchanged rows keep the copy: rebuilding compresses every body at brotli's top quality, about
    // 160 ms of blocked event loop once a minute in the benchmark's profile of the catalogue reads.
    const version = catalogueVersion(rows, mainPhotos);
    const snapshot = current && version === current.snapshot.version ? current.snapshot : buildSnapshot(rows, mainPhotos, version);
    current = { snapshot, loadedAt: clock() };
    return snapshot;
  }

  const fresh = () => (current && clock() - current.loadedAt < CATALOGUE_RECHECK_MS ? current.snapshot : undefined);

  return {
    peek: fresh,
    get() {
      const snapshot = fresh();
      if (snapshot) return Promise.resolve(snapshot);
      // One load at a time however many requests arrive together.
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    invalidate() {
      current = null;
    },
    refresh() {
      const after = loading ?? Promise.resolve();
      const next = after
        .catch(() => undefined)
        .then(() => load())
        .finally(() => {
          if (loading === next) loading = null;
        });
      loading = next;
      return next;
    },
  };
}
