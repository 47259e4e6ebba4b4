// Project detail: inline rename (docs/product.md#project-name-edit, docs/product.md#project-names).
// view -> editing -> saving (PATCH /projects/{id}) -> view, or Cancel back to view. The name shown in
// view mode is the page's (its query); Edit brings the current one, which the draft starts from.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import type { Project } from '../src/domain/schemas/projects';
import { errorOf, messageOr } from './errors';

export interface ProjectNameContext {
  projectId: string;
  /** The saved name the draft started from (Cancel goes back to it). */
  name: string;
  /** The text being edited. */
  draft: string;
  error: string | undefined;
}

export interface ProjectNameInput {
  projectId: string;
  name: string;
}

export type ProjectNameEvent =
  /** Edit, with the name shown at that moment. */
  { type: 'edit.start'; name: string } | { type: 'name.change'; value: string } | { type: 'edit.save' } | { type: 'edit.cancel' };

export interface UpdateProjectInput {
  projectId: string;
  name: string;
}

export const projectNameMachine = setup({
  types: {
    context: {} as ProjectNameContext,
    events: {} as ProjectNameEvent,
    input: {} as ProjectNameInput,
  },
  actors: {
    // Provided by the app: PATCH /api/projects/{id} {name}.
    updateProject: fromPromise<Project, UpdateProjectInput>(async () => {
      throw new Error('updateProject is provided by the app');
    }),
  },
  guards: {
    nameIsFilled: ({ context }) => context.draft.trim() !== '',
  },
  actions: {
    // Provided by the app: refresh cached project data after a rename.
    projectSaved: (_, _project: Project) => {},
    startEditing: assign(({ event }) => {
      assertEvent(event, 'edit.start');
      return { name: event.name, draft: event.name, error: undefined };
    }),
    setDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'name.change');
        return event.value;
      },
    }),
    discardDraft: assign({ draft: ({ context }) => context.name, error: undefined }),
    setSaved: assign({ name: (_, project: Project) => project.name, draft: (_, project: Project) => project.name, error: undefined }),
    saveFailed: assign({ error: (_, error: unknown) => messageOr(error, MESSAGES.projectUpdateFailed) }),
  },
}).createMachine({
  id: 'projectName',
  context: ({ input }) => ({ projectId: input.projectId, name: input.name, draft: input.name, error: undefined }),
  initial: 'view',
  states: {
    view: {
      on: {
        'edit.start': { target: 'editing', actions: 'startEditing' },
      },
    },
    editing: {
      on: {
        'name.change': { actions: 'setDraft' },
        'edit.save': { guard: 'nameIsFilled', target: 'saving' },
        'edit.cancel': { target: 'view', actions: 'discardDraft' },
      },
    },
    saving: {
      invoke: {
        id: 'updateProject',
        src: 'updateProject',
        input: ({ context }) => ({ projectId: context.projectId, name: context.draft.trim() }),
        onDone: {
          target: 'view',
          actions: [
            { type: 'setSaved', params: ({ event }) => event.output },
            { type: 'projectSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'saveFailed', params: errorOf },
        },
      },
    },
  },
});
