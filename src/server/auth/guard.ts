// Route guards: who is calling, from the access cookie, checked against the database on every request
// so logout, reuse detection and disabling a user take effect at once.
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { readSessionCookies } from './cookies';
import { userForAccessToken, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on public routes. */
    sessionUser: SignedInUser | null;
  }
}

/** The caller of a guarded route: the session's family and the trade company they buy for (null: retail). */
export type SignedInUser = SessionUser & { familyId: string; tradeAccountId: string | null };

export const NOT_SIGNED_IN = 'Not signed in';
/** docs/product.md#delivery: a driver reaches only /app/run and the routes of their own runs. */
export const DRIVERS_ONLY_RUNS = 'A driver can reach only their runs';
export const DRIVERS_ONLY = 'Only a driver can do this';

export interface Guards {
  /** Any signed-in user but a driver (docs/product.md#delivery: drivers reach only their runs): 401, then 403. */
  requireUser: preValidationAsyncHookHandler;
  /** Any signed-in user, drivers included (their own profile). */
  requireSignedIn: preValidationAsyncHookHandler;
  /** A driver's routes (their runs): 401 anonymous, 403 for every other role. */
  requireDriver: preValidationAsyncHookHandler;
  /** The one admin check of every admin route: 401 anonymous, then 403 with `refusal` for any other role. */
  requireAdmin: (refusal: string) => preValidationAsyncHookHandler;
  /** The caller when signed in, else null, on a public route (never refuses). */
  optionalUser: (request: FastifyRequest) => Promise<SessionUser | null>;
}

/**
 * Run as preValidation hooks: an anonymous call answers 401, and a non-admin on an admin route 403,
 * before its body is judged (docs/product.md#api-conventions: 401 unauthenticated, 403 forbidden).
 */
export function createGuards(deps: AppDeps): Guards {
  async function optionalUser(request: FastifyRequest) {
    const { access } = readSessionCookies(request, deps.config.cookieSecure);
    return userForAccessToken(deps.db, access, deps.now());
  }
  async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await optionalUser(request);
    if (!user) return reply.code(401).header('cache-control', 'no-store').send({ message: NOT_SIGNED_IN });
    request.sessionUser = user;
  }
  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    await requireSignedIn(request, reply);
    if (reply.sent) return;
    if (request.sessionUser?.role === 'driver') return reply.code(403).send({ message: DRIVERS_ONLY_RUNS });
  }
  async function requireDriver(request: FastifyRequest, reply: FastifyReply) {
    await requireSignedIn(request, reply);
    if (reply.sent) return;
    if (request.sessionUser?.role !== 'driver') return reply.code(403).send({ message: DRIVERS_ONLY });
  }
  const requireAdmin = (refusal: string) =>
    async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      await requireSignedIn(request, reply);
      if (reply.sent) return;
      if (request.sessionUser?.role !== 'admin') return reply.code(403).send({ message: refusal });
    };
  return { requireUser, requireSignedIn, requireDriver, requireAdmin, optionalUser };
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.sessionUser) throw new Error('currentUser() on a route without requireUser');
  return request.sessionUser;
}
