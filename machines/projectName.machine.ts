// Project detail: inline rename (spec section 4 "Project name edit", section 5 "Project rename").
// view -> editing -> saving (PATCH /projects/{id}) -> view, or Cancel back to view.
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../src/domain/constants';
import type { Project } from '../src/domain/schemas/projects';
import { messageOr } from './errors';

export interface ProjectNameContext {
  projectId: string;
  /** The saved name shown in view mode. */
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
  | { type: 'edit.start' }
  | { type: 'name.change'; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  /** The project was reloaded from the server (only applies in view mode). */
  | { type: 'project.loaded'; name: string };

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
  },
}).createMachine({
  id: 'projectName',
  context: ({ input }) => ({ projectId: input.projectId, name: input.name, draft: input.name, error: undefined }),
  initial: 'view',
  states: {
    view: {
      on: {
        'edit.start': { target: 'editing', actions: assign({ draft: ({ context }) => context.name, error: undefined }) },
        'project.loaded': { actions: assign({ name: ({ event }) => event.name }) },
      },
    },
    editing: {
      on: {
        'name.change': { actions: assign({ draft: ({ event }) => event.value }) },
        'edit.save': { guard: 'nameIsFilled', target: 'saving' },
        'edit.cancel': { target: 'view', actions: assign({ draft: ({ context }) => context.name, error: undefined }) },
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
            assign({ name: ({ event }) => event.output.name, draft: ({ event }) => event.output.name, error: undefined }),
            { type: 'projectSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOr(event.error, MESSAGES.projectUpdateFailed) }),
        },
      },
    },
  },
});
