// Public leads: the landing page's contact enquiry and the calculator's quote request (spec sections
// 3 and 5). Messages are the spec's own where it names one.
import { BOARD_DIRECTIONS } from '../boardDirections';
import { z } from 'zod';
import {
  CONTACT_PROJECT_TYPES,
  CONTACT_TIMELINES,
  MAX_LINE_QUANTITY,
  MAX_SHAPES,
  MAX_SHAPE_POINTS,
  PROJECT_TIMEFRAMES,
  QUOTE_DEFAULT_BOARD_BRAND,
} from '../constants';
import { MESSAGES } from '../messages';
import { deckOptions } from './designs';
import { shownPricesField } from './orders';
import { booleanField, boundedFreeForm, emailField, enumField, isUuid, optionalText, requiredText, wholeNumber } from './fields';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((entry) => entry.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];

export const CONTACT_PROJECT_TYPE_VALUES = values(CONTACT_PROJECT_TYPES);
export const CONTACT_TIMELINE_VALUES = values(CONTACT_TIMELINES);
export const PROJECT_TIMEFRAME_VALUES = values(PROJECT_TIMEFRAMES);

/** An optional select: absent, null and '' all mean "not chosen". */
function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), enumField(label, options).optional());
}

export const contactRequest = z.object({
  name: requiredText('Full Name', 200),
  email: emailField(),
  phone: requiredText('Phone', 50),
  projectType: optionalChoice('Project Type', CONTACT_PROJECT_TYPE_VALUES),
  timeline: optionalChoice('Timeline', CONTACT_TIMELINE_VALUES),
  message: optionalText('Message', 5000),
  newsletter: booleanField('Newsletter').default(false),
});

const REQUIRED = MESSAGES.quoteMissingFields;

/** The quote form's contact block: every field required (docs/product.md#validation-rules). */
const quoteContact = {
  fullName: requiredText('Full Name', 200, REQUIRED),
  email: emailField('Email', REQUIRED),
  phone: requiredText('Phone', 50, REQUIRED),
  suburb: requiredText('Suburb', 120, REQUIRED),
  projectTimeframe: enumField('Project Start Timeframe', PROJECT_TIMEFRAME_VALUES, REQUIRED),
  needInstaller: booleanField('Installer answer', REQUIRED),
};

/** Deck area in m2: 0 means nothing was drawn (docs/product.md#error-messages message). */
const deckArea = z
  .number({ error: (i) => (i.input === undefined ? MESSAGES.quoteZeroArea : 'Deck area must be a number') })
  .gt(0, { error: MESSAGES.quoteZeroArea })
  .max(100_000, { error: 'Deck area must be at most 100000 m2' });

const count = (label: string) => wholeNumber(label, 0, 1_000_000);

export const selectedQuoteItem = z.object({
  item_id: requiredText('Selected item id', 100),
  name: optionalText('Selected item name', 200),
  brand: optionalText('Selected item brand', 60),
  range: optionalText('Selected item range', 60),
  colour: optionalText('Selected item colour', 100),
});

/**
 * The selected colours by step (docs/product.md#records-and-fields: woodevoHome, woodevoAdvanced, millboard), each a name, an id or an
 * item.
 */
const selectedColors = z.record(z.string().max(60), z.union([z.string().max(200), z.null(), z.looseObject({})]));

/**
 * The quote request of the full form (docs/product.md#records-and-fields). The spec names selectedItems and boxSizes
 * without showing their shapes, so any list or object is kept as sent, within the bounds of boundedFreeForm.
 */
export const quoteRequestFull = z.object({
  ...quoteContact,
  boardBrand: z.string().trim().max(60, { error: 'Board brand must be at most 60 characters' }).default(QUOTE_DEFAULT_BOARD_BRAND),
  boardColor: optionalText('Board colour', 300),
  selectedItems: boundedFreeForm(
    'Selected items',
    z.union([z.array(z.union([selectedQuoteItem, z.string().max(200), z.looseObject({})])).max(10), selectedColors], {
      error: 'Selected items must be a list or the selected colours',
    }),
  ).default([]),
  deckAreaSqMeters: deckArea,
  boardsRequired: count('Boards required').optional(),
  clipBoxesNeeded: count('Clip boxes').optional(),
  boxSizes: boundedFreeForm(
    'Box sizes',
    z.union([z.string().max(2000), z.number(), z.array(z.unknown()).max(50), z.looseObject({})], {
      error: 'Box sizes must be text, a number, a list or an object',
    }),
  ).optional(),
  calculationDetails: optionalText('Calculation details', 10_000),
});

export const quoteShape = z.object({
  id: requiredText('Shape id', 100),
  width: z
    .number({ error: 'Shape width must be a number' })
    .min(0, { error: 'Shape width must not be negative' })
    .max(1_000_000, { error: 'Shape width is too large' }),
  height: z
    .number({ error: 'Shape height must be a number' })
    .min(0, { error: 'Shape height must not be negative' })
    .max(1_000_000, { error: 'Shape height is too large' }),
  x: z.number({ error: 'Shape x must be a number' }).min(-1_000_000).max(1_000_000),
  y: z.number({ error: 'Shape y must be a number' }).min(-1_000_000).max(1_000_000),
  /** The outline in mm, corner by corner; optional so the spec's bounding-box-only body stays valid. */
  points: z
    .array(
      z.object({
        x: z.number({ error: 'Shape point x must be a number' }).min(-1_000_000).max(1_000_000),
        y: z.number({ error: 'Shape point y must be a number' }).min(-1_000_000).max(1_000_000),
      }),
      { error: 'Shape points must be a list' },
    )
    .min(3, { error: 'A shape outline needs at least 3 points' })
    .max(MAX_SHAPE_POINTS, { error: `A shape outline has at most ${MAX_SHAPE_POINTS} points` })
    .optional(),
});

const optionalItemId = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, { error: `${label} must be at most 100 characters` })
    .nullable()
    .optional();

export const quoteCalculations = z.object({
  deckArea: z.number().min(0).max(100_000).optional(),
  deckBoards: count('Deck boards').optional(),
  clipBoxes: count('Clip boxes').optional(),
  subframeMaterials: z
    .object({ joists: count('Joists').optional(), bearers: count('Bearers').optional(), screws: count('Screws').optional() })
    .optional(),
});

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be whole cents` })
    .min(0, { error: `${label} must not be negative` })
    .max(100_000_000_00, { error: `${label} is too large` });

/**
 * The priced materials list the visitor saw (docs/product.md#subframe-and-edges): each line as the panel's
 * "Materials and prices" showed it, the totals and the build choices, so staff see exactly that.
 */
export const quoteMaterials = z.object({
  deck: deckOptions,
  lines: z
    .array(
      z.object({
        itemId: requiredText('Material item', 100),
        name: requiredText('Material name', 300),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        unitPriceCents: cents('Unit price'),
        lineTotalCents: cents('Line total'),
        /** The lineal metres the line covers (fascia), beside its stock lengths. */
        metres: z.number().min(0).max(100_000).optional(),
      }),
    )
    .max(60),
  totals: z.object({ subtotalCents: cents('Subtotal'), gstCents: cents('GST'), totalCents: cents('Total') }),
});

/**
 * The calculator's own variant: shapes as rectangles plus the three chosen colour item ids. The spec
 * does not show the rest of it, so other keys are kept as sent, each within the bounds of boundedFreeForm.
 */
export const quoteRequestCalculator = z
  .object({
    ...quoteContact,
    shapes: z
      .array(quoteShape, { error: MESSAGES.quoteZeroArea })
      .min(1, { error: MESSAGES.quoteZeroArea })
      .max(MAX_SHAPES, { error: `At most ${MAX_SHAPES} shapes` }),
    woodevoHomeItemId: optionalItemId('WoodEvo HOME item id'),
    woodevoAdvancedItemId: optionalItemId('WoodEvo ADVANCED item id'),
    millboardItemId: optionalItemId('Millboard item id'),
    boardBrand: z.string().trim().max(60, { error: 'Board brand must be at most 60 characters' }).default(QUOTE_DEFAULT_BOARD_BRAND),
    deckAreaSqMeters: deckArea,
    boardsRequired: count('Boards required').optional(),
    clipBoxesNeeded: count('Clip boxes').optional(),
    calculations: quoteCalculations.optional(),
    /** Sent from a saved design (the sender's own): staff see the same plan beside the request. */
    designId: z.string({ error: 'Design must be text' }).refine(isUuid, { error: 'Design not found' }).nullable().optional(),
    /** The priced list of the planned deck as the calculator showed it; absent before a colour was chosen. */
    materials: quoteMaterials.optional(),
    /** The colour and board direction the calculator planned the deck in (the server plans it again so). */
    colorItemId: optionalItemId('Planned colour item id'),
    boardDirection: z.enum(BOARD_DIRECTIONS, { error: 'Board direction must be horizontal, vertical or diagonal' }).optional(),
    /**
     * docs/product.md#catalogue: the unit prices its Materials and prices showed, by item id (the order's own field).
     * When they differ from the server's the request answers 409 Prices updated and stores nothing.
     */
    shownPrices: shownPricesField,
  })
  .catchall(boundedFreeForm('A field beyond those the spec lists', z.unknown()))
  .superRefine((quote, ctx) => {
    // Shown prices are the priced list's: they come with it and name every item on it.
    if (!quote.shownPrices) return;
    const shown = quote.shownPrices;
    if (!quote.materials) ctx.addIssue({ code: 'custom', path: ['shownPrices'], message: 'Shown prices come with the materials list' });
    quote.materials?.lines.forEach((line, index) => {
      if (!Object.hasOwn(shown, line.itemId))
        ctx.addIssue({
          code: 'custom',
          path: ['shownPrices'],
          message: `Shown prices must name item ${line.itemId} (materials line ${index + 1})`,
        });
    });
  });

/** Either variant; a body with `shapes` is the calculator's. */
export const quoteRequest = z.union([quoteRequestCalculator, quoteRequestFull]);

/** Picks the variant by the presence of `shapes`, so errors name the fields of that variant only. */
export function quoteVariantSchema(body: unknown) {
  return typeof body === 'object' && body !== null && 'shapes' in body ? quoteRequestCalculator : quoteRequestFull;
}

export const leadCreatedResponse = z.object({ success: z.literal(true), id: z.string() });

export type ContactRequestInput = z.input<typeof contactRequest>;
export type QuoteRequestCalculatorInput = z.input<typeof quoteRequestCalculator>;
export type QuoteRequest = z.infer<typeof quoteRequest>;
