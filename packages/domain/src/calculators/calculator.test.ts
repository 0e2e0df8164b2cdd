import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billSubscription, type BillableSubscription } from '../billing/bill.ts';
import { dayKeyOf, monthEnd, monthStart, type BillingMonth } from '../billing/calendar.ts';
import { optionLinesTotal, type Tariff } from '../pricing/pricing.ts';
import { calculatorLine, calculatorLines, calculatorTariff, calculatorTotals, marginOf, type CalculatorLine } from './calculator.ts';
import { formatRubles } from '../format/money.ts';
import { markupPrice } from '../quotes/client-price.ts';
import { orderPrefillQuery, readOrderPrefill } from './prefill.ts';

const FEBRUARY = new Date('2026-02-10T12:00:00+03:00');
const MARCH = new Date('2026-03-10T12:00:00+03:00');
const seat: Tariff = { price: 4400, clientPrice: 5500, paymentPeriod: 'd' };
const biz: Tariff = { price: 111_000, clientPrice: 111_000, paymentPeriod: 'm' };

describe('calculator money to the kopeck (issue 22 item 3)', () => {
  it('shows 1С:Бухгалтерия предприятия, client-server, 3 workplaces at 71,50 ₽ a day as 6 649,50 ₽, not 6 650', () => {
    const clientServerSeat: Tariff = { price: 5720, clientPrice: 7150, paymentPeriod: 'd' };
    const november = new Date('2026-11-26T12:00:00+03:00');
    const totals = calculatorTotals([calculatorLine('Рабочее место', clientServerSeat, 3, november)]);
    expect(formatRubles(totals.recommendedPrice)).toBe('6 649,50 ₽');
    expect(formatRubles(totals.partnerCost)).toBe('5 148,00 ₽');
    expect(formatRubles(totals.margin)).toBe('1 501,50 ₽');
    expect(formatRubles(null)).toBe('—');
  });
});

describe('an editable client price (clientTariff.editable, issue 22 item 23)', () => {
  const own = { tariff: seat, clientPriceEditable: true };
  it('prices the line at the client price the partner typed, and the margin follows; the partner cost stays', () => {
    const tariff = calculatorTariff(own, 9000);
    expect(tariff).toEqual({ price: 4400, clientPrice: 9000, paymentPeriod: 'd' });
    const line = calculatorLine('Рабочее место', tariff, 2, MARCH);
    expect(line).toEqual({ name: 'Рабочее место', count: 2, partnerCost: 4400 * 31 * 2, recommendedPrice: 9000 * 31 * 2 });
    expect(marginOf(line.partnerCost, line.recommendedPrice)).toEqual({ margin: (9000 - 4400) * 31 * 2, percent: 51.1 });
  });

  it('keeps the catalogue price where nothing was typed or the catalogue does not let the partner change it', () => {
    expect(calculatorTariff(own, undefined)).toBe(seat);
    expect(calculatorTariff({ tariff: seat, clientPriceEditable: false }, 9000)).toBe(seat);
    expect(calculatorTariff({ tariff: null, clientPriceEditable: true }, 9000)).toBeNull();
    expect(() => calculatorTariff(own, 12.5)).toThrow();
  });

  it('never changes the partner cost, whatever the typed price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (typed, count) => {
        const line = calculatorLine('x', calculatorTariff(own, typed), count, FEBRUARY);
        expect(line.partnerCost).toBe(calculatorLine('x', seat, count, FEBRUARY).partnerCost);
        expect(line.recommendedPrice).toBe(typed * 31 * count);
      }),
    );
  });
});

describe('calculator lines', () => {
  it('prices a daily option by the days of the month for the partner and 31 days for the client', () => {
    expect(calculatorLine('Рабочее место', seat, 3, FEBRUARY)).toEqual({
      name: 'Рабочее место',
      count: 3,
      partnerCost: 4400 * 28 * 3,
      recommendedPrice: 5500 * 31 * 3,
    });
    expect(calculatorLine('Рабочее место', seat, 1, MARCH).partnerCost).toBe(4400 * 31);
  });

  it('prices a monthly option as a fixed month', () => {
    expect(calculatorLine('Комплект', biz, 1, FEBRUARY)).toMatchObject({ partnerCost: 111_000, recommendedPrice: 111_000 });
  });

  it('keeps a hidden client price hidden, and an option without a tariff costs nothing', () => {
    expect(calculatorLine('Конфигуратор', { price: 4000, clientPrice: null, paymentPeriod: 'd' }, 1, MARCH).recommendedPrice).toBeNull();
    expect(calculatorLine('Без тарифа', null, 2, MARCH)).toMatchObject({ partnerCost: 0, recommendedPrice: 0 });
  });

  it('leaves options counted zero out of the lines', () => {
    const lines = calculatorLines(
      [
        { name: 'a', tariff: seat, count: 0 },
        { name: 'b', tariff: seat, count: 2 },
      ],
      MARCH,
    );
    expect(lines.map((l) => l.name)).toEqual(['b']);
  });

  it('gives the margin in rubles and as a share of the client price', () => {
    expect(marginOf(8000, 10_000)).toEqual({ margin: 2000, percent: 20 });
    expect(marginOf(100, 300)).toEqual({ margin: 200, percent: 66.7 });
    expect(marginOf(0, 0)).toEqual({ margin: 0, percent: null });
    expect(marginOf(100, null)).toEqual({ margin: null, percent: null });
  });

  it('has no client total when a line hides its client price', () => {
    const lines = [calculatorLine('a', seat, 1, MARCH), calculatorLine('m', { ...seat, clientPrice: null }, 1, MARCH)];
    expect(calculatorTotals(lines)).toMatchObject({ partnerCost: 4400 * 31 * 2, recommendedPrice: null, margin: null });
  });

  it('rounds a markup up to the kopeck', () => {
    expect(markupPrice(1001, 10)).toBe(1102);
    expect(markupPrice(1000, 0)).toBe(1000);
  });
});

const tariffArb = fc
  .record({
    price: fc.integer({ min: 0, max: 2_000_000 }),
    markup: fc.integer({ min: 0, max: 1_000_000 }),
    hidden: fc.boolean(),
    paymentPeriod: fc.constantFrom<'d' | 'm'>('d', 'm'),
  })
  .map(({ price, markup, hidden, paymentPeriod }): Tariff & { markup: number; hidden: boolean } => ({
    price,
    clientPrice: hidden ? null : price + markup,
    paymentPeriod,
    markup,
    hidden,
  }));
const momentArb = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
const optionArb = fc.record({ tariff: tariffArb, count: fc.integer({ min: 0, max: 99 }) });

describe('calculator lines, properties', () => {
  it('the recommended client price is at least the partner cost when the client tariff is not below the partner one', () => {
    fc.assert(
      fc.property(optionArb, momentArb, ({ tariff, count }, at) => {
        const line = calculatorLine('x', tariff, count, at);
        if (line.recommendedPrice !== null) {
          expect(line.recommendedPrice).toBeGreaterThanOrEqual(line.partnerCost);
          expect(marginOf(line.partnerCost, line.recommendedPrice).margin).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('a price with a non-negative markup is never below the partner cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 500, noNaN: true }), (cost, markup) => {
        expect(markupPrice(cost, markup)).toBeGreaterThanOrEqual(cost);
      }),
    );
  });

  it('the totals are the sums of the lines', () => {
    fc.assert(
      fc.property(fc.array(optionArb, { maxLength: 8 }), momentArb, (options, at) => {
        const lines: CalculatorLine[] = options.map((o, i) => calculatorLine(`o${i}`, o.tariff, o.count, at));
        const totals = calculatorTotals(lines);
        expect(totals.partnerCost).toBe(lines.reduce((s, l) => s + l.partnerCost, 0));
        const prices = lines.map((l) => l.recommendedPrice);
        expect(totals.recommendedPrice).toBe(prices.includes(null) ? null : prices.reduce<number>((s, p) => s + (p ?? 0), 0));
      }),
    );
  });

  it('a configuration costs the same in a calculator and in the order form', () => {
    fc.assert(
      fc.property(fc.array(optionArb, { maxLength: 8 }), momentArb, (options, at) => {
        const lines = calculatorLines(
          options.map((o, i) => ({ name: `o${i}`, tariff: o.tariff, count: o.count })),
          at,
        );
        const totals = calculatorTotals(lines);
        // The order forms' total: optionLinesTotal over the form's lines.
        const order = optionLinesTotal(
          options.map((o) => ({ option: { tariff: o.tariff }, count: o.count })),
          at,
        );
        expect(totals.partnerCost).toBe(order.partner);
        expect(totals.recommendedPrice).toBe(order.client);
      }),
    );
  });

  it('a configuration costs the partner the same in a calculator and in the first full month of billing', () => {
    const monthArb = fc.record({ year: fc.integer({ min: 2024, max: 2030 }), month: fc.integer({ min: 0, max: 11 }) });
    fc.assert(
      fc.property(fc.array(optionArb, { minLength: 1, maxLength: 6 }), monthArb, (options, month: BillingMonth) => {
        const start = monthStart(month);
        const subscription: BillableSubscription = {
          subscriptionId: 's',
          usageMode: 'PRODUCTION',
          trial: null,
          options: options.map((o, i) => ({
            subscriptionOptionId: `so${i}`,
            serviceOptionId: `o${i}`,
            name: `o${i}`,
            paymentPeriod: o.tariff.paymentPeriod,
            prepaid: null,
            tariffs: [{ effectiveFrom: dayKeyOf(start), price: o.tariff.price }],
            // Ordered at the month's first instant and kept past its end.
            intervals: o.count > 0 ? [{ units: o.count, from: start, to: null }] : [],
          })),
        };
        const bill = billSubscription(subscription, month);
        const priced = new Date(start.getTime() + 12 * 3_600_000);
        const lines = calculatorLines(
          options.map((o, i) => ({ name: `o${i}`, tariff: o.tariff, count: o.count })),
          priced,
        );
        expect(calculatorTotals(lines).partnerCost).toBe(bill.sum);
        expect(monthEnd(month).getTime()).toBeGreaterThan(priced.getTime());
      }),
      { numRuns: 60 },
    );
  });
});

describe('the order form prefill', () => {
  it('travels through the address and back', () => {
    const query = orderPrefillQuery({ kitId: 'k1', counts: { 'a-1': 3, b: 0 }, application: 'bp' });
    expect(readOrderPrefill(new URLSearchParams(query))).toEqual({ kitId: 'k1', counts: { 'a-1': 3, b: 0 }, application: 'bp' });
  });

  it('is absent from an address without one, and malformed counts are dropped', () => {
    expect(readOrderPrefill(new URLSearchParams('customerId=c'))).toBeNull();
    expect(readOrderPrefill(new URLSearchParams('kitId=k&counts=a:3,b:999,c:x,:1'))).toEqual({ kitId: 'k', counts: { a: 3 } });
  });
});
