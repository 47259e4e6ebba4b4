// The Fastify app's type and the API's error body, apart from app.ts so the modules that app.ts
// registers (routes/index.ts, spa.ts, inventoryImages.ts) can name them without importing app.ts back.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface ErrorBody {
  message: string;
  issues?: { path: (string | number)[]; message: string; code?: string }[];
}
