// Invitations and password resets by one-time link (docs/product.md#accounts). The token
// arrives in the JSON body (the pages strip it from their URL on load), is looked up by its SHA-256,
// and is consumed by one conditional update, so a link works once. Accepting or resetting signs this
// browser in with the same cookies and answer as POST /api/auth/login.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginResponse } from '../../domain/schemas/auth';
import { errorResponse } from '../../domain/schemas/errors';
import {
  ACCOUNT_MESSAGES,
  acceptInvite,
  forgotPassword,
  forgotPasswordAnswer,
  invitationInfo,
  invitationLookup,
  resetPassword,
} from '../../domain/schemas/users';
import { signInBrowser } from '../auth/cookies';
import { hashPassword } from '../auth/password';
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import { hashEmail } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { lookupLink, requestPasswordReset, consumeLink, type LinkKind } from '../services/people';
import { TOO_MANY_ATTEMPTS } from './auth.routes';
import { sendError } from './errors';
import { linkAddressThrottle, refuseWhenThrottled } from './throttleHook';

const errors = { 400: errorResponse, 403: errorResponse, 415: errorResponse, 429: errorResponse };

export const accountLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, outbox } = deps;
  const tags = ['auth'];

  // Link uses sign the user in, so their refusal shares the sign-in throttle's text.
  const throttled = (reply: FastifyReply, keys: [string, ThrottleRule][], now: Date, message = TOO_MANY_ATTEMPTS) =>
    refuseWhenThrottled(db, reply, keys, now, message);
  /** Guessing a token: every attempt from a client address counts, before its body is read. */
  const addressThrottle = linkAddressThrottle(db, () => deps.now());
  const accountKey = (userId: string): [string, ThrottleRule] => [`link:account:${userId}`, THROTTLE_POLICY.linkUsePerAccount];

  /** Sets the password through the link and signs this browser in (a fresh session family). */
  async function useAndSignIn(kind: LinkKind, request: FastifyRequest, reply: FastifyReply, token: string, password: string) {
    const now = deps.now();
    const lookup = await lookupLink(db, kind, token, now);
    if (!lookup.ok) return sendError(reply, 400, ACCOUNT_MESSAGES[lookup.refusal]);
    if (await throttled(reply, [accountKey(lookup.userId)], now)) return reply;
    const passwordHash = await hashPassword(password, config.passwordHashCost);
    const used = await consumeLink(db, kind, token, passwordHash, now);
    if (!used.ok) return sendError(reply, 400, ACCOUNT_MESSAGES[used.refusal]);
    await signInBrowser(db, request, reply, { userId: used.user.id, secure: config.cookieSecure, now });
    reply.header('cache-control', 'no-store');
    return { user: used.user };
  }

  app.post(
    '/api/auth/invitation',
    {
      bodyLimit: 4 * 1024,
      onRequest: addressThrottle,
      schema: {
        tags,
        summary: 'What an invitation link is for (its email and role), before the password is set',
        body: invitationLookup,
        response: { 200: invitationInfo, ...errors },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const lookup = await lookupLink(db, 'invitation', request.body.token, now);
      if (!lookup.ok) return sendError(reply, 400, ACCOUNT_MESSAGES[lookup.refusal]);
      reply.header('cache-control', 'no-store');
      return { email: lookup.email, role: lookup.role };
    },
  );

  app.post(
    '/api/auth/accept-invite',
    {
      bodyLimit: 16 * 1024,
      onRequest: addressThrottle,
      schema: {
        tags,
        summary: 'Accept an invitation: sets the password, activates the account and signs in (session cookies)',
        body: acceptInvite,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => useAndSignIn('invitation', request, reply, request.body.token, request.body.password),
  );

  app.post(
    '/api/auth/reset-password',
    {
      bodyLimit: 16 * 1024,
      onRequest: addressThrottle,
      schema: {
        tags,
        summary: 'Set a new password through a reset link; ends every other session of the user and signs this browser in',
        body: resetPassword,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => useAndSignIn('reset', request, reply, request.body.token, request.body.password),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'E-mail a password-reset link (valid 1 hour); the answer is the same whether or not the account exists',
        body: forgotPassword,
        response: { 202: forgotPasswordAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const email = request.body.email.trim();
      // Keyed by the address's digest whether or not an account exists, so the limit itself tells nothing.
      const keys: [string, ThrottleRule][] = [
        [`forgot:account:${hashEmail(email)}`, THROTTLE_POLICY.accountLinkPerAccount],
        [`forgot:address:${request.ip}`, THROTTLE_POLICY.accountLinkPerAddress],
      ];
      if (await throttled(reply, keys, now, ACCOUNT_MESSAGES.tooManyResetRequests)) return reply;
      const queued = await requestPasswordReset(db, outbox, { email, now });
      if (queued) outbox.wake();
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ message: ACCOUNT_MESSAGES.forgotPasswordAnswer });
    },
  );
};
