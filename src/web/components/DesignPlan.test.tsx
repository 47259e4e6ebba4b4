// The deck plan of saved designs, shared links, print and the staff inbox: what it names and draws.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutBoards } from '../../domain/boardLayout';
import type { Point } from '../../domain/geometry';
import { DesignPlan } from './DesignPlan';
import { edgeLabelsOutside, planFrame, planSummary, scaleBarLengthMm } from './designPlanGeometry';

afterEach(cleanup);

const rect = (x: number, y: number, w: number, h: number): { points: Point[] } => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});
const bowtie = {
  points: [
    { x: 0, y: 0 },
    { x: 2000, y: 2000 },
    { x: 2000, y: 0 },
    { x: 0, y: 2000 },
  ],
};
const rules = { boardWidthMm: 137, gapMm: 5, joistCentresMm: 450, stockLengthsMm: [5400], minPieceMm: 900, clipsPerBox: 100 };

describe('DesignPlan', () => {
  it('is an image named for its shapes and area, filled with a tint of the colour', () => {
    const { container } = render(
      <DesignPlan shapes={[rect(0, 0, 4000, 3000), rect(4000, 0, 2000, 3000)]} colour="#8B5A3C" width={240} height={160} />,
    );
    const plan = screen.getByRole('img', { name: 'Deck plan: 2 shapes, 18.00 m²' });
    expect(plan).toHaveAttribute('width', '240');
    expect(plan).toHaveAttribute('height', '160');
    const shapes = container.querySelector('[data-part="shapes"]')!;
    expect(shapes).toHaveAttribute('fill', '#8B5A3C');
    expect(shapes).toHaveAttribute('fill-opacity', '0.35');
    expect(shapes.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    // A thumbnail: no boards, lengths or scale bar, and no style attribute (the CSP drops them).
    expect(container.querySelector('[data-part="boards"]')).toBeNull();
    expect(container.querySelector('text')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('fits the drawing into the box by its viewBox, centred', () => {
    render(<DesignPlan shapes={[rect(1000, 500, 4000, 2000)]} colour={null} width={200} height={200} />);
    // 4000 mm into 192 px (4 px padding each side): 0.048 px per mm, so 200 px shows 4166.7 mm.
    const [x, y, w, h] = screen.getByRole('img').getAttribute('viewBox')!.split(' ').map(Number);
    expect(w).toBeCloseTo(4166.67, 1);
    expect(h).toBeCloseTo(4166.67, 1);
    expect(x + w / 2).toBeCloseTo(3000, 6);
    expect(y + h / 2).toBeCloseTo(1500, 6);
  });

  it('draws the board pieces and joists when given a layout', () => {
    const shapes = [rect(0, 0, 4000, 3000)];
    const layout = layoutBoards(shapes, rules, 'horizontal');
    const { container } = render(<DesignPlan shapes={shapes} colour="#8B5A3C" boards={layout} width={400} height={300} />);
    const boards = container.querySelector('[data-part="boards"]')!;
    expect(boards.getAttribute('d')!.match(/M/g)).toHaveLength(layout.pieces.length);
    expect(boards).toHaveAttribute('fill', '#8B5A3C');
    expect(container.querySelector('[data-part="joists"]')!.getAttribute('d')!.match(/M/g)).toHaveLength(10);
  });

  it('labels every edge in metres and adds a scale bar for print', () => {
    render(<DesignPlan shapes={[rect(0, 0, 4000, 3000)]} colour={null} dimensions scaleBar width={600} height={480} />);
    expect(screen.getAllByText('4.00 m')).toHaveLength(2);
    expect(screen.getAllByText('3.00 m')).toHaveLength(2);
    // The height limits the scale (392 px for 3000 mm: 0.131 px/mm); a third of 600 px is 1531 mm: the bar is 1 m.
    expect(screen.getByText('1 m')).toBeInTheDocument();
  });

  it('outlines an invalid shape apart and leaves it out of the area', () => {
    const { container } = render(<DesignPlan shapes={[rect(0, 0, 1000, 1000), bowtie]} colour="#8B5A3C" width={100} height={100} />);
    expect(screen.getByRole('img', { name: 'Deck plan: 2 shapes, 1.00 m²' })).toBeInTheDocument();
    expect(container.querySelector('[data-part="invalid"]')!.getAttribute('d')).toMatch(/^M0 0L2000 2000/);
    expect(container.querySelector('[data-part="shapes"]')!.getAttribute('d')!.match(/M/g)).toHaveLength(1);
  });
});

describe('plan geometry', () => {
  it('puts edge labels outside the shape whichever way it winds', () => {
    const square = rect(0, 0, 1000, 1000).points;
    for (const points of [square, [...square].reverse()]) {
      for (const label of edgeLabelsOutside(points, 100)) {
        const inside = label.x > 0 && label.x < 1000 && label.y > 0 && label.y < 1000;
        expect(inside).toBe(false);
      }
    }
  });

  it('picks a round scale bar length and summarises one shape', () => {
    expect(scaleBarLengthMm(1499)).toBe(1000);
    expect(scaleBarLengthMm(2500)).toBe(2000);
    expect(scaleBarLengthMm(50)).toBe(100);
    expect(planSummary([rect(0, 0, 2000, 1500)])).toBe('Deck plan: 1 shape, 3.00 m²');
    expect(planSummary([])).toBe('Deck plan: 0 shapes, 0.00 m²');
    expect(planFrame([], { width: 100, height: 100, paddingPx: 0, bottomPx: 0 }).scale).toBeCloseTo(0.1, 6);
  });
});
