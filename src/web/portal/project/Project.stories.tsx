// Project detail pieces: the inline name editor's modes and the project's orders table states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise, type EventFrom } from 'xstate';
import { css } from 'styled-system/css';
import { projectNameMachine, type UpdateProjectInput } from '../../../../machines/projectName.machine';
import type { Project } from '../../../domain/schemas/projects';
import { StoryFrame, storyOrders } from '../storyFixtures';
import { ActorStory } from '../../stories/ActorStory';
import { ProjectNameEditor } from './ProjectNameEditor';
import { ProjectNameContext } from './projectNameActor';
import { ProjectOrdersTable } from './ProjectOrdersTable';

const meta: Meta = { title: 'Portal/Project detail' };
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const NAME = 'Backyard deck, Brighton';
/** The rename machine whose save never answers, or fails (Failed to update project). */
const saving = (update: () => Promise<Project>) =>
  projectNameMachine.provide({ actors: { updateProject: fromPromise<Project, UpdateProjectInput>(update) } });
const editorMachines = {
  pending: saving(() => new Promise(() => undefined)),
  fail: saving(() => Promise.reject(new Error('offline'))),
};

/** The editor over a real projectName actor: in view mode, or editing a draft (saved, to fail). */
function Editor({ draft, failed = false }: { draft?: string; failed?: boolean }) {
  const events: EventFrom<typeof projectNameMachine>[] =
    draft === undefined
      ? []
      : [{ type: 'edit.start', name: NAME }, { type: 'name.change', value: draft }, ...(failed ? [{ type: 'edit.save' } as const] : [])];
  return (
    <div className={css({ p: '6' })}>
      <ActorStory
        context={ProjectNameContext}
        logic={editorMachines[failed ? 'fail' : 'pending']}
        input={{ projectId: 'p1', name: NAME }}
        events={events}
      >
        <ProjectNameEditor name={NAME} />
      </ActorStory>
    </div>
  );
}
export const NameView: Story = { render: () => <Editor /> };
export const NameEditing: Story = { render: () => <Editor draft="Backyard deck, Hampton" /> };
export const NameBlankSaveDisabled: Story = { render: () => <Editor draft="   " /> };
export const NameSaveFailed: Story = { render: () => <Editor draft="Backyard deck, Hampton" failed /> };

const orders = (list: typeof storyOrders) => (
  <StoryFrame>
    <div className={css({ p: '6' })}>
      <ProjectOrdersTable orders={list} createOrderHref="/orders/create?project=6f1c2f8e" onOpen={noop} />
    </div>
  </StoryFrame>
);
export const OrdersEmpty: Story = { render: () => orders([]) };
export const OrdersWithCount: Story = { render: () => orders(storyOrders) };
