import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LEAD_MESSAGES } from '../src/domain/leadTexts';
import { LEAD_STATUS_VALUES, type LeadStatus } from '../src/domain/leads';
import { leadStatusMachine, type LeadStatusEvent } from './leadStatus.machine';
import { describeModel } from './testing/describeModel';
import type { InternalEvent } from './testing/pathTesting';

describeModel({
  name: 'leadStatus',
  machine: leadStatusMachine,
  input: { leadId: 'q1', status: 'new' },
  effects: ['statusSaved'],
  events: (): (LeadStatusEvent | InternalEvent)[] => [
    { type: 'status.select', status: 'contacted' },
    { type: 'status.select', status: 'new' },
    { type: 'error.dismiss' },
    { type: 'xstate.done.actor.saveStatus' },
    { type: 'xstate.error.actor.saveStatus', error: { status: 400, message: 'Status must be one of new, contacted, quoted, won, lost' } },
    { type: 'xstate.error.actor.saveStatus', error: new TypeError('Failed to fetch') },
  ],
  facts: (s) => ({ status: s.context.status, pending: s.context.pending, message: s.context.message, error: s.context.error }),
  check: (s, step) => {
    // Only a different status is saved, and it is the one chosen.
    for (const call of step.invoked) {
      expect(call.input).toEqual({ leadId: 'q1', status: s.context.pending });
      expect(s.context.pending).not.toBe(step.previous?.context.status);
    }
    if (step.event?.type === 'xstate.done.actor.saveStatus') {
      expect(step.effects).toMatchObject([{ name: 'statusSaved', params: { leadId: 'q1', status: s.context.status } }]);
      expect(s.context.message).toBe(`Status changed to ${s.context.status === 'new' ? 'New' : 'Contacted'}`);
    }
    if (s.matches('saved')) expect(s.context.message).toBeDefined();
    else expect(s.context.message).toBeUndefined();
    if (step.event?.type === 'xstate.error.actor.saveStatus') {
      const err = step.event.error as { status?: number; message?: string };
      expect(s.context.error).toBe(err.status ? err.message : LEAD_MESSAGES.statusUpdateFailed);
      // A refused change leaves the confirmed status as it was.
      expect(s.context.status).toBe(step.previous?.context.status);
    }
    if (!s.matches('failed')) expect(s.context.error).toBeUndefined();
  },
});

const status = fc.constantFrom(...LEAD_STATUS_VALUES);

describe('leadStatus rules', () => {
  it('any status may follow any other, and choosing the current one saves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(status, fc.array(status, { maxLength: 8 }), async (initial, choices) => {
        const saved: LeadStatus[] = [];
        const machine = leadStatusMachine.provide({
          actors: { saveStatus: fromPromise(async ({ input }) => void saved.push(input.status)) },
        });
        const actor = createActor(machine, { input: { leadId: 'q1', status: initial } }).start();
        let current = initial;
        const expected: LeadStatus[] = [];
        for (const choice of choices) {
          actor.send({ type: 'status.select', status: choice });
          if (choice !== current) expected.push(choice);
          current = choice;
          await new Promise((r) => setTimeout(r, 0));
          expect(actor.getSnapshot().matches('saving')).toBe(false);
        }
        expect(saved).toEqual(expected);
        expect(actor.getSnapshot().context.status).toBe(current);
      }),
      { numRuns: 50 },
    );
  });

  it('ignores another choice while a save is in flight', () => {
    const actor = createActor(leadStatusMachine, { input: { leadId: 'q1', status: 'new' } }).start();
    actor.send({ type: 'status.select', status: 'quoted' });
    expect(actor.getSnapshot().can({ type: 'status.select', status: 'won' })).toBe(false);
    expect(actor.getSnapshot().context.pending).toBe('quoted');
  });
});
