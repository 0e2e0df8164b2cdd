/**
 * Prepaid options (document 1 §5, document 2 §4): an option paid for a range of months at once cannot be lowered
 * before that range ends. Days are Moscow calendar days written yyyy-MM-dd, which compare as strings.
 */
import { CHANGE_MESSAGES } from '../api/subscription-management-texts.ts';

/** A prepaid range: `months` months paid from the day `from` (yyyy-MM-dd). */
export type PrepaidRange = { from: string; months: number };

/** Built once: a formatter is costly to construct, cheap to use. */
const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Moscow calendar day of a moment, yyyy-MM-dd. */
export function moscowDay(at: Date): string {
  return MOSCOW_DAY.format(at);
}

/**
 * The first day after a prepaid range: `months` calendar months after its first day; a day the target month lacks
 * (31 January + 1 month) becomes that month's last day.
 */
export function prepaidRangeEnd(range: PrepaidRange): string {
  const [year = 0, month = 1, day = 1] = range.from.split('-').map(Number);
  const monthIndex = month - 1 + range.months;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Whether a prepaid range still runs on `today` (also when it has not started yet: it is paid already). */
export function isPrepaidRunning(range: PrepaidRange | null, today: string): boolean {
  return range !== null && today < prepaidRangeEnd(range);
}

/** May the subscription's options be lowered today: yes unless one of them is inside a running prepaid range. */
export function prepayAvailability(
  options: ReadonlyArray<{ prepaid: PrepaidRange | null }>,
  today: string,
): { available: boolean; message: string | null } {
  const available = !options.some((o) => isPrepaidRunning(o.prepaid, today));
  return { available, message: available ? null : CHANGE_MESSAGES.prepayUnavailable };
}
