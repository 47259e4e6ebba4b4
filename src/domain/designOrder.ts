// Order materials from a saved design (DESIGN.md "Beyond the spec: Designs"): the chosen colour's
// board item per stock length with the board layout's counts, as wizard lines checked against today's
// catalogue (prices are always today's, as for order again). A design without a colour has no layout
// and so no boards to order: the wizard then starts at its first step and says why.
import { sizeLength, type BoardConfig } from './catalogue';
import { addBoardItem, clampQuantity, type BoardSelection, type OrderItem } from './orderPayload';
import type { Design } from './schemas/designs';

export type DesignOrderSource = Pick<Design, 'id' | 'name' | 'projectId' | 'drawing' | 'figures'>;

export type DesignOrder =
  | {
      ok: true;
      items: OrderItem[];
      /** The colour's brand and range, so Back from the subframe step lands on its colours. */
      brand: string;
      range: string;
      project: string | null;
      design: { id: string; name: string };
    }
  /** No colour, no layout, or none of its boards in today's catalogue. */
  | { ok: false };

type Located = Omit<BoardSelection, 'size' | 'item_id'> & { sizes: { size: string; item_id: string }[] };

/** Where an item id sits in the catalogue: its brand, range, type, colour and that colour's sizes. */
function locate(config: BoardConfig, itemId: string): Located | null {
  for (const [brand, ranges] of Object.entries(config))
    for (const [range, types] of Object.entries(ranges))
      for (const [boardType, colors] of Object.entries(types))
        for (const [color, sizes] of Object.entries(colors))
          if (sizes.some((s) => s.item_id === itemId)) return { brand, range, boardType, color, sizes };
  return null;
}

export function designOrderFrom(design: DesignOrderSource, config: BoardConfig): DesignOrder {
  const { colorItemId } = design.drawing;
  const layout = design.figures.layout;
  if (!colorItemId || !layout) return { ok: false };
  const colour = locate(config, colorItemId);
  if (!colour) return { ok: false };
  let items: OrderItem[] = [];
  for (const row of layout.boards) {
    if (row.count <= 0) continue;
    // The row's own item when the server named it, else the colour's size of that stock length.
    const size = colour.sizes.find((s) => (row.itemId ? s.item_id === row.itemId : sizeLength(s.size) === row.lengthMm));
    if (!size) continue;
    const { sizes: _sizes, ...selection } = colour;
    items = addBoardItem(items, { ...selection, size: size.size, item_id: size.item_id });
    const added = items[items.length - 1];
    items[items.length - 1] = { ...added, quantity: clampQuantity(row.count) };
  }
  if (items.length === 0) return { ok: false };
  return {
    ok: true,
    items,
    brand: colour.brand,
    range: colour.range,
    project: design.projectId,
    design: { id: design.id, name: design.name },
  };
}
