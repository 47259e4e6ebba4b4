// The free samples form (docs/product.md#stock-and-samples): its fields as typed and the payload they
// make, checked by POST /api/samples's own schema so the form shows the server's messages first.
import { MAX_SAMPLE_COLOURS } from './samples';
import { firstMessages } from './schemas/fields';
import { sampleRequestBody, type SampleRequestBody } from './schemas/samples';

export const SAMPLE_FIELDS = ['name', 'email', 'phone', 'street', 'suburb', 'postcode', 'colours'] as const;
export type SampleField = (typeof SAMPLE_FIELDS)[number];
export type SampleTextField = Exclude<SampleField, 'colours'>;

export type SampleFields = Record<SampleTextField, string>;

export const blankSampleFields = (): SampleFields => ({ name: '', email: '', phone: '', street: '', suburb: '', postcode: '' });

export const SAMPLE_FIELD_LABELS: Record<SampleTextField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  street: 'Street address',
  suburb: 'Suburb',
  postcode: 'Postcode',
};

/** The payload of the form, or the first message of each field the schema refuses. */
export function sampleRequestPayload(
  fields: SampleFields,
  colours: readonly string[],
): { ok: true; payload: SampleRequestBody } | { ok: false; errors: Partial<Record<SampleField, string>> } {
  const parsed = sampleRequestBody.safeParse({ ...fields, colours });
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, errors: firstMessages(parsed.error.issues, SAMPLE_FIELDS) };
}

/** Whether another colour may be ticked (up to four a request). */
export function canAddSampleColour(colours: readonly string[]): boolean {
  return colours.length < MAX_SAMPLE_COLOURS;
}
