// Top-bar account control: the email with the role in brackets, an Ark UI Avatar with the first two
// letters of the email in capitals, and an Ark UI Menu whose one item logs out.
import { Avatar } from '@ark-ui/react/avatar';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { avatarInitials, userLabel } from '../../../domain/format';

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
    <Menu.Root lazyMount unmountOnExit onSelect={(details) => (details.value === 'logout' ? onLogout() : undefined)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger
        aria-label={`Account menu for ${label}`}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '3', bg: 'transparent', border: 'none', cursor: 'pointer', color: 'inherit', p: '1', borderRadius: 'control', _hover: { bg: 'bg.subtle' } })}
      >
        <span data-testid="user-label" className={css({ display: { base: 'none', md: 'inline' }, fontSize: 'sm', color: 'fg.muted' })}>
          {label}
        </span>
        <Avatar.Root className={avatarClass}>
          <Avatar.Fallback>{avatarInitials(email)}</Avatar.Fallback>
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control', shadow: 'lift', py: '1', minW: '14rem', zIndex: '50', _focusVisible: { outline: 'none' } })}>
            <p className={css({ px: '3.5', py: '2', fontSize: 'xs', color: 'fg.subtle', display: { base: 'block', md: 'none' } })}>{label}</p>
            <Menu.Item value="logout" className={css({ px: '3.5', py: '2.5', cursor: 'pointer', fontSize: 'sm', _highlighted: { bg: 'bg.subtle' } })}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
