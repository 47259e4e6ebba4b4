// The actors of the account pages, one context per machine: each page provides its machine with the
// app's calls (and its input) at its root, and the page's parts read and send through the context.
import { createActorContext } from '@xstate/react';
import { forgotPasswordMachine } from '../../../../machines/forgotPassword.machine';
import { setPasswordMachine } from '../../../../machines/setPassword.machine';
import { signupFormMachine } from '../../../../machines/signupForm.machine';
import { verifyEmailMachine } from '../../../../machines/verifyEmail.machine';
import { getInspect } from '../../inspect';

export const SetPasswordContext = createActorContext(setPasswordMachine, { inspect: getInspect() });
export const ForgotPasswordContext = createActorContext(forgotPasswordMachine, { inspect: getInspect() });
export const SignupFormContext = createActorContext(signupFormMachine, { inspect: getInspect() });
export const VerifyEmailContext = createActorContext(verifyEmailMachine, { inspect: getInspect() });
