import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RUSSIAN_PRODUCTION_CALENDAR } from './russian-calendar.ts';
import { addCalendarDays, addWorkingDays, isWorkingDay, productionCalendar, workingDaysBetween } from './working-days.ts';

const calendar = productionCalendar(RUSSIAN_PRODUCTION_CALENDAR);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const dayArb = fc.integer({ min: 0, max: 365 * 5 }).map((offset) => addCalendarDays('2024-01-01', offset));

describe('the production calendar', () => {
  it.each([
    [2024, 248],
    [2025, 247],
    [2026, 247],
  ])('%i has the decreed number of working days (%i)', (year, expected) => {
    expect(workingDaysBetween(calendar, `${year - 1}-12-31`, `${year}-12-31`)).toBe(expected);
  });

  it('knows the moved days: a Saturday worked, a Monday off, January holidays', () => {
    expect(isWorkingDay(calendar, '2025-11-01')).toBe(true); // Saturday worked
    expect(isWorkingDay(calendar, '2025-11-03')).toBe(false); // Monday off
    expect(isWorkingDay(calendar, '2026-01-09')).toBe(false); // Friday moved from 3 January
    expect(isWorkingDay(calendar, '2026-01-12')).toBe(true);
    expect(isWorkingDay(calendar, '2026-03-09')).toBe(false); // 8 March fell on a Sunday
  });

  it('follows the Labour Code in a year nobody decreed: a holiday on a weekend moves to the next working day', () => {
    const empty = productionCalendar([]);
    // 2027: 9 May is a Sunday, so Monday 10 May is off; 1 January is a Friday; 8 March a Monday.
    expect(isWorkingDay(empty, '2027-05-10')).toBe(false);
    expect(isWorkingDay(empty, '2027-05-11')).toBe(true);
    expect(isWorkingDay(empty, '2027-01-01')).toBe(false);
    expect(isWorkingDay(empty, '2027-03-08')).toBe(false);
    // January holidays on a weekend are moved only by decree.
    expect(isWorkingDay(empty, '2027-01-11')).toBe(true);
  });

  it('adds working days across the New Year holidays', () => {
    expect(addWorkingDays(calendar, '2025-12-26', 5)).toBe('2026-01-14');
    expect(addWorkingDays(calendar, '2026-01-03', 0)).toBe('2026-01-12');
    expect(addWorkingDays(calendar, '2026-11-02', 5)).toBe('2026-11-10'); // 4 November is off
  });

  it('never lands a due date on a day off', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 30 }), (day, n) => {
        const due = addWorkingDays(calendar, day, n);
        expect(isWorkingDay(calendar, due)).toBe(true);
        if (weekday(due) === 0 || weekday(due) === 6) expect(calendar.days.get(due)).toBe('working');
      }),
    );
  });

  it('adding working days is monotonic and counts back to itself', () => {
    fc.assert(
      fc.property(dayArb, dayArb, fc.integer({ min: 0, max: 40 }), (a, b, n) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(addWorkingDays(calendar, from, n) <= addWorkingDays(calendar, to, n)).toBe(true);
        expect(addWorkingDays(calendar, from, n) <= addWorkingDays(calendar, from, n + 1)).toBe(true);
        if (n > 0) expect(workingDaysBetween(calendar, from, addWorkingDays(calendar, from, n))).toBe(n);
      }),
    );
  });

  it('counts working days additively', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort() as [string, string, string];
        expect(workingDaysBetween(calendar, x, z)).toBe(workingDaysBetween(calendar, x, y) + workingDaysBetween(calendar, y, z));
      }),
    );
  });
});
