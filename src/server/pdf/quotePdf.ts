// The quote as a PDF (docs/product.md#quotes): the order confirmation's
// company block, lines table and totals (documentParts.ts), with the quote's number, version, validity,
// customer and note. Staff download it; the customer gets it attached to the quote e-mail.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { COMPANY } from '../../domain/constants';
import { formatDate } from '../../domain/dates';
import type { Totals } from '../../domain/money';
import {
  BRAND,
  companyHeader,
  documentFrame,
  labelled,
  linesTable,
  MUTED,
  renderPdf,
  totalsTable,
  type DocumentLine,
} from './documentParts';

/** What a quote's PDF shows: a sent version, or the draft being prepared. */
export interface QuoteDocument extends Totals {
  number: string;
  version: number;
  draft: boolean;
  sentAt: string | null;
  validUntil: string | null;
  customer: { name: string; email: string; phone: string; suburb: string };
  note: string;
  lines: DocumentLine[];
}

export function quotePdfDefinition(doc: QuoteDocument): TDocumentDefinitions {
  const reference = `${doc.number} v${doc.version}`;
  return {
    info: { title: `Quote ${doc.number}`, author: COMPANY.legalName, subject: 'Quote' },
    ...documentFrame(reference),
    content: [
      companyHeader(doc.draft ? 'Quote (draft)' : 'Quote', [
        { text: doc.number, bold: true, fontSize: 12, alignment: 'right', color: BRAND },
        { text: `Version ${doc.version}${doc.version > 1 ? ' (revised)' : ''}`, alignment: 'right' },
        ...(doc.sentAt ? [{ text: `Issued ${formatDate(doc.sentAt)}`, alignment: 'right' as const }] : []),
        ...(doc.validUntil ? [{ text: `Valid until ${formatDate(doc.validUntil)}`, alignment: 'right' as const, bold: true }] : []),
      ]),
      labelled('Customer', doc.customer.name),
      labelled('Email', doc.customer.email),
      ...(doc.customer.phone ? [labelled('Phone', doc.customer.phone)] : []),
      ...(doc.customer.suburb ? [labelled('Suburb', doc.customer.suburb)] : []),
      ...(doc.note ? [labelled('Note', doc.note)] : []),
      linesTable(doc.lines),
      totalsTable(doc),
      {
        text:
          'Prices include GST. Accept this quote online from the link in its e-mail ' +
          'before the end of its last valid day (Melbourne time).',
        fontSize: 8,
        color: MUTED,
        margin: [0, 12, 0, 0],
      },
    ],
  };
}

export function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  return renderPdf(quotePdfDefinition(doc));
}
