// Catalogue reads (docs/product.md#records-and-fields, docs/product.md#calls). Field names follow the catalogue's own (snake_case cf_*).
import { z } from 'zod';
import { HARDWARE_SUBFRAMES } from '../constants';

export const boardItem = z.object({
  item_id: z.string(),
  name: z.string(),
  description: z.string(),
  rate: z.number(),
  unit: z.string(),
  cf_board_brand: z.string().describe("'WoodEvo' or 'MillBoard'"),
  cf_board_range: z.string().describe("WoodEvo: 'HOME' or 'ADVANCED'; MillBoard: 'Enhanced Grain' or 'Weathered'"),
  cf_board_type: z.string().describe("'Grooved' or 'Square Edge'"),
  cf_board_colour: z.string().describe('Underscored words, shown with spaces'),
  cf_size: z.string(),
  image_document_id: z.string().nullable(),
  image_id: z.string().nullable(),
  image_name: z.string().nullable(),
  cf_boards_applicable: z.string().describe('Comma-separated hardware SKUs'),
  photo_id: z
    .string()
    .optional()
    .describe(
      "The item's main photo (docs/product.md#catalogue-photos), at /images/catalogue/{photo_id}-{width}.webp or .jpg; " +
        'absent: the generated picture',
    ),
});

export const hardwareItem = z.object({
  item_id: z.string(),
  name: z.string(),
  description: z.string(),
  sku: z.string(),
  category_name: z.string(),
  rate: z.number(),
  unit: z.string(),
  subframes: z
    .array(z.enum(HARDWARE_SUBFRAMES))
    .optional()
    .describe('The subframes the item is made for (screws for timber or for metal joists); absent when it suits any'),
});

/** Board items first, then hardware items; hardware has `sku`, boards have `cf_board_brand`. */
export const inventoryItem = z.union([boardItem, hardwareItem]);

export const boardSize = z.object({ size: z.string(), item_id: z.string() });

/** brand -> range -> boardType -> colour name (spaced) -> sizes, longest first (docs/product.md#records-and-fields). */
export const boardConfig = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.record(z.string(), z.array(boardSize)))));

/** Every inventory answer is wrapped as {success, data} (docs/product.md#calls). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data });
}

export const imageUrlResponse = z.object({ success: z.boolean(), url: z.string() });

// Query strings of the fallback calls. Missing parameters answer 400 with a message.
const param = (label: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} must be at most 100 characters` });

export const rangesQuery = z.object({ brand: param('brand') });
export const boardTypesQuery = z.object({ brand: param('brand'), range: param('range') });
export const colorsQuery = z.object({ brand: param('brand'), range: param('range') });
export const sizesQuery = z.object({ brand: param('brand'), range: param('range'), color: param('color') });
export const imageUrlQuery = z.object({ imageId: z.string().max(200).optional() });
export const itemIdParams = z.object({ id: z.string().max(200) });

export const stringListResponse = successEnvelope(z.array(z.string()));
export const boardConfigResponse = successEnvelope(boardConfig);
export const boardItemsResponse = successEnvelope(z.array(boardItem));
export const hardwareItemsResponse = successEnvelope(z.array(hardwareItem));
export const inventoryItemsResponse = successEnvelope(z.array(inventoryItem));

export type BoardItemDto = z.infer<typeof boardItem>;
export type HardwareItemDto = z.infer<typeof hardwareItem>;
export type InventoryItemDto = z.infer<typeof inventoryItem>;
export type BoardConfigDto = z.infer<typeof boardConfig>;
export type ImageUrlResponse = z.infer<typeof imageUrlResponse>;
export type SuccessEnvelope<T> = { success: boolean; data: T };
