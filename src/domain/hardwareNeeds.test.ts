import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipsPerBoard, neededHardwareQuantity } from './hardwareNeeds';
import { HARDWARE_BRAND, LAYOUT_BRAND_RULES, LAYOUT_CLIPS_PER_BOX } from './constants';

const woodEvo = (quantity: number, size = '5400 x 137 x 23mm') => ({ brand: 'WoodEvo', size, quantity });
const millboard = (quantity: number, size = '3600 x 176 x 32mm') => ({ brand: 'MillBoard', size, quantity });
const clipsLine = { brand: HARDWARE_BRAND, size: '', quantity: 9 };

describe('neededHardwareQuantity', () => {
  it('counts one WoodEvo clip per joist crossed at 450 mm centres, in boxes of 100', () => {
    // 5400 / 450 + 1 = 13 clips a board; 31 boards = 403 clips = 5 boxes.
    expect(neededHardwareQuantity([woodEvo(31)], 'hw-woodevo-hidden-clips')).toBe(5);
    // 20 boards of 3.6 m: 9 clips each, 180 clips = 2 boxes; the hardware line counts nothing.
    expect(neededHardwareQuantity([woodEvo(20, '3600 x 137 x 23mm'), clipsLine], 'hw-woodevo-hidden-clips')).toBe(2);
  });

  it("counts Millboard's clips at 400 mm centres, only for Millboard boards", () => {
    // 3600 / 400 + 1 = 10 clips a board; 11 boards = 110 clips = 2 boxes.
    expect(neededHardwareQuantity([millboard(11), woodEvo(50)], 'hw-millboard-clips')).toBe(2);
    expect(neededHardwareQuantity([woodEvo(50)], 'hw-millboard-clips')).toBeNull();
  });

  it('counts the subframe screws one per WoodEvo clip, in boxes of 500', () => {
    // 40 boards x 13 clips = 520 screws = 2 boxes, for either subframe's screws.
    expect(neededHardwareQuantity([woodEvo(40)], 'hw-timber-subframe-screws')).toBe(2);
    expect(neededHardwareQuantity([woodEvo(40)], 'hw-metal-subframe-screws')).toBe(2);
    // Millboard's clips come with their own screws.
    expect(neededHardwareQuantity([millboard(40)], 'hw-timber-subframe-screws')).toBeNull();
  });

  it('has no quantity for items the boards are not counted in, nor without boards', () => {
    expect(neededHardwareQuantity([woodEvo(31)], 'hw-woodevo-start-clips')).toBeNull();
    expect(neededHardwareQuantity([millboard(31)], 'hw-millboard-durafix-screws')).toBeNull();
    expect(neededHardwareQuantity([], 'hw-woodevo-hidden-clips')).toBeNull();
    expect(neededHardwareQuantity([clipsLine], 'hw-woodevo-hidden-clips')).toBeNull();
  });

  it('gives enough boxes for every clip the boards take, and not a box more', () => {
    const line = fc.record({
      brand: fc.constantFrom('WoodEvo', 'MillBoard'),
      size: fc.constantFrom('5400 x 137 x 23mm', '3600 x 137 x 23mm', '4200 x 176 x 32mm', '3600 x 176 x 32mm'),
      quantity: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const boxes = neededHardwareQuantity(lines, 'hw-woodevo-hidden-clips');
        const clips = lines
          .filter((l) => l.brand === 'WoodEvo')
          .reduce((sum, l) => sum + l.quantity * clipsPerBoard(Number(l.size.split(' ')[0]), LAYOUT_BRAND_RULES.WoodEvo.joistCentresMm), 0);
        if (clips === 0) return boxes === null;
        return boxes !== null && boxes * LAYOUT_CLIPS_PER_BOX >= clips && (boxes - 1) * LAYOUT_CLIPS_PER_BOX < clips;
      }),
    );
  });

  it('never needs fewer clip boxes for more boards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 998 }), fc.integer({ min: 1, max: 500 }), (count, more) => {
        const fewer = neededHardwareQuantity([woodEvo(count)], 'hw-woodevo-hidden-clips') ?? 0;
        const after = neededHardwareQuantity([woodEvo(count), woodEvo(more)], 'hw-woodevo-hidden-clips') ?? 0;
        return after >= fewer && after >= 1;
      }),
    );
  });
});
