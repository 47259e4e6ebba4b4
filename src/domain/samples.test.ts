// The 30-day rule of docs/product.md#stock-and-samples: one request per e-mail address and per postal
// address, letter case and spaces folded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_MESSAGES,
  SAMPLE_REPEAT_DAYS,
  foldAddress,
  foldEmail,
  sampleColourOf,
  sampleColours,
  sampleKeys,
  sampleRepeatRefusal,
} from './samples';
import { sampleRequestBody } from './schemas/samples';
import type { BoardItem } from './catalogue';

const DAY = 86_400_000;
const NOW = new Date('2026-12-02T03:00:00Z');

/** The same text in any letter case with spaces added, doubled or taken away between its characters. */
const respaced = (text: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      fc.array(fc.constantFrom('', ' ', '  ', '\t', '\n'), { minLength: text.length + 1, maxLength: text.length + 1 }),
    )
    .map(
      ([upper, gaps]) =>
        [...text.replace(/\s+/g, '')].map((ch, i) => gaps[i] + (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('') + gaps.at(-1),
    );

const word = fc.stringMatching(/^[a-z0-9][a-z0-9 ]{0,20}$/);
const address = fc.record({ street: word, suburb: word, postcode: fc.stringMatching(/^\d{4}$/) });
const email = fc.tuple(fc.stringMatching(/^[a-z0-9.]{1,12}$/), fc.stringMatching(/^[a-z]{1,8}$/)).map(([u, d]) => `${u}@${d}.com.au`);

describe('folding', () => {
  it('an address in other letter case and spacing folds to the same key', () => {
    fc.assert(
      fc.property(
        address.chain((a) =>
          fc.tuple(fc.constant(a), fc.record({ street: respaced(a.street), suburb: respaced(a.suburb), postcode: respaced(a.postcode) })),
        ),
        ([a, b]) => {
          expect(foldAddress(b)).toBe(foldAddress(a));
        },
      ),
    );
  });

  it('an e-mail address in other letter case and spacing folds to the same key', () => {
    fc.assert(
      fc.property(
        email.chain((e) => fc.tuple(fc.constant(e), respaced(e))),
        ([a, b]) => {
          expect(foldEmail(b)).toBe(foldEmail(a));
        },
      ),
    );
  });

  it('different letters stay different addresses', () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        fc.pre(
          [a.street, a.suburb, a.postcode].join('|').replace(/\s/g, '') !== [b.street, b.suburb, b.postcode].join('|').replace(/\s/g, ''),
        );
        expect(foldAddress(a)).not.toBe(foldAddress(b));
      }),
    );
  });
});

describe('the 30-day rule', () => {
  const request = (e: string, a: { street: string; suburb: string; postcode: string }) => sampleKeys({ email: e, ...a });

  it('a request within 30 days from the same address, typed otherwise, is refused; after 30 days it is not', () => {
    fc.assert(
      fc.property(
        email,
        email,
        address.chain((a) =>
          fc.tuple(fc.constant(a), fc.record({ street: respaced(a.street), suburb: respaced(a.suburb), postcode: respaced(a.postcode) })),
        ),
        fc.integer({ min: 0, max: 60 * DAY }),
        (e1, e2, [a1, a2], ageMs) => {
          fc.pre(foldEmail(e1) !== foldEmail(e2));
          const earlier = [{ ...request(e1, a1), createdAt: new Date(NOW.getTime() - ageMs) }];
          const refusal = sampleRepeatRefusal(request(e2, a2), earlier, NOW);
          expect(refusal).toBe(ageMs < SAMPLE_REPEAT_DAYS * DAY ? SAMPLE_MESSAGES.repeatAddress : null);
        },
      ),
    );
  });

  it('the same e-mail address in other letter case is refused first, whatever the postal address', () => {
    fc.assert(
      fc.property(
        email.chain((e) => fc.tuple(fc.constant(e), respaced(e))),
        address,
        address,
        fc.integer({ min: 0, max: SAMPLE_REPEAT_DAYS * DAY - 1 }),
        ([e1, e2], a1, a2, ageMs) => {
          const earlier = [{ ...request(e1, a1), createdAt: new Date(NOW.getTime() - ageMs) }];
          expect(sampleRepeatRefusal(request(e2, a2), earlier, NOW)).toBe(SAMPLE_MESSAGES.repeatEmail);
        },
      ),
    );
  });

  it('exactly 30 days later a new request is taken', () => {
    const a = { street: '12 Beach Rd', suburb: 'Sorrento', postcode: '3943' };
    const earlier = [{ ...request('jo@example.com', a), createdAt: new Date(NOW.getTime() - SAMPLE_REPEAT_DAYS * DAY) }];
    expect(sampleRepeatRefusal(request('JO@example.com', a), earlier, NOW)).toBeNull();
  });
});

describe('the request schema', () => {
  const valid = {
    name: 'Jo Citizen',
    email: 'jo@example.com',
    street: '12 Beach Rd',
    suburb: 'Sorrento',
    postcode: '3943',
    colours: ['a'],
  };

  it('takes 1 to 4 different colours; the phone may be left out', () => {
    expect(sampleRequestBody.parse({ ...valid, colours: ['a', 'b', 'c', 'd'] })).toMatchObject({
      phone: '',
      colours: ['a', 'b', 'c', 'd'],
    });
    const message = (colours: string[]) => sampleRequestBody.safeParse({ ...valid, colours }).error?.issues[0].message;
    expect(message([])).toBe(SAMPLE_MESSAGES.noColours);
    expect(message(['a', 'b', 'c', 'd', 'e'])).toBe(SAMPLE_MESSAGES.tooManyColours);
    expect(message(['a', 'a'])).toBe(SAMPLE_MESSAGES.sameColourTwice);
  });

  it('needs an Australian postcode', () => {
    expect(sampleRequestBody.safeParse({ ...valid, postcode: '394' }).error?.issues[0].message).toBe('Postcode must be 4 digits');
  });
});

describe('the colours offered', () => {
  const board = (item_id: string, brand: string, range: string, colour: string, type = 'Grooved'): BoardItem =>
    ({ item_id, cf_board_brand: brand, cf_board_range: range, cf_board_colour: colour, cf_board_type: type, image_id: null }) as BoardItem;

  it("are the products page's cards: one item per colour, named with its tab", () => {
    const colours = sampleColours([
      board('h1', 'WoodEvo', 'HOME', 'Charcoal'),
      board('h2', 'WoodEvo', 'HOME', 'Charcoal', 'Solid'),
      board('m1', 'MillBoard', 'Enhanced Grain', 'Golden Oak'),
    ]);
    expect(colours).toEqual([
      { itemId: 'h1', range: 'WoodEvo HOME', name: 'Charcoal' },
      { itemId: 'm1', range: 'Millboard', name: 'Golden Oak' },
    ]);
  });

  describe("the calculator's colour (sampleColourOf)", () => {
    const catalogue = [
      board('h1', 'WoodEvo', 'HOME', 'Charcoal'),
      board('h2', 'WoodEvo', 'HOME', 'Charcoal', 'Solid'),
      board('a1', 'WoodEvo', 'ADVANCED', 'Charcoal'),
      board('m1', 'MillBoard', 'Enhanced Grain', 'Golden Oak'),
    ];

    it("is the card of the board's own tab, whichever profile of the colour the calculator chose", () => {
      expect(sampleColourOf(catalogue, catalogue[1])).toEqual({ itemId: 'h1', range: 'WoodEvo HOME', name: 'Charcoal' });
      expect(sampleColourOf(catalogue, catalogue[3])).toEqual({ itemId: 'm1', range: 'Millboard', name: 'Golden Oak' });
    });

    it('keeps ADVANCED apart from HOME when both ranges have the colour', () => {
      expect(sampleColourOf(catalogue, catalogue[2])).toEqual({ itemId: 'a1', range: 'WoodEvo ADVANCED', name: 'Charcoal' });
    });

    it('is undefined when the colour has no card or the brand no tab', () => {
      expect(sampleColourOf(catalogue, board('h9', 'WoodEvo', 'HOME', 'Basalt'))).toBeUndefined();
      expect(sampleColourOf(catalogue, board('x1', 'Trex', 'Select', 'Charcoal'))).toBeUndefined();
    });
  });
});
