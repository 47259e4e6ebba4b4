// The saved designs list in every state, and its Rename and Delete dialogs over a real designActions actor.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EventFrom } from 'xstate';
import { css } from 'styled-system/css';
import { designActionsMachine } from '../../../../machines/designActions.machine';
import { DESIGN_TEXTS } from '../../../domain/designTexts';
import type { DesignSummary } from '../../../domain/schemas/designs';
import { StoryFrame } from '../storyFixtures';
import { ActorStory } from '../../stories/ActorStory';
import { DeleteDesignDialog, RenameDesignDialog } from './DesignDialogs';
import { DesignActionsContext } from './designActionsActor';
import { DesignList, type DesignsState } from './DesignList';

const at = '2026-11-20T01:00:00.000Z';
const spec = { deckArea: 20, deckBoards: 28, clipBoxes: 2, subframeMaterials: { joists: 12, bearers: 4, screws: 600 } };
const lShape = [
  { x: 0, y: 0 },
  { x: 6000, y: 0 },
  { x: 6000, y: 2500 },
  { x: 3000, y: 2500 },
  { x: 3000, y: 4500 },
  { x: 0, y: 4500 },
];
const storyDesigns: DesignSummary[] = [
  {
    id: 'd-1',
    name: 'Pool deck',
    projectId: 'p-1',
    projectName: 'Henderson renovation',
    version: 3,
    drawing: {
      shapes: [{ id: 's1', points: lShape }],
      brand: 'WoodEvo',
      colorItemId: 'we-home-grooved-barossa-5400',
      boardDirection: 'horizontal',
    },
    figures: {
      spec,
      layout: {
        boards: [{ lengthMm: 5400, itemId: 'we-home-grooved-barossa-5400', count: 26 }],
        joistMetres: 48,
        clips: 390,
        clipBoxes: 4,
        wastePercent: 6.5,
        overlaps: [],
      },
    },
    shared: true,
    createdAt: at,
    updatedAt: at,
  },
  {
    id: 'd-2',
    name: 'Sketch for the side path',
    projectId: null,
    projectName: null,
    version: 1,
    drawing: { shapes: [{ id: 's1', points: lShape.slice(0, 3) }], brand: 'MillBoard', colorItemId: null, boardDirection: 'vertical' },
    figures: { spec, layout: null },
    shared: false,
    createdAt: at,
    updatedAt: at,
  },
];

function List({ state }: { state: DesignsState }) {
  return (
    <StoryFrame path="/app/deck-layout">
      <div className={css({ p: '6', maxW: '48rem' })}>
        <DesignList
          state={state}
          empty={{ text: DESIGN_TEXTS.noDesigns, link: { href: '/deck-calculator', label: 'Draw a deck' } }}
          onRename={() => undefined}
          onDelete={() => undefined}
        />
      </div>
    </StoryFrame>
  );
}

const meta: Meta<typeof List> = { title: 'Portal/Designs', component: List };
export default meta;
type Story = StoryObj<typeof List>;

export const Loading: Story = { args: { state: { status: 'pending' } } };
export const LoadFailed: Story = { args: { state: { status: 'error', message: DESIGN_TEXTS.loadFailed } } };
export const Empty: Story = { args: { state: { status: 'success', designs: [] } } };
export const Designs: Story = { args: { state: { status: 'success', designs: storyDesigns } } };

/** The dialogs over a real actor whose calls never answer: Rename with a blank name refused, and Delete asking. */
const design = { id: 'd-1', name: 'Pool deck' };
const dialogEvents: Record<'rename' | 'delete', EventFrom<typeof designActionsMachine>[]> = {
  rename: [{ type: 'rename.start', design }, { type: 'name.change', value: ' ' }, { type: 'rename.save' }],
  delete: [{ type: 'delete.start', design }],
};
function Dialogs({ action }: { action: 'rename' | 'delete' }) {
  return (
    <ActorStory context={DesignActionsContext} logic={designActionsMachine} events={dialogEvents[action]}>
      <RenameDesignDialog />
      <DeleteDesignDialog />
    </ActorStory>
  );
}
export const RenameRefused: StoryObj = { render: () => <Dialogs action="rename" /> };
export const DeleteAsks: StoryObj = { render: () => <Dialogs action="delete" /> };
