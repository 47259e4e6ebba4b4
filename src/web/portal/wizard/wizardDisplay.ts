// Display derivations for the order wizard's cards and lines (copy and look-ups, no rules: the rules
// live in src/domain/orderPayload.ts and the orderWizard machine).
import {
  brandDisplayName,
  configBoardTypes,
  firstSizeFor,
  hasImage,
  rangeDisplayName,
  type BoardConfig,
  type BoardItem,
} from '../../../domain/catalogue';
import { isHardwareLine, type OrderItem } from '../../../domain/orderPayload';
import { quantitiesByKind } from '../../../domain/orderPricing';

/** Range card descriptions; a range the copy does not know gets a generic line. */
const RANGE_DESCRIPTIONS: Record<string, string> = {
  HOME: 'Capped composite with a natural timber grain: fade and stain resistant, made for family decks.',
  ADVANCED: 'Deep brushed grain and a tougher cap for high-traffic decks, pool surrounds and coastal homes.',
  'ENHANCED GRAIN': 'Cast from hand-selected oak boards for a crisp, authentic timber grain with anti-slip Lastane.',
  WEATHERED: 'The silvered, time-worn look of reclaimed timber, without the splinters or upkeep.',
};

export function rangeDescription(range: string): string {
  return RANGE_DESCRIPTIONS[range.trim().toUpperCase()] ?? 'Composite decking boards built for the Australian climate.';
}

/** The catalogue item whose image represents a colour card: the first board of the colour with an image. */
export function colorImageItem(
  config: BoardConfig,
  boardItems: readonly BoardItem[] | undefined,
  brand: string,
  range: string,
  color: string,
): BoardItem | null {
  if (!boardItems) return null;
  const ids = configBoardTypes(config, brand, range, color)
    .map((t) => firstSizeFor(config, brand, range, t, color)?.item_id)
    .filter((id): id is string => !!id);
  const byId = new Map(boardItems.map((i) => [i.item_id, i]));
  for (const id of ids) {
    const item = byId.get(id);
    if (item && hasImage(item)) return item;
  }
  return null;
}

/** One order line as words: board lines name brand, range, colour, type and size; hardware lines name and category. */
export function lineTitle(item: OrderItem): string {
  return isHardwareLine(item) ? item.boardType : `${brandDisplayName(item.brand)} ${rangeDisplayName(item.range)} ${item.color}`;
}

export function lineDetail(item: OrderItem): string {
  return isHardwareLine(item) ? `Hardware · ${item.color}` : `${item.boardType} · ${item.size}`;
}

export function pluralise(count: number, one: string, many: string = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The header's total, boards and hardware units apart: 'Boards: 60 · Hardware units: 3'. */
export function quantitiesText(items: readonly OrderItem[]): string {
  const { boards, hardware } = quantitiesByKind(items);
  return `Boards: ${boards} · Hardware units: ${hardware}`;
}
