import { describe, expect, it } from 'vitest';
import { victorianHoliday, victorianHolidays } from './victorianHolidays';

describe('public holidays of Victoria (date-holidays)', () => {
  it('has Melbourne Cup Day on the first Tuesday of November', () => {
    expect(victorianHoliday('2026-11-03')).toBe('Melbourne Cup');
    expect(victorianHoliday('2027-11-02')).toBe('Melbourne Cup');
  });

  it("has the King's Birthday on the second Monday of June", () => {
    expect(victorianHoliday('2026-06-08')).toBe("King's Birthday");
    expect(victorianHoliday('2027-06-14')).toBe("King's Birthday");
  });

  it('has the fixed and Easter holidays of 2026 and 2027, with substitute days', () => {
    for (const day of ['2026-01-01', '2026-01-26', '2026-03-09', '2026-04-03', '2026-04-06', '2026-04-25', '2026-12-25', '2026-12-28']) {
      expect(victorianHoliday(day), day).not.toBeNull();
    }
    for (const day of ['2027-01-01', '2027-03-08', '2027-03-26', '2027-03-29', '2027-12-27', '2027-12-28']) {
      expect(victorianHoliday(day), day).not.toBeNull();
    }
  });

  it('leaves out school terms and observances', () => {
    expect(victorianHoliday('2026-05-10')).toBeNull(); // Mother's Day (a Sunday observance)
    expect(victorianHoliday('2026-06-29')).toBeNull(); // school holidays
    expect(victorianHoliday('2026-11-04')).toBeNull();
    expect([...victorianHolidays(2027).values()]).not.toContain('Term 2 holidays');
  });
});
