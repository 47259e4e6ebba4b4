// The public forms' and one-time links' throttle as a route hook: one shape for the contact, quote, sign-up
// and link routes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { THROTTLE_POLICY, type ThrottleRule } from '../auth/policy';
import { hitAll } from '../auth/throttle';
import type { Db } from '../db/client';
import { TOO_MANY_ATTEMPTS } from './auth.routes';
import { sendError } from './errors';

/** What a request whose client reset before its body was read is answered, into the void. */
const CLIENT_GONE = 'The connection was closed before the request was read';

/**
 * Counts one event on every key; when any is over its limit answers 429 with Retry-After (until the last
 * of those windows ends) and the message, and returns true.
 */
export async function refuseWhenThrottled(
  db: Db,
  reply: FastifyReply,
  keys: readonly [string, ThrottleRule][],
  now: Date,
  message: string,
): Promise<boolean> {
  const state = await hitAll(db, keys, now);
  if (!state.blocked) return false;
  reply.header('retry-after', String(state.retryAfterSeconds));
  sendError(reply, 429, message);
  return true;
}

/**
 * An onRequest hook that counts the request on every key before its body is read or checked (every
 * attempt counts, an invalid or oversize one too: README "Security and reliability"); 429 as
 * refuseWhenThrottled when any key is over its limit.
 */
export function throttleBeforeBody(
  db: Db,
  now: () => Date,
  keys: (request: FastifyRequest) => readonly [string, ThrottleRule][],
  message: string,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await refuseWhenThrottled(db, reply, keys(request), now(), message)) return reply;
    // Fastify reads the body after this hook: a client that reset while the counters were written has
    // left a body that will never arrive, and the request (and a shutdown's drain) would wait for it
    // for good. Answered into the void, it is counted out like any request whose client went away.
    if (request.raw.destroyed) return sendError(reply, 400, CLIENT_GONE);
  };
}

/**
 * The one-time links' guard (invitation lookup, accept, reset, sign-up confirmation): link guessing per
 * client address, counted before the body. A link's use signs the user in, so its refusal keeps the
 * sign-in throttle's words.
 */
export function linkAddressThrottle(db: Db, now: () => Date) {
  return throttleBeforeBody(db, now, (request) => [[`link:address:${request.ip}`, THROTTLE_POLICY.linkUsePerAddress]], TOO_MANY_ATTEMPTS);
}
