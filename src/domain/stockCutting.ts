// Cutting lengths from stock (docs/product.md#board-layout-rules: offcuts are reused before a new length
// is cut): border, breaker and tread boards after the field's own offcuts, and the frame's joists,
// bearers, posts, stringers and fascia from their stock lengths.

export interface Offcut {
  lengthMm: number;
  stockLengthMm: number;
  /** The stock board it was cut from (1-based; the plan pack's cut list names it). */
  board?: number;
}

export interface StockCut {
  lengthMm: number;
  stockLengthMm: number;
  fromOffcut: boolean;
  /** The stock board the piece is cut from: an offcut's board, or a new one numbered on from `firstBoard`. */
  board: number;
}

export interface CutResult {
  /** Lengths bought, longest first. */
  bought: Array<{ lengthMm: number; count: number }>;
  cuts: StockCut[];
  /** What is left over, to reuse for the next list. */
  offcuts: Offcut[];
}

// Cut ends are not whole millimetres on angled edges.
const EPS = 1e-6;

/**
 * Cuts every length, longest first: the shortest offcut that fits, else the shortest stock length that
 * fits; a length longer than the longest stock is joined from whole lengths and the remainder. A
 * non-positive length is skipped.
 */
export function cutFromStock(
  lengthsMm: readonly number[],
  stockMm: readonly number[],
  offcuts: readonly Offcut[] = [],
  firstBoard = 1,
): CutResult {
  const stock = [...new Set(stockMm.filter((s) => s > 0))].sort((a, b) => a - b);
  const pool: Offcut[] = offcuts.filter((o) => o.lengthMm > EPS).map((o) => ({ ...o }));
  const bought = new Map<number, number>();
  const cuts: StockCut[] = [];
  if (stock.length === 0) return { bought: [], cuts, offcuts: pool };
  const longest = stock[stock.length - 1];
  let nextBoard = firstBoard;
  const buy = (length: number) => {
    bought.set(length, (bought.get(length) ?? 0) + 1);
    return nextBoard++;
  };
  const pending = [...lengthsMm].filter((l) => l > EPS).sort((a, b) => b - a);
  for (const [index, wanted] of pending.entries()) {
    let length = wanted;
    while (length > longest + EPS) {
      cuts.push({ lengthMm: longest, stockLengthMm: longest, fromOffcut: false, board: buy(longest) });
      length -= longest;
    }
    let best = -1;
    for (let i = 0; i < pool.length; i++)
      if (pool[i].lengthMm >= length - EPS && (best < 0 || pool[i].lengthMm < pool[best].lengthMm)) best = i;
    if (best >= 0) {
      const offcut = pool[best];
      pool.splice(best, 1);
      const board = offcut.board ?? 0;
      if (offcut.lengthMm - length > EPS) pool.push({ lengthMm: offcut.lengthMm - length, stockLengthMm: offcut.stockLengthMm, board });
      cuts.push({ lengthMm: length, stockLengthMm: offcut.stockLengthMm, fromOffcut: true, board });
      continue;
    }
    const fits = chooseStock(length, stock, pending.slice(index + 1));
    const board = buy(fits);
    if (fits - length > EPS) pool.push({ lengthMm: fits - length, stockLengthMm: fits, board });
    cuts.push({ lengthMm: length, stockLengthMm: fits, fromOffcut: false, board });
  }
  return {
    bought: [...bought].sort((a, b) => b[0] - a[0]).map(([lengthMm, count]) => ({ lengthMm, count })),
    cuts,
    offcuts: pool,
  };
}

/**
 * The stock length to buy for a piece: the one that leaves the least waste once the lengths still to
 * cut fill its offcut (first fit, longest first), shorter on a tie: three 3 m joists come from 6.0 m
 * lengths two at a time rather than from 4.8 m lengths one at a time.
 */
function chooseStock(length: number, stock: readonly number[], rest: readonly number[]): number {
  let best = stock[stock.length - 1];
  let bestWaste = Infinity;
  for (const s of stock) {
    if (s < length - EPS) continue;
    let left = s - length;
    for (const r of rest) if (r <= left + EPS) left -= r;
    const waste = left / s;
    if (waste < bestWaste - EPS) {
      best = s;
      bestWaste = waste;
    }
  }
  return best;
}

/** Stock lengths bought, summed. */
export function boughtCount(result: Pick<CutResult, 'bought'>): number {
  return result.bought.reduce((n, b) => n + b.count, 0);
}
