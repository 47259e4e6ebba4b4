// The calculator's design tools (DESIGN.md "Beyond the spec: Designs" and "Board layout rules"):
// Show boards and Board direction, where the drawing came from (the browser's stored copy, a saved
// design of the signed-in owner, or a shared link opened as a copy), and the Save design and Share
// dialogs. Three regions run side by side:
//   session: idle -> loadingDesign | loadingShared -> ready (session.start once the page is live)
//   save:    closed -> checking (GET /api/projects: a visitor goes to /login) -> editing -> saving -> saved
//   share:   closed -> creating -> open -> stopping -> stopped (failed on an error)
// The drawing a dialog saves or shares is the one at the moment it opened (both dialogs are modal).
import { and, assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import type { Shape } from '../src/domain/geometry';
import type { DeckOptions } from '../src/domain/frameGuide';
import type { BoardDirection, Design, DesignDrawing, ShareLink, SharedDesign } from '../src/domain/schemas/designs';
import type { Project } from '../src/domain/schemas/projects';
import { isUnauthorized, messageOr } from './errors';

/** The saved design the calculator edits: saving again makes a new version of it. */
export interface OpenedDesign {
  id: string;
  name: string;
  projectId: string | null;
}

/** What the browser keeps of an unsaved drawing (brand and colour are in the URL already). */
export interface StoredDrawing {
  shapes: Shape[];
  boardDirection: BoardDirection;
  /** The opened design this drawing edits, if any. */
  design: OpenedDesign | null;
  /** The deck's build choices (absent in a drawing kept before they existed). */
  deck?: DeckOptions;
}

/** A drawing the editor is (re)mounted with; `key` changes on every restore so the editor remounts. */
export interface RestoredDrawing {
  key: number;
  /** null: the editor's own first shape (a cleared drawing). */
  shapes: Shape[] | null;
  /** Set from a loaded design or shared link; the page puts them in its URL. */
  brand: string | null;
  colorItemId: string | null;
  /** The drawing's build choices; undefined: the editor's defaults. */
  deck?: DeckOptions;
}

export type ProjectChoice = 'none' | 'existing' | 'new';

export interface SaveForm {
  name: string;
  choice: ProjectChoice;
  projectId: string;
  newProjectName: string;
}

export interface DesignToolsContext {
  showBoards: boolean;
  direction: BoardDirection;
  design: OpenedDesign | null;
  restored: RestoredDrawing | null;
  /** Why an opened design or shared link could not be loaded. */
  loadError: string | undefined;
  /** The drawing when a dialog opened. */
  drawing: DesignDrawing | null;
  projects: Project[];
  form: SaveForm;
  saveError: string | undefined;
  link: ShareLink | null;
  copied: boolean;
  shareError: string | undefined;
}

export interface SessionStart {
  stored: StoredDrawing | null;
  /** ?design={id} */
  designId: string | null;
  /** ?shared={token} */
  sharedToken: string | null;
}

export type DesignToolsEvent =
  | ({ type: 'session.start' } & SessionStart)
  | { type: 'boards.set'; show: boolean }
  | { type: 'direction.set'; direction: BoardDirection }
  /** Clear drawing: the editor's first shape again, no opened design, nothing kept. */
  | { type: 'drawing.clear' }
  | { type: 'save.open'; drawing: DesignDrawing }
  | { type: 'save.close' }
  | { type: 'save.name.change'; value: string }
  /** The Project field's value: NO_PROJECT_VALUE, NEW_PROJECT_VALUE or a project's id. */
  | { type: 'save.project.change'; value: string }
  | { type: 'save.project.name.change'; value: string }
  | { type: 'save.submit' }
  | { type: 'share.open'; drawing: DesignDrawing }
  | { type: 'share.close' }
  | { type: 'share.copy' }
  | { type: 'share.stop' };

/** What saveDesign gets: a new project is made first when `newProjectName` is set. */
export interface SaveDesignInput {
  /** Set: PUT /api/designs/{id} (a new version); null: POST /api/designs. */
  designId: string | null;
  name: string;
  projectId: string | null;
  newProjectName: string | null;
  drawing: DesignDrawing;
}

export interface CreateShareInput {
  /** Set: the owner's link (POST /api/designs/{id}/share); null: a visitor's (POST /api/shared-designs). */
  designId: string | null;
  name: string | null;
  drawing: DesignDrawing;
}

export const DESIGN_TEXTS = {
  loadDesignFailed: 'This design could not be opened. You can carry on drawing.',
  loadSharedFailed: 'This shared design could not be opened: the link may have been stopped.',
  saveFailed: 'Failed to save the design. Please try again.',
  projectsFailed: 'Your projects could not be loaded; you can still save the design without a project.',
  shareFailed: 'Failed to create a share link. Please try again.',
  stopFailed: 'Failed to stop sharing. Please try again.',
  saved: 'Design saved.',
  stopped: 'Sharing stopped: the link no longer works.',
} as const;

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

function saveInputOf(context: DesignToolsContext): SaveDesignInput {
  const { form } = context;
  return {
    designId: context.design?.id ?? null,
    name: form.name.trim(),
    projectId: form.choice === 'existing' ? form.projectId : null,
    newProjectName: form.choice === 'new' ? form.newProjectName.trim() : null,
    drawing: context.drawing as DesignDrawing,
  };
}

const restore = (
  context: DesignToolsContext,
  shapes: Shape[] | null,
  brand: string | null = null,
  colorItemId: string | null = null,
  deck?: DeckOptions,
): RestoredDrawing => ({ key: (context.restored?.key ?? 0) + 1, shapes, brand, colorItemId, deck });

export const designToolsMachine = setup({
  types: {
    context: {} as DesignToolsContext,
    events: {} as DesignToolsEvent,
  },
  actors: {
    // Provided by the app: GET /api/designs/{id} (the signed-in owner's design).
    loadDesign: fromPromise<Design, { designId: string }>(async () => {
      throw new Error('loadDesign is provided by the app');
    }),
    // Provided by the app: GET /api/shared-designs/{token}.
    loadShared: fromPromise<SharedDesign, { token: string }>(async () => {
      throw new Error('loadShared is provided by the app');
    }),
    // Provided by the app: GET /api/projects; a 401 tells a visitor.
    loadProjects: fromPromise<Project[], Record<string, never>>(async () => {
      throw new Error('loadProjects is provided by the app');
    }),
    // Provided by the app: POST /api/projects when a new one is named, then POST or PUT /api/designs.
    saveDesign: fromPromise<Design, SaveDesignInput>(async () => {
      throw new Error('saveDesign is provided by the app');
    }),
    // Provided by the app: POST /api/designs/{id}/share or POST /api/shared-designs.
    createShare: fromPromise<ShareLink, CreateShareInput>(async () => {
      throw new Error('createShare is provided by the app');
    }),
    // Provided by the app: DELETE /api/designs/{id}/share.
    stopShare: fromPromise<unknown, { designId: string }>(async () => {
      throw new Error('stopShare is provided by the app');
    }),
  },
  guards: {
    hasDesignParam: ({ event }) => event.type === 'session.start' && event.designId !== null,
    hasSharedParam: ({ event }) => event.type === 'session.start' && event.sharedToken !== null,
    storedEditsDesign: ({ event }) =>
      event.type === 'session.start' && event.designId !== null && event.stored?.design?.id === event.designId,
    unauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
    formComplete: ({ context }) => saveFormComplete(context.form),
    ownsDesign: ({ context }) => context.design !== null,
    // The dialogs are modal; a clear could only come from elsewhere and must not pull a saving or shared design away.
    dialogsClosed: and([stateIn({ save: 'closed' }), stateIn({ share: 'closed' })]),
  },
  actions: {
    // Provided by the app: to /login, coming back to this calculator (the drawing is kept in the browser).
    redirectToLogin: () => {},
    // Provided by the app: the saved design's id in the URL, the browser's copy dropped.
    designSaved: (_, _design: Design) => {},
    // Provided by the app: the browser's copy dropped.
    forgetDrawing: () => {},
    // Provided by the app: the link to the clipboard.
    copyLink: (_, _url: string) => {},
    openForm: assign(({ context, event }) => {
      assertEvent(event, 'save.open');
      const d = context.design;
      return {
        drawing: event.drawing,
        saveError: undefined,
        form: d
          ? { ...blankForm, name: d.name, choice: d.projectId ? 'existing' : 'none', projectId: d.projectId ?? '' }
          : { ...blankForm },
      } satisfies Partial<DesignToolsContext>;
    }),
  },
}).createMachine({
  id: 'designTools',
  type: 'parallel',
  context: {
    showBoards: false,
    direction: 'horizontal',
    design: null,
    restored: null,
    loadError: undefined,
    drawing: null,
    projects: [],
    form: { ...blankForm },
    saveError: undefined,
    link: null,
    copied: false,
    shareError: undefined,
  },
  on: {
    'boards.set': { actions: assign({ showBoards: ({ event }) => event.show }) },
    'direction.set': { actions: assign({ direction: ({ event }) => event.direction }) },
  },
  states: {
    session: {
      initial: 'idle',
      states: {
        // The prerendered page and its hydration draw the editor's first shape; the browser's facts come after.
        idle: {
          on: {
            'session.start': [
              {
                guard: 'storedEditsDesign',
                target: 'ready',
                actions: assign(({ context, event }) => ({
                  design: event.stored!.design,
                  direction: event.stored!.boardDirection,
                  restored: restore(context, event.stored!.shapes, null, null, event.stored!.deck),
                })),
              },
              { guard: 'hasDesignParam', target: 'loadingDesign' },
              { guard: 'hasSharedParam', target: 'loadingShared' },
              {
                target: 'ready',
                actions: assign(({ context, event }) =>
                  event.stored
                    ? {
                        direction: event.stored.boardDirection,
                        design: event.stored.design,
                        restored: restore(context, event.stored.shapes, null, null, event.stored.deck),
                      }
                    : {},
                ),
              },
            ],
          },
        },
        loadingDesign: {
          invoke: {
            id: 'loadDesign',
            src: 'loadDesign',
            input: ({ event }) => {
              assertEvent(event, 'session.start');
              return { designId: event.designId! };
            },
            onDone: {
              target: 'ready',
              actions: assign(({ context, event: { output: d } }) => ({
                design: { id: d.id, name: d.name, projectId: d.projectId },
                direction: d.drawing.boardDirection,
                restored: restore(context, d.drawing.shapes, d.drawing.brand, d.drawing.colorItemId, d.drawing.deck),
              })),
            },
            onError: { target: 'ready', actions: assign({ loadError: DESIGN_TEXTS.loadDesignFailed }) },
          },
        },
        loadingShared: {
          invoke: {
            id: 'loadShared',
            src: 'loadShared',
            input: ({ event }) => {
              assertEvent(event, 'session.start');
              return { token: event.sharedToken! };
            },
            // Opened as a copy: saving it makes a design of the one who saves.
            onDone: {
              target: 'ready',
              actions: assign(({ context, event: { output: d } }) => ({
                design: null,
                direction: d.drawing.boardDirection,
                restored: restore(context, d.drawing.shapes, d.drawing.brand, d.drawing.colorItemId, d.drawing.deck),
              })),
            },
            onError: { target: 'ready', actions: assign({ loadError: DESIGN_TEXTS.loadSharedFailed }) },
          },
        },
        ready: {
          on: {
            'drawing.clear': {
              guard: 'dialogsClosed',
              actions: [
                assign({ design: null, restored: ({ context }) => restore(context, null), loadError: undefined, link: null }),
                'forgetDrawing',
              ],
            },
          },
        },
      },
    },
    save: {
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
            onDone: { target: 'editing', actions: assign({ projects: ({ event }) => event.output }) },
            onError: [
              { guard: 'unauthorized', target: 'closed', actions: 'redirectToLogin' },
              { target: 'editing', actions: assign({ projects: [], saveError: DESIGN_TEXTS.projectsFailed }) },
            ],
          },
          on: { 'save.close': { target: 'closed' } },
        },
        editing: {
          on: {
            'save.name.change': { actions: assign({ form: ({ context, event }) => ({ ...context.form, name: event.value }) }) },
            'save.project.change': { actions: assign({ form: ({ context, event }) => withProjectField(context.form, event.value) }) },
            'save.project.name.change': {
              actions: assign({ form: ({ context, event }) => ({ ...context.form, newProjectName: event.value }) }),
            },
            'save.submit': { guard: 'formComplete', target: 'saving', actions: assign({ saveError: undefined }) },
            'save.close': { target: 'closed' },
          },
        },
        // The dialog stays open until the answer; nothing typed is lost on a failure.
        saving: {
          invoke: {
            id: 'saveDesign',
            src: 'saveDesign',
            input: ({ context }) => saveInputOf(context),
            onDone: {
              target: 'saved',
              actions: [
                assign(({ event: { output: d } }) => ({ design: { id: d.id, name: d.name, projectId: d.projectId }, link: d.share })),
                { type: 'designSaved', params: ({ event }) => event.output },
              ],
            },
            onError: [
              { guard: 'unauthorized', target: 'closed', actions: 'redirectToLogin' },
              { target: 'editing', actions: assign({ saveError: ({ event }) => messageOr(event.error, DESIGN_TEXTS.saveFailed) }) },
            ],
          },
        },
        saved: {
          on: { 'save.close': { target: 'closed' } },
        },
      },
    },
    share: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'share.open': {
              target: 'creating',
              actions: assign({ drawing: ({ event }) => event.drawing, copied: false, shareError: undefined }),
            },
          },
        },
        creating: {
          invoke: {
            id: 'createShare',
            src: 'createShare',
            input: ({ context }) => ({
              designId: context.design?.id ?? null,
              name: context.design?.name ?? null,
              drawing: context.drawing as DesignDrawing,
            }),
            onDone: { target: 'open', actions: assign({ link: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ shareError: ({ event }) => messageOr(event.error, DESIGN_TEXTS.shareFailed) }) },
          },
          on: { 'share.close': { target: 'closed' } },
        },
        open: {
          on: {
            'share.copy': { actions: [assign({ copied: true }), { type: 'copyLink', params: ({ context }) => context.link?.url ?? '' }] },
            'share.stop': { guard: 'ownsDesign', target: 'stopping', actions: assign({ shareError: undefined }) },
            'share.close': { target: 'closed' },
          },
        },
        stopping: {
          invoke: {
            id: 'stopShare',
            src: 'stopShare',
            input: ({ context }) => ({ designId: context.design!.id }),
            onDone: { target: 'stopped', actions: assign({ link: null, copied: false }) },
            onError: { target: 'open', actions: assign({ shareError: ({ event }) => messageOr(event.error, DESIGN_TEXTS.stopFailed) }) },
          },
        },
        stopped: { on: { 'share.close': { target: 'closed' } } },
        failed: { on: { 'share.close': { target: 'closed' } } },
      },
    },
  },
});

export type DesignToolsMachine = typeof designToolsMachine;
