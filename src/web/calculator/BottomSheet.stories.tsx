import type { Meta, StoryObj } from '@storybook/react-vite';
import { calculateMaterials } from '../../domain/materials';
import { newShape } from '../../domain/geometry';
import { BottomSheet } from './BottomSheet';
import { MaterialsPanel } from './MaterialsPanel';
import { resolveSelection } from './selection';
import { storyItems } from './storyFixtures';

const selection = resolveSelection(storyItems, 'millboard', null);
const calculations = calculateMaterials([newShape(1), newShape(2)]);

const meta: Meta<typeof BottomSheet> = {
  title: 'Calculator/Bottom sheet',
  component: BottomSheet,
  args: {
    summary: `${calculations.deckArea.toFixed(2)} m²`,
    children: (
      <MaterialsPanel
        variant="sheet"
        brand={selection.brand}
        colors={selection.colors}
        color={selection.color}
        calculations={calculations}
        canProceed
        onBrandChange={() => undefined}
        onColorChange={() => undefined}
        onProceed={() => undefined}
      />
    ),
  },
};
export default meta;
type Story = StoryObj<typeof BottomSheet>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultOpen: true } };
