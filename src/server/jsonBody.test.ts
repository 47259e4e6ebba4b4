// JSON bodies on every route: nesting past MAX_JSON_DEPTH answers 400 {message} before any route runs
// (thousands of levels in a quote's free-form field once overflowed the stack storing it: a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { DEMO, rowCounts, signIn } from '../../tests/api/helpers';
import { jsonBodyProblem, MAX_JSON_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './jsonBody';

/** `levels` lists, one inside the other, as JSON text. */
const nestedText = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

describe('jsonBodyProblem', () => {
  it('allows MAX_JSON_DEPTH levels and refuses one more, in lists and objects alike', () => {
    expect(jsonBodyProblem(JSON.parse(nestedText(MAX_JSON_DEPTH)))).toBeNull();
    expect(jsonBodyProblem(JSON.parse(nestedText(MAX_JSON_DEPTH + 1)))).toBe(TOO_DEEP_MESSAGE);
    const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    expect(jsonBodyProblem(JSON.parse(objects(MAX_JSON_DEPTH)))).toBeNull();
    expect(jsonBodyProblem(JSON.parse(objects(MAX_JSON_DEPTH + 1)))).toBe(TOO_DEEP_MESSAGE);
  });

  it('walks any depth without overflowing the stack', () => {
    expect(jsonBodyProblem(JSON.parse(nestedText(200_000)))).toBe(TOO_DEEP_MESSAGE);
  });

  it('still refuses NUL in text and keys', () => {
    expect(jsonBodyProblem({ a: ['x\u0000'] })).toBe(NUL_MESSAGE);
    expect(jsonBodyProblem({ 'k\u0000': 1 })).toBe(NUL_MESSAGE);
  });
});

describe('deeply nested bodies on the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const quote = {
    fullName: 'Alex Doe',
    email: 'alex@example.com',
    phone: '0411 111 111',
    suburb: 'Brighton',
    projectTimeframe: 'within-1-month',
    needInstaller: true,
    deckAreaSqMeters: 20,
  };
  const withDeep = (body: object, key: string, levels: number) => `${JSON.stringify(body).slice(0, -1)},"${key}":${nestedText(levels)}}`;

  it.each([
    ['the full form', 'boxSizes', quote],
    ['the full form', 'selectedItems', quote],
    ['the calculator variant', 'layout', { ...quote, shapes: [{ id: 'box-1', width: 5000, height: 4000, x: 0, y: 0 }] }],
  ])('POST /quotes, %s with 5,000 levels in %s: 400 with a message, nothing stored', async (_label, key, body) => {
    const before = await rowCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/quotes',
      remoteAddress: '192.0.2.77',
      headers: { 'content-type': 'application/json' },
      payload: withDeep(body, key, 5_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('every route parses JSON the same way: a signed-in POST /api/projects is refused alike', async () => {
    const client = await signIn(t.app, DEMO.client);
    const payload = withDeep({ name: 'Deck' }, 'x', 40);
    const res = await client.request('POST', '/api/projects', { headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TOO_DEEP_MESSAGE });
  });
});
