// Projects table in every state, and the Create New Project dialog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { createProjectMachine, type CreateProjectInput } from '../../../../machines/createProject.machine';
import type { Project } from '../../../domain/schemas/projects';
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
export const NameDescending: Story = {
  args: { state: { status: 'success', projects: storyProjects }, initialSort: { column: 'name', direction: 'desc' } },
};
export const UpdatedAscending: Story = {
  args: { state: { status: 'success', projects: storyProjects }, initialSort: { column: 'updatedAt', direction: 'asc' } },
};

/** The dialog's machine whose create call never answers, or fails (Failed to create project). */
const creating = (create: () => Promise<Project>) =>
  createProjectMachine.provide({ actors: { createProject: fromPromise<Project, CreateProjectInput>(create) } });
const dialogMachines = {
  pending: creating(() => new Promise(() => undefined)),
  fail: creating(() => Promise.reject(new Error('offline'))),
};

/** The dialog over a real createProject actor, opened and typed into (and submitted, to fail). */
function Dialog({ name, failed = false }: { name: string; failed?: boolean }) {
  const actor = useActorRef(dialogMachines[failed ? 'fail' : 'pending']);
  useEffect(() => {
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: name });
    if (failed) actor.send({ type: 'project.create' });
  }, [actor, name, failed]);
  return <CreateProjectDialog actor={actor} />;
}
export const CreateDialogBlank: StoryObj = { render: () => <Dialog name="" /> };
export const CreateDialogFilled: StoryObj = { render: () => <Dialog name="Front porch" /> };
export const CreateDialogFailed: StoryObj = { render: () => <Dialog name="Front porch" failed /> };
