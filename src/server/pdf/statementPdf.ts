// A customer's monthly statement as a PDF (docs/product.md#trade-accounts), made with the order and invoice
// PDFs' document code (documentParts.ts): the company block, who the statement is for, the opening
// balance, the month's invoices and payments with the running balance, and the closing balance.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { monthLabel } from '../../domain/accountBalance';
import { COMPANY } from '../../domain/constants';
import { formatDate } from '../../domain/dates';
import { formatCents } from '../../domain/money';
import type { Statement } from '../../domain/tradeAccount';
import { BRAND, companyHeader, documentFrame, labelled, renderPdf } from './documentParts';

export const STATEMENT_TITLE = 'Statement';

export interface StatementDocument {
  /** 'YYYY-MM'. */
  month: string;
  /** 'YYYY-MM-DD' (Melbourne): the day it was made. */
  madeOn: string;
  /** The company's name, or the customer's e-mail for a customer of no company. */
  customer: string;
  customerAbn: string;
  statement: Statement;
}

const right = { alignment: 'right' as const };
const KIND_LABELS = { invoice: 'Invoice', payment: 'Payment' } as const;

function entriesTable(statement: Statement): Content {
  return {
    margin: [0, 16, 0, 0],
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', '*', 'auto', 'auto'],
      body: [
        [
          { text: 'Date', bold: true },
          { text: 'Type', bold: true },
          { text: 'Reference', bold: true },
          { text: 'Amount', bold: true, ...right },
          { text: 'Balance', bold: true, ...right },
        ],
        [{ text: 'Opening balance', colSpan: 4, italics: true }, '', '', '', { text: formatCents(statement.openingCents), ...right }],
        ...statement.lines.map((line) => [
          formatDate(line.date),
          KIND_LABELS[line.kind],
          line.reference,
          { text: formatCents(line.kind === 'invoice' ? line.amountCents : -line.amountCents), ...right },
          { text: formatCents(line.balanceCents), ...right },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function summaryTable(statement: Statement): Content {
  const row = (label: string, cents: number, bold = false) => [
    { text: label, bold, ...right },
    { text: formatCents(cents), bold, ...right },
  ];
  return {
    margin: [0, 8, 0, 0],
    table: {
      widths: ['*', 'auto'],
      body: [
        row('Opening balance', statement.openingCents),
        row('Invoices', statement.invoicesCents),
        row('Payments', statement.paymentsCents),
        row('Closing balance', statement.closingCents, true),
      ],
    },
    layout: 'noBorders',
  };
}

export function statementPdfDefinition(document: StatementDocument): TDocumentDefinitions {
  const period = monthLabel(document.month);
  return {
    info: { title: `${STATEMENT_TITLE} ${period}`, author: COMPANY.legalName, subject: STATEMENT_TITLE },
    ...documentFrame(`${STATEMENT_TITLE} ${period}`),
    content: [
      companyHeader(STATEMENT_TITLE, [
        { text: period, bold: true, fontSize: 12, alignment: 'right', color: BRAND },
        { text: `Made ${formatDate(document.madeOn)}`, alignment: 'right' },
      ]),
      labelled('Customer', document.customer),
      ...(document.customerAbn ? [labelled('Customer ABN', document.customerAbn)] : []),
      entriesTable(document.statement),
      summaryTable(document.statement),
    ],
  };
}

/** The statement PDF. */
export function renderStatementPdf(document: StatementDocument): Promise<Buffer> {
  return renderPdf(statementPdfDefinition(document));
}
