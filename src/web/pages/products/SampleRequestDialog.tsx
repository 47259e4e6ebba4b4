// "Order free samples" on /products (docs/product.md#stock-and-samples): up to four colours ticked (Ark
// UI checkboxes, grouped by range), a name, an e-mail and a postal address, no account needed. A view over
// machines/sampleRequest; loaded only when first opened, so the products page's first JavaScript stays
// within its budget.
import { Portal } from '@ark-ui/react/portal';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { sampleRequestMachine } from '../../../../machines/sampleRequest.machine';
import { SAMPLE_FIELD_LABELS, canAddSampleColour, type SampleTextField } from '../../../domain/sampleForm';
import { MAX_SAMPLE_COLOURS, SAMPLE_MESSAGES, type SampleColour } from '../../../domain/samples';
import { sendSampleRequest } from '../../api/samples';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField, errorTextClass } from '../../components/form/TextField';
import * as Dialog from '../../components/ui/dialog';
import { getInspect } from '../../inspect';

const SampleRequestContext = createActorContext(
  sampleRequestMachine.provide({ actors: { sendSampleRequest: fromPromise(({ input }) => sendSampleRequest(input)) } }),
  { inspect: getInspect() },
);

export const SAMPLE_DIALOG_LABELS = {
  title: 'Order free samples',
  description: `Choose up to ${MAX_SAMPLE_COLOURS} colours and we'll post a sample of each, free. No account needed.`,
  colours: 'Colours',
  chosen: (n: number) => `${n} of ${MAX_SAMPLE_COLOURS} chosen`,
  send: 'Send my request',
  sending: 'Sending...',
  close: 'Close',
  done: 'Done',
  another: 'Order more samples',
} as const;

const TEXT_FIELDS: {
  field: SampleTextField;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required: boolean;
  inputMode?: 'numeric';
}[] = [
  { field: 'name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { field: 'street', type: 'text', autoComplete: 'street-address', required: true },
  { field: 'suburb', type: 'text', autoComplete: 'address-level2', required: true },
  { field: 'postcode', type: 'text', autoComplete: 'postal-code', required: true, inputMode: 'numeric' },
];

const fieldset = css({ border: 'none', p: '0', m: '0', display: 'grid', gap: '2' });
const legend = css({ fontWeight: '600', fontSize: 'sm', mb: '1' });
const colourGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '2',
  maxH: '16rem',
  overflowY: 'auto',
  p: '1',
});
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' });

function ColourPicker({ colours }: { colours: readonly SampleColour[] }) {
  const actor = SampleRequestContext.useActorRef();
  const chosen = SampleRequestContext.useSelector((s) => s.context.colours);
  const error = SampleRequestContext.useSelector((s) => s.context.fieldErrors.colours);
  const full = !canAddSampleColour(chosen);
  const ranges = [...new Set(colours.map((c) => c.range))];
  return (
    <fieldset className={fieldset} aria-describedby="sample-colours-count">
      <legend className={legend}>{SAMPLE_DIALOG_LABELS.colours}</legend>
      <p id="sample-colours-count" role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {full
          ? `${SAMPLE_DIALOG_LABELS.chosen(chosen.length)}. ${SAMPLE_MESSAGES.limitReached}.`
          : SAMPLE_DIALOG_LABELS.chosen(chosen.length)}
      </p>
      {ranges.map((range) => (
        <fieldset key={range} className={fieldset}>
          <legend className={css({ fontSize: 'sm', color: 'fg.muted' })}>{range}</legend>
          <div className={colourGrid}>
            {colours
              .filter((c) => c.range === range)
              .map((c) => {
                const checked = chosen.includes(c.itemId);
                return (
                  <CheckboxField
                    key={c.itemId}
                    name="colours"
                    label={`${c.range} ${c.name}`}
                    checked={checked}
                    disabled={full && !checked}
                    onChange={(next) => actor.send({ type: 'colour.toggle', itemId: c.itemId, checked: next })}
                  />
                );
              })}
          </div>
        </fieldset>
      ))}
      {error ? <p className={errorTextClass}>{error}</p> : null}
    </fieldset>
  );
}

function SampleForm({ colours }: { colours: readonly SampleColour[] }) {
  const actor = SampleRequestContext.useActorRef();
  const fields = SampleRequestContext.useSelector((s) => s.context.fields);
  const errors = SampleRequestContext.useSelector((s) => s.context.fieldErrors);
  const error = SampleRequestContext.useSelector((s) => s.context.error);
  const busy = SampleRequestContext.useSelector((s) => s.matches('submitting'));
  return (
    <form
      noValidate
      aria-label={SAMPLE_DIALOG_LABELS.title}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
      className={css({ display: 'grid', gap: '4', mt: '4' })}
    >
      <ColourPicker colours={colours} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
        {TEXT_FIELDS.map(({ field, type, autoComplete, required, inputMode }) => (
          <TextField
            key={field}
            label={SAMPLE_FIELD_LABELS[field]}
            name={field}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            required={required}
            value={fields[field]}
            invalid={errors[field] !== undefined}
            errorText={errors[field]}
            onChange={(value) => actor.send({ type: 'field.change', field, value })}
          />
        ))}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={actions}>
        <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy || undefined}>
          {busy ? SAMPLE_DIALOG_LABELS.sending : SAMPLE_DIALOG_LABELS.send}
        </button>
      </div>
    </form>
  );
}

function Sent() {
  const actor = SampleRequestContext.useActorRef();
  return (
    <div className={css({ display: 'grid', gap: '4', mt: '4' })}>
      <Alert tone="success">{SAMPLE_MESSAGES.sent}</Alert>
      <div className={actions}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'form.again' })}>
          {SAMPLE_DIALOG_LABELS.another}
        </button>
        <Dialog.CloseTrigger type="button" className={button({ variant: 'primary' })}>
          {SAMPLE_DIALOG_LABELS.done}
        </Dialog.CloseTrigger>
      </div>
    </div>
  );
}

function Body({ colours }: { colours: readonly SampleColour[] }) {
  const sent = SampleRequestContext.useSelector((s) => s.matches('sent'));
  return sent ? <Sent /> : <SampleForm colours={colours} />;
}

/** A sheet (from the bottom on phones, centred above): the colours and the address scroll inside it. */
function Sheet({ children, open, onClose }: { children: ReactNode; open: boolean; onClose: () => void }) {
  const busy = SampleRequestContext.useSelector((s) => s.matches('submitting'));
  return (
    <Dialog.Root
      variant="sheet"
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4' })}>
              <div>
                <Dialog.Title>{SAMPLE_DIALOG_LABELS.title}</Dialog.Title>
                <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{SAMPLE_DIALOG_LABELS.description}</p>
              </div>
              <Dialog.CloseTrigger type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={busy}>
                {SAMPLE_DIALOG_LABELS.close}
              </Dialog.CloseTrigger>
            </header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default function SampleRequestDialog({
  colours,
  open,
  onClose,
  chosen = [],
}: {
  colours: readonly SampleColour[];
  open: boolean;
  onClose: () => void;
  /** Colours ticked when it opens (the calculator's colour). */
  chosen?: readonly string[];
}) {
  return (
    <SampleRequestContext.Provider options={{ input: { colours: chosen } }}>
      <Sheet open={open} onClose={onClose}>
        <Body colours={colours} />
      </Sheet>
    </SampleRequestContext.Provider>
  );
}
