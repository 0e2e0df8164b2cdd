import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, dayKeyOf, daysOfMonth, monthDays, MOSCOW_OFFSET_MS, moscowDayStart } from './calendar.ts';

describe('monthDays', () => {
  it('gives every Moscow day of a month in order: its key and its first instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 0, max: 11 }), (year, month) => {
        const days = monthDays({ year, month });
        expect(days).toHaveLength(daysOfMonth({ year, month }));
        days.forEach((day, i) => {
          expect(day.start).toBe(moscowDayStart(year, month, i + 1).getTime());
          expect(day.key).toBe(dayKeyOf(new Date(day.start)));
          expect(dayKeyOf(new Date(day.start + DAY_MS - 1))).toBe(day.key);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('knows February of a leap year and the Moscow day that starts at 21:00 UTC the evening before', () => {
    const february = monthDays({ year: 2028, month: 1 });
    expect(february.map((day) => day.key).slice(-2)).toEqual(['2028-02-28', '2028-02-29']);
    expect(new Date(february[0]?.start ?? 0).toISOString()).toBe('2028-01-31T21:00:00.000Z');
  });
});

describe('dayKeyOf', () => {
  it('is the Moscow date of the instant, asked once or many times, before 1970 too', () => {
    const direct = (ms: number) => new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2100, 0, 1) }), { maxLength: 50 }), (instants) => {
        // Each twice: the second answer comes from the days already written.
        for (const ms of [...instants, ...instants]) expect(dayKeyOf(new Date(ms))).toBe(direct(ms));
      }),
    );
    // Midnight in Moscow is 21:00 UTC the day before.
    expect(dayKeyOf(new Date('2026-11-27T20:59:59.999Z'))).toBe('2026-11-27');
    expect(dayKeyOf(new Date('2026-11-27T21:00:00.000Z'))).toBe('2026-11-28');
    expect(() => dayKeyOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});
