// The staff inbox: the list in every state for both tabs, lead detail for a quote (deck plan, figures,
// colours) and an enquiry, the Status control saving, saved and refused, a refused note, the chips.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { LEAD_STATUS_VALUES } from '../../../domain/leads';
import type { LeadDetail } from '../../../domain/schemas/leadsInbox';
import { StoryFrame } from '../storyFixtures';
import { enquiryLeadOf, quoteLeadOf, storyEnquiryRows, storyQuoteRows } from './leadFixtures';
import { LeadDetailView, type LeadNoteControl, type LeadStatusControl } from './LeadDetailView';
import { LeadStatusChip } from './LeadStatusChip';
import { LeadsTable, type LeadsState } from './LeadsTable';

const meta: Meta = { title: 'Portal/Leads' };
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const list = (kind: 'quote' | 'enquiry', state: LeadsState) => (
  <StoryFrame path="/app/leads">
    <div className={css({ p: '6' })}>
      <LeadsTable kind={kind} state={state} onOpen={noop} />
    </div>
  </StoryFrame>
);
export const ListLoading: Story = { render: () => list('quote', { status: 'pending' }) };
export const ListError: Story = { render: () => list('quote', { status: 'error', message: 'Failed to load leads' }) };
export const ListEmpty: Story = { render: () => list('enquiry', { status: 'success', leads: [] }) };
export const ListQuotes: Story = { render: () => list('quote', { status: 'success', leads: storyQuoteRows }) };
export const ListEnquiries: Story = { render: () => list('enquiry', { status: 'success', leads: storyEnquiryRows }) };

const statusIdle = (value: LeadStatusControl['value']): LeadStatusControl => ({
  value,
  busy: false,
  message: undefined,
  error: undefined,
  onSelect: noop,
});
const noteIdle: LeadNoteControl = { busy: false, error: undefined, onAdd: () => Promise.resolve() };
const detail = (lead: LeadDetail = quoteLeadOf(), status = statusIdle(lead.status), note = noteIdle) => (
  <StoryFrame path={`/app/leads/${lead.id}`}>
    <LeadDetailView lead={lead} status={status} note={note} />
  </StoryFrame>
);
export const DetailQuote: Story = { render: () => detail() };
export const DetailQuoteFullForm: Story = {
  render: () =>
    detail(
      quoteLeadOf({
        variant: 'full',
        shapes: [],
        colours: [],
        browserFigures: { boardBrand: 'WoodEvo', boardsRequired: 30, clipBoxesNeeded: 2 },
        serverFigures: { boardBrand: 'WoodEvo', boardsRequired: 29, clipBoxesNeeded: 2 },
        calculationDetails: 'Area: 20.5 m2\nBoard colour: Barossa',
        deckAreaSqMeters: 20.5,
      }),
    ),
};
export const DetailEnquiry: Story = { render: () => detail(enquiryLeadOf()) };
export const StatusSaving: Story = { render: () => detail(quoteLeadOf(), { ...statusIdle('quoted'), busy: true }) };
export const StatusSaved: Story = {
  render: () => detail(quoteLeadOf(), { ...statusIdle('contacted'), message: 'Status changed to Contacted' }),
};
export const StatusRefused: Story = {
  render: () => detail(quoteLeadOf(), { ...statusIdle('contacted'), error: 'Failed to update lead status' }),
};
export const NoteRefused: Story = {
  render: () => detail(enquiryLeadOf(), statusIdle('new'), { ...noteIdle, error: 'Note must be at most 5000 characters' }),
};

export const StatusChips: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '3', p: '6' })}>
      {LEAD_STATUS_VALUES.map((s) => (
        <LeadStatusChip key={s} status={s} />
      ))}
    </div>
  ),
};
