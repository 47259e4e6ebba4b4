// Public leads: contact enquiries and both quote variants are stored before the 201, carry the
// server's own figures (quotes), are throttled per client address, and bad input stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactRequests, quoteRequests } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { Client, rowCounts } from './helpers';
import { THROTTLE_POLICY, type ThrottleRule } from '../../src/server/auth/policy';

let t: TestApp;
// The app's clock runs ahead by `skewMs`, so a test can let a throttle's window pass.
let skewMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + skewMs) });
});
afterAll(async () => {
  await t?.close();
});

// Each test uses its own client address so the per-address throttle only bites where it is tested.
let address = 0;
const visitor = () => new Client(t.app, `192.0.2.${(address += 1)}`);

/** `levels` lists, one inside the other, around a number. */
const nested = (levels: number): unknown => Array.from({ length: levels }).reduce<unknown>((inner) => [inner], 1);

/** Before the `sent`-th request from one address: moves the clock past the burst window each time its limit is used up. */
function passBurstWindow(sent: number, burst: ThrottleRule) {
  if (sent > 0 && sent % burst.limit === 0) skewMs += burst.windowMs;
}

/** Sixty requests from one address at once: only the burst limit is accepted, the rest 429 until the minute ends. */
async function burstOfSixty(url: string, body: object, burst: ThrottleRule) {
  const one = visitor();
  const before = await rowCounts(t.db);
  const answers = await Promise.all(Array.from({ length: 60 }, () => one.post(url, body)));
  const statuses = answers.map((res) => res.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(burst.limit);
  expect(statuses.filter((s) => s === 429)).toHaveLength(60 - burst.limit);
  for (const res of answers.filter((r) => r.statusCode === 429)) {
    expect(res.json().message).toMatch(/Too many requests/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(burst.windowMs / 1000);
  }
  const after = await rowCounts(t.db);
  // Refused attempts count too: a minute later the flood has used up the 10-minute window.
  skewMs += burst.windowMs;
  const later = await one.post(url, body);
  expect(later.statusCode).toBe(429);
  expect(Number(later.headers['retry-after'])).toBeGreaterThan(burst.windowMs / 1000);
  return { before, after };
}

const contact = {
  name: 'Sam Citizen',
  email: 'sam@example.com',
  phone: '0400 000 000',
  projectType: 'new-deck',
  timeline: '1-3-months',
  message: 'Hello',
  newsletter: true,
};
const contactInfo = {
  fullName: 'Alex Doe',
  email: 'alex@example.com',
  phone: '0411 111 111',
  suburb: 'Brighton',
  projectTimeframe: 'within-1-month',
  needInstaller: true,
};
const fullQuote = {
  ...contactInfo,
  boardBrand: 'MillBoard',
  boardColor: 'Antique Oak',
  selectedItems: [
    {
      item_id: 'mb-enhanced-grain-grooved-antique-oak-5400',
      name: 'Antique Oak',
      brand: 'MillBoard',
      range: 'Enhanced Grain',
      colour: 'Antique Oak',
    },
  ],
  deckAreaSqMeters: 20,
  boardsRequired: 28,
  clipBoxesNeeded: 2,
  boxSizes: '20 clips per box',
  calculationDetails: 'Area 20 m2; boards 28',
};
const calculatorQuote = {
  ...contactInfo,
  shapes: [{ id: 'box-1700000000000', width: 5000, height: 4000, x: 50, y: 50 }],
  woodevoHomeItemId: 'we-home-grooved-barossa-5400',
  woodevoAdvancedItemId: null,
  millboardItemId: 'mb-weathered-grooved-driftwood-5400',
  deckAreaSqMeters: 20,
  boardsRequired: 28,
  clipBoxesNeeded: 2,
  calculations: { deckArea: 20, deckBoards: 28, clipBoxes: 2, subframeMaterials: { joists: 120, bearers: 40, screws: 112 } },
  unitSystem: 'cm',
};

describe('contact', () => {
  it.each(['/api/contact/', '/api/contact'])('POST %s stores the enquiry before answering 201 {success, id}', async (url) => {
    const res = await visitor().post(url, contact);
    expect(res.statusCode).toBe(201);
    const { success, id } = res.json();
    expect(success).toBe(true);
    const [row] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({
      name: 'Sam Citizen',
      email: 'sam@example.com',
      projectType: 'new-deck',
      timeline: '1-3-months',
      message: 'Hello',
      newsletter: true,
    });
  });

  it('optional fields may be absent or empty', async () => {
    const res = await visitor().post('/api/contact/', { name: 'A', email: 'a@b.co', phone: '1', projectType: '', timeline: null });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, res.json().id));
    expect(row).toMatchObject({ projectType: null, timeline: null, message: '', newsletter: false });
  });

  const without = (key: string) => Object.fromEntries(Object.entries(contact).filter(([k]) => k !== key));
  it.each([
    ['no name', without('name'), 'Full Name is required'],
    ['blank name', { ...contact, name: '  ' }, 'Full Name is required'],
    ['no email', without('email'), 'Email is required'],
    ['bad email', { ...contact, email: 'not-an-email' }, 'Please enter a valid email address'],
    ['no phone', without('phone'), 'Phone is required'],
    ['blank phone', { ...contact, phone: ' ' }, 'Phone is required'],
    [
      'unknown project type',
      { ...contact, projectType: 'pool' },
      'Project Type must be one of: new-deck, deck-replacement, deck-extension, materials-only, consultation, other',
    ],
    [
      'unknown timeline',
      { ...contact, timeline: 'someday' },
      'Timeline must be one of: within-1-month, 1-3-months, 3-months-plus, just-planning',
    ],
    ['newsletter not boolean', { ...contact, newsletter: 'yes' }, 'Newsletter must be true or false'],
    ['message too long', { ...contact, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['name too long', { ...contact, name: 'n'.repeat(201) }, 'Full Name must be at most 200 characters'],
  ])('%s: 400 with the message and nothing stored', async (_label, body, message) => {
    const before = await rowCounts(t.db);
    const res = await visitor().post('/api/contact/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues.length).toBeGreaterThan(0);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('is throttled per client address: the enquiry after the limit in 10 minutes is 429 with Retry-After', async () => {
    const one = visitor();
    for (let i = 0; i < THROTTLE_POLICY.contactPerAddress.limit; i += 1) {
      passBurstWindow(i, THROTTLE_POLICY.contactBurstPerAddress);
      expect((await one.post('/api/contact/', contact)).statusCode).toBe(201);
    }
    passBurstWindow(THROTTLE_POLICY.contactPerAddress.limit, THROTTLE_POLICY.contactBurstPerAddress);
    const before = await rowCounts(t.db);
    const res = await one.post('/api/contact/', contact);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many requests/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The 10-minute window refused it, not the burst limit.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(THROTTLE_POLICY.contactBurstPerAddress.windowMs / 1000);
    expect(await rowCounts(t.db)).toEqual(before);
    // Another address is not affected.
    expect((await visitor().post('/api/contact/', contact)).statusCode).toBe(201);
  });
  it('the burst limit: the enquiry after it within a minute is 429 with Retry-After; a minute later one is accepted', async () => {
    const one = visitor();
    const burst = THROTTLE_POLICY.contactBurstPerAddress;
    for (let i = 0; i < burst.limit; i += 1) expect((await one.post('/api/contact/', contact)).statusCode).toBe(201);
    const refused = await one.post('/api/contact/', contact);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(burst.windowMs / 1000);
    skewMs += burst.windowMs;
    expect((await one.post('/api/contact/', contact)).statusCode).toBe(201);
  });

  it('sixty enquiries from one address at once: the burst limit per minute accepts only the first few', async () => {
    const { before, after } = await burstOfSixty('/api/contact/', contact, THROTTLE_POLICY.contactBurstPerAddress);
    expect(after.contact_requests).toBe(before.contact_requests + THROTTLE_POLICY.contactBurstPerAddress.limit);
  });
});

// README "Security and reliability": every attempt counts, refused ones too, so a refused body is
// counted before it is read and checked.
describe.each([
  ['/api/contact/', THROTTLE_POLICY.contactBurstPerAddress, { name: '', email: 'not-an-email' }],
  ['/quotes', THROTTLE_POLICY.quoteBurstPerAddress, { fullName: '', shapes: [] }],
])('POST %s counts invalid bodies', (url, burst, invalid) => {
  it(`${burst.limit} invalid bodies, then the next request (valid or not) is 429`, async () => {
    const one = visitor();
    for (let i = 0; i < burst.limit; i += 1) expect((await one.post(url, invalid)).statusCode).toBe(400);
    const valid = url === '/quotes' ? fullQuote : contact;
    const before = await rowCounts(t.db);
    for (const body of [valid, invalid]) {
      const res = await one.post(url, body);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Malformed JSON is counted as well, and refused before it is parsed.
    expect((await one.request('POST', url, { payload: '{"name":', headers: { 'content-type': 'application/json' } })).statusCode).toBe(429);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('quotes', () => {
  it('sixty quotes from one address at once: the burst limit per minute accepts only the first few', async () => {
    const { before, after } = await burstOfSixty('/quotes', fullQuote, THROTTLE_POLICY.quoteBurstPerAddress);
    expect(after.quote_requests).toBe(before.quote_requests + THROTTLE_POLICY.quoteBurstPerAddress.limit);
  });

  it.each(['/quotes', '/api/quotes'])('POST %s stores the full-form quote with the server figures (Millboard 1.6)', async (url) => {
    const res = await visitor().post(url, fullQuote);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.json().id));
    expect(row).toMatchObject({
      variant: 'full',
      fullName: 'Alex Doe',
      suburb: 'Brighton',
      projectTimeframe: 'within-1-month',
      needInstaller: true,
      deckAreaSqMeters: '20.000',
    });
    expect(row.payload).toMatchObject({ boardBrand: 'MillBoard', boardsRequired: 28, calculationDetails: 'Area 20 m2; boards 28' });
    // 20 m2 x 1.6 = 32 boards, ceil(32 / 20) = 2 boxes.
    expect(row.serverFigures).toMatchObject({
      areaM2: 20,
      boardBrand: 'MillBoard',
      boards: 32,
      clipBoxes: 2,
      byBrand: { MillBoard: { boards: 32, clipBoxes: 2 }, WoodEvo: { boards: 28, clipBoxes: 2 } },
    });
  });

  it('WoodEvo uses 1.4 and rounds up; clip boxes are boards / 20 rounded up', async () => {
    const res = await visitor().post('/quotes', { ...fullQuote, boardBrand: 'WoodEvo', deckAreaSqMeters: 14.3 });
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.json().id));
    // 14.3 x 1.4 = 20.02 -> 21 boards -> 2 boxes; Millboard 14.3 x 1.6 = 22.88 -> 23 -> 2.
    expect(row.serverFigures).toMatchObject({
      boards: 21,
      clipBoxes: 2,
      byBrand: { WoodEvo: { boards: 21, clipBoxes: 2 }, MillBoard: { boards: 23, clipBoxes: 2 } },
    });
  });

  it("boardBrand defaults to 'Mixed brands' (figures at 1.4)", async () => {
    const { boardBrand: _omit, ...rest } = fullQuote;
    const res = await visitor().post('/quotes', { ...rest, deckAreaSqMeters: 10 });
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.json().id));
    expect(row.payload).toMatchObject({ boardBrand: 'Mixed brands' });
    expect(row.serverFigures).toMatchObject({ boardBrand: 'Mixed brands', boards: 14, clipBoxes: 1 });
  });

  it('stores the calculator variant with its shapes, item ids and the rest as sent', async () => {
    const res = await visitor().post('/quotes', calculatorQuote);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.json().id));
    expect(row.variant).toBe('calculator');
    expect(row.payload).toMatchObject({
      shapes: calculatorQuote.shapes,
      woodevoHomeItemId: 'we-home-grooved-barossa-5400',
      millboardItemId: 'mb-weathered-grooved-driftwood-5400',
      unitSystem: 'cm',
      calculations: calculatorQuote.calculations,
    });
    expect(row.serverFigures).toMatchObject({ byBrand: { MillBoard: { boards: 32 }, WoodEvo: { boards: 28 } } });
  });

  const drop = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
  const REQUIRED = 'Please fill in all required fields';
  const ZERO = 'Please ensure you have added some deck areas';
  const quoteCases: [string, unknown, string][] = [
    ...(['fullName', 'email', 'phone', 'suburb', 'projectTimeframe', 'needInstaller'] as const).flatMap((key) => [
      [`full form without ${key}`, drop(fullQuote, key), REQUIRED] as [string, unknown, string],
      [`calculator without ${key}`, drop(calculatorQuote, key), REQUIRED] as [string, unknown, string],
    ]),
    ['blank full name', { ...fullQuote, fullName: '  ' }, REQUIRED],
    ['blank suburb', { ...calculatorQuote, suburb: '' }, REQUIRED],
    ['empty timeframe', { ...fullQuote, projectTimeframe: '' }, REQUIRED],
    [
      'unknown timeframe',
      { ...fullQuote, projectTimeframe: 'soon' },
      'Project Start Timeframe must be one of: within-1-month, 1-3-months, 3-months-plus',
    ],
    ['installer answer as text', { ...fullQuote, needInstaller: 'Yes' }, 'Installer answer must be true or false'],
    ['bad email', { ...fullQuote, email: 'alex at example' }, 'Please enter a valid email address'],
    ['zero area (full)', { ...fullQuote, deckAreaSqMeters: 0 }, ZERO],
    ['no area (full)', drop(fullQuote, 'deckAreaSqMeters'), ZERO],
    ['negative area', { ...fullQuote, deckAreaSqMeters: -5 }, ZERO],
    ['zero area (calculator)', { ...calculatorQuote, deckAreaSqMeters: 0 }, ZERO],
    ['no shapes', { ...calculatorQuote, shapes: [] }, ZERO],
    [
      'six shapes',
      { ...calculatorQuote, shapes: Array.from({ length: 6 }, (_, i) => ({ ...calculatorQuote.shapes[0], id: `box-${i}` })) },
      'At most 5 shapes',
    ],
    [
      'shape width not a number',
      { ...calculatorQuote, shapes: [{ ...calculatorQuote.shapes[0], width: 'wide' }] },
      'Shape width must be a number',
    ],
    ['area absurdly large', { ...fullQuote, deckAreaSqMeters: 1e9 }, 'Deck area must be at most 100000 m2'],
    ['boards fractional', { ...fullQuote, boardsRequired: 2.5 }, 'Boards required must be a whole number'],
    [
      'calculation details too long',
      { ...fullQuote, calculationDetails: 'c'.repeat(10_001) },
      'Calculation details must be at most 10000 characters',
    ],
    // Free-form fields are kept as sent, within bounds: nine levels of lists is past the eight allowed.
    ['box sizes nested too deep', { ...fullQuote, boxSizes: nested(9) }, 'Box sizes must not nest more than 8 levels deep'],
    [
      'selected items nested too deep',
      { ...fullQuote, selectedItems: [{ sizes: nested(8) }] },
      'Selected items must not nest more than 8 levels deep',
    ],
    [
      'selected items with a huge list',
      { ...fullQuote, selectedItems: { millboard: { ids: Array(101).fill(1) } } },
      'Selected items must not hold more than 100 entries in one list or object',
    ],
    [
      'calculator key nested too deep',
      { ...calculatorQuote, layout: nested(9) },
      'A field beyond those the spec lists must not nest more than 8 levels deep',
    ],
  ];

  it('free-form fields within their bounds are stored as sent', async () => {
    const body = { ...calculatorQuote, layout: nested(8) };
    const res = await visitor().post('/quotes', { ...fullQuote, boxSizes: nested(8), selectedItems: [{ sizes: nested(6) }] });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.json().id));
    expect(row.payload).toMatchObject({ boxSizes: nested(8), selectedItems: [{ sizes: nested(6) }] });
    expect((await visitor().post('/quotes', body)).statusCode).toBe(201);
  });

  it.each(quoteCases)('%s: 400 with the message and nothing stored', async (_label, body, message) => {
    const before = await rowCounts(t.db);
    const res = await visitor().post('/quotes', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues.length).toBeGreaterThan(0);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a JSON body that is not an object is 400', async () => {
    const before = await rowCounts(t.db);
    const res = await visitor().request('POST', '/quotes', { headers: { 'content-type': 'application/json' }, payload: '"hello"' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid input: expected object, received string');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('is throttled per client address: the quote after the limit in 10 minutes is 429', async () => {
    const one = visitor();
    for (let i = 0; i < THROTTLE_POLICY.quotePerAddress.limit; i += 1) {
      passBurstWindow(i, THROTTLE_POLICY.quoteBurstPerAddress);
      expect((await one.post(i % 2 ? '/quotes' : '/api/quotes', fullQuote)).statusCode).toBe(201);
    }
    passBurstWindow(THROTTLE_POLICY.quotePerAddress.limit, THROTTLE_POLICY.quoteBurstPerAddress);
    const before = await rowCounts(t.db);
    const res = await one.post('/quotes', fullQuote);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a body over 64 KiB is refused with 413 and nothing stored', async () => {
    const before = await rowCounts(t.db);
    const res = await visitor().post('/quotes', { ...fullQuote, padding: 'p'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('CSRF: a foreign Origin, a browser request without Origin/Referer, or a form body is refused', async () => {
    const before = await rowCounts(t.db);
    expect((await visitor().post('/quotes', fullQuote, { headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact/', headers: { 'sec-fetch-site': 'cross-site' }, payload: contact }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact/', headers: { 'sec-fetch-site': 'same-site' }, payload: contact }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await visitor().request('POST', '/api/contact/', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'name=x',
        })
      ).statusCode,
    ).toBe(415);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
