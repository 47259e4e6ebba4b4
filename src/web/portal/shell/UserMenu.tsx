// Top-bar account control: the email with the role in brackets, an Ark UI Avatar with the first two
// letters of the email in capitals, and an Ark UI Menu: Account (the user's own page, docs/product.md#trade-accounts) and Logout.
import { Avatar } from '@ark-ui/react/avatar';
import { Portal } from '@ark-ui/react/portal';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { avatarInitials, userLabel } from '../../../domain/format';
import * as Menu from '../../components/ui/menu';
import { isDriver } from '../permissions';

const avatarClass = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  bg: 'timber.700',
  color: 'timber.50',
  fontWeight: '700',
  fontSize: 'sm',
  letterSpacing: '0.02em',
  flexShrink: 0,
});

export function UserMenu({ email, role, onLogout }: { email: string; role: string; onLogout: () => void }) {
  const label = userLabel(email, role);
  return (
    // Mounted only while open: the phone-width copy of the label inside it would otherwise sit hidden
    // in the page beside the top bar's, and the email and role would be in the document twice.
    <Menu.Root
      lazyMount
      unmountOnExit
      onSelect={(details) => (details.value === 'logout' ? onLogout() : undefined)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger aria-label={`Account menu for ${label}`}>
        {/* Between 1280 and 1536 px a long address is cut short (in full on hover, in the menu's name and its
            Account page) so the staff header stays one row (docs/product.md#who-uses-it). */}
        <span
          data-testid="user-label"
          title={label}
          className={css({
            display: { base: 'none', md: 'inline-block' },
            maxW: { xl: '12rem', '2xl': 'none' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            verticalAlign: 'middle',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          {label}
        </span>
        <Avatar.Root className={avatarClass}>
          <Avatar.Fallback>{avatarInitials(email)}</Avatar.Fallback>
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <p className={css({ px: '3.5', py: '2', fontSize: 'xs', color: 'fg.subtle', display: { base: 'block', md: 'none' } })}>
              {label}
            </p>
            {isDriver({ role }) ? null : (
              <Menu.Item value="account" asChild>
                <Link to="/app/account">Account</Link>
              </Menu.Item>
            )}
            <Menu.Item value="logout">Logout</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
