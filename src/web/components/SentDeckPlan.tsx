// The deck plan of a quote request as sent (the staff inbox, a staff quote, the customer's quote page):
// the saved designs' DesignPlan, with each shape's outline from its points, or its bounding box for
// shapes sent without them.
import type { Point } from '../../domain/geometry';
import type { z } from 'zod';
import type { leadShape } from '../../domain/schemas/leadsInbox';
import { DesignPlan } from './DesignPlan';

type LeadShape = z.infer<typeof leadShape>;

/** The plan's box, px. */
const PLAN_WIDTH_PX = 560;
const PLAN_HEIGHT_PX = 400;

/** A shape's outline: its points when sent (the calculator's quotes), else its bounding box corner by corner. */
function outlineOf(shape: LeadShape): Point[] {
  if (shape.points && shape.points.length >= 3) return shape.points;
  const { x, y, width, height } = shape;
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

export function SentDeckPlan({ shapes }: { shapes: readonly LeadShape[] }) {
  return (
    <DesignPlan
      shapes={shapes.map((s) => ({ points: outlineOf(s) }))}
      colour={null}
      dimensions
      width={PLAN_WIDTH_PX}
      height={PLAN_HEIGHT_PX}
    />
  );
}
