// Model-based UI test of the order wizard (docs/product.md#order-wizard): the orderWizard machine's generated paths
// (machines/testing) drive the real wizard in Chromium. Each event type is a page action (click a
// card, Proceed, Back, fill a field...), each state a page assertion (Step N of 8, the step's title,
// the side panel and its Proceed, badges, messages). The catalogue load, the order or design ordered from and the submission are
// held at the network and released as the path's done/error steps say. The path models are the machine
// test's own (machines/testing/orderWizardModel.ts) over the seeded catalogue; a greedy cover picks
// the fewest paths that walk every transition of the machine, and the first test checks that cover is complete.
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import {
  isCheckingDate,
  isHardwareAdded,
  orderWizardMachine,
  pickerQuantity,
  sidePanelVisibility,
  suggestedHardwareQuantity,
  wizardStep,
  wizardStepNumber,
  type OrderWizardEvent,
  type ReorderData,
} from '../../machines/orderWizard.machine';
import { boardLineCount, DESIGN_ID, orderWizardModels, REORDER_ID } from '../../machines/testing/orderWizardModel';
import { coverPaths, describePath, listTransitions, type InternalEvent } from '../../machines/testing/pathTesting';
import { recordBrowserWalk } from '../../machines/testing/recordWalks';
import type { BoardConfig, HardwareItem } from '../../src/domain/catalogue';
import { SUBFRAME_LABELS } from '../../src/domain/constants';
import { MESSAGES } from '../../src/domain/messages';
import { DESIGN_TEXTS } from '../../src/domain/designTexts';
import type { Design } from '../../src/domain/schemas/designs';
import type { Order, OrderDetail } from '../../src/domain/schemas/orders';
import { lineTitle, pluralise, quantitiesText } from '../../src/web/portal/wizard/wizardDisplay';
import { createProjectViaApi, expect, futureDate, pickPreferredDate, stepHeading, test, uniqueName } from './portalHelpers';

type Snap = AnyMachineSnapshot;
type Ev = OrderWizardEvent | InternalEvent;

// The slice of the seeded catalogue the paths use (the browser loads the real one).
const config: BoardConfig = {
  WoodEvo: { HOME: { Grooved: { Barossa: [{ size: '5400 x 137 x 23mm', item_id: 'we-home-grooved-barossa-5400' }] } } },
};
const clips: HardwareItem = {
  item_id: 'hw-woodevo-hidden-clips',
  name: 'WoodEvo Hidden Clips (box of 100)',
  description: '',
  sku: 'HW-WE-CLIP-100',
  category_name: 'Clips',
  rate: 54,
  unit: 'box',
};
const PROJECT = 'model-project';
// The page's date picker offers no past day, and it suggests hardware only for the boards ordered.
const models = orderWizardModels({
  config,
  hardware: clips,
  futureDate: futureDate().iso,
  project: PROJECT,
  maxBoards: 1,
  navigationPastSubframe: false,
  suggestionsNeedBoards: true,
});
const chosen = coverPaths(models);
const boardCount = (s: Snap) => boardLineCount(s as never);

const STEP_TITLES: Record<string, string | RegExp> = {
  brand: 'Select Brand',
  range: 'Select Range',
  color: 'Select Color',
  boardType: 'Select Board Type for Barossa',
  subframe: 'What Subframe are you using?',
  hardware: /^Hardware Suggestion/,
  delivery: 'Delivery & Pickup',
  summary: 'Order Summary',
};
const banner = (page: Page) => page.locator('[role=alert]:not([data-live-announcer])');

/** What the page must show in a state of the model. */
async function expectState(page: Page, s: Snap) {
  if (s.matches('submitted')) {
    await expect(page).toHaveURL(/\/orders$/);
    // The model walks as an admin, whose list of everyone's orders is titled Orders.
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    return;
  }
  if (s.matches('loading') || s.matches('reordering') || s.matches('designing')) {
    await expect(page.getByText(MESSAGES.loadingCatalog).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Step \d of 8$/ })).toHaveCount(0);
    return;
  }
  if (s.matches('loadFailed')) {
    await expect(banner(page)).toContainText(s.context.loadError);
    await expect(banner(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    return;
  }
  const n = wizardStepNumber(s as never)!;
  const step = Object.keys(STEP_TITLES)[n - 1];
  await expect(stepHeading(page, n)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: STEP_TITLES[step] })).toBeVisible();
  const items = s.context.orderItems as { quantity: number }[];
  await expect(page.getByTestId('item-badge')).toHaveText(pluralise(items.length, 'item'));
  await expect(page.getByTestId('total-quantity')).toHaveText(quantitiesText(s.context.orderItems));
  const visibility = sidePanelVisibility(s as never);
  const panel = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(panel).toHaveCount(visibility.panel ? 1 : 0);
  if (visibility.panel) {
    await expect(panel.getByTestId('order-line')).toHaveCount(items.length);
    await expect(panel.getByRole('button', { name: 'Proceed' })).toHaveCount(visibility.proceed ? 1 : 0);
  }
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(s.can({ type: 'wizard.back' }) ? 1 : 0);
  const fromDesign = s.context.design as { name: string } | null;
  const designNotice = step === 'brand' ? (s.context.designNotice as string | undefined) : undefined;
  if (fromDesign) await expect(page.getByText(DESIGN_TEXTS.orderedFrom(fromDesign.name))).toBeVisible();
  else await expect(page.getByText(/^Boards from design /)).toHaveCount(0);
  await expect(page.getByText(DESIGN_TEXTS.needsColour)).toHaveCount(designNotice ? 1 : 0);
  if (step === 'subframe') {
    const leftOut = s.context.leftOut as string[];
    if (leftOut.length > 0) await expect(page.getByTestId('left-out').getByRole('listitem')).toHaveText(leftOut);
    else await expect(page.getByTestId('left-out')).toHaveCount(0);
    for (const [value, label] of Object.entries(SUBFRAME_LABELS)) {
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute(
        'aria-pressed',
        String(s.context.selectedSubframe === value),
      );
    }
  }
  if (step === 'hardware') {
    const card = page.getByTestId('hardware-item').filter({ hasText: clips.name });
    if (boardCount(s) === 0) {
      await expect(page.getByText(MESSAGES.selectBoardsForHardware)).toBeVisible();
    } else {
      await expect(card.getByRole('spinbutton')).toHaveValue(String(pickerQuantity(s.context, clips.item_id)));
      await expect(card.getByText(`Your boards need ${suggestedHardwareQuantity(s.context, clips.item_id)} box`)).toBeVisible();
      if (isHardwareAdded(s.context, clips.item_id)) await expect(card.getByRole('button', { name: `${clips.name} added` })).toBeDisabled();
      else await expect(card.getByRole('button', { name: `Add ${clips.name}` })).toBeEnabled();
    }
  }
  if (step === 'delivery') {
    if (s.context.deliveryError) await expect(banner(page)).toHaveText(s.context.deliveryError);
    else await expect(banner(page)).toHaveCount(0);
    await expect(page.getByLabel('Street Address')).toHaveCount(s.context.deliveryMethod === 'delivery' ? 1 : 0);
    await expect(page.getByRole('region', { name: 'Pickup Location' })).toHaveCount(s.context.deliveryMethod === 'pickup' ? 1 : 0);
    if (s.context.deliveryMethod === 'delivery')
      await expect(page.getByLabel('Street Address')).toHaveValue(s.context.deliveryStreetAddress);
    // While the calendar waits for the chosen date's days, the step says so (and that Continue waits with it).
    const checking = isCheckingDate(s.context as never);
    await expect(page.getByRole('status').filter({ hasText: /^Checking the chosen date/ })).toHaveCount(checking ? 1 : 0);
    if (checking)
      await expect(page.getByRole('status').filter({ hasText: /The summary opens as soon as it is checked\.$/ })).toHaveCount(
        s.context.proceedWaiting ? 1 : 0,
      );
  }
  if (step === 'summary') {
    const submit = page.getByRole('button', { name: /^(Submit Order|Submitting\.\.\.)$/ });
    if (s.matches({ summary: 'submitting' })) await expect(submit).toBeDisabled();
    else await expect(submit).toBeEnabled();
    if (s.context.submitError) await expect(banner(page)).toHaveText(s.context.submitError);
    else await expect(banner(page)).toHaveCount(0);
    // Prices updated: the summary says so and lists each change (docs/product.md#catalogue).
    const pricesNote = page.getByRole('status').filter({ hasText: /^Prices updated/ });
    await expect(pricesNote).toHaveCount(s.matches({ summary: 'pricesUpdated' }) ? 1 : 0);
    for (const change of s.matches({ summary: 'pricesUpdated' }) ? s.context.priceChanges : [])
      await expect(pricesNote).toContainText(change.name);
  }
}

/** Requests held until the path says how they end. */
class Held {
  /** Every request held so far goes on to the server (the calendar's days, released all at once). */
  async releaseAll() {
    await Promise.all(this.queue.splice(0).map((r) => r.fallback().catch(() => undefined)));
  }
  private queue: Route[] = [];
  private waiters: ((r: Route) => void)[] = [];
  add(route: Route) {
    const w = this.waiters.shift();
    if (w) w(route);
    else this.queue.push(route);
  }
  next(): Promise<Route> {
    const r = this.queue.shift();
    return r ? Promise.resolve(r) : new Promise((resolve) => this.waiters.push(resolve));
  }
}

/** The repeated order as GET /api/orders/{id} answers it: the model's lines on an otherwise plain order. */
function reorderAnswer(order: Pick<Order, 'boards' | 'hardwareItems' | 'notes'>): OrderDetail {
  return {
    id: REORDER_ID,
    project: null,
    design: null,
    history: [],
    projectName: null,
    brand: 'WoodEvo',
    range: 'HOME',
    colorName: 'Barossa',
    quantity: 7,
    status: 'dispatched',
    deliveryMethod: 'pickup',
    deliveryStreetAddress: '',
    deliveryCityPostcode: '',
    pickupLocation: '',
    preferredDate: '2026-01-05',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lines: [],
    subtotalCents: 0,
    gstCents: 0,
    totalCents: 0,
    pricesEstimated: false,
    deliveryZone: null,
    deliveryFeeCents: null,
    freightToBeQuoted: false,
    confirmedDay: null,
    poReference: '',
    overCreditLimit: false,
    ...order,
  };
}

type HeldCalls = { config: Held; submit: Held; reorder: Held; design: Held; days: Held };

async function perform(page: Page, event: Ev, prev: Snap, held: HeldCalls, projectName: string) {
  const panel = page.getByRole('complementary', { name: 'Order Summary' });
  const lineName = (id: string) => lineTitle((prev.context.orderItems as { id: string }[]).find((i) => i.id === id) as never);
  switch (event.type) {
    case 'xstate.done.actor.loadBoardConfig':
      return (await held.config.next()).fallback();
    case 'xstate.error.actor.loadBoardConfig':
      return (await held.config.next()).fulfill({ status: 400, json: { message: 'Catalogue unavailable' } });
    case 'xstate.done.actor.loadReorder':
      return (await held.reorder.next()).fulfill({ json: reorderAnswer((event as { output: ReorderData }).output.order) });
    case 'xstate.error.actor.loadReorder':
      return (await held.reorder.next()).fulfill({ status: 404, json: { message: 'Order not found' } });
    case 'xstate.done.actor.loadDesign':
      return (await held.design.next()).fulfill({ json: (event as { output: Design }).output });
    case 'xstate.error.actor.loadDesign':
      return (await held.design.next()).fulfill({ status: 404, json: { message: 'Design not found' } });
    case 'xstate.done.actor.submitOrder':
      return (await held.submit.next()).fallback();
    case 'xstate.error.actor.submitOrder': {
      const route = await held.submit.next();
      const error = (event as { error?: { status?: number; message?: string; body?: unknown } }).error;
      // A refusal answers its body when it has one (409 Prices updated carries the changes), else its message.
      return error?.status
        ? route.fulfill({ status: error.status, json: error.body ?? { message: error.message } })
        : route.abort('failed');
    }
    case 'catalogue.retry':
      return banner(page).getByRole('button', { name: 'Retry' }).click();
    case 'brand.select':
      return page.getByRole('button', { name: /^WoodEvo/ }).click();
    case 'range.select':
      return page.getByRole('button', { name: /^HOME/ }).click();
    case 'color.select':
      return page.getByRole('button', { name: /^Barossa/ }).click();
    case 'boardType.select':
      return page.getByRole('button', { name: /^Grooved/ }).click();
    case 'subframe.select':
      return page.getByRole('button', { name: SUBFRAME_LABELS[event.subframe], exact: true }).click();
    case 'wizard.proceed':
      return wizardStep(prev as never) === 'delivery'
        ? page.getByRole('button', { name: 'Continue to Summary' }).click()
        : panel.getByRole('button', { name: 'Proceed' }).click();
    case 'wizard.back':
      return page.getByRole('button', { name: 'Back', exact: true }).click();
    case 'wizard.startOver':
      return page.getByRole('button', { name: 'Start Over' }).click();
    case 'item.increment':
      return panel.getByRole('button', { name: `Increase quantity of ${lineName(event.id)}` }).click();
    case 'item.decrement':
      return panel.getByRole('button', { name: `Decrease quantity of ${lineName(event.id)}` }).click();
    case 'item.remove':
      return panel.getByRole('button', { name: `Remove ${lineName(event.id)}` }).click();
    case 'item.quantity.set': {
      const input = panel.getByLabel(`Quantity of ${lineName(event.id)}`, { exact: true });
      await input.fill(String(event.quantity));
      return input.blur();
    }
    case 'hardware.quantity.change': {
      const input = page.getByTestId('hardware-item').filter({ hasText: clips.name }).getByRole('spinbutton');
      await input.fill(String(event.quantity));
      return input.blur();
    }
    case 'hardware.add':
      return page.getByRole('button', { name: `Add ${clips.name}` }).click();
    case 'hardware.useSuggested': {
      const needed = suggestedHardwareQuantity(prev.context, event.itemId);
      return page.getByRole('button', { name: `Use ${needed} for ${clips.name}` }).click();
    }
    case 'delivery.method.select':
      return page.getByText(event.method === 'pickup' ? 'Pickup' : 'Delivery', { exact: true }).click();
    case 'delivery.field.change':
      if (event.field === 'preferredDate') return pickPreferredDate(page, futureDate().day);
      if (event.field === 'notes') return page.getByLabel('Notes').fill(event.value);
      return page.getByLabel(event.field === 'deliveryStreetAddress' ? 'Street Address' : 'City / Postcode').fill(event.value);
    case 'delivery.date.checked':
      // The calendar's days were held since the date was picked (or the method switched): they answer now.
      return held.days.releaseAll();
    case 'project.select':
      await page.getByRole('combobox', { name: 'Project' }).click();
      return page.getByRole('option', { name: projectName }).click();
    case 'order.submit':
      return page.getByRole('button', { name: 'Submit Order' }).click();
    default:
      throw new Error(`No page action for ${event.type}`);
  }
}

test.describe('order wizard, driven by the machine model', () => {
  test.use({ persona: 'admin' });
  let projectName = '';

  test('the chosen paths walk every transition of the orderWizard machine', () => {
    const walked = new Set(chosen.flatMap((c) => c.steps.flatMap((s) => s.keys)));
    const missing = listTransitions(orderWizardMachine)
      .filter((t) => !walked.has(t.key))
      .map((t) => t.key);
    expect(missing, `${chosen.length} paths chosen`).toEqual([]);
  });

  test.beforeAll(async ({ sessions, baseURL }) => {
    const { request } = await import('@playwright/test');
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! }, storageState: await sessions.get('admin') });
    projectName = (await createProjectViaApi(api, uniqueName('Model walk'))).name;
    await api.dispose();
  });

  chosen.forEach(({ path, steps }, i) => {
    test(`path ${i + 1}: ${describePath(path as never)}`, async ({ page }) => {
      const held = { config: new Held(), submit: new Held(), reorder: new Held(), design: new Held(), days: new Held() };
      await page.route('**/api/delivery/days?**', (route) => held.days.add(route));
      await page.route('**/api/inventory/board-config', (route) => held.config.add(route));
      await page.route(`**/api/orders/${REORDER_ID}`, (route) => held.reorder.add(route));
      await page.route(`**/api/designs/${DESIGN_ID}`, (route) => held.design.add(route));
      // The wizard asks for the design's priced list beside the design; the model's designs have no
      // colour, so the server would answer none (the lines come from the design's boards).
      await page.route(`**/api/designs/${DESIGN_ID}/materials`, (route) => route.fulfill({ json: { materials: null } }));
      await page.route('**/api/orders', (route) => (route.request().method() === 'POST' ? held.submit.add(route) : route.fallback()));
      const { reorderId, designId } = (path.steps[0].state as Snap).context as { reorderId: string | null; designId: string | null };
      await page.goto(
        reorderId ? `/app/orders/create?reorder=${reorderId}` : designId ? `/app/orders/create?design=${designId}` : '/app/orders/create',
      );
      await expectState(page, path.steps[0].state as Snap);
      for (const step of steps) {
        await test.step(step.event.type, async () => {
          await perform(page, step.event as Ev, step.prev as Snap, held, projectName);
          await expectState(page, step.state as Snap);
        });
      }
      recordBrowserWalk(
        orderWizardMachine.id,
        i + 1,
        `path ${i + 1}: ${describePath(path as never)}`,
        path.steps[0].state,
        steps,
        test.info().file,
      );
    });
  });
});
