// Invitations and password resets by one-time link (DESIGN.md "Beyond the spec: Accounts"). The token
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
import { hashPassword } from '../auth/password';
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import { hit } from '../auth/throttle';
import { hashEmail } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { lookupLink, requestPasswordReset, consumeLink, type LinkKind } from '../services/people';
import { TOO_MANY_ATTEMPTS } from './auth.routes';
import { sendError } from './errors';
import { signInByLink } from './linkSignIn';

const errors = { 400: errorResponse, 403: errorResponse, 415: errorResponse, 429: errorResponse };

export const accountLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, outbox } = deps;
  const tags = ['auth'];

  /**
   * Counts one event on every key; answers 429 (with Retry-After) when any is over its limit, saying what
   * was refused: link uses sign the user in, so they share the sign-in throttle's text.
   */
  async function throttled(reply: FastifyReply, keys: [string, ThrottleRule][], now: Date, message = TOO_MANY_ATTEMPTS): Promise<boolean> {
    const states = await Promise.all(keys.map(([key, rule]) => hit(db, key, rule, now)));
    const blocked = states.filter((s) => s.blocked);
    if (!blocked.length) return false;
    reply.header('retry-after', String(Math.max(...blocked.map((s) => s.retryAfterSeconds))));
    sendError(reply, 429, message);
    return true;
  }
  const addressKey = (request: FastifyRequest): [string, ThrottleRule] => [`link:address:${request.ip}`, THROTTLE_POLICY.linkUsePerAddress];
  const accountKey = (userId: string): [string, ThrottleRule] => [`link:account:${userId}`, THROTTLE_POLICY.linkUsePerAccount];

  /** Sets the password through the link and signs this browser in (a fresh session family). */
  async function useAndSignIn(kind: LinkKind, request: FastifyRequest, reply: FastifyReply, token: string, password: string) {
    const now = deps.now();
    if (await throttled(reply, [addressKey(request)], now)) return reply;
    const lookup = await lookupLink(db, kind, token, now);
    if (!lookup.ok) return sendError(reply, 400, ACCOUNT_MESSAGES[lookup.refusal]);
    if (await throttled(reply, [accountKey(lookup.userId)], now)) return reply;
    const passwordHash = await hashPassword(password, config.passwordHashCost);
    const used = await consumeLink(db, kind, token, passwordHash, now);
    if (!used.ok) return sendError(reply, 400, ACCOUNT_MESSAGES[used.refusal]);
    await signInByLink(db, config.cookieSecure, { request, reply }, used.user.id, now);
    return { user: used.user };
  }

  app.post(
    '/api/auth/invitation',
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'What an invitation link is for (its email and role), before the password is set',
        body: invitationLookup,
        response: { 200: invitationInfo, ...errors },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      if (await throttled(reply, [addressKey(request)], now)) return reply;
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
