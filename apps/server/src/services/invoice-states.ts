/**
 * Where an invoice stands today (decision 036): the production calendar, cached per database, and the domain's
 * `invoiceState` turned into what the pages, the order refusal, the notices and the queue read, so they cannot disagree.
 */
import {
  actStatus,
  dayKeyOf,
  type DebtSummary,
  invoiceState,
  type PartnerInvoice,
  productionCalendar,
  type ProductionCalendar,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { calendarDays, type InvoiceFactsRow } from '../repositories/payment-cycle.repository.ts';

/** Cached for a minute: another instance's edit of the calendar shows within that. */

const CALENDAR_TTL_MS = 60_000;
const calendars = new WeakMap<Db, { calendar: ProductionCalendar; loadedAt: number }>();

export async function loadCalendar(db: Db): Promise<ProductionCalendar> {
  const cached = calendars.get(db);
  if (cached && Date.now() - cached.loadedAt < CALENDAR_TTL_MS) return cached.calendar;
  const calendar = productionCalendar(await calendarDays(db));
  calendars.set(db, { calendar, loadedAt: Date.now() });
  return calendar;
}

export function forgetCalendar(db: Db): void {
  calendars.delete(db);
}

export function invoiceView(calendar: ProductionCalendar, facts: InvoiceFactsRow, today: string): PartnerInvoice {
  const issuedOn = dayKeyOf(facts.closedAt);
  const signedOn = facts.act?.decision === 'signed' ? dayKeyOf(facts.act.decidedAt) : null;
  const state = invoiceState(
    calendar,
    { sum: facts.sum, issuedOn, signedOn, payments: facts.payments, penaltyWaived: facts.waived },
    today,
  );
  return {
    invoiceId: facts.invoiceId,
    number: facts.number,
    year: facts.year,
    month: facts.month,
    issuedOn,
    sum: facts.sum,
    paid: state.paid,
    unpaid: state.unpaid,
    overpaid: state.overpaid,
    status: state.status,
    act: facts.act && { ...facts.act, decidedAt: facts.act.decidedAt.toISOString() },
    actStatus: actStatus(facts.act?.decision ?? null, state.acceptedOn),
    acceptBy: state.acceptBy,
    acceptedOn: state.acceptedOn,
    dueOn: state.dueOn,
    overdueWorkingDays: state.overdueWorkingDays,
    penalty: state.penalty,
    penaltyWaived: facts.waived,
    ordersClosed: state.ordersClosed,
    individualDecision: state.individualDecision,
  };
}

/** The debt of a partner's unpaid invoices, and the oldest one that closes its orders. */
export function debtSummary(views: ReadonlyArray<PartnerInvoice>): DebtSummary {
  const overdue = views.filter((v) => v.status === 'OVERDUE');
  const closing = views.filter((v) => v.ordersClosed).sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
  return {
    unpaid: views.reduce((total, v) => total + v.unpaid, 0),
    overdue: overdue.reduce((total, v) => total + v.unpaid, 0),
    overdueWorkingDays: Math.max(0, ...overdue.map((v) => v.overdueWorkingDays)),
    penalty: views.reduce((total, v) => total + v.penalty, 0),
    ordersClosedBy: closing
      ? { invoiceId: closing.invoiceId, number: closing.number, issuedOn: closing.issuedOn, unpaid: closing.unpaid }
      : null,
  };
}
