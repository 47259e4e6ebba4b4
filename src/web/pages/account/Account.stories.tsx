// The account pages reached from an e-mail: the password form in its states, and forgot-password.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_MESSAGES } from '../../../domain/schemas/users';
import { withRouter } from '../../stories/storyHelpers';
import { AccountCard, accountHeading } from './AccountCard';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { PasswordFormView, type PasswordFormViewProps } from './PasswordFormView';
import { SignupPage } from './SignupPage';

function Form(props: Partial<PasswordFormViewProps>) {
  return (
    <AccountCard>
      <h1 className={accountHeading}>Set up your account</h1>
      <PasswordFormView
        password=""
        confirm=""
        fieldErrors={{}}
        error={undefined}
        busy={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
        {...props}
      />
    </AccountCard>
  );
}

const meta: Meta<typeof Form> = { title: 'Marketing/Account', component: Form, decorators: [withRouter('/accept-invite')] };
export default meta;
type Story = StoryObj<typeof Form>;

export const PasswordBlank: Story = {};
export const PasswordMismatch: Story = {
  args: {
    password: 'short',
    confirm: 'other',
    fieldErrors: { password: 'Password must be at least 8 characters', confirm: ACCOUNT_MESSAGES.passwordsDiffer },
  },
};
export const PasswordSetting: Story = { args: { password: 'correct horse', confirm: 'correct horse', busy: true } };
export const PasswordRefusedOnSubmit: Story = {
  args: { password: 'correct horse', confirm: 'correct horse', error: ACCOUNT_MESSAGES.linkExpired },
};
export const ForgotPassword: StoryObj = { render: () => <ForgotPasswordPage /> };
export const Signup: StoryObj = { render: () => <SignupPage /> };
