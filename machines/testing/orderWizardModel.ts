// The orderWizard machine's path models, shared by its generated path tests (orderWizard.test.ts)
// and the Playwright walk of the real wizard (tests/e2e/portal.wizard-model.spec.ts). Four models
// keep each graph small: steps 1-5 with lines and the catalogue load, the hardware step, the
// delivery form with the summary and submission, order again up to the subframe step, and order
// materials from a saved design (with its boards, or without a colour). The fixture says which catalogue slice and values
// the events use, and what the page cannot do that the machine can (a past date, hardware with no boards).
import type { SnapshotFrom } from 'xstate';
import { configBrands, configRanges, firstSizeFor, sizeLength, type BoardConfig, type HardwareItem } from '../../src/domain/catalogue';
import type { Design } from '../../src/domain/schemas/designs';
import { HARDWARE_BRAND, type WizardStep } from '../../src/domain/constants';
import type { Order } from '../../src/domain/schemas/orders';
import {
  isCheckingDate,
  orderWizardMachine,
  pickerQuantity,
  suggestedHardwareQuantity,
  wizardStep,
  type DeliveryTextField,
  type OrderWizardEvent,
  type ReorderData,
} from '../orderWizard.machine';
import type { InternalEvent, PathModel } from './pathTesting';

type Snap = SnapshotFrom<typeof orderWizardMachine>;
type Ev = OrderWizardEvent | InternalEvent;
type OrderWizardModel = PathModel<typeof orderWizardMachine>;

interface OrderWizardFixture {
  /** A catalogue with WoodEvo / HOME / Grooved / Barossa. */
  config: BoardConfig;
  /** A hardware item suggested for those boards. */
  hardware: HardwareItem;
  /** 'YYYY-MM-DD' after today. */
  futureDate: string;
  /** 'YYYY-MM-DD' before today, typed before the future date; absent where it cannot be chosen (the page's date picker). */
  pastDate?: string;
  /** The project id chosen on the delivery step. */
  project: string;
  /** How many boards (summed quantities) the steps model may reach by adding lines (each one more multiplies the graph). */
  maxBoards: number;
  /** The steps model also walks on from the hardware and delivery steps (the hardware and delivery models walk them anyway). */
  navigationPastSubframe: boolean;
  /** The hardware picker and Add exist only while the order has boards (the page lists suggestions for boards). */
  suggestionsNeedBoards: boolean;
}

export const CREATED_ORDER = { id: 'o-1' } as Order;
const SERVER_REFUSAL = { status: 422, message: 'Barossa is out of stock for that date' };
/** The server charges more than the summary showed (docs/product.md#catalogue): nothing was placed. */
export const PRICES_UPDATED_REFUSAL = {
  status: 409,
  message: 'Prices updated',
  body: {
    message: 'Prices updated',
    changes: [{ itemId: 'screws-1', name: 'Screws', was: 4990, now: 5490, retailCents: 5490 }],
    subtotalCents: 10980,
    gstCents: 1098,
    totalCents: 12078,
  },
};

/** The order repeated by the order-again model. */
export const REORDER_ID = '5e0f3c2a-8b1d-4c6e-9a7f-0d2b4e6f8a1c';
/** What the repeated order had besides its lines: carried into the new one. */
export const REORDER_DELIVERY = {
  project: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  deliveryMethod: 'delivery',
  deliveryStreetAddress: '12 Bay Road',
  deliveryCityPostcode: 'Sandringham 3191',
  pickupLocation: '',
} as const;

/**
 * The order the order-again model repeats: the fixture's first board (2 of them) and its hardware,
 * plus a board and a hardware item the catalogue no longer has (left out).
 */
export function reorderData(f: Pick<OrderWizardFixture, 'config' | 'hardware'>): ReorderData {
  const brand = configBrands(f.config)[0];
  const range = configRanges(f.config, brand)[0];
  const [type, colors] = Object.entries(f.config[brand][range])[0];
  const color = Object.keys(colors)[0];
  const size = firstSizeFor(f.config, brand, range, type, color)!;
  return {
    order: {
      ...REORDER_DELIVERY,
      boards: [
        { brand, range, type, colorName: color, size: size.size, quantity: 2, item_id: size.item_id },
        { brand, range, type, colorName: 'Discontinued Teak', size: size.size, quantity: 5, item_id: 'gone-board' },
      ],
      hardwareItems: [
        { name: f.hardware.name, description: f.hardware.description, category: HARDWARE_BRAND, quantity: 1, item_id: f.hardware.item_id },
        { name: 'Discontinued Screws', description: '', category: HARDWARE_BRAND, quantity: 1, item_id: 'gone-hardware' },
      ],
      notes: 'Selected subframe: timber\nSide gate',
    },
    hardwareItems: [f.hardware],
    // The viewer's own order, in one of their projects: the project comes back.
    projects: [{ id: REORDER_DELIVERY.project }],
  };
}

/** The saved design the order-materials model orders from. */
export const DESIGN_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** The project it is saved in (preselected by the wizard). */
export const DESIGN_PROJECT_ID = '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9';

/**
 * The design ordered from: the fixture's first colour, 12 boards of its longest stock length by the
 * board layout; with `colour: false`, the same drawing before a colour was chosen (no layout).
 */
export function designData(f: Pick<OrderWizardFixture, 'config'>, colour = true): Design {
  const brand = configBrands(f.config)[0];
  const range = configRanges(f.config, brand)[0];
  const [type, colors] = Object.entries(f.config[brand][range])[0];
  const size = firstSizeFor(f.config, brand, range, type, Object.keys(colors)[0])!;
  const at = '2026-11-20T01:00:00.000Z';
  const spec = { deckArea: 12, deckBoards: 17, clipBoxes: 3, subframeMaterials: { joists: 8, bearers: 3, screws: 300 } };
  const layout = {
    boards: [{ lengthMm: sizeLength(size.size), itemId: size.item_id, count: 12 }],
    joistMetres: 24,
    clips: 180,
    clipBoxes: 2,
    wastePercent: 8,
    overlaps: [],
  };
  const square = [
    { x: 0, y: 0 },
    { x: 4000, y: 0 },
    { x: 4000, y: 3000 },
    { x: 0, y: 3000 },
  ];
  return {
    id: DESIGN_ID,
    name: 'Back deck',
    projectId: DESIGN_PROJECT_ID,
    projectName: 'Model walk project',
    version: 1,
    drawing: { shapes: [{ id: 's1', points: square }], brand, colorItemId: colour ? size.item_id : null, boardDirection: 'horizontal' },
    figures: { spec, layout: colour ? layout : null },
    share: null,
    createdAt: at,
    updatedAt: at,
  };
}

const loadFailure: Ev[] = [{ type: 'xstate.error.actor.loadBoardConfig', error: { status: 503 } }, { type: 'catalogue.retry' }];

const boardLines = (s: Snap) => s.context.orderItems.filter((i) => i.brand !== HARDWARE_BRAND);
export const boardLineCount = (s: Snap) => boardLines(s).length;
const boardCount = (s: Snap) => boardLines(s).reduce((n, i) => n + i.quantity, 0);
const at = (s: Snap, step: WizardStep) => wizardStep(s) === step;

export function orderWizardModels(f: OrderWizardFixture): OrderWizardModel[] {
  const loaded: Ev = { type: 'xstate.done.actor.loadBoardConfig', output: f.config };
  const loadEvents = [loaded, ...loadFailure];

  function lineEdits(s: Snap, index = 0): OrderWizardEvent[] {
    const line = s.context.orderItems[index];
    if (!line) return [];
    return [
      ...(line.quantity < 2 ? [{ type: 'item.increment' as const, id: line.id }] : []),
      ...(line.quantity === 2 ? [{ type: 'item.quantity.set' as const, id: line.id, quantity: 1 }] : []),
      { type: 'item.decrement', id: line.id },
      { type: 'item.remove', id: line.id },
    ];
  }

  /** Fixed route to a step with one board line: the regions below vary freely only where they start. */
  function routeTo(s: Snap, subframes: ('timber' | 'none')[]): Ev[] {
    if (s.matches('loading')) return [loaded];
    if (at(s, 'brand')) return [{ type: 'brand.select', brand: 'WoodEvo' }];
    if (at(s, 'range')) return [{ type: 'range.select', range: 'HOME' }];
    if (at(s, 'color')) return [boardLineCount(s) > 0 ? { type: 'wizard.proceed' } : { type: 'color.select', color: 'Barossa' }];
    if (at(s, 'boardType')) return [{ type: 'boardType.select', boardType: 'Grooved' }];
    if (at(s, 'subframe')) return subframes.map((subframe) => ({ type: 'subframe.select' as const, subframe }));
    return [];
  }

  /** Steps 1-5: forward/back rules, Start Over, line edits, the catalogue load and Retry. */
  function navigationEvents(s: Snap): Ev[] {
    const pastSubframe = at(s, 'hardware') || at(s, 'delivery');
    if (pastSubframe && !f.navigationPastSubframe) return [];
    return [
      ...loadEvents,
      { type: 'brand.select', brand: 'WoodEvo' },
      { type: 'range.select', range: 'HOME' },
      { type: 'color.select', color: 'Barossa' },
      ...(boardCount(s) < f.maxBoards ? [{ type: 'boardType.select' as const, boardType: 'Grooved' }] : []),
      { type: 'subframe.select', subframe: 'timber' },
      { type: 'subframe.select', subframe: 'none' },
      { type: 'wizard.proceed' },
      { type: 'wizard.back' },
      { type: 'wizard.startOver' },
      ...(pastSubframe ? [] : lineEdits(s)),
    ];
  }

  /** The hardware step: picker, Add / Added, lines edited there, its ways in and out. */
  function hardwareEvents(s: Snap): Ev[] {
    if (at(s, 'hardware')) {
      const offered = !f.suggestionsNeedBoards || boardLineCount(s) > 0;
      const id = f.hardware.item_id;
      return [
        ...(offered && pickerQuantity(s.context, id) === 1 ? [{ type: 'hardware.quantity.change' as const, itemId: id, quantity: 3 }] : []),
        ...(offered ? [{ type: 'hardware.add' as const, item: f.hardware }] : []),
        // Use {n}: the boards' quantity into the picker, once from the picker's 1 (src/domain/hardwareNeeds.ts).
        ...(offered && pickerQuantity(s.context, id) === 1 && suggestedHardwareQuantity(s.context, id) !== null
          ? [{ type: 'hardware.useSuggested' as const, itemId: id }]
          : []),
        ...lineEdits(s, s.context.orderItems.length - 1),
        { type: 'wizard.proceed' },
        { type: 'wizard.back' },
      ];
    }
    if (at(s, 'delivery')) return [{ type: 'wizard.back' }, ...lineEdits(s, s.context.orderItems.length - 1)];
    if (at(s, 'subframe')) return [...routeTo(s, ['timber']), { type: 'wizard.proceed' }];
    return routeTo(s, ['timber']);
  }

  /** Delivery form, its validation messages, method switching, summary and the submission outcomes. */
  function deliveryEvents(s: Snap): Ev[] {
    const c = s.context;
    if (at(s, 'hardware')) return [{ type: 'wizard.proceed' }];
    if (at(s, 'summary')) {
      return [
        { type: 'order.submit' },
        { type: 'wizard.back' },
        { type: 'xstate.done.actor.submitOrder', output: CREATED_ORDER },
        { type: 'xstate.error.actor.submitOrder', error: SERVER_REFUSAL },
        { type: 'xstate.error.actor.submitOrder', error: PRICES_UPDATED_REFUSAL },
        { type: 'xstate.error.actor.submitOrder', error: new TypeError('Failed to fetch') },
      ];
    }
    // Back from delivery lands on a subframe already chosen: Proceed keeps it.
    if (at(s, 'subframe') && c.selectedSubframe !== null) return [...routeTo(s, ['timber', 'none']), { type: 'wizard.proceed' }];
    if (!at(s, 'delivery')) return routeTo(s, ['timber', 'none']);
    // One walk through the form: method, address, date (past where it can be chosen, then future), notes, project, switching.
    const events: OrderWizardEvent[] = [{ type: 'wizard.proceed' }, { type: 'wizard.back' }];
    const type = (field: DeliveryTextField, value: string) => events.push({ type: 'delivery.field.change', field, value });
    if (c.deliveryMethod === '') events.push({ type: 'delivery.method.select', method: 'delivery' });
    if (c.deliveryMethod === 'delivery') {
      if (c.deliveryStreetAddress === '') type('deliveryStreetAddress', '1 Beach Rd');
      else if (c.deliveryCityPostcode === '') type('deliveryCityPostcode', 'St Kilda 3182');
      else if (c.preferredDate === f.futureDate) events.push({ type: 'delivery.method.select', method: 'pickup' });
    }
    if (c.deliveryMethod === 'pickup' && c.project !== null) events.push({ type: 'delivery.method.select', method: 'delivery' });
    if (c.deliveryMethod !== '' && c.preferredDate === '') type('preferredDate', f.pastDate ?? f.futureDate);
    if (f.pastDate && c.preferredDate === f.pastDate) type('preferredDate', f.futureDate);
    if (c.preferredDate === f.futureDate && c.notes === '') type('notes', 'Side gate');
    if (c.project === null && c.deliveryMethod === 'pickup') events.push({ type: 'project.select', project: f.project });
    // The calendar's answer for the chosen date and method: it may come before or after Continue.
    if (isCheckingDate(c)) events.push({ type: 'delivery.date.checked', value: c.preferredDate, method: c.deliveryMethod, refusal: null });
    return events;
  }

  /** Order again: the order and today's hardware load (or fail, then Retry), then the subframe step with its lines. */
  function reorderEvents(s: Snap): Ev[] {
    if (s.matches('loading')) return [loaded];
    if (s.matches('loadFailed')) return [{ type: 'catalogue.retry' }];
    if (s.matches('reordering')) {
      return [
        { type: 'xstate.done.actor.loadReorder', output: reorderData(f) },
        { type: 'xstate.error.actor.loadReorder', error: { status: 404 } },
      ];
    }
    if (!at(s, 'subframe')) return [];
    return [{ type: 'wizard.back' }, { type: 'wizard.proceed' }, { type: 'subframe.select', subframe: 'none' }, ...lineEdits(s)];
  }

  /** Order materials: the design loads (with its boards, without a colour, or fails, then Retry), then the subframe step. */
  function designEvents(s: Snap): Ev[] {
    if (s.matches('loading')) return [loaded];
    if (s.matches('loadFailed')) return [{ type: 'catalogue.retry' }];
    if (s.matches('designing')) {
      return [
        { type: 'xstate.done.actor.loadDesign', output: designData(f) },
        { type: 'xstate.done.actor.loadDesign', output: designData(f, false) },
        { type: 'xstate.error.actor.loadDesign', error: { status: 404 } },
      ];
    }
    if (!at(s, 'subframe')) return [];
    return [{ type: 'wizard.back' }, { type: 'subframe.select', subframe: 'none' }];
  }

  const facts = (s: Snap) => {
    const c = s.context;
    return {
      sel: [c.selectedBrand, c.selectedRange, c.selectedColor, c.selectedSubframe],
      items: c.orderItems.map((i) => `${i.item_id}x${i.quantity}`),
      picker: pickerQuantity(c, f.hardware.item_id),
      delivery: [
        c.deliveryMethod,
        c.deliveryStreetAddress !== '',
        c.deliveryCityPostcode !== '',
        c.pickupLocation !== '',
        c.preferredDate,
        c.notes !== '',
        c.project,
      ],
      errors: [c.loadError, c.deliveryError, c.submitError],
      dates: [c.checkedDates, c.proceedWaiting],
      leftOut: c.leftOut,
      design: [c.design?.id ?? null, c.designNotice],
    };
  };
  const model = (
    name: string,
    events: (s: Snap) => Ev[],
    reorder: string | null = null,
    design: string | null = null,
  ): OrderWizardModel => ({
    name,
    machine: orderWizardMachine,
    input: { project: null, reorder, design },
    limit: 100_000,
    events,
    facts,
  });
  return [
    model('steps, lines and catalogue load', navigationEvents),
    model('hardware step', hardwareEvents),
    model('delivery, summary and submission', deliveryEvents),
    model('order again', reorderEvents, REORDER_ID),
    model('order materials from a design', designEvents, null, DESIGN_ID),
  ];
}
