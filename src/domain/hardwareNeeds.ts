// The quantity of a hardware suggestion the order's boards need (issue "Every material priced": the
// wizard's hardware step shows it beside each suggestion, with one press to use it; the picker itself
// still starts at 1 as docs/product.md#flows says). By the supplier's fixing guide
// (docs/product.md#board-layout-rules): one hidden clip where a board crosses a joist, joists at the brand's centres with one under
// each end, clips in boxes of 100. The WoodEvo clips are screwed into the joists one screw a clip with
// the subframe's screws (boxes of 500, as the catalogue sells them); Millboard's clips come with their
// own screws, and face-fixing screws, start clips and the rest are not a count of the boards: no hint.
import { parseBoardSize } from './boardLayout';
import { LAYOUT_BRAND_RULES, LAYOUT_CLIPS_PER_BOX } from './constants';
import { BRAND_ITEMS } from './billOfMaterials';
import { isHardwareLine, type OrderItem } from './orderPayload';

/** Subframe screws by item: the brands whose hidden clips they fix, one per clip, and how many a box holds. */
const CLIP_SCREWS: Record<string, { brands: readonly string[]; perBox: number }> = {
  'hw-timber-subframe-screws': { brands: ['woodevo'], perBox: 500 },
  'hw-metal-subframe-screws': { brands: ['woodevo'], perBox: 500 },
};

type BoardLine = Pick<OrderItem, 'brand' | 'size' | 'quantity'>;

function brandKey(brand: string): string {
  return brand.trim().toLowerCase();
}

/** Hidden clips one board takes: one per joist it crosses, a joist under each end (floor(L / centres) + 1). */
export function clipsPerBoard(lengthMm: number, joistCentresMm: number): number {
  return Math.floor(lengthMm / joistCentresMm) + 1;
}

/** Hidden clips the board lines of one brand take (lines of other brands, hardware and unreadable sizes count nothing). */
function clipsFor(lines: readonly BoardLine[], brand: string): number {
  const rules = Object.entries(LAYOUT_BRAND_RULES).find(([name]) => brandKey(name) === brand)?.[1];
  if (!rules) return 0;
  let clips = 0;
  for (const line of lines) {
    if (isHardwareLine(line) || brandKey(line.brand) !== brand || line.quantity <= 0) continue;
    const size = parseBoardSize(line.size);
    if (size) clips += line.quantity * clipsPerBoard(size.lengthMm, rules.joistCentresMm);
  }
  return clips;
}

/**
 * How many of `itemId` (a clip box or a screw box) the order's board lines need, or null when the item
 * is not one the boards are counted in or the order has no boards it fixes.
 */
export function neededHardwareQuantity(lines: readonly BoardLine[], itemId: string): number | null {
  for (const [brand, items] of Object.entries(BRAND_ITEMS)) {
    if (items.clips !== itemId) continue;
    const clips = clipsFor(lines, brand);
    return clips > 0 ? Math.ceil(clips / LAYOUT_CLIPS_PER_BOX) : null;
  }
  const screws = CLIP_SCREWS[itemId];
  if (!screws) return null;
  const needed = screws.brands.reduce((sum, brand) => sum + clipsFor(lines, brand), 0);
  return needed > 0 ? Math.ceil(needed / screws.perBox) : null;
}
