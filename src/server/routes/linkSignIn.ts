// A one-time link that signs its user in (accept-invite, reset-password, verify-email) does it as
// POST /api/auth/login does: whatever session this browser had ends (no fixation), a fresh family
// starts, the sign-in is logged and its cookies set; the answer carrying it is never cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookies, setSessionCookies } from '../auth/cookies';
import { endSessionOf, logAuthEvent, startSession } from '../auth/sessions';
import type { Db } from '../db/client';

export async function signInByLink(
  db: Db,
  cookieSecure: boolean,
  exchange: { request: FastifyRequest; reply: FastifyReply },
  userId: string,
  now: Date,
): Promise<void> {
  const { request, reply } = exchange;
  const previous = readSessionCookies(request, cookieSecure);
  if (previous.access || previous.refresh) await endSessionOf(db, previous, 'replaced by login', now);
  const session = await startSession(db, userId, now);
  await logAuthEvent(db, { kind: 'login.success', userId, clientAddress: request.ip, at: now });
  setSessionCookies(reply, session, cookieSecure, now);
  reply.header('cache-control', 'no-store');
}
