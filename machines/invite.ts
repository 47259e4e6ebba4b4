// The invitation dialogs' one machine (docs/product.md#accounts, docs/product.md#trade-accounts): the
// admin's Invite user and a company owner's Invite a colleague are the same flow over different roles.
// closed -> open.editing -> open.submitting -> open.done, or back to editing with the server's message
// (a taken email, a refused role). Email and role are checked by the API's own schema first.
// inviteUser.machine.ts and companyMembers.machine.ts (which invokes it) each make one with their rules.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { firstMessages } from '../src/domain/schemas/fields';
import { errorOf, messageOr } from './errors';
import { fieldChanged } from './formFields';

/** The fields typed in; the role is one of the rules' schema's, checked before anything is sent. */
export interface InviteFields {
  email: string;
  role: string;
}

/** Whom an invitation reached: a new address is invited, a known user of the portal may be added at once. */
export interface InviteSent extends InviteFields {
  invited: boolean;
}

/** What the call is given: the trimmed fields, and the company a colleague joins (none for the portal's users). */
export interface InviteCall extends InviteFields {
  accountId?: string;
}

/** What tells one invitation dialog from another; the wording lives with the dialog's view. */
export interface InviteRules {
  id: string;
  /** The API's schema for the body, whose messages the fields show. */
  schema: z.ZodType<unknown>;
  /** The role a new invitation starts with. */
  role: string;
  /** Shown when the call fails without the server's words. */
  fallback: string;
}

export interface InviteContext extends InviteFields {
  /** The company a colleague joins, from the machine's input. */
  accountId: string | undefined;
  /** Per-field messages from the schema, shown after a submit. */
  fieldErrors: Partial<Record<keyof InviteFields, string>>;
  /** The server's refusal, else the fallback. */
  error: string | undefined;
  /** Whom the invitation reached (shown in the done state). */
  sent: InviteSent | undefined;
}

export type InviteEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: keyof InviteFields; value: string }
  | { type: 'invite.submit' }
  /** From the done state: invite someone else without closing. */
  | { type: 'invite.another' };

/** One invitation dialog's machine. */
export function createInviteMachine(rules: InviteRules) {
  const blank = (accountId: string | undefined): InviteContext => ({
    accountId,
    email: '',
    role: rules.role,
    fieldErrors: {},
    error: undefined,
    sent: undefined,
  });
  const fieldErrorsOf = (fields: InviteFields): InviteContext['fieldErrors'] => {
    const parsed = rules.schema.safeParse(fields);
    return parsed.success ? {} : firstMessages(parsed.error.issues, ['email', 'role']);
  };
  return setup({
    types: {
      context: {} as InviteContext,
      events: {} as InviteEvent,
      input: {} as { accountId?: string } | undefined,
    },
    actors: {
      // Provided by the app: the invitation's API call, answered with whom it reached.
      sendInvite: fromPromise<InviteSent, InviteCall>(async () => {
        throw new Error('sendInvite is provided by the app');
      }),
    },
    guards: {
      fieldsValid: ({ context }) => Object.keys(fieldErrorsOf(context)).length === 0,
    },
    actions: {
      // Provided by the app: the lists that show the new user or member refresh.
      invited: (_, _sent: InviteSent) => {},
      reset: assign(({ context }) => blank(context.accountId)),
      setField: assign(({ context, event }) => {
        assertEvent(event, 'field.change');
        return fieldChanged(context, event.field, event.value);
      }),
      clearErrors: assign({ fieldErrors: {}, error: undefined }),
      showFieldErrors: assign({ fieldErrors: ({ context }) => fieldErrorsOf(context) }),
      setSent: assign({ sent: (_, sent: InviteSent) => sent }),
      inviteFailed: assign({ error: (_, error: unknown) => messageOr(error, rules.fallback) }),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => blank(input?.accountId),
    initial: 'closed',
    states: {
      closed: {
        on: { 'dialog.open': { target: 'open', actions: 'reset' } },
      },
      open: {
        initial: 'editing',
        states: {
          editing: {
            on: {
              'field.change': { actions: 'setField' },
              'invite.submit': [{ guard: 'fieldsValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
              'dialog.close': { target: `#${rules.id}.closed`, actions: 'reset' },
            },
          },
          // The dialog stays open while the invitation is on its way, so its answer is seen.
          submitting: {
            invoke: {
              id: 'sendInvite',
              src: 'sendInvite',
              input: ({ context }) => ({ accountId: context.accountId, email: context.email.trim(), role: context.role }),
              onDone: {
                target: 'done',
                actions: [
                  { type: 'setSent', params: ({ event }) => event.output },
                  { type: 'invited', params: ({ event }) => event.output },
                ],
              },
              onError: { target: 'editing', actions: { type: 'inviteFailed', params: errorOf } },
            },
          },
          done: {
            on: {
              'invite.another': { target: 'editing', actions: 'reset' },
              'dialog.close': { target: `#${rules.id}.closed`, actions: 'reset' },
            },
          },
        },
      },
    },
  });
}

/** Any invitation dialog's machine, as its one dialog view reads it. */
export type InviteMachine = ReturnType<typeof createInviteMachine>;

/** Whether the dialog is open (editing, sending or done). */
export const isInviteOpen = (s: { matches: (v: 'closed') => boolean }) => !s.matches('closed');
