// The worst cases of the CPU pool's two jobs (README "Security and reliability"), shared by the
// regression test (tests/reliability/cpuWork.test.ts) and the bench: a comb-shaped outline of the most
// points a shape may have across the largest deck the layout lays, whose rows are cut into the most
// pieces; and an order of the most board and hardware lines.
import { LAYOUT_MAX_EXTENT_MM, MAX_SHAPE_POINTS, MAX_SHAPES } from '../../src/domain/constants';
import type { DesignDrawing } from '../../src/domain/schemas/designs';
import { MAX_ORDER_LINES, type OrderCreatePayload } from '../../src/domain/schemas/orders';
import { BAROSSA_LINE, clipsLine } from '../api/helpers';

/**
 * One shape of MAX_SHAPE_POINTS points: 49 teeth hanging from a bar along the top, each tooth reaching
 * nearly the whole depth, with boards running across the teeth (about 10,000 pieces, a quarter of a
 * second here).
 */
export function combDrawing(): DesignDrawing {
  const extent = LAYOUT_MAX_EXTENT_MM - 1000;
  const teeth = (MAX_SHAPE_POINTS - 2) / 4;
  const width = extent / (teeth * 2);
  const points = [{ x: 0, y: extent }];
  for (let i = 0; i < teeth; i += 1) {
    const x = Math.round(i * 2 * width);
    points.push({ x, y: 0 }, { x: Math.round(x + width), y: 0 }, { x: Math.round(x + width), y: extent - 100 });
    points.push({ x: Math.round(x + 2 * width), y: extent - 100 });
  }
  points.push({ x: extent, y: extent });
  return {
    shapes: [{ id: 'comb', points: points.slice(0, MAX_SHAPE_POINTS) }],
    brand: 'WoodEvo',
    colorItemId: 'we-home-grooved-barossa-5400',
    boardDirection: 'horizontal',
  };
}

/** A comb of `teeth` teeth (4 points each and 2 more: 49 teeth make 198 points) hanging from a bar along y = depth. */
function combOutline(x0: number, width: number, depth: number, teeth: number) {
  const w = width / (teeth * 2);
  const points = [{ x: x0, y: depth }];
  for (let i = 0; i < teeth; i += 1) {
    const [left, mid, right] = [i * 2 * w, i * 2 * w + w, (i + 1) * 2 * w].map((x) => x0 + Math.round(x));
    points.push({ x: left, y: 0 }, { x: mid, y: 0 }, { x: mid, y: depth - 100 }, { x: right, y: depth - 100 });
  }
  points.push({ x: x0 + width, y: depth });
  return points;
}

/**
 * The plan pack's worst case (issue 34): 5 combs of 198 points side by side within the layout's 30 m,
 * each row of boards crossing all 245 teeth (about 50,000 pieces; its PDF took 12-19 s of a pool thread).
 */
export function combsDrawing(): DesignDrawing {
  return {
    shapes: Array.from({ length: MAX_SHAPES }, (_, k) => ({ id: `comb-${k + 1}`, points: combOutline(k * 5990, 5980, 29_000, 49) })),
    brand: 'WoodEvo',
    colorItemId: 'we-home-grooved-barossa-5400',
    boardDirection: 'horizontal',
  };
}

/** The most detailed plan pack drawn rather than refused: 5 combs of 11 teeth, 9 m deep (about 3,700 pieces and joists). */
export function largestPlanDrawing(): DesignDrawing {
  return {
    ...combsDrawing(),
    shapes: Array.from({ length: MAX_SHAPES }, (_, k) => ({ id: `comb-${k + 1}`, points: combOutline(k * 5990, 5980, 9000, 11) })),
  };
}

/** An order of MAX_ORDER_LINES board lines and as many hardware lines (the PDF's longest table). */
export function largestOrder(preferredDate: string): OrderCreatePayload {
  return {
    boards: Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({ ...BAROSSA_LINE, quantity: i + 1 })),
    hardwareItems: Array.from({ length: MAX_ORDER_LINES }, (_, i) => clipsLine(i + 1)),
    deliveryMethod: 'delivery',
    deliveryStreetAddress: '12 Bay Road',
    deliveryCityPostcode: 'Sandringham 3191',
    pickupLocation: '',
    preferredDate,
    notes: 'Selected subframe: timber',
  };
}
