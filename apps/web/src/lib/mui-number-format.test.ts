import { describe, expect, it } from 'vitest';
import buildFormatNumber from './mui-number-format';

describe("MUI's number formatter, built on first use", () => {
  it('formats as the locale does', () => {
    const format = buildFormatNumber('ru-RU');
    expect(format(1234567)).toBe(new Intl.NumberFormat('ru-RU').format(1234567));
    expect(format(0)).toBe('0');
  });

  it('leaves numbers that are not finite as text', () => {
    const format = buildFormatNumber('ru-RU');
    expect(format(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(format(Number.NaN)).toBe('NaN');
  });
});
