import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deckViewMachine, type DeckViewEvent } from './deckView.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

describeModel({
  name: 'deckView',
  machine: deckViewMachine,
  events: (): (DeckViewEvent | InternalEvent)[] => [
    { type: 'view.open' },
    { type: 'view.close' },
    { type: 'xstate.done.actor.checkWebgl', output: true },
    { type: 'xstate.done.actor.checkWebgl', output: false },
    { type: 'xstate.error.actor.checkWebgl', error: new Error('no canvas') },
    { type: 'frame.toggle' },
    { type: 'camera.preset', preset: 'top' },
  ],
  facts: (s) => ({ showFrame: s.context.showFrame, preset: s.context.camera.preset }),
  check: (s, step) => {
    // Show frame and the camera only change while the view is shown.
    if (!step.previous?.matches('shown')) {
      expect(s.context.showFrame).toBe(step.previous?.context.showFrame ?? false);
      expect(s.context.camera).toEqual(step.previous?.context.camera ?? { preset: 'reset', request: 0 });
    }
  },
});

describe('deckView rules', () => {
  const withWebgl = (available: boolean) => deckViewMachine.provide({ actors: { checkWebgl: fromPromise(async () => available) } });
  const settled = (actor: ReturnType<typeof createActor>) =>
    new Promise<void>((resolve) => {
      const sub = actor.subscribe((s) => {
        if (!s.matches('checking')) {
          sub.unsubscribe();
          resolve();
        }
      });
    });

  it('shows the 3D view where WebGL draws, and keeps Show frame across closing and opening', async () => {
    const actor = createActor(withWebgl(true)).start();
    actor.send({ type: 'view.open' });
    await settled(actor);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    actor.send({ type: 'frame.toggle' });
    actor.send({ type: 'view.close' });
    actor.send({ type: 'view.open' });
    await settled(actor);
    expect(actor.getSnapshot().context.showFrame).toBe(true);
  });

  it('says there is no 3D where WebGL is missing', async () => {
    const actor = createActor(withWebgl(false)).start();
    actor.send({ type: 'view.open' });
    await settled(actor);
    expect(actor.getSnapshot().matches('unsupported')).toBe(true);
  });

  it('asks for the same view again as a new request', () => {
    const actor = createActor(withWebgl(true)).start();
    actor.send({ type: 'view.open' });
    actor.send({ type: 'xstate.done.actor.checkWebgl', output: true } as never);
    actor.send({ type: 'camera.preset', preset: 'reset' });
    actor.send({ type: 'camera.preset', preset: 'reset' });
    expect(actor.getSnapshot().context.camera).toEqual({ preset: 'reset', request: 2 });
  });
});
