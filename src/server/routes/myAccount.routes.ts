// The signed-in customer's statement (docs/product.md#trade-accounts): a month of their account's invoices
// and payments as a PDF, for a member of a trade company (the company's, even before its first invoice)
// or any customer with invoices of their own; anyone else has no account to state (404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementFileName } from '../../domain/accountBalance';
import { TIME_ZONE } from '../../domain/constants';
import { todayIn } from '../../domain/dates';
import { errorResponse } from '../../domain/schemas/errors';
import { STATEMENT_MESSAGES, statementQuery } from '../../domain/schemas/accountStatement';
import { statementFor } from '../../domain/tradeAccount';
import { createGuards, currentUser } from '../auth/guard';
import type { AppDeps } from '../deps';
import { statementEntries } from '../services/accountStatement';
import { loadAccount, membershipOf } from '../services/tradeAccounts';
import { sendError, sendJobRefusal } from './errors';

export const myAccountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, cpuPool, cpuJobs } = deps;
  const { requireUser } = createGuards(deps);

  app.get(
    '/api/me/account/statement',
    {
      preValidation: requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          "The signed-in user's statement of a month as a PDF: opening balance, the month's invoices and payments, closing balance " +
          "(a trade company's members: the company's; other customers: their own invoices)",
        querystring: statementQuery,
        produces: ['application/pdf'],
        // A Buffer is sent as it is (Fastify serialises no Buffer), so 200 only documents the PDF.
        response: {
          200: z.any().describe('application/pdf: the statement'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { month } = request.query;
      const [membership, entries] = await Promise.all([membershipOf(db, user.id), statementEntries(db, user)]);
      if (!membership && !entries) return sendError(reply, 404, STATEMENT_MESSAGES.noInvoices);
      const company = membership ? await loadAccount(db, membership.accountId) : null;
      const now = deps.now();
      const document = {
        month,
        madeOn: todayIn(TIME_ZONE, now),
        customer: company?.name ?? user.email,
        customerAbn: company?.abn ?? '',
        statement: statementFor(month, entries ?? []),
      };
      // Made on the CPU pool within the user's limits, as the invoice PDF (README "Security and reliability").
      const pdf = await cpuJobs({ who: `user:${user.id}`, budget: true }, () => cpuPool.statementPdf(document));
      if (!pdf.ok) return sendJobRefusal(reply, pdf);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(month)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.value);
    },
  );
};
