// The preferred date (MarkedDatePicker, Ark UI): value 'YYYY-MM-DD' from the form's machine, past days
// disabled (today in Australia/Melbourne is the minimum). Signed in, the calendar marks the days the
// warehouse cannot serve for the chosen method (GET /api/delivery/days) with their reason, in the
// cell's accessible name and in a key under the month; a marked day can be picked, and then the
// calendar's refusal says why it cannot be ordered for (the form refuses it with the same words).
// The selection and its marks are the preferredDay machine. Without a sign-in (the quote page's Accept
// quote form) the caller fetches the days itself and hands them in as dayMarks.
import { createActorContext } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import {
  chosenRefusalOf,
  decidedDayOf,
  monthRange,
  preferredDayMachine,
  type CalendarDay,
  type DecidedDay,
} from '../../../../../machines/preferredDay.machine';
import { TIME_ZONE, type DeliveryMethod } from '../../../../domain/constants';
import { todayIn } from '../../../../domain/dates';
import { useDeliveryDays } from '../../../api/delivery';
import { MarkedDatePicker } from '../../../components/MarkedDatePicker';
import { getInspect } from '../../../inspect';

const KEY_LABEL = 'Days we cannot deliver or open';

const PreferredDayContext = createActorContext(preferredDayMachine, { inspect: getInspect() });

export interface PreferredDatePickerProps {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The delivery method chosen so far: the calendar marks that method's days. */
  method?: DeliveryMethod | '';
  /** Mark the days from the server (it answers signed-in users only). */
  markDays?: boolean;
  /** Marks the caller fetched (the quote page, through its machine): told which weeks are shown, it hands their days in. */
  dayMarks?: DayMarks;
  /** Told each time the chosen day is decided (the server has answered for it and the method), for a form that waits on it. */
  onDayDecided?: (day: DecidedDay) => void;
}

export interface DayMarks {
  days: readonly CalendarDay[];
  /** Keep it stable (useCallback): each call asks for the weeks' days. */
  onWeeksShown: (from: string, to: string) => void;
}

export function PreferredDatePicker({ value, method = '', markDays = false, dayMarks, ...rest }: PreferredDatePickerProps) {
  return (
    <PreferredDayContext.Provider options={{ input: { method, value, today: todayIn(TIME_ZONE) } }}>
      {markDays ? <MarkedDaysLoader method={method} /> : dayMarks ? <HandedDays method={method} {...dayMarks} /> : null}
      <PreferredDateField value={value} method={method} {...rest} />
    </PreferredDayContext.Provider>
  );
}

/**
 * Fetches the marks for the weeks shown and the method chosen, and hands each answer to the machine.
 * Rendered only where someone is signed in, so the public quote page needs no query client.
 */
function MarkedDaysLoader({ method }: { method: DeliveryMethod | '' }) {
  const { send } = PreferredDayContext.useActorRef();
  const from = PreferredDayContext.useSelector((s) => s.context.from);
  const to = PreferredDayContext.useSelector((s) => s.context.to);
  // Before a method is chosen the delivery days are asked for, and their marks shown only once one is.
  const days = useDeliveryDays(method || 'delivery', from, to);
  useEffect(() => send({ type: 'method.change', method }), [send, method]);
  useEffect(() => {
    if (days.data && method !== '') send({ type: 'days.receive', days: days.data });
  }, [send, days.data, method]);
  useEffect(() => {
    if (days.isError) send({ type: 'days.fail' });
  }, [send, days.isError]);
  return null;
}

/** Says which weeks are shown and hands the caller's days to the machine, as MarkedDaysLoader does with its own. */
function HandedDays({ method, days, onWeeksShown }: DayMarks & { method: DeliveryMethod | '' }) {
  const { send } = PreferredDayContext.useActorRef();
  const from = PreferredDayContext.useSelector((s) => s.context.from);
  const to = PreferredDayContext.useSelector((s) => s.context.to);
  useEffect(() => onWeeksShown(from, to), [onWeeksShown, from, to]);
  useEffect(() => send({ type: 'method.change', method }), [send, method]);
  useEffect(() => {
    if (method !== '') send({ type: 'days.receive', days });
  }, [send, days, method]);
  return null;
}

function PreferredDateField({ value, onChange, invalid, onDayDecided }: Omit<PreferredDatePickerProps, 'markDays' | 'dayMarks'>) {
  const { send } = PreferredDayContext.useActorRef();
  const decided = PreferredDayContext.useSelector((s) => decidedDayOf(s) !== null);
  const chosen = PreferredDayContext.useSelector((s) => s.context.value);
  const checkedMethod = PreferredDayContext.useSelector((s) => s.context.method);
  const refusal = PreferredDayContext.useSelector(chosenRefusalOf);
  // The latest callback, so a parent's new function on each render does not report the same day again.
  const reportDecided = useRef(onDayDecided);
  reportDecided.current = onDayDecided;
  useEffect(() => {
    if (decided) reportDecided.current?.({ value: chosen, method: checkedMethod, refusal });
  }, [decided, chosen, checkedMethod, refusal]);
  const marks = PreferredDayContext.useSelector((s) => s.context.marked);
  const today = todayIn(TIME_ZONE);
  // The form's value may change without the calendar (cleared, or an order again): the marks follow it.
  useEffect(() => send({ type: 'day.choose', value }), [send, value]);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <MarkedDatePicker
        label="Preferred Date"
        name="preferredDate"
        required
        value={value}
        onChange={onChange}
        invalid={invalid}
        min={today}
        marks={marks}
        keyLabel={KEY_LABEL}
        onMonthShown={(first) => send({ type: 'range.show', ...monthRange(first) })}
      />
      {refusal ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.default', bg: 'bg.accent', borderRadius: 'md', px: '3', py: '2' })}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
