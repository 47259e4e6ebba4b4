// Public holidays of Victoria from the maintained `date-holidays` library (docs/product.md#delivery:
// no delivery on them), never a hand-written list: Melbourne Cup Day, the King's Birthday and the
// AFL Grand Final Friday move from year to year.
import Holidays from 'date-holidays';

const victoria = new Holidays('AU', 'VIC');
const byYear = new Map<number, ReadonlyMap<string, string>>();

/** The year's public holidays of Victoria: 'YYYY-MM-DD' to the holiday's name. */
export function victorianHolidays(year: number): ReadonlyMap<string, string> {
  let days = byYear.get(year);
  if (!days) {
    const map = new Map<string, string>();
    for (const h of victoria.getHolidays(year)) {
      // School terms and observances (Mother's Day) are in the list too; only public holidays close the warehouse.
      if (h.type !== 'public') continue;
      const day = h.date.slice(0, 10);
      if (!map.has(day)) map.set(day, h.name);
    }
    days = map;
    byYear.set(year, days);
  }
  return days;
}

/** The name of the Victorian public holiday on this 'YYYY-MM-DD' day, or null. */
export function victorianHoliday(day: string): string | null {
  return victorianHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}
