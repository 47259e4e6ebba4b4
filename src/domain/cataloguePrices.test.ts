import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToMelbourneMinute, melbourneMinuteToInstant, priceAt, priceChangePercent, formatPercentChange } from './cataloguePrices';

const iso = (ms: number) => new Date(ms).toISOString();

describe('priceAt', () => {
  const prices = [
    { priceCents: 100, effectiveAt: '2026-01-01T00:00:00.000Z' },
    { priceCents: 200, effectiveAt: '2026-06-01T00:00:00.000Z' },
    { priceCents: 300, effectiveAt: '2027-01-01T00:00:00.000Z' },
  ];
  it('is the price with the latest effective time not after the instant', () => {
    expect(priceAt(prices, new Date('2025-12-31T23:59:59Z'))).toBeNull();
    expect(priceAt(prices, new Date('2026-01-01T00:00:00Z'))?.priceCents).toBe(100);
    expect(priceAt(prices, new Date('2026-05-31T23:59:59Z'))?.priceCents).toBe(100);
    expect(priceAt(prices, new Date('2026-06-01T00:00:00Z'))?.priceCents).toBe(200);
    expect(priceAt(prices, new Date('2030-01-01T00:00:00Z'))?.priceCents).toBe(300);
  });

  it('at any instant, in any order of the list, no other price is later and not after it', () => {
    const price = fc.record({ priceCents: fc.integer({ min: 1, max: 1e7 }), effectiveAt: fc.integer({ min: 0, max: 4e12 }).map(iso) });
    fc.assert(
      fc.property(fc.array(price, { maxLength: 20 }), fc.integer({ min: 0, max: 4e12 }), (list, at) => {
        const chosen = priceAt(list, new Date(at));
        const eligible = list.filter((p) => Date.parse(p.effectiveAt) <= at);
        if (!eligible.length) return chosen === null;
        const latest = Math.max(...eligible.map((p) => Date.parse(p.effectiveAt)));
        return chosen !== null && Date.parse(chosen.effectiveAt) === latest;
      }),
    );
  });
});

describe('Melbourne minutes', () => {
  it('reads a wall-clock minute in Melbourne time, summer and winter', () => {
    expect(melbourneMinuteToInstant('2026-12-01T09:00')?.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(melbourneMinuteToInstant('2026-07-01T09:00')?.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(melbourneMinuteToInstant('2026-02-30T09:00')).toBeNull();
    expect(melbourneMinuteToInstant('2026-12-01 09:00')).toBeNull();
    expect(melbourneMinuteToInstant('2026-12-01T24:00')).toBeNull();
  });
  it('round-trips a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 66_000_000 }), (minutes) => {
        const instant = new Date(minutes * 60_000);
        const back = melbourneMinuteToInstant(instantToMelbourneMinute(instant));
        // The hour repeated when daylight saving ends reads as one of its two instants.
        return back !== null && Math.abs(back.getTime() - instant.getTime()) % 3_600_000 === 0;
      }),
    );
  });
});

describe('price change', () => {
  it('in per cent with one decimal', () => {
    expect(formatPercentChange(priceChangePercent(10_000, 10_500))).toBe('+5.0%');
    expect(formatPercentChange(priceChangePercent(10_000, 9_750))).toBe('-2.5%');
    expect(formatPercentChange(priceChangePercent(null, 9_750))).toBe('');
  });
});
