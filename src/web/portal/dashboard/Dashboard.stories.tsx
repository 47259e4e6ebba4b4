// Projects table in every state, and the Create New Project dialog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fromPromise, type EventFrom } from 'xstate';
import { css } from 'styled-system/css';
import { createProjectMachine, type CreateProjectInput } from '../../../../machines/createProject.machine';
import type { Project } from '../../../domain/schemas/projects';
import { StoryFrame, storyProjects } from '../storyFixtures';
import { ActorStory } from '../../stories/ActorStory';
import { CreateProjectDialog } from './CreateProjectDialog';
import { CreateProjectContext } from './createProjectActor';
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
function Dialog({ events, failed = false }: { events: EventFrom<typeof createProjectMachine>[]; failed?: boolean }) {
  return (
    <ActorStory context={CreateProjectContext} logic={dialogMachines[failed ? 'fail' : 'pending']} events={events}>
      <CreateProjectDialog />
    </ActorStory>
  );
}
const typedIn = (name: string): EventFrom<typeof createProjectMachine>[] => [{ type: 'dialog.open' }, { type: 'name.change', value: name }];
export const CreateDialogBlank: StoryObj = { render: () => <Dialog events={typedIn('')} /> };
export const CreateDialogFilled: StoryObj = { render: () => <Dialog events={typedIn('Front porch')} /> };
export const CreateDialogFailed: StoryObj = {
  render: () => <Dialog events={[...typedIn('Front porch'), { type: 'project.create' }]} failed />,
};
