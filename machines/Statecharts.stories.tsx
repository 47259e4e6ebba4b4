// For product owners: each machine's states and every transition (source, event, guard, target), read
// from the machine definition itself, so the chart cannot drift from the code.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import type { AnyStateMachine } from 'xstate';
import { authMachine } from './auth.machine';
import { calculatorEditorMachine } from './calculatorEditor.machine';
import { contactFormMachine } from './contactForm.machine';
import { createProjectMachine } from './createProject.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import { inviteUserMachine } from './inviteUser.machine';
import { leadStatusMachine } from './leadStatus.machine';
import { orderStatusMachine } from './orderStatus.machine';
import { orderWizardMachine } from './orderWizard.machine';
import { projectNameMachine } from './projectName.machine';
import { designActionsMachine } from './designActions.machine';
import { designSessionMachine } from './designSession.machine';
import { quoteDialogMachine } from './quoteDialog.machine';
import { saveDesignMachine } from './saveDesign.machine';
import { sessionRefreshMachine } from './sessionRefresh.machine';
import { setPasswordMachine } from './setPassword.machine';
import { shareDesignMachine } from './shareDesign.machine';
import { signupFormMachine } from './signupForm.machine';
import { verifyEmailMachine } from './verifyEmail.machine';
import { listStateIds, listTransitions } from './testing/pathTesting';

const cell = css({ borderBottomWidth: '1px', borderColor: 'border.default', px: '2', py: '1', textAlign: 'left', fontSize: 'sm' });

function Statechart({ machine }: { machine: AnyStateMachine }) {
  const short = (id: string) => id.slice(machine.id.length + 1) || '(root)';
  return (
    <section className={css({ p: '4', fontFamily: 'body' })}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '2' })}>{machine.id}</h2>
      <p className={css({ mb: '3' })}>States: {listStateIds(machine).slice(1).map(short).join(', ')}</p>
      <table className={css({ borderCollapse: 'collapse', w: 'full' })}>
        <thead>
          <tr>
            {['from', 'event', 'guard', 'to'].map((h) => (
              <th key={h} className={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listTransitions(machine).map((t) => (
            <tr key={t.key}>
              <td className={cell}>{short(t.source)}</td>
              <td className={cell}>{t.event}</td>
              <td className={cell}>{t.guard ?? ''}</td>
              <td className={cell}>{t.targets.map(short).join(', ') || '(stays)'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const meta: Meta<typeof Statechart> = { title: 'Machines/Statecharts', component: Statechart };
export default meta;
type Story = StoryObj<typeof Statechart>;

export const OrderWizard: Story = { args: { machine: orderWizardMachine } };
export const Auth: Story = { args: { machine: authMachine } };
export const SessionRefresh: Story = { args: { machine: sessionRefreshMachine } };
export const QuoteDialog: Story = { args: { machine: quoteDialogMachine } };
export const CalculatorEditor: Story = { args: { machine: calculatorEditorMachine } };
export const OrderStatus: Story = { args: { machine: orderStatusMachine } };
export const LeadStatus: Story = { args: { machine: leadStatusMachine } };
export const ProjectName: Story = { args: { machine: projectNameMachine } };
export const CreateProject: Story = { args: { machine: createProjectMachine } };
export const ContactForm: Story = { args: { machine: contactFormMachine } };
export const InviteUser: Story = { args: { machine: inviteUserMachine } };
export const SetPassword: Story = { args: { machine: setPasswordMachine } };
export const ForgotPassword: Story = { args: { machine: forgotPasswordMachine } };
export const SignupForm: Story = { args: { machine: signupFormMachine } };
export const VerifyEmail: Story = { args: { machine: verifyEmailMachine } };
export const DesignActions: Story = { args: { machine: designActionsMachine } };
export const DesignSession: Story = { args: { machine: designSessionMachine } };
export const SaveDesign: Story = { args: { machine: saveDesignMachine } };
export const ShareDesign: Story = { args: { machine: shareDesignMachine } };
