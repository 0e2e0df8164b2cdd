import { describe, expect, it } from 'vitest';
import { formatAxisMonth, formatMonth, monthName, monthsBackFrom, selectableYears } from './months';

describe('months', () => {
  it('names months in Russian', () => {
    expect(monthName(0)).toBe('январь');
    expect(monthName(11)).toBe('декабрь');
    expect(formatMonth({ year: 2025, month: 2 })).toBe('Март 2025');
    expect(formatAxisMonth({ year: 2025, month: 2 })).toBe('мар');
    expect(formatAxisMonth({ year: 2025, month: 8 })).toBe('сен');
    expect(formatAxisMonth({ year: 2026, month: 0 })).toBe('янв 26');
  });

  it('offers the years from the current Moscow one back to 2017', () => {
    const years = selectableYears(new Date('2026-03-15T09:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2017);
    expect(years).toHaveLength(10);
    expect(selectableYears(new Date('2025-12-31T22:00:00Z'))[0]).toBe(2026);
  });

  it('lists the months back to January 2017, the newest first, across years', () => {
    const months = monthsBackFrom({ year: 2018, month: 1 });
    expect(months.slice(0, 3)).toEqual([
      { year: 2018, month: 1 },
      { year: 2018, month: 0 },
      { year: 2017, month: 11 },
    ]);
    expect(months.at(-1)).toEqual({ year: 2017, month: 0 });
    expect(months).toHaveLength(14);
    expect(monthsBackFrom({ year: 2016, month: 11 })).toEqual([]);
  });
});
