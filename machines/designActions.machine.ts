// Saved designs list (docs/product.md#designs): Rename in a dialog (the Design name
// field, checked with the shared zod schema before it is sent) and Delete after a confirm dialog.
// idle -> renaming.editing -> renaming.saving (PUT /designs/{id}) -> idle;
// idle -> confirmingDelete -> deleting (DELETE /designs/{id}) -> idle. One actor serves every row.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import { designName, type Design } from '../src/domain/schemas/designs';
import { errorOf, messageOr } from './errors';

export interface DesignRef {
  id: string;
  name: string;
}

export interface DesignActionsContext {
  /** The design the open dialog is about. */
  design: DesignRef | null;
  draft: string;
  error: string | undefined;
}

export type DesignActionsEvent =
  | { type: 'rename.start'; design: DesignRef }
  | { type: 'name.change'; value: string }
  /** The dialog's Save button and Enter in the field. */
  | { type: 'rename.save' }
  | { type: 'delete.start'; design: DesignRef }
  | { type: 'delete.confirm' }
  /** Cancel, Escape or a click outside. */
  | { type: 'dialog.close' };

const closed = { design: null, draft: '', error: undefined };

/** The zod message for a name the server would refuse (blank, too long), else undefined. */
export function designNameError(draft: string): string | undefined {
  const parsed = designName.safeParse(draft);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export const designActionsMachine = setup({
  types: {
    context: {} as DesignActionsContext,
    events: {} as DesignActionsEvent,
  },
  actors: {
    // Provided by the app: PUT /api/designs/{id} {name}.
    renameDesign: fromPromise<Design, { designId: string; name: string }>(async () => {
      throw new Error('renameDesign is provided by the app');
    }),
    // Provided by the app: DELETE /api/designs/{id}.
    deleteDesign: fromPromise<void, { designId: string }>(async () => {
      throw new Error('deleteDesign is provided by the app');
    }),
  },
  guards: {
    nameIsValid: ({ context }) => designNameError(context.draft) === undefined,
  },
  actions: {
    // Provided by the app: the design lists refresh (the renamed name, the deleted row gone).
    designsChanged: () => {},
    close: assign({ ...closed }),
    startRename: assign(({ event }) => {
      assertEvent(event, 'rename.start');
      return { design: event.design, draft: event.design.name, error: undefined };
    }),
    startDelete: assign(({ event }) => {
      assertEvent(event, 'delete.start');
      return { design: event.design, draft: '', error: undefined };
    }),
    setDraft: assign(({ event }) => {
      assertEvent(event, 'name.change');
      return { draft: event.value, error: undefined };
    }),
    // The field shows why, in the schema's own words.
    refuseName: assign({ error: ({ context }) => designNameError(context.draft) }),
    renameFailed: assign({ error: (_, error: unknown) => messageOr(error, DESIGN_TEXTS.renameFailed) }),
    deleteFailed: assign({ error: (_, error: unknown) => messageOr(error, DESIGN_TEXTS.deleteFailed) }),
  },
}).createMachine({
  id: 'designActions',
  context: { ...closed },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'rename.start': { target: 'renaming', actions: 'startRename' },
        'delete.start': { target: 'confirmingDelete', actions: 'startDelete' },
      },
    },
    renaming: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'name.change': { actions: 'setDraft' },
            'rename.save': [{ guard: 'nameIsValid', target: 'saving' }, { actions: 'refuseName' }],
            'dialog.close': { target: '#designActions.idle', actions: 'close' },
          },
        },
        saving: {
          invoke: {
            id: 'renameDesign',
            src: 'renameDesign',
            input: ({ context }) => ({ designId: context.design?.id ?? '', name: context.draft.trim() }),
            onDone: { target: '#designActions.idle', actions: ['close', 'designsChanged'] },
            onError: { target: 'editing', actions: { type: 'renameFailed', params: errorOf } },
          },
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'dialog.close': { target: 'idle', actions: 'close' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteDesign',
        src: 'deleteDesign',
        input: ({ context }) => ({ designId: context.design?.id ?? '' }),
        onDone: { target: 'idle', actions: ['close', 'designsChanged'] },
        onError: {
          target: 'confirmingDelete',
          actions: { type: 'deleteFailed', params: errorOf },
        },
      },
    },
  },
});

/** Whether the rename dialog is open (editing or saving), for the view. */
export const isRenaming = (s: { matches: (v: 'renaming') => boolean }) => s.matches('renaming');
/** Whether the delete confirmation is open (asking or deleting). */
export const isConfirmingDelete = (s: { matches: (v: 'confirmingDelete' | 'deleting') => boolean }) =>
  s.matches('confirmingDelete') || s.matches('deleting');
