// The current stop's Delivered or Not delivered form on /app/run (docs/product.md#delivery): the
// quantity delivered of each line (the ordered one unless changed), the receiver's name and signature
// or Left on site when the customer asked for it, photos from the phone's camera; or the reason it was
// not delivered with a photo. The driverRun machine holds every field and says what is missing.
import type { ChangeEvent, FormEvent } from 'react';
import { css } from 'styled-system/css';
import { alert, button, fieldLabel } from 'styled-system/recipes';
import { lineKey, openRunOf } from '../../../../machines/driverRun.machine';
import { NOT_DELIVERED_REASON_LABELS, NOT_DELIVERED_REASONS, onTheTruck, type NotDeliveredReason } from '../../../domain/lastMile';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField } from '../../components/form/TextField';
import * as RadioGroup from '../../components/ui/radio-group';
import { SignaturePad } from '../../components/ui/signature-pad';
import { DriverRunContext } from './runActor';
import { readPhoto } from './photos';
import { CAPTURE_PROBLEM_LABELS, RUN_LABELS as L } from './runLabels';

const form = css({ display: 'grid', gap: '4', mt: '4', pt: '4', borderTopWidth: '1px', borderColor: 'border.default' });

export function CaptureForm() {
  const { send } = DriverRunContext.useActorRef();
  const kind = DriverRunContext.useSelector((s) => s.context.capture?.kind ?? 'delivered');
  const problem = DriverRunContext.useSelector((s) => s.context.problem);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'capture.submit' });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={kind === 'delivered' ? L.delivered : L.notDelivered} className={form}>
      {kind === 'delivered' ? <DeliveredFields /> : <ReasonField />}
      <PhotoFields />
      {problem ? (
        <p role="alert" className={alert({ tone: 'error' })}>
          {CAPTURE_PROBLEM_LABELS[problem]}
        </p>
      ) : null}
      <div className={css({ display: 'grid', gap: '2' })}>
        <button type="submit" className={button({ variant: 'primary', fullWidth: true })}>
          {kind === 'delivered' ? L.confirmDelivered : L.confirmNotDelivered}
        </button>
        <button type="button" className={button({ variant: 'ghost', fullWidth: true })} onClick={() => send({ type: 'capture.cancel' })}>
          {L.cancel}
        </button>
      </div>
    </form>
  );
}

function DeliveredFields() {
  const { send } = DriverRunContext.useActorRef();
  const stop = DriverRunContext.useSelector((s) => openRunOf(s.context)!.stops[s.context.stopIndex]);
  const capture = DriverRunContext.useSelector((s) => s.context.capture!);
  const missing = DriverRunContext.useSelector((s) => s.context.problem);
  const leftOnSite = capture.leftOnSite && stop.leaveOnSite;
  return (
    <>
      {onTheTruck(stop.lines).map((line) => (
        <TextField
          key={lineKey(line)}
          label={L.deliveredOf(line.name, line.quantity)}
          name={`delivered-${lineKey(line)}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={String(capture.quantities[lineKey(line)] ?? line.quantity)}
          onChange={(value) => send({ type: 'capture.quantity', line: lineKey(line), value: Number(value) || 0 })}
        />
      ))}
      {stop.leaveOnSite ? (
        <CheckboxField
          name="leftOnSite"
          label={L.leftOnSite}
          checked={capture.leftOnSite}
          onChange={(value) => send({ type: 'capture.leftOnSite', value })}
        />
      ) : null}
      {leftOnSite ? null : (
        <>
          <TextField
            label={L.receiver}
            name="receiverName"
            required
            autoComplete="off"
            value={capture.receiverName}
            invalid={missing === 'receiverNeeded'}
            onChange={(value) => send({ type: 'capture.receiver', value })}
          />
          <SignaturePad label={L.signature} onChange={(value) => send({ type: 'capture.signature', value })} />
        </>
      )}
    </>
  );
}

function ReasonField() {
  const { send } = DriverRunContext.useActorRef();
  const reason = DriverRunContext.useSelector((s) => s.context.capture?.reason ?? null);
  return (
    <RadioGroup.Root
      name="reason"
      variant="option"
      value={reason}
      onValueChange={(d) => d.value && send({ type: 'capture.reason', value: d.value as NotDeliveredReason })}
    >
      <RadioGroup.Label className={fieldLabel()}>{L.reason}</RadioGroup.Label>
      <div className={css({ display: 'grid', gap: '2' })}>
        {NOT_DELIVERED_REASONS.map((r) => (
          <RadioGroup.Item key={r} value={r}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>{NOT_DELIVERED_REASON_LABELS[r]}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}

function PhotoFields() {
  const { send } = DriverRunContext.useActorRef();
  const photos = DriverRunContext.useSelector((s) => s.context.capture?.photos ?? []);
  const add = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    for (const file of Array.from(input.files ?? [])) send({ type: 'capture.photo.add', value: await readPhoto(file) });
    input.value = '';
  };
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <label className={fieldLabel()} htmlFor="run-photo">
        {L.addPhoto}
      </label>
      <input id="run-photo" type="file" accept="image/*" capture="environment" onChange={(e) => void add(e)} />
      {photos.length ? (
        <ul aria-label={L.photos} className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {photos.map((photo, i) => (
            <li key={i} className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
              <img src={photo} alt={`Photo ${i + 1}`} className={css({ w: '24', h: '24', objectFit: 'cover', borderRadius: 'control' })} />
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                onClick={() => send({ type: 'capture.photo.remove', index: i })}
              >
                {L.removePhoto(i + 1)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
