// Ark UI DatePicker for the preferred date: value 'YYYY-MM-DD' from the form's machine, past days
// disabled (today in Australia/Melbourne is the minimum). Signed in, the calendar marks the days the
// warehouse cannot serve for the chosen method (GET /api/delivery/days) with their reason, in the
// cell's accessible name and in a key under the month; a marked day can still be chosen (the spec's
// delivery step decides what is accepted) and then says staff will arrange the nearest available day.
// The selection and its marks are the preferredDay machine.
import { parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { createActorContext } from '@xstate/react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';
import { monthRange, preferredDayMachine, type MarkedDays } from '../../../../../machines/preferredDay.machine';
import { LOCALE, TIME_ZONE, type DeliveryMethod } from '../../../../domain/constants';
import { isCalendarDateString, todayIn } from '../../../../domain/dates';
import { useDeliveryDays } from '../../../api/delivery';
import { RequiredMark } from '../../../components/form/TextField';
import * as DatePicker from '../../../components/ui/date-picker';
import { getInspect } from '../../../inspect';

export const MARKED_DAY_NOTE = 'Our staff will arrange the nearest available day.';
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
}

export function PreferredDatePicker({ value, method = '', markDays = false, ...rest }: PreferredDatePickerProps) {
  return (
    <PreferredDayContext.Provider options={{ input: { method, value, today: todayIn(TIME_ZONE) } }}>
      {markDays ? <MarkedDaysLoader method={method} /> : null}
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
  return null;
}

const marked = css({
  position: 'relative',
  color: 'fg.muted',
  textDecoration: 'line-through',
  '&::after': {
    content: '""',
    position: 'absolute',
    bottom: '1',
    left: '50%',
    w: '1',
    h: '1',
    ml: '-0.5',
    borderRadius: 'full',
    bg: 'brick.600',
  },
});

/** The marked days of the month shown, grouped by reason: "Fully booked: 6, 13". */
function markKey(marks: MarkedDays, month: string): [string, number[]][] {
  const byNote = new Map<string, number[]>();
  for (const [day, note] of Object.entries(marks))
    if (day.startsWith(month)) byNote.set(note, [...(byNote.get(note) ?? []), Number(day.slice(8))]);
  return [...byNote].map(([note, days]) => [note, days.sort((a, b) => a - b)]);
}

function PreferredDateField({ value, onChange, invalid }: Omit<PreferredDatePickerProps, 'markDays'>) {
  const { send } = PreferredDayContext.useActorRef();
  const marks = PreferredDayContext.useSelector((s) => s.context.marked);
  const chosenNote = PreferredDayContext.useSelector((s) => (s.matches('marked') ? s.context.marked[s.context.value] : undefined));
  const today = todayIn(TIME_ZONE);
  // The form's value may change without the calendar (cleared, or an order again): the marks follow it.
  useEffect(() => send({ type: 'day.choose', value }), [send, value]);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <DatePicker.Root
        value={isCalendarDateString(value) ? [parseDate(value)] : []}
        min={parseDate(today)}
        locale={LOCALE}
        timeZone={TIME_ZONE}
        onValueChange={(d) => onChange(d.value[0]?.toString() ?? '')}
        onVisibleRangeChange={(d) => send({ type: 'range.show', ...monthRange(d.visibleRange.start.toString()) })}
        positioning={{ placement: 'bottom-start' }}
        translations={{
          dayCell: (cell) => {
            const name = `${cell.selected ? 'Selected date. ' : 'Choose '}${cell.valueText}`;
            const note = marks[cell.value.toString()];
            return note ? `${name}. ${note}` : name;
          },
        }}
      >
        <DatePicker.Label className={fieldLabel()}>
          Preferred Date
          <RequiredMark />
        </DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input name="preferredDate" className={input()} placeholder="dd/mm/yyyy" aria-invalid={invalid || undefined} />
          <DatePicker.Trigger aria-label="Open calendar">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </DatePicker.Trigger>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Context>
                  {(api) => {
                    const key = markKey(marks, api.visibleRange.start.toString().slice(0, 7));
                    return (
                      <>
                        <DatePicker.ViewControl>
                          <DatePicker.PrevTrigger aria-label="Previous month">‹</DatePicker.PrevTrigger>
                          <DatePicker.RangeText />
                          <DatePicker.NextTrigger aria-label="Next month">›</DatePicker.NextTrigger>
                        </DatePicker.ViewControl>
                        <DatePicker.Table>
                          <DatePicker.TableHead>
                            <DatePicker.TableRow>
                              {api.weekDays.map((d, i) => (
                                <DatePicker.TableHeader key={i}>{d.narrow}</DatePicker.TableHeader>
                              ))}
                            </DatePicker.TableRow>
                          </DatePicker.TableHead>
                          <DatePicker.TableBody>
                            {api.weeks.map((week, i) => (
                              <DatePicker.TableRow key={i}>
                                {week.map((day, j) => {
                                  const note = marks[day.toString()];
                                  return (
                                    <DatePicker.TableCell key={j} value={day}>
                                      <DatePicker.TableCellTrigger
                                        className={note ? marked : undefined}
                                        data-marked={note ? '' : undefined}
                                        title={note}
                                      >
                                        {day.day}
                                      </DatePicker.TableCellTrigger>
                                    </DatePicker.TableCell>
                                  );
                                })}
                              </DatePicker.TableRow>
                            ))}
                          </DatePicker.TableBody>
                        </DatePicker.Table>
                        {key.length > 0 ? (
                          <dl
                            aria-label={KEY_LABEL}
                            className={css({ mt: '3', fontSize: 'xs', color: 'fg.muted', maxW: '18rem', '& dd': { m: '0', mb: '1' } })}
                          >
                            {key.map(([note, days]) => (
                              <div key={note}>
                                <dt className={css({ fontWeight: '600' })}>{note}</dt>
                                <dd>{days.join(', ')}</dd>
                              </div>
                            ))}
                          </dl>
                        ) : null}
                      </>
                    );
                  }}
                </DatePicker.Context>
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {chosenNote ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.default', bg: 'bg.accent', borderRadius: 'md', px: '3', py: '2' })}>
          {chosenNote}. {MARKED_DAY_NOTE}
        </p>
      ) : null}
    </div>
  );
}
