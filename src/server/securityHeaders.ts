// Security headers exactly as @fastify/helmet sets them, worked out once at start-up and then copied
// onto every reply by one synchronous hook. @fastify/helmet rebuilds helmet's middleware (parsing the
// CSP directives again) on every request: issue 9's profile of GET /api/inventory/board-config with
// If-None-Match put 16% of the server's busy time there, for headers that never change.
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
