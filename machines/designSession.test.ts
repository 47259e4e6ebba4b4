import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import { designSessionMachine, type DesignSessionEvent } from './designSession.machine';
import { describeModels } from './testing/describeModel';
import { done, failed, saved, shared, square, stored, storedEdit, offline } from './testing/designFixtures';
import type { InternalEvent } from './testing/pathTesting';

describeModels('designSession', [
  {
    name: 'where the drawing comes from, boards and direction',
    machine: designSessionMachine,
    effects: ['forgetDrawing'],
    events: (): (DesignSessionEvent | InternalEvent)[] => [
      { type: 'session.start', stored: null, designId: null, sharedToken: null },
      { type: 'session.start', stored, designId: null, sharedToken: null },
      { type: 'session.start', stored: storedEdit, designId: 'd1', sharedToken: null },
      { type: 'session.start', stored: null, designId: 'd1', sharedToken: null },
      { type: 'session.start', stored: null, designId: null, sharedToken: 't0k' },
      done('loadDesign', saved),
      failed('loadDesign', { status: 404, message: 'Design not found' }),
      done('loadShared', shared),
      failed('loadShared', offline),
      { type: 'drawing.clear' },
      { type: 'design.saved', design: { id: 'd2', name: 'Pool deck', projectId: null } },
      { type: 'boards.set', show: true },
      { type: 'direction.set', direction: 'vertical' },
    ],
    facts: (s) => ({
      design: s.context.design?.id ?? null,
      restored: s.context.restored && { shapes: s.context.restored.shapes?.length ?? null, brand: s.context.restored.brand },
      direction: s.context.direction,
      showBoards: s.context.showBoards,
      loadError: s.context.loadError,
    }),
    check: (s, step) => {
      if (step.event?.type === 'xstate.done.actor.loadDesign') {
        expect(s.context.design).toEqual({ id: 'd1', name: 'Back deck', projectId: 'p1' });
        expect(s.context.restored).toMatchObject({ shapes: square, brand: 'WoodEvo', colorItemId: 'wh-barossa' });
        expect(s.context.direction).toBe('vertical');
      }
      if (step.event?.type === 'xstate.done.actor.loadShared') expect(s.context.design).toBeNull();
      if (step.event?.type === 'xstate.error.actor.loadShared') expect(s.context.loadError).toBe(DESIGN_TEXTS.loadSharedFailed);
      if (step.event?.type === 'drawing.clear') {
        expect(s.context.restored?.shapes).toBeNull();
        expect(step.effects.map((e) => e.name)).toEqual(['forgetDrawing']);
      }
      if (step.event?.type === 'design.saved') expect(s.context.design?.id).toBe('d2');
    },
  },
]);

describe('designSession rules', () => {
  it("the browser's unsaved edit of the design the URL names wins over the saved one", () => {
    const actor = createActor(designSessionMachine).start();
    actor.send({ type: 'session.start', stored: storedEdit, designId: 'd1', sharedToken: null });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ design: storedEdit.design, restored: { shapes: square } });
  });
});
