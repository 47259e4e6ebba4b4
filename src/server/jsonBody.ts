// JSON request bodies, for every route of the app: parsed once here and refused with a 400 when they
// cannot be stored or handled safely, before any route sees them (docs/product.md#api-conventions: 400 with {message} for bad input).
import type { FastifyInstance } from 'fastify';

/** Deeper than any payload of docs/product.md#calls (a quote's shapes are 3 levels); a deeper body is refused. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `JSON must not nest more than ${MAX_JSON_DEPTH} levels deep`;
export const NUL_MESSAGE = 'Text must be valid Unicode without NUL (\\u0000) characters';
// A lone UTF-16 surrogate cannot be encoded as UTF-8 (jsonb refuses its escape).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Why a parsed JSON value cannot be accepted, or null. Walked without recursion, so any depth is safe
 * here: past MAX_JSON_DEPTH, serialising it for the database (and zod, and pino) would overflow the
 * stack; PostgreSQL text and jsonb cannot hold U+0000 or lone surrogates.
 */
export function jsonBodyProblem(root: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return NUL_MESSAGE;
    } else if (value !== null && typeof value === 'object') {
      if (depth + 1 > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
      if (Array.isArray(value)) {
        for (const v of value) stack.push({ value: v, depth: depth + 1 });
      } else {
        for (const [k, v] of Object.entries(value)) {
          if (unstorable(k)) return NUL_MESSAGE;
          stack.push({ value: v, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/** Replaces Fastify's JSON parser (keeping its prototype-poisoning checks) with one that also applies jsonBodyProblem. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A bodiless POST that still says application/json (logout, refresh) is accepted as no body.
    if (body === '') return done(null, undefined);
    return defaultJson(request, body as string, (err, value) => {
      const problem = err ? null : jsonBodyProblem(value);
      if (problem) return done(Object.assign(new Error(problem), { statusCode: 400 }), undefined);
      return done(err, value);
    });
  });
}
