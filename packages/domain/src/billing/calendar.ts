/**
 * Billing's calendar: months and days in Moscow time. Moscow has kept UTC+3 all year since 2014, so a Moscow day is a
 * fixed 24-hour span of UTC time and needs no time-zone database.
 */
export const MOSCOW_OFFSET_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;

/** A calendar month; `month` counts from 0 (January) as in the details page's `m` parameter. */
export type BillingMonth = { year: number; month: number };

/** A Moscow calendar day as 'yyyy-MM-dd'. */
export type DayKey = string;

/** The first instant of a Moscow day given as year, month (0–11) and day of month; days past the month's end roll over. */
export function moscowDayStart(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - MOSCOW_OFFSET_MS);
}

export function monthStart({ year, month }: BillingMonth): Date {
  return moscowDayStart(year, month, 1);
}

/** The first instant after the month. */
export function monthEnd({ year, month }: BillingMonth): Date {
  return moscowDayStart(year, month + 1, 1);
}

export function daysOfMonth({ year, month }: BillingMonth): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** A Moscow day of a month: its key and its first instant (epoch milliseconds). */
export type MonthDay = { readonly key: DayKey; readonly start: number };

const monthDayTables = new Map<number, ReadonlyArray<MonthDay>>();

/**
 * The Moscow days of a month in order, made once per month: a bill reads every day of the month for every option of
 * every subscription, and making a day's key (a Date and its ISO text) each time was a sixth of the details page's CPU.
 */
export function monthDays(month: BillingMonth): ReadonlyArray<MonthDay> {
  const index = month.year * 12 + month.month;
  let table = monthDayTables.get(index);
  if (!table) {
    const first = monthStart(month).getTime();
    table = Object.freeze(
      Array.from({ length: daysOfMonth(month) }, (_, i) =>
        Object.freeze({ key: dayKeyOf(new Date(first + i * DAY_MS)), start: first + i * DAY_MS }),
      ),
    );
    // The months anyone asks about are few; a bound keeps odd requests from growing the table forever.
    if (monthDayTables.size >= 240) monthDayTables.clear();
    monthDayTables.set(index, table);
  }
  return table;
}

/** The Moscow month that contains a moment. */
export function monthOf(at: Date): BillingMonth {
  const shifted = new Date(at.getTime() + MOSCOW_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() };
}

/** Day keys already written, by day number: a list asks for the same few days on every row (issue 34). */
const dayKeys = new Map<number, DayKey>();
const DAY_KEYS_KEPT = 4096;

/** The Moscow day that contains a moment, as 'yyyy-MM-dd'. */
export function dayKeyOf(at: Date): DayKey {
  const day = Math.floor((at.getTime() + MOSCOW_OFFSET_MS) / DAY_MS);
  let key = dayKeys.get(day);
  if (key === undefined) {
    key = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayKeys.size >= DAY_KEYS_KEPT) dayKeys.clear();
    dayKeys.set(day, key);
  }
  return key;
}

export function addMonths({ year, month }: BillingMonth, count: number): BillingMonth {
  const index = year * 12 + month + count;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** Whole months from one month to another (0 when equal, negative when `to` is earlier). */
export function monthsBetween(from: BillingMonth, to: BillingMonth): number {
  return to.year * 12 + to.month - (from.year * 12 + from.month);
}

/** Trial days (document 2 §9): 86,400,000 ms per day, rounded up. */
export function trialDays(start: Date, end: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
}
