// The quote dialog (docs/product.md#screens-and-routes, docs/product.md#flows): an Ark UI Dialog whose open state, step, selections,
// form and messages all come from the quoteDialog machine. The view reads single fields with
// useSelector and only sends events.
import { Portal } from '@ark-ui/react/portal';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { button, fieldLabel } from 'styled-system/recipes';
import { quoteColorStepOf, quoteStepNumber, selectedColorList, type QuoteFormField } from '../../../machines/quoteDialog.machine';
import { QUOTE_COLOR_STEP, QUOTE_COLOR_STEPS, type BoardItem, type QuoteColorStep } from '../../domain/catalogue';
import { displayColorName } from '../../domain/colors';
import { PROJECT_TIMEFRAMES } from '../../domain/constants';
import { formatCents } from '../../domain/money';
import { PRICES_UPDATED } from '../../domain/messages';
import { Alert } from '../components/Alert';
import { ItemImage } from '../components/ItemImage';
import { SelectField } from '../components/form/SelectField';
import { errorTextClass, RequiredMark, TextField } from '../components/form/TextField';
import * as Dialog from '../components/ui/dialog';
import * as RadioGroup from '../components/ui/radio-group';
import { QuoteDialogContext } from './quoteDialogActor';
import { nextButtonLabel, SUBMIT_QUOTE_LABEL } from './quoteDialogLabels';

export type QuoteStepColors = Record<QuoteColorStep, readonly BoardItem[]>;

export const QUOTE_DIALOG_TITLE = 'Request a Quote';
/** A step's title: a colour step names its range. */
const stepTitle = (step: QuoteColorStep | 'form') => (step === 'form' ? 'Contact Info' : `Choose a ${QUOTE_COLOR_STEP[step].label} colour`);
/** The colour steps, then the contact form. */
const STEP_COUNT = QUOTE_COLOR_STEPS.length + 1;
const selectedLabel = Object.fromEntries(QUOTE_COLOR_STEPS.map((s) => [s.selectedKey, s.label]));
const INSTALLER_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

function ColorStep({ step, colors }: { step: QuoteColorStep; colors: readonly BoardItem[] }) {
  const actor = QuoteDialogContext.useActorRef();
  const selectedId = QuoteDialogContext.useSelector((s) => s.context.selected[QUOTE_COLOR_STEP[step].selectedKey]?.item_id ?? null);
  return (
    <RadioGroup.Root
      variant="card"
      value={selectedId}
      onValueChange={(d) => {
        const item = colors.find((c) => c.item_id === d.value);
        if (item) actor.send({ type: 'color.select', color: { item_id: item.item_id, name: displayColorName(item.cf_board_colour) } });
      }}
    >
      <RadioGroup.Label className={css({ srOnly: true })}>{QUOTE_COLOR_STEP[step].label} colours</RadioGroup.Label>
      {colors.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No colours available for {QUOTE_COLOR_STEP[step].label} at the moment.</p>
      ) : null}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: '3',
        })}
      >
        {colors.map((c) => (
          <RadioGroup.Item key={c.item_id} value={c.item_id}>
            <div className={css({ borderRadius: 'control', overflow: 'hidden' })}>
              <ItemImage itemId={c.item_id} imageId={c.image_id} photoId={c.photo_id} alt="" width={240} height={160} />
            </div>
            <RadioGroup.ItemText>{displayColorName(c.cf_board_colour)}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}

/** The text beside a field a submit found empty. */
export const missingFieldText = (label: string) => `${label} is required`;
export const INSTALLER_MISSING_TEXT = 'Choose Yes or No';

function ContactForm() {
  const actor = QuoteDialogContext.useActorRef();
  const form = QuoteDialogContext.useSelector((s) => s.context.form);
  const missing = QuoteDialogContext.useSelector((s) => s.context.missing);
  const installerErrorId = useId();
  const change = (field: keyof typeof form) => (value: string) => actor.send({ type: 'field.change', field, value });
  // Each field a submit found empty is marked beside it (aria-invalid and its message) as well as in the spec's alert.
  const mark = (field: QuoteFormField, label: string) =>
    missing.includes(field) ? { invalid: true, errorText: missingFieldText(label) } : {};
  const installerMissing = missing.includes('needInstaller');
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
      <TextField
        label="Full Name"
        name="fullName"
        value={form.fullName}
        onChange={change('fullName')}
        required
        autoComplete="name"
        {...mark('fullName', 'Full Name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        value={form.email}
        onChange={change('email')}
        required
        autoComplete="email"
        {...mark('email', 'Email')}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        inputMode="tel"
        value={form.phone}
        onChange={change('phone')}
        required
        autoComplete="tel"
        {...mark('phone', 'Phone')}
      />
      <TextField
        label="Suburb"
        name="suburb"
        value={form.suburb}
        onChange={change('suburb')}
        required
        autoComplete="address-level2"
        {...mark('suburb', 'Suburb')}
      />
      <SelectField
        label="Project Start Timeframe"
        name="projectTimeframe"
        items={PROJECT_TIMEFRAMES}
        value={form.projectTimeframe}
        onChange={change('projectTimeframe')}
        placeholder="Select timeframe"
        required
        {...mark('projectTimeframe', 'Project Start Timeframe')}
      />
      <RadioGroup.Root
        variant="pill"
        value={form.needInstaller || null}
        onValueChange={(d) => d.value && change('needInstaller')(d.value)}
        name="needInstaller"
        invalid={installerMissing}
        aria-invalid={installerMissing || undefined}
        aria-describedby={installerMissing ? installerErrorId : undefined}
      >
        <RadioGroup.Label className={fieldLabel()}>
          Do you need an installer?
          <RequiredMark />
        </RadioGroup.Label>
        <div className={css({ display: 'flex', gap: '2' })}>
          {INSTALLER_OPTIONS.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
        {installerMissing ? (
          <p id={installerErrorId} className={errorTextClass}>
            {INSTALLER_MISSING_TEXT}
          </p>
        ) : null}
      </RadioGroup.Root>
    </div>
  );
}

/** docs/product.md#catalogue: what changed since the page opened, and the new total; nothing was stored yet. */
function PricesUpdatedAlert() {
  const changes = QuoteDialogContext.useSelector((s) => s.context.priceChanges);
  const totals = QuoteDialogContext.useSelector((s) => s.context.repricedTotals);
  if (!totals) return null;
  return (
    <Alert tone="info" title={PRICES_UPDATED}>
      <p>Our prices changed since this page opened. Nothing has been sent yet: check the new figures, then submit again.</p>
      <ul className={css({ pl: '5', listStyle: 'disc', mt: '1' })} aria-label="Changed prices">
        {changes.map((change) => (
          <li key={change.itemId}>
            {change.name}: was {formatCents(change.was)}, now {formatCents(change.now)}
          </li>
        ))}
      </ul>
      <p className={css({ fontWeight: '700', mt: '1' })}>New total: {formatCents(totals.totalCents)}</p>
    </Alert>
  );
}

export function QuoteDialog({ colors }: { colors: QuoteStepColors }) {
  const actor = QuoteDialogContext.useActorRef();
  const open = QuoteDialogContext.useSelector((s) => s.matches('open'));
  const stepNumber = QuoteDialogContext.useSelector((s) => quoteStepNumber(s));
  const colorStep = QuoteDialogContext.useSelector((s) => quoteColorStepOf(s));
  const onForm = QuoteDialogContext.useSelector((s) => s.matches({ open: 'form' }));
  const submitting = QuoteDialogContext.useSelector((s) => s.matches({ open: { form: 'submitting' } }));
  const nextLabel = QuoteDialogContext.useSelector((s) => nextButtonLabel(s));
  const canNext = QuoteDialogContext.useSelector((s) => s.can({ type: 'step.next' }));
  const canPrevious = QuoteDialogContext.useSelector((s) => s.can({ type: 'step.previous' }));
  const selected = QuoteDialogContext.useSelector((s) => s.context.selected);
  const alert = QuoteDialogContext.useSelector((s) => (s.matches('open') ? s.context.alert : undefined));
  const error = QuoteDialogContext.useSelector((s) => s.context.error);
  const stepKey = colorStep ?? 'form';
  const chosen = selectedColorList(selected);

  // Closing always asks the machine: while a submit is in flight it keeps the dialog open.
  return (
    <Dialog.Root variant="sheet" open={open} onOpenChange={(d) => !d.open && actor.send({ type: 'dialog.close' })} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4' })}>
              <div>
                <p className={css({ textStyle: 'eyebrow', color: 'fg.accent' })}>
                  Step {stepNumber ?? 1} of {STEP_COUNT}
                </p>
                <Dialog.Title>{stepTitle(stepKey)}</Dialog.Title>
                <Dialog.Description>{QUOTE_DIALOG_TITLE}</Dialog.Description>
              </div>
              <Dialog.CloseTrigger aria-label="Close" className={button({ variant: 'ghost', size: 'sm' })}>
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.CloseTrigger>
            </header>

            <section
              aria-label="Selected colours"
              className={css({ bg: 'bg.subtle', borderRadius: 'control', px: '4', py: '3', fontSize: 'sm' })}
            >
              <h3 className={css({ fontWeight: '600', mb: '1' })}>Selected colours</h3>
              {chosen.length === 0 ? (
                <p className={css({ color: 'fg.muted' })}>No colours selected yet.</p>
              ) : (
                <ul data-testid="selected-colours" className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
                  {chosen.map(({ key, color }) => (
                    <li key={key}>
                      <strong>{selectedLabel[key]}:</strong> {color.name}
                    </li>
                  ))}
                </ul>
              )}
            </section>

            {alert ? (
              <Alert
                tone="error"
                action={
                  <button
                    type="button"
                    className={button({ variant: 'ghost', size: 'sm' })}
                    onClick={() => actor.send({ type: 'alert.dismiss' })}
                  >
                    Dismiss
                  </button>
                }
              >
                {alert}
              </Alert>
            ) : null}

            {colorStep ? <ColorStep key={colorStep} step={colorStep} colors={colors[colorStep]} /> : null}
            {onForm ? <ContactForm /> : null}
            {onForm ? <PricesUpdatedAlert /> : null}
            {onForm && error ? <Alert tone="error">{error}</Alert> : null}

            <footer className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3', pt: '2' })}>
              {canPrevious || submitting ? (
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  disabled={submitting}
                  onClick={() => actor.send({ type: 'step.previous' })}
                >
                  Previous
                </button>
              ) : (
                <span />
              )}
              <div className={css({ display: 'flex', gap: '3', ml: 'auto' })}>
                {colorStep ? (
                  <>
                    <button type="button" className={button({ variant: 'ghost' })} onClick={() => actor.send({ type: 'step.skip' })}>
                      Skip
                    </button>
                    <button
                      type="button"
                      className={button({ variant: 'primary' })}
                      disabled={!canNext}
                      onClick={() => actor.send({ type: 'step.next' })}
                    >
                      {nextLabel}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className={cx(button({ variant: 'cta' }))}
                    disabled={submitting}
                    aria-busy={submitting || undefined}
                    onClick={() => actor.send({ type: 'quote.submit' })}
                  >
                    {SUBMIT_QUOTE_LABEL}
                  </button>
                )}
              </div>
            </footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
