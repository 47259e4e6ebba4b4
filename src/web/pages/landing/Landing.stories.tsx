import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { fromPromise } from 'xstate';
import { contactFormMachine, type ContactFormEvent } from '../../../../machines/contactForm.machine';
import type { ContactRequestInput } from '../../../domain/schemas/leads';
import { ActorStory } from '../../stories/ActorStory';
import { withRouter } from '../../stories/storyHelpers';
import { LandingPage } from '../LandingPage';
import { ContactFormContext, ContactFormView } from './ContactForm';
import { ContactSection } from './ContactSection';
import { GallerySection } from './GallerySection';
import { HeroSection } from './HeroSection';
import { LegacyCalculator } from './LegacyCalculator';
import { RangesTabs } from './RangesTabs';
import { StepsSection } from './StepsSection';

const meta: Meta = { title: 'Marketing/Landing', decorators: [withRouter('/')] };
export default meta;
type Story = StoryObj;

export const WholePage: Story = { render: () => <LandingPage /> };
export const Hero: Story = { render: () => <HeroSection /> };
export const ConnectDesignRelax: Story = { render: () => <StepsSection /> };
export const Ranges: Story = {
  render: () => (
    <div className={css({ p: '6', maxW: 'content', mx: 'auto' })}>
      <RangesTabs />
    </div>
  ),
};
export const Gallery: Story = { render: () => <GallerySection /> };
export const ContactSectionWithForm: Story = { render: () => <ContactSection /> };
export const LegacyPriceCalculator: Story = {
  render: () => (
    <div className={css({ p: '6', maxW: '56rem' })}>
      <LegacyCalculator />
    </div>
  ),
};

type Outcome = 'never' | 'ok' | 'fail';
const filled: ContactFormEvent[] = [
  { type: 'field.change', field: 'fullName', value: 'Sam Citizen' },
  { type: 'field.change', field: 'email', value: 'sam@example.com' },
  { type: 'field.change', field: 'phone', value: '0400 000 000' },
  { type: 'field.change', field: 'projectType', value: 'new-deck' },
];
const submitted: ContactFormEvent[] = [
  ...filled,
  { type: 'checkbox.change', field: 'privacyAccepted', checked: true },
  { type: 'form.submit' },
];

/** The machine whose send call never ends, succeeds or fails (provided once, not on every render). */
const sending = (send: () => Promise<unknown>) =>
  contactFormMachine.provide({ actors: { sendContact: fromPromise<unknown, ContactRequestInput>(send) } });
const formMachines: Record<Outcome, typeof contactFormMachine> = {
  never: sending(() => new Promise(() => undefined)),
  ok: sending(() => Promise.resolve({ success: true })),
  fail: sending(() => Promise.reject(new Error('offline'))),
};

/** The form over a real contactForm actor whose send call never ends, succeeds or fails. */
function FormAt({ events, outcome = 'never' }: { events: ContactFormEvent[]; outcome?: Outcome }) {
  return (
    <div className={css({ p: '6', maxW: '44rem' })}>
      <ActorStory context={ContactFormContext} logic={formMachines[outcome]} events={events}>
        <ContactFormView />
      </ActorStory>
    </div>
  );
}

export const ContactFormEmpty: Story = { render: () => <FormAt events={[]} /> };
export const ContactFormMissingFields: Story = { render: () => <FormAt events={[{ type: 'form.submit' }]} /> };
export const ContactFormPrivacyAlert: Story = { render: () => <FormAt events={[...filled, { type: 'form.submit' }]} /> };
export const ContactFormSending: Story = { render: () => <FormAt events={submitted} outcome="never" /> };
export const ContactFormSent: Story = { render: () => <FormAt events={submitted} outcome="ok" /> };
export const ContactFormFailed: Story = { render: () => <FormAt events={submitted} outcome="fail" /> };
