import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise, type EventFrom } from 'xstate';
import { designSessionMachine } from '../../../machines/designSession.machine';
import { saveDesignMachine, type SaveDesignEvent } from '../../../machines/saveDesign.machine';
import { shareDesignMachine, type ShareDesignEvent } from '../../../machines/shareDesign.machine';
import type { Design, DesignDrawing } from '../../domain/schemas/designs';
import { DesignPlan } from '../components/DesignPlan';
import { ActorStory } from '../stories/ActorStory';
import { DesignToolbar } from './DesignToolbar';
import { DesignSessionContext, SaveDesignContext, ShareDesignContext } from './designToolsActors';
import { PrintSheet } from './PrintSheet';
import { SaveDesignDialog } from './SaveDesignDialog';
import { ShareDialog } from './ShareDialog';

const at = '2026-11-01T00:00:00.000Z';
const drawing: DesignDrawing = {
  shapes: [
    {
      id: 'box-1',
      points: [
        { x: 0, y: 0 },
        { x: 4000, y: 0 },
        { x: 4000, y: 3000 },
        { x: 0, y: 3000 },
      ],
    },
  ],
  brand: 'WoodEvo',
  colorItemId: null,
  boardDirection: 'horizontal',
};
const saved: Design = {
  id: 'd1',
  name: 'Back deck',
  projectId: null,
  projectName: null,
  version: 1,
  drawing,
  figures: { spec: { deckArea: 12, deckBoards: 17, clipBoxes: 2, subframeMaterials: { joists: 5, bearers: 3, screws: 2 } }, layout: null },
  share: null,
  createdAt: at,
  updatedAt: at,
};

// The calls answer at once: a signed-in user with two projects (provided once, not on every render).
const storySave = saveDesignMachine.provide({
  actors: {
    loadProjects: fromPromise(async () => [
      { id: 'p1', name: 'Beach house', createdAt: at, updatedAt: at },
      { id: 'p2', name: 'Terrace', createdAt: at, updatedAt: at },
    ]),
    saveDesign: fromPromise(async () => saved),
  },
});
const storyShare = shareDesignMachine.provide({
  actors: { createShare: fromPromise(async () => ({ token: 'demo', url: 'https://boardwalk.example/deck/demo', createdAt: at })) },
});
const started: EventFrom<typeof designSessionMachine>[] = [{ type: 'session.start', stored: null, designId: null, sharedToken: null }];
const opened = { save: [{ type: 'save.open', drawing, design: null }], share: [], none: [] } satisfies Record<string, SaveDesignEvent[]>;
const shared = { share: [{ type: 'share.open', drawing, design: null }], save: [], none: [] } satisfies Record<string, ShareDesignEvent[]>;

/** The design tools bar with its dialogs over fake calls: a signed-in user with two projects. */
function ToolsDemo({ open }: { open: 'none' | 'save' | 'share' }) {
  return (
    <ActorStory context={DesignSessionContext} logic={designSessionMachine} events={started}>
      <ActorStory context={SaveDesignContext} logic={storySave} events={opened[open]}>
        <ActorStory context={ShareDesignContext} logic={storyShare} events={shared[open]}>
          <DesignToolbar drawing={drawing} onPrint={() => undefined} />
          <SaveDesignDialog />
          <ShareDialog />
        </ActorStory>
      </ActorStory>
    </ActorStory>
  );
}

const meta: Meta<typeof ToolsDemo> = { title: 'Calculator/Design tools', component: ToolsDemo };
export default meta;
type Story = StoryObj<typeof ToolsDemo>;

/** Show boards, Board direction, Save design, Share, Print, Clear drawing. */
export const Toolbar: Story = { args: { open: 'none' } };
/** Save design: name and project (none, an existing one, or a new one). */
export const SaveDialog: Story = { args: { open: 'save' } };
/** A visitor's share link with Copy (no Stop sharing: only owners of a saved design can). */
export const ShareLinkDialog: Story = { args: { open: 'share' } };

/** The print layout, shown on screen (it is display: none outside print). */
export const PrintLayout: StoryObj<typeof PrintSheet> = {
  render: () => (
    <PrintSheet
      onScreen
      title="Back deck"
      colour="Barossa · HOME"
      plan={<DesignPlan shapes={drawing.shapes} colour="#7B4A32" dimensions scaleBar width={680} height={450} />}
      specFigures={[{ key: 'deckArea', label: 'Deck Area', value: '12.00 m²' }]}
      layoutFigures={[{ key: 'boards-5400', label: '5.4 m boards', value: '17' }]}
      printedAt={new Date(at)}
    />
  ),
};
