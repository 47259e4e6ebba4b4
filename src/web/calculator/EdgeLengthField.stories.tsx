import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { EDGE_LENGTH_NOT_A_NUMBER, EDGE_LENGTH_REFUSED } from '../../domain/edgeLength';
import { EdgeLengthField } from './EdgeLengthField';

const meta: Meta<typeof EdgeLengthField> = {
  title: 'Calculator/Edge length field',
  component: EdgeLengthField,
  // The field sits over the canvas's top-left corner.
  decorators: [
    (Story) => (
      <div className={css({ position: 'relative', h: '14rem', bg: 'canvas.bg' })}>
        <Story />
      </div>
    ),
  ],
  args: {
    edit: { shapeId: 'box-1', edgeIndex: 0, text: '1000', error: null },
    shapeNumber: 1,
    onChange: () => undefined,
    onApply: () => undefined,
    onCancel: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof EdgeLengthField>;

export const Open: Story = {};
export const Refused: Story = { args: { edit: { shapeId: 'box-1', edgeIndex: 0, text: '50', error: EDGE_LENGTH_REFUSED } } };
export const NotALength: Story = { args: { edit: { shapeId: 'box-1', edgeIndex: 2, text: 'two m', error: EDGE_LENGTH_NOT_A_NUMBER } } };
