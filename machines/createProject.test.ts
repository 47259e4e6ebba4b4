import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import type { Project } from '../src/domain/schemas/projects';
import { createProjectMachine, type CreateProjectEvent } from './createProject.machine';
import { describeModel } from './testing/describeModel';

const created: Project = { id: 'p9', name: 'Front porch', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

describeModel({
  name: 'createProject',
  machine: createProjectMachine,
  effects: ['projectCreated'],
  events: (): CreateProjectEvent[] => [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'name.change', value: '  ' },
    { type: 'name.change', value: ' Front porch ' },
    { type: 'project.create' },
    { type: 'xstate.done.actor.createProject', output: created } as never,
    { type: 'xstate.error.actor.createProject', error: new TypeError('Failed to fetch') } as never,
  ],
  facts: (s) => ({ name: s.context.name, error: s.context.error }),
  check: (s, step) => {
    for (const call of step.invoked) expect(call.input).toEqual({ name: 'Front porch' });
    if (s.matches('closed')) expect(s.context).toEqual({ name: '', error: undefined });
    if (step.event?.type === 'xstate.done.actor.createProject')
      expect(step.effects).toMatchObject([{ name: 'projectCreated', params: created }]);
    if (step.event?.type === 'xstate.error.actor.createProject') expect(s.context.error).toBe(MESSAGES.projectCreateFailed);
  },
});

describe('createProject rules', () => {
  it('Enter (project.create) does nothing while the trimmed name is empty', () => {
    const actor = createActor(createProjectMachine).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: '   ' });
    expect(actor.getSnapshot().can({ type: 'project.create' })).toBe(false);
    actor.send({ type: 'project.create' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('closing the dialog blanks the name', () => {
    const actor = createActor(createProjectMachine).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Deck' });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.name).toBe('');
  });
});
