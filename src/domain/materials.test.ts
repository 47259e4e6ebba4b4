import { describe, expect, it } from 'vitest';
import {
  calculateMaterials,
  canProceedWithQuote,
  ceilQuantity,
  legacyArea,
  legacyPerimeter,
  legacyQuote,
  materialsForArea,
  roundMoney,
  serverBoardsFactor,
  serverQuoteFigures,
  totalDeckArea,
  validateLegacyQuote,
  type LegacyQuoteInput,
} from './materials';
import { newShape, type Point } from './geometry';

const rect = (x: number, y: number, w: number, h: number): { points: Point[] } => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});
const bowtie = {
  points: [
    { x: 0, y: 0 },
    { x: 2000, y: 2000 },
    { x: 2000, y: 0 },
    { x: 0, y: 2000 },
  ],
};

describe('ceilQuantity', () => {
  it('rounds up real fractions', () => {
    expect(ceilQuantity(1.4)).toBe(2);
    expect(ceilQuantity(0.14)).toBe(1);
    expect(ceilQuantity(4.199999999999999)).toBe(5);
  });
  it('ignores floating-point noise above an integer', () => {
    expect(ceilQuantity(7.000000000000001)).toBe(7);
    expect(ceilQuantity(16.8 / 2.4)).toBe(7); // 7.000000000000001 in doubles
    expect(ceilQuantity(0.1 * 6)).toBe(1); // 0.6000000000000001
  });
  it('gives 0 for zero, negative or non-finite input', () => {
    expect(ceilQuantity(0)).toBe(0);
    expect(ceilQuantity(-3)).toBe(0);
    expect(ceilQuantity(Number.NaN)).toBe(0);
    expect(ceilQuantity(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('roundMoney', () => {
  it('rounds to cents, including half cents hidden by binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(353)).toBe(353);
  });
});

describe('calculateMaterials', () => {
  it('1000 x 1000 square = 1 m2: 2 boards, 1 clip box, 6 joists, 2 bearers, 8 screws', () => {
    expect(calculateMaterials([newShape(1)])).toEqual({
      deckArea: 1,
      deckBoards: 2,
      clipBoxes: 1,
      subframeMaterials: { joists: 6, bearers: 2, screws: 8 },
    });
  });

  it('5 m2 gives exactly 7 boards, not 8', () => {
    const c = calculateMaterials([rect(0, 0, 5000, 1000)]);
    expect(c.deckArea).toBe(5);
    expect(c.deckBoards).toBe(7);
    expect(c.clipBoxes).toBe(1);
    expect(c.subframeMaterials).toEqual({ joists: 30, bearers: 10, screws: 28 });
  });

  it('counts a shape of exactly 0.1 m2 and nothing for one just under', () => {
    const atLimit = calculateMaterials([rect(0, 0, 400, 250)]);
    expect(atLimit.deckArea).toBeCloseTo(0.1, 12);
    expect(atLimit.deckBoards).toBe(1); // 0.14 rounded up
    expect(atLimit.clipBoxes).toBe(1);
    expect(atLimit.subframeMaterials).toEqual({ joists: 1, bearers: 1, screws: 4 });

    expect(calculateMaterials([rect(0, 0, 310, 320)])).toEqual({
      deckArea: 0,
      deckBoards: 0,
      clipBoxes: 0,
      subframeMaterials: { joists: 0, bearers: 0, screws: 0 },
    });
  });

  it('sums valid shapes only (a bowtie is not counted)', () => {
    const c = calculateMaterials([rect(0, 0, 1000, 1000), rect(2000, 0, 2000, 1500), bowtie]);
    expect(c.deckArea).toBe(4);
    expect(c.deckBoards).toBe(6); // 5.6
    expect(c.clipBoxes).toBe(1);
    expect(c.subframeMaterials).toEqual({ joists: 24, bearers: 8, screws: 24 });
  });

  it('no shapes: zero everything', () => {
    expect(calculateMaterials([]).deckBoards).toBe(0);
    expect(totalDeckArea([])).toBe(0);
  });

  it('clip boxes step at every 20 boards', () => {
    expect(materialsForArea(100 / 7).deckBoards).toBe(20);
    expect(materialsForArea(100 / 7).clipBoxes).toBe(1);
    expect(materialsForArea(14.3).deckBoards).toBe(21); // 20.02
    expect(materialsForArea(14.3).clipBoxes).toBe(2);
    expect(materialsForArea(20).deckBoards).toBe(28);
    expect(materialsForArea(20).clipBoxes).toBe(2);
  });

  it('screws are 4 per board (from the rounded board count)', () => {
    const c = materialsForArea(2.5); // 3.5 -> 4 boards
    expect(c.deckBoards).toBe(4);
    expect(c.subframeMaterials.screws).toBe(16);
    expect(c.subframeMaterials.joists).toBe(15);
    expect(c.subframeMaterials.bearers).toBe(5);
  });
});

describe('canProceedWithQuote', () => {
  it('is disabled at zero area', () => {
    expect(canProceedWithQuote({ deckArea: 0 })).toBe(false);
    expect(canProceedWithQuote({ deckArea: 0.1 })).toBe(true);
  });
});

describe('serverQuoteFigures', () => {
  it('Millboard uses 1.6 boards per m2, case-insensitively', () => {
    expect(serverBoardsFactor('MillBoard')).toBe(1.6);
    expect(serverBoardsFactor('millboard')).toBe(1.6);
    expect(serverQuoteFigures('MillBoard', 10)).toEqual({ boards: 16, clipBoxes: 1 });
    expect(serverQuoteFigures('Millboard', 12.5)).toEqual({ boards: 20, clipBoxes: 1 });
    expect(serverQuoteFigures('MillBoard', 12.6)).toEqual({ boards: 21, clipBoxes: 2 });
  });
  it('WoodEvo uses 1.4', () => {
    expect(serverQuoteFigures('WoodEvo', 10)).toEqual({ boards: 14, clipBoxes: 1 });
    expect(serverQuoteFigures('WoodEvo', 1)).toEqual({ boards: 2, clipBoxes: 1 });
  });
  it('mixed or unknown brands fall back to the WoodEvo factor', () => {
    expect(serverBoardsFactor('Mixed brands')).toBe(1.4);
    expect(serverBoardsFactor(undefined)).toBe(1.4);
    expect(serverQuoteFigures('Mixed brands', 10)).toEqual({ boards: 14, clipBoxes: 1 });
  });
  it('zero area gives zero', () => {
    expect(serverQuoteFigures('MillBoard', 0)).toEqual({ boards: 0, clipBoxes: 0 });
  });
});

describe('legacy calculator', () => {
  const full: LegacyQuoteInput = {
    length: 5,
    width: 4,
    brand: 'WoodEvo',
    productId: 'home-premium',
    accessories: ['fixing-kit', 'edging-strips', 'aluminium-joists', 'weed-membrane'],
    delivery: 'express',
    installation: true,
  };

  it('area is length x width when both given, else the typed area', () => {
    expect(legacyArea({ length: 5, width: 4, area: 99 })).toBe(20);
    expect(legacyArea({ length: 5, width: null, area: 12.5 })).toBe(12.5);
    expect(legacyArea({ area: 0 })).toBeNull();
    expect(legacyArea({ length: 1.1, width: 1.1 })).toBe(1.21);
  });

  it('perimeter is (length + width) x 2, or area x 0.4 without dimensions', () => {
    expect(legacyPerimeter({ length: 5, width: 4 })).toBe(18);
    expect(legacyPerimeter({ area: 10 })).toBe(4);
    expect(legacyPerimeter({ length: 5, area: 25 })).toBe(10);
  });

  it('itemises product, accessories, installation and delivery with 10% GST', () => {
    const r = legacyQuote(full);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const q = r.quote;
    expect(q.area).toBe(20);
    expect(q.perimeter).toBe(18);
    expect(q.boards).toBe(100); // 20 / 0.2
    expect(q.joists).toBe(8); // 18 / 2.4 = 7.5
    expect(q.lines.map((l) => [l.label, l.amount])).toEqual([
      ['WoodEvo Home Premium', 1040],
      ['Fixing Kit', 170],
      ['Edging Strips', 450],
      ['Aluminium Joists', 630],
      ['Weed Membrane', 90],
      ['Installation', 900],
      ['Express Delivery (3-5 days)', 250],
    ]);
    expect(q.subtotal).toBe(3530);
    expect(q.gst).toBe(353);
    expect(q.total).toBe(3883);
  });

  it('typed area without extras', () => {
    const r = legacyQuote({ area: 10, brand: 'Millboard', productId: 'coppered-oak' });
    expect(r).toEqual({
      ok: true,
      quote: {
        area: 10,
        perimeter: 4,
        boards: 50,
        joists: null,
        lines: [{ label: 'Millboard Coppered Oak', quantity: 10, unit: 'm2', unitPrice: 85, amount: 850 }],
        subtotal: 850,
        gst: 85,
        total: 935,
      },
    });
  });

  it('prices each catalogue line as the spec states', () => {
    const price = (brand: 'WoodEvo' | 'Millboard', productId: string) => {
      const r = legacyQuote({ area: 1, brand, productId });
      return r.ok ? r.quote.subtotal : null;
    };
    expect(price('WoodEvo', 'home-advanced')).toBe(45);
    expect(price('WoodEvo', 'home-premium')).toBe(52);
    expect(price('WoodEvo', 'commercial-grade')).toBe(65);
    expect(price('Millboard', 'enhanced-grain')).toBe(55);
    expect(price('Millboard', 'weathered-vintage')).toBe(68);
    expect(price('Millboard', 'coppered-oak')).toBe(85);
  });

  it('delivery options cost 150, 250 and 350', () => {
    const cost = (delivery: 'standard' | 'express' | 'urgent') => {
      const r = legacyQuote({ area: 1, brand: 'WoodEvo', productId: 'home-advanced', delivery });
      return r.ok ? r.quote.subtotal - 45 : null;
    };
    expect(cost('standard')).toBe(150);
    expect(cost('express')).toBe(250);
    expect(cost('urgent')).toBe(350);
  });

  it('joist count is not inflated by floating-point noise', () => {
    const r = legacyQuote({ length: 5, width: 3.4, brand: 'WoodEvo', productId: 'home-advanced', accessories: ['aluminium-joists'] });
    expect(r.ok && r.quote.perimeter).toBe(16.8);
    expect(r.ok && r.quote.joists).toBe(7);
  });

  it('requires area, brand and product line', () => {
    const msg = 'Please fill in all required fields';
    expect(validateLegacyQuote(full)).toBeNull();
    expect(validateLegacyQuote({ ...full, length: null, width: null, area: null })).toBe(msg);
    expect(validateLegacyQuote({ ...full, length: 0, width: 4, area: 0 })).toBe(msg);
    expect(validateLegacyQuote({ ...full, brand: '' })).toBe(msg);
    expect(validateLegacyQuote({ ...full, productId: null })).toBe(msg);
    // a product line of the other brand does not count
    expect(validateLegacyQuote({ ...full, brand: 'Millboard', productId: 'home-premium' })).toBe(msg);
    expect(legacyQuote({ ...full, brand: null })).toEqual({ ok: false, message: msg });
  });
});
