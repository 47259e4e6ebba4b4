import { describe, expect, it } from 'vitest';
import { formatStockLength, layoutFigureRows, overlapNote } from './layoutFigures';

describe('layoutFigureRows', () => {
  it('reads one row per stock length, then joists, clips and waste', () => {
    const rows = layoutFigureRows({
      boards: [
        { lengthMm: 5400, itemId: 'a', count: 31 },
        { lengthMm: 3600, itemId: 'b', count: 2 },
      ],
      joistMetres: 24,
      clips: 312,
      clipBoxes: 4,
      wastePercent: 8.5,
      overlaps: [],
    });
    expect(rows.map((r) => r.text)).toEqual([
      '5.4 m boards: 31',
      '3.6 m boards: 2',
      'Joists: 24.0 m',
      'Clips: 312 (4 boxes)',
      'Waste: 8.5%',
    ]);
    expect(rows.map((r) => r.key)).toEqual(['boards-5400', 'boards-3600', 'joists', 'clips', 'waste']);
  });

  it('says box for one box, and shows whole-metre stock without decimals', () => {
    const rows = layoutFigureRows({ boards: [], joistMetres: 3.04, clips: 40, clipBoxes: 1, wastePercent: 0, overlaps: [] });
    expect(rows.map((r) => r.text)).toEqual(['Joists: 3.0 m', 'Clips: 40 (1 box)', 'Waste: 0.0%']);
    expect(formatStockLength(6000)).toBe('6 m');
    expect(formatStockLength(4880)).toBe('4.88 m');
  });
});

describe('overlapNote', () => {
  it('names the overlapping pairs, or says nothing', () => {
    expect(overlapNote([])).toBeNull();
    expect(overlapNote([[1, 2]])).toBe(
      'Overlapping shapes: 1 and 2. The boards are laid once over them, but Deck Area counts the overlap twice.',
    );
    expect(
      overlapNote([
        [1, 2],
        [2, 3],
        [1, 4],
      ]),
    ).toBe('Overlapping shapes: 1 and 2; 2 and 3; 1 and 4. The boards are laid once over them, but Deck Area counts the overlap twice.');
  });
});
