import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { QuoteDraft } from '../src/domain/quoteEdits';
import { hasUnsavedEdits, quoteEditorMachine, type QuoteEditorEvent, type QuoteEditorInput } from './quoteEditor.machine';
import { describeModels } from './testing/describeModel';
import type { InternalEvent, PathModel } from './testing/pathTesting';

const emptyDraft: QuoteDraft = { lines: [], discount: null, note: '', validUntil: '2026-12-24' };
const deckLine = {
  kind: 'item' as const,
  itemId: 'item-1',
  description: 'WoodEvo HOME Ironbark 5400',
  sku: 'WE-IB-5400',
  quantity: 10,
  cataloguePriceCents: 8950,
  customerPriceCents: 8950,
  retailPriceCents: null,
  unitPriceCents: null,
};
const revisedDraft: QuoteDraft = { ...emptyDraft, lines: [deckLine], note: 'Version 2' };
const serverRefusal = { status: 409, message: 'This quote has been accepted already' };
const offline = new TypeError('Failed to fetch');

type Model = PathModel<typeof quoteEditorMachine>;

const events = (s: Parameters<Model['events']>[0]): (QuoteEditorEvent | InternalEvent)[] => [
  // Two edits at most per version keep the graph small and still reach "edited while saving".
  ...(s.context.edits < 2
    ? [
        { type: 'draft.edit', edit: { op: 'line.add', line: deckLine } } as const,
        { type: 'draft.edit', edit: { op: 'note.set', note: `note ${s.context.edits}` } } as const,
      ]
    : []),
  { type: 'save.retry' },
  { type: 'quote.send' },
  { type: 'quote.revise' },
  { type: 'quote.withdraw' },
  { type: 'withdraw.confirm' },
  { type: 'withdraw.cancel' },
  { type: 'xstate.after.autosave.quoteEditor.editing.unsaved' },
  { type: 'xstate.done.actor.saveDraft' },
  { type: 'xstate.error.actor.saveDraft', error: offline },
  { type: 'xstate.done.actor.saveBeforeSend' },
  { type: 'xstate.error.actor.saveBeforeSend', error: serverRefusal },
  { type: 'xstate.done.actor.sendQuote' },
  { type: 'xstate.error.actor.sendQuote', error: serverRefusal },
  { type: 'xstate.done.actor.reviseQuote', output: revisedDraft },
  { type: 'xstate.error.actor.reviseQuote', error: offline },
  { type: 'xstate.done.actor.withdrawQuote' },
  { type: 'xstate.error.actor.withdrawQuote', error: serverRefusal },
];

const facts: Model['facts'] = (s) => ({
  status: s.context.status,
  lines: s.context.draft.lines.length,
  note: s.context.draft.note,
  edits: s.context.edits,
  savingEdits: s.context.savingEdits,
  failure: s.context.failure,
});

const check: Model['check'] = (s, step) => {
  for (const call of step.invoked) {
    if (call.id === 'saveDraft' || call.id === 'saveBeforeSend') expect(call.input).toEqual({ quoteId: 'q1', draft: s.context.draft });
    else expect(call.input).toEqual({ quoteId: 'q1' });
  }
  // A version is sent only with lines, and only after what is on screen was saved.
  if (step.invoked.some((c) => c.id === 'sendQuote')) {
    expect(s.context.draft.lines.length).toBeGreaterThan(0);
    expect(step.event?.type).toBe('xstate.done.actor.saveBeforeSend');
  }
  if (s.matches({ editing: 'saved' }) && step.event?.type === 'xstate.done.actor.saveDraft')
    expect(s.context.edits).toBe(s.context.savingEdits);
  if (step.event?.type === 'xstate.done.actor.saveDraft' && s.matches({ editing: 'unsaved' }))
    expect(s.context.edits).toBeGreaterThan(s.context.savingEdits);
  const changed = ['xstate.done.actor.sendQuote', 'xstate.done.actor.reviseQuote', 'xstate.done.actor.withdrawQuote'];
  expect(step.effects.map((e) => e.name)).toEqual(changed.includes(step.event?.type ?? '') ? ['quoteChanged'] : []);
  if (step.event?.type.startsWith('xstate.error.actor.')) {
    const during = { saveDraft: 'save', saveBeforeSend: 'save', sendQuote: 'send', reviseQuote: 'revise', withdrawQuote: 'withdraw' }[
      step.event.type.slice('xstate.error.actor.'.length)
    ];
    const error = step.event.error as { message?: string; status?: number };
    expect(s.context.failure).toEqual({ during, message: error.status ? error.message : undefined });
  }
  if (s.matches('sent')) expect(['sent', 'viewed', 'changes_requested', 'expired']).toContain(s.context.status);
  if (s.matches('editing')) expect(s.context.status).toBe('draft');
  if (step.event?.type === 'xstate.done.actor.reviseQuote') expect(s.context.draft).toEqual(revisedDraft);
  expect(hasUnsavedEdits(s)).toBe(
    s.matches({ editing: 'unsaved' }) || s.matches({ editing: 'saving' }) || s.matches({ editing: 'failed' }),
  );
};

const model = (name: string, input: QuoteEditorInput, settlesAtOnce = false): Model => ({
  name,
  machine: quoteEditorMachine,
  input,
  effects: ['quoteChanged'],
  events,
  facts,
  check,
  limit: 20000,
  settlesAtOnce,
});

describeModels('quoteEditor', [
  model('a new draft', { quoteId: 'q1', status: 'draft', draft: emptyDraft }),
  model('a quote the customer is looking at', { quoteId: 'q1', status: 'viewed', draft: revisedDraft }),
  model('an accepted quote', { quoteId: 'q1', status: 'accepted', draft: revisedDraft }, true),
  model('a withdrawn quote', { quoteId: 'q1', status: 'withdrawn', draft: revisedDraft }, true),
]);

describe('quoteEditor rules', () => {
  it('saves every edit as the draft, the last one included, so a reload loses nothing', async () => {
    const saved: QuoteDraft[] = [];
    const machine = quoteEditorMachine.provide({
      actors: { saveDraft: fromPromise(async ({ input }) => void saved.push(input.draft)) },
      delays: { autosave: 0 },
    });
    const actor = createActor(machine, { input: { quoteId: 'q1', status: 'draft', draft: emptyDraft } }).start();
    actor.send({ type: 'draft.edit', edit: { op: 'line.add', line: deckLine } });
    await new Promise((r) => setTimeout(r, 5));
    actor.send({ type: 'draft.edit', edit: { op: 'line.quantity', index: 0, quantity: 12 } });
    actor.send({ type: 'draft.edit', edit: { op: 'note.set', note: 'Delivery Tuesday' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(actor.getSnapshot().matches({ editing: 'saved' })).toBe(true);
    expect(saved.at(-1)).toEqual({ ...emptyDraft, lines: [{ ...deckLine, quantity: 12 }], note: 'Delivery Tuesday' });
  });

  it('cannot send a draft without lines', () => {
    const actor = createActor(quoteEditorMachine, { input: { quoteId: 'q1', status: 'draft', draft: emptyDraft } }).start();
    expect(actor.getSnapshot().can({ type: 'quote.send' })).toBe(false);
    actor.send({ type: 'draft.edit', edit: { op: 'line.add', line: deckLine } });
    expect(actor.getSnapshot().can({ type: 'quote.send' })).toBe(true);
  });

  it('withdraws only after the confirmation', () => {
    const actor = createActor(quoteEditorMachine, { input: { quoteId: 'q1', status: 'sent', draft: revisedDraft } }).start();
    actor.send({ type: 'quote.withdraw' });
    expect(actor.getSnapshot().value).toBe('confirmingWithdraw');
    actor.send({ type: 'withdraw.cancel' });
    expect(actor.getSnapshot().value).toBe('sent');
  });
});
