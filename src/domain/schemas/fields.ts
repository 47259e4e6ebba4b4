// Field builders shared by the request schemas: every constraint carries a message a person can read,
// because the browser shows the server's message as it is.
import { z } from 'zod';
import { isPlainEmail, normaliseEmail, stripBidiControls } from '../plainText';

/** A missing key and a wrong type read differently; both name the field. */
function typeError(label: string, required: string, kind: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : `${label} must be ${kind}`);
}

/**
 * Text that must not be blank after trimming. Its bidirectional controls are dropped: a person's text
 * reaches e-mail subjects, PDFs and staff screens, where they could reverse what follows
 * (docs/product.md#accounts).
 */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ error: typeError(label, requiredMessage, 'text') })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** Text that may be absent or blank; absent reads as ''. */
export function optionalText(label: string, max: number) {
  return (
    z
      .string({ error: typeError(label, `${label} must be text`, 'text') })
      .overwrite(stripBidiControls)
      .max(max, { error: `${label} must be at most ${max} characters` })
      // null is "left empty" too (e.g. the address fields of a pickup order, spec 5).
      .nullable()
      .transform((v) => v ?? '')
      .default('')
  );
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an address with hidden, right-to-left or look-alike characters is told. */
export const plainEmailMessage = (label = 'Email') =>
  `${label} must be typed in plain letters (a to z), digits and symbols, without hidden, right-to-left or look-alike characters`;

/**
 * An email address: the shape of a browser's email input, normalised as a person reads it (NFKC,
 * trimmed) and in plain characters only, so one address is one account (docs/product.md#accounts).
 */
export function emailField(label = 'Email', requiredMessage = `${label} is required`) {
  return z
    .string({ error: typeError(label, requiredMessage, 'text') })
    .overwrite(normaliseEmail)
    .min(1, { error: requiredMessage })
    .max(254, { error: `${label} must be at most 254 characters` })
    .refine(isPlainEmail, { error: plainEmailMessage(label) })
    .regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' });
}

/** A whole number within bounds. */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: typeError(label, `${label} is required`, 'a number') })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });
}

/** A boolean with a readable error. */
export function booleanField(label: string, requiredMessage = `${label} is required`) {
  return z.boolean({ error: typeError(label, requiredMessage, 'true or false') });
}

/** One of a fixed list of values. */
export function enumField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  requiredMessage = `${label} is required`,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? requiredMessage
        : `${label} must be one of: ${values.join(', ')}`,
  });
}

/** Bounds of a value the spec leaves free-form (kept as sent): the request body limit alone let one nest thousands deep. */
const FREE_FORM_LIMITS = { depth: 8, entries: 100, text: 2000, key: 100 } as const;

/** What makes a free-form value too large, or null. Walked without recursion, so a hostile value cannot overflow the stack. */
function freeFormProblem(root: unknown): string | null {
  const { depth: maxDepth, entries, text, key } = FREE_FORM_LIMITS;
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string' && value.length > text) return `must not hold text over ${text} characters`;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return `must not nest more than ${maxDepth} levels deep`;
    const children = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
    if (children.length > entries) return `must not hold more than ${entries} entries in one list or object`;
    for (const [k, v] of children) {
      if (k.length > key) return `must not have names over ${key} characters`;
      stack.push({ value: v, depth: depth + 1 });
    }
  }
  return null;
}

/** Adds the free-form bounds to a schema; the message names the field. */
export function boundedFreeForm<T extends z.ZodType>(label: string, schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = freeFormProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
  });
}

/** ISO timestamp as sent in responses. */
/** A list's search box (`q`): what a person can type, so no control characters; PostgreSQL text cannot hold U+0000 either. */
export const searchQuery = z
  .string()
  .trim()
  .max(200, { error: 'q must be at most 200 characters' })
  .regex(/^[^\p{Cc}]*$/u, { error: 'q must not contain control characters' })
  .optional();

export const isoTimestamp = z.string().describe('ISO 8601 timestamp');

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True for a UUID; ids that are not UUIDs are simply "not found", never a database error. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * The first message of each of `fields` in a failed parse: how a form shows the API's own schema
 * beside its fields (the other issues of a field wait until the first is mended).
 */
export function firstMessages<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
