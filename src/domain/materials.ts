// Materials maths: the calculator's figures (docs/product.md#figures-and-limits), the server's brand-specific quote
// figures, and the hidden legacy price calculator of the landing page (docs/product.md#records-and-fields,
// docs/product.md#validation-rules, docs/product.md#figures-and-limits).

import {
  BEARERS_PER_M2,
  BOARDS_PER_M2,
  CLIPS_PER_BOX,
  GST_RATE,
  JOISTS_PER_M2,
  LEGACY_ACCESSORIES,
  LEGACY_DELIVERY_OPTIONS,
  LEGACY_INSTALLATION_PER_M2,
  LEGACY_JOIST_SPACING_M,
  LEGACY_M2_PER_BOARD,
  LEGACY_PERIMETER_PER_M2,
  LEGACY_PRODUCTS,
  MM2_PER_M2,
  SCREWS_PER_BOARD,
  SERVER_BOARDS_PER_M2,
  type LegacyAccessoryId,
  type LegacyBrand,
  type LegacyDeliveryId,
} from './constants';
import { MESSAGES } from './messages';
import { shapeMetrics, type Point } from './geometry';

/**
 * Round up, after first rounding away binary floating-point noise (5 x 1.4 is 7.000000000000001
 * in IEEE doubles and must give 7 boards, not 8). Twelve significant digits is far finer than any
 * real quantity here and far coarser than the noise.
 */
export function ceilQuantity(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.ceil(Number(value.toPrecision(12)));
}

/** Round money to cents, again discarding floating-point noise first. */
export function roundMoney(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
}

export interface SubframeMaterials {
  joists: number;
  bearers: number;
  screws: number;
}

export interface Calculations {
  /** m2 */
  deckArea: number;
  deckBoards: number;
  clipBoxes: number;
  subframeMaterials: SubframeMaterials;
}

/** Total area in m2 of the valid shapes only (invalid shapes are drawn red and not counted). */
export function totalDeckArea(shapes: ReadonlyArray<{ points: readonly Point[] }>): number {
  const mm2 = shapes.reduce((sum, s) => {
    const m = shapeMetrics(s.points);
    return m.isValid ? sum + m.area : sum;
  }, 0);
  return mm2 / MM2_PER_M2;
}

/** Materials figures for a deck area in m2 (1.4 boards per m2 for every brand, docs/product.md#figures-and-limits). */
export function materialsForArea(deckArea: number): Calculations {
  const deckBoards = ceilQuantity(deckArea * BOARDS_PER_M2);
  return {
    deckArea,
    deckBoards,
    clipBoxes: ceilQuantity(deckBoards / CLIPS_PER_BOX),
    subframeMaterials: {
      joists: ceilQuantity(deckArea * JOISTS_PER_M2),
      bearers: ceilQuantity(deckArea * BEARERS_PER_M2),
      screws: ceilQuantity(deckBoards * SCREWS_PER_BOARD),
    },
  };
}

export function calculateMaterials(shapes: ReadonlyArray<{ points: readonly Point[] }>): Calculations {
  return materialsForArea(totalDeckArea(shapes));
}

/** Proceed with Quote is disabled when the deck area is 0 (docs/product.md#validation-rules). */
export function canProceedWithQuote(calculations: Pick<Calculations, 'deckArea'>): boolean {
  return calculations.deckArea > 0;
}

/**
 * The server's own figures stored beside each quote (docs/product.md#figures-and-limits): Millboard boards =
 * ceil(area x 1.6), WoodEvo = ceil(area x 1.4), clip boxes = ceil(boards / 20).
 * Any other brand value (the default 'Mixed brands', or unknown text) uses the WoodEvo factor 1.4,
 * which is also what the calculator shows for every brand, so the stored figure never contradicts
 * what a mixed-brand visitor saw. Brand matching is case-insensitive ('Millboard' === 'MillBoard').
 */
export function serverBoardsFactor(brand: string | null | undefined): number {
  return (brand ?? '').trim().toLowerCase() === 'millboard' ? SERVER_BOARDS_PER_M2.MillBoard : SERVER_BOARDS_PER_M2.WoodEvo;
}

export function serverQuoteFigures(brand: string | null | undefined, areaM2: number): { boards: number; clipBoxes: number } {
  const boards = ceilQuantity(areaM2 * serverBoardsFactor(brand));
  return { boards, clipBoxes: ceilQuantity(boards / CLIPS_PER_BOX) };
}

// ---------------------------------------------------------------------------------------------
// Legacy hidden price calculator

export interface LegacyQuoteInput {
  /** metres */
  length?: number | null;
  /** metres */
  width?: number | null;
  /** m2 typed directly; ignored when both length and width are given */
  area?: number | null;
  brand: LegacyBrand | '' | null;
  /** product line id within the brand, e.g. 'home-premium' */
  productId: string | null;
  accessories?: readonly LegacyAccessoryId[];
  delivery?: LegacyDeliveryId | null;
  installation?: boolean;
}

export interface LegacyQuoteLine {
  label: string;
  quantity: number;
  unit: 'm2' | 'linear metre' | 'delivery';
  unitPrice: number;
  amount: number;
}

export interface LegacyQuote {
  area: number;
  /** metres */
  perimeter: number;
  boards: number;
  /** only when the Aluminium Joists option is chosen */
  joists: number | null;
  lines: LegacyQuoteLine[];
  subtotal: number;
  gst: number;
  total: number;
}

export type LegacyQuoteResult = { ok: true; quote: LegacyQuote } | { ok: false; message: string };

function positive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/** Area is length x width when both are given, else the typed area; null when neither gives a positive area. */
export function legacyArea(input: Pick<LegacyQuoteInput, 'length' | 'width' | 'area'>): number | null {
  if (positive(input.length) && positive(input.width)) return Number((input.length * input.width).toPrecision(12));
  return positive(input.area) ? input.area : null;
}

/** Perimeter is (length + width) x 2, or area x 0.4 when no dimensions are given. */
export function legacyPerimeter(input: Pick<LegacyQuoteInput, 'length' | 'width' | 'area'>): number {
  if (positive(input.length) && positive(input.width)) return Number(((input.length + input.width) * 2).toPrecision(12));
  const area = legacyArea(input) ?? 0;
  return Number((area * LEGACY_PERIMETER_PER_M2).toPrecision(12));
}

function findProduct(brand: LegacyBrand | '' | null, productId: string | null) {
  if (!brand || !productId || !(brand in LEGACY_PRODUCTS)) return undefined;
  return LEGACY_PRODUCTS[brand].find((p) => p.id === productId);
}

/** Area, brand and product line are required (docs/product.md#validation-rules). */
export function validateLegacyQuote(input: LegacyQuoteInput): string | null {
  if (legacyArea(input) === null || !findProduct(input.brand, input.productId)) return MESSAGES.legacyMissingFields;
  return null;
}

/**
 * Itemised legacy quote. Per-m2 items are priced on the area, per-linear-metre accessories on the
 * perimeter (the only linear measure the calculator has). GST 10% is added to the subtotal.
 */
export function legacyQuote(input: LegacyQuoteInput): LegacyQuoteResult {
  const message = validateLegacyQuote(input);
  const area = legacyArea(input);
  const product = findProduct(input.brand, input.productId);
  if (message || area === null || !product) return { ok: false, message: message ?? MESSAGES.legacyMissingFields };

  const perimeter = legacyPerimeter(input);
  const chosen = new Set(input.accessories ?? []);
  const lines: LegacyQuoteLine[] = [
    {
      label: `${input.brand} ${product.name}`,
      quantity: area,
      unit: 'm2',
      unitPrice: product.pricePerM2,
      amount: roundMoney(area * product.pricePerM2),
    },
  ];
  for (const accessory of LEGACY_ACCESSORIES) {
    if (!chosen.has(accessory.id)) continue;
    const quantity = accessory.per === 'm2' ? area : perimeter;
    lines.push({
      label: accessory.name,
      quantity,
      unit: accessory.per === 'm2' ? 'm2' : 'linear metre',
      unitPrice: accessory.price,
      amount: roundMoney(quantity * accessory.price),
    });
  }
  if (input.installation) {
    lines.push({
      label: 'Installation',
      quantity: area,
      unit: 'm2',
      unitPrice: LEGACY_INSTALLATION_PER_M2,
      amount: roundMoney(area * LEGACY_INSTALLATION_PER_M2),
    });
  }
  const delivery = LEGACY_DELIVERY_OPTIONS.find((d) => d.id === input.delivery);
  if (delivery) {
    lines.push({
      label: `${delivery.name} (${delivery.days})`,
      quantity: 1,
      unit: 'delivery',
      unitPrice: delivery.price,
      amount: delivery.price,
    });
  }

  const subtotal = roundMoney(lines.reduce((sum, l) => sum + l.amount, 0));
  const gst = roundMoney(subtotal * GST_RATE);
  return {
    ok: true,
    quote: {
      area,
      perimeter,
      boards: ceilQuantity(area / LEGACY_M2_PER_BOARD),
      joists: chosen.has('aluminium-joists') ? ceilQuantity(perimeter / LEGACY_JOIST_SPACING_M) : null,
      lines,
      subtotal,
      gst,
      total: roundMoney(subtotal + gst),
    },
  };
}
