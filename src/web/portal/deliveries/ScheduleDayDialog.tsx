// The admin's scheduling dialog (docs/product.md#delivery): an Ark UI Dialog over the scheduleDay machine
// with the day's calendar (the days the warehouse cannot serve marked with their reason), Schedule or
// Move; refusals (no day, the order's own day, a full, closed or non-delivery day, the day just filled)
// are said plainly, and the customer is e-mailed by the server. ScheduleDayProvider gives /app/deliveries
// and a run sheet one dialog for all their rows.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { actionRow, button } from 'styled-system/recipes';
import { scheduleDayMachine, type ScheduleProblem, type ScheduleTarget } from '../../../../machines/scheduleDay.machine';
import { TIME_ZONE, type DeliveryMethod } from '../../../domain/constants';
import { formatDate, todayIn } from '../../../domain/dates';
import { addDays, MAX_DAYS_SPAN } from '../../../domain/deliveryDays';
import { dayReasonText, refusalMessage } from '../../../domain/deliveryTexts';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { onDeliveriesChanged, scheduleOrder, useDeliveryDays } from '../../api/delivery';
import { Alert } from '../../components/Alert';
import { MarkedDatePicker } from '../../components/MarkedDatePicker';
import * as Dialog from '../../components/ui/dialog';
import { getInspect } from '../../inspect';

const LABELS = {
  day: 'Day',
  key: 'Days that cannot be chosen',
  schedule: 'Schedule',
  move: 'Move',
  saving: 'Saving...',
  cancel: 'Cancel',
  done: 'Done',
  emailed: 'The customer has been e-mailed.',
  noDay: 'Choose a day',
  sameDay: 'The order already has this day: choose another day',
  failed: 'Failed to schedule the order. Please try again.',
} as const;

function appScheduleDayMachine(qc: QueryClient, client: ApiClient) {
  return scheduleDayMachine.provide({
    actors: { scheduleOrder: fromPromise(({ input }) => scheduleOrder(client, input)) },
    actions: { daysChanged: () => void onDeliveriesChanged(qc) },
  });
}

export const ScheduleDayContext = createActorContext(scheduleDayMachine, { inspect: getInspect() });

/** The dialog's actor and the dialog itself, once for a page whose rows open it. */
export function ScheduleDayProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const client = useApiClient();
  const logic = useMemo(() => appScheduleDayMachine(qc, client), [qc, client]);
  return (
    <ScheduleDayContext.Provider logic={logic}>
      {children}
      <ScheduleDayDialog />
    </ScheduleDayContext.Provider>
  );
}

/** The button of a row that opens the dialog for its order. */
export function ScheduleButton({ target, label }: { target: ScheduleTarget; label: string }) {
  const { send } = ScheduleDayContext.useActorRef();
  return (
    <button
      type="button"
      className={button({ variant: target.confirmedDay ? 'secondary' : 'primary', size: 'sm' })}
      onClick={() => send({ type: 'schedule.open', target })}
    >
      {label}
    </button>
  );
}

function problemText(problem: ScheduleProblem, method: DeliveryMethod): string {
  switch (problem.kind) {
    case 'noDay':
      return LABELS.noDay;
    case 'sameDay':
      return LABELS.sameDay;
    case 'dayRefused':
      return refusalMessage(method, problem.day, problem.reason, problem.holiday);
    case 'justFilled':
      return `${formatDate(problem.day)} just filled: choose another day`;
    case 'failed':
      return problem.message ?? LABELS.failed;
  }
}

/** Hands the days of the coming months, for the order's method, to the machine. */
function DaysLoader({ method }: { method: DeliveryMethod }) {
  const { send } = ScheduleDayContext.useActorRef();
  const today = todayIn(TIME_ZONE);
  const days = useDeliveryDays(method, today, addDays(today, MAX_DAYS_SPAN - 1));
  useEffect(() => {
    if (days.data) send({ type: 'days.receive', days: days.data });
  }, [send, days.data]);
  return null;
}

function ScheduleDayDialog() {
  const { send } = ScheduleDayContext.useActorRef();
  const target = ScheduleDayContext.useSelector((s) => s.context.target);
  const day = ScheduleDayContext.useSelector((s) => s.context.day);
  const problem = ScheduleDayContext.useSelector((s) => s.context.problem);
  const result = ScheduleDayContext.useSelector((s) => s.context.result);
  const busy = ScheduleDayContext.useSelector((s) => s.matches({ open: 'submitting' }));
  const done = ScheduleDayContext.useSelector((s) => s.matches({ open: 'done' }));
  const days = ScheduleDayContext.useSelector((s) => s.context.days);
  if (!target) return null;
  const moving = target.confirmedDay !== null;
  const marks = Object.fromEntries(
    Object.entries(days).flatMap(([date, d]) => (d.reason ? [[date, dayReasonText(target.method, d.reason, d.holiday)]] : [])),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'schedule.submit' });
  };
  return (
    <Dialog.ModalDialog
      title={`${moving ? 'Move' : 'Schedule'} order ${target.ref}`}
      busy={busy}
      open
      onOpenChange={(d) => !d.open && send({ type: 'dialog.close' })}
    >
      <DaysLoader method={target.method} />
      {done && result ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <Alert tone="success">
            {result.previousDay
              ? `Order ${target.ref} moved from ${formatDate(result.previousDay)} to ${formatDate(result.confirmedDay)}.`
              : `Order ${target.ref} scheduled for ${formatDate(result.confirmedDay)}.`}{' '}
            {LABELS.emailed}
          </Alert>
          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <Dialog.CloseTrigger type="button" className={button({ variant: 'primary' })}>
              {LABELS.done}
            </Dialog.CloseTrigger>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })}>
          <Dialog.Description>
            {moving ? `Now on ${formatDate(target.confirmedDay!)}. ` : ''}
            {target.preferredDate ? `Preferred date ${formatDate(target.preferredDate)}.` : ''}
          </Dialog.Description>
          <MarkedDatePicker
            label={LABELS.day}
            name="day"
            required
            value={day}
            min={todayIn(TIME_ZONE)}
            marks={marks}
            keyLabel={LABELS.key}
            invalid={problem !== undefined}
            inline
            onChange={(value) => send({ type: 'day.choose', day: value })}
          />
          {problem ? <Alert tone="error">{problemText(problem, target.method)}</Alert> : null}
          <div className={actionRow({ justify: 'end' })}>
            <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={busy}>
              {LABELS.cancel}
            </Dialog.CloseTrigger>
            <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy}>
              {busy ? LABELS.saving : moving ? LABELS.move : LABELS.schedule}
            </button>
          </div>
        </form>
      )}
    </Dialog.ModalDialog>
  );
}
