/**
 * One year of the production calendar as the operator enters it from the Government's decree (issue 24): the weekdays
 * off and the weekend days worked, typed as dates, checked against the year, and summed by month so the operator can
 * compare the count with the decree's («247 рабочих дней»).
 */
import type { DayKey } from '../billing/calendar.ts';
import { formatIsoDate as ddmmyyyy } from '../format/date.ts';
import { CALENDAR_TEXTS } from './texts.ts';
import {
  addCalendarDays,
  type CalendarDay,
  calendarDaysBetween,
  isWeekendDay,
  isWorkingDay,
  type ProductionCalendar,
  workingDaysBetween,
} from './working-days.ts';

/** A decree's exceptions, as the operator enters them. */
export type CalendarYearDays = { holidays: DayKey[]; working: DayKey[] };
export type CalendarYearError = { field: keyof CalendarYearDays; message: string };

/** Whether `day` is a real date (2027-02-30 is not). */
function isRealDay(day: DayKey): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * Dates typed as ДД.ММ.ГГГГ (or ГГГГ-ММ-ДД), separated by commas, semicolons, spaces or lines, in order and without
 * repeats; the first that is not a date is named in the error.
 */
export function parseDayList(text: string): { days: DayKey[] } | { error: string } {
  const days = new Set<DayKey>();
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(token);
    const day = dotted
      ? `${dotted[3]}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}`
      : /^\d{4}-\d{2}-\d{2}$/.test(token)
        ? token
        : null;
    if (!day || !isRealDay(day)) return { error: CALENDAR_TEXTS.notADate(token) };
    days.add(day);
  }
  return { days: [...days].sort() };
}

/** The Russian error of a year's entered days and the list it is in, or null: each day in the year, off on a weekday, worked on a weekend. */
export function calendarYearError(year: number, { holidays, working }: CalendarYearDays): CalendarYearError | null {
  for (const [field, days] of [
    ['holidays', holidays],
    ['working', working],
  ] as const) {
    for (const day of days) {
      if (!isRealDay(day)) return { field, message: CALENDAR_TEXTS.notADate(day) };
      if (Number(day.slice(0, 4)) !== year) return { field, message: CALENDAR_TEXTS.outsideYear(ddmmyyyy(day), year) };
    }
  }
  const worked = new Set(working);
  const both = holidays.find((day) => worked.has(day));
  if (both) return { field: 'working', message: CALENDAR_TEXTS.inBothLists(ddmmyyyy(both)) };
  const weekendOff = holidays.find(isWeekendDay);
  if (weekendOff) return { field: 'holidays', message: CALENDAR_TEXTS.holidayOnWeekend(ddmmyyyy(weekendOff)) };
  const weekdayWorked = working.find((day) => !isWeekendDay(day));
  if (weekdayWorked) return { field: 'working', message: CALENDAR_TEXTS.workingOnWeekday(ddmmyyyy(weekdayWorked)) };
  return null;
}

/** The entered lists as the calendar's stored days. */
export function calendarDaysOf({ holidays, working }: CalendarYearDays): CalendarDay[] {
  return [
    ...holidays.map((day): CalendarDay => ({ day, kind: 'holiday' })),
    ...working.map((day): CalendarDay => ({ day, kind: 'working' })),
  ].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * A year's exceptions as the calendar counts them: its decree, or for a year nobody has decreed, the Labour Code's
 * weekdays off, so the operator starts a new year's decree from them rather than from nothing.
 */
export function calendarYearDays(calendar: ProductionCalendar, year: number): CalendarYearDays {
  const days: CalendarYearDays = { holidays: [], working: [] };
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addCalendarDays(day, 1)) {
    if (isWeekendDay(day) && isWorkingDay(calendar, day)) days.working.push(day);
    if (!isWeekendDay(day) && !isWorkingDay(calendar, day)) days.holidays.push(day);
  }
  return days;
}

export type CalendarYearSummary = { workingDays: number; months: Array<{ month: number; workingDays: number; daysOff: number }> };

/** Working days and days off of each month of `year`, and the year's working days, by the calendar's rules. */
export function calendarYearSummary(calendar: ProductionCalendar, year: number): CalendarYearSummary {
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const nextFirst = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const workingDays = workingDaysBetween(calendar, addCalendarDays(first, -1), addCalendarDays(nextFirst, -1));
    const length = calendarDaysBetween(first, nextFirst);
    return { month, workingDays, daysOff: length - workingDays };
  });
  return { workingDays: months.reduce((sum, m) => sum + m.workingDays, 0), months };
}
