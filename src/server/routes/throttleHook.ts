// The public forms' throttle as a route hook: one shape for the contact, quote and sign-up routes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ThrottleRule } from '../auth/policy';
import { hitAll } from '../auth/throttle';
import type { Db } from '../db/client';
import { sendError } from './errors';

/** What a request whose client reset before its body was read is answered, into the void. */
const CLIENT_GONE = 'The connection was closed before the request was read';

/**
 * An onRequest hook that counts the request on every key before its body is read or checked (every
 * attempt counts, an invalid or oversize one too: README "Security and reliability"); 429 with
 * Retry-After when any key is over its limit, until the last of those windows ends.
 */
export function throttleBeforeBody(
  db: Db,
  now: () => Date,
  keys: (request: FastifyRequest) => readonly [string, ThrottleRule][],
  message: string,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await hitAll(db, keys(request), now());
    if (state.blocked) {
      reply.header('retry-after', String(state.retryAfterSeconds));
      return sendError(reply, 429, message);
    }
    // Fastify reads the body after this hook: a client that reset while the counters were written has
    // left a body that will never arrive, and the request (and a shutdown's drain) would wait for it
    // for good. Answered into the void, it is counted out like any request whose client went away.
    if (request.raw.destroyed) return sendError(reply, 400, CLIENT_GONE);
  };
}
