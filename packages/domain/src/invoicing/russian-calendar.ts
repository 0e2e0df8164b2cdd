/**
 * The decreed Russian production calendars the portal ships with: the weekdays off (holidays and the weekends moved onto
 * weekdays) and the Saturdays worked, by the Government's decrees for each year. The operator enters later years in the
 * back office; until then a year follows the Labour Code alone (see `working-days.ts`).
 */
import type { CalendarDay } from './working-days.ts';

const holidays = (year: number, days: ReadonlyArray<string>): CalendarDay[] => days.map((d) => ({ day: `${year}-${d}`, kind: 'holiday' }));
const working = (year: number, days: ReadonlyArray<string>): CalendarDay[] => days.map((d) => ({ day: `${year}-${d}`, kind: 'working' }));

export const RUSSIAN_PRODUCTION_CALENDAR: ReadonlyArray<CalendarDay> = [
  // Decree of 10.08.2023 No. 1306: 248 working days.
  ...holidays(2024, ['01-01', '01-02', '01-03', '01-04', '01-05', '01-08', '02-23', '03-08', '04-29', '04-30']),
  ...holidays(2024, ['05-01', '05-09', '05-10', '06-12', '11-04', '12-30', '12-31']),
  ...working(2024, ['04-27', '11-02', '12-28']),
  // Decree of 04.10.2024 No. 1335: 247 working days.
  ...holidays(2025, ['01-01', '01-02', '01-03', '01-06', '01-07', '01-08', '02-24', '03-10', '05-01', '05-02']),
  ...holidays(2025, ['05-09', '06-12', '11-03', '11-04', '12-31']),
  ...working(2025, ['11-01']),
  // Decree of 2025 for 2026: 247 working days, no Saturday worked.
  ...holidays(2026, ['01-01', '01-02', '01-05', '01-06', '01-07', '01-08', '01-09', '02-23', '03-09', '05-01']),
  ...holidays(2026, ['05-11', '06-12', '11-04', '12-31']),
];
