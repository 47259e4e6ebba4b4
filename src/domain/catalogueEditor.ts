// The staff catalogue's views in words (docs/product.md#catalogue): a list row's cells, and the editor's
// form as text fields turned into the payload the API checks with the same schema.
import { brandDisplayName, rangeDisplayName } from './catalogue';
import { displayColorName } from './colors';
import { formatCents } from './money';
import { CATALOGUE_KIND_LABELS, catalogueItemInput, type CatalogueItem, type CatalogueItemInput } from './schemas/catalogueAdmin';

interface CatalogueRow {
  itemId: string;
  name: string;
  /** The SKU of hardware, the item id of a board (boards have no SKU). */
  code: string;
  kind: string;
  brandRange: string;
  colour: string;
  size: string;
  price: string;
}

export function catalogueRow(item: CatalogueItem): CatalogueRow {
  const board = item.kind === 'board';
  return {
    itemId: item.item_id,
    name: item.name,
    code: board ? item.item_id : item.sku,
    kind: CATALOGUE_KIND_LABELS[item.kind],
    brandRange: board ? `${brandDisplayName(item.cf_board_brand)} ${rangeDisplayName(item.cf_board_range)}` : item.category_name,
    colour: board ? displayColorName(item.cf_board_colour) : '',
    size: board ? item.cf_size : item.unit,
    price: formatCents(item.priceCents),
  };
}

/** The editor's fields, all text as the inputs hold them (price in dollars). */
export interface ItemForm {
  kind: CatalogueItemInput['kind'];
  item_id: string;
  name: string;
  description: string;
  unit: string;
  price: string;
  status: CatalogueItemInput['status'];
  cf_board_brand: string;
  cf_board_range: string;
  cf_board_type: string;
  cf_board_colour: string;
  cf_size: string;
  cf_boards_applicable: string;
  sku: string;
  category_name: string;
  subframes: string;
}

export function emptyItemForm(kind: ItemForm['kind']): ItemForm {
  return {
    kind,
    item_id: '',
    name: '',
    description: '',
    unit: kind === 'board' ? 'board' : '',
    price: '',
    status: 'draft',
    cf_board_brand: '',
    cf_board_range: '',
    cf_board_type: '',
    cf_board_colour: '',
    cf_size: '',
    cf_boards_applicable: '',
    sku: '',
    category_name: '',
    subframes: '',
  };
}

export function formOfItem(item: CatalogueItem): ItemForm {
  const form = { ...emptyItemForm(item.kind), ...item, price: (item.priceCents / 100).toFixed(2) } as ItemForm & Partial<CatalogueItem>;
  if (item.kind === 'hardware') form.subframes = item.subframes.join(',');
  delete form.priceCents;
  delete form.sortOrder;
  delete form.hasPhoto;
  return form;
}

export const PRICE_TEXT = 'Price must be an amount in dollars with up to 2 decimals, e.g. 89.50';
const DOLLARS = /^\s*\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/;

/** Dollars as typed (up to 2 decimals) to cents; NaN when it is not an amount, so the schema names the field. */
export function dollarsToCents(text: string): number {
  const match = DOLLARS.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type ItemFormResult = { ok: true; input: CatalogueItemInput } | { ok: false; errors: Partial<Record<keyof ItemForm, string>> };

/** The form checked by the schema the API applies: the first problem of each field. */
export function checkItemForm(form: ItemForm): ItemFormResult {
  const common = {
    kind: form.kind,
    item_id: form.item_id,
    name: form.name,
    description: form.description,
    unit: form.unit,
    priceCents: dollarsToCents(form.price),
    status: form.status,
  };
  const raw =
    form.kind === 'board'
      ? {
          ...common,
          cf_board_brand: form.cf_board_brand,
          cf_board_range: form.cf_board_range,
          cf_board_type: form.cf_board_type,
          cf_board_colour: form.cf_board_colour,
          cf_size: form.cf_size,
          cf_boards_applicable: form.cf_boards_applicable,
        }
      : {
          ...common,
          sku: form.sku,
          category_name: form.category_name,
          subframes: form.subframes
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        };
  const parsed = catalogueItemInput.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof ItemForm, string>> = {};
  // Not an amount at all: say so in dollars, as the field is typed.
  if (Number.isNaN(common.priceCents)) errors.price = PRICE_TEXT;
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] === 'priceCents' ? 'price' : issue.path[0]) as keyof ItemForm;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
