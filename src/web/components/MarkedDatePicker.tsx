// The Ark UI DatePicker of a day field with marked days: each marked day carries its reason in its
// accessible name, a mark and a key under the month, and stays choosable (the form decides what it
// accepts). Used by the preferred date (wizard, quote page) and the admin's scheduling dialog.
import { parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';
import { LOCALE, TIME_ZONE } from '../../domain/constants';
import { isCalendarDateString, parseTypedDay } from '../../domain/dates';
import { RequiredMark } from './form/TextField';
import * as DatePicker from './ui/date-picker';

/** Why a day is marked, by date (YYYY-MM-DD); days missing here are not marked. */
export type DayMarks = Readonly<Record<string, string>>;

export interface MarkedDatePickerProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  marks: DayMarks;
  /** The name of the key of marked days under the month. */
  keyLabel: string;
  /** The first day of the month shown, whenever the calendar moves to another month. */
  onMonthShown?: (firstOfMonth: string) => void;
  min?: string;
  required?: boolean;
  invalid?: boolean;
  /** The calendar always shown under the field (in a dialog, where a popup could open out of sight). */
  inline?: boolean;
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
function markKey(marks: DayMarks, month: string): [string, number[]][] {
  const byNote = new Map<string, number[]>();
  for (const [day, note] of Object.entries(marks))
    if (day.startsWith(month)) byNote.set(note, [...(byNote.get(note) ?? []), Number(day.slice(8))]);
  return [...byNote].map(([note, days]) => [note, days.sort((a, b) => a - b)]);
}

export function MarkedDatePicker({
  label,
  name,
  value,
  onChange,
  marks,
  keyLabel,
  onMonthShown,
  min,
  required,
  invalid,
  inline = false,
}: MarkedDatePickerProps) {
  const calendar = (
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
                    aria-label={keyLabel}
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
  );
  return (
    <DatePicker.Root
      inline={inline}
      value={isCalendarDateString(value) ? [parseDate(value)] : []}
      min={min ? parseDate(min) : undefined}
      locale={LOCALE}
      timeZone={TIME_ZONE}
      // A typed day the locale's own parser misreads (a browser's ISO '2026-12-04') would become today.
      parse={(text) => {
        const day = parseTypedDay(text);
        return day ? parseDate(day) : undefined;
      }}
      onValueChange={(d) => onChange(d.value[0]?.toString() ?? '')}
      onVisibleRangeChange={(d) => onMonthShown?.(d.visibleRange.start.toString())}
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
        {label}
        {required ? <RequiredMark /> : null}
      </DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input name={name} className={input()} placeholder="dd/mm/yyyy" aria-invalid={invalid || undefined} />
        {inline ? null : (
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
        )}
      </DatePicker.Control>
      {inline ? (
        calendar
      ) : (
        <Portal>
          <DatePicker.Positioner>{calendar}</DatePicker.Positioner>
        </Portal>
      )}
    </DatePicker.Root>
  );
}
