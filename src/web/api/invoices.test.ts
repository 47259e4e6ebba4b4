// What recording a payment refreshes (src/web/api/invoices.ts), and the filters' round trip through a URL.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../../domain/schemas/invoices';
import { invoiceFilterFrom, invoiceFilterParams, invoiceKeys, invoicesExportUrl, onPaymentRecorded } from './invoices';
import { orderKeys } from './orders';
import { tradeAccountKeys } from './tradeAccounts';

type Key = readonly unknown[];

describe('invoices resource', () => {
  it("a payment: the invoice becomes the server's answer; invoice lists and the user's account refresh, orders do not", async () => {
    const keys: Key[] = [
      invoiceKeys.filteredPages({ status: 'unpaid' }),
      tradeAccountKeys.mine,
      invoiceKeys.detail('i2'),
      orderKeys.filteredPages({}),
    ];
    const qc = new QueryClient();
    for (const key of keys) qc.setQueryData(key, 'cached');
    const updated = { id: 'i1', status: 'paid' } as InvoiceDetail;
    await onPaymentRecorded(qc, updated);
    expect(qc.getQueryData(invoiceKeys.detail('i1'))).toBe(updated);
    expect(keys.map((key) => qc.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false]);
  });

  it('the filters survive a URL; an unknown status is no filter', () => {
    const filter = { status: 'overdue', company: 'c1', overdue: true, q: 'INV-000001' } as const;
    expect(invoiceFilterFrom(invoiceFilterParams(filter))).toEqual(filter);
    expect(invoiceFilterFrom(new URLSearchParams('status=lost&overdue=false&q=%20'))).toEqual({});
    expect(invoicesExportUrl({ status: 'paid', q: 'BW-1' })).toBe('/api/invoices/export.csv?status=paid&q=BW-1');
    expect(invoicesExportUrl({})).toBe('/api/invoices/export.csv');
  });
});
