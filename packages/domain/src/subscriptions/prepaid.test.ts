import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANGE_MESSAGES } from '../api/subscription-management-texts.ts';
import { isPrepaidRunning, moscowDay, prepaidRangeEnd, prepayAvailability } from './prepaid.ts';

describe('prepaid ranges', () => {
  it('end the given number of calendar months after their first day, on the target month’s last day when it is shorter', () => {
    expect(prepaidRangeEnd({ from: '2026-01-15', months: 3 })).toBe('2026-04-15');
    expect(prepaidRangeEnd({ from: '2026-11-01', months: 2 })).toBe('2027-01-01');
    expect(prepaidRangeEnd({ from: '2026-01-31', months: 1 })).toBe('2026-02-28');
    expect(prepaidRangeEnd({ from: '2028-01-31', months: 1 })).toBe('2028-02-29');
    expect(prepaidRangeEnd({ from: '2026-03-01', months: 12 })).toBe('2027-03-01');
  });

  it('run up to the day before their end, and also before their first day (paid already)', () => {
    const range = { from: '2026-10-01', months: 3 };
    expect(isPrepaidRunning(range, '2026-09-15')).toBe(true);
    expect(isPrepaidRunning(range, '2026-12-31')).toBe(true);
    expect(isPrepaidRunning(range, '2027-01-01')).toBe(false);
    expect(isPrepaidRunning(null, '2026-12-31')).toBe(false);
  });

  it('make a subscription available for lowering when none of its options is inside a running range', () => {
    expect(prepayAvailability([], '2026-11-23')).toEqual({ available: true, message: null });
    expect(prepayAvailability([{ prepaid: null }, { prepaid: { from: '2025-01-01', months: 12 } }], '2026-11-23')).toEqual({
      available: true,
      message: null,
    });
    expect(prepayAvailability([{ prepaid: null }, { prepaid: { from: '2026-11-01', months: 1 } }], '2026-11-23')).toEqual({
      available: false,
      message: CHANGE_MESSAGES.prepayUnavailable,
    });
  });

  it('count days in Moscow: 21:30 UTC is already the next day there', () => {
    expect(moscowDay(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(moscowDay(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
  });

  it('always end after they start, later for more months', () => {
    const day = fc.date({ min: new Date('2017-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 36 }), (start, months) => {
        const from = start.toISOString().slice(0, 10);
        const end = prepaidRangeEnd({ from, months });
        expect(end > from).toBe(true);
        expect(prepaidRangeEnd({ from, months: months + 1 }) > end).toBe(true);
        expect(isPrepaidRunning({ from, months }, end)).toBe(false);
      }),
    );
  });
});
