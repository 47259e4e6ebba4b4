// The lead detail as staff read it: labels, not slugs; the plan drawn with its edge lengths (a shape
// sent without points as its bounding box); the figures side by side; an empty note refused.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIGURE_SET_NAMES, NO_PLAN_FIGURES } from '../../../domain/figureSets';
import type { LeadDetail } from '../../../domain/schemas/leadsInbox';
import { enquiryLeadOf, quoteLeadOf } from './leadFixtures';
import { LeadDetailView, type LeadNoteControl } from './LeadDetailView';

afterEach(cleanup);

function show(lead: LeadDetail, note: Partial<LeadNoteControl> = {}) {
  const onAdd = vi.fn(() => Promise.resolve());
  render(
    <MemoryRouter>
      <LeadDetailView
        lead={lead}
        status={{ value: lead.status, busy: false, message: undefined, error: undefined, onSelect: vi.fn() }}
        note={{ busy: false, error: undefined, onAdd, ...note }}
      />
    </MemoryRouter>,
  );
  return { onAdd };
}

const field = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('lead detail', () => {
  it("shows the plan's figures first, then the quick estimate, under the names every place showing figures uses", () => {
    show(quoteLeadOf());
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toContain(FIGURE_SET_NAMES.plan);
    expect(headings.indexOf(FIGURE_SET_NAMES.plan)).toBeLessThan(headings.indexOf(FIGURE_SET_NAMES.estimate));
    const plan = screen.getByRole('region', { name: FIGURE_SET_NAMES.plan });
    expect(plan).toHaveTextContent('5.4 m boards4');
    expect(plan).toHaveTextContent('Joists6.2 m');
    expect(plan).toHaveTextContent('Clips48 (1 box)');
    expect(plan).toHaveTextContent('Waste12.5%');
    const estimate = within(screen.getByRole('region', { name: FIGURE_SET_NAMES.estimate }));
    expect(estimate.getByRole('row', { name: /Boards 5 5/ })).toBeInTheDocument();
  });

  it('shows every line the customer saw, frame and steps included, with the fascia in metres and the total', () => {
    show(quoteLeadOf());
    const list = within(screen.getByRole('region', { name: 'Materials and prices' }));
    expect(list.getByRole('row', { name: /Steel Joist 6\.0m 3 \$89\.00 \$267\.00/ })).toBeInTheDocument();
    expect(list.getByRole('row', { name: /H3 Pine Stair Stringer 3\.6m 2/ })).toBeInTheDocument();
    expect(list.getByRole('row', { name: /WoodEvo Fascia Board \(8\.0 m of edge\) 2/ })).toBeInTheDocument();
    expect(screen.getByTestId('lead-materials-total')).toHaveTextContent('$822.60');
  });

  it('shows no priced list for a quote sent without one', () => {
    show({ ...quoteLeadOf(), materials: null });
    expect(screen.queryByRole('region', { name: 'Materials and prices' })).toBeNull();
  });

  it('says there is no board layout for a quote sent without a drawing in a colour', () => {
    show({ ...quoteLeadOf(), layout: null });
    expect(screen.getByRole('region', { name: FIGURE_SET_NAMES.plan })).toHaveTextContent(NO_PLAN_FIGURES);
  });

  it('shows a quote readable, with its plan, figures, colours, history, notes and e-mails', () => {
    show(quoteLeadOf());
    expect(screen.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeInTheDocument();
    expect(field('Project start timeframe')).toBe('1-3 Months');
    expect(field('Needs an installer')).toBe('Yes');
    expect(field('Received')).toBe('21 Nov 2026, 7:05 PM');
    // One plan for every quote: a shape sent with only its bounding box is drawn as that box.
    const plan = screen.getByRole('img', { name: 'Deck plan: 2 shapes, 3.00 m²' });
    // The square's four 1 m edges and the bounding box's 1 m and 2 m ones.
    const labels = Array.from(plan.querySelectorAll('text')).map((t) => t.textContent);
    expect(labels.sort()).toEqual([...Array(6).fill('1.00 m'), '2.00 m', '2.00 m']);
    const figures = within(screen.getByRole('table', { name: /browser's figures/ }));
    expect(figures.getByRole('columnheader', { name: 'Sent by the browser' })).toBeInTheDocument();
    expect(figures.getByRole('row', { name: /Boards 5 5/ })).toBeInTheDocument();
    expect(screen.getByText('WoodEvo HOME')).toBeInTheDocument();
    expect(screen.getByText('Golden Oak')).toBeInTheDocument();
    expect(screen.getAllByTestId('status-history-entry').map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^New Received/),
      expect.stringMatching(/^Contacted from New, by admin@boardwalk\.example/),
    ]);
    expect(screen.getByTestId('lead-note')).toHaveTextContent('Called, wants a site visit next week.admin@boardwalk.example');
    expect(screen.getAllByTestId('delivery-state').map((e) => e.textContent)).toEqual(['Sent', 'Retrying']);
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:priya.raman%40example.com?subject=Your%20Boardwalk%20quote%20request',
    );
  });

  it('draws a quote whose shapes all came with outlines as the saved designs plan, with edge lengths', () => {
    const lead = quoteLeadOf();
    show(quoteLeadOf({ shapes: lead.shapes.filter((s) => s.points) }));
    const plan = screen.getByRole('img', { name: /^Deck plan: 1 shape, 1\.00 m²/ });
    expect(plan.querySelector('[data-part="outlines"]')).not.toBeNull();
    expect(plan.querySelectorAll('text').length).toBeGreaterThan(0);
  });

  it('names the saved design a quote was sent from, and nothing when it came from none', () => {
    show(quoteLeadOf({ design: { id: 'd-1', name: 'Pool deck' } }));
    expect(screen.getByText('Design: Pool deck')).toBeInTheDocument();
    cleanup();
    show(quoteLeadOf());
    expect(screen.queryByText(/^Design: /)).not.toBeInTheDocument();
  });

  it('shows an enquiry with its labels and no plan', () => {
    show(enquiryLeadOf());
    expect(field('Project type')).toBe('Deck Replacement');
    expect(field('Timeline')).toBe('Just Planning');
    expect(field('Newsletter')).toBe('No');
    expect(screen.queryByRole('img', { name: /^Deck plan/ })).toBeNull();
    expect(screen.getByTestId('delivery-state')).toHaveTextContent('Failed');
  });

  it('refuses an empty note with a message and sends a written one', () => {
    const { onAdd } = show(quoteLeadOf());
    const box = screen.getByRole('textbox', { name: 'Add note' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Note is required');
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' Sent samples ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(onAdd).toHaveBeenCalledWith('Sent samples');
  });
});
