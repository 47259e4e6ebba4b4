// fast-check arbitraries for hostile input. Bodies are derived from the routes' own zod schemas (via
// zod's JSON Schema export): mostly well-formed values near each constraint's edges, mixed with
// values of the wrong type, hostile strings and mutations of a known-good body, so that the generated
// requests reach deep into validation and the handlers rather than failing at the first field.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  const?: unknown;
};

/** Strings that have broken servers before: control characters, injection, encodings, huge. */
export const hostileString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  'a\r\nSet-Cookie: x=1',
  "' OR 1=1 --",
  "'; drop table orders; --",
  '"\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '%00',
  '%',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ẞ'.repeat(300),
  'NaN',
  'null',
  'undefined',
  'true',
  '-1',
  '1e309',
  '0x10',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '__proto__',
  'constructor',
  'A'.repeat(10_000),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MIN_VALUE,
    [],
    {},
    [[[[[]]]]],
    { __proto__: { x: 1 } },
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

function stringFor(s: JsonSchema, name: string): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 80, 400);
  const min = s.minLength ?? 0;
  const choices: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: Math.min(max, 20), unit: 'grapheme' }),
  ];
  if (s.maxLength !== undefined) choices.push(fc.constant('x'.repeat(s.maxLength)), fc.constant('x'.repeat(s.maxLength + 1)));
  if (s.pattern?.includes('@') || /email/i.test(name)) choices.push(fc.emailAddress());
  if (/date/i.test(name)) {
    choices.push(
      fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
  }
  return fc.oneof(...choices);
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const hi = s.maximum ?? 1e6;
  const edges = fc.constantFrom(lo, hi, lo - 1, hi + 1, 0, -1);
  const inRange = integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
  return fc.oneof(inRange, edges, integer ? fc.double({ min: lo, max: hi, noNaN: true }) : fc.integer());
}

/** Values shaped by the schema, with a share of wrong-typed or hostile values at every level. */
export function fromJsonSchema(s: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedBy(s, name, depth);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedBy(s: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), fc.constantFrom('', 'PENDING', 'other '));
  if (s.const !== undefined) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => shapedBy(a, name, depth)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringFor(s, name);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const item = s.items ? fromJsonSchema(s.items, name, depth + 1) : hostileValue;
      return fc.array(item, { minLength: 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromJsonSchema(v, k, depth + 1)]));
      const keys = Object.keys(props);
      // Required keys are present most of the time so validation goes past the first missing field.
      const base = fc.record(shape, { requiredKeys: keys.filter((k) => required.has(k)) });
      const extra = fc.dictionary(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'ownerId', 'status', 'role')),
        hostileValue,
        { maxKeys: 3 },
      );
      return fc.oneof(
        { weight: 4, arbitrary: base },
        { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.tuple(base, extra).map(([a, b]) => ({ ...b, ...(a as object) })) },
      );
    }
    default:
      return hostileValue;
  }
}

/** A JSON-Schema-derived arbitrary for a zod request schema (its input side). */
export function zodArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** A known-good body with one field replaced, removed or added. */
export function mutationOf(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
    fc.tuple(fc.string({ maxLength: 20 }), hostileValue).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.constant(valid),
  );
}

/** Raw payload text: mostly JSON of `body`, sometimes broken JSON or not JSON at all. */
export function rawPayload(body: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: body.map((b) => JSON.stringify(b) ?? 'null') },
    { weight: 1, arbitrary: body.map((b) => (JSON.stringify(b) ?? 'null').slice(0, -1)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom(
          '{',
          '[',
          '{"a":',
          '\uFEFF{}',
          '{"__proto__":{"admin":true}}',
          '[]'.repeat(2000),
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          '1',
          '"x"',
          'null',
          '{"a":1,"a":2}',
        ),
      ),
    },
  );
}

/** Printable-ASCII header values (what can cross the wire), sometimes huge or malformed. */
export const headerValue = fc.oneof(
  fc.string({ maxLength: 80, unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(8000),
    '=;=;',
    'bw_access=',
    'bw_access=a; bw_access=b',
    'application/json; charset=utf-7',
    'application/json;;;',
  ),
);

/** encodeURIComponent, with lone surrogates (which it refuses) replaced first. */
export function encode(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
}

/** A query string of known and unknown keys with hostile, repeated or badly encoded values. */
export function queryString(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, 'x', '__proto__', 'constructor'), fc.string({ maxLength: 10 }));
  const value = fc.oneof(fc.string({ maxLength: 30 }), hostileString, fc.integer().map(String));
  const pair = fc
    .tuple(key, value, fc.boolean())
    .map(([k, v, raw]) => (raw ? `${k}=${v.replace(/[#&\s]/g, '')}` : `${encode(k)}=${encode(v)}`));
  return fc.oneof(
    fc.array(pair, { maxLength: 5 }).map((p) => p.join('&')),
    fc.constantFrom('%', '%zz', '=&=&', '&&&', 'a[b]=1&a[c]=2', 'a=%E0%A4%A'),
  );
}

/** A calendar day written YYYY-MM-DD anywhere from year 0 to 9999, weighted to the edges of what inputs take. */
export const edgeDay: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '9999-12-31',
    '9999-12-25',
    '0000-01-01',
    '0001-01-01',
    '1999-12-31',
    '2000-01-01',
    '2100-12-31',
    '2101-01-01',
    '2099-01-01',
  ),
  fc
    .date({ min: new Date(Date.UTC(0, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
);

/** A day range's query (method, from, to) over edgeDay: spans that cross the bounds, run backwards or reach 9999. */
export const dayRangeQuery: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('delivery', 'pickup'), edgeDay, edgeDay)
  .map(([method, from, to]) => `method=${method}&from=${from}&to=${to}`);

/** A path segment: ids, junk, traversal and overlong values. */
export const pathSegment = fc.oneof(
  fc.uuid().map(String),
  fc.string({ maxLength: 40 }).map(encode),
  hostileString.map(encode),
  fc.constantFrom(
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%',
    'x'.repeat(500),
    'null',
    '%E2%80%AE',
    'a.jpg',
    '.jpg',
  ),
);
