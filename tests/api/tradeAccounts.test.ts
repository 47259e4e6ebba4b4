// Trade accounts (DESIGN.md "Trade accounts"): companies managed by admins, members added or invited
// (the invitation e-mail followed to a signed-in member), owners managing their company, a user in at
// most one company, per-item prices, and every member seeing the company's orders while nobody
// outside it does. Against real PostgreSQL, with the e-mails received by a real SMTP server.
import { describe, expect, it } from 'vitest';
import { companyMemberList, myAccount, TRADE_MESSAGES, tradeAccount } from '../../src/domain/schemas/trade';
import { hashPassword } from '../../src/server/auth/password';
import { users } from '../../src/server/db/schema';
import { TEST_PASSWORD_HASH_COST } from '../support/testDatabase';
import { BAROSSA_LINE, clipsLine, DEMO, melbourneDate, signIn, type Client } from './helpers';
import { linkMailWorld } from './linkMailWorld';

const PUBLIC_URL = 'https://portal.boardwalk.example';
const INVITE_SUBJECT = "You're invited to the Boardwalk portal";
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

async function addMember(accountId: string, email: string, role: 'owner' | 'buyer', by: Client = world.admin) {
  const res = await by.post(`/api/accounts/${accountId}/members`, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { invited: boolean; member: { userId: string } };
}

const order = () => ({
  boards: [BAROSSA_LINE],
  deliveryMethod: 'delivery',
  deliveryStreetAddress: '3 Dock Lane',
  deliveryCityPostcode: 'Brighton 3186',
  pickupLocation: '',
  preferredDate: melbourneDate(3),
  notes: '',
  hardwareItems: [clipsLine(1)],
  // The companies here require one (DESIGN.md "Trade accounts"); retail orders may carry one too.
  poReference: 'JOB-1',
});

/** The catalogue lines of an order (its delivery fee, DESIGN.md "Delivery", is a line of its own). */
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

describe('members', () => {
  it('an owner invites a colleague by e-mail, who accepts and is a Buyer of the company', async () => {
    const account = await createCompany();
    const owner = await userSignedIn();
    await addMember(account.id, owner.email, 'owner');
    const email = freshEmail('colleague');
    const added = await addMember(account.id, email, 'buyer', owner.browser);
    expect(added.invited).toBe(true);
    const mail = await mailTo(email, INVITE_SUBJECT);
    const token = new URL(/https?:\/\/\S+/.exec(mail.parsed.text ?? '')![0]).searchParams.get('token')!;
    const colleague = browser();
    expect((await colleague.post('/api/auth/accept-invite', { token, password: PASSWORD })).statusCode).toBe(200);
    const mine = myAccount.parse((await colleague.get('/api/me/account')).json());
    expect(mine.company?.id).toBe(account.id);
    expect(mine.companyRole).toBe('buyer');
    const members = companyMemberList.parse((await owner.browser.get(`/api/accounts/${account.id}/members`)).json());
    expect(members.map((m) => [m.email, m.role, m.invited])).toEqual([
      [owner.email, 'owner', false],
      [email, 'buyer', false],
    ]);
  });

  it('a user belongs to at most one company', async () => {
    const [first, second] = [await createCompany(), await createCompany()];
    const person = await userSignedIn();
    await addMember(first.id, person.email, 'buyer');
    const again = await world.admin.post(`/api/accounts/${second.id}/members`, { email: person.email, role: 'owner' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRADE_MESSAGES.alreadyInCompany);
  });

  it("an owner adding another company's member or staff reads the answer any address that cannot join gets", async () => {
    const [mine, theirs] = [await createCompany(), await createCompany()];
    const [owner, rival] = [await userSignedIn(), await userSignedIn()];
    await addMember(mine.id, owner.email, 'owner');
    await addMember(theirs.id, rival.email, 'buyer');
    const answers = [];
    for (const email of [rival.email, rival.email.toUpperCase(), DEMO.admin, owner.email]) {
      const res = await owner.browser.post(`/api/accounts/${mine.id}/members`, { email, role: 'buyer' });
      answers.push([res.statusCode, res.json().message]);
    }
    expect(answers).toEqual(Array(4).fill([409, TRADE_MESSAGES.cannotAddMember]));
    // Admins still read why.
    const byAdmin = await world.admin.post(`/api/accounts/${mine.id}/members`, { email: rival.email, role: 'buyer' });
    expect([byAdmin.statusCode, byAdmin.json().message]).toEqual([409, TRADE_MESSAGES.alreadyInCompany]);
  });

  it('buyers see the members but only owners manage them; outsiders get a missing company; the last owner stays', async () => {
    const account = await createCompany();
    const [owner, buyer, outsider] = [await userSignedIn(), await userSignedIn(), await userSignedIn()];
    await addMember(account.id, owner.email, 'owner');
    const { member } = await addMember(account.id, buyer.email, 'buyer', owner.browser);
    expect((await buyer.browser.get(`/api/accounts/${account.id}/members`)).statusCode).toBe(200);
    const refused = await buyer.browser.post(`/api/accounts/${account.id}/members`, { email: freshEmail(), role: 'buyer' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TRADE_MESSAGES.ownerOnly);
    for (const [method, url] of [
      ['GET', `/api/accounts/${account.id}/members`],
      ['DELETE', `/api/accounts/${account.id}/members/${member.userId}`],
    ] as const) {
      const res = await outsider.browser.request(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(TRADE_MESSAGES.accountNotFound);
    }
    const lastOwner = await owner.browser.delete(`/api/accounts/${account.id}/members/${owner.id}`);
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe(TRADE_MESSAGES.lastOwner);
    expect((await owner.browser.patch(`/api/accounts/${account.id}/members/${member.userId}`, { role: 'owner' })).json().role).toBe(
      'owner',
    );
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
    await addMember(account.id, owner.email, 'owner');
    await addMember(account.id, buyer.email, 'buyer');
    await addMember(other.id, rival.email, 'owner');
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
    await addMember(account.id, owner.email, 'owner');
    await addMember(account.id, buyer.email, 'buyer');
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
    await addMember(account.id, buyer.email, 'buyer');
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
