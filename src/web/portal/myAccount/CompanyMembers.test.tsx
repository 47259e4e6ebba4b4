// The account page's members section as its stories show it (a real companyMembers actor, faked calls):
// a buyer reads the list without actions; an owner's Remove asks first and shows the server's refusal of
// the company's last owner inside the confirmation; an invitation says to whom it went.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRADE_MESSAGES } from '../../../domain/schemas/trade';
import meta, { BuyerSeesMembers, InvitationSent, LastOwnerStays, OwnerManages } from './MyAccount.stories';

const Members = meta.component!;
afterEach(cleanup);

describe('the members section', () => {
  it('a buyer sees the members and their roles, with nothing to change', () => {
    render(<Members {...(BuyerSeesMembers.args as { manage: boolean })} />);
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('row', { name: /alex@southside.example Buyer Invited/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('an owner gets Invite a colleague and a Remove per member', () => {
    render(<Members {...(OwnerManages.args as { manage: boolean })} />);
    expect(screen.getByRole('button', { name: 'Invite a colleague' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  });

  it("removing the last owner keeps the confirmation open with the server's words", async () => {
    render(<Members {...(LastOwnerStays.args as { manage: boolean })} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove installer@boardwalk.example?' });
    expect(await within(dialog).findByText(TRADE_MESSAGES.lastOwner)).toBeDefined();
  });

  it('an invitation says to whom it went', async () => {
    render(<Members {...(InvitationSent.args as { manage: boolean })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    expect(await within(dialog).findByText('Invitation sent to jo@southside.example. They join when they accept it.')).toBeDefined();
  });

  it('pending invitations are listed apart from the members; an owner cancels one', async () => {
    render(<Members {...(OwnerManages.args as { manage: boolean })} />);
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByRole('row', { name: /robin@southside.example Buyer Invitation pending/ })).toBeDefined();
    expect(within(screen.getByRole('table', { name: 'Members' })).queryByText('robin@southside.example')).toBeNull();
    screen.getByRole('button', { name: 'Cancel the invitation to robin@southside.example' }).click();
    expect(await screen.findByText('Invitation to robin@southside.example cancelled')).toBeDefined();
  });
});
