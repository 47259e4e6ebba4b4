// GET /api/invoices/export.csv (docs/product.md#trade-accounts): admins only; one row per invoice with the
// list's filters; formula-safe and streamed in keyset batches exactly as the orders' export. Against
// real PostgreSQL.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { centsToDecimal } from '../../src/domain/money';
import { invoiceList } from '../../src/domain/schemas/invoices';
import { demoSuite } from '../support/demoSuite';
import { invoicedOrder } from '../support/invoicedOrder';
import { Client, DEMO } from './helpers';

const FORMULA = '=HYPERLINK("http://evil.example","x")';
const s = demoSuite();

const rows = (body: string) => parse(body) as string[][];

const invoiced = (poReference: string) => invoicedOrder(s.client, s.admin, { poReference });

describe('GET /api/invoices/export.csv', () => {
  it('filters like the list, says what the invoice says, and neutralises a formula with a leading apostrophe', async () => {
    const invoice = await invoiced(FORMULA);
    const res = await s.admin.get('/api/invoices/export.csv', { query: { q: 'HYPERLINK', status: 'unpaid' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = rows(res.body);
    expect(header).toEqual([
      'Invoice number',
      'Order reference',
      'Order ID',
      'Company',
      'Customer',
      'PO reference',
      'Issued',
      'Due',
      'Terms',
      'Subtotal',
      'GST',
      'Total',
      'Paid',
      'Owing',
      'Status',
    ]);
    expect(lines).toEqual([
      [
        invoice.number,
        invoice.orderRef,
        invoice.orderId,
        '',
        DEMO.client,
        `'${FORMULA}`,
        invoice.issueDate,
        invoice.dueDate,
        'Pay before dispatch',
        centsToDecimal(invoice.subtotalCents),
        centsToDecimal(invoice.gstCents),
        centsToDecimal(invoice.totalCents),
        '0.00',
        centsToDecimal(invoice.totalCents),
        'Unpaid',
      ],
    ]);
    // Paid once fully paid; the Paid filter then finds it and Unpaid does not.
    const pay = await s.admin.post(`/api/invoices/${invoice.id}/payments`, { amountCents: invoice.totalCents, date: invoice.issueDate });
    expect(pay.statusCode, pay.body).toBe(201);
    const paid = rows((await s.admin.get('/api/invoices/export.csv', { query: { q: 'HYPERLINK', status: 'paid' } })).body);
    expect(paid.slice(1).map((r) => [r[0], r[12], r[14]])).toEqual([[invoice.number, centsToDecimal(invoice.totalCents), 'Paid']]);
    expect(rows((await s.admin.get('/api/invoices/export.csv', { query: { q: 'HYPERLINK', status: 'unpaid' } })).body)).toHaveLength(1);
  });

  it('pages through every invoice in keyset batches without repeating or losing one, newest first', async () => {
    await invoiced('BATCH-1');
    await invoiced('BATCH-2');
    const all = invoiceList.parse((await s.admin.get('/api/invoices', { query: { limit: '100' } })).json());
    const { invoiceExportRows } = await import('../../src/server/services/invoiceExport');
    const [adminUser] = (await s.t.db.execute<{ id: string }>(`select id from users where email = '${DEMO.admin}'`)).rows;
    const exported: string[] = [];
    for await (const row of invoiceExportRows(s.t.db, { id: adminUser.id, role: 'admin' }, {}, new Date(), 1)) exported.push(row[0]);
    expect(exported).toEqual(all.map((i) => i.number));
    expect(exported.length).toBeGreaterThanOrEqual(3);
  });

  it('is for admins only, and refuses a filter it does not know', async () => {
    expect((await s.client.get('/api/invoices/export.csv')).statusCode).toBe(403);
    expect((await new Client(s.t.app).get('/api/invoices/export.csv')).statusCode).toBe(401);
    expect((await s.admin.get('/api/invoices/export.csv', { query: { status: 'nope' } })).statusCode).toBe(400);
    expect((await s.admin.get('/api/invoices/export.csv', { query: { company: 'not-a-uuid' } })).statusCode).toBe(400);
  });
});
