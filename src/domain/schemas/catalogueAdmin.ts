// The staff catalogue (docs/product.md#catalogue): the editor's payloads, the admin list and an item's
// history. An editor payload maps onto the very item the inventory API serves (servedItem), and that
// item is checked by the inventory's own schemas, so nothing staff save can break the products page,
// the calculator, the wizard or the hardware suggestions.
import { z } from 'zod';
import { BRANDS } from '../catalogue';
import { CATALOGUE_STATUSES } from '../catalogueStatus';
import { HARDWARE_SUBFRAMES } from '../constants';
import { boardItem, hardwareItem, type BoardItemDto, type HardwareItemDto } from './inventory';
import { isoTimestamp, optionalText, requiredText } from './fields';

export const CATALOGUE_KINDS = ['board', 'hardware'] as const;
export const CATALOGUE_KIND_LABELS: Record<(typeof CATALOGUE_KINDS)[number], string> = { board: 'Board', hardware: 'Hardware' };
export const BOARD_TYPES = ['Grooved', 'Square Edge'] as const;

export const CATALOGUE_MESSAGES = {
  adminOnly: 'Only staff can change the catalogue',
  notFound: 'Item not found',
  idTaken: 'An item with this item id already exists',
  notABoard: 'Only a board can be duplicated as a new colour',
  sameColour: 'The new colour must differ from the board it copies',
} as const;

const ITEM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR_PATTERN = /^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$/;
// A length in mm first, as sizeLength reads it (the calculator cuts boards by it), e.g. 5400 x 137 x 23mm.
const SIZE_PATTERN = /^[1-9]\d{2,4} x \d{2,3} x \d{1,3}mm$/;
const SKU_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const SKU_LIST_PATTERN = /^(?:[A-Z0-9]+(?:-[A-Z0-9]+)*(?:,[A-Z0-9]+(?:-[A-Z0-9]+)*)*)?$/;

const itemIdField = requiredText('Item id', 100).regex(ITEM_ID_PATTERN, {
  error: 'Item id must be lower-case letters, digits and single hyphens',
});
const colourField = requiredText('Colour', 60).regex(COLOUR_PATTERN, {
  error: 'Colour must be words joined by underscores, e.g. Coastal_Grey',
});
export const priceCentsField = z
  .number({ error: 'Price must be a number of cents' })
  .int({ error: 'Price must be a whole number of cents' })
  .min(1, { error: 'Price must be more than $0.00' })
  .max(10_000_000, { error: 'Price must be at most $100,000.00' });

const common = {
  item_id: itemIdField,
  name: requiredText('Name', 200),
  description: optionalText('Description', 2000),
  unit: requiredText('Unit', 30),
  priceCents: priceCentsField.describe('GST-inclusive cents'),
  status: z.enum(CATALOGUE_STATUSES, { error: 'Status must be draft, active or discontinued' }),
};

export const boardItemInput = z.object({
  kind: z.literal('board'),
  ...common,
  cf_board_brand: z.enum(BRANDS, { error: 'Brand must be WoodEvo or MillBoard' }),
  cf_board_range: requiredText('Range', 60),
  cf_board_type: z.enum(BOARD_TYPES, { error: 'Board type must be Grooved or Square Edge' }),
  cf_board_colour: colourField,
  cf_size: requiredText('Size', 40).regex(SIZE_PATTERN, { error: 'Size must read like 5400 x 137 x 23mm' }),
  cf_boards_applicable: z
    .string({ error: 'Applicable hardware SKUs must be text' })
    .trim()
    .max(500, { error: 'Applicable hardware SKUs must be at most 500 characters' })
    .regex(SKU_LIST_PATTERN, { error: 'Applicable hardware SKUs must be SKUs separated by commas, e.g. HW-WE-CLIP-100,HW-SCREW-65' }),
});

export const hardwareItemInput = z.object({
  kind: z.literal('hardware'),
  ...common,
  sku: requiredText('SKU', 60).regex(SKU_PATTERN, { error: 'SKU must be capital letters, digits and hyphens' }),
  category_name: requiredText('Category', 60),
  subframes: z.array(z.enum(HARDWARE_SUBFRAMES, { error: 'Subframe must be timber or metal' })).max(2),
});

/** What the editor saves (POST creates, PUT replaces the item's fields). */
export const catalogueItemInput = z.discriminatedUnion('kind', [boardItemInput, hardwareItemInput], {
  error: 'Kind must be board or hardware',
});

/** Duplicate as a new colour: the copy's colour and item id (and name), everything else as the board. */
export const duplicateColourInput = z.object({
  item_id: itemIdField,
  cf_board_colour: colourField,
  name: requiredText('Name', 200),
});

// What the staff API answers: the saved fields as stored (no transforms: responses are encoded).
const storedCommon = {
  item_id: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  priceCents: z.number().int().describe('GST-inclusive cents'),
  status: z.enum(CATALOGUE_STATUSES),
  sortOrder: z.number().int().describe("Place in the catalogue's order"),
  hasPhoto: z.boolean().describe('Whether the item has a picture (a generated board picture counts)'),
};

export const catalogueItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('board'),
    ...storedCommon,
    cf_board_brand: z.enum(BRANDS),
    cf_board_range: z.string(),
    cf_board_type: z.enum(BOARD_TYPES),
    cf_board_colour: z.string(),
    cf_size: z.string(),
    cf_boards_applicable: z.string(),
  }),
  z.object({
    kind: z.literal('hardware'),
    ...storedCommon,
    sku: z.string(),
    category_name: z.string(),
    subframes: z.array(z.enum(HARDWARE_SUBFRAMES)),
  }),
]);

export const catalogueItemList = z.array(catalogueItem);

// What a person types or picks: no control characters (PostgreSQL text cannot hold U+0000 either).
const filterText = (label: string, max: number, tooLong = `${label} must be at most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .regex(/^[^\p{Cc}]*$/u, { error: `${label} must not contain control characters` })
    .optional();

export const catalogueListQuery = z.object({
  q: filterText('q', 100, 'Search must be at most 100 characters'),
  kind: z.enum(CATALOGUE_KINDS, { error: 'kind must be board or hardware' }).optional(),
  brand: filterText('brand', 60),
  range: filterText('range', 60),
  status: z.enum(CATALOGUE_STATUSES, { error: 'status must be draft, active or discontinued' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200, { error: 'limit must be at most 200' }).optional(),
  cursor: z.string().max(400).optional(),
});

export const HISTORY_ACTIONS = [
  'item.create',
  'item.update',
  'item.status',
  'item.duplicate',
  'item.import',
  'price.change',
  'price.schedule',
  'price.reschedule',
  'price.cancel',
  'price.effective',
  'photo.add',
  'photo.main',
  'photo.remove',
] as const;

const historyEntry = z.object({
  id: z.number().int(),
  at: isoTimestamp,
  actorEmail: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  detail: z.string(),
});
export const itemHistory = z.array(historyEntry);

export type CatalogueItemInput = z.infer<typeof catalogueItemInput>;
export type CatalogueItem = z.infer<typeof catalogueItem>;
export type CatalogueListQuery = z.infer<typeof catalogueListQuery>;
export type HistoryEntry = z.infer<typeof historyEntry>;
export type HistoryAction = HistoryEntry['action'];

/** The generated picture every board gets until it has a photo (the seed's names, drawn from its fields). */
export function boardImageFields(itemId: string) {
  return { image_id: `img-${itemId}`, image_document_id: `doc-${itemId}`, image_name: `${itemId}.jpg` };
}

/** The item the inventory API serves for a saved payload: what the products page, calculator and wizard read. */
export function servedItem(input: CatalogueItemInput): BoardItemDto | HardwareItemDto {
  const base = { item_id: input.item_id, name: input.name, description: input.description, rate: input.priceCents / 100, unit: input.unit };
  if (input.kind === 'hardware') {
    return hardwareItem.parse({
      ...base,
      sku: input.sku,
      category_name: input.category_name,
      ...(input.subframes.length ? { subframes: input.subframes } : {}),
    });
  }
  return boardItem.parse({
    ...base,
    cf_board_brand: input.cf_board_brand,
    cf_board_range: input.cf_board_range,
    cf_board_type: input.cf_board_type,
    cf_board_colour: input.cf_board_colour,
    cf_size: input.cf_size,
    cf_boards_applicable: input.cf_boards_applicable,
    ...boardImageFields(input.item_id),
  });
}

/** The ranges the staff list filters by, per brand (the editor takes any range name). */
export const FILTER_RANGES: Record<(typeof BRANDS)[number], readonly string[]> = {
  WoodEvo: ['HOME', 'ADVANCED'],
  MillBoard: ['Enhanced Grain', 'Weathered'],
};
