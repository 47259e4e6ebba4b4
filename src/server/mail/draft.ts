// A draft's shape, whatever its template (docs/product.md#e-mail): messages.ts names the templates and
// their data (MailDraft); quoteMessages.ts and invoiceMessages.ts build drafts of their own templates
// with this, so they need nothing of messages.ts, which renders them.
import type { LeadKind } from '../../domain/leads';

/** One e-mail owed, before it is stored as a notification row. */
export interface MailDraftOf<T extends string, D> {
  template: T;
  recipient: string;
  subject: string;
  data: D;
  leadId?: string;
  leadKind?: LeadKind;
  orderId?: string;
  /** Not before this time (a quote's reminder, docs/product.md#quotes): its queue job waits until then. */
  startAfter?: Date;
}

/** What a draft is about: the lead or order its notification row is filed under. */
export type DraftAbout = Pick<MailDraftOf<string, unknown>, 'leadId' | 'leadKind' | 'orderId'>;
