import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Design, DesignDrawing, ShareLink, SharedDesign } from '../src/domain/schemas/designs';
import type { Project } from '../src/domain/schemas/projects';
import {
  DESIGN_TEXTS,
  designToolsMachine,
  NEW_PROJECT_VALUE,
  NO_PROJECT_VALUE,
  projectFieldValue,
  saveFormComplete,
  type DesignToolsEvent,
  type StoredDrawing,
} from './designTools.machine';
import type { InternalEvent } from './testing/pathTesting';
import { describeModels } from './testing/describeModel';

const square = [
  {
    id: 'box-1',
    points: [
      { x: 0, y: 0 },
      { x: 3000, y: 0 },
      { x: 3000, y: 2000 },
      { x: 0, y: 2000 },
    ],
  },
];
const drawing: DesignDrawing = { shapes: square, brand: 'WoodEvo', colorItemId: 'wh-barossa', boardDirection: 'vertical' };
const at = '2026-11-01T00:00:00.000Z';
const figures = {
  spec: { deckArea: 6, deckBoards: 9, clipBoxes: 1, subframeMaterials: { joists: 1, bearers: 1, screws: 1 } },
  layout: null,
};
const saved: Design = {
  id: 'd1',
  name: 'Back deck',
  projectId: 'p1',
  projectName: 'Home',
  version: 1,
  drawing,
  figures,
  share: null,
  createdAt: at,
  updatedAt: at,
};
const shared: SharedDesign = { name: 'Their deck', drawing: { ...drawing, boardDirection: 'horizontal' }, figures, sharedAt: at };
const link: ShareLink = { token: 't0k', url: 'http://localhost/deck/t0k', createdAt: at };
const projects: Project[] = [{ id: 'p1', name: 'Home', createdAt: at, updatedAt: at }];
const stored: StoredDrawing = { shapes: square, boardDirection: 'vertical', design: null };
const storedEdit: StoredDrawing = { ...stored, design: { id: 'd1', name: 'Back deck', projectId: null } };
const unauthorized = { status: 401, message: 'Not signed in' };
const offline = new TypeError('Failed to fetch');

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never as InternalEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never as InternalEvent;

describeModels('designTools', [
  {
    name: 'session: where the drawing comes from, boards and direction',
    machine: designToolsMachine,
    effects: ['forgetDrawing'],
    events: (): (DesignToolsEvent | InternalEvent)[] => [
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
    },
  },
  {
    name: 'save: visitors to /login, owners save a name and a project',
    machine: designToolsMachine,
    effects: ['redirectToLogin', 'designSaved'],
    events: (s): (DesignToolsEvent | InternalEvent)[] => [
      { type: 'save.open', drawing },
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
    facts: (s) => ({ form: s.context.form, error: s.context.saveError, design: s.context.design?.id ?? null }),
    check: (s, step) => {
      for (const call of step.invoked)
        if (call.id === 'saveDesign')
          expect(call.input).toEqual({
            designId: s.context.design?.id ?? null,
            name: 'Back deck',
            projectId: s.context.form.choice === 'existing' ? 'p1' : null,
            newProjectName: s.context.form.choice === 'new' ? 'Beach house' : null,
            drawing,
          });
      if (step.event?.type === 'xstate.error.actor.loadProjects' && s.matches({ save: 'closed' }))
        expect(step.effects.map((e) => e.name)).toEqual(['redirectToLogin']);
      if (step.event?.type === 'xstate.done.actor.saveDesign') {
        expect(step.effects).toMatchObject([{ name: 'designSaved', params: saved }]);
        expect(s.context.design?.id).toBe('d1');
      }
      if (s.matches({ save: 'saving' })) expect(saveFormComplete(s.context.form)).toBe(true);
    },
  },
  {
    name: 'share: a link, Copy, and Stop sharing for owners',
    machine: designToolsMachine,
    effects: ['copyLink'],
    events: (s): (DesignToolsEvent | InternalEvent)[] => [
      ...(s.matches({ session: 'idle' })
        ? [{ type: 'session.start' as const, stored: storedEdit, designId: 'd1', sharedToken: null }]
        : []),
      { type: 'drawing.clear' },
      { type: 'share.open', drawing },
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
      error: s.context.shareError,
    }),
    limit: 20_000,
    check: (s, step) => {
      for (const call of step.invoked)
        if (call.id === 'createShare')
          expect(call.input).toEqual({ designId: s.context.design?.id ?? null, name: s.context.design?.name ?? null, drawing });
      if (step.event?.type === 'share.copy') expect(step.effects).toMatchObject([{ name: 'copyLink', params: link.url }]);
      if (s.matches({ share: 'stopping' })) expect(s.context.design).not.toBeNull();
      if (s.matches({ share: 'stopped' })) expect(s.context.link).toBeNull();
    },
  },
]);

describe('designTools rules', () => {
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
    const actor = createActor(designToolsMachine.provide({ actors: { loadProjects: fromPromise(async () => projects) } })).start();
    actor.send({ type: 'session.start', stored: null, designId: null, sharedToken: null });
    actor.send({ type: 'save.open', drawing });
    await waitFor(actor, (snapshot) => snapshot.matches({ save: 'editing' }));
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
    const actor = createActor(designToolsMachine).start();
    actor.send({ type: 'session.start', stored: storedEdit, designId: 'd1', sharedToken: null });
    actor.send({ type: 'save.open', drawing });
    expect(actor.getSnapshot().context.form).toMatchObject({ name: 'Back deck', choice: 'none' });
  });

  it('a visitor cannot stop a share link', () => {
    const actor = createActor(designToolsMachine).start();
    actor.send({ type: 'session.start', stored: null, designId: null, sharedToken: null });
    expect(actor.getSnapshot().can({ type: 'share.stop' })).toBe(false);
  });
});
