// /reset-password?token=... (docs/product.md#accounts): a new password twice, then
// signed in on the dashboard; the server ends every other session of the user.
import { usePageMeta } from '../../hooks/usePageMeta';
import { AccountCard } from './AccountCard';
import { SetPasswordScreen } from './SetPasswordScreen';

export const RESET_PASSWORD_HEADING = 'Choose a new password';

export function ResetPasswordPage() {
  usePageMeta(RESET_PASSWORD_HEADING, 'Set a new password for your Boardwalk portal account.');
  return (
    <AccountCard>
      <SetPasswordScreen link="reset" heading={RESET_PASSWORD_HEADING} />
    </AccountCard>
  );
}
