// The authenticated shell for each demo persona.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { StoryFrame } from '../storyFixtures';
import { PortalShell } from './PortalShell';

function Shell({ email, role }: { email: string; role: string }) {
  return (
    <StoryFrame>
      <PortalShell email={email} role={role} onLogout={() => undefined}>
        <div className={css({ p: '8' })}>Screen content</div>
      </PortalShell>
    </StoryFrame>
  );
}

const meta: Meta<typeof Shell> = { title: 'Portal/Shell', component: Shell };
export default meta;
type Story = StoryObj<typeof Shell>;

export const Client: Story = { args: { email: 'client@boardwalk.example', role: 'client' } };
export const Installer: Story = { args: { email: 'installer@boardwalk.example', role: 'installer' } };
export const Admin: Story = { args: { email: 'admin@boardwalk.example', role: 'admin' } };
