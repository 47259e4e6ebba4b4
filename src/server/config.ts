// Environment configuration, validated once at start so a bad value fails loudly, not later.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { hasControlCharacters, isMailableAddress, MAIL_FROM_DEFAULT, SALES_EMAIL_DEFAULT } from './mail/addresses';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What one process runs: `web` answers HTTP, `worker` runs the queued and timed work, `all` both (`npm start`). */
const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
type ProcessRole = (typeof PROCESS_ROLES)[number];

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

// Fastify's trustProxy: true/false, a hop count, or a comma-separated list of addresses/CIDRs.
const trustProxy = z
  .string()
  .trim()
  .transform((v): boolean | number | string[] => {
    if (v === 'true') return true;
    if (v === 'false' || v === '') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

/** A URL setting: blank or unset is none; anything else must match its scheme. */
const optionalUrl = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().regex(pattern, message).optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PASSWORD: z.string().min(8).default('boardwalk-demo'),
  SEED_DEMO: booleanFlag.default(true),
  COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: trustProxy.default(false),
  // Password hashing cost (auth/password.ts): 17 is OWASP's argon2id (m=19 MiB, t=2, p=1); tests lower the memory for speed only.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // E-mail (docs/product.md#e-mail): without SMTP_URL messages become .eml files in DATA_DIR/mail.
  SMTP_URL: optionalUrl(/^smtps?:\/\/[^\s/?#]+(:\d+)?\/?$/, 'SMTP_URL must be smtp://user:pass@host:port (or smtps:// for TLS)'),
  // The site's address as people reach it: the base of the one-time links in invitation and reset e-mails.
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s/?#]+$/, 'PUBLIC_URL must be http(s)://host[:port] without a path')
        .optional(),
    ),
  MAIL_FROM: z.string().trim().min(1).default(MAIL_FROM_DEFAULT),
  SALES_EMAIL: z.string().trim().min(1).default(SALES_EMAIL_DEFAULT),
  // Whether this process sends the queued e-mail (every process may queue it); off for web-only processes.
  MAIL_WORKER: booleanFlag.default(true),
  // First retry delay of a failed send; later ones double (pg-boss retryBackoff). Tests shorten it.
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  // A send still unfinished after this is given up and retried; also how soon a send cut off by a crash is.
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  // Production shape (docs/deploy.md): which part of the app this process runs.
  BOARDWALK_ROLE: z.enum(PROCESS_ROLES).default('all'),
  // Migrations, the mail queue's tables and the seed at start; `npm run migrate` does them otherwise.
  MIGRATE_ON_START: booleanFlag.optional(),
  // SIGTERM: how long a web process keeps serving while not ready (the load balancer's check interval times its fall count).
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  // SIGTERM: how long requests in flight may take to finish before their connections are cut.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  // Idle keep-alive connections are kept this long: longer than the load balancer's, so it closes them first.
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(65),
  // `transaction` behind PgBouncer's transaction pooling: no named prepared statements (PgBouncer before 1.21 cannot route them).
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  // Connections of this process's database pool.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder (embedded PostgreSQL lives in dataDir/pg). */
  dataDir: string;
  /** External PostgreSQL; when unset the embedded server in dataDir is used. */
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  demoPassword: string;
  seedDemo: boolean;
  cookieSecure: boolean;
  trustProxy: boolean | number | string[];
  passwordHashCost: number;
  /** Folder of the built single-page app (vite build output). */
  webDistDir: string;
  /** Base of the links in account e-mails (no trailing slash); PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  mail: MailConfig;
  role: ProcessRole;
  /** Migrate, install the mail queue and seed at start (default: only in role all). */
  migrateOnStart: boolean;
  drainDelayMs: number;
  shutdownTimeoutMs: number;
  keepAliveTimeoutMs: number;
  database: { poolMode: 'session' | 'transaction'; poolSize: number };
}

export interface MailConfig {
  /** smtp:// or smtps:// server; undefined writes .eml files under dataDir/mail instead. */
  smtpUrl: string | undefined;
  from: { name: string; address: string };
  salesEmail: string;
  /** This process runs the queue's worker (sends what every process queued): MAIL_WORKER in role all, else the role's. */
  worker: boolean;
  retryDelaySeconds: number;
  retryLimit: number;
  sendTimeoutSeconds: number;
}

export class ConfigError extends Error {}

/** `Name <address>` or a bare address, refused unless it is exactly one valid address. */
function mailbox(variable: string, value: string): { name: string; address: string } {
  const match = /^(?:([^<>]*?)\s*<([^<>]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  const name = (match?.[1] ?? '').replace(/^"(.*)"$/, '$1');
  if (!address || !isMailableAddress(address) || hasControlCharacters(name)) {
    throw new ConfigError(`${variable} must be one e-mail address, optionally as "Name <address>"`);
  }
  return { name, address };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < 17) {
    throw new ConfigError('PASSWORD_HASH_COST below 17 is for tests only and is refused in production');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    passwordHashCost: e.PASSWORD_HASH_COST,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'dist'),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: mailbox('MAIL_FROM', e.MAIL_FROM),
      salesEmail: mailbox('SALES_EMAIL', e.SALES_EMAIL).address,
      worker: e.BOARDWALK_ROLE === 'all' ? e.MAIL_WORKER : e.BOARDWALK_ROLE === 'worker',
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      retryLimit: e.MAIL_RETRY_LIMIT,
      sendTimeoutSeconds: e.MAIL_SEND_TIMEOUT_SECONDS,
    },
    role: e.BOARDWALK_ROLE,
    migrateOnStart: e.MIGRATE_ON_START ?? e.BOARDWALK_ROLE === 'all',
    drainDelayMs: Math.round(e.DRAIN_DELAY_SECONDS * 1000),
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    keepAliveTimeoutMs: Math.round(e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    database: { poolMode: e.DATABASE_POOL_MODE, poolSize: e.DATABASE_POOL_SIZE },
  };
}
