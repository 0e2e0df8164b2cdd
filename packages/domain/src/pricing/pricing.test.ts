import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_PRICE_DAYS,
  daysInMonth,
  monthlyCost,
  orderTotal,
  rublesToKopecks,
  seatCost,
  seatTier,
  type SeatTier,
  type Tariff,
} from './pricing.ts';

const moment = fc.date({ min: new Date('2017-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });
const kopecks = fc.integer({ min: 0, max: 10_000_000 });
const daily = (price: number, clientPrice: number | null = price): Tariff => ({ price, clientPrice, paymentPeriod: 'd' });
const monthly = (price: number, clientPrice: number | null = price): Tariff => ({ price, clientPrice, paymentPeriod: 'm' });

// The spec's Kaspersky client prices per seat; the partner prices are catalogue data (lower), here an example.
const KASPERSKY: SeatTier[] = [
  { min: 5, max: 9, clientPrice: rublesToKopecks(161.17), price: 14_000 },
  { min: 10, max: 14, clientPrice: rublesToKopecks(132.42), price: 11_500 },
  { min: 15, max: 19, clientPrice: rublesToKopecks(122.99), price: 10_700 },
  { min: 20, max: 24, clientPrice: rublesToKopecks(118.89), price: 10_300 },
];

describe('daysInMonth', () => {
  it('knows the calendar, in Moscow time', () => {
    expect(daysInMonth(new Date('2026-02-10T12:00:00Z'))).toBe(28);
    expect(daysInMonth(new Date('2024-02-10T12:00:00Z'))).toBe(29);
    expect(daysInMonth(new Date('2026-04-30T12:00:00Z'))).toBe(30);
    // 22:30 UTC on 30 April is already 1 May in Moscow.
    expect(daysInMonth(new Date('2026-04-30T22:30:00Z'))).toBe(31);
  });

  it('is always 28 to 31', () => {
    fc.assert(fc.property(moment, (at) => [28, 29, 30, 31].includes(daysInMonth(at))));
  });
});

describe('monthlyCost', () => {
  it('charges the partner a daily price × the days of the month and recommends the client price × 31', () => {
    fc.assert(
      fc.property(kopecks, kopecks, fc.integer({ min: 0, max: 99 }), moment, (price, clientPrice, count, at) => {
        const cost = monthlyCost(daily(price, clientPrice), count, at);
        return cost.partner === price * daysInMonth(at) * count && cost.client === clientPrice * CLIENT_PRICE_DAYS * count;
      }),
    );
  });

  it('keeps a monthly tariff fixed whatever the month', () => {
    fc.assert(
      fc.property(kopecks, fc.integer({ min: 0, max: 99 }), moment, moment, (price, count, a, b) => {
        return monthlyCost(monthly(price), count, a).partner === monthlyCost(monthly(price), count, b).partner;
      }),
    );
    expect(monthlyCost(monthly(rublesToKopecks(1110)), 1, new Date()).partner).toBe(111_000);
  });

  it('grows with the count and is zero for no units', () => {
    fc.assert(
      fc.property(kopecks, fc.integer({ min: 0, max: 98 }), moment, (price, count, at) => {
        const tariff = daily(price);
        return (
          monthlyCost(tariff, count + 1, at).partner >= monthlyCost(tariff, count, at).partner && monthlyCost(tariff, 0, at).partner === 0
        );
      }),
    );
  });

  it('hides the client price where the tariff has none', () => {
    expect(monthlyCost(daily(5000, null), 3, new Date()).client).toBeNull();
    expect(
      orderTotal(
        [
          { tariff: daily(100), count: 1 },
          { tariff: daily(5000, null), count: 1 },
        ],
        new Date(),
      ).client,
    ).toBeNull();
  });

  it('refuses a fractional or negative count', () => {
    expect(() => monthlyCost(daily(100), 1.5, new Date())).toThrow();
    expect(() => monthlyCost(daily(100), -1, new Date())).toThrow();
  });
});

describe('orderTotal', () => {
  it('is the sum of its lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: kopecks, count: fc.integer({ min: 0, max: 99 }), daily: fc.boolean() }), { maxLength: 8 }),
        moment,
        (lines, at) => {
          const orderLines = lines.map((l) => ({ tariff: l.daily ? daily(l.price) : monthly(l.price), count: l.count }));
          const expected = orderLines.reduce((sum, l) => sum + monthlyCost(l.tariff, l.count, at).partner, 0);
          return orderTotal(orderLines, at).partner === expected;
        },
      ),
    );
  });
});

describe('seat tiers', () => {
  it('prices every seat at its tier', () => {
    expect(seatCost(KASPERSKY, 5)?.client).toBe(5 * 16_117);
    expect(seatCost(KASPERSKY, 12)?.client).toBe(12 * 13_242);
    expect(seatCost(KASPERSKY, 24)?.client).toBe(24 * 11_889);
    expect(seatCost(KASPERSKY, 4)).toBeUndefined();
    expect(seatCost(KASPERSKY, 25)).toBeUndefined();
  });

  it('finds exactly one tier for every seat count in the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 24 }),
        (seats) => KASPERSKY.filter((t) => seats >= t.min && seats <= t.max).length === 1 && seatTier(KASPERSKY, seats) !== undefined,
      ),
    );
  });
});

describe('rublesToKopecks', () => {
  it('reads the spec prices exactly', () => {
    expect(rublesToKopecks(17.85)).toBe(1785);
    expect(rublesToKopecks(33257.7)).toBe(3_325_770);
    expect(rublesToKopecks(0.1)).toBe(10);
  });
});
