// An invoiced order for the API suites (docs/product.md#trade-accounts: dispatching raises the invoice): a
// pickup order placed by a customer, approved and dispatched by an admin, and its invoice as a reader lists it.
import { expect } from 'vitest';
import { invoiceList, type Invoice } from '../../src/domain/schemas/invoices';
import { order as orderSchema } from '../../src/domain/schemas/orders';
import { pickupOrder, type Client } from '../api/helpers';

/** `customer`'s pickup order (with `extra` fields, e.g. a PO reference), dispatched by `admin`: its invoice as `reader` lists it. */
export async function invoicedOrder(
  customer: Client,
  admin: Client,
  extra: Record<string, unknown> = {},
  reader = admin,
): Promise<Invoice> {
  const res = await customer.post('/api/orders', pickupOrder(extra));
  expect(res.statusCode, res.body).toBe(201);
  const placed = orderSchema.parse(res.json());
  for (const status of ['approved', 'dispatched'])
    expect((await admin.put(`/api/orders/${placed.id}/status`, { status })).statusCode).toBe(200);
  const listed = invoiceList.parse((await reader.get('/api/invoices', { query: { q: placed.id.slice(0, 8) } })).json());
  const found = listed.find((i) => i.orderId === placed.id);
  expect(found).toBeDefined();
  return found!;
}
