// Account administration (`npm run user`): the commands themselves on the test database (one run as a
// child process, the rest in-process through the same entry), and the rules behind them: disabling or
// resetting ends every live session at once.
import { execFile } from 'node:child_process';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, auditLog } from '../../src/domain/schemas/users';
import { addUser, disableUser, enableUser, resetPassword } from '../../src/server/auth/users';
import { accountTokens, users } from '../../src/server/db/schema';
import { linkForSending } from '../../src/server/auth/linkTokens';
import { runUserCli } from '../../src/server/cli/userCommand';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { Client, DEMO, DEMO_PASSWORD, rowCounts, signIn } from './helpers';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const hashCost = TEST_PASSWORD_HASH_COST;

// A Node start with tsx compiling the server's modules: seconds alone, far longer on a loaded machine.
const SPAWNED_MS = 120_000;

/** `npm run user` itself: a Node process on the test database, as an operator runs it. */
async function spawnedCli(args: string[]) {
  // The CLI runs on the same Node as the suite (Node 24 LTS), not whichever node comes first on PATH.
  const child = run(process.execPath, ['--import', 'tsx', 'src/server/cli/user.ts', ...args], {
    env: { ...process.env, DATABASE_URL: t.database.url, PASSWORD_HASH_COST: String(hashCost), LOG_LEVEL: 'silent', PASSWORD: '' },
    timeout: SPAWNED_MS,
  });
  child.child.stdin?.end();
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * The same command in-process, with its own environment, stdin and output: what the process entry does
 * but the Node start and tsx's compile (seconds a case on a busy machine; the spawned case covers those).
 */
async function cli(args: string[], env: Record<string, string> = {}, input?: string) {
  let stdout = '';
  let stderr = '';
  const code = await runUserCli(args, {
    env: { ...process.env, DATABASE_URL: t.database.url, PASSWORD_HASH_COST: String(hashCost), LOG_LEVEL: 'silent', PASSWORD: '', ...env },
    // Piped, not a terminal: a stream with no isTTY, ended after the input.
    stdin: Readable.from(input === undefined ? [] : [Buffer.from(input, 'utf8')], { objectMode: false }),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('npm run user', () => {
  it(
    'add EMAIL ROLE --password creates a user who can sign in (the command run as its own process)',
    { timeout: SPAWNED_MS + 10_000 },
    async () => {
      const res = await spawnedCli(['add', 'new.installer@boardwalk.example', 'installer', '--password', 'correct horse battery']);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('Added new.installer@boardwalk.example (installer)');
      const client = await signIn(t.app, 'new.installer@boardwalk.example', 'correct horse battery');
      expect((await client.get('/api/users/profile')).json().role).toBe('installer');
    },
  );

  it('takes the password from PASSWORD or from stdin', async () => {
    expect((await cli(['add', 'env@boardwalk.example', 'client'], { PASSWORD: 'from the environment' })).code).toBe(0);
    await signIn(t.app, 'env@boardwalk.example', 'from the environment');
    expect((await cli(['add', 'piped@boardwalk.example', 'admin'], {}, 'from standard input\n')).code).toBe(0);
    await signIn(t.app, 'piped@boardwalk.example', 'from standard input');
  });

  it('a piped password is the whole first line, a line separator character (U+2028) included', async () => {
    expect((await cli(['add', 'separator@boardwalk.example', 'client'], {}, 'first\u2028second half\nnext line\n')).code).toBe(0);
    await signIn(t.app, 'separator@boardwalk.example', 'first\u2028second half');
  });

  it('reset EMAIL sets a new password and disable EMAIL ends the live session', async () => {
    const session = await signIn(t.app, 'env@boardwalk.example', 'from the environment');
    expect((await cli(['reset', 'env@boardwalk.example', '--password', 'a brand new secret'])).code).toBe(0);
    expect((await session.get('/api/users/profile')).statusCode).toBe(401);
    const fresh = await signIn(t.app, 'env@boardwalk.example', 'a brand new secret');
    expect((await cli(['disable', 'env@boardwalk.example'])).code).toBe(0);
    expect((await fresh.get('/api/users/profile')).statusCode).toBe(401);
    expect(
      (await new Client(t.app, '10.9.0.1').post('/api/auth/login', { email: 'env@boardwalk.example', password: 'a brand new secret' }))
        .statusCode,
    ).toBe(401);
  });

  it('a failing command exits 1 with its message and changes nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await cli(['add', 'x@boardwalk.example', 'client', '--password', 'short']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Password must be at least 8 characters');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers usage for an unknown command', async () => {
    const res = await cli(['promote', 'x@boardwalk.example']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run user');
  });
});

describe('account rules', () => {
  it.each([
    [
      'a malformed email',
      () => addUser(t.db, { email: 'not-an-email', role: 'client', password: 'long enough pw', hashCost }),
      'Please enter a valid email address',
    ],
    [
      'an unknown role',
      () => addUser(t.db, { email: 'x@boardwalk.example', role: 'superuser', password: 'long enough pw', hashCost }),
      'Role must be one of: admin, client, installer',
    ],
    [
      'a short password',
      () => addUser(t.db, { email: 'x@boardwalk.example', role: 'client', password: 'short', hashCost }),
      'Password must be at least 8 characters',
    ],
    [
      'an existing email in other case',
      () => addUser(t.db, { email: DEMO.client.toUpperCase(), role: 'client', password: 'long enough pw', hashCost }),
      'already exists',
    ],
    [
      'a reset of an unknown user',
      () => resetPassword(t.db, { email: 'nobody@boardwalk.example', password: 'long enough pw', hashCost, now: new Date() }),
      'No user nobody@boardwalk.example',
    ],
    ['disabling an unknown user', () => disableUser(t.db, 'nobody@boardwalk.example', new Date()), 'No user nobody@boardwalk.example'],
  ])('refuses %s with a message and changes nothing', async (_label, action, message) => {
    const before = await rowCounts(t.db);
    await expect(action()).rejects.toThrow(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('disabling ends every live session of the user at once, in every browser', async () => {
    await addUser(t.db, { email: 'many@boardwalk.example', role: 'client', password: 'several browsers', hashCost });
    const browsers = await Promise.all(
      ['10.8.0.1', '10.8.0.2', '10.8.0.3'].map((ip) => signIn(t.app, 'many@boardwalk.example', 'several browsers', ip)),
    );
    const other = await signIn(t.app, DEMO.installer);
    await disableUser(t.db, 'many@boardwalk.example', new Date());
    for (const b of browsers) {
      expect((await b.get('/api/users/profile')).statusCode).toBe(401);
      expect((await b.post('/api/auth/refresh')).statusCode).toBe(401);
    }
    expect((await other.get('/api/users/profile')).statusCode).toBe(200);
    await enableUser(t.db, 'many@boardwalk.example');
    await signIn(t.app, 'many@boardwalk.example', 'several browsers');
  });

  it('a password reset ends sessions and only the new password works', async () => {
    await addUser(t.db, { email: 'reset@boardwalk.example', role: 'client', password: 'first password', hashCost });
    const session = await signIn(t.app, 'reset@boardwalk.example', 'first password');
    await resetPassword(t.db, { email: 'reset@boardwalk.example', password: 'second password', hashCost, now: new Date() });
    expect((await session.get('/api/users/profile')).statusCode).toBe(401);
    expect(
      (await new Client(t.app, '10.7.0.1').post('/api/auth/login', { email: 'reset@boardwalk.example', password: 'first password' }))
        .statusCode,
    ).toBe(401);
    await signIn(t.app, 'reset@boardwalk.example', 'second password');
  });

  it('long passphrases are accepted whole', async () => {
    const long = 'p'.repeat(500);
    await addUser(t.db, { email: 'long@boardwalk.example', role: 'client', password: long, hashCost });
    await signIn(t.app, 'long@boardwalk.example', long);
    expect(
      (await new Client(t.app, '10.6.0.1').post('/api/auth/login', { email: 'long@boardwalk.example', password: long.slice(0, 499) }))
        .statusCode,
    ).toBe(401);
  });

  it('the demo password still works for the seeded users', async () => {
    for (const [role, email] of Object.entries(DEMO)) {
      const session = await signIn(t.app, email, DEMO_PASSWORD, '10.10.0.1');
      const profile = await session.get('/api/users/profile');
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email, role });
    }
  });
});

describe("disable and enable from the console: the admin page's service", () => {
  const CONSOLE = 'server console (npm run user)';
  const latestAudit = async (admin: Client) => auditLog.parse((await admin.get('/api/users/audit-log', { query: { limit: '5' } })).json());

  it('writes each to the audit log, as the admin page does, naming the server console as who acted', async () => {
    await addUser(t.db, { email: 'audited@boardwalk.example', role: 'installer', password: 'audited password', hashCost });
    const session = await signIn(t.app, 'audited@boardwalk.example', 'audited password');
    expect((await cli(['disable', 'audited@boardwalk.example'])).code).toBe(0);
    expect((await session.get('/api/users/profile')).statusCode).toBe(401);
    const admin = await signIn(t.app, DEMO.admin);
    expect((await latestAudit(admin))[0]).toMatchObject({ actor: CONSOLE, action: 'user.disable', target: 'audited@boardwalk.example' });
    expect((await cli(['enable', 'audited@boardwalk.example'])).code).toBe(0);
    expect((await latestAudit(admin))[0]).toMatchObject({ actor: CONSOLE, action: 'user.enable', target: 'audited@boardwalk.example' });
    await signIn(t.app, 'audited@boardwalk.example', 'audited password');
  });

  it('ends the pending reset link with the disable: enabled again, the user finds it refused', async () => {
    await addUser(t.db, { email: 'paused@boardwalk.example', role: 'client', password: 'paused password', hashCost });
    const visitor = new Client(t.app, '10.9.0.1');
    expect((await visitor.post('/api/auth/forgot-password', { email: 'paused@boardwalk.example' })).statusCode).toBe(202);
    // The worker is off here: make the e-mail's link as the worker would when sending it.
    const [pending] = await t.db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(eq(users.email, 'paused@boardwalk.example'));
    const link = await linkForSending(t.db, pending.id, t.config.publicUrl, new Date());
    const token = new URL(link!).searchParams.get('token')!;
    expect((await cli(['disable', 'paused@boardwalk.example'])).code).toBe(0);
    expect((await cli(['enable', 'paused@boardwalk.example'])).code).toBe(0);
    const res = await visitor.post('/api/auth/reset-password', { token, password: 'taken over password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    await signIn(t.app, 'paused@boardwalk.example', 'paused password', '10.9.0.2');
  });

  it('refuses to disable the last active admin, exits 1 with the rule, and changes nothing', async () => {
    // A second admin of the test's own, so the rule is met whatever ran before (run alone, the demo admin is
    // the only one); then every other active admin disabled for the moment, so the demo admin is the last.
    const spare = 'spare-admin@boardwalk.example';
    const [existing] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, spare));
    if (!existing) await addUser(t.db, { email: spare, role: 'admin', password: 'a spare admin', hashCost });
    const others = await t.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), isNull(users.invitedAt), ne(users.email, DEMO.admin)));
    for (const other of others) await disableUser(t.db, other.email, new Date());
    try {
      const admin = await signIn(t.app, DEMO.admin);
      const before = await latestAudit(admin);
      const res = await cli(['disable', DEMO.admin]);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(ACCOUNT_MESSAGES.lastAdmin);
      expect((await admin.get('/api/users/profile')).statusCode).toBe(200);
      expect(await latestAudit(admin)).toEqual(before);
    } finally {
      for (const other of others) await enableUser(t.db, other.email);
    }
    expect(others.length).toBeGreaterThan(0);
    // With another admin active again, the console may disable this one (and enable it back).
    expect((await cli(['disable', DEMO.admin])).code).toBe(0);
    expect((await cli(['enable', DEMO.admin])).code).toBe(0);
  });
});
