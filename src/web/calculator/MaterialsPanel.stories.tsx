import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Brand } from '../../domain/catalogue';
import { calculateMaterials, canProceedWithQuote } from '../../domain/materials';
import { newShape } from '../../domain/geometry';
import { layoutFigureRows, overlapNote } from '../../domain/layoutFigures';
import type { LayoutFigures } from '../../domain/schemas/designs';
import { BottomSheet } from './BottomSheet';
import { MaterialsPanel } from './MaterialsPanel';
import { resolveSelection } from './selection';
import { storyItems } from './storyFixtures';

const storyLayoutFigures: LayoutFigures = {
  boards: [
    { lengthMm: 5400, itemId: null, count: 31 },
    { lengthMm: 3600, itemId: null, count: 4 },
  ],
  joistMetres: 48.6,
  clips: 612,
  clipBoxes: 7,
  wastePercent: 8.4,
  overlaps: [[1, 2]],
};

function PanelDemo({ shapes, variant, withLayout = false }: { shapes: number; variant: 'side' | 'sheet'; withLayout?: boolean }) {
  const [brand, setBrand] = useState<Brand>('WoodEvo');
  const [colorId, setColorId] = useState<string | null>(null);
  const selection = resolveSelection(storyItems, brand, colorId);
  const calculations = calculateMaterials(Array.from({ length: shapes }, (_, i) => newShape(i)));
  const panel = (
    <MaterialsPanel
      variant={variant}
      brand={selection.brand}
      colors={selection.colors}
      color={selection.color}
      calculations={calculations}
      canProceed={canProceedWithQuote(calculations)}
      onBrandChange={(b) => {
        setBrand(b);
        setColorId(null);
      }}
      onColorChange={setColorId}
      onProceed={() => undefined}
      layoutFigures={withLayout ? layoutFigureRows(storyLayoutFigures) : null}
      overlapNotice={withLayout ? overlapNote(storyLayoutFigures.overlaps) : null}
    />
  );
  if (variant === 'sheet') return <BottomSheet summary={`${calculations.deckArea.toFixed(2)} m²`}>{panel}</BottomSheet>;
  return <aside className={css({ w: '350px', p: '5', bg: 'bg.surface', minH: '100vh' })}>{panel}</aside>;
}

const meta: Meta<typeof PanelDemo> = {
  title: 'Calculator/Materials panel',
  component: PanelDemo,
};
export default meta;
type Story = StoryObj<typeof PanelDemo>;

/** Side panel (350 px) with two 1 m² shapes drawn. */
export const SidePanel: Story = { args: { shapes: 2, variant: 'side' } };
/** Nothing drawn yet: every figure is 0 and Proceed with Quote is disabled. */
export const SidePanelEmpty: Story = { args: { shapes: 0, variant: 'side' } };
/** With the board layout's own figures beside the spec's, and two shapes overlapping. */
export const SidePanelWithLayout: Story = { args: { shapes: 2, variant: 'side', withLayout: true } };
