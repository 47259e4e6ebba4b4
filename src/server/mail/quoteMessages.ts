// The quote e-mails of docs/product.md#quotes: the quote sent and its
// reminder to the customer (their link is made as the e-mail is sent, as the account links'), and the
// acceptance and change requests to sales. Rendered with the e-mails' layout and price table (layout.ts).
import { formatDate } from '../../domain/dates';
import { formatCents, type Totals } from '../../domain/money';
import type { QuoteDocument } from '../pdf/quotePdf';
import { headerText } from './addresses';
import type { DraftAbout, MailDraftOf } from './draft';
import { linkSection, priceTable, render, type PriceTableLine, type Rendered } from './layout';

/** The quote templates (listed in messages.ts MAIL_TEMPLATES). */
export type QuoteMailTemplate = 'quote.sent' | 'quote.reminder' | 'quote.accepted' | 'quote.changes';

/** The customer's e-mails: `linkId` is the quote_links row whose token is made at send time; `link` is set then. */
export interface QuoteLinkMailData {
  quoteId: string;
  number: string;
  version: number;
  customerName: string;
  validUntil: string;
  linkId: string;
  link?: string;
  sentAt?: string;
  customerPhone?: string;
  customerSuburb?: string;
  note: string;
  lines: PriceTableLine[];
  totals: Totals;
}

export interface QuoteAcceptedMailData {
  quoteId: string;
  number: string;
  version: number;
  customerName: string;
  customerEmail: string;
  orderRef: string;
  delivery: string;
  preferredDate: string;
  reference: string;
  totalCents: number;
}

export interface QuoteChangesMailData {
  quoteId: string;
  number: string;
  version: number;
  customerName: string;
  customerEmail: string;
  message: string;
}

export type QuoteMailDataOf = {
  'quote.sent': QuoteLinkMailData;
  'quote.reminder': QuoteLinkMailData;
  'quote.accepted': QuoteAcceptedMailData;
  'quote.changes': QuoteChangesMailData;
};

/** The PDF attached to a quote e-mail: the version as it was sent. */
export function quoteMailDocument(d: QuoteLinkMailData, recipient: string): QuoteDocument {
  return {
    number: d.number,
    version: d.version,
    draft: false,
    sentAt: d.sentAt ?? null,
    validUntil: d.validUntil,
    customer: { name: d.customerName, email: recipient, phone: d.customerPhone ?? '', suburb: d.customerSuburb ?? '' },
    note: d.note,
    lines: d.lines,
    ...d.totals,
  };
}

/** The templates whose quote link is made as the e-mail is sent (outbox.ts). */
export const QUOTE_LINK_TEMPLATES: readonly string[] = ['quote.sent', 'quote.reminder'];

export const quoteSentSubject = (number: string) => `Your Boardwalk quote ${number}`;
export const quoteReminderSubject = (number: string) => `Your Boardwalk quote ${number} expires soon`;

export function quoteSentDraft(
  email: string,
  data: QuoteLinkMailData,
  lead: Pick<DraftAbout, 'leadId' | 'leadKind'>,
): MailDraftOf<'quote.sent', QuoteLinkMailData> {
  return { template: 'quote.sent', recipient: email, subject: quoteSentSubject(data.number), data, ...lead };
}

export function quoteReminderDraft(
  email: string,
  data: QuoteLinkMailData,
  lead: Pick<DraftAbout, 'leadId' | 'leadKind'>,
  startAfter: Date,
): MailDraftOf<'quote.reminder', QuoteLinkMailData> {
  return { template: 'quote.reminder', recipient: email, subject: quoteReminderSubject(data.number), data, ...lead, startAfter };
}

export function quoteAcceptedDraft(
  salesEmail: string,
  data: QuoteAcceptedMailData,
  about: DraftAbout,
): MailDraftOf<'quote.accepted', QuoteAcceptedMailData> {
  return {
    template: 'quote.accepted',
    recipient: salesEmail,
    subject: headerText(`Quote ${data.number} accepted by ${data.customerName}`),
    data,
    ...about,
  };
}

export function quoteChangesDraft(
  salesEmail: string,
  data: QuoteChangesMailData,
  lead: Pick<DraftAbout, 'leadId' | 'leadKind'>,
): MailDraftOf<'quote.changes', QuoteChangesMailData> {
  return { template: 'quote.changes', recipient: salesEmail, subject: `Changes requested on quote ${data.number}`, data, ...lead };
}

function quoteLinkMessage(d: QuoteLinkMailData, reminder: boolean): Rendered {
  const table = priceTable(d.lines);
  const title = reminder ? quoteReminderSubject(d.number) : quoteSentSubject(d.number);
  const intro = reminder
    ? `Your quote ${d.number} is valid until ${formatDate(d.validUntil)}. Accept it online before then, or ask us for changes.`
    : `Here is your quote ${d.number}${d.version > 1 ? ` (revised, version ${d.version})` : ''}, ` +
      `valid until ${formatDate(d.validUntil)}. The PDF is attached. Accept it online, or ask us for changes.`;
  return render(
    title,
    intro,
    [
      ...(reminder ? [] : [{ heading: 'Items', html: table.html }]),
      {
        heading: 'Totals',
        rows: [
          ['Subtotal (ex GST)', formatCents(d.totals.subtotalCents)],
          ['GST', formatCents(d.totals.gstCents)],
          ['Total (inc GST)', formatCents(d.totals.totalCents)],
        ],
      },
      ...(d.note && !reminder ? [{ heading: 'Note', paragraphs: [d.note] }] : []),
      linkSection('Your quote online', 'View and accept your quote', d.link ?? ''),
    ],
    { Items: table.text, 'Your quote online': ['Open this link to view and accept your quote:', d.link ?? ''] },
  );
}

/** The body of a stored quote notification. */
export function renderQuoteMessage(template: QuoteMailTemplate, data: unknown): Rendered {
  switch (template) {
    case 'quote.sent':
      return quoteLinkMessage(data as QuoteLinkMailData, false);
    case 'quote.reminder':
      return quoteLinkMessage(data as QuoteLinkMailData, true);
    case 'quote.accepted': {
      const d = data as QuoteAcceptedMailData;
      return render(
        `Quote ${d.number} accepted by ${d.customerName}`,
        `Accepted online by ${d.customerEmail}; it is now order ${d.orderRef}.`,
        [
          {
            heading: 'Order',
            rows: [
              ['Quote', `${d.number} (version ${d.version})`],
              ['Order', d.orderRef],
              ['Customer', `${d.customerName} <${d.customerEmail}>`],
              ['Fulfilment', d.delivery],
              ['Preferred date', formatDate(d.preferredDate)],
              ['Reference', d.reference || 'None'],
              ['Total (inc GST)', formatCents(d.totalCents)],
            ],
          },
        ],
      );
    }
    case 'quote.changes': {
      const d = data as QuoteChangesMailData;
      return render(
        `Changes requested on quote ${d.number}`,
        `${d.customerName} (${d.customerEmail}) asked for changes to version ${d.version}.`,
        [{ heading: 'Message', paragraphs: [d.message] }],
      );
    }
  }
}
