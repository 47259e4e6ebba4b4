// Projects table in every state, and the Create New Project dialog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { StoryFrame, storyProjects } from '../storyFixtures';
import { CreateProjectDialog } from './CreateProjectDialog';
import { nextSort, type ProjectSort } from './projectSort';
import { ProjectsTable, type ProjectsState } from './ProjectsTable';

function Table({ state, initialSort = null }: { state: ProjectsState; initialSort?: ProjectSort | null }) {
  const [sort, setSort] = useState<ProjectSort | null>(initialSort);
  return (
    <StoryFrame>
      <div className={css({ p: '6' })}>
        <ProjectsTable state={state} sort={sort} onSort={(c) => setSort((s) => nextSort(s, c))} onOpen={() => undefined} />
      </div>
    </StoryFrame>
  );
}

const meta: Meta<typeof Table> = { title: 'Portal/Projects dashboard', component: Table };
export default meta;
type Story = StoryObj<typeof Table>;

export const Loading: Story = { args: { state: { status: 'pending' } } };
export const LoadFailed: Story = { args: { state: { status: 'error' } } };
export const Empty: Story = { args: { state: { status: 'success', projects: [] } } };
export const Unsorted: Story = { args: { state: { status: 'success', projects: storyProjects } } };
export const NameDescending: Story = { args: { state: { status: 'success', projects: storyProjects }, initialSort: { column: 'name', direction: 'desc' } } };
export const UpdatedAscending: Story = { args: { state: { status: 'success', projects: storyProjects }, initialSort: { column: 'updatedAt', direction: 'asc' } } };

function Dialog({ name, error }: { name: string; error?: string }) {
  const [value, setValue] = useState(name);
  return (
    <CreateProjectDialog open name={value} error={error} busy={false} canCreate={value.trim() !== ''} onOpenChange={() => undefined} onNameChange={setValue} onCreate={() => undefined} />
  );
}
export const CreateDialogBlank: StoryObj = { render: () => <Dialog name="" /> };
export const CreateDialogFilled: StoryObj = { render: () => <Dialog name="Front porch" /> };
export const CreateDialogFailed: StoryObj = { render: () => <Dialog name="Front porch" error="Failed to create project" /> };
