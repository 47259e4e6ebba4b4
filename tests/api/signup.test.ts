// A visitor's own account (docs/product.md#accounts): POST /api/auth/signup and the
// confirmation link, against real PostgreSQL, with the e-mails received by a real SMTP server and their
// links followed. Time moves with the app's clock (deps.now) for expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SIGNUP_MESSAGES } from '../../src/domain/schemas/signup';
import { ACCOUNT_MESSAGES } from '../../src/domain/schemas/users';
import { hashToken } from '../../src/server/auth/tokens';
import { TOO_MANY_ATTEMPTS } from '../../src/server/routes/auth.routes';
import { pruneSignupRequests } from '../../src/server/services/signup';
import { notifications, signupRequests, users } from '../../src/server/db/schema';
import { ACCOUNT_EXISTS_SUBJECT, SIGNUP_SUBJECT } from '../../src/server/mail/messages';
import { createTestApp, testConfig, type TestApp } from '../support/app';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtpServer';
import { Client, DEMO, signIn } from './helpers';

const PUBLIC_URL = 'https://portal.boardwalk.example';
const DAY = 86_400_000;
const PASSWORD = 'a long visitor password';
const RETURN_TO = '/deck-calculator?brand=Millboard&color=mb-enhanced-grain-golden-oak';

let smtp: TestSmtpServer;
let t: TestApp;
let admin: Client;
let offset = 0;
let address = 0;
/** A browser from its own address, so the per-address limits of one test do not reach another. */
const browser = () => new Client(t.app, `203.0.113.${(address += 1)}`);
let seq = 0;
const freshEmail = (name = 'visitor') => `${name}.${Date.now()}.${(seq += 1)}@signup.example`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const base = testConfig();
  t = await createTestApp({
    now: () => new Date(Date.now() + offset),
    config: { publicUrl: PUBLIC_URL, mail: { ...base.mail, worker: true, smtpUrl: smtp.url, retryDelaySeconds: 1 } },
  });
  admin = await signIn(t.app, DEMO.admin);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

async function mailTo(to: string, subject: string, nth = 0): Promise<ReceivedMail> {
  for (let i = 0; i < 200; i++) {
    const found = smtp.received.filter((m) => m.subject === subject && m.envelope.to.some((a) => a.toLowerCase() === to.toLowerCase()));
    if (found.length > nth) return found[nth];
    await smtp.waitFor(smtp.received.length + 1, 15_000);
  }
  throw new Error(`no "${subject}" to ${to}`);
}

/** The confirmation link's token, after checking it goes to /verify-email on PUBLIC_URL in both text and HTML. */
function tokenIn(mail: ReceivedMail): string {
  const url = new URL(/https?:\/\/\S+verify-email\S*/.exec(mail.parsed.text ?? '')![0]);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/verify-email`);
  const token = url.searchParams.get('token')!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(String(mail.parsed.html)).toContain(`href="${PUBLIC_URL}/verify-email?token=${token}"`);
  return token;
}

/** What the outbox holds for an address: its templates, oldest first. */
async function queuedFor(email: string): Promise<string[]> {
  const rows = await t.db
    .select({ template: notifications.template })
    .from(notifications)
    .where(eq(sql`lower(${notifications.recipient})`, email.toLowerCase()))
    .orderBy(notifications.createdAt);
  return rows.map((r) => r.template);
}

async function signUp(email: string, password = PASSWORD, returnTo: string | undefined = RETURN_TO) {
  const res = await browser().post('/api/auth/signup', { email, password, ...(returnTo ? { returnTo } : {}) });
  expect(res.statusCode, res.body).toBe(202);
  return res;
}

describe('sign-up', () => {
  it('e-mails a confirmation link; opening it makes a client account, signs the browser in and names the way back', async () => {
    const email = freshEmail();
    const res = await signUp(email);
    expect(res.json()).toEqual({ message: SIGNUP_MESSAGES.sent });
    expect(res.headers['cache-control']).toBe('no-store');
    // No account until the link is opened.
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const mail = await mailTo(email, SIGNUP_SUBJECT);
    expect(mail.parsed.text).toContain('valid for 7 days, once');
    const token = tokenIn(mail);
    const person = browser();
    const verified = await person.post('/api/auth/verify-email', { token, password: PASSWORD });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ user: { id: expect.any(String), email, role: 'client' }, returnTo: RETURN_TO });
    expect(verified.headers['cache-control']).toBe('no-store');
    expect((await person.get('/api/users/profile')).json()).toEqual({ id: verified.json().user.id, email, role: 'client' });
    // The password typed at sign-up signs in anywhere; the sign-up keeps no copy of its hash.
    await signIn(t.app, email, PASSWORD, '203.0.113.250');
    expect((await t.db.select().from(signupRequests).where(eq(signupRequests.email, email))).map((r) => r.passwordHash)).toEqual(['']);
  });

  it('the outbox keeps no usable link: the token is made as the e-mail is sent, and only its digest is stored', async () => {
    const email = freshEmail('sealed');
    await signUp(email);
    const token = tokenIn(await mailTo(email, SIGNUP_SUBJECT));
    const [row] = await t.db.select().from(notifications).where(eq(notifications.recipient, email));
    expect(JSON.stringify(row.data)).not.toContain(token);
    const [request] = await t.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.id, (row.data as { linkId: string }).linkId));
    expect(request.tokenHash).toBe(hashToken(token));
    expect(request.passwordHash).not.toContain(PASSWORD);
  });

  it('a link works once: reused it is refused as used, and an unknown one as not valid', async () => {
    const email = freshEmail('twice');
    await signUp(email);
    const token = tokenIn(await mailTo(email, SIGNUP_SUBJECT));
    expect((await browser().post('/api/auth/verify-email', { token, password: PASSWORD })).statusCode).toBe(200);
    const again = browser();
    const reused = await again.post('/api/auth/verify-email', { token, password: PASSWORD });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.linkUsed);
    expect(reused.headers['set-cookie']).toBeUndefined();
    expect((await again.get('/api/users/profile')).statusCode).toBe(401);
    const unknown = await browser().post('/api/auth/verify-email', { token: 'A'.repeat(43), password: PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('two uses of one link at once: exactly one succeeds and one account exists', async () => {
    const email = freshEmail('race');
    await signUp(email);
    const token = tokenIn(await mailTo(email, SIGNUP_SUBJECT));
    const results = await Promise.all([browser(), browser()].map((b) => b.post('/api/auth/verify-email', { token, password: PASSWORD })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('a confirmation link expires after 7 days', async () => {
    const early = freshEmail('early');
    const late = freshEmail('late');
    await signUp(early);
    await signUp(late);
    const earlyToken = tokenIn(await mailTo(early, SIGNUP_SUBJECT));
    const lateToken = tokenIn(await mailTo(late, SIGNUP_SUBJECT));
    try {
      offset = 7 * DAY - 60_000;
      expect((await browser().post('/api/auth/verify-email', { token: earlyToken, password: PASSWORD })).statusCode).toBe(200);
      offset = 7 * DAY + 60_000;
      const refused = await browser().post('/api/auth/verify-email', { token: lateToken, password: PASSWORD });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    } finally {
      offset = 0;
    }
    expect(await t.db.select().from(users).where(eq(users.email, late))).toEqual([]);
  });

  it('each sign-up keeps its own link and password; the first opened makes the account and ends the others', async () => {
    const email = freshEmail('again');
    await signUp(email, 'the first password');
    await signUp(email.toUpperCase(), 'the second password');
    const both = [tokenIn(await mailTo(email, SIGNUP_SUBJECT)), tokenIn(await mailTo(email, SIGNUP_SUBJECT, 1))];
    // Which e-mail went first is the outbox's business: tell the links apart by their sign-up rows.
    const [first, second] = await Promise.all(
      both.map(async (token) => {
        const [row] = await t.db
          .select()
          .from(signupRequests)
          .where(eq(signupRequests.tokenHash, hashToken(token)));
        return { token, upper: row.email !== email };
      }),
    ).then((links) => links.sort((a, b) => Number(a.upper) - Number(b.upper)).map((l) => l.token));
    expect(second).not.toBe(first);
    expect((await browser().post('/api/auth/verify-email', { token: first, password: 'the first password' })).statusCode).toBe(200);
    const other = await browser().post('/api/auth/verify-email', { token: second, password: 'the second password' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    await signIn(t.app, email, 'the first password', '203.0.113.251');
  });

  it("someone else's sign-up for an address cannot be confirmed by its owner: the link asks for the sign-up's password", async () => {
    const email = freshEmail('victim');
    // The attacker signs up with the victim's address; the victim gets a genuine e-mail and opens it.
    await signUp(email, 'the attacker password');
    const token = tokenIn(await mailTo(email, SIGNUP_SUBJECT));
    const victim = browser();
    const refused = await victim.post('/api/auth/verify-email', { token, password: 'the victim password' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SIGNUP_MESSAGES.wrongPassword);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await victim.get('/api/users/profile')).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Nothing was consumed: the link still works with the password chosen at sign-up.
    const [row] = await t.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.tokenHash, hashToken(token)));
    expect(row.usedAt).toBeNull();
    expect((await browser().post('/api/auth/verify-email', { token, password: 'the attacker password' })).statusCode).toBe(200);
  });

  it('wrong passwords on one link are throttled as link uses, from any address, and consume nothing', async () => {
    const email = freshEmail('guessed');
    await signUp(email);
    const token = tokenIn(await mailTo(email, SIGNUP_SUBJECT));
    for (let i = 0; i < 10; i++)
      expect((await browser().post('/api/auth/verify-email', { token, password: `guess number ${i}` })).statusCode).toBe(400);
    const blocked = await browser().post('/api/auth/verify-email', { token, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    try {
      offset = 16 * 60_000;
      expect((await browser().post('/api/auth/verify-email', { token, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('the sweep blanks the password hash of an expired sign-up at once and deletes the row only after 30 days', async () => {
    const [expired, old, pending] = [freshEmail('expired'), freshEmail('old'), freshEmail('pending')];
    for (const email of [expired, old, pending]) await signUp(email);
    const now = new Date();
    const expire = (email: string, ago: number) =>
      t.db
        .update(signupRequests)
        .set({ expiresAt: new Date(now.getTime() - ago) })
        .where(eq(signupRequests.email, email));
    await expire(expired, 60_000);
    await expire(old, 31 * DAY);
    await pruneSignupRequests(t.db, now);
    const rowOf = async (email: string) => (await t.db.select().from(signupRequests).where(eq(signupRequests.email, email)))[0];
    expect((await rowOf(expired))?.passwordHash).toBe('');
    expect(await rowOf(old)).toBeUndefined();
    expect((await rowOf(pending))?.passwordHash).toMatch(/^\$argon2/);
  });

  it('an address that got an account meanwhile (an invitation) refuses the link with a way to sign in', async () => {
    const email = freshEmail('invited');
    await signUp(email);
    const token = tokenIn(await mailTo(email, SIGNUP_SUBJECT));
    expect((await admin.post('/api/users/invitations', { email, role: 'installer' })).statusCode).toBe(201);
    const res = await browser().post('/api/auth/verify-email', { token, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIGNUP_MESSAGES.accountExists);
    const [invited] = await t.db.select().from(users).where(eq(users.email, email));
    expect(invited).toMatchObject({ role: 'installer', passwordHash: null });
  });

  it('refuses a short or over-long password, a bad email and a return path off the site, with the field messages', async () => {
    const cases: [unknown, string][] = [
      [{ email: freshEmail(), password: 'short' }, 'Password must be at least 8 characters'],
      [{ email: freshEmail(), password: 'x'.repeat(1025) }, 'Password must be at most 1024 characters'],
      [{ email: 'not an email', password: 'long enough' }, 'Please enter a valid email address'],
      [{ email: freshEmail(), password: 'long enough', returnTo: '//evil.example/' }, 'returnTo must be a path of this site'],
      [{ email: freshEmail(), password: 'long enough', returnTo: 'https://evil.example/' }, 'returnTo must be a path of this site'],
    ];
    for (const [body, message] of cases) {
      const res = await browser().post('/api/auth/signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A passphrase of exactly 1024 characters is taken whole.
    await signUp(freshEmail('long'), ' '.repeat(1024));
  });

  it('refuses another site (CSRF) and a form body', async () => {
    const body = { email: freshEmail(), password: 'long enough' };
    for (const url of ['/api/auth/signup', '/api/auth/verify-email']) {
      expect((await browser().post(url, body, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
      const form = { payload: 'email=a%40b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      expect((await browser().request('POST', url, form)).statusCode).toBe(415);
    }
  });
});

describe('no account enumeration', () => {
  it('answers a taken email (any case) exactly as a new one; its owner is told by e-mail; no account or link is made', async () => {
    const fresh = await signUp(freshEmail('new'));
    const taken = await signUp(DEMO.client.toUpperCase());
    expect([taken.statusCode, taken.body, taken.headers['content-type'], taken.headers['cache-control']]).toEqual([
      fresh.statusCode,
      fresh.body,
      fresh.headers['content-type'],
      fresh.headers['cache-control'],
    ]);
    const told = await mailTo(DEMO.client, ACCOUNT_EXISTS_SUBJECT);
    expect(told.parsed.text).toContain(`${PUBLIC_URL}/login`);
    expect(told.parsed.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(await queuedFor(DEMO.client)).not.toContain('account.signup');
    expect(
      await t.db
        .select()
        .from(signupRequests)
        .where(eq(sql`lower(${signupRequests.email})`, DEMO.client)),
    ).toEqual([]);
    // The demo password still holds.
    await signIn(t.app, DEMO.client, undefined, '203.0.113.252');
  });

  it("answers a disabled user's email the same, and queues nothing for it", async () => {
    const email = freshEmail('disabled');
    const invited = await admin.post('/api/users/invitations', { email, role: 'client' });
    expect(invited.statusCode).toBe(201);
    expect((await admin.patch(`/api/users/${invited.json().id}`, { disabled: true })).statusCode).toBe(200);
    const before = await queuedFor(email);
    const fresh = await signUp(freshEmail('control'));
    const disabled = await signUp(email);
    expect(disabled.body).toBe(fresh.body);
    expect(await queuedFor(email)).toEqual(before);
    expect(await t.db.select().from(signupRequests).where(eq(signupRequests.email, email))).toEqual([]);
  });

  it('sends at most 3 sign-up e-mails to one address a day, answering the same after', async () => {
    const email = freshEmail('flooded');
    const bodies = new Set<string>();
    try {
      for (let i = 0; i < 4; i++) bodies.add((await signUp(email)).body);
      // Spread past the 15-minute window: the daily rule still holds.
      offset = 60 * 60_000;
      for (let i = 0; i < 3; i++) bodies.add((await signUp(email.toUpperCase())).body);
      expect(await queuedFor(email)).toEqual(['account.signup', 'account.signup', 'account.signup']);
      offset = DAY + 60_000;
      await signUp(email);
      expect(await queuedFor(email)).toHaveLength(4);
    } finally {
      offset = 0;
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: SIGNUP_MESSAGES.sent })]);
  });

  it('counts the "you already have an account" note in the same daily limit', async () => {
    const email = freshEmail('owner');
    await signUp(email, 'the owner password');
    const token = tokenIn(await mailTo(email, SIGNUP_SUBJECT));
    expect((await browser().post('/api/auth/verify-email', { token, password: 'the owner password' })).statusCode).toBe(200);
    try {
      offset = 60 * 60_000;
      const bodies = new Set<string>();
      for (let i = 0; i < 4; i++) bodies.add((await signUp(email)).body);
      expect([...bodies]).toEqual([JSON.stringify({ message: SIGNUP_MESSAGES.sent })]);
    } finally {
      offset = 0;
    }
    expect(await queuedFor(email)).toEqual(['account.signup', 'account.exists', 'account.exists']);
  });
});

describe('throttling', () => {
  it('counts every attempt from an address, refused ones too: the 11th in a minute is 429 with Retry-After', async () => {
    const visitor = browser();
    const statuses: number[] = [];
    // Five invalid bodies and five valid ones, then a valid one.
    for (let i = 0; i < 5; i++) statuses.push((await visitor.post('/api/auth/signup', { email: 'nope', password: '' })).statusCode);
    for (let i = 0; i < 5; i++)
      statuses.push((await visitor.post('/api/auth/signup', { email: freshEmail(), password: 'long enough' })).statusCode);
    const refused = await visitor.post('/api/auth/signup', { email: freshEmail(), password: 'long enough' });
    expect(statuses).toEqual([400, 400, 400, 400, 400, 202, 202, 202, 202, 202]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SIGNUP_MESSAGES.throttled);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is unaffected.
    await signUp(freshEmail());
  });

  it('throttles link guessing per address', async () => {
    const guesser = browser();
    let last = await guesser.post('/api/auth/verify-email', { token: 'B'.repeat(43), password: PASSWORD });
    expect(last.statusCode).toBe(400);
    for (let i = 0; i < 30; i++) last = await guesser.post('/api/auth/verify-email', { token: 'C'.repeat(43), password: PASSWORD });
    expect(last.statusCode).toBe(429);
    // A link's use signs the user in: the refusal is the other links' and sign-in's.
    expect(last.json().message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
