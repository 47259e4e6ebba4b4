// Session cookies: http-only, SameSite=Lax, Path=/, and over HTTPS Secure with the __Host- prefix
// (the browser then refuses them from any subdomain or over plain HTTP).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './sessions';

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
