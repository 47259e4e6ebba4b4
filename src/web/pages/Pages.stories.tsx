import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { DEMO_USERS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { SAMPLE_BOARDS, withRouter } from '../stories/storyHelpers';
import { LOGIN_HEADING, INSTALLER_HEADING } from './LoginPage';
import { LoginView } from './login/LoginView';
import { NotFoundPage } from './NotFoundPage';
import { ProductsView } from './products/ProductsView';
import { TermsPage } from './TermsPage';
import { UnauthorizedPage } from './UnauthorizedPage';

const meta: Meta = { title: 'Marketing/Pages', decorators: [withRouter('/')] };
export default meta;
type Story = StoryObj;

const frame = css({ p: '6', maxW: 'content', mx: 'auto' });

export const ProductsLoading: Story = {
  render: () => (
    <div className={frame}>
      <ProductsView state={{ status: 'pending' }} />
    </div>
  ),
};
export const ProductsError: Story = {
  render: () => (
    <div className={frame}>
      <ProductsView state={{ status: 'error' }} />
    </div>
  ),
};
export const ProductsEmpty: Story = {
  render: () => (
    <div className={frame}>
      <ProductsView state={{ status: 'success', items: [] }} />
    </div>
  ),
};
export const ProductsSuccess: Story = {
  render: () => (
    <div className={frame}>
      <ProductsView state={{ status: 'success', items: SAMPLE_BOARDS }} />
    </div>
  ),
};
export const ProductsAdvancedWithNoImage: Story = {
  render: () => (
    <div className={frame}>
      <ProductsView state={{ status: 'success', items: SAMPLE_BOARDS }} defaultTab="woodevo-advanced" />
    </div>
  ),
};

const noop = () => undefined;
const loginFrame = css({ p: '6', maxW: '28rem' });
export const LoginClient: Story = {
  render: () => (
    <div className={loginFrame}>
      <LoginView heading={LOGIN_HEADING} defaultEmail={DEMO_USERS.client} submitLabel="Sign In" busy={false} onSubmit={noop} />
    </div>
  ),
};
export const LoginInstaller: Story = {
  render: () => (
    <div className={loginFrame}>
      <LoginView
        heading={INSTALLER_HEADING}
        note={MESSAGES.installerPortalNote}
        defaultEmail={DEMO_USERS.installer}
        submitLabel="Sign In"
        busy={false}
        onSubmit={noop}
      />
    </div>
  ),
};
export const LoginBusy: Story = {
  render: () => (
    <div className={loginFrame}>
      <LoginView heading={LOGIN_HEADING} defaultEmail={DEMO_USERS.client} submitLabel="Signing In..." busy onSubmit={noop} />
    </div>
  ),
};
export const LoginFailed: Story = {
  render: () => (
    <div className={loginFrame}>
      <LoginView
        heading={LOGIN_HEADING}
        defaultEmail={DEMO_USERS.client}
        submitLabel="Sign In"
        busy={false}
        error={MESSAGES.loginFailed}
        onSubmit={noop}
      />
    </div>
  ),
};

export const Terms: Story = { render: () => <TermsPage /> };
export const AccessDenied: Story = { render: () => <UnauthorizedPage /> };
export const NotFound: Story = { render: () => <NotFoundPage /> };
