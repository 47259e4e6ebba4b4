// Orders (docs/product.md#records-and-fields, docs/product.md#flows, docs/product.md#validation-rules, docs/product.md#calls). The create
// payload is exactly the wizard's; the server adds
// the checks that need the catalogue, the clock and the signed-in user.
import { z } from 'zod';
import { DELIVERY_METHODS, HARDWARE_BRAND, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, TIME_ZONE } from '../constants';
import { DELIVERY_ZONES } from '../deliveryZones';
import { MESSAGES, PRICES_UPDATED } from '../messages';
import { dayOutOfRangeMessage, isInputDay } from '../dates';
import { booleanField, enumField, isoTimestamp, searchQuery, isUuid, optionalText, requiredText, wholeNumber } from './fields';
import { PO_MAX_LENGTH } from '../purchaseOrder';

export const ORDER_STATUSES = ['pending', 'approved', 'dispatched'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** More lines than any real deck needs; keeps a single request bounded. */
export const MAX_ORDER_LINES = 200;
/** More than any real unit price, in cents; keeps the figure an integer. */
export const MAX_SHOWN_PRICE_CENTS = 100_000_000;
export const NO_LINES_MESSAGE = 'Add at least one board or hardware item to the order';

const lineQuantity = wholeNumber('Quantity', MIN_LINE_QUANTITY, MAX_LINE_QUANTITY);

export const boardLine = z.object({
  brand: requiredText('Brand', 60),
  range: requiredText('Range', 60),
  type: requiredText('Board type', 60),
  colorId: optionalText('Colour id', 100).describe('Always empty (docs/product.md#records-and-fields)'),
  colorName: requiredText('Colour', 100),
  size: requiredText('Size', 60),
  quantity: lineQuantity,
  item_id: requiredText('Item id', 100),
});

export const hardwareLine = z.object({
  name: requiredText('Hardware name', 200),
  description: optionalText('Hardware description', 2000),
  category: optionalText('Hardware category', 60).describe(`Fixed as ${HARDWARE_BRAND}`),
  quantity: lineQuantity,
  item_id: requiredText('Item id', 100),
});

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T/;
const melbourneDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The spec does not fix the date's format: an ISO date-time (a date picker's toISOString) means its Melbourne calendar day. */
function toCalendarDate(value: string): string {
  if (!DATE_TIME_PATTERN.test(value)) return value;
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : melbourneDay.format(new Date(at));
}

export const preferredDate = z
  .string({ error: (i) => (i.input === undefined || i.input === null ? MESSAGES.selectPreferredDate : 'Preferred date must be text') })
  .trim()
  .transform(toCalendarDate)
  // One message per problem, so a blank date reads only as the spec's "please select" text.
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: MESSAGES.selectPreferredDate });
    else if (!DATE_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: 'Preferred date must be a date written YYYY-MM-DD' });
    else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'Preferred date is not a real calendar date' });
    else if (!isInputDay(value)) ctx.addIssue({ code: 'custom', message: dayOutOfRangeMessage('Preferred date') });
  })
  .describe('YYYY-MM-DD (an ISO date-time counts as its Melbourne day); today or later in Australia/Melbourne');

/** Optional project: absent, null or '' all mean "No Project Selected". */
export const orderProjectRef = z
  .string({ error: 'Project must be a project id' })
  .trim()
  .max(100, { error: 'Project must be a project id' })
  .refine((v) => v === '' || isUuid(v), { error: 'Project not found' })
  .nullable()
  .optional();

/**
 * docs/product.md#catalogue: the unit prices (cents, the buyer's) a page showed, by item id: the order's and the
 * calculator's quote request's. When sent, a request whose prices differ is refused with 409 Prices updated
 * instead of being charged (or quoted) silently; absent, it is taken at the server's prices as before.
 */
export const shownPricesField = z
  .record(z.string().max(100, { error: 'Item id must be at most 100 characters' }), wholeNumber('Shown price', 0, MAX_SHOWN_PRICE_CENTS), {
    error: 'Shown prices must map item ids to cents',
  })
  .refine((shown) => Object.keys(shown).length <= 2 * MAX_ORDER_LINES, { error: 'Too many shown prices' })
  .optional()
  .describe('Unit prices in cents the page showed, by item id: a difference answers 409 Prices updated');

export const orderCreatePayload = z
  .object({
    project: orderProjectRef,
    boards: z
      .array(boardLine, { error: 'Boards must be a list' })
      .max(MAX_ORDER_LINES, { error: `At most ${MAX_ORDER_LINES} board lines per order` })
      .default([]),
    deliveryMethod: enumField('Delivery method', DELIVERY_METHODS, MESSAGES.selectDeliveryMethod),
    deliveryStreetAddress: optionalText('Street address', 300),
    deliveryCityPostcode: optionalText('City / postcode', 200),
    pickupLocation: optionalText('Pickup location', 300),
    preferredDate,
    notes: optionalText('Notes', 5000),
    hardwareItems: z
      .array(hardwareLine, { error: 'Hardware items must be a list' })
      .max(MAX_ORDER_LINES, { error: `At most ${MAX_ORDER_LINES} hardware lines per order` })
      .default([]),
    /** The saved design the order's boards came from (Order materials); one of the user's own. */
    designId: z.string({ error: 'Design must be text' }).refine(isUuid, { error: 'Design not found' }).nullable().optional(),
    /** docs/product.md#trade-accounts: required by the server when the buyer's company requires one. */
    poReference: optionalText('Purchase order / job reference', PO_MAX_LENGTH).optional(),
    /** docs/product.md#delivery: the customer lets the driver leave the delivery on site when nobody is there. */
    leaveOnSite: booleanField('Leave on site').optional(),
    /**
     * docs/product.md#catalogue: the unit prices (cents, the buyer's) the page showed, by item id. When sent, an order
     * whose prices differ is refused with 409 Prices updated instead of being charged silently; absent, the order is
     * placed at the server's prices as before.
     */
    shownPrices: shownPricesField,
  })
  .superRefine((order, ctx) => {
    if (order.shownPrices) {
      const shown = order.shownPrices;
      for (const [list, lines] of [
        ['boards', order.boards],
        ['hardwareItems', order.hardwareItems],
      ] as const) {
        lines.forEach((line, index) => {
          if (!Object.hasOwn(shown, line.item_id))
            ctx.addIssue({
              code: 'custom',
              path: ['shownPrices'],
              message: `Shown prices must name item ${line.item_id} (${list} line ${index + 1})`,
            });
        });
      }
    }
    if (order.boards.length === 0 && order.hardwareItems.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['boards'], message: NO_LINES_MESSAGE });
    }
    if (order.deliveryMethod === 'delivery') {
      for (const field of ['deliveryStreetAddress', 'deliveryCityPostcode'] as const) {
        if (order[field].trim() === '') ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.fillDeliveryAddress });
      }
    }
  });

export const priceChange = z.object({
  itemId: z.string(),
  name: z.string(),
  was: z.number().int().describe('The unit price the page showed, in cents'),
  now: z.number().int().describe('The unit price charged now, in cents'),
  retailCents: z.number().int().describe("The catalogue's price now, in cents (differs from now for a trade price)"),
});

/** 409 Prices updated: the error shape with the changes and the order's totals at today's prices; nothing was stored. */
export const pricesUpdatedResponse = z.object({
  message: z.literal(PRICES_UPDATED),
  changes: z.array(priceChange).min(1),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int().describe("The order's total at today's prices, the delivery fee included"),
});
export type PricesUpdatedBody = z.infer<typeof pricesUpdatedResponse>;

const backOrderedField = z
  .number()
  .int()
  .optional()
  .describe('Of the quantity, what waits for goods in (docs/product.md#stock-and-samples); absent on orders read before stock');

export const orderBoardLine = z.object({
  brand: z.string(),
  range: z.string(),
  type: z.string(),
  colorName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  item_id: z.string(),
  backOrdered: backOrderedField,
});

export const orderHardwareLine = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  item_id: z.string(),
  backOrdered: backOrderedField,
});

export const orderStatus = z.enum(ORDER_STATUSES);

/**
 * A priced line (docs/product.md#money): the unit price and unit as the catalogue stated them when the
 * order was placed (GST-inclusive cents), never changed by a later catalogue price.
 */
export const orderLine = z.object({
  kind: z
    .enum(['board', 'hardware', 'free', 'discount', 'delivery'])
    .describe(
      'free and discount: the lines of an accepted quote that are no catalogue item; ' +
        'delivery: the fee priced from the postcode (docs/product.md#delivery)',
    ),
  item_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  /** While ordering: the catalogue price a trade price replaces (docs/product.md#trade-accounts). */
  retailCents: z.number().int().optional(),
  itemStatus: z
    .literal('discontinued')
    .optional()
    .describe('Present when the catalogue no longer sells the item: the line keeps it, marked Discontinued (docs/product.md#catalogue)'),
});

export const order = z.object({
  id: z.string(),
  project: z.string().nullable().describe('Project id, or null when no project was selected'),
  projectName: z.string().nullable().optional(),
  brand: z.string().describe("Shared brand of the board lines, 'Mixed' when they differ, 'Hardware' for a hardware-only order"),
  range: z.string(),
  colorName: z.string(),
  quantity: z.number().int().describe('Total boards'),
  status: orderStatus,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryStreetAddress: z.string(),
  deliveryCityPostcode: z.string(),
  pickupLocation: z.string(),
  preferredDate: z.string().describe('YYYY-MM-DD'),
  notes: z.string(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  ownerEmail: z.string().optional().describe('Admins only'),
  placedBy: z.string().optional().describe("Who placed it (their email): on a trade company's orders, which all its members see"),
  boards: z.array(orderBoardLine),
  hardwareItems: z.array(orderHardwareLine),
  lines: z.array(orderLine).describe('Every line with the price that applied when the order was placed'),
  subtotalCents: z.number().int().describe('Total less GST, in cents'),
  gstCents: z.number().int().describe('GST in the total: one eleventh, rounded half up'),
  totalCents: z.number().int().describe('Sum of the line totals, GST inclusive, in cents'),
  design: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('The saved design the order came from, null when none (or since deleted)'),
  pricesEstimated: z.boolean().describe('True for orders placed before prices were stored, priced later at the rates then current'),
  // docs/product.md#delivery
  deliveryZone: z
    .enum(DELIVERY_ZONES)
    .nullable()
    .describe("The zone the server priced from the postcode; 'quoted' outside the zones; null for pickups"),
  deliveryFeeCents: z.number().int().nullable().describe('The delivery fee line, GST inclusive; null for pickups and quoted freight'),
  freightToBeQuoted: z.boolean().describe('A delivery outside the zones: staff quote the freight'),
  confirmedDay: z.string().nullable().describe('YYYY-MM-DD: the delivery or pickup day staff confirmed; null until then'),
  // docs/product.md#trade-accounts
  poReference: z.string().describe("The purchase order / job reference, '' when none"),
  overCreditLimit: z.boolean().describe('Placed on account over the company credit limit: staff check it before approving'),
});

export const orderList = z.array(order);

/** One entry of an order's status history: the placing (its first status, by the customer), then every change. */
export const orderStatusChange = z.object({
  status: orderStatus.describe('The status the order took'),
  changedAt: isoTimestamp,
  changedBy: z.string().nullable().describe('Email of who made the change (the customer for the first entry); null when unknown'),
});

/** GET /api/orders/{id} and the status change's answer: the order with its status history, oldest first. */
export const orderBackOrder = z.object({
  itemId: z.string(),
  backOrdered: z.number().int(),
  expectedDay: z.string().describe('YYYY-MM-DD: the day goods in is expected to fill it'),
});

export const orderDetail = order.extend({
  history: z.array(orderStatusChange).describe('Every status the order has had, oldest first'),
  backOrders: z
    .array(orderBackOrder)
    .optional()
    .describe('The lines waiting for goods in, each with its expected day (docs/product.md#stock-and-samples)'),
  fromQuote: z
    .object({ id: z.string(), number: z.string() })
    .nullable()
    .optional()
    .describe('The accepted quote the order came from (From quote Q-...); absent when none'),
});

export const orderStatusUpdate = z.object({
  status: enumField('Status', ORDER_STATUSES),
});

export const ORDER_PAGE_MAX = 100;
/** Staff's filters of the order list and export: a status, and a search of customer email, project name or order id prefix. */
const orderFilterFields = {
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), enumField('status', ORDER_STATUSES).optional()),
  q: searchQuery.describe('Customer email, project name (contains, any case) or order id / BW- reference prefix'),
};
export const orderExportQuery = z.object(orderFilterFields);

export const orderListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(ORDER_PAGE_MAX, { error: `limit must be at most ${ORDER_PAGE_MAX}` })
    .optional(),
  cursor: z.string().max(200, { error: 'cursor is not valid' }).optional(),
  ...orderFilterFields,
  /** A trade company's member: only the orders they placed themselves (docs/product.md#trade-accounts). */
  mine: z.enum(['true', 'false'], { error: 'mine must be true or false' }).optional().describe('true: only orders I placed'),
});

export type BoardLine = z.infer<typeof boardLine>;
export type HardwareLine = z.infer<typeof hardwareLine>;
export type OrderCreatePayload = z.input<typeof orderCreatePayload>;
export type OrderCreate = z.infer<typeof orderCreatePayload>;
export type Order = z.infer<typeof order>;
export type OrderDetail = z.infer<typeof orderDetail>;
export type OrderStatusChange = z.infer<typeof orderStatusChange>;
export type OrderFilters = z.infer<typeof orderExportQuery>;
export type OrderLine = z.infer<typeof orderLine>;
