// The single registration point of the API's route modules (owned by the API work after the
// foundation). buildApp calls registerRoutes once, after the shared plugins (cookies, helmet,
// zod compilers, error handler) and before the SPA fallback, so every route module registered
// here gets validation, JSON errors and security headers. Paths are absolute (/api/..., /quotes).
import type { App } from '../app';
import type { AppDeps } from '../deps';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function registerRoutes(app: App, deps: AppDeps): Promise<void> {
  // Route modules (src/server/routes/*.routes.ts) are registered here, e.g.
  // await app.register(authRoutes, deps);
}
