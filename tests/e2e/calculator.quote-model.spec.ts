// Model-based UI test of the quote dialog (issue 6): the quoteDialog machine's generated paths
// (machines/testing) drive the real dialog in Chromium. Each event becomes a click or typing, each
// state becomes what the dialog must show, and the submit's done/error are the server's answers
// (held, then released, by a route). A set of paths is chosen that walks every transition the UI can
// reach, and the last test checks that every transition of the machine was walked in the browser.
import { expect, test, type Page, type Route } from '@playwright/test';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import {
  missingQuoteFields,
  nextButtonLabel,
  quoteDialogMachine,
  quoteStepNumber,
  selectedColourList,
  type QuoteDialogEvent,
  type QuoteFormField,
} from '../../machines/quoteDialog.machine';
import { describePath, generatePaths, listTransitions, type InternalEvent } from '../../machines/testing/pathTesting';
import { MESSAGES } from '../../src/domain/constants';

const STEP_TITLES = {
  home: 'Choose a WoodEvo HOME colour',
  advanced: 'Choose a WoodEvo ADVANCED colour',
  millboard: 'Choose a Millboard colour',
  form: 'Contact Info',
} as const;

const filled: Record<QuoteFormField, string> = {
  fullName: 'Model Walker',
  email: 'walker@example.com',
  phone: '0400 111 222',
  suburb: 'Fitzroy',
  projectTimeframe: '3-months-plus',
  needInstaller: 'no',
};
const TIMEFRAME_LABEL = '3+ Months';

type Snap = AnyMachineSnapshot;
const colourStep = (s: Snap) => (['home', 'advanced', 'millboard'] as const).find((k) => s.matches({ open: k }));

/** The events a visitor can cause, by state. After a successful submit the page has left for /. */
function uiEvents(s: Snap): (QuoteDialogEvent | InternalEvent)[] {
  if (s.matches('closed') && s.context.alert === MESSAGES.quoteSuccess) return [];
  const step = colourStep(s);
  const missing = missingQuoteFields(s.context.form);
  return [
    // Proceed with Quote is disabled at zero area, so the dialog only ever opens with a deck drawn.
    ...(s.matches('closed') ? [{ type: 'dialog.open' as const, deckArea: 1 }, { type: 'deckArea.update' as const, deckArea: 2 }] : []),
    { type: 'dialog.close' },
    ...(step ? [{ type: 'colour.select' as const, colour: { item_id: step, name: step } }] : []),
    { type: 'step.next' },
    { type: 'step.skip' },
    { type: 'step.previous' },
    ...(missing.length ? [{ type: 'field.change' as const, field: missing[0], value: filled[missing[0]] }] : []),
    { type: 'quote.submit' },
    ...(s.context.alert ? [{ type: 'alert.dismiss' as const }] : []),
    { type: 'xstate.done.actor.submitQuote', output: { success: true, id: 'q' } },
    { type: 'xstate.error.actor.submitQuote', error: new Error('500') },
  ];
}

const paths = generatePaths({
  name: 'quoteDialog UI',
  machine: quoteDialogMachine,
  input: { deckArea: 1 },
  limit: 50_000,
  events: uiEvents as never,
  facts: (s: Snap) => {
    const missing = missingQuoteFields(s.context.form).length;
    return {
      selected: Object.keys(s.context.selected).sort(),
      form: missing === 6 ? 'blank' : missing === 0 ? 'complete' : 'partial',
      alert: s.context.alert,
      error: s.context.error,
    };
  },
});

function keyOf(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  return `${source.id} [${t.eventType} #${source.transitions.get(t.eventType)!.indexOf(t)}]`;
}

/** Transitions a step takes, from the machine definition (what the browser must then show). */
function stepKeys(prev: Snap, event: { type: string }): string[] {
  return quoteDialogMachine.getTransitionData(prev as never, event as never).map(keyOf);
}

type Path = (typeof paths)[number];
type PathEvent = { type: string; [k: string]: unknown };

/**
 * The states a path's events lead to, replayed with xstate's pure transition function. (A path's own
 * step states are the first snapshot found for each vertex, whose context beyond the vertex's facts
 * may come from another route; the replay gives the exact context the page must show.)
 */
function replay(path: Path): { event: PathEvent; prev: Snap; state: Snap; keys: string[] }[] {
  let [prev] = initialTransition(quoteDialogMachine, { deckArea: 1 });
  const steps = path.steps.filter((st, i) => !(i === 0 && (st.event as PathEvent).type === 'xstate.init'));
  return steps.map((step) => {
    const event = step.event as PathEvent;
    const keys = stepKeys(prev as Snap, event);
    const [state] = transition(quoteDialogMachine, prev, event as never);
    const out = { event, prev: prev as Snap, state: state as Snap, keys };
    prev = state;
    return out;
  });
}

function pathKeys(path: Path): Set<string> {
  return new Set(replay(path).flatMap((s) => s.keys));
}

// Greedy cover: the fewest generated paths that together walk every transition they can reach.
const chosen: Path[] = [];
{
  const remaining = new Set(paths.flatMap((p) => [...pathKeys(p)]));
  const candidates = paths.map((p) => ({ p, keys: pathKeys(p) }));
  while (remaining.size > 0) {
    candidates.sort((a, b) => [...b.keys].filter((k) => remaining.has(k)).length - [...a.keys].filter((k) => remaining.has(k)).length);
    const best = candidates.shift()!;
    chosen.push(best.p);
    best.keys.forEach((k) => remaining.delete(k));
  }
}

/** What the dialog must show in a state. */
async function expectState(page: Page, s: Snap) {
  const dialog = page.getByRole('dialog');
  if (s.matches('closed')) {
    await expect(dialog).toHaveCount(0);
    return;
  }
  await expect(dialog).toBeVisible();
  const step = colourStep(s);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(STEP_TITLES[step ?? 'form']);
  await expect(dialog.getByText(`Step ${quoteStepNumber(s)} of 4`)).toBeVisible();
  const chosenColours = selectedColourList(s.context.selected);
  if (chosenColours.length === 0) await expect(dialog.getByText('No colours selected yet.')).toBeVisible();
  else await expect(dialog.getByTestId('selected-colours').getByRole('listitem')).toHaveCount(chosenColours.length);
  if (s.context.alert) await expect(dialog.getByText(s.context.alert)).toBeVisible();
  else await expect(dialog.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  if (step) {
    const next = dialog.getByRole('button', { name: nextButtonLabel(s), exact: true });
    await expect(next).toBeVisible();
    if (s.can({ type: 'step.next' })) await expect(next).toBeEnabled();
    else await expect(next).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Skip' })).toBeVisible();
  } else {
    const submit = dialog.getByRole('button', { name: 'Submit Quote Request' });
    if (s.matches({ open: { form: 'submitting' } })) await expect(submit).toBeDisabled();
    else await expect(submit).toBeEnabled();
    if (s.context.error) await expect(dialog.getByText(MESSAGES.quoteSubmitFailed)).toBeVisible();
    else await expect(dialog.getByText(MESSAGES.quoteSubmitFailed)).toHaveCount(0);
    for (const f of ['fullName', 'email', 'phone', 'suburb'] as const) {
      await expect(dialog.locator(`input[name="${f}"]`)).toHaveValue(s.context.form[f]);
    }
  }
}

interface Held {
  route: Route | null;
  waiting: Promise<Route>;
  release: (r: Route) => void;
}

function holdQuotes(page: Page): Held {
  const held = {} as Held;
  const reset = () => {
    held.route = null;
    held.waiting = new Promise<Route>((resolve) => (held.release = resolve));
  };
  reset();
  void page.route('**/quotes', (route) => {
    held.route = route;
    held.release(route);
  });
  (held as Held & { reset: () => void }).reset = reset;
  return held;
}

async function perform(page: Page, event: { type: string; [k: string]: unknown }, held: Held & { reset?: () => void }) {
  const dialog = page.getByRole('dialog');
  switch (event.type) {
    case 'dialog.open':
      await page.getByRole('button', { name: 'Proceed with Quote' }).click();
      return;
    case 'deckArea.update':
      await page.getByRole('button', { name: 'Add Shape' }).click();
      return;
    case 'dialog.close':
      await page.keyboard.press('Escape');
      return;
    case 'colour.select':
      await dialog.locator('[data-scope="radio-group"][data-part="item"]').first().click();
      return;
    case 'step.next':
      await dialog.getByRole('button', { name: /^(Next|Continue to Form)$/ }).click();
      return;
    case 'step.skip':
      await dialog.getByRole('button', { name: 'Skip' }).click();
      return;
    case 'step.previous':
      await dialog.getByRole('button', { name: 'Previous' }).click();
      return;
    case 'alert.dismiss':
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      return;
    case 'quote.submit':
      await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
      return;
    case 'field.change': {
      const field = event.field as QuoteFormField;
      if (field === 'projectTimeframe') {
        await dialog.getByRole('combobox', { name: /Project Start Timeframe/ }).click();
        await page.getByRole('option', { name: TIMEFRAME_LABEL }).click();
      } else if (field === 'needInstaller') {
        await dialog.locator('[data-scope="radio-group"][data-part="item"]', { hasText: filled.needInstaller === 'yes' ? 'Yes' : 'No' }).click();
      } else {
        await dialog.locator(`input[name="${field}"]`).fill(filled[field]);
      }
      return;
    }
    case 'xstate.done.actor.submitQuote': {
      const route = await held.waiting;
      held.reset?.();
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ success: true, id: '00000000-0000-4000-8000-000000000000' }) });
      return;
    }
    case 'xstate.error.actor.submitQuote': {
      const route = await held.waiting;
      held.reset?.();
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) });
      return;
    }
    default:
      throw new Error(`No UI mapping for ${event.type}`);
  }
}

const walked = new Set<string>();

test.describe('quote dialog driven by the quoteDialog machine paths', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [i, path] of chosen.entries()) {
    test(`path ${i + 1}: ${describePath(path as never)}`, async ({ page }) => {
      const alerts: string[] = [];
      page.on('dialog', (d) => {
        alerts.push(d.message());
        void d.accept();
      });
      const held = holdQuotes(page);
      // The calculator starts with one 1 m2 square, so Proceed with Quote is enabled.
      await page.goto('/deck-calculator');
      // First load of a worker on a busy machine can be slow; the walk itself uses normal timeouts.
      await expect(page.getByTestId('deck-canvas')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Proceed with Quote' })).toBeEnabled();

      await expectState(page, initialTransition(quoteDialogMachine, { deckArea: 1 })[0] as Snap);
      for (const { event, state, keys } of replay(path)) {
        await perform(page, event, held);
        if (event.type === 'xstate.done.actor.submitQuote') {
          // Success: the alert, the dialog closed, and the visitor is on /.
          await expect(page).toHaveURL(/\/$/);
          expect(alerts).toEqual([MESSAGES.quoteSuccess]);
        } else {
          await expectState(page, state);
        }
        keys.forEach((k) => walked.add(k));
      }
    });
  }

  test('every transition of the machine was walked in the browser', () => {
    test.skip(walked.size === 0, 'runs after the path tests in the same worker');
    const missing = listTransitions(quoteDialogMachine)
      .map((t) => `${t.key}${t.guard ? ` if ${t.guard}` : ''}`)
      .filter((k) => !walked.has(k.split(' if ')[0]));
    // The zero-area alert cannot be reached from the page: Proceed with Quote is disabled at zero
    // area and the modal dialog blocks drawing while open. The machine's own path tests walk it.
    expect(missing).toEqual(['quoteDialog.open.form.editing [quote.submit #1] if noDeckArea']);
  });
});
