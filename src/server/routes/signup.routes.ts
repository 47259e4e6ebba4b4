// A visitor's own account (docs/product.md#accounts): POST /api/auth/signup takes an email
// and a password and answers 202 with one message whether or not the address has an account (a new one
// gets a confirmation link, an active one a "you already have an account" note, others nothing); the
// e-mail is queued by the outbox in the transaction of its record. POST /api/auth/verify-email opens the
// link once with the password chosen at sign-up (checked before the link is used, so a wrong one leaves
// it usable, throttled as the other links), makes the client account and signs this browser in with the
// cookies and answer of login.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../domain/schemas/errors';
import { SIGNUP_MESSAGES, signupAnswer, signupRequest, verifyEmailRequest, verifyEmailResponse } from '../../domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../../domain/schemas/users';
import { signInBrowser } from '../auth/cookies';
import { hashPassword } from '../auth/password';
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import { hitAll } from '../auth/throttle';
import { hashEmail } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { pendingSignup, pruneSignupRequests, requestSignup, verifySignup } from '../services/signup';
import { TOO_MANY_ATTEMPTS } from './auth.routes';
import { sendError } from './errors';
import { linkAddressThrottle, refuseWhenThrottled, throttleBeforeBody } from './throttleHook';

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
      // Over either of the address's e-mail limits nothing is sent; the answer does not change.
      const recipient = hashEmail(email);
      const mail = !(
        await hitAll(
          db,
          [
            [`signup:account:${recipient}`, THROTTLE_POLICY.signupMailPerAccount],
            [`signup:recipient:${recipient}`, THROTTLE_POLICY.signupMailPerRecipient],
          ],
          now,
        )
      ).blocked;
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
      onRequest: linkAddressThrottle(db, () => deps.now()),
      schema: {
        tags,
        summary:
          "Open a sign-up's confirmation link with the password chosen at sign-up: makes the client account and signs in " +
          '(session cookies); answers where to go next',
        body: verifyEmailRequest,
        response: { 200: verifyEmailResponse, ...errors },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const pending = await pendingSignup(db, request.body.token, now);
      if (!pending.ok) return sendError(reply, 400, ACCOUNT_MESSAGES[pending.refusal]);
      // A leaked link tried with password after password: the limit of a link's uses per account.
      const key: [string, ThrottleRule] = [`link:signup:${pending.id}`, THROTTLE_POLICY.linkUsePerAccount];
      if (await refuseWhenThrottled(db, reply, [key], now, TOO_MANY_ATTEMPTS)) return reply;
      const verified = await verifySignup(db, pending, request.body.password, now);
      if (!verified.ok) {
        const { refusal } = verified;
        return sendError(
          reply,
          400,
          refusal === 'accountExists' || refusal === 'wrongPassword' ? SIGNUP_MESSAGES[refusal] : ACCOUNT_MESSAGES[refusal],
        );
      }
      await signInBrowser(db, request, reply, { userId: verified.user.id, secure: config.cookieSecure, now });
      reply.header('cache-control', 'no-store');
      return { user: verified.user, returnTo: verified.returnTo };
    },
  );
};
