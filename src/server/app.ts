// The Fastify application factory: one process serves the API, the generated board images and the
// built single-page app. Everything the app touches comes in through `buildApp`'s options, so tests
// build it on a fresh database with a fixed clock.
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { App, ErrorBody } from './appTypes';
import type { AppConfig } from './config';
import type { Db, Pool } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import type { AppDeps } from './deps';
import { registerCatalogueImages } from './catalogueImages';
import { registerInventoryImages } from './inventoryImages';
import { registerJsonBodyParser } from './jsonBody';
import { createLogger } from './logger';
import { createOutbox, type Outbox } from './mail/outbox';
import { createReadiness, SCHEMA_BEHIND_MESSAGE, type Readiness } from './ops/readiness';
import { createPageLinks } from './pageLinks';
import { deferredChildLoggerFactory } from './requestLogger';
import { apiSecurityHeaders, computeSecurityHeaders } from './securityHeaders';
import { API_DOCS_PATH, registerRoutes } from './routes/index';
import { createCatalogueCache } from './services/catalogue';
import { createCatalogueListener } from './services/catalogueListener';
import { createPriceScheduler } from './services/priceScheduler';
import { invoiceMailPdf } from './services/invoiceDocument';
import { registerSpa } from './spa';
import { createCpuPool, type CpuPool } from './workers/cpuPool';
import type { QuoteDocument } from './pdf/quotePdf';
import { createJobLimits } from './workers/jobLimits';

// The app's type and error body live in appTypes.ts: the registrars below need them, and importing them
// from here made each registrar and this module one import cycle.
export type { App } from './appTypes';

export interface BuildAppOptions {
  db: Db;
  pool: Pool;
  config: AppConfig;
  /** Clock for business time (defaults to the system clock). */
  now?: () => Date;
  /** A pino logger to share (main.ts); otherwise one is created from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Tests may pass their own outbox; by default one over this pool and config. */
  outbox?: Outbox;
  /** Tests may pass their own CPU pool; by default one sized to the machine. */
  cpuPool?: CpuPool;
  /** server.ts passes the one it checked the schema with; by default one over this pool. */
  readiness?: Readiness;
}

/** Largest accepted request body: every JSON payload of docs/product.md#calls is far below this. */
export const BODY_LIMIT = 100 * 1024;
const DATABASE_UNAVAILABLE = 'The database is unavailable; please retry shortly';
/** Seconds a caller refused while the database is away is told to wait (about a PostgreSQL restart). */
const DATABASE_RETRY_SECONDS = '5';

function zodIssues(error: ZodError): NonNullable<ErrorBody['issues']> {
  return error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message, code: i.code }));
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

// Pages whose URL carries a secret: invitation, reset and sign-up confirmation links, a design's share link
// (/deck/{token}) and a customer's quote (/quote/{token}).
const TOKEN_PAGES = ['/accept-invite', '/reset-password', '/verify-email', '/deck', '/quote'];
function isTokenPage(url: string): boolean {
  return TOKEN_PAGES.some(
    (page) => url.startsWith(page) && (url.length === page.length || url[page.length] === '?' || url[page.length] === '/'),
  );
}

/** Builds the app with every plugin and route registered, not yet ready (tests may add routes). */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { db, pool, config } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    bodyLimit: BODY_LIMIT,
    // A hop count becomes proxy-addr's function form (Fastify's types omit the number form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Requests arriving on a kept-alive connection while shutting down get 503 (Fastify's default,
    // stated here because graceful shutdown relies on it).
    return503OnClosing: true,
    // Longer than the load balancer's idle timeout, so it is the one to close an idle connection: a
    // connection this side closes just as the balancer reuses it would fail that request (docs/deploy.md#haproxy).
    keepAliveTimeout: config.keepAliveTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
    // Each request's logger (with its request id) is made when the request first logs something.
    childLoggerFactory: deferredChildLoggerFactory,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('pool', pool);
  app.decorate('config', config);
  app.decorate('now', now);
  registerJsonBodyParser(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext ?? 'body', ...v.instancePath.split('/').filter(Boolean)],
        message: v.message ?? 'Invalid value',
        code: typeof v.params?.issue === 'object' && v.params.issue && 'code' in v.params.issue ? String(v.params.issue.code) : undefined,
      }));
      return reply.status(400).send({ message: 'Invalid request', issues } satisfies ErrorBody);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: 'Invalid request', issues: zodIssues(error) } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response failed its schema');
      return reply.status(500).send({ message: 'Internal server error' } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart or failover: the request did nothing, so it may be retried (docs/deploy.md#database-outages).
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_SECONDS)
        .send({ message: DATABASE_UNAVAILABLE } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad media type) and http errors
      // thrown by routes carry safe messages.
      return reply.status(status).send({ message: error.message || 'Bad request' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal server error' } satisfies ErrorBody);
  });

  const securityHeaders = await computeSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        // Only meaningful (and only harmless) when the site is served over HTTPS.
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const apiHeaders = apiSecurityHeaders(securityHeaders);
  const draining = trackDraining(app);
  const refuseByClosing = config.role === 'web';
  const readiness = options.readiness ?? createReadiness(pool, app.log);
  app.decorate('readiness', readiness);
  app.addHook('onClose', () => readiness.stop());
  // One synchronous hook for what every request needs (benchmark profile: the async draining hook and the
  // security-header hook were each an extra step of every catalogue read, which reached 0.70 of a
  // bare Fastify server's rate). Cookies are parsed only where sessions are (routes/index.ts).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiResponse(request.url) ? apiHeaders : securityHeaders);
    // The one-time link pages: their token must never leave in a Referer (docs/product.md#accounts).
    if (isTokenPage(request.url)) reply.header('referrer-policy', 'no-referrer');
    if (!draining.admit(request, reply)) {
      // Behind the load balancer (role web), a request reaching a process past its drain delay is a race with
      // the balancer's check: the connection closes with no byte of answer, which HAProxy resends to another
      // process (`retry-on empty-response`), POSTs too, since nothing was done here. A 503 would reach the
      // browser, as HAProxy does not resend 503s: those are the database's (docs/deploy.md#shutdown-and-deploys).
      if (refuseByClosing) {
        reply.hijack();
        request.raw.socket.destroy();
        return;
      }
      reply
        .header('connection', 'close')
        .header('retry-after', '5')
        .status(503)
        .send({ message: 'The server is restarting; please retry shortly' } satisfies ErrorBody);
      return;
    }
    // Not ready but still serving (the load balancer's check interval after SIGTERM): each answer closes its
    // connection, so keep-alive clients reconnect (through the balancer, to another process) without a race.
    if (readiness.isDraining()) reply.header('connection', 'close');
    // A schema older than this code: serving could write what the code no longer expects (docs/deploy.md#npm-run-migrate-and-upgrades).
    if (readiness.schemaBehind() && !isProbe(request.url)) {
      reply
        .header('retry-after', '5')
        .status(503)
        .send({ message: SCHEMA_BEHIND_MESSAGE } satisfies ErrorBody);
      return;
    }
    done();
  });

  registerInventoryImages(app);
  registerCatalogueImages(app);
  // The queue's tables exist before the app listens (ready runs before listen); its worker stops when
  // the app closes, so in shutdown.ts sends in flight finish before the pool ends.
  // Board layouts and PDFs run on worker threads (the quote e-mail's PDF too); the pool's threads stop when
  // the app closes (after the requests using them have drained, shutdown.ts).
  const cpuPool = options.cpuPool ?? createCpuPool();
  const quotePdf = async (quote: QuoteDocument) => (await cpuPool.quotePdf(quote)).value;
  const invoicePdf = (invoiceId: string) => invoiceMailPdf(db, invoiceId, async (doc) => (await cpuPool.invoicePdf(doc)).value);
  const outbox = options.outbox ?? createOutbox({ db, pool, config, log: app.log, quotePdf, invoicePdf });
  app.decorate('outbox', outbox);
  app.addHook('onReady', () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  app.decorate('cpuPool', cpuPool);
  app.addHook('onClose', () => cpuPool.close());
  const deps: AppDeps = {
    db,
    pool,
    config,
    now,
    catalogue: createCatalogueCache(db),
    outbox,
    cpuPool,
    cpuJobs: createJobLimits(db, now),
    readiness,
  };
  // Seeds, imports and tests that change catalogue rows forget the in-memory copy through it.
  app.decorate('catalogue', deps.catalogue);
  // Staff changes in any process reach this one's snapshot (docs/architecture.md); held on one pooled connection.
  // Scheduled prices take effect at their time in this process too (docs/product.md#catalogue).
  const priceScheduler = createPriceScheduler(db, deps.catalogue, app.log, now);
  const catalogueListener = createCatalogueListener(pool, deps.catalogue, app.log, () => priceScheduler.rearm());
  app.addHook('onReady', () => catalogueListener.start());
  app.addHook('onReady', () => priceScheduler.start());
  app.addHook('onClose', () => catalogueListener.stop());
  app.addHook('onClose', () => priceScheduler.stop());
  await registerRoutes(app, deps);
  await registerSpa(app, config.webDistDir, config.nodeEnv === 'production', createPageLinks(deps.catalogue), deps.catalogue);
  return app;
}

/** The liveness and readiness checks: they answer whatever the schema's state. */
function isProbe(url: string): boolean {
  return url === '/api/health' || url === '/api/ready' || url.startsWith('/api/health?') || url.startsWith('/api/ready?');
}

/** JSON API paths; the API's documentation pages (HTML) keep the document set. */
export function isApiResponse(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH);
}

/**
 * Shutdown support: `app.drain()` makes every new request answer 503 (so a load balancer moves on)
 * while the app keeps listening, and resolves once the requests already running have finished.
 * Requests are counted in by the app's onRequest hook (admit) and out when their raw response closes:
 * after it was sent, or when the client went away first and the handler has answered. Fastify's onResponse and onRequestAbort miss
 * a client that sent a whole body and reset the connection before the answer (the body was read, so
 * the request was not "aborted", and the response never finishes): such a request stayed counted for
 * good and every shutdown waited out its full drain timeout.
 */
function trackDraining(app: App) {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  app.decorate('drain', () => {
    draining = true;
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      idle = resolve;
    });
  });
  app.decorate('inFlight', () => inFlight);
  return {
    /** Counts the request in, or false while draining. */
    admit(request: FastifyRequest, reply: FastifyReply): boolean {
      if (draining) return false;
      inFlight += 1;
      const res = reply.raw;
      res.once('close', () => {
        const delivered = res.writableFinished;
        const finish = () => {
          inFlight -= 1;
          // Fastify logs "request completed" only for a response that was sent; one line for every request.
          if (!delivered) request.log.info({ responseTime: reply.elapsedTime, clientClosed: true }, 'request completed');
          if (inFlight === 0) idle?.();
        };
        // A client gone before the answer leaves its handler working: it is done once it answers into the
        // void (Node still emits prefinish), so the drain keeps waiting for its database work.
        if (res.writableEnded) finish();
        else res.once('prefinish', finish);
      });
      return true;
    },
  };
}
