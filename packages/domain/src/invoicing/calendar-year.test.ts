import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDaysOf, calendarYearDays, calendarYearError, calendarYearSummary, parseDayList } from './calendar-year.ts';
import { RUSSIAN_PRODUCTION_CALENDAR } from './russian-calendar.ts';
import { CALENDAR_TEXTS } from './texts.ts';
import { productionCalendar } from './working-days.ts';

const shipped = productionCalendar(RUSSIAN_PRODUCTION_CALENDAR);

describe('parseDayList', () => {
  it('reads dotted and ISO dates separated by commas, semicolons, spaces and lines, sorted and without repeats', () => {
    expect(parseDayList('04.01.2027, 1.1.2027;\n2027-01-05  04.01.2027')).toEqual({ days: ['2027-01-01', '2027-01-04', '2027-01-05'] });
    expect(parseDayList('  \n ')).toEqual({ days: [] });
  });

  it('names the first token that is not a real date', () => {
    expect(parseDayList('01.01.2027, 30.02.2027')).toEqual({ error: CALENDAR_TEXTS.notADate('30.02.2027') });
    expect(parseDayList('первое января')).toEqual({ error: CALENDAR_TEXTS.notADate('первое') });
  });
});

describe('calendarYearError', () => {
  it('accepts a decree: weekdays off and weekend days worked within the year', () => {
    expect(calendarYearError(2024, { holidays: ['2024-04-29', '2024-04-30'], working: ['2024-04-27'] })).toBeNull();
  });

  it('refuses a day of another year, a day in both lists, a weekend off and a weekday worked', () => {
    expect(calendarYearError(2027, { holidays: ['2026-12-31'], working: [] })).toEqual({
      field: 'holidays',
      message: CALENDAR_TEXTS.outsideYear('31.12.2026', 2027),
    });
    expect(calendarYearError(2027, { holidays: ['2027-01-04'], working: ['2027-01-04'] })).toEqual({
      field: 'working',
      message: CALENDAR_TEXTS.inBothLists('04.01.2027'),
    });
    expect(calendarYearError(2027, { holidays: ['2027-01-02'], working: [] })).toEqual({
      field: 'holidays',
      message: CALENDAR_TEXTS.holidayOnWeekend('02.01.2027'),
    });
    expect(calendarYearError(2027, { holidays: [], working: ['2027-01-11'] })).toEqual({
      field: 'working',
      message: CALENDAR_TEXTS.workingOnWeekday('11.01.2027'),
    });
    expect(calendarYearError(2027, { holidays: ['2027-02-29'], working: [] })).toEqual({
      field: 'holidays',
      message: CALENDAR_TEXTS.notADate('2027-02-29'),
    });
  });
});

describe('calendarYearSummary', () => {
  it('counts the decreed years as their decrees do: 248, 247 and 247 working days', () => {
    expect(calendarYearSummary(shipped, 2024).workingDays).toBe(248);
    expect(calendarYearSummary(shipped, 2025).workingDays).toBe(247);
    expect(calendarYearSummary(shipped, 2026).workingDays).toBe(247);
    // January 2026: 31 days, 15 working (the decree's holidays run to the 11th).
    expect(calendarYearSummary(shipped, 2026).months[0]).toEqual({ month: 1, workingDays: 15, daysOff: 16 });
  });

  it('splits every day of any year into working days and days off, month by month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2060 }), (year) => {
        const summary = calendarYearSummary(shipped, year);
        const days = summary.months.reduce((sum, m) => sum + m.workingDays + m.daysOff, 0);
        expect(days).toBe(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365);
        expect(summary.workingDays).toBe(summary.months.reduce((sum, m) => sum + m.workingDays, 0));
      }),
    );
  });

  it('takes one working day away for each weekday entered as off, and adds one for each weekend day worked', () => {
    // Both calendars decree 2031 (a plain weekday off, 31 December, is in each), so neither follows the Labour Code.
    const marker = { day: '2031-12-31', kind: 'holiday' } as const;
    const decreed = (lists: { holidays: string[]; working: string[] }) =>
      calendarYearSummary(productionCalendar([...calendarDaysOf(lists), marker]), 2031).workingDays;
    const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 363 }), { maxLength: 20 }), (offsets) => {
        const days = offsets.map((offset) => new Date(Date.UTC(2031, 0, 1 + offset)).toISOString().slice(0, 10));
        const entered = { holidays: days.filter((d) => !weekend(d)), working: days.filter(weekend) };
        expect(calendarYearError(2031, entered)).toBeNull();
        expect(decreed(entered)).toBe(decreed({ holidays: [], working: [] }) - entered.holidays.length + entered.working.length);
      }),
    );
  });
});

describe('calendarYearDays', () => {
  it('gives back a decree as it was entered', () => {
    const days = calendarYearDays(shipped, 2024);
    expect(calendarDaysOf(days)).toEqual(
      RUSSIAN_PRODUCTION_CALENDAR.filter((d) => d.day.startsWith('2024')).sort((a, b) => a.day.localeCompare(b.day)),
    );
  });

  it('offers for a year nobody decreed the Labour Code’s weekdays off, which entered as they are count the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2027, max: 2060 }), (year) => {
        const offered = calendarYearDays(shipped, year);
        expect(calendarYearError(year, offered)).toBeNull();
        const entered = productionCalendar([...RUSSIAN_PRODUCTION_CALENDAR, ...calendarDaysOf(offered)]);
        expect(calendarYearSummary(entered, year)).toEqual(calendarYearSummary(shipped, year));
      }),
      { numRuns: 20 },
    );
  });
});
