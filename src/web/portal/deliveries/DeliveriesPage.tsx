// Admin /app/deliveries (docs/product.md#delivery): To schedule (orders with delivery or
// pickup not yet given a day, oldest first, each scheduled in the scheduleDay dialog with the preferred
// date offered first), and the coming weeks' days with their scheduled deliveries against capacity,
// each day's capacity (Ark UI NumberInput) or closing, and its run sheet.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { TIME_ZONE } from '../../../domain/constants';
import { formatDate, formatDateTime, todayIn } from '../../../domain/dates';
import { addDays } from '../../../domain/deliveryDays';
import { DELIVERY_ZONE_LABELS, FREIGHT_TO_BE_QUOTED } from '../../../domain/deliveryZones';
import { MAX_DAY_CAPACITY, type DeliveryDayAnswer, type ToScheduleItem } from '../../../domain/schemas/delivery';
import { useDeliveryDays, useSetDay, useToSchedule } from '../../api/delivery';
import { queryState } from '../../api/queryState';
import { Alert } from '../../components/Alert';
import { QueryStatus } from '../../components/QueryStatus';
import * as NumberInput from '../../components/ui/number-input';
import { PageHeader } from '../PageHeader';
import { EmptyState } from '../EmptyState';
import { pageClass, table, tableWrap } from '../styles';
import { ScheduleButton, ScheduleDayProvider } from './ScheduleDayDialog';

/** The coming weeks the calendar shows. */
const WEEKS_SHOWN = 4;
const METHOD_LABELS = { delivery: 'Delivery', pickup: 'Pickup' } as const;
/** The banners' words when the server gives none of its own. */
const LOAD_FAILED = { toSchedule: 'The orders to schedule could not be loaded.', days: 'The coming days could not be loaded.' };

export function DeliveriesPage() {
  return (
    <ScheduleDayProvider>
      <DeliveriesView />
    </ScheduleDayProvider>
  );
}

function DeliveriesView() {
  const today = todayIn(TIME_ZONE);
  const toSchedule = useToSchedule();
  const days = useDeliveryDays('delivery', today, addDays(today, WEEKS_SHOWN * 7 - 1));
  const scheduleState = queryState(toSchedule, (items) => ({ items }), LOAD_FAILED.toSchedule);
  const daysState = queryState(days, (list) => ({ list }), LOAD_FAILED.days);
  return (
    <div className={pageClass}>
      <PageHeader title="Deliveries" />
      <section aria-labelledby="to-schedule-heading" className={css({ mb: '10' })}>
        <h2 id="to-schedule-heading" className={css({ textStyle: 'h3', mb: '3' })}>
          To schedule
        </h2>
        {scheduleState.status !== 'success' ? (
          <QueryStatus state={scheduleState} loading="Loading orders to schedule" />
        ) : scheduleState.items.length === 0 ? (
          <EmptyState text="Every order has its day." />
        ) : (
          <div className={tableWrap}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Method</th>
                  <th scope="col">Zone</th>
                  <th scope="col">Preferred date</th>
                  <th scope="col">Day</th>
                </tr>
              </thead>
              <tbody>
                {scheduleState.items.map((item) => (
                  <ToScheduleRow key={item.id} item={item} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="days-heading">
        <h2 id="days-heading" className={css({ textStyle: 'h3', mb: '3' })}>
          Coming weeks
        </h2>
        {daysState.status !== 'success' ? (
          <QueryStatus state={daysState} loading="Loading days" />
        ) : (
          <div className={tableWrap}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Scheduled</th>
                  <th scope="col">Capacity</th>
                  <th scope="col">Run sheet</th>
                </tr>
              </thead>
              <tbody>
                {daysState.list.map((day) => (
                  <DayRow key={day.date} day={day} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function ToScheduleRow({ item }: { item: ToScheduleItem }) {
  // The dialog offers the preferred day first; staff may pick another.
  const target = {
    orderId: item.id,
    ref: item.ref,
    method: item.deliveryMethod,
    preferredDate: item.preferredDate,
    confirmedDay: item.confirmedDay,
  };
  return (
    <tr>
      <td>
        <Link to={`/app/orders/${item.id}`} className={css({ color: 'fg.link' })}>
          {item.ref}
        </Link>
        {/* Back from a run (docs/product.md#delivery): why it was not delivered, or the follow-up of a short delivery. */}
        {item.rescheduleReason ? (
          <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{item.rescheduleReason}</span>
        ) : null}
      </td>
      <td>{formatDateTime(item.createdAt)}</td>
      <td>{item.customerEmail}</td>
      <td>{METHOD_LABELS[item.deliveryMethod]}</td>
      <td>{item.freightToBeQuoted ? FREIGHT_TO_BE_QUOTED : item.zone ? DELIVERY_ZONE_LABELS[item.zone] : '—'}</td>
      <td>{formatDate(item.preferredDate)}</td>
      <td>
        <ScheduleButton target={target} label="Schedule" />
      </td>
    </tr>
  );
}

function DayRow({ day }: { day: DeliveryDayAnswer }) {
  const [capacity, setCapacity] = useState(String(day.capacity ?? 0));
  const setDay = useSetDay();
  const closed = day.reason === 'closed';
  const save = (e: FormEvent) => {
    e.preventDefault();
    setDay.mutate({ day: day.date, capacity: Number(capacity), closed });
  };
  const serviceDay = day.reason !== 'weekend' && day.reason !== 'holiday';
  return (
    <tr>
      <th scope="row">
        {formatDate(day.date)}
        {day.note ? <span className={css({ display: 'block', fontWeight: '400', color: 'fg.muted' })}>{day.note}</span> : null}
      </th>
      <td>
        {day.scheduled} of {day.capacity}
      </td>
      <td>
        {serviceDay ? (
          <form onSubmit={save} className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <NumberInput.Root
              min={0}
              max={MAX_DAY_CAPACITY}
              allowMouseWheel={false}
              value={capacity}
              onValueChange={(d) => setCapacity(d.value)}
              className={css({ maxW: '8rem' })}
            >
              <NumberInput.Label className={css({ srOnly: true })}>Capacity of {formatDate(day.date)}</NumberInput.Label>
              <NumberInput.Control>
                <NumberInput.DecrementTrigger aria-label={`Fewer deliveries on ${formatDate(day.date)}`}>−</NumberInput.DecrementTrigger>
                <NumberInput.Input />
                <NumberInput.IncrementTrigger aria-label={`More deliveries on ${formatDate(day.date)}`}>+</NumberInput.IncrementTrigger>
              </NumberInput.Control>
            </NumberInput.Root>
            <button type="submit" className={button({ variant: 'secondary', size: 'sm' })} disabled={setDay.isPending}>
              Save
            </button>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              disabled={setDay.isPending}
              onClick={() => setDay.mutate({ day: day.date, capacity: Number(capacity), closed: !closed })}
            >
              {closed ? `Open ${formatDate(day.date)}` : `Close ${formatDate(day.date)}`}
            </button>
          </form>
        ) : (
          '—'
        )}
        {setDay.isError ? <Alert tone="error">{setDay.error.message}</Alert> : null}
      </td>
      <td>
        <Link to={`/app/deliveries/${day.date}`} className={css({ color: 'fg.link' })}>
          Run sheet {formatDate(day.date)}
        </Link>
      </td>
    </tr>
  );
}
