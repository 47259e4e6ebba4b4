// Tax invoices and payments (docs/product.md#trade-accounts): staff see every invoice, a company's members
// their company's, anyone else their own; an invoice not the caller's to see reads as missing (404).
// Admins alone record payments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIME_ZONE } from '../../domain/constants';
import { todayIn } from '../../domain/dates';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import {
  INVOICE_MESSAGES,
  INVOICE_PAGE_DEFAULT,
  invoiceDetail,
  invoiceExportQuery,
  invoiceList,
  invoiceListQuery,
  paymentInput,
} from '../../domain/schemas/invoices';
import { idParams } from '../../domain/schemas/projects';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { invoiceExportCsv } from '../services/invoiceExport';
import { listVisibleInvoices, loadVisibleInvoice, recordPayment } from '../services/invoices';
import { BAD_CURSOR, decodeCursor, nextPageHeaders } from '../services/keyset';
import { loadVisibleOrder } from '../services/orders';
import { sendError, sendFound, sendJobRefusal } from './errors';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 415: errorResponse };

export const invoicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, cpuPool, cpuJobs } = deps;
  const { requireAdmin, requireUser } = createGuards(deps);
  const tags = ['invoices'];

  app.get(
    '/api/invoices',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Invoices, newest first (admins: every one; a company's members: the company's; others: their own), filtered by status, " +
          'company, overdue and q. X-Next-Cursor and Link name the next page.',
        querystring: invoiceListQuery,
        response: { 200: invoiceList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { status, company, overdue, q, cursor } = request.query;
      const limit = request.query.limit ?? INVOICE_PAGE_DEFAULT;
      const position = cursor ? decodeCursor(cursor) : null;
      if (cursor && !position) return sendError(reply, 400, BAD_CURSOR, [{ path: ['querystring', 'cursor'], message: BAD_CURSOR }]);
      const page = await listVisibleInvoices(db, currentUser(request), {
        filters: { status, company, overdue: overdue === 'true', q },
        position,
        limit,
        now: deps.now(),
      });
      if (page.next) reply.headers(nextPageHeaders('/api/invoices', { limit, status, company, overdue, q }, page.next));
      reply.header('cache-control', 'no-store');
      return page.invoices;
    },
  );

  app.get(
    '/api/invoices/export.csv',
    {
      preValidation: requireAdmin(INVOICE_MESSAGES.exportAdminOnly),
      schema: {
        tags,
        summary:
          'Export invoices as CSV (admins only): one row per invoice, filtered by status, company, overdue and q like the list; streamed',
        querystring: invoiceExportQuery,
        produces: ['text/csv'],
        // A stream is sent as it is (Fastify serialises no stream), so 200 only documents the CSV.
        response: { 200: z.any().describe('text/csv: a header row, then one row per invoice'), ...errors },
      },
    },
    async (request, reply) => {
      const { status, company, overdue, q } = request.query;
      const now = deps.now();
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${todayIn(TIME_ZONE, now)}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(invoiceExportCsv(db, currentUser(request), { status, company, overdue: overdue === 'true', q }, now));
    },
  );

  app.get(
    '/api/invoices/:id',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'One invoice with its payments', params: idParams, response: { 200: invoiceDetail, ...errors } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = isUuid(id) ? await loadVisibleInvoice(db, id, currentUser(request), deps.now()) : null;
      return sendFound(reply, found, INVOICE_MESSAGES.notFound);
    },
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The tax invoice as a PDF',
        params: idParams,
        produces: ['application/pdf'],
        // A Buffer is sent as it is (Fastify serialises no Buffer), so 200 only documents the PDF.
        response: { 200: z.any().describe('application/pdf: the tax invoice'), ...errors, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const found = isUuid(id) ? await loadVisibleInvoice(db, id, user, deps.now()) : null;
      // Whoever may see the invoice may see its order (the same owner and company).
      const order = found ? await loadVisibleOrder(db, found.orderId, user) : null;
      if (!found || !order) return sendError(reply, 404, INVOICE_MESSAGES.notFound);
      // Made on the CPU pool within the user's limits, as the order PDF (README "Security and reliability").
      const pdf = await cpuJobs({ who: `user:${user.id}`, budget: true }, () => cpuPool.invoicePdf({ invoice: found, lines: order.lines }));
      if (!pdf.ok) return sendJobRefusal(reply, pdf);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${found.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.value);
    },
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      preValidation: requireAdmin(INVOICE_MESSAGES.adminOnly),
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary:
          "Record a payment against an invoice (admins only), dated from the invoice's date to today (Melbourne); " +
          'the invoice reads Paid once fully paid',
        params: idParams,
        body: paymentInput,
        response: { 201: invoiceDetail, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const result = isUuid(id) ? await recordPayment(db, id, request.body, user.id, deps.now()) : 'missing';
      if (result === 'missing') return sendError(reply, 404, INVOICE_MESSAGES.notFound);
      if (typeof result === 'object')
        return sendError(reply, 400, result.dateProblem, [{ path: ['body', 'date'], message: result.dateProblem }]);
      if (result === 'overpaid') return sendError(reply, 409, INVOICE_MESSAGES.overpaid);
      const found = await loadVisibleInvoice(db, id, user, deps.now());
      if (!found) return sendError(reply, 404, INVOICE_MESSAGES.notFound);
      return reply.code(201).header('cache-control', 'no-store').send(found);
    },
  );
};
