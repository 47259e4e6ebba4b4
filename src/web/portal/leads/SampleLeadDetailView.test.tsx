// A sample request opened from the inbox (docs/product.md#leads): its colours and postal address as
// staff read them, Mark posted while it waits (and not once posted), and a refusal shown as sent.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SampleLeadDetail } from '../../../domain/schemas/leadsInbox';
import { SampleLeadDetailView, type MarkPostedControl } from './SampleLeadDetailView';

afterEach(cleanup);

const waiting: SampleLeadDetail = {
  id: '5a3c1c0e-8f4e-4d3b-9a43-0f0d7f1b2c3d',
  kind: 'sample',
  status: 'requested',
  receivedAt: '2026-11-20T23:15:00.000Z',
  name: 'Robin Visitor',
  email: 'robin@example.com',
  phone: '',
  street: '12 Ocean Beach Road',
  suburb: 'Portsea',
  postcode: '3944',
  colours: [
    { itemId: 'we-home-grooved-barossa-5400', range: 'WoodEvo HOME', name: 'Barossa' },
    { itemId: 'mb-enhanced-grain-grooved-antique-oak-5400', range: 'Millboard', name: 'Antique Oak' },
  ],
  postedAt: null,
  emails: [],
};

function show(lead: SampleLeadDetail, post: Partial<MarkPostedControl> = {}) {
  const onPost = vi.fn();
  render(
    <MemoryRouter>
      <SampleLeadDetailView lead={lead} post={{ busy: false, error: undefined, onPost, ...post }} />
    </MemoryRouter>,
  );
  return { onPost };
}

describe('sample request detail', () => {
  it('shows the colours and the postal address, and Mark posted sends once pressed', () => {
    const { onPost } = show(waiting);
    expect(screen.getByRole('heading', { level: 1, name: 'Robin Visitor' })).toBeVisible();
    const colours = within(screen.getByRole('list', { name: 'Colours' })).getAllByRole('listitem');
    expect(colours.map((c) => c.textContent)).toEqual(['WoodEvo HOME Barossa', 'Millboard Antique Oak']);
    expect(screen.getByText('12 Ocean Beach Road, Portsea 3944')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Requested')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Mark posted: samples for Robin Visitor' }));
    expect(onPost).toHaveBeenCalledTimes(1);
  });

  it('once posted it reads Posted and has no Mark posted', () => {
    show({ ...waiting, status: 'posted', postedAt: '2026-11-21T01:00:00.000Z' });
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Posted')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Mark posted/ })).toBeNull();
  });

  it("shows the server's refusal, and the button is disabled while posting", () => {
    show(waiting, { busy: true, error: 'These samples were already posted' });
    expect(screen.getByText('These samples were already posted')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark posted: samples for Robin Visitor' })).toBeDisabled();
  });
});
