// /signup (docs/product.md#accounts): Email and Password checked by the API's schema, then
// sent; the answer is the server's one message (check your e-mail), the same whether or not the address
// already has an account. A failure to send at all (network, throttled) keeps the form with its message.
// editing -> submitting -> sent; submitting -> editing (error).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { signupFormErrors, type SignupFormErrors, type SignupRequest } from '../src/domain/schemas/signup';
import { SIGNUP_TEXTS } from '../src/domain/signupTexts';
import { errorOf, messageOr } from './errors';
import { accountFormEditing, fieldChanged } from './formFields';

export interface SignupFormInput {
  /** Where the confirmed visitor goes back to (a path of this site), or null. */
  returnTo: string | null;
}

export interface SignupFormContext {
  email: string;
  password: string;
  returnTo: string | null;
  fieldErrors: SignupFormErrors;
  error: string | undefined;
  /** The server's answer once sent. */
  answer: string | undefined;
}

export type SignupFormEvent = { type: 'field.change'; field: 'email' | 'password'; value: string } | { type: 'form.submit' };

export const signupFormMachine = setup({
  types: {
    context: {} as SignupFormContext,
    events: {} as SignupFormEvent,
    input: {} as SignupFormInput,
  },
  actors: {
    // Provided by the app: POST /api/auth/signup -> 202 {message}.
    signUp: fromPromise<{ message: string }, SignupRequest>(async () => {
      throw new Error('signUp is provided by the app');
    }),
  },
  guards: {
    fieldsValid: ({ context }) => Object.keys(signupFormErrors(context.email, context.password)).length === 0,
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return fieldChanged(context, event.field, event.value);
    }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => signupFormErrors(context.email, context.password) }),
    // The password is not kept once the account is asked for.
    setAnswer: assign({ answer: (_, message: string) => message, password: '' }),
    signupFailed: assign({ error: (_, error: unknown) => messageOr(error, SIGNUP_TEXTS.signupFailed) }),
  },
}).createMachine({
  id: 'signupForm',
  context: ({ input }) => ({
    email: '',
    password: '',
    returnTo: input.returnTo,
    fieldErrors: {},
    error: undefined,
    answer: undefined,
  }),
  initial: 'editing',
  states: {
    editing: accountFormEditing,
    submitting: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          ...(context.returnTo ? { returnTo: context.returnTo } : {}),
        }),
        onDone: { target: 'sent', actions: { type: 'setAnswer', params: ({ event }) => event.output.message } },
        onError: { target: 'editing', actions: { type: 'signupFailed', params: errorOf } },
      },
    },
    sent: { type: 'final' },
  },
});
