import { describe, expect, it } from 'vitest';
import { billingMonthFromParams, billingMonthParams, billingMonthParamsStale } from './billing-month';

// 15 March 2026, 12:00 Moscow time.
const NOW = new Date('2026-03-15T09:00:00Z');
const CURRENT = { year: 2026, month: 2 };
const read = (query: string) => billingMonthFromParams(new URLSearchParams(query), NOW);

describe('billingMonthFromParams', () => {
  it('reads m (0–11) and y from 2017', () => {
    expect(read('m=0&y=2017')).toEqual({ year: 2017, month: 0 });
    expect(read('m=11&y=2025')).toEqual({ year: 2025, month: 11 });
    expect(read('m=2&y=2026')).toEqual(CURRENT);
  });

  it('falls back to the current month when a value is missing or bad', () => {
    for (const query of [
      '',
      'm=3',
      'y=2025',
      'm=12&y=2025',
      'm=-1&y=2025',
      'm=1&y=2016',
      'm=abc&y=2025',
      'm=1.5&y=2025',
      'm=1&y=20x5',
      'm=&y=',
    ]) {
      expect(read(query), query).toEqual(CURRENT);
    }
  });

  it('falls back to the current month for a month not begun yet', () => {
    expect(read('m=3&y=2026')).toEqual(CURRENT);
    expect(read('m=0&y=2027')).toEqual(CURRENT);
  });

  it('takes the month of Moscow, not of the browser: 31 December 22:00 UTC is already January in Moscow', () => {
    expect(billingMonthFromParams(new URLSearchParams(), new Date('2025-12-31T22:00:00Z'))).toEqual({ year: 2026, month: 0 });
  });
});

describe('billingMonthParamsStale', () => {
  const stale = (query: string) => {
    const params = new URLSearchParams(query);
    return billingMonthParamsStale(params, billingMonthFromParams(params, NOW));
  };

  it('asks to rewrite an address whose m or y is bad, missing, padded or in the future', () => {
    for (const query of ['', 'm=&y=', 'm=12&y=2025', 'm=3&y=2016', 'm=abc&y=2025', 'm=03&y=2025', 'm=3&y=2027']) {
      expect(stale(query), query).toBe(true);
    }
  });

  it('keeps an address that says its month', () => {
    expect(stale('m=2&y=2026')).toBe(false);
    expect(stale('m=0&y=2017')).toBe(false);
    expect(billingMonthParams(CURRENT)).toEqual({ m: '2', y: '2026' });
  });
});
