// Project detail pieces: the inline name editor's modes and the project's orders table states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { StoryFrame, storyOrders } from '../storyFixtures';
import { ProjectNameEditor } from './ProjectNameEditor';
import { ProjectOrdersTable } from './ProjectOrdersTable';

const meta: Meta = { title: 'Portal/Project detail' };
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const editor = (mode: 'view' | 'editing' | 'saving', draft: string, error?: string) => (
  <div className={css({ p: '6' })}>
    <ProjectNameEditor mode={mode} name="Backyard deck, Brighton" draft={draft} error={error} canSave={draft.trim() !== ''} onEdit={noop} onChange={noop} onSave={noop} onCancel={noop} />
  </div>
);
export const NameView: Story = { render: () => editor('view', 'Backyard deck, Brighton') };
export const NameEditing: Story = { render: () => editor('editing', 'Backyard deck, Hampton') };
export const NameBlankSaveDisabled: Story = { render: () => editor('editing', '   ') };
export const NameSaveFailed: Story = { render: () => editor('editing', 'Backyard deck, Hampton', 'Failed to update project') };

const orders = (list: typeof storyOrders) => (
  <StoryFrame>
    <div className={css({ p: '6' })}>
      <ProjectOrdersTable orders={list} createOrderHref="/orders/create?project=6f1c2f8e" onOpen={noop} />
    </div>
  </StoryFrame>
);
export const OrdersEmpty: Story = { render: () => orders([]) };
export const OrdersWithCount: Story = { render: () => orders(storyOrders) };
