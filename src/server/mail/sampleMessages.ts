// The free samples' e-mails (docs/product.md#stock-and-samples): the request's acknowledgement and the
// note to sales, queued in the request's own transaction, and "posted" when staff mark it so.
import { firstNameOf } from '../../domain/firstName';
import { SAMPLE_MESSAGES, sampleColourName, type SampleColour } from '../../domain/samples';
import { headerText } from './addresses';
import type { MailDraftOf } from './draft';
import { render, type Rendered } from './layout';

export type SampleMailTemplate = 'samples.requested' | 'samples.sales' | 'samples.posted';

export interface SampleMailData {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  colours: Omit<SampleColour, 'itemId'>[];
}

/**
 * What the visitor's e-mails carry: the first name (firstNameOf) and the catalogue's colours only, never
 * text they typed (docs/product.md#e-mail: an acknowledgement must not relay a stranger's words).
 */
export interface SampleAckData {
  id: string;
  firstName: string | null;
  colours: Omit<SampleColour, 'itemId'>[];
}

export type SampleMailDataOf = {
  'samples.requested': SampleAckData;
  'samples.sales': SampleMailData;
  'samples.posted': SampleAckData;
};

type Draft<T extends SampleMailTemplate> = MailDraftOf<T, SampleMailDataOf[T]>;

const ack = (d: SampleMailData): SampleAckData => ({ id: d.id, firstName: firstNameOf(d.name), colours: d.colours });

/** The acknowledgement to the visitor and the note to sales. */
export function sampleRequestDrafts(data: SampleMailData, salesEmail: string): [Draft<'samples.requested'>, Draft<'samples.sales'>] {
  return [
    { template: 'samples.requested', recipient: data.email, subject: SAMPLE_MESSAGES.requestSubject, data: ack(data) },
    { template: 'samples.sales', recipient: salesEmail, subject: headerText(SAMPLE_MESSAGES.salesSubject(data.name)), data },
  ];
}

export function samplesPostedDraft(data: SampleMailData): Draft<'samples.posted'> {
  return { template: 'samples.posted', recipient: data.email, subject: SAMPLE_MESSAGES.postedSubject, data: ack(data) };
}

const colourRows = (colours: SampleAckData['colours']) => ({
  heading: 'Colours',
  rows: colours.map((c, i): [string, string] => [`Sample ${i + 1}`, sampleColourName(c)]),
});

const greeting = (firstName: string | null) => (firstName ? `Thanks, ${firstName}.` : 'Thanks.');

export function renderSampleMessage(template: SampleMailTemplate, data: unknown): Rendered {
  switch (template) {
    case 'samples.requested': {
      const d = data as SampleAckData;
      return render(
        SAMPLE_MESSAGES.requestSubject,
        `${greeting(d.firstName)} We'll post your free samples to the address you gave within two business days.`,
        [colourRows(d.colours)],
      );
    }
    case 'samples.sales': {
      const d = data as SampleMailData;
      return render(SAMPLE_MESSAGES.salesSubject(d.name), 'Received on the website. Mark them posted on the Samples page once sent.', [
        colourRows(d.colours),
        {
          heading: 'Post to',
          rows: [
            ['Name', d.name],
            ['Address', d.address],
            ['E-mail', d.email],
            ['Phone', d.phone || 'Not given'],
          ],
        },
      ]);
    }
    case 'samples.posted': {
      const d = data as SampleAckData;
      return render(SAMPLE_MESSAGES.postedSubject, `${greeting(d.firstName)} Your free samples are in the post.`, [colourRows(d.colours)]);
    }
  }
}
