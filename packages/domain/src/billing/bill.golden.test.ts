/**
 * Golden cases of the month's bill, as data: a set-up, a timeline (the ledger's intervals and the trial), the month,
 * and the expected lines and total to the kopeck. One test runs them all.
 */
import { describe, expect, it } from 'vitest';
import { type BillableOption, type BillableSubscription, billSubscription } from './bill.ts';
import type { BillingMonth } from './calendar.ts';

/** A Moscow wall-clock time, 'yyyy-MM-dd HH:mm'. */
const msk = (text: string) => new Date(`${text.replace(' ', 'T')}:00+03:00`);
const at = (text: string) => (text.includes(' ') ? msk(text) : msk(`${text} 00:00`));

type Case = {
  name: string;
  month: BillingMonth;
  asOf?: string;
  usageMode?: 'PRODUCTION' | 'DEMONSTRATION';
  trial?: [string, string];
  options: Array<{
    name: string;
    period: 'd' | 'm';
    tariffs: Array<[string, number]>;
    intervals: Array<[number, string, string | null]>;
    prepaid?: [string, number];
  }>;
  lines: number[];
  total: number;
  days?: number;
  explanation?: string[];
};

const SEAT = 4400; // 44,00 ₽ a day
const DISK = 360; // 3,60 ₽ a day

const CASES: Case[] = [
  {
    name: 'a whole 31-day month, one seat',
    month: { year: 2026, month: 0 },
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2025-12-10', null]] }],
    lines: [31 * SEAT],
    total: 31 * SEAT,
    days: 31,
    explanation: ['31 дн. × 44,00 ₽ × 1'],
  },
  {
    name: 'February of a common year has 28 days',
    month: { year: 2026, month: 1 },
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[2, '2025-12-10', null]] }],
    lines: [28 * 2 * SEAT],
    total: 28 * 2 * SEAT,
  },
  {
    name: 'February of a leap year has 29 days',
    month: { year: 2028, month: 1 },
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2027-12-10', null]] }],
    lines: [29 * SEAT],
    total: 29 * SEAT,
  },
  {
    name: 'a 30-day month',
    month: { year: 2026, month: 3 },
    options: [{ name: 'disk', period: 'd', tariffs: [['2024-01-01', DISK]], intervals: [[3, '2026-01-01', null]] }],
    lines: [30 * 3 * DISK],
    total: 30 * 3 * DISK,
  },
  {
    name: 'deployed on the first day of the month',
    month: { year: 2026, month: 2 },
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2026-03-01 00:00', null]] }],
    lines: [31 * SEAT],
    total: 31 * SEAT,
  },
  {
    name: 'deployed on the last day of the month at 23:30 Moscow time: that day is charged',
    month: { year: 2026, month: 2 },
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2026-03-31 23:30', null]] }],
    lines: [SEAT],
    total: SEAT,
    days: 1,
  },
  {
    name: 'the same order at 23:30 on the last day is not charged in the next month before its first day',
    month: { year: 2026, month: 1 },
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2026-03-31 23:30', null]] }],
    lines: [0],
    total: 0,
    days: 0,
  },
  {
    name: 'seats added and removed mid-month: the largest count of each day',
    month: { year: 2026, month: 3 },
    options: [
      {
        name: 'seat',
        period: 'd',
        tariffs: [['2024-01-01', SEAT]],
        intervals: [
          [2, '2026-01-01', '2026-04-10 12:00'],
          [5, '2026-04-10 12:00', '2026-04-20 09:00'],
          [1, '2026-04-20 09:00', null],
        ],
      },
    ],
    // 1–9: 2 seats; 10–20: 5 seats (the 20th had 5 until 09:00); 21–30: 1 seat.
    lines: [9 * 2 * SEAT + 11 * 5 * SEAT + 10 * 1 * SEAT],
    total: 9 * 2 * SEAT + 11 * 5 * SEAT + 10 * SEAT,
    explanation: ['9 дн. × 44,00 ₽ × 2 + 11 дн. × 44,00 ₽ × 5 + 10 дн. × 44,00 ₽ × 1'],
  },
  {
    name: 'a tariff version changing mid-month',
    month: { year: 2025, month: 0 },
    options: [
      {
        name: 'seat',
        period: 'd',
        tariffs: [
          ['2024-01-01', SEAT],
          ['2025-01-16', 5000],
        ],
        intervals: [[1, '2024-06-01', null]],
      },
    ],
    lines: [15 * SEAT + 16 * 5000],
    total: 15 * SEAT + 16 * 5000,
  },
  {
    name: 'a deletion mid-month: charged up to its deletion day',
    month: { year: 2026, month: 4 },
    options: [
      { name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[2, '2026-01-01', '2026-05-12 15:00']] },
      { name: 'disk', period: 'd', tariffs: [['2024-01-01', DISK]], intervals: [[1, '2026-01-01', '2026-05-12 15:00']] },
    ],
    lines: [12 * 2 * SEAT, 12 * DISK],
    total: 12 * 2 * SEAT + 12 * DISK,
    days: 12,
  },
  {
    name: 'a trial crossing the month end: free until its end, paid from the next day',
    month: { year: 2026, month: 5 },
    trial: ['2026-05-25 10:00', '2026-06-08 10:00'],
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2026-05-25 10:05', null]] }],
    // June 1–8 touched by the trial (free), June 9–30 paid.
    lines: [22 * SEAT],
    total: 22 * SEAT,
    explanation: ['пробный до 08.06 — 0 ₽; 22 дн. × 44,00 ₽ × 1'],
  },
  {
    name: 'the month a trial started and ended in: nothing to pay before its end',
    month: { year: 2026, month: 4 },
    trial: ['2026-05-25 10:00', '2026-06-08 10:00'],
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2026-05-25 10:05', null]] }],
    lines: [0],
    total: 0,
    days: 7,
  },
  {
    name: 'a trial converted mid-month: the trial ended on the 10th, paid from the 11th',
    month: { year: 2026, month: 6 },
    trial: ['2026-07-01 09:00', '2026-07-10 14:00'],
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[3, '2026-07-01 09:00', null]] }],
    lines: [21 * 3 * SEAT],
    total: 21 * 3 * SEAT,
  },
  {
    name: 'a trial deleted before its end costs nothing',
    month: { year: 2026, month: 6 },
    trial: ['2026-07-01 09:00', '2026-07-15 09:00'],
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2026-07-01 09:00', '2026-07-05 18:00']] }],
    lines: [0],
    total: 0,
  },
  {
    name: 'a demo kit is free',
    month: { year: 2026, month: 6 },
    usageMode: 'DEMONSTRATION',
    trial: ['2026-07-01 09:00', '2026-07-16 09:00'],
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', 0]], intervals: [[1, '2026-07-01 09:00', null]] }],
    lines: [0],
    total: 0,
  },
  {
    name: 'the Business kit: monthly, in full for a month it was active on any day',
    month: { year: 2026, month: 8 },
    options: [{ name: 'business', period: 'm', tariffs: [['2024-01-01', 111_000]], intervals: [[1, '2026-09-29 16:00', null]] }],
    lines: [111_000],
    total: 111_000,
    explanation: ['1 мес. × 1 110,00 ₽ × 1'],
  },
  {
    name: 'Kaspersky: a monthly per-seat tier at its largest seat count of the month',
    month: { year: 2026, month: 9 },
    options: [
      {
        name: 'kaspersky 10–14',
        period: 'm',
        tariffs: [['2024-01-01', 13_242]],
        intervals: [
          [10, '2026-08-01', '2026-10-15 12:00'],
          [12, '2026-10-15 12:00', null],
        ],
      },
    ],
    lines: [12 * 13_242],
    total: 12 * 13_242,
  },
  {
    name: 'a prepaid option: its range of months at once, in the month it starts (31-day months)',
    month: { year: 2026, month: 1 },
    options: [
      {
        name: 'seat',
        period: 'd',
        tariffs: [['2024-01-01', SEAT]],
        intervals: [[2, '2026-02-03 10:00', null]],
        prepaid: ['2026-02-03', 3],
      },
    ],
    lines: [3 * 31 * SEAT * 2],
    total: 3 * 31 * SEAT * 2,
  },
  {
    name: 'a prepaid option costs nothing in the later months of its range',
    month: { year: 2026, month: 2 },
    options: [
      {
        name: 'seat',
        period: 'd',
        tariffs: [['2024-01-01', SEAT]],
        intervals: [[2, '2026-02-03 10:00', null]],
        prepaid: ['2026-02-03', 3],
      },
    ],
    lines: [0],
    total: 0,
  },
  {
    name: 'accrued to today: the days up to and including today',
    month: { year: 2026, month: 10 },
    asOf: '2026-11-23 15:00',
    options: [{ name: 'seat', period: 'd', tariffs: [['2024-01-01', SEAT]], intervals: [[1, '2026-10-01', null]] }],
    lines: [23 * SEAT],
    total: 23 * SEAT,
  },
];

function subscriptionOf(c: Case): BillableSubscription {
  return {
    subscriptionId: 's',
    usageMode: c.usageMode ?? 'PRODUCTION',
    trial: c.trial ? { start: at(c.trial[0]), end: at(c.trial[1]) } : null,
    options: c.options.map((o, i): BillableOption => ({
      subscriptionOptionId: `so${i}`,
      serviceOptionId: `o${i}`,
      name: o.name,
      paymentPeriod: o.period,
      prepaid: o.prepaid ? { from: o.prepaid[0], months: o.prepaid[1] } : null,
      tariffs: o.tariffs.map(([effectiveFrom, price]) => ({ effectiveFrom, price })),
      intervals: o.intervals.map(([units, from, to]) => ({ units, from: at(from), to: to === null ? null : at(to) })),
    })),
  };
}

describe('seats added or removed within the month are lines of their own', () => {
  const option = (intervals: Array<[number, string, string | null]>, period: 'd' | 'm' = 'd'): BillableSubscription => ({
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
        tariffs: [{ effectiveFrom: '2024-01-01', price: SEAT }],
        intervals: intervals.map(([units, from, to]) => ({ units, from: at(from), to: to === null ? null : at(to) })),
      },
    ],
  });
  const JANUARY: BillingMonth = { year: 2026, month: 0 };

  it('seats added on the 15th: their line starts on the 15th, the seats before keep theirs, the sum is unchanged', () => {
    const bill = billSubscription(
      option([
        [2, '2025-12-01', '2026-01-15 11:00'],
        [3, '2026-01-15 11:00', null],
      ]),
      JANUARY,
    );
    const [seat] = bill.options;
    expect(seat?.sum).toBe(14 * 2 * SEAT + 17 * 3 * SEAT);
    expect(seat?.parts.map((p) => [p.units, p.startDate?.toISOString(), p.activeDays, p.sum, p.explanation])).toEqual([
      [2, at('2026-01-01').toISOString(), 31, 31 * 2 * SEAT, '31 дн. × 44,00 ₽ × 2'],
      [1, msk('2026-01-15 11:00').toISOString(), 17, 17 * SEAT, '17 дн. × 44,00 ₽ × 1'],
    ]);
  });

  it('a seat removed on the 10th has a line that ends on the 10th; a monthly option splits its largest count the same way', () => {
    const [daily] = billSubscription(
      option([
        [3, '2025-12-01', '2026-01-10 09:00'],
        [2, '2026-01-10 09:00', null],
      ]),
      JANUARY,
    ).options;
    expect(daily?.parts.map((p) => [p.units, p.endDate?.toISOString(), p.activeDays, p.sum])).toEqual([
      [2, at('2026-02-01').toISOString(), 31, 31 * 2 * SEAT],
      [1, msk('2026-01-10 09:00').toISOString(), 10, 10 * SEAT],
    ]);
    const [monthly] = billSubscription(
      option(
        [
          [2, '2025-12-01', '2026-01-15 11:00'],
          [5, '2026-01-15 11:00', null],
        ],
        'm',
      ),
      JANUARY,
    ).options;
    expect(monthly?.sum).toBe(5 * SEAT);
    expect(monthly?.parts.map((p) => [p.units, p.sum, p.explanation])).toEqual([
      [2, 2 * SEAT, '1 мес. × 44,00 ₽ × 2'],
      [3, 3 * SEAT, '1 мес. × 44,00 ₽ × 3'],
    ]);
  });

  it('an option whose count never changed is one line, the option itself', () => {
    const [seat] = billSubscription(option([[2, '2025-12-01', null]]), JANUARY).options;
    expect(seat?.parts).toEqual([expect.objectContaining({ units: 2, sum: seat?.sum, explanation: seat?.explanation })]);
  });
});

describe('the month bill, golden cases', () => {
  it.each(CASES)('$name', (c) => {
    const bill = billSubscription(subscriptionOf(c), c.month, c.asOf ? at(c.asOf) : undefined);
    expect(bill.options.map((o) => o.sum)).toEqual(c.lines);
    expect(bill.sum).toBe(c.total);
    if (c.days !== undefined) expect(bill.days).toBe(c.days);
    if (c.explanation) expect(bill.options.map((o) => o.explanation)).toEqual(c.explanation);
  });
});
