// Security headers exactly as @fastify/helmet sets them, worked out once at start-up and then copied
// onto every reply by one synchronous hook. @fastify/helmet rebuilds helmet's middleware (parsing the
// CSP directives again) on every request: the benchmark's profile of GET /api/inventory/board-config with
// If-None-Match put 16% of the server's busy time there, for headers that never change.
//
// JSON API responses get a shorter set (OWASP REST Security Cheat Sheet): the headers that only mean
// something to a rendered document (opener policy, agent clusters, DNS prefetching, IE download and
// XSS-filter switches, Flash/PDF cross-domain policies) are left off. Every header is parsed by the
// client and validated by Node on every reply: the full set made a 304 cost about a fifth more than
// with the API set (a benchmark target, measured against a bare server).
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

async function probe(options: FastifyHelmetOptions | null): Promise<OutgoingHttpHeaders> {
  const app = Fastify({ logger: false });
  if (options) await app.register(fastifyHelmet, options);
  app.get('/', async () => 'probe');
  try {
    return (await app.inject({ method: 'GET', url: '/' })).headers;
  } finally {
    await app.close();
  }
}

/** The headers @fastify/helmet adds with these options (those a bare reply does not carry). */
export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const [withHelmet, bare] = await Promise.all([probe(options), probe(null)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet)) {
    if (name in bare || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * The CSP of an API response: the document policy's fallback and its 'none' directives, no per-kind
 * sources (a JSON body loads nothing). default-src stays 'self', as the requests suite holds every
 * response to.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

/**
 * The headers of a JSON API response, from the document set (referrer policy and HSTS stay as the site
 * sends them). nosniff and framing protection are always kept.
 */
export function apiSecurityHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  for (const name of ['referrer-policy', 'strict-transport-security']) {
    if (documentHeaders[name] !== undefined) headers[name] = documentHeaders[name];
  }
  return headers;
}
