// Quotes for a trade company's customer (docs/product.md#trade-accounts, docs/product.md#quotes) against real PostgreSQL:
// a customer whose account is a company member is quoted the company's tier and item prices (the domain's
// unitPriceFor, to the cent), each line beside the catalogue price it replaces, in the staff answer, the
// customer's page, the e-mail and its PDF; the sent version keeps its prices after the company's tier
// changes and the accepted order charges them; a draft's new customer re-prices its lines.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateToCents, formatCents } from '../../src/domain/money';
import { orderDetail } from '../../src/domain/schemas/orders';
import { publicQuote, quoteDetail, type QuoteDetail } from '../../src/domain/schemas/quotes';
import type { TradeAccount } from '../../src/domain/schemas/trade';
import { discountedCents, TIER_DISCOUNT_BP } from '../../src/domain/tradePricing';
import { catalogueItems, orders } from '../../src/server/db/schema';
import { pdfText } from '../support/pdfText';
import { tradeCompanies } from '../support/tradeCompany';
import { offeredDay } from './helpers';
import { linkMailWorld } from './linkMailWorld';

const PUBLIC_URL = 'https://portal.boardwalk.example';
const BOARD = 'we-home-grooved-barossa-5400';
const CLIPS = 'hw-woodevo-hidden-clips';
const CLIPS_PRICE = 4_321;

const { world, browser, mailTo } = linkMailWorld(PUBLIC_URL);
const companies = () =>
  tradeCompanies(world.t, world.admin, {
    name: 'Quoted Decks',
    domain: 'quoted-trade.example',
    password: 'a quote password',
    firstAddress: 140,
  });
let seq = 0;
const retailEmail = () => `retail.${Date.now()}.${(seq += 1)}@quotes-retail.example`;

async function retailCents(itemId: string): Promise<number> {
  const [item] = await world.t.db.select({ rate: catalogueItems.rate }).from(catalogueItems).where(eq(catalogueItems.itemId, itemId));
  return rateToCents(Number(item.rate));
}

/** A Trade-tier company with its own clip price, and a member the quote is for. */
async function tradeCustomer(): Promise<{ account: TradeAccount; email: string }> {
  const { account, buyer } = await companies().withBuyer({ tier: 'trade' });
  const price = await world.admin.put(`/api/accounts/${account.id}/prices`, { item_id: CLIPS, unitPriceCents: CLIPS_PRICE });
  expect(price.statusCode, price.body).toBe(200);
  return { account, email: buyer.email };
}

async function draftFor(email: string): Promise<QuoteDetail> {
  const res = await world.admin.post('/api/quotes', { customerName: 'Terry Trade', customerEmail: email });
  expect(res.statusCode, res.body).toBe(201);
  return quoteDetail.parse(res.json());
}

async function patch(id: string, body: unknown): Promise<QuoteDetail> {
  const res = await world.admin.patch(`/api/quotes/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return quoteDetail.parse(res.json());
}

const LINES = [
  { kind: 'item', itemId: BOARD, quantity: 10 },
  { kind: 'item', itemId: CLIPS, quantity: 2 },
  { kind: 'free', description: 'Delivery to site', quantity: 1, unitPriceCents: 9_900 },
];

const lineOf = (quote: Pick<QuoteDetail, 'lines'>, itemId: string) => quote.lines.find((l) => l.itemId === itemId)!;

describe('a quote for a trade company member', () => {
  it("prices the lines at the company's tier and item prices, shown beside the catalogue's everywhere the customer reads it", async () => {
    const { account, email } = await tradeCustomer();
    const boardRetail = await retailCents(BOARD);
    const boardTrade = discountedCents(boardRetail, TIER_DISCOUNT_BP.trade.board);
    // The customer's e-mail in another letter case still names the member's account.
    const draft = await draftFor(email.toUpperCase());
    const edited = await patch(draft.id, { lines: LINES });
    expect(edited.customerPricing).toMatchObject({ company: account.name, tier: 'trade' });
    expect(lineOf(edited, BOARD)).toMatchObject({
      unitPriceCents: boardTrade,
      lineTotalCents: boardTrade * 10,
      tradePrice: true,
      retailPriceCents: boardRetail,
      customerPriceCents: boardTrade,
      overridden: false,
    });
    expect(lineOf(edited, CLIPS)).toMatchObject({
      unitPriceCents: CLIPS_PRICE,
      tradePrice: true,
      retailPriceCents: await retailCents(CLIPS),
    });
    expect(edited.lines.find((l) => l.kind === 'free')).toMatchObject({ unitPriceCents: 9_900, tradePrice: false, retailPriceCents: null });
    expect(edited.totalCents).toBe(boardTrade * 10 + CLIPS_PRICE * 2 + 9_900);

    const sent = await world.admin.post(`/api/quotes/${draft.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await mailTo(email, `Your Boardwalk quote ${edited.number}`);
    const note = `${formatCents(boardTrade)} / ${lineOf(edited, BOARD).unit} (Trade price, retail ${formatCents(boardRetail)})`;
    expect(mail.parsed.text).toContain(note);
    expect(String(mail.parsed.html)).toContain(`Trade price, retail ${formatCents(boardRetail)}`);
    const attached = (await pdfText(mail.parsed.attachments[0].content)).join(' ');
    expect(attached).toContain(`Trade price, retail ${formatCents(boardRetail)}`);
    expect(attached).toContain(formatCents(edited.totalCents));

    const token = /\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')![1];
    const page = publicQuote.parse((await browser().get(`/api/public/quotes/${token}`)).json());
    expect(page.lines.find((l) => l.itemId === BOARD)).toMatchObject({
      unitPriceCents: boardTrade,
      tradePrice: true,
      retailPriceCents: boardRetail,
    });
    expect(page.totalCents).toBe(edited.totalCents);

    // Accepted: the order charges the quote's prices, on the member's company.
    const accepted = await browser().post(`/api/public/quotes/${token}/accept`, {
      method: 'pickup',
      preferredDate: offeredDay('pickup', 3),
      acceptTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const orderId = quoteDetail.parse((await world.admin.get(`/api/quotes/${draft.id}`)).json()).order!.id;
    const order = orderDetail.parse((await world.admin.get(`/api/orders/${orderId}`)).json());
    expect(order.lines.find((l) => l.item_id === BOARD)!.unitPriceCents).toBe(boardTrade);
    expect(order.lines.find((l) => l.item_id === CLIPS)!.unitPriceCents).toBe(CLIPS_PRICE);
    expect(order.totalCents).toBe(edited.totalCents);
    const [row] = await world.t.db.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, orderId));
    expect(row.accountId).toBe(account.id);
  });

  it("keeps a sent quote's prices when the company's tier changes, and the order charges them", async () => {
    const { account, email } = await tradeCustomer();
    const boardTrade = discountedCents(await retailCents(BOARD), TIER_DISCOUNT_BP.trade.board);
    const draft = await draftFor(email);
    await patch(draft.id, { lines: LINES });
    expect((await world.admin.post(`/api/quotes/${draft.id}/send`, {})).statusCode).toBe(200);
    const { id: _id, memberCount: _m, createdAt: _c, ...details } = account;
    const retail = await world.admin.put(`/api/accounts/${account.id}`, { ...details, tier: 'retail' });
    expect(retail.statusCode, retail.body).toBe(200);

    const after = quoteDetail.parse((await world.admin.get(`/api/quotes/${draft.id}`)).json());
    expect(after.customerPricing).toMatchObject({ tier: 'retail' });
    expect(lineOf(after.versions[0], BOARD)).toMatchObject({ unitPriceCents: boardTrade, tradePrice: true });
    expect(lineOf(after, BOARD)).toMatchObject({ unitPriceCents: boardTrade, tradePrice: true });
    const token = /\/quote\/([A-Za-z0-9_-]{43})/.exec((await mailTo(email, `Your Boardwalk quote ${draft.number}`)).parsed.text ?? '')![1];
    const accepted = await browser().post(`/api/public/quotes/${token}/accept`, {
      method: 'pickup',
      preferredDate: offeredDay('pickup', 3),
      acceptTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const orderId = quoteDetail.parse((await world.admin.get(`/api/quotes/${draft.id}`)).json()).order!.id;
    const order = orderDetail.parse((await world.admin.get(`/api/orders/${orderId}`)).json());
    expect(order.lines.find((l) => l.item_id === BOARD)!.unitPriceCents).toBe(boardTrade);
    expect(order.totalCents).toBe(after.versions[0].totalCents);
  });
});

describe("a draft's customer", () => {
  it('re-prices the lines staff did not price by hand when the customer changes, and back', async () => {
    const { email } = await tradeCustomer();
    const boardRetail = await retailCents(BOARD);
    const boardTrade = discountedCents(boardRetail, TIER_DISCOUNT_BP.trade.board);
    const hardwareRetail = await retailCents(CLIPS);
    const draft = await draftFor(retailEmail());
    const retail = await patch(draft.id, { lines: LINES });
    expect(retail.customerPricing).toBeNull();
    expect(lineOf(retail, BOARD)).toMatchObject({ unitPriceCents: boardRetail, tradePrice: false, retailPriceCents: null });
    expect(lineOf(retail, CLIPS)).toMatchObject({ unitPriceCents: hardwareRetail, tradePrice: false });

    // Staff's own price on the clips stays; the board takes the member's price.
    await patch(draft.id, { lines: [LINES[0], { kind: 'item', itemId: CLIPS, quantity: 2, unitPriceCents: 1_000 }, LINES[2]] });
    const trade = await patch(draft.id, { customerEmail: email });
    expect(lineOf(trade, BOARD)).toMatchObject({ unitPriceCents: boardTrade, tradePrice: true, retailPriceCents: boardRetail });
    expect(lineOf(trade, CLIPS)).toMatchObject({ unitPriceCents: 1_000, overridden: true, customerPriceCents: CLIPS_PRICE });
    expect(trade.lines.map((l) => l.description)).toEqual(retail.lines.map((l) => l.description));
    expect(trade.totalCents).toBe(boardTrade * 10 + 1_000 * 2 + 9_900);

    const back = await patch(draft.id, { customerEmail: retailEmail() });
    expect(back.customerPricing).toBeNull();
    expect(lineOf(back, BOARD)).toMatchObject({ unitPriceCents: boardRetail, tradePrice: false, retailPriceCents: null });
    expect(back.totalCents).toBe(boardRetail * 10 + 1_000 * 2 + 9_900);
  });
});
