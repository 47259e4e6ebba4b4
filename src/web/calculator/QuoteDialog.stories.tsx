import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { quoteDialogMachine, type QuoteDialogEvent, type SubmitQuoteInput } from '../../../machines/quoteDialog.machine';
import { displayColorName } from '../../domain/colors';
import { materialsForArea } from '../../domain/materials';
import { ActorStory } from '../stories/ActorStory';
import { QuoteDialog } from './QuoteDialog';
import { QuoteDialogContext } from './quoteDialogActor';
import { storyAdvanced, storyHome, storyMillboard } from './storyFixtures';

const colors = { home: storyHome, advanced: storyAdvanced, millboard: storyMillboard };
const pick = (item: (typeof storyHome)[number]) => ({ item_id: item.item_id, name: displayColorName(item.cf_board_colour) });

/** The machine whose submit never answers, or fails. */
const submitting = (submit: () => Promise<unknown>) =>
  quoteDialogMachine.provide({ actors: { submitQuote: fromPromise<unknown, SubmitQuoteInput>(submit) } });
const machines = { pending: submitting(() => new Promise(() => undefined)), fail: submitting(() => Promise.reject(new Error('offline'))) };

/** The dialog driven by a real quoteDialog actor, walked to a step by the given events. */
function DialogAt({ events, submit = 'pending' }: { events: QuoteDialogEvent[]; submit?: 'pending' | 'fail' }) {
  return (
    <ActorStory context={QuoteDialogContext} logic={machines[submit]} events={events}>
      <QuoteDialog colors={colors} />
    </ActorStory>
  );
}

const open: QuoteDialogEvent = { type: 'dialog.open', deck: { shapes: [], calculations: materialsForArea(12.5) } };
const filled: QuoteDialogEvent[] = [
  { type: 'field.change', field: 'fullName', value: 'Sam Citizen' },
  { type: 'field.change', field: 'email', value: 'sam@example.com' },
  { type: 'field.change', field: 'phone', value: '0400 000 000' },
  { type: 'field.change', field: 'suburb', value: 'Brunswick' },
  { type: 'field.change', field: 'projectTimeframe', value: '1-3-months' },
  { type: 'field.change', field: 'needInstaller', value: 'yes' },
];

const meta: Meta<typeof DialogAt> = { title: 'Calculator/Quote dialog', component: DialogAt };
export default meta;
type Story = StoryObj<typeof DialogAt>;

export const Step1WoodEvoHome: Story = { args: { events: [open] } };
export const Step1WithSelection: Story = { args: { events: [open, { type: 'color.select', color: pick(storyHome[1]) }] } };
export const Step2WoodEvoAdvanced: Story = {
  args: { events: [open, { type: 'color.select', color: pick(storyHome[0]) }, { type: 'step.next' }] },
};
export const Step3MillboardContinueToForm: Story = {
  args: {
    events: [
      open,
      { type: 'color.select', color: pick(storyHome[0]) },
      { type: 'step.next' },
      { type: 'step.skip' },
      { type: 'color.select', color: pick(storyMillboard[2]) },
    ],
  },
};
export const Step4ContactForm: Story = { args: { events: [open, { type: 'step.skip' }, { type: 'step.skip' }, { type: 'step.skip' }] } };
export const Step4MissingFields: Story = {
  args: { events: [open, { type: 'step.skip' }, { type: 'step.skip' }, { type: 'step.skip' }, { type: 'quote.submit' }] },
};
export const Step4Submitting: Story = {
  args: { events: [open, { type: 'step.skip' }, { type: 'step.skip' }, { type: 'step.skip' }, ...filled, { type: 'quote.submit' }] },
};
export const Step4SubmitFailed: Story = {
  args: {
    submit: 'fail',
    events: [open, { type: 'step.skip' }, { type: 'step.skip' }, { type: 'step.skip' }, ...filled, { type: 'quote.submit' }],
  },
};
