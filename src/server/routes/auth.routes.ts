// Sign-in, sign-out, session refresh and the public pages' session check (docs/product.md#calls;
// docs/product.md#api-conventions: sessions).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequest, loginResponse, sessionAnswer } from '../../domain/schemas/auth';
import { errorResponse } from '../../domain/schemas/errors';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { afterSignIn, clearSessionCookies, readSessionCookies, setSessionCookies, signInBrowser } from '../auth/cookies';
import { THROTTLE_POLICY } from '../auth/policy';
import {
  endAllSessions,
  endSessionOf,
  logAuthEvent,
  pruneExpiredAccessTokens,
  rotateRefreshToken,
  userForAccessToken,
  type IssuedSession,
} from '../auth/sessions';
import { hit, pruneStaleCounters, release, reset } from '../auth/throttle';
import { hashEmail } from '../auth/tokens';
import { recordSignIn, userByEmail } from '../auth/users';
import type { AppDeps } from '../deps';
import { sendError } from './errors';

/** One message for an unknown email, a wrong password and a disabled account, so none can be told apart. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait and try again.';
export const SESSION_EXPIRED = 'Session expired. Please sign in again.';

const noContent = z.null().describe('No content');
const logoutQuery = z.object({
  scope: z.enum(['session', 'all'], { error: 'scope must be session or all' }).default('session'),
});

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  // A real hash to verify against when the email is unknown, so both paths take the same time.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy password for unknown accounts', config.passwordHashCost));
  // Expired access rows and old throttle counters are swept at most every few minutes per process.
  let lastSweep = 0;
  const sweep = async (now: Date) => {
    if (now.getTime() - lastSweep < 5 * 60_000) return;
    lastSweep = now.getTime();
    await Promise.all([pruneExpiredAccessTokens(db, now), pruneStaleCounters(db, now)]);
  };
  /** Rotates this browser's refresh token and sets the new cookies; on failure clears them and answers null. */
  const renew = async (request: FastifyRequest, reply: FastifyReply, now: Date): Promise<IssuedSession | null> => {
    const { refresh } = readSessionCookies(request, config.cookieSecure);
    const result = await rotateRefreshToken(db, refresh, now);
    if (result.kind !== 'rotated') {
      if (result.kind === 'invalid' && refresh) await logAuthEvent(db, { kind: 'refresh.failure', clientAddress: request.ip, at: now });
      clearSessionCookies(reply, config.cookieSecure);
      return null;
    }
    setSessionCookies(reply, result.session, config.cookieSecure, now);
    return result.session;
  };

  app.post(
    '/api/auth/login',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookies',
        body: loginRequest,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          415: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const email = request.body.email.trim();
      const emailHash = hashEmail(email);
      const accountKey = `login:account:${emailHash}`;
      const addressKey = `login:address:${request.ip}`;
      // Every attempt is counted before the password is checked, atomically in the database, so a burst
      // of parallel guesses cannot slip past the limit; a successful sign-in gives its count back.
      const [byAccount, byAddress] = await Promise.all([
        hit(db, accountKey, THROTTLE_POLICY.loginPerAccount, now),
        hit(db, addressKey, THROTTLE_POLICY.loginPerAddress, now),
      ]);
      if (byAccount.blocked || byAddress.blocked) {
        await logAuthEvent(db, { kind: 'login.throttled', emailHash, clientAddress: request.ip, at: now });
        const wait = Math.max(byAccount.blocked ? byAccount.retryAfterSeconds : 0, byAddress.blocked ? byAddress.retryAfterSeconds : 0);
        reply.header('retry-after', String(wait));
        return sendError(reply, 429, TOO_MANY_ATTEMPTS);
      }

      const found = await userByEmail(db, email);
      const passwordOk = await verifyPassword(request.body.password, found?.passwordHash ?? (await decoy()));
      // An invited user has no password yet (passwordHash null): the decoy's password must not sign them in.
      if (!found?.passwordHash || !passwordOk || found.disabledAt !== null) {
        await logAuthEvent(db, { kind: 'login.failure', userId: found?.id, emailHash, clientAddress: request.ip, at: now });
        return sendError(reply, 401, INVALID_CREDENTIALS);
      }

      await signInBrowser(db, request, reply, { userId: found.id, secure: config.cookieSecure, now, emailHash });
      // The session is stored: from here the answer is 200 (afterSignIn).
      await afterSignIn(request.log, async () => {
        await Promise.all([reset(db, accountKey), release(db, addressKey), sweep(now)]);
        // An old (scrypt or weaker) hash is upgraded in the same request, while the password is at hand.
        const hash = found.passwordHash!;
        const upgraded = needsRehash(hash, config.passwordHashCost)
          ? await hashPassword(request.body.password, config.passwordHashCost)
          : undefined;
        await recordSignIn(db, found.id, now, upgraded);
      });
      return { user: { id: found.id, email: found.email, role: found.role } };
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and issue a new access cookie',
        response: { 204: noContent, 401: errorResponse, 403: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      if (!(await renew(request, reply, deps.now()))) return sendError(reply, 401, SESSION_EXPIRED);
      return reply.code(204).send(null);
    },
  );

  // The session check of the public pages (/login, the one-time link pages). docs/product.md#calls "Session
  // refresh" refreshes only for non-public paths, yet a browser whose 15-minute access cookie lapsed is
  // still signed in while its refresh cookie lives, and /login must send such a user on (docs/product.md#screens-and-routes
  // "Login"). The page cannot see its http-only cookies, so it asks here: the user of a live access
  // cookie; else, when a refresh cookie came, the user of the session it renews (rotated exactly as POST
  // /auth/refresh does); else null. Always 200, so a visitor who is not signed in causes no failed call.
  app.post(
    '/api/auth/session',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['auth'],
        summary: "This browser's signed-in user, or null; renews a lapsed access cookie from the refresh cookie",
        response: { 200: sessionAnswer, 403: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      reply.header('cache-control', 'no-store');
      const { access, refresh } = readSessionCookies(request, config.cookieSecure);
      let current = await userForAccessToken(db, access, now);
      if (!current && refresh) {
        const renewed = await renew(request, reply, now);
        if (renewed) current = await userForAccessToken(db, renewed.accessToken, now);
      }
      return { user: current ? { id: current.id, email: current.email, role: current.role } : null };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this session server-side (every session with ?scope=all) and clears the cookies',
        querystring: logoutQuery,
        response: { 204: noContent, 400: errorResponse, 403: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      // This browser's session always ends; scope=all ("sign out everywhere") ends every live session
      // of the user too. Ending all of them on a plain logout would sign a person out of their other
      // devices, and two tabs of a shared demo account out of each other.
      const userId = await endSessionOf(db, readSessionCookies(request, config.cookieSecure), 'logout', now);
      if (userId) {
        if (request.query.scope === 'all') await endAllSessions(db, userId, 'logout everywhere', now);
        await logAuthEvent(db, {
          kind: request.query.scope === 'all' ? 'logout.all' : 'logout',
          userId,
          clientAddress: request.ip,
          at: now,
        });
      }
      clearSessionCookies(reply, config.cookieSecure);
      reply.header('clear-site-data', '"cookies"');
      return reply.code(204).send(null);
    },
  );
};
