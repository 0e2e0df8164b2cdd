/**
 * The payment cycle of a closed month's invoice (document 2, the offer; document 3, the rate pages' rules): the act is
 * signed within 5 working days of the invoice or counts as accepted, payment is due 5 working days after acceptance,
 * new orders close 5 working days past the due date, the vendor decides individually beyond 10, and late payment
 * costs 0.1 % of the unpaid amount a day. Every count is in working days of the production calendar, in Moscow days,
 * except the penalty's, which is per calendar day.
 */
import type { DayKey } from '../billing/calendar.ts';
import type { ProductionCalendar } from './working-days.ts';
import { addWorkingDays, calendarDaysBetween, workingDaysBetween } from './working-days.ts';

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

/** The acceptance and due dates of an invoice, which payments do not move: per calendar, remembered (they repeat). */
type Schedule = { acceptBy: DayKey; signedInTime: DayKey | null; acceptance: DayKey; dueOn: DayKey };
const scheduleCache = new WeakMap<ProductionCalendar, Map<string, Schedule>>();

function schedule(calendar: ProductionCalendar, issuedOn: DayKey, signedOn: DayKey | null): Schedule {
  let known = scheduleCache.get(calendar);
  if (!known) scheduleCache.set(calendar, (known = new Map()));
  const key = `${issuedOn}|${signedOn ?? ''}`;
  let found = known.get(key);
  if (!found) {
    const acceptBy = addWorkingDays(calendar, issuedOn, ACT_ACCEPTANCE_WORKING_DAYS);
    const signedInTime = signedOn !== null && signedOn <= acceptBy ? signedOn : null;
    const acceptance = signedInTime ?? acceptBy;
    found = { acceptBy, signedInTime, acceptance, dueOn: addWorkingDays(calendar, acceptance, PAYMENT_TERM_WORKING_DAYS) };
    known.set(key, found);
  }
  return found;
}

/** The last day of an invoice's payment term: it depends on the issue day and the act's signature, never on payments. */
export function invoiceDueOn(calendar: ProductionCalendar, issuedOn: DayKey, signedOn: DayKey | null): DayKey {
  return schedule(calendar, issuedOn, signedOn).dueOn;
}

/**
 * The penalty in thousandths of a kopeck: each calendar day after the due date, up to today, costs 0.1 % of what was
 * unpaid at that day's end. Summed between the days payments arrived, not day by day (a year overdue is one step).
 */
function penaltyPerMille(facts: InvoiceFacts, dueOn: DayKey, today: DayKey): number {
  let owed = facts.sum - paidBy(facts, dueOn);
  const paymentDays = [...new Set(facts.payments.map((p) => p.on).filter((on) => on > dueOn && on <= today))].sort();
  let perMille = 0;
  let after = dueOn;
  for (const day of paymentDays) {
    if (owed <= 0) return perMille;
    // The days before the payment's owe what was owed; the payment's own day owes what is left at its end.
    perMille += owed * (calendarDaysBetween(after, day) - 1) * PENALTY_PER_MILLE_PER_DAY;
    owed -= facts.payments.reduce((total, p) => (p.on === day ? total + p.amount : total), 0);
    if (owed > 0) perMille += owed * PENALTY_PER_MILLE_PER_DAY;
    after = day;
  }
  return owed > 0 && today > after ? perMille + owed * calendarDaysBetween(after, today) * PENALTY_PER_MILLE_PER_DAY : perMille;
}

/**
 * The act's acceptance: the last day to sign or refuse it, and the day it was signed in time or, once that day has
 * passed, counts as accepted (null while it can still be signed or refused).
 */
export function actAcceptance(
  calendar: ProductionCalendar,
  issuedOn: DayKey,
  signedOn: DayKey | null,
  today: DayKey,
): { acceptBy: DayKey; acceptedOn: DayKey | null } {
  const { acceptBy, signedInTime } = schedule(calendar, issuedOn, signedOn);
  return { acceptBy, acceptedOn: signedInTime ?? (today > acceptBy ? acceptBy : null) };
}

export function invoiceState(calendar: ProductionCalendar, facts: InvoiceFacts, today: DayKey): InvoiceState {
  const { dueOn } = schedule(calendar, facts.issuedOn, facts.signedOn);
  const { acceptBy, acceptedOn } = actAcceptance(calendar, facts.issuedOn, facts.signedOn, today);
  const paid = paidBy(facts, today);
  const unpaid = Math.max(0, facts.sum - paid);
  const overdueWorkingDays = unpaid > 0 ? workingDaysBetween(calendar, dueOn, today) : 0;
  const perMille = facts.penaltyWaived ? 0 : penaltyPerMille(facts, dueOn, today);
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
