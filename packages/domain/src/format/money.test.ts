import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatRubles } from './money.ts';

describe('formatMoney', () => {
  it('groups thousands with spaces and rounds up to whole rubles', () => {
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(111_000)).toBe('1 110');
    expect(formatMoney(3_325_770)).toBe('33 258');
    expect(formatMoney(123_456_701)).toBe('1 234 568');
  });

  it('shows two decimals on confirmations', () => {
    expect(formatMoney(1785, 2)).toBe('17,85');
    expect(formatMoney(3_325_770, 2)).toBe('33 257,70');
  });

  it('never shows less than the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kopecks) => {
        const shown = Number(formatMoney(kopecks).replace(/\s/g, ''));
        expect(shown * 100).toBeGreaterThanOrEqual(kopecks);
        expect(shown * 100 - kopecks).toBeLessThan(100);
      }),
    );
  });
});

describe('formatRubles', () => {
  it('shows exact kopecks with two decimals and the ruble sign, a dash where there is no amount', () => {
    expect(formatRubles(664_950)).toBe('6 649,50 ₽');
    expect(formatRubles(-150_150)).toBe('-1 501,50 ₽');
    expect(formatRubles(0)).toBe('0,00 ₽');
    expect(formatRubles(null)).toBe('—');
    expect(formatRubles(undefined)).toBe('—');
  });

  it('writes a price in whole rubles, rounded up, when asked to', () => {
    expect(formatRubles(101_600, 0)).toBe('1 016 ₽');
    expect(formatRubles(31_901, 0)).toBe('320 ₽');
    expect(formatRubles(null, 0)).toBe('—');
  });

  it('writes a sum with thousand spacing, two decimals and the ruble sign', () => {
    expect(formatRubles(18_683_481)).toBe('186 834,81 ₽');
    expect(formatRubles(0)).toBe('0,00 ₽');
    expect(formatRubles(111_000)).toBe('1 110,00 ₽');
  });

  it('rounds a fraction of a kopeck up, never showing less than the amount', () => {
    expect(formatRubles(18_683_480.2)).toBe('186 834,81 ₽');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const kopecks = whole + hundredths / 100;
        const shown = Number(formatRubles(kopecks).replace(/[\s₽]/g, '').replace(',', '.'));
        expect(Math.round(shown * 100)).toBeGreaterThanOrEqual(kopecks);
        expect(Math.round(shown * 100) - kopecks).toBeLessThan(1);
      }),
    );
  });
});
