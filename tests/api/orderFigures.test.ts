// The figures never drift (docs/product.md#money): over generated orders at generated catalogue rates, the
// API answer, the PDF's text, the CSV rows and the confirmation e-mail state the same line totals,
// Subtotal (ex GST), GST and Total (inc GST); the lines sum to the total, GST is its rounded eleventh
// and subtotal plus GST is the total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { displayColorName } from '../../src/domain/colors';
import { centsToDecimal, formatCents, gstInTotal } from '../../src/domain/money';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { catalogueItems, notifications } from '../../src/server/db/schema';
import { renderMessage, type MailTemplate } from '../../src/server/mail/messages';
import { createTestApp, type TestApp } from '../support/app';
import { pdfText } from '../support/pdfText';
import { Client, DEMO, signIn } from './helpers';

const NOW = new Date('2026-11-21T13:30:00Z');

let t: TestApp;
let client: Client;
let admin: Client;
let boards: (typeof catalogueItems.$inferSelect)[];
let hardware: (typeof catalogueItems.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  [client, admin] = await Promise.all([signIn(t.app, DEMO.client), signIn(t.app, DEMO.admin)]);
  const rows = await t.db.select().from(catalogueItems);
  boards = rows.filter((r) => r.kind === 'board');
  hardware = rows.filter((r) => r.kind === 'hardware');
});
afterAll(async () => {
  await t?.close();
});

const line = fc.record({ index: fc.nat(), quantity: fc.integer({ min: 1, max: 10_000 }), rateCents: fc.integer({ min: 1, max: 250_000 }) });

describe('figures agree between the API, the PDF, the CSV and the e-mail', () => {
  it('on generated orders at generated rates', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 3 }), fc.array(line, { maxLength: 3 }), async (boardLines, hardwareLines) => {
        fc.pre(boardLines.length + hardwareLines.length > 0);
        const pick = <T extends { index: number }>(list: T[], from: typeof boards) =>
          list.map((l) => ({ ...l, item: from[l.index % from.length] }));
        const chosen = [...pick(boardLines, boards), ...pick(hardwareLines, hardware)];
        // A rate per item (the last wins when an item is picked twice), written to the catalogue the server prices from.
        const rates = new Map(chosen.map((c) => [c.item.itemId, c.rateCents]));
        for (const [itemId, cents] of rates) {
          await t.db
            .update(catalogueItems)
            .set({ rate: centsToDecimal(cents) })
            .where(eq(catalogueItems.itemId, itemId));
        }
        t.app.catalogue.invalidate();

        const res = await client.post('/api/orders', {
          boards: pick(boardLines, boards).map(({ item, quantity }) => ({
            brand: item.cfBoardBrand,
            range: item.cfBoardRange,
            type: item.cfBoardType,
            colorId: '',
            colorName: displayColorName(item.cfBoardColour),
            size: item.cfSize,
            quantity,
            item_id: item.itemId,
          })),
          hardwareItems: pick(hardwareLines, hardware).map(({ item, quantity }) => ({
            name: item.name,
            description: '',
            category: 'Hardware',
            quantity,
            item_id: item.itemId,
          })),
          deliveryMethod: 'pickup',
          deliveryStreetAddress: '',
          deliveryCityPostcode: '',
          pickupLocation: '',
          preferredDate: '2026-11-30',
          notes: '',
        });
        expect(res.statusCode, res.body).toBe(201);
        const order = orderSchema.parse(res.json());

        // The rules, on the API's answer.
        expect(order.lines.map((l) => l.unitPriceCents)).toEqual(chosen.map((c) => rates.get(c.item.itemId)));
        for (const l of order.lines) expect(l.lineTotalCents).toBe(l.unitPriceCents * l.quantity);
        expect(order.totalCents).toBe(order.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
        expect(order.gstCents).toBe(gstInTotal(order.totalCents));
        expect(Math.abs(order.gstCents * 11 - order.totalCents)).toBeLessThanOrEqual(5.5);
        expect(order.subtotalCents + order.gstCents).toBe(order.totalCents);

        // The PDF states them.
        const [pdf] = await pdfText((await client.get(`/api/orders/${order.id}/pdf`)).rawPayload);
        for (const l of order.lines) expect(pdf).toContain(`${formatCents(l.unitPriceCents)} / ${l.unit} ${formatCents(l.lineTotalCents)}`);
        expect(pdf).toContain(`Subtotal (ex GST) ${formatCents(order.subtotalCents)}`);
        expect(pdf).toContain(`GST ${formatCents(order.gstCents)}`);
        expect(pdf).toContain(`Total (inc GST) ${formatCents(order.totalCents)}`);

        // The CSV states them, one row per line.
        const csv = parse((await admin.get('/api/orders/export.csv', { query: { q: order.id } })).body) as string[][];
        expect(csv.slice(1).map((r) => [r[0], r[8], r[9], r[10], r[11]])).toEqual(
          order.lines.map((l) => [
            order.id,
            String(l.quantity),
            centsToDecimal(l.unitPriceCents),
            centsToDecimal(l.lineTotalCents),
            centsToDecimal(order.totalCents),
          ]),
        );

        // The confirmation e-mail, as the worker renders it from what was queued with the order.
        const [queued] = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
        const mail = renderMessage(queued.template as MailTemplate, queued.data).text;
        for (const l of order.lines)
          expect(mail).toContain(`@ ${formatCents(l.unitPriceCents)} / ${l.unit} = ${formatCents(l.lineTotalCents)}`);
        expect(mail).toContain(`Subtotal (ex GST): ${formatCents(order.subtotalCents)}`);
        expect(mail).toContain(`GST: ${formatCents(order.gstCents)}`);
        expect(mail).toContain(`Total (inc GST): ${formatCents(order.totalCents)}`);
      }),
      { numRuns: Number(process.env.FIGURES_RUNS) || 25, endOnFailure: true },
    );
  }, 120_000);
});
