// Dashboard "Create Project" dialog (docs/product.md#projects-dashboard, docs/product.md#project-names).
// closed -> open -> creating (POST /projects) -> closed. The button and Enter send the same
// `project.create` event, so both are disabled/ignored by the same guard when the trimmed name is empty.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../src/domain/messages';
import type { Project } from '../src/domain/schemas/projects';
import { errorOf, messageOr } from './errors';

export interface CreateProjectContext {
  name: string;
  error: string | undefined;
}

export type CreateProjectEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'name.change'; value: string }
  /** The Create Project button and Enter in the name field. */
  | { type: 'project.create' };

export interface CreateProjectInput {
  name: string;
}

const blank = { name: '', error: undefined };

export const createProjectMachine = setup({
  types: {
    context: {} as CreateProjectContext,
    events: {} as CreateProjectEvent,
  },
  actors: {
    // Provided by the app: POST /api/projects {name}.
    createProject: fromPromise<Project, CreateProjectInput>(async () => {
      throw new Error('createProject is provided by the app');
    }),
  },
  guards: {
    nameIsFilled: ({ context }) => context.name.trim() !== '',
  },
  actions: {
    // Provided by the app: refresh the projects list.
    projectCreated: (_, _project: Project) => {},
    reset: assign({ ...blank }),
    setName: assign({
      name: ({ event }) => {
        assertEvent(event, 'name.change');
        return event.value;
      },
    }),
    createFailed: assign({ error: (_, error: unknown) => messageOr(error, MESSAGES.projectCreateFailed) }),
  },
}).createMachine({
  id: 'createProject',
  context: { ...blank },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      on: {
        'name.change': { actions: 'setName' },
        'project.create': { guard: 'nameIsFilled', target: 'creating' },
        'dialog.close': { target: 'closed', actions: 'reset' },
      },
    },
    creating: {
      invoke: {
        id: 'createProject',
        src: 'createProject',
        input: ({ context }) => ({ name: context.name.trim() }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'projectCreated', params: ({ event }) => event.output }, 'reset'],
        },
        onError: {
          target: 'open',
          actions: { type: 'createFailed', params: errorOf },
        },
      },
    },
  },
});
