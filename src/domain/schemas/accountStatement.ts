// The signed-in customer's balance and monthly statement (docs/product.md#trade-accounts): one schema per
// payload of /api/me/account's balance and GET /api/me/account/statement, used by browser and server.
import { z } from 'zod';
import { STATEMENT_MONTH_PATTERN } from '../accountBalance';

export const STATEMENT_MESSAGES = {
  month: 'month must be a month written YYYY-MM',
  noInvoices: 'No statement: there are no invoices on your account',
} as const;

export const accountBalanceSchema = z.object({
  owingCents: z.number().int().describe('Everything still owed on the invoices the user sees'),
  overdueCents: z.number().int().describe('The part of it past its due date (Melbourne)'),
});

export const statementQuery = z.object({
  month: z
    .string({ error: STATEMENT_MESSAGES.month })
    .regex(STATEMENT_MONTH_PATTERN, { error: STATEMENT_MESSAGES.month })
    .describe("The statement's month, YYYY-MM (Melbourne)"),
});
