/**
 * The payment cycle of a closed month's invoice (document 2, the offer; document 3, the rate pages' rules): the act is
 * signed within 5 working days of the invoice or counts as accepted, payment is due 5 working days after acceptance,
 * new orders close 5 working days past the due date, the vendor decides individually beyond 10, and late payment
 * costs 0.1 % of the unpaid amount a day. Every count is in working days of the production calendar, in Moscow days,
 * except the penalty's, which is per calendar day.
 */
import type { DayKey } from '../billing/calendar.ts';
import type { ProductionCalendar } from './working-days.ts';
import { addCalendarDays, addWorkingDays, workingDaysBetween } from './working-days.ts';

export const ACT_ACCEPTANCE_WORKING_DAYS = 5;
export const PAYMENT_TERM_WORKING_DAYS = 5;
export const ORDERS_CLOSE_AFTER_WORKING_DAYS = 5;
export const INDIVIDUAL_DECISION_AFTER_WORKING_DAYS = 10;
/** 0.1 % a day, as parts per thousand. */
export const PENALTY_PER_MILLE_PER_DAY = 1;

export type InvoiceStatus = 'ISSUED' | 'SIGNED' | 'PARTIALLY_PAID' | 'PAID' | 'OVERDUE';

export const INVOICE_STATUS_TEXTS: Record<InvoiceStatus, string> = {
  ISSUED: 'Выставлен',
  SIGNED: 'Подписан',
  PARTIALLY_PAID: 'Частично оплачен',
  PAID: 'Оплачен',
  OVERDUE: 'Просрочен',
};

export type InvoiceFacts = {
  /** Kopecks. */
  sum: number;
  /** The Moscow day the invoice was issued. */
  issuedOn: DayKey;
  /** The Moscow day the partner signed the act, if it did. */
  signedOn: DayKey | null;
  /** Payments received, in kopecks, by Moscow day. */
  payments: ReadonlyArray<{ on: DayKey; amount: number }>;
  penaltyWaived: boolean;
};

export type InvoiceState = {
  status: InvoiceStatus;
  paid: number;
  /** What is still owed (0 when paid or overpaid). */
  unpaid: number;
  /** Paid beyond the sum. */
  overpaid: number;
  /** The last day the act can be signed before it counts as accepted. */
  acceptBy: DayKey;
  /** The day the act was or counts as accepted, when that has happened. */
  acceptedOn: DayKey | null;
  /** The last day of the payment term. */
  dueOn: DayKey;
  /** Working days past the due date while something is unpaid. */
  overdueWorkingDays: number;
  ordersClosed: boolean;
  individualDecision: boolean;
  /** The penalty accrued so far in kopecks (0 when waived). */
  penalty: number;
};

function paidBy(facts: InvoiceFacts, day: DayKey): number {
  return facts.payments.reduce((total, p) => (p.on <= day ? total + p.amount : total), 0);
}

export function invoiceState(calendar: ProductionCalendar, facts: InvoiceFacts, today: DayKey): InvoiceState {
  const acceptBy = addWorkingDays(calendar, facts.issuedOn, ACT_ACCEPTANCE_WORKING_DAYS);
  const signedInTime = facts.signedOn !== null && facts.signedOn <= acceptBy ? facts.signedOn : null;
  const acceptance = signedInTime ?? acceptBy;
  const acceptedOn = signedInTime ?? (today > acceptBy ? acceptBy : null);
  const dueOn = addWorkingDays(calendar, acceptance, PAYMENT_TERM_WORKING_DAYS);
  const paid = paidBy(facts, today);
  const unpaid = Math.max(0, facts.sum - paid);
  const overdueWorkingDays = unpaid > 0 ? workingDaysBetween(calendar, dueOn, today) : 0;

  // Penalty: each calendar day after the due date, up to today, costs 0.1 % of what was unpaid at that day's end.
  let perMille = 0;
  if (!facts.penaltyWaived) {
    for (let day = addCalendarDays(dueOn, 1); day <= today; day = addCalendarDays(day, 1)) {
      const owed = facts.sum - paidBy(facts, day);
      if (owed <= 0) break;
      perMille += owed * PENALTY_PER_MILLE_PER_DAY;
    }
  }
  const status: InvoiceStatus =
    unpaid === 0 ? 'PAID' : today > dueOn ? 'OVERDUE' : paid > 0 ? 'PARTIALLY_PAID' : acceptedOn !== null ? 'SIGNED' : 'ISSUED';
  return {
    status,
    paid,
    unpaid,
    overpaid: Math.max(0, paid - facts.sum),
    acceptBy,
    acceptedOn,
    dueOn,
    overdueWorkingDays,
    ordersClosed: overdueWorkingDays >= ORDERS_CLOSE_AFTER_WORKING_DAYS,
    individualDecision: overdueWorkingDays > INDIVIDUAL_DECISION_AFTER_WORKING_DAYS,
    // Rounded up to the kopeck, as every sum shown (decision 014's money rule).
    penalty: Math.ceil(perMille / 1000),
  };
}
