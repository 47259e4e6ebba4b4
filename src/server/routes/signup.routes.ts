// A visitor's own account (DESIGN.md "Beyond the spec: Accounts"): POST /api/auth/signup takes an email
// and a password and answers 202 with one message whether or not the address has an account (a new one
// gets a confirmation link, an active one a "you already have an account" note, others nothing); the
// e-mail is queued by the outbox in the transaction of its record. POST /api/auth/verify-email opens the
// link once, makes the client account and signs this browser in with the cookies and answer of login.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../domain/schemas/errors';
import { SIGNUP_MESSAGES, signupAnswer, signupRequest, verifyEmailRequest, verifyEmailResponse } from '../../domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../../domain/schemas/users';
import { hashPassword } from '../auth/password';
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import { hit } from '../auth/throttle';
import { hashEmail } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { pruneSignupRequests, requestSignup, verifySignup } from '../services/signup';
import { sendError } from './errors';
import { signInByLink } from './linkSignIn';
import { throttleBeforeBody } from './throttleHook';

const errors = { 400: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse, 429: errorResponse };

export const signupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, outbox } = deps;
  const tags = ['auth'];
  // Old sign-ups are swept at most every few minutes per process, as login sweeps its own.
  let lastSweep = 0;
  const sweep = async (now: Date) => {
    if (now.getTime() - lastSweep < 5 * 60_000) return;
    lastSweep = now.getTime();
    await pruneSignupRequests(db, now);
  };

  const throttle = (keys: (request: FastifyRequest) => [string, ThrottleRule][], message: string) =>
    throttleBeforeBody(db, () => deps.now(), keys, message);

  app.post(
    '/api/auth/signup',
    {
      bodyLimit: 16 * 1024,
      // As the contact and quote forms: a burst limit and a 10-minute window per client address.
      onRequest: throttle(
        (request) => [
          [`signup-burst:address:${request.ip}`, THROTTLE_POLICY.signupBurstPerAddress],
          [`signup:address:${request.ip}`, THROTTLE_POLICY.signupPerAddress],
        ],
        SIGNUP_MESSAGES.throttled,
      ),
      schema: {
        tags,
        summary:
          'Create a client account: e-mails a confirmation link (valid 7 days, once); ' +
          'the answer is the same whether or not the email has an account',
        body: signupRequest,
        response: { 202: signupAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      await sweep(now);
      const { email, password, returnTo } = request.body;
      // Hashed whether or not the address has an account, so both take the same time.
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      // Over the address's e-mail limit nothing is sent; the answer does not change.
      const mail = !(await hit(db, `signup:account:${hashEmail(email)}`, THROTTLE_POLICY.signupMailPerAccount, now)).blocked;
      const outcome = await requestSignup(db, outbox, {
        email,
        passwordHash,
        returnTo: returnTo ?? null,
        mail,
        publicUrl: config.publicUrl,
        now,
      });
      if (outcome !== 'nothingSent') outbox.wake();
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ message: SIGNUP_MESSAGES.sent });
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      bodyLimit: 4 * 1024,
      // Guessing a token: the limit of the other one-time links.
      onRequest: throttle((request) => [[`link:address:${request.ip}`, THROTTLE_POLICY.linkUsePerAddress]], SIGNUP_MESSAGES.throttled),
      schema: {
        tags,
        summary: "Open a sign-up's confirmation link: makes the client account and signs in (session cookies); answers where to go next",
        body: verifyEmailRequest,
        response: { 200: verifyEmailResponse, ...errors },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const verified = await verifySignup(db, request.body.token, now);
      if (!verified.ok)
        return sendError(
          reply,
          400,
          verified.refusal === 'accountExists' ? SIGNUP_MESSAGES.accountExists : ACCOUNT_MESSAGES[verified.refusal],
        );
      await signInByLink(db, config.cookieSecure, { request, reply }, verified.user.id, now);
      return { user: verified.user, returnTo: verified.returnTo };
    },
  );
};
