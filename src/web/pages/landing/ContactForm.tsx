// The landing page's contact form (docs/product.md#screens-and-routes, docs/product.md#flows, docs/product.md#validation-rules,
// docs/product.md#error-messages), a view over machines/contactForm.
// The app provides the POST /api/contact/ actor; the view reads single fields and only sends events.
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { contactFormMachine, type ContactCheckbox, type ContactTextField } from '../../../../machines/contactForm.machine';
import { CONTACT_PROJECT_TYPES, CONTACT_TIMELINES } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import type { ContactRequestInput } from '../../../domain/schemas/leads';
import { api } from '../../api/client';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useHydrated } from '../../hooks/useHydrated';
import { getInspect } from '../../inspect';
import { reportError, track } from '../../telemetry';
import { contactSendLabel, contactStatusText } from './contactFormLabels';

/** The form's actor: ContactForm provides it with the app's call; stories provide their own machine. */
export const ContactFormContext = createActorContext(contactFormMachine, { inspect: getInspect() });

/** POST /api/contact/, reporting the outcome without personal values. */
export async function sendContact(body: ContactRequestInput): Promise<unknown> {
  try {
    const result = await api.post('/contact/', body);
    track('contact.sent', {
      projectType: body.projectType ? String(body.projectType) : null,
      timeline: body.timeline ? String(body.timeline) : null,
      newsletter: Boolean(body.newsletter),
    });
    return result;
  } catch (error) {
    reportError(error, { name: 'contact.failed' });
    throw error;
  }
}

export const appContactFormMachine = contactFormMachine.provide({
  actors: { sendContact: fromPromise(({ input }) => sendContact(input)) },
});

const LABELS: Record<'fullName' | 'email' | 'phone', string> = { fullName: 'Full Name', email: 'Email', phone: 'Phone' };

export function ContactFormView() {
  const actor = ContactFormContext.useActorRef();
  const fields = ContactFormContext.useSelector((s) => s.context.fields);
  const missing = ContactFormContext.useSelector((s) => s.context.missing);
  // The form arrives prerendered: until React owns it, typing would be lost and a submit would be a
  // native GET with the fields in the URL (see useHydrated).
  const disabled = !useHydrated();
  const field = (name: ContactTextField) => ({
    value: fields[name],
    missing: missing.includes(name),
    onChange: (value: string) => actor.send({ type: 'field.change', field: name, value }),
  });
  const checkbox = (name: ContactCheckbox) => ({
    checked: fields[name],
    onChange: (checked: boolean) => actor.send({ type: 'checkbox.change', field: name, checked }),
  });
  const [projectType, timeline, message] = [field('projectType'), field('timeline'), field('message')];
  const [newsletter, privacy] = [checkbox('newsletter'), checkbox('privacyAccepted')];
  const alert = ContactFormContext.useSelector((s) => s.context.alert);
  const status = ContactFormContext.useSelector((s) => contactStatusText(s));
  const sent = ContactFormContext.useSelector((s) => s.matches('sent'));
  const busy = ContactFormContext.useSelector((s) => s.matches('sending'));
  const label = ContactFormContext.useSelector((s) => contactSendLabel(s));

  const required = (key: 'fullName' | 'email' | 'phone', type: 'text' | 'email' | 'tel', autoComplete: string, f = field(key)) => (
    <TextField
      label={LABELS[key]}
      name={key}
      type={type}
      autoComplete={autoComplete}
      required
      value={f.value}
      onChange={f.onChange}
      disabled={disabled}
      invalid={f.missing}
      errorText={`${LABELS[key]} is required`}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
      className={card({ elevation: 'lifted', padding: 'lg' })}
    >
      <h3 id="contact-form-heading" className={css({ textStyle: 'h3', mb: '1' })}>
        Send an enquiry
      </h3>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '6' })}>Fields marked * are required.</p>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' })}>
        <div className={css({ gridColumn: { sm: 'span 2' } })}>{required('fullName', 'text', 'name')}</div>
        {required('email', 'email', 'email')}
        {required('phone', 'tel', 'tel')}
        <SelectField
          label="Project Type"
          name="projectType"
          placeholder="Select project type"
          items={CONTACT_PROJECT_TYPES}
          value={projectType.value}
          onChange={projectType.onChange}
          disabled={disabled}
        />
        <SelectField
          label="Timeline"
          name="timeline"
          placeholder="Select timeline"
          items={CONTACT_TIMELINES}
          value={timeline.value}
          onChange={timeline.onChange}
          disabled={disabled}
        />
        <div className={css({ gridColumn: { sm: 'span 2' } })}>
          <TextField
            label="Message"
            name="message"
            multiline
            value={message.value}
            onChange={message.onChange}
            disabled={disabled}
            placeholder="Tell us about your deck: size, site, anything we should know."
          />
        </div>
        <div className={css({ gridColumn: { sm: 'span 2' }, display: 'grid', gap: '3' })}>
          <CheckboxField
            name="newsletter"
            label="Subscribe to our newsletter: decking tips, colour releases and offers"
            checked={newsletter.checked}
            onChange={newsletter.onChange}
            disabled={disabled}
          />
          <CheckboxField
            name="privacy"
            required
            invalid={alert === MESSAGES.contactPrivacyRequired}
            label={
              <>
                I accept the{' '}
                <Link to="/terms" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
                  privacy policy
                </Link>{' '}
                <span aria-hidden="true" className={css({ color: 'brick.600' })}>
                  *
                </span>
              </>
            }
            checked={privacy.checked}
            onChange={privacy.onChange}
            disabled={disabled}
          />
        </div>
      </div>
      <div aria-live="polite" className={css({ mt: '5', display: 'grid', gap: '3', _empty: { display: 'none' } })}>
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        {status && sent ? (
          <Alert tone="success" title={status}>
            We will be in touch soon.
          </Alert>
        ) : null}
        {status && !sent ? <Alert tone="error">{status}</Alert> : null}
      </div>
      <button
        type="submit"
        disabled={busy || disabled}
        aria-busy={busy}
        className={cx(button({ variant: 'primary', size: 'lg', fullWidth: true }), css({ mt: '6' }))}
      >
        {label}
      </button>
    </form>
  );
}

/** The form with its own actor (inspectable with ?inspect). */
export function ContactForm() {
  return (
    <ContactFormContext.Provider logic={appContactFormMachine}>
      <ContactFormView />
    </ContactFormContext.Provider>
  );
}
