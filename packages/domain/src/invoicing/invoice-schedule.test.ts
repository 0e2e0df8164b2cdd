import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RUSSIAN_PRODUCTION_CALENDAR } from './russian-calendar.ts';
import { addCalendarDays, isWorkingDay, productionCalendar } from './working-days.ts';
import { invoiceState, type InvoiceFacts } from './invoice-schedule.ts';

const calendar = productionCalendar(RUSSIAN_PRODUCTION_CALENDAR);
const invoice: InvoiceFacts = { sum: 100_000, issuedOn: '2026-11-05', signedOn: null, payments: [], penaltyWaived: false };

describe('an invoice through its payment cycle (Thursday 5 November 2026)', () => {
  it('is issued, counts as accepted after 5 working days, and is due 5 working days later', () => {
    expect(invoiceState(calendar, invoice, '2026-11-05')).toMatchObject({
      status: 'ISSUED',
      acceptBy: '2026-11-12',
      acceptedOn: null,
      dueOn: '2026-11-19',
      overdueWorkingDays: 0,
      penalty: 0,
    });
    expect(invoiceState(calendar, invoice, '2026-11-13')).toMatchObject({ status: 'SIGNED', acceptedOn: '2026-11-12' });
  });

  it('is due 5 working days after the partner signs it', () => {
    const signed = { ...invoice, signedOn: '2026-11-06' };
    expect(invoiceState(calendar, signed, '2026-11-06')).toMatchObject({ status: 'SIGNED', dueOn: '2026-11-13' });
  });

  it('closes orders 5 working days past the due date and asks for a decision beyond 10', () => {
    expect(invoiceState(calendar, invoice, '2026-11-20')).toMatchObject({ status: 'OVERDUE', overdueWorkingDays: 1 });
    expect(invoiceState(calendar, invoice, '2026-11-25')).toMatchObject({ overdueWorkingDays: 4, ordersClosed: false });
    expect(invoiceState(calendar, invoice, '2026-11-26')).toMatchObject({ overdueWorkingDays: 5, ordersClosed: true });
    expect(invoiceState(calendar, invoice, '2026-12-03')).toMatchObject({ overdueWorkingDays: 10, individualDecision: false });
    expect(invoiceState(calendar, invoice, '2026-12-04')).toMatchObject({ overdueWorkingDays: 11, individualDecision: true });
  });

  it('charges 0.1 % of the unpaid amount for each calendar day late, and follows partial payments', () => {
    expect(invoiceState(calendar, invoice, '2026-11-22').penalty).toBe(300);
    const partial = { ...invoice, payments: [{ on: '2026-11-21', amount: 40_000 }] };
    expect(invoiceState(calendar, partial, '2026-11-22')).toMatchObject({
      status: 'OVERDUE',
      paid: 40_000,
      unpaid: 60_000,
      penalty: 100 + 60 + 60,
    });
    expect(invoiceState(calendar, { ...partial, penaltyWaived: true }, '2026-11-22').penalty).toBe(0);
  });

  it('rounds the penalty up to the kopeck', () => {
    expect(invoiceState(calendar, { ...invoice, sum: 1_001 }, '2026-11-20').penalty).toBe(2);
  });

  it('is paid, partly paid or overpaid as the payments say', () => {
    const early = (amount: number) => ({ ...invoice, payments: [{ on: '2026-11-09', amount }] });
    expect(invoiceState(calendar, early(30_000), '2026-11-10').status).toBe('PARTIALLY_PAID');
    expect(invoiceState(calendar, early(100_000), '2026-12-30')).toMatchObject({ status: 'PAID', penalty: 0 });
    expect(invoiceState(calendar, early(120_000), '2026-11-10')).toMatchObject({ status: 'PAID', overpaid: 20_000 });
  });

  it('reopens orders the day it is paid, and keeps the penalty accrued until then', () => {
    const paidLate = { ...invoice, payments: [{ on: '2026-11-27', amount: 100_000 }] };
    expect(invoiceState(calendar, paidLate, '2026-11-27')).toMatchObject({ status: 'PAID', ordersClosed: false });
    expect(invoiceState(calendar, paidLate, '2026-12-30').penalty).toBe(7 * 100);
  });

  it('has a due date on a working day, and a penalty that never shrinks with time', () => {
    const day = fc.integer({ min: 0, max: 900 }).map((n) => addCalendarDays('2024-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 10_000_000 }), (issuedOn, later, sum) => {
        const facts = { ...invoice, sum, issuedOn };
        const today = addCalendarDays(issuedOn, later);
        const state = invoiceState(calendar, facts, today);
        expect(isWorkingDay(calendar, state.dueOn)).toBe(true);
        expect(invoiceState(calendar, facts, addCalendarDays(today, 1)).penalty).toBeGreaterThanOrEqual(state.penalty);
      }),
    );
  });

  it('accrues the penalty as the day-by-day rule does: 0.1 % of what was unpaid at the end of each day past due', () => {
    // The rule as written, one calendar day at a time.
    const dayByDay = (facts: InvoiceFacts, dueOn: string, today: string) => {
      let perMille = 0;
      for (let day = addCalendarDays(dueOn, 1); day <= today; day = addCalendarDays(day, 1)) {
        const owed = facts.sum - facts.payments.reduce((total, p) => (p.on <= day ? total + p.amount : total), 0);
        if (owed <= 0) break;
        perMille += owed;
      }
      return Math.ceil(perMille / 1000);
    };
    const payment = fc.record({ after: fc.integer({ min: 0, max: 90 }), amount: fc.integer({ min: 1, max: 60_000 }) });
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 6 }), fc.integer({ min: 0, max: 120 }), (payments, later) => {
        const facts = { ...invoice, payments: payments.map((p) => ({ on: addCalendarDays(invoice.issuedOn, p.after), amount: p.amount })) };
        const today = addCalendarDays(invoice.issuedOn, later);
        const state = invoiceState(calendar, facts, today);
        expect(state.penalty).toBe(dayByDay(facts, state.dueOn, today));
      }),
    );
  });
});
