import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  NEW_PROJECT_VALUE,
  NO_PROJECT_VALUE,
  projectFieldValue,
  saveDesignMachine,
  saveFormComplete,
  type SaveDesignEvent,
} from './saveDesign.machine';
import { describeModels } from './testing/describeModel';
import { done, drawing, failed, offline, projects, saved, storedEdit, unauthorized } from './testing/designFixtures';
import type { InternalEvent } from './testing/pathTesting';

describeModels('saveDesign', [
  {
    name: 'visitors to /login, owners save a name and a project',
    machine: saveDesignMachine,
    effects: ['redirectToLogin', 'designSaved', 'orderDesign'],
    events: (s): (SaveDesignEvent | InternalEvent)[] => [
      { type: 'save.open', drawing, design: null },
      { type: 'save.open', drawing, design: storedEdit.design },
      { type: 'save.open', drawing, design: null, then: 'order' },
      { type: 'save.close' },
      done('loadProjects', projects),
      failed('loadProjects', unauthorized),
      failed('loadProjects', offline),
      { type: 'save.name.change', value: s.context.form.name ? '' : ' Back deck ' },
      { type: 'save.project.change', value: NEW_PROJECT_VALUE },
      { type: 'save.project.change', value: 'p1' },
      { type: 'save.project.change', value: NO_PROJECT_VALUE },
      { type: 'save.project.name.change', value: 'Beach house' },
      { type: 'save.submit' },
      done('saveDesign', saved),
      failed('saveDesign', { status: 400, message: 'Design name is required' }),
      failed('saveDesign', unauthorized),
    ],
    facts: (s) => ({ form: s.context.form, error: s.context.error, design: s.context.design?.id ?? null, thenOrder: s.context.thenOrder }),
    limit: 20_000,
    check: (s, step) => {
      for (const call of step.invoked)
        if (call.id === 'saveDesign')
          expect(call.input).toEqual({
            designId: s.context.design?.id ?? null,
            name: s.context.form.name.trim(),
            projectId: s.context.form.choice === 'existing' ? 'p1' : null,
            newProjectName: s.context.form.choice === 'new' ? 'Beach house' : null,
            drawing,
          });
      if (step.event?.type === 'xstate.error.actor.loadProjects' && s.matches('closed'))
        expect(step.effects.map((e) => e.name)).toEqual(['redirectToLogin']);
      if (step.event?.type === 'xstate.done.actor.saveDesign') {
        expect(step.effects).toMatchObject([
          { name: 'designSaved', params: saved },
          ...(s.matches('closed') ? [{ name: 'orderDesign', params: saved }] : []),
        ]);
        expect(s.context.design?.id).toBe('d1');
      }
      if (s.matches('saving')) expect(saveFormComplete(s.context.form)).toBe(true);
    },
  },
]);

describe('saveDesign rules', () => {
  it('Save needs a name and the project its choice names', () => {
    const base = { name: 'Deck', choice: 'none' as const, projectId: '', newProjectName: '' };
    expect(saveFormComplete(base)).toBe(true);
    expect(saveFormComplete({ ...base, name: '  ' })).toBe(false);
    expect(saveFormComplete({ ...base, choice: 'existing' })).toBe(false);
    expect(saveFormComplete({ ...base, choice: 'existing', projectId: 'p1' })).toBe(true);
    expect(saveFormComplete({ ...base, choice: 'new', newProjectName: ' ' })).toBe(false);
    expect(saveFormComplete({ ...base, choice: 'new', newProjectName: 'Beach' })).toBe(true);
  });

  it("the Project field's value is no project, a new one, or a project's id, and reads back the same", async () => {
    const actor = createActor(saveDesignMachine.provide({ actors: { loadProjects: fromPromise(async () => projects) } })).start();
    actor.send({ type: 'save.open', drawing, design: null });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const form = () => actor.getSnapshot().context.form;
    for (const [value, choice] of [
      ['p1', 'existing'],
      [NEW_PROJECT_VALUE, 'new'],
      [NO_PROJECT_VALUE, 'none'],
    ] as const) {
      actor.send({ type: 'save.project.change', value });
      expect(form().choice).toBe(choice);
      expect(projectFieldValue(form())).toBe(value);
    }
  });

  it('an opened design prefills the Save dialog with its name and project', () => {
    const actor = createActor(saveDesignMachine).start();
    actor.send({ type: 'save.open', drawing, design: storedEdit.design });
    expect(actor.getSnapshot().context.form).toMatchObject({ name: 'Back deck', choice: 'none' });
  });
});

describe('Order these materials', () => {
  it('saves first, then asks for the wizard with the saved design; a plain Save does not', async () => {
    const ordered: string[] = [];
    const machine = saveDesignMachine.provide({
      actors: { loadProjects: fromPromise(async () => projects), saveDesign: fromPromise(async () => saved) },
      actions: { orderDesign: (_, design) => ordered.push(design.id) },
    });
    for (const then of ['order', undefined] as const) {
      const actor = createActor(machine).start();
      actor.send({ type: 'save.open', drawing, design: null, ...(then ? { then } : {}) });
      await waitFor(actor, (s) => s.matches('editing'));
      actor.send({ type: 'save.name.change', value: 'Back deck' });
      actor.send({ type: 'save.submit' });
      await waitFor(actor, (s) => !s.matches('saving'));
      expect(actor.getSnapshot().value).toBe(then ? 'closed' : 'saved');
    }
    expect(ordered).toEqual(['d1']);
  });
});
