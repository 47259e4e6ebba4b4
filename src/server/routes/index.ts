// The single registration point of the API's route modules. buildApp calls registerRoutes once, after
// the shared setup (security headers, zod compilers, error handler) and before the SPA fallback; the
// cookie plugin is registered here, for the routes that have sessions.
// Paths are absolute (/api/..., /quotes). The OpenAPI document is generated from the routes' zod
// schemas and served at /api/docs (JSON at /api/docs/json).
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION, PRODUCT_NAME } from '../../domain/constants';
import type { App } from '../appTypes';
import { checkStateChangingRequest } from '../auth/csrf';
import type { AppDeps } from '../deps';
import { accountLinkRoutes } from './accountLinks.routes';
import { authRoutes } from './auth.routes';
import { catalogueRoutes } from './catalogue.routes';
import { cataloguePhotosRoutes } from './cataloguePhotos.routes';
import { deliveryRoutes } from './delivery.routes';
import { runsRoutes } from './runs.routes';
import { designsRoutes } from './designs.routes';
import { planPackRoutes } from './planPack.routes';
import { apiErrorHandler } from './errors';
import { healthRoutes } from './health.routes';
import { inventoryRoutes } from './inventory.routes';
import { invoicesRoutes } from './invoices.routes';
import { leadsRoutes } from './leads.routes';
import { leadsInboxRoutes } from './leadsInbox.routes';
import { myAccountRoutes } from './myAccount.routes';
import { ordersRoutes } from './orders.routes';
import { overviewRoutes } from './overview.routes';
import { peopleRoutes } from './people.routes';
import { projectsRoutes } from './projects.routes';
import { QUOTE_TAGS, quotesRoutes } from './quotes.routes';
import { samplesRoutes } from './samples.routes';
import { signupRoutes } from './signup.routes';
import { availabilityRoutes, stockRoutes } from './stock.routes';
import { telemetryRoutes } from './telemetry.routes';
import { tradeAccountsRoutes } from './tradeAccounts.routes';
import { usersRoutes } from './users.routes';

export const API_DOCS_PATH = '/api/docs';
export async function registerRoutes(app: App, deps: AppDeps): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: APP_VERSION,
        description:
          'Session cookies are set by POST /api/auth/login. State-changing requests need a same-origin Origin (or Referer) ' +
          'header and a JSON body. Errors answer {message, issues?}.',
      },
      tags: [
        { name: 'auth', description: 'Sessions and the signed-in user' },
        { name: 'inventory', description: 'Public catalogue reads' },
        { name: 'projects', description: "The signed-in user's projects" },
        { name: 'orders', description: 'Board and hardware orders' },
        { name: 'leads', description: 'Public contact enquiries and quote requests' },
        { name: 'people', description: "The admin's users page: invitations, roles, disabling and the audit log (admins only)" },
        { name: 'inbox', description: 'The staff inbox of quote requests and enquiries (admins only)' },
        { name: 'admin', description: "The admin's overview of leads and orders waiting on staff (admins only)" },
        { name: 'designs', description: "The signed-in user's saved deck designs and share links; visitors' shared drawings" },
        ...QUOTE_TAGS,
        { name: 'accounts', description: "Trade accounts: companies, their members and prices; the signed-in user's own account" },
        { name: 'delivery', description: 'Delivery zones and fees, the days that can be served, and scheduling (admins)' },
        { name: 'invoices', description: 'Tax invoices issued on dispatch, and the payments admins record against them' },
        { name: 'operations', description: 'Liveness and readiness checks for load balancers (docs/deploy.md#health-checks)' },
        {
          name: 'catalogue',
          description: "The staff catalogue: every item whatever its status, the editor and each item's history (admins only)",
        },
        { name: 'stock', description: 'Stock at the warehouse (admins) and the public availability labels' },
        {
          name: 'samples',
          description: 'Free samples by post: the public request, and the staff list, sample stock and Mark posted (admins)',
        },
        { name: 'runs', description: "A driver's own runs: start, on my way, delivered and not delivered (drivers only)" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });

  await app.register(async (api) => {
    api.decorateRequest('sessionUser', null);
    // CSRF: Origin/Sec-Fetch-Site check and JSON-only bodies on every POST/PUT/PATCH/DELETE, before any body is read.
    // A synchronous hook: every GET passes it, and an async one cost each a promise (a benchmark target).
    api.addHook('onRequest', (request, reply, done) => {
      const refusal = checkStateChangingRequest(request);
      if (refusal) {
        reply.code(refusal.status).send({ message: refusal.message });
        return;
      }
      done();
    });
    api.setErrorHandler(apiErrorHandler);
    // The public catalogue reads neither read nor set cookies: outside the cookie plugin's scope, they
    // skip its hooks (a benchmark target: catalogue reads against a bare Fastify server; its onSend hook alone
    // cost about 2 us of a bare server's 15 us per 304).
    await api.register(healthRoutes, deps);
    await api.register(inventoryRoutes, deps);
    await api.register(availabilityRoutes, deps);
    await api.register(async (sessions) => {
      await sessions.register(fastifyCookie);
      await sessions.register(authRoutes, deps);
      await sessions.register(accountLinkRoutes, deps);
      await sessions.register(signupRoutes, deps);
      await sessions.register(usersRoutes, deps);
      await sessions.register(peopleRoutes, deps);
      await sessions.register(projectsRoutes, deps);
      await sessions.register(ordersRoutes, deps);
      await sessions.register(leadsRoutes, deps);
      await sessions.register(leadsInboxRoutes, deps);
      await sessions.register(overviewRoutes, deps);
      await sessions.register(designsRoutes, deps);
      await sessions.register(planPackRoutes, deps);
      await sessions.register(quotesRoutes, deps);
      await sessions.register(tradeAccountsRoutes, deps);
      await sessions.register(invoicesRoutes, deps);
      await sessions.register(myAccountRoutes, deps);
      await sessions.register(deliveryRoutes, deps);
      await sessions.register(runsRoutes, deps);
      await sessions.register(catalogueRoutes, deps);
      await sessions.register(cataloguePhotosRoutes, deps);
      await sessions.register(stockRoutes, deps);
      await sessions.register(samplesRoutes, deps);
      // The browser's analytics/error sink (written with the web client).
      await sessions.register(telemetryRoutes, deps);
    });
  });
}
