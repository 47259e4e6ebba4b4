// Ark UI DatePicker for the preferred date: value 'YYYY-MM-DD' from the machine, past days disabled
// (today in Australia/Melbourne is the minimum).
import { DatePicker, parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';
import { LOCALE, TIME_ZONE } from '../../../../domain/constants';
import { isCalendarDateString, todayIn } from '../../../../domain/dates';

const navButton = css({ w: '8', h: '8', display: 'grid', placeItems: 'center', bg: 'transparent', border: 'none', borderRadius: 'control', cursor: 'pointer', _hover: { bg: 'bg.subtle' } });
const cell = css({
  w: '9',
  h: '9',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'control',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { bg: 'bg.subtle' },
  '&[data-selected]': { bg: 'brand.solid', color: 'fg.inverse' },
  '&[data-today]': { fontWeight: '700', textDecoration: 'underline' },
  '&[data-disabled]': { opacity: 0.35, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  '&[data-outside-range]': { visibility: 'hidden' },
});

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
        Preferred Date<span aria-hidden="true" className={css({ color: 'brick.600', ml: '0.5' })}>*</span>
      </DatePicker.Label>
      <DatePicker.Control className={css({ display: 'flex', gap: '2', maxW: '20rem' })}>
        <DatePicker.Input className={input()} placeholder="dd/mm/yyyy" aria-invalid={invalid || undefined} />
        <DatePicker.Trigger className={cx(navButton, css({ w: '11', h: '11', borderWidth: '1px', borderColor: 'border.input' }))} aria-label="Open calendar">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', shadow: 'lift', p: '3', zIndex: '50' })}>
            <DatePicker.View view="day">
              <DatePicker.Context>
                {(api) => (
                  <>
                    <DatePicker.ViewControl className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' })}>
                      <DatePicker.PrevTrigger className={navButton} aria-label="Previous month">
                        ‹
                      </DatePicker.PrevTrigger>
                      <DatePicker.RangeText className={css({ fontWeight: '600' })} />
                      <DatePicker.NextTrigger className={navButton} aria-label="Next month">
                        ›
                      </DatePicker.NextTrigger>
                    </DatePicker.ViewControl>
                    <DatePicker.Table>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          {api.weekDays.map((d, i) => (
                            <DatePicker.TableHeader key={i} className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600', w: '9' })}>
                              {d.narrow}
                            </DatePicker.TableHeader>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {api.weeks.map((week, i) => (
                          <DatePicker.TableRow key={i}>
                            {week.map((day, j) => (
                              <DatePicker.TableCell key={j} value={day}>
                                <DatePicker.TableCellTrigger className={cell}>{day.day}</DatePicker.TableCellTrigger>
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
