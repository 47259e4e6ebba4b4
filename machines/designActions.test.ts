import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import { DESIGN_NAME_MAX, type Design } from '../src/domain/schemas/designs';
import { designActionsMachine, designNameError, type DesignActionsEvent } from './designActions.machine';
import { describeModel } from './testing/describeModel';

const deck = { id: 'd1', name: 'Back deck' };
const renamed = { ...deck, name: 'Pool deck' } as Design;
const tooLong = 'x'.repeat(DESIGN_NAME_MAX + 1);

describeModel({
  name: 'designActions',
  machine: designActionsMachine,
  effects: ['designsChanged'],
  events: (s): DesignActionsEvent[] => [
    { type: 'rename.start', design: deck },
    { type: 'delete.start', design: deck },
    ...(s.context.draft === deck.name ? [{ type: 'name.change', value: '   ' } as const] : []),
    ...(s.context.draft === '   ' ? [{ type: 'name.change', value: tooLong } as const] : []),
    ...(s.context.draft === tooLong ? [{ type: 'name.change', value: ' Pool deck ' } as const] : []),
    { type: 'rename.save' },
    { type: 'delete.confirm' },
    { type: 'dialog.close' },
    { type: 'xstate.done.actor.renameDesign', output: renamed } as never,
    { type: 'xstate.error.actor.renameDesign', error: { status: 500 } } as never,
    { type: 'xstate.done.actor.deleteDesign', output: undefined } as never,
    { type: 'xstate.error.actor.deleteDesign', error: { status: 404, message: 'Design not found' } } as never,
  ],
  facts: (s) => ({ design: s.context.design?.id ?? null, draft: s.context.draft, error: s.context.error }),
  check: (s, step) => {
    for (const call of step.invoked) {
      if (call.id === 'renameDesign') expect(call.input).toEqual({ designId: 'd1', name: s.context.draft.trim() });
      if (call.id === 'deleteDesign') expect(call.input).toEqual({ designId: 'd1' });
    }
    if (s.matches({ renaming: 'saving' })) expect(designNameError(s.context.draft)).toBeUndefined();
    const e = step.event;
    if (e?.type === 'rename.save' && s.matches({ renaming: 'editing' })) expect(s.context.error).toBe(designNameError(s.context.draft));
    if (e?.type === 'xstate.done.actor.renameDesign' || e?.type === 'xstate.done.actor.deleteDesign') {
      expect([s.value, s.context.design]).toEqual(['idle', null]);
      expect(step.effects.map((x) => x.name)).toEqual(['designsChanged']);
    }
    if (e?.type === 'xstate.error.actor.renameDesign') expect(s.context.error).toBe(DESIGN_TEXTS.renameFailed);
    if (e?.type === 'xstate.error.actor.deleteDesign') expect([s.value, s.context.error]).toEqual(['confirmingDelete', 'Design not found']);
  },
});

describe('designActions rules', () => {
  it('a blank or too long name is refused with the schema message and nothing is sent', () => {
    const actor = createActor(designActionsMachine).start();
    actor.send({ type: 'rename.start', design: deck });
    actor.send({ type: 'name.change', value: '  ' });
    actor.send({ type: 'rename.save' });
    expect(actor.getSnapshot().matches({ renaming: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Design name is required');
    actor.send({ type: 'name.change', value: tooLong });
    actor.send({ type: 'rename.save' });
    expect(actor.getSnapshot().context.error).toBe(`Design name must be at most ${DESIGN_NAME_MAX} characters`);
  });

  it('Delete asks first: nothing is deleted until confirmed, and Cancel keeps the design', async () => {
    const deleted: string[] = [];
    const machine = designActionsMachine.provide({
      actors: { deleteDesign: fromPromise(async ({ input }) => void deleted.push(input.designId)) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'delete.start', design: deck });
    actor.send({ type: 'dialog.close' });
    expect(deleted).toEqual([]);
    actor.send({ type: 'delete.start', design: deck });
    actor.send({ type: 'delete.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect([deleted, actor.getSnapshot().value]).toEqual([['d1'], 'idle']);
  });
});
