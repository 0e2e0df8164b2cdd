/**
 * Working days of the Russian production calendar (производственный календарь), in Moscow days. Every due date and
 * overdue count of the payment cycle is counted in these days.
 *
 * A year's calendar is decreed by the Government each autumn: which holidays fall, which weekends move to other days and
 * which Saturdays become working days. Those decrees are data (`ProductionCalendar`), kept by the operator; a year
 * nobody has entered yet follows the Labour Code alone (weekends, the statutory holidays of article 112 and its rule
 * that a holiday on a weekend moves the day off to the next working day, January's holidays excepted).
 */
import { DAY_MS, type DayKey } from '../billing/calendar.ts';

/** One dated exception of a decreed year: a weekday off, or a weekend day that is worked. */
export type CalendarDay = { day: DayKey; kind: 'holiday' | 'working' };

/** The decreed years and their exceptions; a decreed year's weekdays are working unless listed as 'holiday'. */
export type ProductionCalendar = { years: ReadonlySet<number>; days: ReadonlyMap<DayKey, CalendarDay['kind']> };

export function productionCalendar(days: ReadonlyArray<CalendarDay>): ProductionCalendar {
  return {
    years: new Set(days.map((d) => Number(d.day.slice(0, 4)))),
    days: new Map(days.map((d) => [d.day, d.kind])),
  };
}

/** Statutory non-working holidays (Labour Code, article 112), as month (1–12) and day. */
const STATUTORY_HOLIDAYS: ReadonlyArray<readonly [number, number]> = [
  [1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6], [1, 7], [1, 8],
  [2, 23], [3, 8], [5, 1], [5, 9], [6, 12], [11, 4],
]; // prettier-ignore

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of a UTC-midnight date that stands for a calendar day. */
const keyOf = (date: Date): DayKey => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const dateOf = (day: DayKey): Date => new Date(`${day}T00:00:00Z`);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** A Saturday or a Sunday. */
export const isWeekendDay = (day: DayKey): boolean => isWeekend(dateOf(day));

/** Calendar days from one day to another (0 when equal, negative when `to` is earlier). */
export const calendarDaysBetween = (from: DayKey, to: DayKey): number =>
  Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / DAY_MS);

export function addCalendarDays(day: DayKey, count: number): DayKey {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + count);
  return keyOf(date);
}

/** The days off of a year nobody has decreed: weekends, statutory holidays, and their transfer to the next working day. */
function undecreedDaysOff(year: number): Set<DayKey> {
  const off = new Set<DayKey>();
  const holidays = STATUTORY_HOLIDAYS.map(([m, d]) => `${year}-${pad(m)}-${pad(d)}`);
  for (const h of holidays) off.add(h);
  for (const h of holidays) {
    // January's holidays on a weekend are moved only by decree (article 112, part 2).
    if (h.slice(5, 7) === '01' || !isWeekend(dateOf(h))) continue;
    let next = addCalendarDays(h, 1);
    while (isWeekend(dateOf(next)) || off.has(next)) next = addCalendarDays(next, 1);
    off.add(next);
  }
  return off;
}

const undecreedCache = new Map<number, Set<DayKey>>();

export function isWorkingDay(calendar: ProductionCalendar, day: DayKey): boolean {
  const year = Number(day.slice(0, 4));
  if (calendar.years.has(year)) {
    const kind = calendar.days.get(day);
    return kind ? kind === 'working' : !isWeekend(dateOf(day));
  }
  let off = undecreedCache.get(year);
  if (!off) undecreedCache.set(year, (off = undecreedDaysOff(year)));
  return !isWeekend(dateOf(day)) && !off.has(day);
}

/**
 * The day on which `count` working days after `day` have passed: the count-th working day after it (`day` itself is
 * not counted). With 0, the first working day from `day` on.
 */
export function addWorkingDays(calendar: ProductionCalendar, day: DayKey, count: number): DayKey {
  let current = day;
  if (count === 0) {
    while (!isWorkingDay(calendar, current)) current = addCalendarDays(current, 1);
    return current;
  }
  for (let left = count; left > 0;) {
    current = addCalendarDays(current, 1);
    if (isWorkingDay(calendar, current)) left -= 1;
  }
  return current;
}

/** Per calendar and year: how many working days of the year have passed by the end of each of its days. */
const yearCounts = new WeakMap<ProductionCalendar, Map<number, Uint16Array>>();

function countsOfYear(calendar: ProductionCalendar, year: number): Uint16Array {
  let years = yearCounts.get(calendar);
  if (!years) yearCounts.set(calendar, (years = new Map()));
  let counts = years.get(year);
  if (!counts) {
    const length = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
    counts = new Uint16Array(length);
    let running = 0;
    for (let i = 0, day = `${year}-01-01`; i < length; i++, day = addCalendarDays(day, 1)) {
      if (isWorkingDay(calendar, day)) running += 1;
      counts[i] = running;
    }
    years.set(year, counts);
  }
  return counts;
}

/** Working days of `day`'s year up to and including `day`. */
function workingDaysOfYearTo(calendar: ProductionCalendar, day: DayKey): number {
  const year = Number(day.slice(0, 4));
  const index = (dateOf(day).getTime() - Date.UTC(year, 0, 1)) / 86_400_000;
  return countsOfYear(calendar, year)[index] ?? 0;
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(calendar: ProductionCalendar, from: DayKey, to: DayKey): number {
  if (to <= from) return 0;
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  let count = workingDaysOfYearTo(calendar, to) - workingDaysOfYearTo(calendar, from);
  for (let year = fromYear; year < toYear; year++) count += countsOfYear(calendar, year).at(-1) ?? 0;
  return count;
}
