// Order wizard (docs/product.md#order-wizard, docs/product.md#order-wizard-state, docs/product.md#flows "Order
// wizard forward/back/other rules", docs/product.md#delivery-step, docs/product.md#calls, docs/product.md#error-messages).
// loading -> brand -> range -> color -> boardType (adds a line, back to color); side-panel Proceed ->
// subframe (with lines) or delivery (without); subframe -> hardware | delivery -> summary -> submitted.
// Order again (?reorder={id}): loading -> reordering (the order and today's hardware) -> subframe with
// the order's lines still in the catalogue (the ones gone are named) and its project, subframe, delivery
// and notes, all still changeable; only the date is chosen afresh (src/domain/reorder.ts).
// Order materials (?design={id}): loading -> designing (the saved design) -> subframe with the design's
// board lines in its project (src/domain/designOrder.ts), or the brand step saying to choose a colour.
// The rules themselves (lines, delivery validation, payload) are src/domain/orderPayload.ts.
import { assertEvent, assign, enqueueActions, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { MIN_LINE_QUANTITY, WIZARD_STEPS, type DeliveryMethod, type Subframe, type WizardStep } from '../src/domain/constants';
import { MESSAGES } from '../src/domain/messages';
import {
  configBoardTypes,
  configBrands,
  configColors,
  configRanges,
  firstSizeFor,
  type BoardConfig,
  type HardwareItem,
} from '../src/domain/catalogue';
import {
  addBoardItem,
  addHardwareItem,
  buildOrderPayload,
  clampQuantity,
  decrementItem,
  hasItems,
  setItemQuantity,
  incrementItem,
  isItemAdded,
  needsHardware,
  removeItem,
  switchDeliveryMethod,
  validateDelivery,
  deliveryProblem,
  type BoardSelection,
  type DeliveryField,
  type OrderItem,
  type OrderPayload,
} from '../src/domain/orderPayload';
import { pricesUpdatedResponse, type Order, type PricesUpdatedBody } from '../src/domain/schemas/orders';
import { mergePriceChanges, type PriceChange, type ShownPrices } from '../src/domain/priceChanges';
import type { Totals } from '../src/domain/money';
import type { Project } from '../src/domain/schemas/projects';
import { reorderFrom, type ReorderSource } from '../src/domain/reorder';
import { designOrderFrom, type DesignOrderSource } from '../src/domain/designOrder';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import { poProblem } from '../src/domain/purchaseOrder';
import { neededHardwareQuantity } from '../src/domain/hardwareNeeds';
import { errorOf, messageOr } from './errors';
import type { NoInput } from './auth.machine';

export interface OrderWizardContext {
  config: BoardConfig | null;
  loadError: string | undefined;
  selectedBrand: string | null;
  selectedRange: string | null;
  selectedColor: string | null;
  selectedSubframe: Subframe | null;
  orderItems: OrderItem[];
  /** Project id, or null for No Project Selected. */
  project: string | null;
  /** The project preselected by the URL (?project=), restored by Start Over. */
  presetProject: string | null;
  deliveryMethod: DeliveryMethod | '';
  deliveryStreetAddress: string;
  deliveryCityPostcode: string;
  pickupLocation: string;
  /** 'YYYY-MM-DD' */
  preferredDate: string;
  notes: string;
  /** Hardware quantity pickers by item id; absent means 1. */
  hardwareQuantities: Record<string, number>;
  /** Delivery step validation message (docs/product.md#validation-rules). */
  deliveryError: string | undefined;
  /** Submit failure: the server's message, else Failed to submit order. */
  submitError: string | undefined;
  /** The unit prices the summary showed when Submit was pressed, sent with the order (docs/product.md#catalogue). */
  shownPrices: ShownPrices | undefined;
  /** Prices updated: the server's prices that differ from what the page showed, and the order's new totals. */
  priceChanges: PriceChange[];
  repricedTotals: Totals | null;
  /** Order again: the id of the order repeated (null for a new order). */
  reorderId: string | null;
  /** Order again: the lines left out because their item is gone from the catalogue. */
  leftOut: string[];
  /** Order materials: the id of the saved design asked for (?design=). */
  designId: string | null;
  /** The design whose board lines are in the order (sent as designId); null once Start Over clears them. */
  design: { id: string; name: string } | null;
  /** Why the design's boards are not in the order (no colour chosen in it). */
  designNotice: string | undefined;
  /** Purchase order / job reference (docs/product.md#trade-accounts), typed on the delivery step. */
  poReference: string;
  /** The buyer's company requires a reference on every order. */
  poRequired: boolean;
  /** The preferred dates the calendar has checked against the warehouse's days, as `method|date`. */
  checkedDates: string[];
  /** The checked dates the calendar refuses, with its reason in the server's words, by `method|date`. */
  refusedDates: Readonly<Record<string, string>>;
  /** Continue was pressed while the chosen date was being checked: the step moves on once it is. */
  proceedWaiting: boolean;
}

export interface OrderWizardInput {
  /** ?project={id} */
  project?: string | null;
  /** ?reorder={id}: start from that order's lines, on the subframe step. */
  reorder?: string | null;
  /** ?design={id}: start from that saved design's board lines, on the subframe step. */
  design?: string | null;
  /** The buyer's company requires a purchase order / job reference. */
  poRequired?: boolean;
}

/**
 * What order again starts from: the order, today's hardware catalogue to check its hardware lines
 * against, and the viewer's projects (the order's project comes back only when it is one of them).
 */
export interface ReorderData {
  order: ReorderSource;
  hardwareItems: HardwareItem[];
  projects: readonly Pick<Project, 'id'>[];
}

export type DeliveryTextField = 'deliveryStreetAddress' | 'deliveryCityPostcode' | 'preferredDate' | 'notes' | 'poReference';

export type OrderWizardEvent =
  | { type: 'catalogue.retry' }
  | { type: 'brand.select'; brand: string }
  | { type: 'range.select'; range: string }
  | { type: 'color.select'; color: string }
  | { type: 'boardType.select'; boardType: string }
  | { type: 'subframe.select'; subframe: Subframe }
  /** Proceed: the side panel's button on steps 1-6, the hardware step's own, and the delivery step's Continue. */
  | { type: 'wizard.proceed' }
  | { type: 'wizard.back' }
  | { type: 'wizard.startOver' }
  | { type: 'item.increment'; id: string }
  | { type: 'item.decrement'; id: string }
  | { type: 'item.remove'; id: string }
  /** A quantity typed into a line's number input (kept within 1..MAX_LINE_QUANTITY). */
  | { type: 'item.quantity.set'; id: string; quantity: number }
  | { type: 'hardware.quantity.change'; itemId: string; quantity: number }
  | { type: 'hardware.add'; item: HardwareItem }
  /** Use the quantity the order's boards need (src/domain/hardwareNeeds.ts): the picker's, or the line's once added. */
  | { type: 'hardware.useSuggested'; itemId: string }
  | { type: 'delivery.method.select'; method: DeliveryMethod }
  | { type: 'delivery.field.change'; field: DeliveryTextField; value: string }
  | { type: 'project.select'; project: string | null }
  /** The calendar has the warehouse's answer for this date and method (marked or not). */
  | { type: 'delivery.date.checked'; value: string; method: DeliveryMethod | ''; refusal: string | null }
  /** shownPrices: the unit prices the summary shows, by item id (absent while it has none). */
  | { type: 'order.submit'; shownPrices?: ShownPrices };

function freshSelections(project: string | null) {
  return {
    selectedBrand: null,
    selectedRange: null,
    selectedColor: null,
    selectedSubframe: null,
    orderItems: [],
    project,
    deliveryMethod: '' as const,
    deliveryStreetAddress: '',
    deliveryCityPostcode: '',
    pickupLocation: '',
    preferredDate: '',
    notes: '',
    hardwareQuantities: {},
    deliveryError: undefined,
    submitError: undefined,
    shownPrices: undefined,
    priceChanges: [] as PriceChange[],
    repricedTotals: null,
    leftOut: [] as string[],
    design: null,
    designNotice: undefined,
    poReference: '',
    proceedWaiting: false,
  };
}

/** Quantity shown by a hardware item's picker. */
export function pickerQuantity(context: Pick<OrderWizardContext, 'hardwareQuantities'>, itemId: string): number {
  return context.hardwareQuantities[itemId] ?? MIN_LINE_QUANTITY;
}

/** The Added state of a hardware item's button (disabled). */
export function isHardwareAdded(context: Pick<OrderWizardContext, 'orderItems'>, itemId: string): boolean {
  return isItemAdded(context.orderItems, itemId);
}

/** The quantity of a hardware suggestion the order's boards need, or null when it is not counted from them. */
export function suggestedHardwareQuantity(context: Pick<OrderWizardContext, 'orderItems'>, itemId: string): number | null {
  return neededHardwareQuantity(context.orderItems, itemId);
}

const dateCheckKey = (method: DeliveryMethod | '', date: string) => `${method}|${date}`;

/**
 * The delivery step's refusal: the delivery fields first (docs/product.md#validation-rules), then the
 * calendar's refusal of the day (docs/product.md#delivery), then the purchase order reference.
 */
export function deliveryErrorOf(context: OrderWizardContext, now: Date = new Date()): string | null {
  return validateDelivery(context, now) ?? dayRefusalOf(context) ?? poProblem(context);
}

/** Why the calendar refuses the chosen date for the method (docs/product.md#delivery); null when it offers it or has not answered. */
function dayRefusalOf(context: Pick<OrderWizardContext, 'preferredDate' | 'deliveryMethod' | 'refusedDates'>): string | null {
  return context.refusedDates[dateCheckKey(context.deliveryMethod, context.preferredDate)] ?? null;
}

/**
 * After a refused Continue, an edit replaces the message with the next rule still broken (none once all
 * hold) instead of removing it: a date picker commits its value as it loses focus, so removing the
 * message under the pointer moved the Continue button away from the click that blurred it.
 */
function revisedDeliveryError(before: OrderWizardContext, after: OrderWizardContext): string | undefined {
  return before.deliveryError === undefined ? undefined : (deliveryErrorOf(after) ?? undefined);
}

/**
 * The chosen preferred date is still being checked against the warehouse's days for the chosen method
 * (docs/product.md#delivery: the calendar marks the days it cannot serve). Until it is, Continue waits: a
 * customer on a slow connection must not reach the summary before the calendar says the day is marked.
 */
export function isCheckingDate(context: Pick<OrderWizardContext, 'preferredDate' | 'deliveryMethod' | 'checkedDates'>): boolean {
  const { preferredDate, deliveryMethod } = context;
  return preferredDate !== '' && deliveryMethod !== '' && !context.checkedDates.includes(dateCheckKey(deliveryMethod, preferredDate));
}

/** The field a refused Continue on the delivery step is about (the view moves focus there); null when none was refused. */
export function deliveryErrorFieldOf(
  state: Pick<SnapshotFrom<typeof orderWizardMachine>, 'matches' | 'context'>,
  now: Date = new Date(),
): DeliveryField | null {
  if (!state.matches({ ordering: 'delivery' }) || !state.context.deliveryError) return null;
  const { context } = state;
  return deliveryProblem(context, now)?.field ?? (dayRefusalOf(context) ? 'preferredDate' : poProblem(context) ? 'poReference' : null);
}

/** The line a board type adds: the first size found for the chosen brand, range and colour; null if there is none. */
function boardLineFor(context: OrderWizardContext, boardType: string): BoardSelection | null {
  const { config, selectedBrand: brand, selectedRange: range, selectedColor: color } = context;
  if (!config || !brand || !range || !color || !configBoardTypes(config, brand, range, color).includes(boardType)) return null;
  const first = firstSizeFor(config, brand, range, boardType, color);
  return first && { brand, range, color, boardType, ...first };
}

/** The order create payload; an order whose boards came from a design names it, and it says which prices its summary showed. */
export function orderPayloadOf(context: OrderWizardContext): OrderPayload {
  const payload = buildOrderPayload(context);
  const po = context.poReference.trim();
  return {
    ...payload,
    ...(context.design ? { designId: context.design.id } : {}),
    ...(po ? { poReference: po } : {}),
    ...(context.shownPrices ? { shownPrices: { ...context.shownPrices } } : {}),
  };
}

/** The body of a 409 Prices updated answer (docs/product.md#catalogue), or null for any other failure. */
export function pricesUpdatedOf(error: unknown): PricesUpdatedBody | null {
  if (typeof error !== 'object' || error === null || (error as { status?: unknown }).status !== 409) return null;
  const parsed = pricesUpdatedResponse.safeParse((error as { body?: unknown }).body);
  return parsed.success ? parsed.data : null;
}

export const orderWizardMachine = setup({
  types: {
    context: {} as OrderWizardContext,
    events: {} as OrderWizardEvent,
    input: {} as OrderWizardInput,
  },
  actors: {
    // Provided by the app: GET /api/inventory/board-config (with docs/product.md#calls fallbacks).
    loadBoardConfig: fromPromise<BoardConfig, NoInput>(async () => {
      throw new Error('loadBoardConfig is provided by the app');
    }),
    // Provided by the app: GET /api/orders/{id}, GET /api/inventory/hardware-items and GET /api/projects.
    loadReorder: fromPromise<ReorderData, { orderId: string }>(async () => {
      throw new Error('loadReorder is provided by the app');
    }),
    // Provided by the app: GET /api/designs/{id}.
    loadDesign: fromPromise<DesignOrderSource, { designId: string }>(async () => {
      throw new Error('loadDesign is provided by the app');
    }),
    // Provided by the app: POST /api/orders.
    submitOrder: fromPromise<Order, OrderPayload>(async () => {
      throw new Error('submitOrder is provided by the app');
    }),
  },
  guards: {
    brandExists: ({ context, event }) => {
      assertEvent(event, 'brand.select');
      return !!context.config && configBrands(context.config).includes(event.brand);
    },
    rangeExists: ({ context, event }) => {
      assertEvent(event, 'range.select');
      return !!context.config && !!context.selectedBrand && configRanges(context.config, context.selectedBrand).includes(event.range);
    },
    colorExists: ({ context, event }) => {
      assertEvent(event, 'color.select');
      const { config, selectedBrand: brand, selectedRange: range } = context;
      return !!config && !!brand && !!range && configColors(config, brand, range).includes(event.color);
    },
    boardTypeAvailable: ({ context, event }) => {
      assertEvent(event, 'boardType.select');
      return boardLineFor(context, event.boardType) !== null;
    },
    /** The order has a line: Proceed from steps 1-4 goes to subframe, and the summary may be submitted. */
    hasItems: ({ context }) => hasItems(context.orderItems),
    /** The server's prices differ from what the summary showed (docs/product.md#catalogue): nothing was placed. */
    pricesWereUpdated: (_, error: unknown) => pricesUpdatedOf(error) !== null,
    isReorder: ({ context }) => context.reorderId !== null,
    isDesignOrder: ({ context }) => context.designId !== null,
    /** The design has a colour and a layout whose boards today's catalogue still has. */
    designHasBoards: ({ context }, design: DesignOrderSource) => designOrderFrom(design, context.config ?? {}).ok,
    /** Lines to go back to colours for: a range is chosen (order again may bring only hardware). */
    hasItemsInRange: ({ context }) => hasItems(context.orderItems) && context.selectedRange !== null,
    /** The subframe being chosen is timber or metal. */
    choosesHardwareSubframe: ({ event }) => {
      assertEvent(event, 'subframe.select');
      return needsHardware(event.subframe);
    },
    /** The chosen subframe is timber or metal. */
    needsHardware: ({ context }) => needsHardware(context.selectedSubframe),
    hasSubframe: ({ context }) => context.selectedSubframe !== null,
    isLineAboveMinimum: ({ context, event }) => {
      assertEvent(event, 'item.decrement');
      return context.orderItems.some((i) => i.id === event.id && i.quantity > MIN_LINE_QUANTITY);
    },
    hasLine: ({ context, event }) => {
      assertEvent(event, ['item.increment', 'item.remove', 'item.quantity.set']);
      return context.orderItems.some((i) => i.id === event.id);
    },
    hasSuggestedQuantity: ({ context, event }) => {
      assertEvent(event, 'hardware.useSuggested');
      return suggestedHardwareQuantity(context, event.itemId) !== null;
    },
    hardwareNotAdded: ({ context, event }) => {
      assertEvent(event, 'hardware.add');
      return !isItemAdded(context.orderItems, event.item.item_id);
    },
    deliveryIsValid: ({ context }) => deliveryErrorOf(context) === null,
    isCheckingDate: ({ context }) => isCheckingDate(context),
    /** A check the wizard did not know yet (the calendar reports its answer again on each render of it). */
    isNewDateCheck: ({ context, event }) => {
      assertEvent(event, 'delivery.date.checked');
      return !context.checkedDates.includes(dateCheckKey(event.method, event.value));
    },
  },
  actions: {
    // Provided by the app: navigate to /orders after a successful submission (docs/product.md#screens-and-routes).
    navigateToOrders: (_, _order: Order) => {},
    storeBoardConfig: assign({ config: (_, config: BoardConfig) => config, loadError: undefined }),
    /** What could not be loaded (the catalogue, the order to repeat, the design), shown with Retry. */
    showLoadError: assign({ loadError: (_, message: string) => message }),
    /** Order again: the order's lines still in the catalogue, its subframe, project, delivery and notes (src/domain/reorder.ts). */
    startFromOrder: assign(({ context }, data: ReorderData) => {
      const r = reorderFrom(data.order, context.config ?? {}, data.hardwareItems, data.projects);
      return {
        orderItems: r.items,
        leftOut: r.leftOut,
        selectedSubframe: r.subframe,
        selectedBrand: r.brand,
        selectedRange: r.range,
        project: r.project,
        deliveryMethod: r.deliveryMethod,
        deliveryStreetAddress: r.deliveryStreetAddress,
        deliveryCityPostcode: r.deliveryCityPostcode,
        pickupLocation: r.pickupLocation,
        notes: r.notes,
      };
    }),
    /** Order materials: the design's board lines, in the design's project (src/domain/designOrder.ts). */
    startFromDesign: assign(({ context }, design: DesignOrderSource) => {
      const d = designOrderFrom(design, context.config ?? {});
      if (!d.ok) return {};
      return {
        orderItems: d.items,
        selectedBrand: d.brand,
        selectedRange: d.range,
        project: d.project,
        presetProject: d.project,
        design: d.design,
        selectedSubframe: d.subframe,
      };
    }),
    noteDesignNeedsColour: assign({ designNotice: DESIGN_TEXTS.needsColour }),
    incrementLine: assign(({ context, event }) => {
      assertEvent(event, 'item.increment');
      return { orderItems: incrementItem(context.orderItems, event.id) };
    }),
    decrementLine: assign(({ context, event }) => {
      assertEvent(event, 'item.decrement');
      return { orderItems: decrementItem(context.orderItems, event.id) };
    }),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, 'item.remove');
      return { orderItems: removeItem(context.orderItems, event.id) };
    }),
    setLineQuantity: assign(({ context, event }) => {
      assertEvent(event, 'item.quantity.set');
      return { orderItems: setItemQuantity(context.orderItems, event.id, event.quantity) };
    }),
    selectBrand: assign(({ event }) => {
      assertEvent(event, 'brand.select');
      return { selectedBrand: event.brand };
    }),
    selectRange: assign(({ event }) => {
      assertEvent(event, 'range.select');
      return { selectedRange: event.range };
    }),
    selectColor: assign(({ event }) => {
      assertEvent(event, 'color.select');
      return { selectedColor: event.color };
    }),
    clearBrand: assign({ selectedBrand: null }),
    clearRange: assign({ selectedRange: null }),
    clearColor: assign({ selectedColor: null }),
    /** Start Over: every choice and line goes, the project goes back to the one the URL chose. */
    startOver: assign(({ context }) => freshSelections(context.presetProject)),
    /** Adds one board of the first size found for the combination; the colour is chosen afresh. */
    addBoardLine: assign(({ context, event }) => {
      assertEvent(event, 'boardType.select');
      const line = boardLineFor(context, event.boardType);
      return { orderItems: line ? addBoardItem(context.orderItems, line) : context.orderItems, selectedColor: null };
    }),
    selectSubframe: assign(({ event }) => {
      assertEvent(event, 'subframe.select');
      return { selectedSubframe: event.subframe };
    }),
    setHardwareQuantity: assign(({ context, event }) => {
      assertEvent(event, 'hardware.quantity.change');
      return { hardwareQuantities: { ...context.hardwareQuantities, [event.itemId]: clampQuantity(event.quantity) } };
    }),
    /** The boards' quantity goes into the picker (Add still adds it), or onto the line already added. */
    useSuggestedQuantity: assign(({ context, event }) => {
      assertEvent(event, 'hardware.useSuggested');
      const quantity = clampQuantity(suggestedHardwareQuantity(context, event.itemId) ?? MIN_LINE_QUANTITY);
      const line = context.orderItems.find((i) => i.item_id === event.itemId);
      if (line) return { orderItems: setItemQuantity(context.orderItems, line.id, quantity) };
      return { hardwareQuantities: { ...context.hardwareQuantities, [event.itemId]: quantity } };
    }),
    /** Adds with the picked quantity; the picker goes back to 1 and the button reads Added. */
    addHardwareLine: assign(({ context, event }) => {
      assertEvent(event, 'hardware.add');
      const { [event.item.item_id]: picked, ...rest } = context.hardwareQuantities;
      return {
        orderItems: addHardwareItem(context.orderItems, event.item, picked ?? MIN_LINE_QUANTITY, context.selectedSubframe),
        hardwareQuantities: rest,
      };
    }),
    /** Switching method clears the other method's fields (domain switchDeliveryMethod). */
    selectDeliveryMethod: assign(({ context, event }) => {
      assertEvent(event, 'delivery.method.select');
      const next = { ...context, ...switchDeliveryMethod(context, event.method) };
      return { ...next, deliveryError: revisedDeliveryError(context, next) };
    }),
    changeDeliveryField: assign(({ context, event }) => {
      assertEvent(event, 'delivery.field.change');
      const next = { ...context, [event.field]: event.value };
      return { [event.field]: event.value, deliveryError: revisedDeliveryError(context, next) };
    }),
    selectProject: assign(({ event }) => {
      assertEvent(event, 'project.select');
      return { project: event.project };
    }),
    clearDeliveryError: assign({ deliveryError: undefined, proceedWaiting: false }),
    waitForDateCheck: assign({ proceedWaiting: true, deliveryError: undefined }),
    stopWaiting: assign({ proceedWaiting: false }),
    storeDateCheck: assign(({ context, event }) => {
      assertEvent(event, 'delivery.date.checked');
      const key = dateCheckKey(event.method, event.value);
      const next = {
        ...context,
        checkedDates: [...context.checkedDates, key],
        refusedDates: event.refusal ? { ...context.refusedDates, [key]: event.refusal } : context.refusedDates,
      };
      // A refusal already shown follows what is now known of the day.
      return { checkedDates: next.checkedDates, refusedDates: next.refusedDates, deliveryError: revisedDeliveryError(context, next) };
    }),
    /** The Continue pressed while the date was checked goes on now that it is. */
    proceedIfWaiting: enqueueActions(({ context, enqueue }) => {
      if (context.proceedWaiting && !isCheckingDate(context)) enqueue.raise({ type: 'wizard.proceed' });
    }),
    /** The delivery step's message for the first rule broken (docs/product.md#validation-rules). */
    showDeliveryError: assign({ deliveryError: ({ context }) => deliveryErrorOf(context) ?? undefined, proceedWaiting: false }),
    clearSubmitError: assign({ submitError: undefined }),
    /** What the summary showed goes with the order (the server compares it with what it charges). */
    storeShownPrices: assign(({ event }) => {
      assertEvent(event, 'order.submit');
      return { shownPrices: event.shownPrices };
    }),
    /** The server's prices replace the ones shown; the summary re-prices from them and Submit sends them. */
    storePriceChanges: assign(({ context }, error: unknown) => {
      const update = pricesUpdatedOf(error)!;
      const { changes, ...totals } = update;
      return { priceChanges: mergePriceChanges(context.priceChanges, changes), repricedTotals: totals };
    }),
    // Provided by the app: the page's catalogue reads are refreshed.
    refreshPrices: (_, _params: undefined) => {},
    showSubmitError: assign({ submitError: (_, error: unknown) => messageOr(error, MESSAGES.orderSubmitFailed) }),
  },
}).createMachine({
  id: 'orderWizard',
  context: ({ input }) => ({
    config: null,
    loadError: undefined,
    presetProject: input.project ?? null,
    reorderId: input.reorder ?? null,
    designId: input.design ?? null,
    poRequired: input.poRequired ?? false,
    checkedDates: [],
    refusedDates: {},
    ...freshSelections(input.project ?? null),
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBoardConfig',
        src: 'loadBoardConfig',
        input: () => ({}),
        onDone: [
          { guard: 'isReorder', target: 'reordering', actions: { type: 'storeBoardConfig', params: ({ event }) => event.output } },
          { guard: 'isDesignOrder', target: 'designing', actions: { type: 'storeBoardConfig', params: ({ event }) => event.output } },
          { target: 'ordering', actions: { type: 'storeBoardConfig', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showLoadError', params: MESSAGES.boardConfigLoadFailed } },
      },
    },
    // Order again: the order's lines found in today's catalogue, on the subframe step (brand when none is left).
    reordering: {
      invoke: {
        id: 'loadReorder',
        src: 'loadReorder',
        input: ({ context }) => ({ orderId: context.reorderId ?? '' }),
        onDone: {
          target: 'ordering.subframe',
          actions: { type: 'startFromOrder', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: { type: 'showLoadError', params: MESSAGES.reorderLoadFailed } },
      },
    },
    // Order materials: the design's board lines on the subframe step, in the design's project; a design
    // without a colour opens the brand step saying so.
    designing: {
      invoke: {
        id: 'loadDesign',
        src: 'loadDesign',
        input: ({ context }) => ({ designId: context.designId ?? '' }),
        onDone: [
          {
            guard: { type: 'designHasBoards', params: ({ event }) => event.output },
            target: 'ordering.subframe',
            actions: { type: 'startFromDesign', params: ({ event }) => event.output },
          },
          { target: 'ordering', actions: 'noteDesignNeedsColour' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showLoadError', params: DESIGN_TEXTS.loadForOrderFailed } },
      },
    },
    // Alert with Retry (and a Back to Dashboard link in the view).
    loadFailed: {
      on: { 'catalogue.retry': 'loading' },
    },
    // Steps 1-7: the side Order Summary panel is shown, and its lines can be edited on every one of them.
    ordering: {
      initial: 'choosing',
      on: {
        'item.increment': { guard: 'hasLine', actions: 'incrementLine' },
        'item.decrement': { guard: 'isLineAboveMinimum', actions: 'decrementLine' },
        'item.remove': { guard: 'hasLine', actions: 'removeLine' },
        'item.quantity.set': { guard: 'hasLine', actions: 'setLineQuantity' },
      },
      states: {
        // Steps 1-4, whose side-panel Proceed goes on to the subframe with lines, else to delivery.
        choosing: {
          initial: 'brand',
          on: {
            'wizard.proceed': [{ guard: 'hasItems', target: 'subframe' }, { target: 'delivery' }],
          },
          states: {
            brand: {
              on: {
                'brand.select': { guard: 'brandExists', target: 'range', actions: 'selectBrand' },
              },
            },
            range: {
              on: {
                'range.select': { guard: 'rangeExists', target: 'color', actions: 'selectRange' },
                'wizard.back': { target: 'brand', actions: 'clearBrand' },
              },
            },
            color: {
              on: {
                'color.select': { guard: 'colorExists', target: 'boardType', actions: 'selectColor' },
                'wizard.back': { target: 'range', actions: 'clearRange' },
                'wizard.startOver': { target: 'brand', actions: 'startOver' },
              },
            },
            boardType: {
              on: {
                // Adds one board of the first size found for the combination, then back to colours.
                'boardType.select': { guard: 'boardTypeAvailable', target: 'color', actions: 'addBoardLine' },
                'wizard.back': { target: 'color', actions: 'clearColor' },
              },
            },
          },
        },
        subframe: {
          on: {
            'subframe.select': [
              { guard: 'choosesHardwareSubframe', target: 'hardware', actions: 'selectSubframe' },
              { target: 'delivery', actions: 'selectSubframe' },
            ],
            // With a subframe already chosen (after coming back), Proceed keeps it.
            'wizard.proceed': [
              { guard: 'needsHardware', target: 'hardware' },
              { guard: 'hasSubframe', target: 'delivery' },
            ],
            'wizard.back': [{ guard: 'hasItemsInRange', target: 'choosing.color' }, { target: 'choosing.brand' }],
          },
        },
        hardware: {
          on: {
            'hardware.quantity.change': { actions: 'setHardwareQuantity' },
            'hardware.add': { guard: 'hardwareNotAdded', actions: 'addHardwareLine' },
            'hardware.useSuggested': { guard: 'hasSuggestedQuantity', actions: 'useSuggestedQuantity' },
            'wizard.proceed': 'delivery',
            'wizard.back': 'subframe',
          },
        },
        delivery: {
          on: {
            'delivery.method.select': { actions: 'selectDeliveryMethod' },
            'delivery.field.change': { actions: 'changeDeliveryField' },
            'project.select': { actions: 'selectProject' },
            'delivery.date.checked': { guard: 'isNewDateCheck', actions: ['storeDateCheck', 'proceedIfWaiting'] },
            // A refusal is shown at once; a valid form whose date is still being checked waits for it.
            'wizard.proceed': [
              { guard: not('deliveryIsValid'), actions: 'showDeliveryError' },
              { guard: 'isCheckingDate', actions: 'waitForDateCheck' },
              { target: '#orderWizard.summary', actions: 'clearDeliveryError' },
            ],
            'wizard.back': [
              { guard: 'needsHardware', target: 'hardware', actions: 'stopWaiting' },
              { target: 'subframe', actions: 'stopWaiting' },
            ],
          },
        },
      },
    },
    // An order without a line cannot be submitted (docs/product.md#order-wizard-steps): the summary says so
    // (orderItemsProblem) and Submit Order, which reads snapshot.can(order.submit), is disabled. Back to the
    // delivery step clears a refusal: the summary opens afresh once what caused it is changed.
    summary: {
      initial: 'reviewing',
      states: {
        reviewing: {
          on: {
            'order.submit': { guard: 'hasItems', target: 'submitting', actions: ['clearSubmitError', 'storeShownPrices'] },
            'wizard.back': { target: '#orderWizard.ordering.delivery', actions: 'clearSubmitError' },
          },
        },
        // Prices updated (docs/product.md#catalogue): the summary lists each change and the new total, priced from
        // the server's answer; Submit places the order at those prices.
        pricesUpdated: {
          on: {
            'order.submit': { guard: 'hasItems', target: 'submitting', actions: ['clearSubmitError', 'storeShownPrices'] },
            'wizard.back': { target: '#orderWizard.ordering.delivery', actions: 'clearSubmitError' },
          },
        },
        // Submit Order is disabled while this runs.
        submitting: {
          invoke: {
            id: 'submitOrder',
            src: 'submitOrder',
            input: ({ context }) => orderPayloadOf(context),
            onDone: { target: '#orderWizard.submitted', actions: { type: 'navigateToOrders', params: ({ event }) => event.output } },
            // The summary stays open with an alert: Prices updated with the new figures, or why it failed.
            onError: [
              {
                guard: { type: 'pricesWereUpdated', params: errorOf },
                target: 'pricesUpdated',
                actions: [{ type: 'storePriceChanges', params: errorOf }, 'refreshPrices'],
              },
              { target: 'reviewing', actions: { type: 'showSubmitError', params: errorOf } },
            ],
          },
        },
      },
    },
    submitted: { type: 'final' },
  },
});

type Matches = Pick<SnapshotFrom<typeof orderWizardMachine>, 'matches'>;

/** The state of each wizard step (1-8, in order). */
export const WIZARD_STEP_STATES: Record<WizardStep, Parameters<Matches['matches']>[0]> = {
  brand: { ordering: { choosing: 'brand' } },
  range: { ordering: { choosing: 'range' } },
  color: { ordering: { choosing: 'color' } },
  boardType: { ordering: { choosing: 'boardType' } },
  subframe: { ordering: 'subframe' },
  hardware: { ordering: 'hardware' },
  delivery: { ordering: 'delivery' },
  summary: 'summary',
};

/** The wizard step (1-8) of a snapshot, or undefined while loading / after submission. */
export function wizardStep(state: Matches): WizardStep | undefined {
  return WIZARD_STEPS.find((s) => state.matches(WIZARD_STEP_STATES[s]));
}

export function wizardStepNumber(state: Matches): number | undefined {
  const step = wizardStep(state);
  return step ? WIZARD_STEPS.indexOf(step) + 1 : undefined;
}

/** The side Order Summary panel is hidden on the summary step; its Proceed is hidden on delivery. */
export function sidePanelVisibility(state: Matches): { panel: boolean; proceed: boolean } {
  const step = wizardStep(state);
  const panel = step !== undefined && step !== 'summary';
  return { panel, proceed: panel && step !== 'delivery' };
}
