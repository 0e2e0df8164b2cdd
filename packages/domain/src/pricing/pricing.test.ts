import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CLIENT_PRICE_DAYS,
  daysInMonth,
  monthlyCost,
  orderTotal,
  rublesToKopecks,
  isOneSeatTier,
  kitPriceFrom,
  optionLinesTotal,
  seatRange,
  seatTierLines,
  type Tariff,
} from './pricing.ts';

const moment = fc.date({ min: new Date('2017-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });
const kopecks = fc.integer({ min: 0, max: 10_000_000 });
const daily = (price: number, clientPrice: number | null = price): Tariff => ({ price, clientPrice, paymentPeriod: 'd' });
const monthly = (price: number, clientPrice: number | null = price): Tariff => ({ price, clientPrice, paymentPeriod: 'm' });

// The spec's Kaspersky client prices per seat; the partner prices are catalogue data (lower), here an example.
const KASPERSKY = (
  [
    [5, 9, 14_000, 161.17],
    [10, 14, 11_500, 132.42],
    [15, 19, 10_700, 122.99],
    [20, 24, 10_300, 118.89],
  ] as const
).map(([minUsageCount, maxUsageCount, price, clientRubles]) => ({
  minUsageCount,
  maxUsageCount,
  tariff: monthly(price, rublesToKopecks(clientRubles)),
}));
const priceSeats = (seats: number, at: Date) =>
  orderTotal(
    seatTierLines(KASPERSKY, seats).map(({ option, count }) => ({ tariff: option.tariff, count })),
    at,
  );

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

describe('kitPriceFrom', () => {
  const at = new Date('2026-02-10T12:00:00Z');
  const app = { resourceCategory: 'app', seatTiers: false };
  const option = (min: number, tariff: Tariff | null, resourceCategory = 'app') => ({
    minUsageCount: min,
    maxUsageCount: 99,
    resourceCategory,
    tariff,
  });

  it('prices the required options at their minimum', () => {
    expect(kitPriceFrom(app, [option(1, daily(4400)), option(0, daily(360), 'disk')], at)).toBe(4400 * 28);
    expect(kitPriceFrom(app, [option(1, monthly(111_000)), option(0, monthly(39_000))], at)).toBe(111_000);
  });

  it('takes one unit of the cheapest main option when nothing is required, never an extra disk', () => {
    expect(kitPriceFrom(app, [option(0, daily(5720)), option(0, daily(360), 'disk')], at)).toBe(5720 * 28);
    expect(kitPriceFrom(app, [option(0, monthly(60_000)), option(0, monthly(15_000))], at)).toBe(15_000);
    expect(kitPriceFrom(app, [option(0, daily(360), 'disk')], at)).toBe(360 * 28);
    expect(kitPriceFrom(app, [option(1, null)], at)).toBeNull();
  });

  it('takes the cheapest seat tier at its minimum', () => {
    const tiers = KASPERSKY.map((t) => ({ ...t, resourceCategory: 'kaspersky' }));
    const expected = Math.min(...KASPERSKY.map((t) => t.tariff.price * t.minUsageCount));
    expect(kitPriceFrom({ resourceCategory: 'kaspersky', seatTiers: true }, tiers, at)).toBe(expected);
  });
});

describe('optionLinesTotal', () => {
  it('adds the lines with a tariff and a count, whatever options have none', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: kopecks, daily: fc.boolean(), priced: fc.boolean(), count: fc.integer({ min: 0, max: 99 }) }), {
          maxLength: 6,
        }),
        moment,
        (rows, at) => {
          const lines = rows.map((r) => ({
            option: { tariff: r.priced ? (r.daily ? daily(r.price) : monthly(r.price)) : null },
            count: r.count,
          }));
          const expected = lines.reduce((sum, l) => sum + (l.option.tariff ? monthlyCost(l.option.tariff, l.count, at).partner : 0), 0);
          return optionLinesTotal(lines, at).partner === expected;
        },
      ),
    );
  });
});

describe('seat tiers', () => {
  it('prices every seat at its tier, per month whatever the month', () => {
    const at = new Date('2026-02-10T12:00:00Z');
    expect(priceSeats(5, at).client).toBe(5 * 16_117);
    expect(priceSeats(12, at).client).toBe(12 * 13_242);
    expect(priceSeats(24, at)).toEqual({ partner: 24 * 10_300, client: 24 * 11_889 });
    expect(seatRange(KASPERSKY)).toEqual({ min: 5, max: 24 });
  });

  it('orders all seats on exactly one tier inside the range, and none outside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), moment, (seats, at) => {
        const lines = seatTierLines(KASPERSKY, seats);
        const inRange = seats >= 5 && seats <= 24;
        const perSeat = lines.find((line) => line.count > 0)?.option.tariff.price ?? 0;
        return isOneSeatTier(lines) === inRange && priceSeats(seats, at).partner === (inRange ? perSeat * seats : 0);
      }),
    );
  });

  it('refuses seats spread over two tiers or beyond a tier', () => {
    const [first, second] = KASPERSKY;
    if (!first || !second) throw new Error('tiers');
    expect(
      isOneSeatTier([
        { option: first, count: 5 },
        { option: second, count: 10 },
      ]),
    ).toBe(false);
    expect(isOneSeatTier([{ option: first, count: 12 }])).toBe(false);
  });
});

describe('rublesToKopecks', () => {
  it('reads the spec prices exactly', () => {
    expect(rublesToKopecks(17.85)).toBe(1785);
    expect(rublesToKopecks(33257.7)).toBe(3_325_770);
    expect(rublesToKopecks(0.1)).toBe(10);
  });
});

describe('formatters are built once', () => {
  it('prices without constructing an Intl formatter per call (the Market prices every option of every kit)', async () => {
    const { formatDateTime } = await import('../format/date.ts');
    const { formatMoney } = await import('../format/money.ts');
    const dateTime = vi.spyOn(Intl, 'DateTimeFormat');
    const number = vi.spyOn(Intl, 'NumberFormat');
    try {
      daysInMonth(new Date('2024-02-10T12:00:00Z'));
      monthlyCost(daily(100), 3, new Date());
      formatDateTime(new Date());
      formatMoney(12_345, 2);
      formatMoney(12_345);
      expect(dateTime).not.toHaveBeenCalled();
      expect(number).not.toHaveBeenCalled();
    } finally {
      dateTime.mockRestore();
      number.mockRestore();
    }
  });
});
