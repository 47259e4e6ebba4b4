// /accept-invite?token=... (docs/product.md#accounts): whose invitation it is, a new
// password twice, then signed in on the dashboard. Public: the link is the credential.
import { usePageMeta } from '../../hooks/usePageMeta';
import { AccountCard } from './AccountCard';
import { SetPasswordScreen } from './SetPasswordScreen';

export const ACCEPT_INVITE_HEADING = 'Set up your account';

export function AcceptInvitePage() {
  usePageMeta(ACCEPT_INVITE_HEADING, 'Choose a password for your Boardwalk portal account.');
  return (
    <AccountCard>
      <SetPasswordScreen link="invite" heading={ACCEPT_INVITE_HEADING} />
    </AccountCard>
  );
}
