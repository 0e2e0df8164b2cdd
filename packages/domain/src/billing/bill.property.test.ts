/** Properties of the month bill that must hold for any ledger. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillableSubscription, type LedgerInterval, billSubscription } from './bill.ts';
import { DAY_MS, daysOfMonth, monthEnd, monthStart, type BillingMonth } from './calendar.ts';

const MONTH: BillingMonth = { year: 2026, month: 2 };
const START = monthStart(MONTH).getTime();
const END = monthEnd(MONTH).getTime();

/** A ledger of one option: consecutive intervals of constant count, from before the month to after it or open. */
const ledger = fc
  .record({
    start: fc.integer({ min: START - 10 * DAY_MS, max: END - 1 }),
    steps: fc.array(fc.record({ units: fc.integer({ min: 1, max: 99 }), length: fc.integer({ min: 60_000, max: 12 * DAY_MS }) }), {
      minLength: 1,
      maxLength: 8,
    }),
    open: fc.boolean(),
  })
  .map(({ start, steps, open }) => {
    const intervals: LedgerInterval[] = [];
    let from = start;
    steps.forEach((step, i) => {
      const last = i === steps.length - 1;
      const to = last && open ? null : from + step.length;
      intervals.push({ units: step.units, from: new Date(from), to: to === null ? null : new Date(to) });
      if (to !== null) from = to;
    });
    return intervals;
  });

const subscription = (intervals: LedgerInterval[], period: 'd' | 'm' = 'd'): BillableSubscription => ({
  subscriptionId: 's',
  usageMode: 'PRODUCTION',
  trial: null,
  options: [
    {
      subscriptionOptionId: 'so',
      serviceOptionId: 'o',
      name: 'seat',
      paymentPeriod: period,
      prepaid: null,
      tariffs: [{ effectiveFrom: '2024-01-01', price: 4400 }],
      intervals,
    },
  ],
});

describe('the month bill, properties', () => {
  it('splitting an interval at any moment (a change to the same count) changes nothing', () => {
    fc.assert(
      fc.property(ledger, fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom<'d' | 'm'>('d', 'm'), (intervals, where, period) => {
        const [first, ...rest] = intervals;
        if (!first) return;
        const end = first.to?.getTime() ?? END + DAY_MS;
        const cut = new Date(first.from.getTime() + Math.floor((end - first.from.getTime()) * where));
        const split = [{ ...first, to: cut }, { ...first, from: cut }, ...rest];
        expect(billSubscription(subscription(split, period), MONTH).sum).toBe(billSubscription(subscription(intervals, period), MONTH).sum);
      }),
    );
  });

  it('never exceeds the full month at the largest count ordered', () => {
    fc.assert(
      fc.property(ledger, (intervals) => {
        const largest = Math.max(...intervals.map((i) => i.units));
        expect(billSubscription(subscription(intervals), MONTH).sum).toBeLessThanOrEqual(largest * 4400 * daysOfMonth(MONTH));
        expect(billSubscription(subscription(intervals, 'm'), MONTH).sum).toBeLessThanOrEqual(largest * 4400);
      }),
    );
  });

  it('accrues day by day: never decreasing, and the month at its end', () => {
    fc.assert(
      fc.property(ledger, fc.integer({ min: 0, max: 30 }), (intervals, day) => {
        const sub = subscription(intervals);
        const earlier = billSubscription(sub, MONTH, new Date(START + day * DAY_MS)).sum;
        const later = billSubscription(sub, MONTH, new Date(START + (day + 1) * DAY_MS)).sum;
        expect(earlier).toBeLessThanOrEqual(later);
        expect(billSubscription(sub, MONTH, new Date(END)).sum).toBe(billSubscription(sub, MONTH).sum);
      }),
    );
  });

  it('the total is the sum of its lines, each a whole number of kopecks', () => {
    fc.assert(
      fc.property(ledger, ledger, (a, b) => {
        const monthly = subscription(b, 'm').options.map((o) => ({ ...o, subscriptionOptionId: 'so2' }));
        const sub: BillableSubscription = { ...subscription(a), options: [...subscription(a).options, ...monthly] };
        const bill = billSubscription(sub, MONTH);
        expect(bill.sum).toBe(bill.options.reduce((t, o) => t + o.sum, 0));
        for (const o of bill.options) expect(Number.isInteger(o.sum)).toBe(true);
      }),
    );
  });
});

describe('the lines of seats that came and went together', () => {
  it('add up to the option: its sum, its seat-days, each with a fixed count within the option bounds', () => {
    fc.assert(
      fc.property(ledger, fc.constantFrom<'d' | 'm'>('d', 'm'), fc.integer({ min: 0, max: 31 }), (intervals, period, day) => {
        const asOf = day === 31 ? undefined : new Date(START + day * DAY_MS + 3_600_000);
        const [option] = billSubscription(subscription(intervals, period), MONTH, asOf).options;
        if (!option) return;
        expect(option.parts.reduce((t, p) => t + p.sum, 0)).toBe(option.sum);
        if (period === 'd') {
          const seatDays = option.segments.reduce((t, s) => t + s.quantity * s.units, 0);
          expect(option.parts.reduce((t, p) => t + p.segments.reduce((u, s) => u + s.quantity * s.units, 0), 0)).toBe(seatDays);
        }
        for (const part of option.parts) {
          expect(part.segments.every((s) => s.units === part.units)).toBe(true);
          if (part.startDate && option.startDate) expect(part.startDate.getTime()).toBeGreaterThanOrEqual(option.startDate.getTime());
          if (part.endDate && option.endDate) expect(part.endDate.getTime()).toBeLessThanOrEqual(option.endDate.getTime());
        }
      }),
    );
  });
});
