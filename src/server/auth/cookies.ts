// Session cookies: http-only, SameSite=Lax, Path=/, and over HTTPS Secure with the __Host- prefix
// (the browser then refuses them from any subdomain or over plain HTTP).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { replaceSession, type IssuedSession } from './sessions';

export interface CookieNames {
  access: string;
  refresh: string;
}

export function cookieNames(secure: boolean): CookieNames {
  return secure ? { access: '__Host-bw_access', refresh: '__Host-bw_refresh' } : { access: 'bw_access', refresh: 'bw_refresh' };
}

function baseOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
}

export function setSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean, now: Date): void {
  const names = cookieNames(secure);
  const seconds = (at: Date) => Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));
  reply.setCookie(names.access, session.accessToken, { ...baseOptions(secure), maxAge: seconds(session.accessExpiresAt) });
  reply.setCookie(names.refresh, session.refreshToken, { ...baseOptions(secure), maxAge: seconds(session.refreshExpiresAt) });
  reply.header('cache-control', 'no-store');
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const names = cookieNames(secure);
  reply.clearCookie(names.access, baseOptions(secure));
  reply.clearCookie(names.refresh, baseOptions(secure));
  reply.header('cache-control', 'no-store');
}

export function readSessionCookies(request: FastifyRequest, secure: boolean): { access?: string; refresh?: string } {
  const names = cookieNames(secure);
  const cookies = request.cookies ?? {};
  return { access: cookies[names.access] || undefined, refresh: cookies[names.refresh] || undefined };
}

/**
 * Signs this browser in as `userId` (login, an accepted invitation or reset, a confirmed sign-up): whatever
 * session it had ends, the new one is a fresh family (no fixation), the sign-in is logged and the
 * cookies are set.
 */
export async function signInBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: string; secure: boolean; now: Date; emailHash?: string },
): Promise<IssuedSession> {
  const { userId, secure, now } = input;
  // One transaction: a sign-in cut off half-way leaves the browser's previous session as it was.
  const session = await replaceSession(db, readSessionCookies(request, secure), {
    userId,
    emailHash: input.emailHash,
    clientAddress: request.ip,
    now,
  });
  setSessionCookies(reply, session, secure, now);
  return session;
}

/**
 * The bookkeeping after a sign-in is stored (throttle counters, the last sign-in time): a database restart
 * there is logged, not answered 503. A 503 would be resent by the load balancer without the new cookies
 * while the browser's previous session has already ended (docs/deploy.md#database-outages).
 */
export async function afterSignIn(log: FastifyBaseLogger, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    log.warn({ err }, 'sign-in stored; its throttle reset and last sign-in time were not (database unavailable)');
  }
}
