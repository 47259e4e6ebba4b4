// Catalogue derivations shared by the products page, the calculator, the order wizard and the
// server (docs/product.md#records-and-fields, docs/product.md#validation-rules, docs/product.md#calls, docs/product.md#figures-and-limits).

import { INVENTORY_IMAGE_BASE, type Subframe } from './constants';
import { MESSAGES } from './messages';
import { displayColorName } from './colors';
import type { BoardConfigDto, BoardItemDto, HardwareItemDto } from './schemas/inventory';
import type { QuoteRequestCalculatorInput } from './schemas/leads';

/** Board item (docs/product.md#records-and-fields); the zod schema in schemas/inventory.ts is the single definition. */
export type BoardItem = BoardItemDto;
/** Hardware item (docs/product.md#records-and-fields). */
export type HardwareItem = HardwareItemDto;
export interface BoardSize {
  size: string;
  item_id: string;
}
/** brand -> range -> boardType -> colour (display name) -> sizes, longest first. */
export type BoardConfig = BoardConfigDto;

export const BRANDS = ['WoodEvo', 'MillBoard'] as const;
export type Brand = (typeof BRANDS)[number];
export const BRAND_DISPLAY_NAMES: Record<Brand, string> = { WoodEvo: 'WoodEvo', MillBoard: 'Millboard' };
/** The calculator offers only this board type (docs/product.md#validation-rules). */
export const CALCULATOR_BOARD_TYPE = 'Grooved';
/** Preferred type when picking one item per colour. */
export const PREFERRED_BOARD_TYPE = 'Grooved';
export const HOME_RANGE = 'HOME';

/** 'woodevo' -> 'WoodEvo', 'millboard' -> 'MillBoard', compared case-insensitively; else null. */
export function brandFromParam(param: string | null | undefined): Brand | null {
  const value = (param ?? '').trim().toLowerCase();
  return BRANDS.find((b) => b.toLowerCase() === value) ?? null;
}

/** URL form of a brand: 'woodevo' or 'millboard'. */
export function brandToParam(brand: Brand): string {
  return brand.toLowerCase();
}

/** 'MillBoard' shows as 'Millboard'; unknown brands show as given. */
export function brandDisplayName(brand: string): string {
  const known = brandFromParam(brand);
  return known ? BRAND_DISPLAY_NAMES[known] : brand;
}

/** Brand card texture: Millboard has its own, every other brand shares the other (docs/product.md#screens-and-routes). */
export function brandTexture(brand: string): 'millboard' | 'standard' {
  return brandFromParam(brand) === 'MillBoard' ? 'millboard' : 'standard';
}

/** The wizard shows range names in capitals. */
export function rangeDisplayName(range: string): string {
  return range.toUpperCase();
}

/** HOME boards come only in 5.4 m; every other range has 5.4 m and 3.6 m (docs/product.md#figures-and-limits). */
export function lengthDescription(range: string): string {
  return range.trim().toUpperCase() === HOME_RANGE ? 'Comes in 5.4m Lengths' : 'Comes in 5.4m & 3.6m Lengths';
}

export function itemImagePath(itemId: string): string {
  return `${INVENTORY_IMAGE_BASE}/${encodeURIComponent(itemId)}.jpg`;
}

export function hasImage(item: Pick<BoardItem, 'image_id'>): boolean {
  return Boolean(item.image_id && item.image_id.trim());
}

function hasColor(item: BoardItem): boolean {
  return Boolean(item.cf_board_colour && item.cf_board_colour.trim());
}

/** Leading length in mm of a size text such as '5400 x 137 x 23mm'. */
export function sizeLength(size: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(size);
  return match ? Number(match[1]) : 0;
}

/** Build the nested board config from the board items; sizes longest first, colours keyed by display name. */
export function buildBoardConfig(items: readonly BoardItem[]): BoardConfig {
  const config: BoardConfig = {};
  for (const item of items) {
    const brand = item.cf_board_brand?.trim();
    const range = item.cf_board_range?.trim();
    const type = item.cf_board_type?.trim();
    if (!brand || !range || !type || !hasColor(item)) continue;
    const color = displayColorName(item.cf_board_colour);
    const sizes = ((((config[brand] ??= {})[range] ??= {})[type] ??= {})[color] ??= []);
    if (!sizes.some((s) => s.item_id === item.item_id)) sizes.push({ size: item.cf_size, item_id: item.item_id });
  }
  for (const ranges of Object.values(config))
    for (const types of Object.values(ranges))
      for (const colors of Object.values(types))
        for (const sizes of Object.values(colors)) sizes.sort((a, b) => sizeLength(b.size) - sizeLength(a.size));
  return config;
}

export function configBrands(config: BoardConfig): string[] {
  return Object.keys(config);
}

export function configRanges(config: BoardConfig, brand: string): string[] {
  return Object.keys(config[brand] ?? {});
}

export function rangeCount(config: BoardConfig, brand: string): number {
  return configRanges(config, brand).length;
}

/** Distinct colours of a range across all its board types, in first-seen order. */
export function configColors(config: BoardConfig, brand: string, range: string): string[] {
  const types = config[brand]?.[range] ?? {};
  const colors = new Set<string>();
  for (const byColor of Object.values(types)) for (const color of Object.keys(byColor)) colors.add(color);
  return [...colors];
}

export function colorCount(config: BoardConfig, brand: string, range: string): number {
  return configColors(config, brand, range).length;
}

/** Board types in which a colour exists (the Select Board Type step). */
export function configBoardTypes(config: BoardConfig, brand: string, range: string, color: string): string[] {
  const types = config[brand]?.[range] ?? {};
  return Object.keys(types).filter((t) => (types[t][color]?.length ?? 0) > 0);
}

/** First (longest) size and its item id for the combination, or null. */
export function firstSizeFor(config: BoardConfig, brand: string, range: string, boardType: string, color: string): BoardSize | null {
  const first = config[brand]?.[range]?.[boardType]?.[color]?.[0];
  return first ? { size: first.size, item_id: first.item_id } : null;
}

// ---- Products page ----

export const PRODUCT_TABS = [
  { key: 'woodevo-home', label: 'WoodEvo HOME', brand: 'WoodEvo', range: 'HOME' },
  { key: 'woodevo-advanced', label: 'WoodEvo ADVANCED', brand: 'WoodEvo', range: 'ADVANCED' },
  { key: 'millboard', label: 'Millboard', brand: 'MillBoard', range: null },
] as const satisfies ReadonlyArray<{ key: string; label: string; brand: Brand; range: string | null }>;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export type ProductTabKey = ProductTab['key'];

export function productTab(key: string): ProductTab | undefined {
  return PRODUCT_TABS.find((t) => t.key === key);
}

/**
 * One item per colour: the Grooved one with an image, else any with an image, else the first.
 * Colours keep the order in which they first appear.
 */
export function onePerColor(items: readonly BoardItem[]): BoardItem[] {
  const groups = new Map<string, BoardItem[]>();
  for (const item of items) {
    const key = displayColorName(item.cf_board_colour).toLowerCase();
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].map(
    (group) => group.find((i) => i.cf_board_type === PREFERRED_BOARD_TYPE && hasImage(i)) ?? group.find(hasImage) ?? group[0],
  );
}

/** Products of a tab: its brand, its range (WoodEvo tabs), a non-empty colour, one card per colour. */
export function productsForTab(items: readonly BoardItem[], tab: ProductTab | ProductTabKey): BoardItem[] {
  const t = typeof tab === 'string' ? productTab(tab) : tab;
  if (!t) return [];
  return onePerColor(
    items.filter((i) => i.cf_board_brand === t.brand && (t.range === null || i.cf_board_range === t.range) && hasColor(i)),
  );
}

// ---- Calculator colours ----

/** Colours offered by the calculator: the brand's Grooved items with a colour, one per colour (optionally one range). */
export function calculatorColors(items: readonly BoardItem[], brand: Brand, range?: string | null): BoardItem[] {
  return onePerColor(
    items.filter(
      (i) =>
        i.cf_board_brand === brand &&
        (range == null || i.cf_board_range === range) &&
        i.cf_board_type === CALCULATOR_BOARD_TYPE &&
        hasColor(i),
    ),
  );
}

// ---- Quote dialog colour steps ----

/**
 * The quote dialog's colour steps, in order (docs/product.md#quote-dialog): the range each offers
 * calculator colours of (its title reads "Choose a {label} colour"), the selected colour it fills
 * (docs/product.md#quote-request-payload) and the request field that carries its item id.
 */
export const QUOTE_COLOR_STEPS = [
  { step: 'home', label: 'WoodEvo HOME', brand: 'WoodEvo', range: 'HOME', selectedKey: 'woodevoHome', itemIdField: 'woodevoHomeItemId' },
  {
    step: 'advanced',
    label: 'WoodEvo ADVANCED',
    brand: 'WoodEvo',
    range: 'ADVANCED',
    selectedKey: 'woodevoAdvanced',
    itemIdField: 'woodevoAdvancedItemId',
  },
  { step: 'millboard', label: 'Millboard', brand: 'MillBoard', range: null, selectedKey: 'millboard', itemIdField: 'millboardItemId' },
] as const satisfies ReadonlyArray<{
  step: string;
  label: string;
  brand: Brand;
  range: string | null;
  selectedKey: string;
  itemIdField: keyof QuoteRequestCalculatorInput;
}>;
type QuoteColorStepEntry = (typeof QUOTE_COLOR_STEPS)[number];
export type QuoteColorStep = QuoteColorStepEntry['step'];
/** docs/product.md#quote-request-payload. */
export type SelectedColorKey = QuoteColorStepEntry['selectedKey'];

/** A colour step's row of the table. */
export const QUOTE_COLOR_STEP = Object.fromEntries(QUOTE_COLOR_STEPS.map((s) => [s.step, s])) as {
  [S in QuoteColorStep]: Extract<QuoteColorStepEntry, { step: S }>;
};

/** The colours each quote step offers. */
export function quoteStepColors(items: readonly BoardItem[]): Record<QuoteColorStep, BoardItem[]> {
  const entries = QUOTE_COLOR_STEPS.map((s) => [s.step, calculatorColors(items, s.brand, s.range)]);
  return Object.fromEntries(entries) as Record<QuoteColorStep, BoardItem[]>;
}

/** First colour with an image, else the first; null when there are none. */
export function defaultColor<T extends Pick<BoardItem, 'image_id'>>(colors: readonly T[]): T | null {
  return colors.find(hasImage) ?? colors[0] ?? null;
}

function normaliseColorText(text: string): string {
  return text.replace(/[_-]+/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A colour by item id, or by case-insensitive partial colour name or board-colour text; null if none matches. */
export function findColor(colors: readonly BoardItem[], param: string | null | undefined): BoardItem | null {
  const raw = (param ?? '').trim();
  if (!raw) return null;
  const byId = colors.find((c) => c.item_id.toLowerCase() === raw.toLowerCase());
  if (byId) return byId;
  const wanted = normaliseColorText(raw);
  return (
    colors.find((c) => normaliseColorText(c.cf_board_colour) === wanted) ??
    colors.find((c) => normaliseColorText(c.cf_board_colour).includes(wanted)) ??
    null
  );
}

/** The requested colour, or the default when it is missing or unknown (docs/product.md#flows). */
export function resolveColor(colors: readonly BoardItem[], param: string | null | undefined): BoardItem | null {
  return findColor(colors, param) ?? defaultColor(colors);
}

// ---- Hardware suggestions ----

export function applicableSkus(item: Pick<BoardItem, 'cf_boards_applicable'>): string[] {
  return (item.cf_boards_applicable ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}

/** Whether a hardware item suits a subframe: the catalogue names the subframes it is made for; none named suits any. */
export function suitsSubframe(item: Pick<HardwareItem, 'subframes'>, subframe: Subframe | null | undefined): boolean {
  if (!item.subframes || item.subframes.length === 0 || !subframe) return true;
  return (item.subframes as readonly string[]).includes(subframe);
}

/**
 * Only hardware whose SKU is in the applicable lists of the chosen boards (docs/product.md#validation-rules), and of
 * those only what suits the chosen subframe (no timber-joist screws for a metal subframe).
 */
export function hardwareSuggestions(
  chosenBoardItemIds: readonly string[],
  boardItems: readonly BoardItem[],
  hardwareItems: readonly HardwareItem[],
  subframe?: Subframe | null,
): HardwareItem[] {
  const chosen = new Set(chosenBoardItemIds);
  const skus = new Set(boardItems.filter((b) => chosen.has(b.item_id)).flatMap(applicableSkus));
  return hardwareItems.filter((h) => skus.has(h.sku.trim().toUpperCase()) && suitsSubframe(h, subframe));
}

/** Empty-state text of the hardware step, or null when there are suggestions to show. */
export function hardwareSuggestionsMessage(chosenBoardCount: number, suggestionCount: number): string | null {
  if (chosenBoardCount === 0) return MESSAGES.selectBoardsForHardware;
  if (suggestionCount === 0) return MESSAGES.noHardwareSuggestions;
  return null;
}
