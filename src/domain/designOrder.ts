// Order materials from a saved design (docs/product.md#designs, docs/product.md#subframe-and-edges):
// every line of the design's priced list (boards per stock length, clips, screws, frame and step items)
// as wizard lines checked against today's catalogue (prices are always today's, as for order again);
// without the priced list, the chosen colour's board item per stock length with the board layout's
// counts. A design without a colour has no layout and so no boards to order: the wizard then starts at
// its first step and says why.
import { sizeLength, type BoardConfig, type HardwareItem } from './catalogue';
import type { Subframe } from './constants';
import type { FrameMaterial } from './frameGuide';
import { addBoardItem, addHardwareItem, clampQuantity, type BoardSelection, type OrderItem } from './orderPayload';
import type { MaterialsPayload } from './schemas/designMaterials';
import type { Design } from './schemas/designs';

export type DesignOrderSource = Pick<Design, 'id' | 'name' | 'projectId' | 'drawing' | 'figures'> & {
  /** The design's priced list (GET /api/designs/{id}/materials) and today's hardware to find its items in. */
  materials?: MaterialsPayload | null;
  hardwareItems?: readonly HardwareItem[];
};

/** The wizard's subframe for the plan's frame material. */
const SUBFRAME_OF: Record<FrameMaterial, Subframe> = { timber: 'timber', steel: 'metal' };

export type DesignOrder =
  | {
      ok: true;
      items: OrderItem[];
      /** The colour's brand and range, so Back from the subframe step lands on its colours. */
      brand: string;
      range: string;
      project: string | null;
      design: { id: string; name: string };
      /** The plan's subframe when the priced list brought its frame, else null (chosen on the step). */
      subframe: Subframe | null;
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
  const { materials, hardwareItems } = design;
  if (materials && hardwareItems) return pricedListOrder(design, config, colour, materials, hardwareItems);
  let items: OrderItem[] = [];
  for (const row of layout.boards) {
    if (row.count <= 0) continue;
    // The row's own item when the server named it, else the colour's size of that stock length.
    const size = colour.sizes.find((s) => (row.itemId ? s.item_id === row.itemId : sizeLength(s.size) === row.lengthMm));
    if (!size) continue;
    items = withBoard(items, colour, size, row.count);
  }
  return started(design, colour, items, null);
}

/** The board line for one of the colour's sizes, at the given count (clamped as the wizard does). */
function withBoard(items: OrderItem[], board: Located, size: Located['sizes'][number], count: number): OrderItem[] {
  const { sizes: _sizes, ...selection } = board;
  const added = addBoardItem(items, { ...selection, size: size.size, item_id: size.item_id });
  added[added.length - 1] = { ...added[added.length - 1], quantity: clampQuantity(count) };
  return added;
}

/** The wizard's start from the design's lines; none of them in today's catalogue: no start. */
function started(design: DesignOrderSource, colour: Located, items: OrderItem[], subframe: Subframe | null): DesignOrder {
  if (items.length === 0) return { ok: false };
  return {
    ok: true,
    items,
    brand: colour.brand,
    range: colour.range,
    project: design.projectId,
    design: { id: design.id, name: design.name },
    subframe,
  };
}

/** Every line of the priced list: its boards where the catalogue has them, the rest as hardware lines. */
function pricedListOrder(
  design: DesignOrderSource,
  config: BoardConfig,
  colour: Located,
  materials: MaterialsPayload,
  hardwareItems: readonly HardwareItem[],
): DesignOrder {
  const subframe = SUBFRAME_OF[materials.deck.frame];
  const hardware = new Map(hardwareItems.map((h) => [h.item_id, h]));
  let items: OrderItem[] = [];
  for (const line of materials.lines) {
    const board = locate(config, line.itemId);
    const item = hardware.get(line.itemId);
    if (board) {
      const size = board.sizes.find((s) => s.item_id === line.itemId);
      if (!size) continue;
      items = withBoard(items, board, size, line.quantity);
    } else if (item) items = addHardwareItem(items, item, line.quantity, subframe);
  }
  return started(design, colour, items, subframe);
}
