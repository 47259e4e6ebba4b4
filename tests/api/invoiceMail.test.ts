// The invoice e-mail carries the tax invoice as a PDF (docs/product.md#trade-accounts), as the quote e-mail
// carries the quote: the attachment, read back as text, says what GET /api/invoices/{id} says. Against
// real PostgreSQL, the outbox sending to a real SMTP server.
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/dates';
import { invoiceSubject } from '../../src/domain/invoices';
import { formatCents } from '../../src/domain/money';
import { invoiceList } from '../../src/domain/schemas/invoices';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { pdfText } from '../support/pdfText';
import { BAROSSA_LINE, DEMO, offeredDay, signIn } from './helpers';
import { linkMailWorld } from './linkMailWorld';

const { world, mailTo } = linkMailWorld('http://boardwalk.test');

describe('the invoice e-mail', () => {
  it('attaches the tax invoice PDF: its number, order, PO reference, due date and total', async () => {
    const client = await signIn(world.t.app, DEMO.client);
    const placed = await client.post('/api/orders', {
      boards: [BAROSSA_LINE],
      deliveryMethod: 'pickup',
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      pickupLocation: '',
      preferredDate: offeredDay('pickup', 3),
      notes: '',
      hardwareItems: [],
      poReference: 'JOB-MAIL-7',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());
    for (const status of ['approved', 'dispatched'])
      expect((await world.admin.put(`/api/orders/${order.id}/status`, { status })).statusCode).toBe(200);
    const invoice = invoiceList.parse((await world.admin.get('/api/invoices', { query: { q: order.id.slice(0, 8) } })).json())[0];
    expect(invoice.orderId).toBe(order.id);

    const mail = await mailTo(DEMO.client, invoiceSubject(invoice.number, invoice.orderRef));
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    const text = (await pdfText(attachment.content)).join(' ');
    for (const expected of [
      'Tax invoice',
      invoice.number,
      invoice.orderRef,
      'JOB-MAIL-7',
      `Due ${formatDate(invoice.dueDate)}`,
      formatCents(invoice.totalCents),
      formatCents(invoice.gstCents),
      invoice.sellerAbn,
    ])
      expect(text).toContain(expected);
  });
});
