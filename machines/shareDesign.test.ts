import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { shareDesignMachine, type ShareDesignEvent } from './shareDesign.machine';
import { describeModels } from './testing/describeModel';
import { done, drawing, failed, link, offline, storedEdit } from './testing/designFixtures';
import type { InternalEvent } from './testing/pathTesting';

describeModels('shareDesign', [
  {
    name: 'a link, Copy, and Stop sharing for owners',
    machine: shareDesignMachine,
    effects: ['copyLink'],
    events: (): (ShareDesignEvent | InternalEvent)[] => [
      { type: 'share.open', drawing, design: storedEdit.design },
      { type: 'share.open', drawing, design: null },
      { type: 'share.close' },
      done('createShare', link),
      failed('createShare', { status: 429, message: 'Too many share links from this address; try again later' }),
      { type: 'share.copy' },
      { type: 'share.stop' },
      done('stopShare', undefined),
      failed('stopShare', offline),
    ],
    facts: (s) => ({
      owner: s.context.design !== null,
      link: s.context.link?.token ?? null,
      copied: s.context.copied,
      error: s.context.error,
    }),
    check: (s, step) => {
      for (const call of step.invoked)
        if (call.id === 'createShare')
          expect(call.input).toEqual({ designId: s.context.design?.id ?? null, name: s.context.design?.name ?? null, drawing });
      if (step.event?.type === 'share.copy') expect(step.effects).toMatchObject([{ name: 'copyLink', params: link.url }]);
      if (s.matches('stopping')) expect(s.context.design).not.toBeNull();
      if (s.matches('stopped')) expect(s.context.link).toBeNull();
    },
  },
]);

describe('shareDesign rules', () => {
  it('a visitor cannot stop a share link', () => {
    const actor = createActor(shareDesignMachine).start();
    actor.send({ type: 'share.open', drawing, design: null });
    expect(actor.getSnapshot().can({ type: 'share.stop' })).toBe(false);
  });
});
