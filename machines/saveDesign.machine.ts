// Save design (docs/product.md#designs): the calculator's dialog that stores the drawing
// as a design of the signed-in user, in one of their projects, a new one, or none.
//   closed -> checking (GET /api/projects: a visitor goes to /login) -> editing -> saving -> saved
// It opens with the drawing as it is then and the design the calculator has open (the dialog is modal):
// saving an opened design makes a new version of it. The app hears of a save (designSaved) and tells
// the design session (designSession.machine.ts) which design the drawing now is.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import type { Design, DesignDrawing } from '../src/domain/schemas/designs';
import type { Project } from '../src/domain/schemas/projects';
import { openedDesignOf, type OpenedDesign } from './designSession.machine';
import { errorOf, isUnauthorized, messageOr } from './errors';

export type ProjectChoice = 'none' | 'existing' | 'new';

export interface SaveForm {
  name: string;
  choice: ProjectChoice;
  projectId: string;
  newProjectName: string;
}

export interface SaveDesignContext {
  /** The opened design (a save makes a new version of it), then the one saved. */
  design: OpenedDesign | null;
  /** The drawing when the dialog opened. */
  drawing: DesignDrawing | null;
  projects: Project[];
  form: SaveForm;
  error: string | undefined;
  /** Opened by Order these materials: once saved, the wizard opens with the design's priced list. */
  thenOrder: boolean;
}

export type SaveDesignEvent =
  /** `then: 'order'`: Order these materials, which saves the drawing first and then opens the order wizard. */
  | { type: 'save.open'; drawing: DesignDrawing; design: OpenedDesign | null; then?: 'order' }
  | { type: 'save.close' }
  | { type: 'save.name.change'; value: string }
  /** The Project field's value: NO_PROJECT_VALUE, NEW_PROJECT_VALUE or a project's id. */
  | { type: 'save.project.change'; value: string }
  | { type: 'save.project.name.change'; value: string }
  | { type: 'save.submit' };

/** What saveDesign gets: a new project is made first when `newProjectName` is set. */
export interface SaveDesignInput {
  /** Set: PUT /api/designs/{id} (a new version); null: POST /api/designs. */
  designId: string | null;
  name: string;
  projectId: string | null;
  newProjectName: string | null;
  drawing: DesignDrawing;
}

const blankForm: SaveForm = { name: '', choice: 'none', projectId: '', newProjectName: '' };

/** The Project field's own options beside the projects: no project, and a new one named in the dialog. */
export const NO_PROJECT_VALUE = 'none';
export const NEW_PROJECT_VALUE = 'new';

/** The Project field's value for the form's choice. */
export function projectFieldValue(form: SaveForm): string {
  return form.choice === 'existing' ? form.projectId : form.choice === 'new' ? NEW_PROJECT_VALUE : NO_PROJECT_VALUE;
}

function withProjectField(form: SaveForm, value: string): SaveForm {
  if (value === NO_PROJECT_VALUE) return { ...form, choice: 'none' };
  if (value === NEW_PROJECT_VALUE) return { ...form, choice: 'new' };
  return { ...form, choice: 'existing', projectId: value };
}

/** Whether the Save dialog's fields allow a save: a name, and the project the choice needs. */
export function saveFormComplete(form: SaveForm): boolean {
  if (form.name.trim() === '') return false;
  if (form.choice === 'existing') return form.projectId !== '';
  if (form.choice === 'new') return form.newProjectName.trim() !== '';
  return true;
}

function saveInputOf(context: SaveDesignContext): SaveDesignInput {
  const { form } = context;
  return {
    designId: context.design?.id ?? null,
    name: form.name.trim(),
    projectId: form.choice === 'existing' ? form.projectId : null,
    newProjectName: form.choice === 'new' ? form.newProjectName.trim() : null,
    drawing: context.drawing as DesignDrawing,
  };
}

/** The form an opened design starts from: its name and project. */
function formOf(design: OpenedDesign | null): SaveForm {
  return design
    ? { ...blankForm, name: design.name, choice: design.projectId ? 'existing' : 'none', projectId: design.projectId ?? '' }
    : { ...blankForm };
}

export const saveDesignMachine = setup({
  types: {
    context: {} as SaveDesignContext,
    events: {} as SaveDesignEvent,
  },
  actors: {
    // Provided by the app: GET /api/projects; a 401 tells a visitor.
    loadProjects: fromPromise<Project[], Record<string, never>>(async () => {
      throw new Error('loadProjects is provided by the app');
    }),
    // Provided by the app: POST /api/projects when a new one is named, then POST or PUT /api/designs.
    saveDesign: fromPromise<Design, SaveDesignInput>(async () => {
      throw new Error('saveDesign is provided by the app');
    }),
  },
  guards: {
    unauthorized: (_, error: unknown) => isUnauthorized(error),
    formComplete: ({ context }) => saveFormComplete(context.form),
    thenOrder: ({ context }) => context.thenOrder,
  },
  actions: {
    // Provided by the app: to /login, coming back to this calculator (the drawing is kept in the browser).
    redirectToLogin: () => {},
    // Provided by the app: the saved design's id in the URL, the browser's copy dropped, the session told.
    designSaved: (_, _design: Design) => {},
    // Provided by the app: to the order wizard with the saved design (/app/orders/create?design={id}).
    orderDesign: (_, _design: Design) => {},
    openForm: assign(({ event }) => {
      assertEvent(event, 'save.open');
      return {
        design: event.design,
        drawing: event.drawing,
        error: undefined,
        form: formOf(event.design),
        thenOrder: event.then === 'order',
      };
    }),
    setProjects: assign({ projects: (_, projects: Project[]) => projects }),
    projectsFailed: assign({ projects: [], error: DESIGN_TEXTS.projectsFailed }),
    setName: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'save.name.change');
        return { ...context.form, name: event.value };
      },
    }),
    setProject: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'save.project.change');
        return withProjectField(context.form, event.value);
      },
    }),
    setNewProjectName: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'save.project.name.change');
        return { ...context.form, newProjectName: event.value };
      },
    }),
    clearError: assign({ error: undefined }),
    setSaved: assign({ design: (_, design: Design) => openedDesignOf(design) }),
    saveFailed: assign({ error: (_, error: unknown) => messageOr(error, DESIGN_TEXTS.saveFailed) }),
  },
}).createMachine({
  id: 'saveDesign',
  context: {
    design: null,
    drawing: null,
    projects: [],
    form: { ...blankForm },
    error: undefined,
    thenOrder: false,
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'save.open': { target: 'checking', actions: 'openForm' } },
    },
    // Who is asking: a visitor's GET /api/projects answers 401.
    checking: {
      invoke: {
        id: 'loadProjects',
        src: 'loadProjects',
        input: () => ({}),
        onDone: { target: 'editing', actions: { type: 'setProjects', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'unauthorized', params: errorOf }, target: 'closed', actions: 'redirectToLogin' },
          { target: 'editing', actions: 'projectsFailed' },
        ],
      },
      on: { 'save.close': { target: 'closed' } },
    },
    editing: {
      on: {
        'save.name.change': { actions: 'setName' },
        'save.project.change': { actions: 'setProject' },
        'save.project.name.change': { actions: 'setNewProjectName' },
        'save.submit': { guard: 'formComplete', target: 'saving', actions: 'clearError' },
        'save.close': { target: 'closed' },
      },
    },
    // The dialog stays open until the answer; nothing typed is lost on a failure.
    saving: {
      invoke: {
        id: 'saveDesign',
        src: 'saveDesign',
        input: ({ context }) => saveInputOf(context),
        onDone: [
          {
            guard: 'thenOrder',
            target: 'closed',
            actions: [
              { type: 'setSaved', params: ({ event }) => event.output },
              { type: 'designSaved', params: ({ event }) => event.output },
              { type: 'orderDesign', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'saved',
            actions: [
              { type: 'setSaved', params: ({ event }) => event.output },
              { type: 'designSaved', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          { guard: { type: 'unauthorized', params: errorOf }, target: 'closed', actions: 'redirectToLogin' },
          { target: 'editing', actions: { type: 'saveFailed', params: errorOf } },
        ],
      },
    },
    saved: {
      on: { 'save.close': { target: 'closed' } },
    },
  },
});

export type SaveDesignMachine = typeof saveDesignMachine;
