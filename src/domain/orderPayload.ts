// The order wizard's pure rules (docs/product.md#records-and-fields, docs/product.md#flows, docs/product.md#validation-rules): order lines,
// delivery validation and the
// order create payload. The orderWizard machine calls these; the server re-checks the payload with
// the zod schema in schemas/orders.ts, whose inferred types are used here.

import {
  HARDWARE_BRAND,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  PICKUP_LOCATION,
  SUBFRAME_OPTIONS,
  type DeliveryMethod,
  type Subframe,
} from './constants';
import { MESSAGES } from './messages';
import { colorHex } from './colors';
import { isCalendarDateString, isTodayOrLater } from './dates';
import type { HardwareItem } from './catalogue';
import type { BoardLine, HardwareLine, OrderCreate } from './schemas/orders';

/** Client-side order line (docs/product.md#records-and-fields). Hardware lines: brand 'Hardware', range = subframe,
 * color = category, boardType = hardware name. */
export interface OrderItem {
  id: string;
  brand: string;
  range: string;
  color: string;
  colorHex: string;
  boardType: string;
  quantity: number;
  size: string;
  item_id: string;
  /** Hardware lines only: the catalogue description, sent with the order. */
  description?: string;
}

export interface BoardSelection {
  brand: string;
  range: string;
  /** colour display name, e.g. 'Victorian Maple' */
  color: string;
  boardType: string;
  size: string;
  item_id: string;
}

export function isHardwareLine(item: Pick<OrderItem, 'brand'>): boolean {
  return item.brand === HARDWARE_BRAND;
}

/** A whole quantity within 1..MAX_LINE_QUANTITY; anything unreadable becomes 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.trunc(quantity)));
}

/**
 * Choosing a board type adds one item (docs/product.md#flows): a new line of quantity 1 with the
 * combination's first size, even when the same board is already a line. Line ids stay unique.
 */
export function addBoardItem(items: readonly OrderItem[], selection: BoardSelection): OrderItem[] {
  return [
    ...items,
    {
      id: uniqueLineId(items, selection.item_id),
      brand: selection.brand,
      range: selection.range,
      color: selection.color,
      colorHex: colorHex(selection.color),
      boardType: selection.boardType,
      quantity: MIN_LINE_QUANTITY,
      size: selection.size,
      item_id: selection.item_id,
    },
  ];
}

/** The item id itself for its first line, then `<item id>#2`, `#3`... */
function uniqueLineId(items: readonly OrderItem[], itemId: string): string {
  const taken = new Set(items.map((i) => i.id));
  if (!taken.has(itemId)) return itemId;
  let n = 2;
  while (taken.has(`${itemId}#${n}`)) n += 1;
  return `${itemId}#${n}`;
}

/** Whether a hardware item is already in the order (its button then reads Added and is disabled). */
export function isItemAdded(items: readonly OrderItem[], itemId: string): boolean {
  return items.some((i) => i.item_id === itemId);
}

/** Add a hardware line with the picked quantity; adding the same item again changes nothing. */
export function addHardwareItem(
  items: readonly OrderItem[],
  hardware: HardwareItem,
  quantity: number,
  subframe: Subframe | null,
): OrderItem[] {
  if (isItemAdded(items, hardware.item_id)) return [...items];
  return [
    ...items,
    {
      id: hardware.item_id,
      brand: HARDWARE_BRAND,
      range: subframe ?? '',
      color: hardware.category_name,
      colorHex: '',
      boardType: hardware.name,
      quantity: clampQuantity(quantity),
      size: '',
      item_id: hardware.item_id,
      description: hardware.description,
    },
  ];
}

function changeQuantity(items: readonly OrderItem[], id: string, delta: number): OrderItem[] {
  return items.map((i) => (i.id === id ? { ...i, quantity: clampQuantity(i.quantity + delta) } : i));
}

/** A typed quantity, kept within 1..MAX_LINE_QUANTITY. */
export function setItemQuantity(items: readonly OrderItem[], id: string, quantity: number): OrderItem[] {
  return items.map((i) => (i.id === id ? { ...i, quantity: clampQuantity(quantity) } : i));
}

/** +1, up to MAX_LINE_QUANTITY. */
export function incrementItem(items: readonly OrderItem[], id: string): OrderItem[] {
  return changeQuantity(items, id, 1);
}

/** -1, never below 1 (remove the line instead). */
export function decrementItem(items: readonly OrderItem[], id: string): OrderItem[] {
  return changeQuantity(items, id, -1);
}

export function removeItem(items: readonly OrderItem[], id: string): OrderItem[] {
  return items.filter((i) => i.id !== id);
}

/** Total quantity of every line (the header badge). */
export function totalQuantity(items: readonly OrderItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

export function hasItems(items: readonly OrderItem[]): boolean {
  return items.length > 0;
}

/** Why the summary cannot be submitted (docs/product.md#order-wizard-steps): an order without a line; null once it has one. */
export function orderItemsProblem(items: readonly OrderItem[]): string | null {
  return hasItems(items) ? null : MESSAGES.orderHasNoItems;
}

/** Item ids of the board lines, for hardware suggestions. */
export function chosenBoardItemIds(items: readonly OrderItem[]): string[] {
  return items.filter((i) => !isHardwareLine(i)).map((i) => i.item_id);
}

/** Timber or metal subframes lead to the hardware step; none skips it. */
export function needsHardware(subframe: Subframe | null | undefined): boolean {
  return subframe === 'timber' || subframe === 'metal';
}

// ---- Delivery step ----

export interface DeliveryFields {
  deliveryMethod: DeliveryMethod | '' | null;
  deliveryStreetAddress: string;
  deliveryCityPostcode: string;
  pickupLocation: string;
  preferredDate: string;
}

/** Switching delivery method clears the other method's fields; pickup gets the fixed location. */
export function switchDeliveryMethod<T extends DeliveryFields>(fields: T, method: DeliveryMethod): T {
  if (fields.deliveryMethod === method) return fields;
  return method === 'pickup'
    ? { ...fields, deliveryMethod: method, deliveryStreetAddress: '', deliveryCityPostcode: '', pickupLocation: PICKUP_LOCATION.address }
    : { ...fields, deliveryMethod: method, pickupLocation: '' };
}

/** The pickup location an order carries: what was sent, else the fixed warehouse (docs/product.md#figures-and-limits). */
export function pickupAddress(location: string | null | undefined): string {
  return location?.trim() || PICKUP_LOCATION.address;
}

function blank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

/** The delivery step's fields a validation rule can fail on (the one the view then focuses). */
/** A delivery step field a refusal is about (poReference: docs/product.md#trade-accounts, checked by purchaseOrder.ts). */
export type DeliveryField = 'deliveryMethod' | 'preferredDate' | 'deliveryStreetAddress' | 'deliveryCityPostcode' | 'poReference';

export interface DeliveryProblem {
  field: DeliveryField;
  message: string;
}

/**
 * Delivery step validation (docs/product.md#validation-rules), first failing rule only: method, then date (required,
 * today or later in Australia/Melbourne), then both address fields for delivery, each with the field
 * it is about. Null when valid.
 */
export function deliveryProblem(
  fields: Pick<DeliveryFields, 'deliveryMethod' | 'preferredDate' | 'deliveryStreetAddress' | 'deliveryCityPostcode'>,
  now: Date = new Date(),
): DeliveryProblem | null {
  if (fields.deliveryMethod !== 'delivery' && fields.deliveryMethod !== 'pickup')
    return { field: 'deliveryMethod', message: MESSAGES.selectDeliveryMethod };
  if (blank(fields.preferredDate) || !isCalendarDateString(fields.preferredDate.trim()))
    return { field: 'preferredDate', message: MESSAGES.selectPreferredDate };
  if (!isTodayOrLater(fields.preferredDate.trim(), now)) return { field: 'preferredDate', message: MESSAGES.preferredDateNotPast };
  if (fields.deliveryMethod === 'delivery') {
    if (blank(fields.deliveryStreetAddress)) return { field: 'deliveryStreetAddress', message: MESSAGES.fillDeliveryAddress };
    if (blank(fields.deliveryCityPostcode)) return { field: 'deliveryCityPostcode', message: MESSAGES.fillDeliveryAddress };
  }
  return null;
}

/** The delivery step's validation message (docs/product.md#validation-rules), or null when valid. */
export function validateDelivery(
  fields: Pick<DeliveryFields, 'deliveryMethod' | 'preferredDate' | 'deliveryStreetAddress' | 'deliveryCityPostcode'>,
  now: Date = new Date(),
): string | null {
  return deliveryProblem(fields, now)?.message ?? null;
}

// ---- Payload ----

export interface OrderWizardData extends DeliveryFields {
  project?: string | null;
  orderItems: readonly OrderItem[];
  selectedSubframe: Subframe | null;
  notes: string;
}

/** The order create payload (docs/product.md#records-and-fields), as the zod schema parses it. */
export type OrderPayload = OrderCreate;

const SUBFRAME_NOTE_PREFIX = 'Selected subframe: ';

/** The notes value: the line "Selected subframe: X" joined to the user's notes by a newline. */
export function orderNotes(subframe: Subframe | null, notes: string): string {
  return `${SUBFRAME_NOTE_PREFIX}${subframe ?? 'none'}\n${notes.trim()}`;
}

export interface OrderNotesParts {
  /** The subframe the stored notes name, or null when their first line is not the subframe line (or names none we know). */
  subframe: Subframe | null;
  /** What the customer wrote: the stored notes without the subframe line. */
  customerNotes: string;
}

/** The stored notes taken apart again: the inverse of orderNotes, for showing the subframe and the customer's notes apart. */
export function splitOrderNotes(notes: string | null | undefined): OrderNotesParts {
  const text = notes ?? '';
  if (!text.startsWith(SUBFRAME_NOTE_PREFIX)) return { subframe: null, customerNotes: text.trim() };
  const end = text.indexOf('\n');
  const named = (end === -1 ? text : text.slice(0, end)).slice(SUBFRAME_NOTE_PREFIX.length).trim();
  const subframe = (SUBFRAME_OPTIONS as readonly string[]).includes(named) ? (named as Subframe) : null;
  return { subframe, customerNotes: end === -1 ? '' : text.slice(end + 1).trim() };
}

/** Build the order create payload. Call after validateDelivery passed: a missing method throws. */
export function buildOrderPayload(state: OrderWizardData): OrderPayload {
  const method = state.deliveryMethod;
  if (method !== 'delivery' && method !== 'pickup') throw new Error(MESSAGES.selectDeliveryMethod);
  const boards: BoardLine[] = state.orderItems
    .filter((i) => !isHardwareLine(i))
    .map((i) => ({
      brand: i.brand,
      range: i.range,
      type: i.boardType,
      colorId: '',
      colorName: i.color,
      size: i.size,
      quantity: i.quantity,
      item_id: i.item_id,
    }));
  const hardwareItems: HardwareLine[] = state.orderItems.filter(isHardwareLine).map((i) => ({
    name: i.boardType,
    description: i.description ?? '',
    category: HARDWARE_BRAND,
    quantity: i.quantity,
    item_id: i.item_id,
  }));
  const project = state.project?.trim();
  return {
    ...(project ? { project } : {}),
    boards,
    deliveryMethod: method,
    deliveryStreetAddress: method === 'delivery' ? state.deliveryStreetAddress.trim() : '',
    deliveryCityPostcode: method === 'delivery' ? state.deliveryCityPostcode.trim() : '',
    pickupLocation: method === 'pickup' ? pickupAddress(state.pickupLocation) : '',
    preferredDate: state.preferredDate.trim(),
    notes: orderNotes(state.selectedSubframe, state.notes),
    hardwareItems,
  };
}
