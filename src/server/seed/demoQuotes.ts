// A few demo quotes for `npm start` (docs/product.md#quotes): a draft and a
// sent quote with a free line and a discount, made with the admin account (so never again after it
// exists). Their totals come from the same domain code as every quote's. No e-mail goes for them, so the
// sent one has no customer link: staff see it in /app/quotes and can revise or withdraw it.
import { inArray, sql } from 'drizzle-orm';
import { rateToCents } from '../../domain/money';
import { defaultValidUntil, formatQuoteNumber, quoteTotals, quoteYear, type QuoteDiscount } from '../../domain/quotes';
import { discountLineOf } from '../../domain/quoteDiscountLine';
import type { Db } from '../db/client';
import { catalogueItems, quoteLines, quoteNumbers, quotes, quoteVersions } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DEMO_QUOTES = [
  {
    customer: {
      customerName: 'Jordan Lee',
      customerEmail: 'jordan.lee@example.com',
      customerPhone: '0412 345 678',
      customerSuburb: 'Brighton',
    },
    items: [
      ['we-home-grooved-barossa-5400', 42],
      ['hw-woodevo-hidden-clips', 3],
    ] as const,
    free: { description: 'Delivery to Brighton', unitPriceCents: 12_000 },
    discount: null,
    sent: false,
  },
  {
    customer: {
      customerName: 'Sam Nguyen',
      customerEmail: 'sam.nguyen@example.com',
      customerPhone: '0498 765 432',
      customerSuburb: 'Geelong',
    },
    items: [
      ['we-home-grooved-barossa-5400', 60],
      ['hw-woodevo-hidden-clips', 4],
    ] as const,
    free: { description: 'Installation', unitPriceCents: 350_000 },
    discount: { kind: 'percent', percent: 5 } as QuoteDiscount,
    sent: true,
  },
];

/** Seeds the demo quotes with the admin who "made" them; answers how many. */
export async function seedDemoQuotes(tx: Tx, adminId: string, now: Date = new Date()): Promise<number> {
  const ids = DEMO_QUOTES.flatMap((q) => q.items.map(([id]) => id));
  const items = new Map((await tx.select().from(catalogueItems).where(inArray(catalogueItems.itemId, ids))).map((i) => [i.itemId, i]));
  const year = quoteYear(now);
  let made = 0;
  for (const demo of DEMO_QUOTES) {
    const lines = [
      ...demo.items.flatMap(([id, quantity]) => {
        const item = items.get(id);
        return item
          ? [
              {
                kind: 'item',
                itemId: id,
                sku: item.sku,
                description: item.name,
                unit: item.unit,
                quantity,
                unitPriceCents: rateToCents(Number(item.rate)),
              },
            ]
          : [];
      }),
      {
        kind: 'free',
        itemId: null,
        sku: null,
        description: demo.free.description,
        unit: '',
        quantity: 1,
        unitPriceCents: demo.free.unitPriceCents,
      },
    ];
    const totals = quoteTotals(lines, demo.discount);
    const [counter] = await tx
      .insert(quoteNumbers)
      .values({ year, lastSequence: 1 })
      .onConflictDoUpdate({ target: quoteNumbers.year, set: { lastSequence: sql`${quoteNumbers.lastSequence} + 1` } })
      .returning({ sequence: quoteNumbers.lastSequence });
    const validUntil = defaultValidUntil(now);
    const [quote] = await tx
      .insert(quotes)
      .values({
        number: formatQuoteNumber(year, counter.sequence),
        ...demo.customer,
        status: demo.sent ? 'sent' : 'draft',
        discount: demo.discount,
        note: 'Prices include delivery within 30 km of Port Melbourne unless a delivery line says otherwise.',
        sentVersion: demo.sent ? 1 : null,
        validUntil: demo.sent ? validUntil : null,
        sentAt: demo.sent ? now : null,
        totalCents: totals.totalCents,
        createdBy: adminId,
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteLines).values(lines.map((l, position) => ({ ...l, quoteId: quote.id, position })));
    if (demo.sent) {
      const frozen = lines.map((l, n) => ({
        id: n + 1,
        ...l,
        lineTotalCents: l.unitPriceCents * l.quantity,
        cataloguePriceCents: l.kind === 'item' ? l.unitPriceCents : null,
        overridden: false,
        overriddenBy: null,
      }));
      const discountLine = discountLineOf(demo.discount, totals.discountLineCents);
      await tx.insert(quoteVersions).values({
        quoteId: quote.id,
        version: 1,
        lines: discountLine ? [...frozen, discountLine] : frozen,
        discount: demo.discount,
        note: 'Prices include delivery within 30 km of Port Melbourne unless a delivery line says otherwise.',
        validUntil,
        subtotalCents: totals.subtotalCents,
        gstCents: totals.gstCents,
        totalCents: totals.totalCents,
        sentAt: now,
        sentBy: adminId,
      });
    }
    made += 1;
  }
  return made;
}
