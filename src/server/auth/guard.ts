// Route guards: who is calling, from the access cookie, checked against the database on every request
// so logout, reuse detection and disabling a user take effect at once.
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { readSessionCookies } from './cookies';
import { userForAccessToken, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on public routes. */
    sessionUser: (SessionUser & { familyId: string }) | null;
  }
}

export const NOT_SIGNED_IN = 'Not signed in';
export const ADMIN_ONLY = 'Only an admin can do this';

/** Run as preValidation hooks: an anonymous call answers 401 before its body is judged (DESIGN: 401 unauthenticated). */
export function createGuards(deps: AppDeps): { requireUser: preValidationAsyncHookHandler; requireAdmin: preValidationAsyncHookHandler } {
  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const { access } = readSessionCookies(request, deps.config.cookieSecure);
    const user = await userForAccessToken(deps.db, access, deps.now());
    if (!user) return reply.code(401).header('cache-control', 'no-store').send({ message: NOT_SIGNED_IN });
    request.sessionUser = user;
  }
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (reply.sent) return;
    if (request.sessionUser?.role !== 'admin') return reply.code(403).send({ message: ADMIN_ONLY });
  }
  return { requireUser, requireAdmin };
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser & { familyId: string } {
  if (!request.sessionUser) throw new Error('currentUser() on a route without requireUser');
  return request.sessionUser;
}
