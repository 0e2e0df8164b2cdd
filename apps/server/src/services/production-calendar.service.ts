/**
 * The operator's production calendar (issue 24): a year's decreed days read with its working days by month, and a
 * year's decree entered or corrected. A year that has ended is not changed: its due dates and overdue counts are history.
 */
import {
  CALENDAR_TEXTS,
  type CalendarYearDays,
  type CalendarYearView,
  calendarDaysOf,
  calendarYearDays,
  calendarYearError,
  calendarYearSummary,
  dayKeyOf,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { calendarYearChange, replaceCalendarYear } from '../repositories/payment-cycle.repository.ts';
import { forgetCalendar, loadCalendar } from './invoice-states.ts';

const currentYear = (now: Date) => Number(dayKeyOf(now).slice(0, 4));

export async function calendarYearView(db: Db, year: number, now: Date = new Date()): Promise<CalendarYearView> {
  const [calendar, change] = await Promise.all([loadCalendar(db), calendarYearChange(db, year)]);
  const thisYear = currentYear(now);
  return {
    year,
    years: [...new Set([...calendar.years, thisYear, thisYear + 1, year])].sort((a, b) => a - b),
    decreed: calendar.years.has(year),
    editable: year >= thisYear,
    ...calendarYearDays(calendar, year),
    changedBy: change?.changedBy ?? null,
    changedAt: change?.changedAt.toISOString() ?? null,
    ...calendarYearSummary(calendar, year),
  };
}

/** Enters a year's decree in place of what was there; empty lists return the year to the Labour Code's rules. */
export async function saveCalendarYear(
  db: Db,
  accountId: string,
  year: number,
  days: CalendarYearDays,
  now: Date = new Date(),
): Promise<CalendarYearView> {
  if (year < currentYear(now)) throw AppError.validation('year', CALENDAR_TEXTS.pastYear);
  const error = calendarYearError(year, days);
  if (error) throw AppError.validation(error.field, error.message);
  await db.transaction().execute((trx) => replaceCalendarYear(trx, year, calendarDaysOf(days), accountId));
  forgetCalendar(db);
  return calendarYearView(db, year, now);
}
