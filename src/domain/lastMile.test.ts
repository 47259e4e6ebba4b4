import { describe, expect, it } from 'vitest';
import { canGoOnMyWay, etaWindow, isRunDay, onTheTruck, runsFromToday } from './lastMile';

describe('the driver’s run (docs/product.md#delivery)', () => {
  it('is started on its day in Melbourne, not the UTC day', () => {
    // 2026-12-01 22:00 UTC is 2 December, 9:00 am in Melbourne.
    const now = new Date('2026-12-01T22:00:00Z');
    expect(isRunDay('2026-12-02', now)).toBe(true);
    expect(isRunDay('2026-12-01', now)).toBe(false);
    expect(isRunDay('2026-12-03', now)).toBe(false);
  });

  it("lists the runs from today on in Melbourne, today's first, then the later days in order", () => {
    const now = new Date('2026-12-01T22:00:00Z');
    const runs = [{ day: '2026-12-04' }, { day: '2026-12-01' }, { day: '2026-12-02' }, { day: '2026-12-03' }];
    expect(runsFromToday(runs, now).map((r) => r.day)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
  });

  it('carries only what is not back-ordered, and goes on its way once a stop', () => {
    expect(onTheTruck([{ quantity: 0 }, { quantity: 3 }])).toEqual([{ quantity: 3 }]);
    expect(canGoOnMyWay('scheduled')).toBe(true);
    expect(canGoOnMyWay('on_the_way')).toBe(false);
    expect(canGoOnMyWay('delivered')).toBe(false);
  });

  it('gives each stop a two-hour window from 07:30 and 45 minutes a stop', () => {
    expect(etaWindow(0)).toEqual({ from: '7:00 am', to: '9:00 am' });
    expect(etaWindow(2)).toEqual({ from: '9:00 am', to: '11:00 am' });
  });
});
