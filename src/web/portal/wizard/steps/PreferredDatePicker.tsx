// Ark UI DatePicker for the preferred date: value 'YYYY-MM-DD' from the machine, past days disabled
// (today in Australia/Melbourne is the minimum).
import { parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { fieldLabel, input } from 'styled-system/recipes';
import { LOCALE, TIME_ZONE } from '../../../../domain/constants';
import { isCalendarDateString, todayIn } from '../../../../domain/dates';
import { RequiredMark } from '../../../components/form/TextField';
import * as DatePicker from '../../../components/ui/date-picker';

export function PreferredDatePicker({ value, onChange, invalid }: { value: string; onChange: (value: string) => void; invalid?: boolean }) {
  const today = todayIn(TIME_ZONE);
  return (
    <DatePicker.Root
      value={isCalendarDateString(value) ? [parseDate(value)] : []}
      min={parseDate(today)}
      locale={LOCALE}
      timeZone={TIME_ZONE}
      onValueChange={(d) => onChange(d.value[0]?.toString() ?? '')}
      positioning={{ placement: 'bottom-start' }}
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
                {(api) => (
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
                            {week.map((day, j) => (
                              <DatePicker.TableCell key={j} value={day}>
                                <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </>
                )}
              </DatePicker.Context>
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
