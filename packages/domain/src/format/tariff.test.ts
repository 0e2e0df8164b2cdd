import { describe, expect, it } from 'vitest';
import { formatTariff } from './tariff.ts';

describe('formatTariff', () => {
  it('shows the price with kopecks and its period', () => {
    expect(formatTariff({ price: 360, paymentPeriod: 'd' })).toBe('3,60 ₽ / день');
    expect(formatTariff({ price: 111_000, paymentPeriod: 'm' })).toBe('1 110,00 ₽ / месяц');
  });
});
