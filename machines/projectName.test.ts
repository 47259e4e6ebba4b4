import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import type { Project } from '../src/domain/schemas/projects';
import { projectNameMachine, type ProjectNameEvent } from './projectName.machine';
import { describeModel } from './testing/describeModel';

const saved: Project = { id: 'p1', name: 'Back deck', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };

describeModel({
  name: 'projectName',
  machine: projectNameMachine,
  input: { projectId: 'p1', name: 'Deck' },
  effects: ['projectSaved'],
  events: (): ProjectNameEvent[] => [
    { type: 'edit.start', name: 'Deck' },
    // Renamed elsewhere (another tab) since the page loaded: Edit starts from the name now shown.
    { type: 'edit.start', name: 'Deck (renamed elsewhere)' },
    { type: 'name.change', value: '   ' },
    { type: 'name.change', value: '  Back deck ' },
    { type: 'edit.save' },
    { type: 'edit.cancel' },
    { type: 'xstate.done.actor.updateProject', output: saved } as never,
    { type: 'xstate.error.actor.updateProject', error: { status: 500, message: '' } } as never,
    { type: 'xstate.error.actor.updateProject', error: { status: 422, message: 'Project name must be at most 120 characters' } } as never,
  ],
  facts: (s) => ({ name: s.context.name, draft: s.context.draft, error: s.context.error }),
  check: (s, step) => {
    // Save is only reachable with a non-blank trimmed name, and sends the trimmed name.
    for (const call of step.invoked) expect(call.input).toEqual({ projectId: 'p1', name: s.context.draft.trim() });
    if (s.matches('saving')) expect(s.context.draft.trim()).not.toBe('');
    if (step.event?.type === 'xstate.done.actor.updateProject') {
      expect(s.context.name).toBe(saved.name);
      expect(step.effects.map((e) => e.name)).toEqual(['projectSaved']);
    }
    if (step.event?.type === 'xstate.error.actor.updateProject') {
      expect(s.matches('editing')).toBe(true);
      expect([MESSAGES.projectUpdateFailed, 'Project name must be at most 120 characters']).toContain(s.context.error);
    }
  },
});

describe('projectName rules', () => {
  it('Save is disabled while the name is blank after trimming', () => {
    const actor = createActor(projectNameMachine, { input: { projectId: 'p1', name: 'Deck' } }).start();
    actor.send({ type: 'edit.start', name: 'Deck' });
    actor.send({ type: 'name.change', value: '   ' });
    expect(actor.getSnapshot().can({ type: 'edit.save' })).toBe(false);
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('Cancel returns to view with the saved name', () => {
    const actor = createActor(projectNameMachine, { input: { projectId: 'p1', name: 'Deck' } }).start();
    actor.send({ type: 'edit.start', name: 'Deck' });
    actor.send({ type: 'name.change', value: 'Other' });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().value).toBe('view');
    expect(actor.getSnapshot().context.draft).toBe('Deck');
  });

  it('a failed save shows Failed to update project and keeps editing', async () => {
    const machine = projectNameMachine.provide({
      actors: { updateProject: fromPromise(async () => Promise.reject(new TypeError('Failed to fetch'))) },
    });
    const actor = createActor(machine, { input: { projectId: 'p1', name: 'Deck' } }).start();
    actor.send({ type: 'edit.start', name: 'Deck' });
    actor.send({ type: 'name.change', value: 'New' });
    actor.send({ type: 'edit.save' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Failed to update project');
  });
});
