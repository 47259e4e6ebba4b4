// Trade accounts (docs/product.md#trade-accounts): companies managed by admins, members joining by an
// invitation they accept themselves (nothing shared before; the same answer for every address; an
// unknown address can still sign up and then accept; throttled), owners managing their company, a user
// in at most one company, per-item prices, and every member seeing the company's orders while nobody
// outside it does. Against real PostgreSQL, with the e-mails received by a real SMTP server.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INVITATION_MESSAGES, myInvitationList } from '../../src/domain/schemas/companyInvitations';
import { plainEmailMessage } from '../../src/domain/schemas/fields';
import { SIGNUP_SUBJECT } from '../../src/server/mail/messages';
import { companyMemberList, myAccount, TRADE_MESSAGES, tradeAccount } from '../../src/domain/schemas/trade';
import { hashPassword } from '../../src/server/auth/password';
import { companyInvitations, users } from '../../src/server/db/schema';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { BAROSSA_LINE, clipsLine, DEMO, offeredDay, signIn, type Client } from './helpers';
import { linkMailWorld } from './linkMailWorld';

const PUBLIC_URL = 'https://portal.boardwalk.example';
const inviteSubject = (company: string) => `You're invited to join ${company} on Boardwalk`;
const PASSWORD = 'a trade password';
const { world, browser, mailTo } = linkMailWorld(PUBLIC_URL);
let seq = 0;
const freshEmail = (name = 'buyer') => `${name}.${Date.now()}.${(seq += 1)}@trade.example`;

const company = (overrides: Record<string, unknown> = {}) => ({
  name: `Bayside Builders ${(seq += 1)}`,
  abn: '53004085616',
  billingEmail: 'accounts@bayside.example',
  phone: '(03) 5550 2000',
  addresses: [{ name: 'Depot', street: '3 Dock Lane', cityPostcode: 'Brighton 3186' }],
  tier: 'trade',
  terms: 'eom_30',
  creditLimitDollars: 5000,
  poRequired: true,
  ...overrides,
});

async function createCompany(overrides: Record<string, unknown> = {}) {
  const res = await world.admin.post('/api/accounts', company(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return tradeAccount.parse(res.json());
}

/** A user with a password (as if they had accepted an invitation), signed in. */
async function userSignedIn(role: 'client' | 'installer' = 'installer'): Promise<{ id: string; email: string; browser: Client }> {
  const email = freshEmail(role);
  const [row] = await world.t.db
    .insert(users)
    .values({ email, role, passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST) })
    .returning({ id: users.id });
  return { id: row.id, email, browser: await signIn(world.t.app, email, PASSWORD, `203.0.113.${100 + (seq % 100)}`) };
}

type Person = { id: string; email: string; browser: Client };

/** Invites the address to the company (an admin by default); answers the invitation. */
async function invite(accountId: string, email: string, role: 'owner' | 'buyer', by: Client = world.admin) {
  const res = await by.post(`/api/accounts/${accountId}/members`, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { invitation: { id: string; email: string; role: string } };
}

/** The whole flow: invited, then accepted by the person signed in as themselves. */
async function addMember(accountId: string, person: Person, role: 'owner' | 'buyer', by: Client = world.admin) {
  const { invitation } = await invite(accountId, person.email, role, by);
  const accepted = await person.browser.post(`/api/me/invitations/${invitation.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return invitation;
}

const order = () => ({
  boards: [BAROSSA_LINE],
  deliveryMethod: 'delivery',
  deliveryStreetAddress: '3 Dock Lane',
  deliveryCityPostcode: 'Brighton 3186',
  pickupLocation: '',
  preferredDate: offeredDay('delivery', 3),
  notes: '',
  hardwareItems: [clipsLine(1)],
  // The companies here require one (docs/product.md#trade-accounts); retail orders may carry one too.
  poReference: 'JOB-1',
});

/** The catalogue lines of an order (its delivery fee, docs/product.md#delivery, is a line of its own). */
const isItemLine = (l: { kind: string }) => l.kind !== 'delivery';

describe('companies (admins)', () => {
  it('creates, lists, reads and edits a company; the ABN is checked and shown formatted', async () => {
    const created = await createCompany();
    expect(created).toMatchObject({ abn: '53 004 085 616', tier: 'trade', terms: 'eom_30', creditLimitDollars: 5000, poRequired: true });
    const listed = (await world.admin.get(`/api/accounts?q=${encodeURIComponent(created.name)}`)).json();
    expect(listed.map((a: { id: string }) => a.id)).toEqual([created.id]);
    const edited = await world.admin.put(
      `/api/accounts/${created.id}`,
      company({ name: created.name, tier: 'trade_plus', creditLimitDollars: 9000 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ tier: 'trade_plus', creditLimitDollars: 9000 });
    expect((await world.admin.get(`/api/accounts/${created.id}`)).json()).toMatchObject({ tier: 'trade_plus' });
  });

  it('refuses an ABN that fails the ATO check', async () => {
    const res = await world.admin.post('/api/accounts', company({ abn: '51 824 753 557' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ABN must be 11 digits that pass the ATO check');
  });

  it('the demo data has Southside Decking with the demo installer as its Owner', async () => {
    const installer = await signIn(world.t.app, DEMO.installer);
    const mine = myAccount.parse((await installer.get('/api/me/account')).json());
    expect(mine.company).toMatchObject({
      name: 'Southside Decking Pty Ltd',
      abn: '51 824 753 556',
      tier: 'trade',
      terms: 'eom_30',
      creditLimitDollars: 20000,
      poRequired: false,
    });
    expect(mine.companyRole).toBe('owner');
    expect(mine.members.map((m) => [m.email, m.role])).toEqual([[DEMO.installer, 'owner']]);
    const client = await signIn(world.t.app, DEMO.client);
    expect((await client.get('/api/me/account')).json()).toMatchObject({
      user: { email: DEMO.client },
      company: null,
      companyRole: null,
      members: [],
    });
  });
});

describe('members join by accepting an invitation', () => {
  it("an owner's invitation shares nothing until the person accepts it, names the company, and then they are a Buyer", async () => {
    const account = await createCompany();
    const [owner, customer] = [await userSignedIn(), await userSignedIn('client')];
    await addMember(account.id, owner, 'owner');
    const before = await customer.browser.post('/api/orders', order());
    expect(before.statusCode, before.body).toBe(201);
    const { invitation } = await invite(account.id, customer.email, 'buyer', owner.browser);
    // Pending: not a member, their orders not the company's, the owner sees it as pending.
    expect((await owner.browser.get('/api/orders')).json().map((o: { id: string }) => o.id)).not.toContain(before.json().id);
    expect((await owner.browser.get(`/api/orders/${before.json().id}`)).statusCode).toBe(404);
    expect(companyMemberList.parse((await owner.browser.get(`/api/accounts/${account.id}/members`)).json()).map((m) => m.email)).toEqual([
      owner.email,
    ]);
    expect((await owner.browser.get(`/api/accounts/${account.id}/invitations`)).json()).toEqual([
      expect.objectContaining({ id: invitation.id, email: customer.email, role: 'buyer' }),
    ]);
    expect((await customer.browser.get('/api/me/account')).json().company).toBeNull();
    const mail = await mailTo(customer.email, inviteSubject(account.name));
    expect(mail.parsed.text).toContain(`${owner.email} invited ${customer.email} to join ${account.name}`);
    expect(mail.parsed.text).toContain(`${PUBLIC_URL}/app/invitations`);
    const mine = myInvitationList.parse((await customer.browser.get('/api/me/invitations')).json());
    expect(mine).toEqual([
      {
        id: invitation.id,
        company: { id: account.id, name: account.name },
        role: 'buyer',
        invitedBy: owner.email,
        expiresAt: expect.any(String),
      },
    ]);
    const accepted = await customer.browser.post(`/api/me/invitations/${invitation.id}/accept`, {});
    expect(accepted.json()).toEqual({ company: { id: account.id, name: account.name }, role: 'buyer' });
    expect(myAccount.parse((await customer.browser.get('/api/me/account')).json()).companyRole).toBe('buyer');
    expect((await owner.browser.get(`/api/accounts/${account.id}/invitations`)).json()).toEqual([]);
    expect((await customer.browser.get('/api/me/invitations')).json()).toEqual([]);
    // Used once: a second accept finds nothing.
    expect((await customer.browser.post(`/api/me/invitations/${invitation.id}/accept`, {})).statusCode).toBe(404);
  });

  it('only the invited address can accept; a declined or cancelled invitation makes no member', async () => {
    const account = await createCompany();
    const [owner, invited, stranger] = [await userSignedIn(), await userSignedIn(), await userSignedIn()];
    await addMember(account.id, owner, 'owner');
    const { invitation } = await invite(account.id, invited.email, 'owner', owner.browser);
    const notYours = await stranger.browser.post(`/api/me/invitations/${invitation.id}/accept`, {});
    expect([notYours.statusCode, notYours.json().message]).toEqual([404, INVITATION_MESSAGES.notFound]);
    expect((await stranger.browser.post(`/api/me/invitations/${invitation.id}/decline`, {})).statusCode).toBe(404);
    expect((await stranger.browser.get('/api/me/invitations')).json()).toEqual([]);
    expect((await invited.browser.post(`/api/me/invitations/${invitation.id}/decline`, {})).statusCode).toBe(204);
    expect((await invited.browser.post(`/api/me/invitations/${invitation.id}/accept`, {})).statusCode).toBe(404);
    const again = await invite(account.id, invited.email, 'buyer', owner.browser);
    expect((await owner.browser.delete(`/api/accounts/${account.id}/invitations/${again.invitation.id}`)).statusCode).toBe(204);
    expect((await invited.browser.get('/api/me/invitations')).json()).toEqual([]);
    expect((await invited.browser.post(`/api/me/invitations/${again.invitation.id}/accept`, {})).statusCode).toBe(404);
    expect((await owner.browser.get(`/api/accounts/${account.id}/members`)).json()).toHaveLength(1);
  });

  it("answers the same for every address: a customer, an unknown address, staff, another company's member", async () => {
    const [mine, theirs] = [await createCompany(), await createCompany()];
    const [owner, rival, customer] = [await userSignedIn(), await userSignedIn(), await userSignedIn('client')];
    await addMember(mine.id, owner, 'owner');
    await addMember(theirs.id, rival, 'buyer');
    const shapes = [];
    for (const email of [customer.email, freshEmail('unknown'), DEMO.admin, rival.email]) {
      const res = await owner.browser.post(`/api/accounts/${mine.id}/members`, { email, role: 'buyer' });
      const body = res.json();
      shapes.push([res.statusCode, Object.keys(body), Object.keys(body.invitation).sort()]);
      expect(body.invitation.email).toBe(email);
    }
    expect(shapes).toEqual(Array(4).fill([201, ['invitation'], ['email', 'expiresAt', 'id', 'invitedAt', 'role']]));
    // Accepting tells the invited person (and only them) why they cannot join.
    const [invitation] = myInvitationList.parse((await rival.browser.get('/api/me/invitations')).json());
    const refused = await rival.browser.post(`/api/me/invitations/${invitation.id}/accept`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([409, INVITATION_MESSAGES.inAnotherCompany]);
    // A member of this company already is said so: the owner sees the members anyway.
    const member = await owner.browser.post(`/api/accounts/${mine.id}/members`, { email: owner.email.toUpperCase(), role: 'buyer' });
    expect([member.statusCode, member.json().message]).toEqual([409, INVITATION_MESSAGES.alreadyMember]);
  });

  it('an unknown address gets no account: its own sign-up still works, and then the invitation can be accepted', async () => {
    const account = await createCompany();
    const email = freshEmail('newcomer');
    await invite(account.id, email, 'buyer');
    expect(
      await world.t.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email)),
    ).toEqual([]);
    await mailTo(email, inviteSubject(account.name));
    const visitor = browser();
    expect((await visitor.post('/api/auth/signup', { email, password: PASSWORD })).statusCode).toBe(202);
    const link = new URL(/https?:\/\/\S+verify-email\S*/.exec((await mailTo(email, SIGNUP_SUBJECT)).parsed.text ?? '')![0]);
    const verified = await visitor.post('/api/auth/verify-email', { token: link.searchParams.get('token'), password: PASSWORD });
    expect(verified.statusCode, verified.body).toBe(200);
    const [invitation] = myInvitationList.parse((await visitor.get('/api/me/invitations')).json());
    expect(invitation.company.name).toBe(account.name);
    expect((await visitor.post(`/api/me/invitations/${invitation.id}/accept`, {})).statusCode).toBe(200);
    expect(myAccount.parse((await visitor.get('/api/me/account')).json()).company?.id).toBe(account.id);
  });

  it('limits invitations: 3 a day to one address and 20 a day from one company, then 429 with a clear message', async () => {
    const account = await createCompany();
    const owner = await userSignedIn();
    await addMember(account.id, owner, 'owner');
    const email = freshEmail('flooded');
    for (let i = 0; i < 3; i++) await invite(account.id, email, 'buyer', owner.browser);
    const fourth = await owner.browser.post(`/api/accounts/${account.id}/members`, { email, role: 'buyer' });
    expect([fourth.statusCode, fourth.json().message]).toEqual([429, INVITATION_MESSAGES.tooManyForAddress]);
    expect(fourth.headers['retry-after']).toBeDefined();
    // A new invitation to an address replaces its last: one pending for the address.
    expect(((await owner.browser.get(`/api/accounts/${account.id}/invitations`)).json() as unknown[]).length).toBe(1);
    for (let i = 0; i < 15; i++) await invite(account.id, freshEmail('many'), 'buyer', owner.browser);
    const over = await owner.browser.post(`/api/accounts/${account.id}/members`, { email: freshEmail('many'), role: 'buyer' });
    expect([over.statusCode, over.json().message]).toEqual([429, INVITATION_MESSAGES.tooManyForCompany]);
    const stored = await world.t.db.select().from(companyInvitations).where(eq(companyInvitations.accountId, account.id));
    expect(stored).toHaveLength(19);
  });

  it('reads an address as a person does: a full-width form reaches its owner, a look-alike or hidden character is refused', async () => {
    const account = await createCompany();
    const customer = await userSignedIn('client');
    const fullWidth = customer.email.toUpperCase().replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const { invitation } = await invite(account.id, fullWidth, 'buyer');
    expect(invitation.email).toBe(customer.email.toUpperCase());
    expect(myInvitationList.parse((await customer.browser.get('/api/me/invitations')).json()).map((i) => i.id)).toEqual([invitation.id]);
    for (const lookAlike of [customer.email.replace('c', '\u0441'), `\u200b${customer.email}`, `${customer.email}\u202e`]) {
      for (const [url, body] of [
        [`/api/accounts/${account.id}/members`, { email: lookAlike, role: 'buyer' }],
        ['/api/auth/signup', { email: lookAlike, password: PASSWORD }],
      ] as const) {
        const res = await (url.startsWith('/api/auth') ? browser() : world.admin).post(url, body);
        expect([res.statusCode, res.json().message], `${url} ${JSON.stringify(lookAlike)}`).toEqual([400, plainEmailMessage()]);
      }
    }
  });

  it('a user belongs to at most one company', async () => {
    const [first, second] = [await createCompany(), await createCompany()];
    const person = await userSignedIn();
    await addMember(first.id, person, 'buyer');
    const { invitation } = await invite(second.id, person.email, 'owner');
    const again = await person.browser.post(`/api/me/invitations/${invitation.id}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVITATION_MESSAGES.inAnotherCompany);
    expect(myAccount.parse((await person.browser.get('/api/me/account')).json()).company?.id).toBe(first.id);
  });

  it('buyers see the members but only owners manage them; outsiders get a missing company; the last owner stays', async () => {
    const account = await createCompany();
    const [owner, buyer, outsider] = [await userSignedIn(), await userSignedIn(), await userSignedIn()];
    await addMember(account.id, owner, 'owner');
    await addMember(account.id, buyer, 'buyer', owner.browser);
    expect((await buyer.browser.get(`/api/accounts/${account.id}/members`)).statusCode).toBe(200);
    const refused = await buyer.browser.post(`/api/accounts/${account.id}/members`, { email: freshEmail(), role: 'buyer' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TRADE_MESSAGES.ownerOnly);
    for (const [method, url] of [
      ['GET', `/api/accounts/${account.id}/members`],
      ['GET', `/api/accounts/${account.id}/invitations`],
      ['DELETE', `/api/accounts/${account.id}/members/${buyer.id}`],
    ] as const) {
      const res = await outsider.browser.request(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(TRADE_MESSAGES.accountNotFound);
    }
    const lastOwner = await owner.browser.delete(`/api/accounts/${account.id}/members/${owner.id}`);
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe(TRADE_MESSAGES.lastOwner);
    expect((await owner.browser.patch(`/api/accounts/${account.id}/members/${buyer.id}`, { role: 'owner' })).json().role).toBe('owner');
    expect((await owner.browser.delete(`/api/accounts/${account.id}/members/${owner.id}`)).statusCode).toBe(204);
    expect((await owner.browser.get('/api/me/account')).json().company).toBeNull();
  });
});

describe('prices', () => {
  it('an admin sets, lists and removes a company price; an unknown item is refused', async () => {
    const account = await createCompany();
    const set = await world.admin.put(`/api/accounts/${account.id}/prices`, { item_id: BAROSSA_LINE.item_id, unitPriceCents: 7000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual([expect.objectContaining({ item_id: BAROSSA_LINE.item_id, unitPriceCents: 7000 })]);
    const unknown = await world.admin.put(`/api/accounts/${account.id}/prices`, { item_id: 'no-such-item', unitPriceCents: 1 });
    expect(unknown.statusCode).toBe(400);
    expect((await world.admin.delete(`/api/accounts/${account.id}/prices/${BAROSSA_LINE.item_id}`)).statusCode).toBe(204);
    expect((await world.admin.get(`/api/accounts/${account.id}/prices`)).json()).toEqual([]);
  });
});

describe("the company's orders (visibility)", () => {
  it('every member sees every order of the company; a retail client and another company see none of them', async () => {
    const [account, other] = [await createCompany(), await createCompany()];
    const [owner, buyer, rival] = [await userSignedIn(), await userSignedIn(), await userSignedIn()];
    await addMember(account.id, owner, 'owner');
    await addMember(account.id, buyer, 'buyer');
    await addMember(other.id, rival, 'owner');
    const placed = await buyer.browser.post('/api/orders', order());
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const ids = async (who: Client) => ((await who.get('/api/orders')).json() as { id: string }[]).map((o) => o.id);
    expect(await ids(owner.browser)).toContain(id);
    expect((await owner.browser.get(`/api/orders/${id}`)).statusCode).toBe(200);
    const client = await signIn(world.t.app, DEMO.client);
    for (const outsider of [client, rival.browser]) {
      expect(await ids(outsider)).not.toContain(id);
      expect((await outsider.get(`/api/orders/${id}`)).statusCode).toBe(404);
      expect((await outsider.get(`/api/orders/${id}/pdf`)).statusCode).toBe(404);
    }
  });
});

describe('My Orders of a company member: Placed by, and only their own', () => {
  it("names who placed each of the company's orders, and ?mine=true keeps a member's own", async () => {
    const account = await createCompany();
    const [owner, buyer] = [await userSignedIn(), await userSignedIn()];
    await addMember(account.id, owner, 'owner');
    await addMember(account.id, buyer, 'buyer');
    const byBuyer = (await buyer.browser.post('/api/orders', order())).json().id as string;
    const byOwner = (await owner.browser.post('/api/orders', order())).json().id as string;
    const list = (await owner.browser.get('/api/orders')).json() as { id: string; placedBy?: string }[];
    expect(list.filter((o) => [byBuyer, byOwner].includes(o.id)).map((o) => [o.id, o.placedBy])).toEqual([
      [byOwner, owner.email],
      [byBuyer, buyer.email],
    ]);
    const mine = (await owner.browser.get('/api/orders?mine=true')).json() as { id: string }[];
    expect(mine.map((o) => o.id)).toEqual([byOwner]);
    const client = await signIn(world.t.app, DEMO.client);
    const retail = (await client.post('/api/orders', order())).json();
    expect(retail.placedBy).toBeUndefined();
  });
});

describe('ordering at trade prices', () => {
  it("charges a member the company's tier price per kind, or its own item price, and stores it", async () => {
    const account = await createCompany({ tier: 'trade' });
    const buyer = await userSignedIn();
    await addMember(account.id, buyer, 'buyer');
    const listed = (await browser().get('/api/inventory/items')).json();
    const catalogue = (Array.isArray(listed) ? listed : listed.data) as { item_id: string; rate: number }[];
    const rate = (id: string) => Math.round(catalogue.find((i) => i.item_id === id)!.rate * 100);
    const board = rate(BAROSSA_LINE.item_id);
    const clips = rate(clipsLine(1).item_id);
    const placed = (await buyer.browser.post('/api/orders', order())).json();
    // Trade: boards 15% off, everything else 10% off, rounded half up to the cent.
    expect(placed.lines.filter(isItemLine).map((l: { unitPriceCents: number }) => l.unitPriceCents)).toEqual([
      Math.floor((board * 8500 + 5000) / 10000),
      Math.floor((clips * 9000 + 5000) / 10000),
    ]);
    await world.admin.put(`/api/accounts/${account.id}/prices`, { item_id: BAROSSA_LINE.item_id, unitPriceCents: 4321 });
    const overridden = (await buyer.browser.post('/api/orders', order())).json();
    expect(overridden.lines[0].unitPriceCents).toBe(4321);
    const stored = (await buyer.browser.get(`/api/orders/${overridden.id}`)).json();
    expect(stored.lines[0]).toMatchObject({ unitPriceCents: 4321, lineTotalCents: 4321 * BAROSSA_LINE.quantity });
    expect((await buyer.browser.get('/api/me/account')).json().pricing).toEqual({
      tier: 'trade',
      overrides: [{ item_id: BAROSSA_LINE.item_id, unitPriceCents: 4321 }],
    });
    const client = await signIn(world.t.app, DEMO.client);
    expect((await client.post('/api/orders', order())).json().lines[0].unitPriceCents).toBe(board);
  });
});
