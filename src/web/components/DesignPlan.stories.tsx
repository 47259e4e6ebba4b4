import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { layoutBoards } from '../../domain/boardLayout';
import { colorHex } from '../../domain/colors';
import type { Point } from '../../domain/geometry';
import { DesignPlan } from './DesignPlan';

const meta: Meta<typeof DesignPlan> = { title: 'Foundation/DesignPlan', component: DesignPlan };
export default meta;
type Story = StoryObj<typeof DesignPlan>;

const rect = (x: number, y: number, w: number, h: number): { points: Point[] } => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});
// An L of two overlapping rectangles and a cut-corner landing.
const shapes = [
  rect(0, 0, 4000, 3000),
  rect(3000, 2000, 2500, 2500),
  {
    points: [
      { x: 5500, y: 0 },
      { x: 7000, y: 0 },
      { x: 7000, y: 1200 },
      { x: 6300, y: 1900 },
      { x: 5500, y: 1900 },
    ],
  },
];
const woodEvo = { boardWidthMm: 137, gapMm: 5, joistCentresMm: 450, stockLengthsMm: [5400], minPieceMm: 900, clipsPerBox: 100 };
const barossa = colorHex('Barossa');

export const Thumbnail: Story = { args: { shapes, colour: barossa, width: 160, height: 110 } };
export const NoColourYet: Story = { args: { shapes, colour: null, width: 320, height: 220 } };
export const WithBoards: Story = {
  args: { shapes, colour: barossa, boards: layoutBoards(shapes, woodEvo, 'horizontal'), width: 640, height: 420 },
};
export const VerticalBoards: Story = {
  args: { shapes, colour: colorHex('Charcoal'), boards: layoutBoards(shapes, woodEvo, 'vertical'), width: 640, height: 420 },
};
export const ForPrint: Story = {
  args: {
    shapes,
    colour: barossa,
    boards: layoutBoards(shapes, woodEvo, 'horizontal'),
    dimensions: true,
    scaleBar: true,
    width: 720,
    height: 520,
  },
};
export const WithAnInvalidShape: Story = {
  args: {
    shapes: [
      rect(0, 0, 3000, 2000),
      {
        points: [
          { x: 3500, y: 0 },
          { x: 5500, y: 2000 },
          { x: 5500, y: 0 },
          { x: 3500, y: 2000 },
        ],
      },
    ],
    colour: barossa,
    dimensions: true,
    width: 480,
    height: 240,
  },
};
export const InARow: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '4', p: '4' })}>
      {[shapes.slice(0, 1), shapes.slice(0, 2), shapes].map((s, i) => (
        <DesignPlan key={i} shapes={s} colour={barossa} width={140} height={100} />
      ))}
    </div>
  ),
};
