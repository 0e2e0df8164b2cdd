/**
 * The demo world's billing history, as it would have happened (issue 31): each of the twelve months up to the latest
 * one closed was closed into invoices on its own day, by the 5th of the next month on a working day of the production
 * calendar; each act was signed by the partner a working day or few later, or accepted by silence; each invoice was paid
 * within its term — partner@demo.ru's once late (a small penalty shows) and once in two parts. So a partner owes only
 * its latest month, and only while its term runs, on whatever day the demo is started. No letters go out for them.
 */
import {
  addMonths,
  addWorkingDays,
  type BillingMonth,
  type DayKey,
  dayKeyOf,
  invoiceDueOn,
  invoiceState,
  isWorkingDay,
  monthOf,
  moscowDayStart,
  PAYMENT_TERM_WORKING_DAYS,
  productionCalendar,
  type ProductionCalendar,
} from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { calendarDays, insertPayments, type NewPayment } from '../repositories/payment-cycle.repository.ts';
import { closeMonth, closingDue } from '../services/invoice.service.ts';

export const DEMO_HISTORY_MONTHS = 12;

/** The partner whose history shows a late payment and a payment in two parts. */
const SHOWCASE_EMAIL = 'partner@demo.ru';
/** How many months before the latest its late payment and its payment in two parts are. */
const LATE_MONTH_BACK = 3;
const PARTIAL_MONTH_BACK = 5;
/** Working days past the due date the late payment came. */
const LATE_BY_WORKING_DAYS = 3;

/** A moment of a Moscow day, at an hour and minute of Moscow time (UTC+3 all year). */
function atMoscow(day: DayKey, hour: number, minute = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(moscowDayStart(year, month - 1, date).getTime() + (hour * 60 + minute) * 60_000);
}

const earlier = (a: Date, b: Date): Date => (a <= b ? a : b);

/**
 * The Moscow day a month's invoices are dated: the 5th of the next month, when the schedule closes it (`closingDue`),
 * if that is a working day, else the last working day before it. None of January's 1st–5th is (the New Year holidays),
 * so December closes on the 5th itself, as the schedule closes it.
 */
export function closingDayOf(calendar: ProductionCalendar, month: BillingMonth): DayKey {
  const due = dayKeyOf(closingDue(month));
  for (let day = Number(due.slice(8, 10)); day >= 1; day -= 1) {
    const key = `${due.slice(0, 8)}${String(day).padStart(2, '0')}`;
    if (isWorkingDay(calendar, key)) return key;
  }
  return due;
}

/**
 * The latest month closed by `now`: the last month once its closing day has come, else the one before it. Never earlier
 * than the schedule's latest month due (the closing day is never after the 5th), so the schedule finds nothing to close.
 */
export function latestClosedMonth(calendar: ProductionCalendar, now: Date): BillingMonth {
  const last = addMonths(monthOf(now), -1);
  return closingDayOf(calendar, last) <= dayKeyOf(now) ? last : addMonths(last, -1);
}

/** When a month's closing ran: the morning of its closing day, or now when the demo starts earlier on that day. */
function closingMomentOf(calendar: ProductionCalendar, month: BillingMonth, now: Date): Date {
  return earlier(atMoscow(closingDayOf(calendar, month), 9), now);
}

type HistoryInvoice = {
  id: string;
  partnerId: string;
  number: string;
  sum: number;
  closedAt: Date;
  partnerName: string;
  partnerInn: string | null;
  partnerEmail: string;
  /** Who signs the partner's acts (its accountant, else its administrator); null: the acts are accepted by silence. */
  signer: string | null;
  /** Months before the latest closed one. */
  back: number;
};

type Settlement = {
  act: { signedAt: Date; by: string } | null;
  payments: Array<{ on: DayKey; amount: number }>;
};

/**
 * How an invoice was settled. Partners differ by `variety` (and month by month): most acts signed one to three working
 * days after the invoice, every fourth left to be accepted by silence; each paid on a working day within the term. The
 * showcase partner leaves its latest act to silence and pays its latest invoice on the term's last day (so it owes that
 * month until then), paid one month late and one in two parts. Only what has happened by `now` is settled.
 */
function settlementOf(calendar: ProductionCalendar, invoice: HistoryInvoice, variety: number, now: Date): Settlement {
  const issuedOn = dayKeyOf(invoice.closedAt);
  const showcase = invoice.partnerEmail === SHOWCASE_EMAIL;
  const signs = invoice.signer !== null && variety % 4 !== 3 && !(showcase && invoice.back === 0);
  const signedAt = signs ? atMoscow(addWorkingDays(calendar, issuedOn, 1 + (variety % 3)), 10, (variety * 7) % 50) : null;
  const signedOn = signedAt && dayKeyOf(signedAt);
  const dueOn = invoiceDueOn(calendar, issuedOn, signedOn);
  // The act's acceptance, signed or by silence, as the term's last day sees it.
  const state = invoiceState(calendar, { sum: invoice.sum, issuedOn, signedOn, payments: [], penaltyWaived: false }, dueOn);
  const acceptedOn = state.acceptedOn ?? state.acceptBy;
  const inFull = (on: DayKey) => [{ on, amount: invoice.sum }];
  let payments = inFull(addWorkingDays(calendar, acceptedOn, 1 + (variety % PAYMENT_TERM_WORKING_DAYS)));
  if (showcase && invoice.back === 0) payments = inFull(dueOn);
  if (showcase && invoice.back === LATE_MONTH_BACK) payments = inFull(addWorkingDays(calendar, dueOn, LATE_BY_WORKING_DAYS));
  if (showcase && invoice.back === PARTIAL_MONTH_BACK) {
    // Two fifths first, in whole rubles, the rest on the term's last day.
    const first = Math.round((invoice.sum * 0.4) / 100) * 100;
    payments = [
      { on: addWorkingDays(calendar, acceptedOn, 1), amount: first },
      { on: dueOn, amount: invoice.sum - first },
    ];
  }
  const today = dayKeyOf(now);
  return {
    act: signedAt && invoice.signer && signedAt <= now ? { signedAt, by: invoice.signer } : null,
    payments: payments.filter((p) => p.on <= today && p.amount > 0),
  };
}

/** The history's invoices with their partners and signers, oldest month first. */
async function historyInvoices(db: Db, latest: BillingMonth): Promise<HistoryInvoice[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .select(['i.id', 'i.partner_id', 'i.number', 'i.sum', 'i.closed_at', 'i.year', 'i.month', 'p.name', 'p.inn', 'p.email'])
    .select((eb) =>
      eb
        .selectFrom('accounts as a')
        .innerJoin('account_authorities as aa', 'aa.account_id', 'a.id')
        .select('a.id')
        .whereRef('a.partner_id', '=', 'p.id')
        .where('aa.authority', '=', 'ROLE_PARTNER')
        // Whose role signs acts: the accountant where the partner has one, else its administrator (issue 32).
        .where('a.member_role', 'in', ['ACCOUNTANT', 'ADMIN'])
        .orderBy(sql<number>`case a.member_role when 'ACCOUNTANT' then 0 else 1 end`)
        .orderBy('a.email')
        .limit(1)
        .as('signer'),
    )
    .orderBy('i.year')
    .orderBy('i.month')
    .orderBy('i.number')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    partnerId: r.partner_id,
    number: r.number,
    sum: Number(r.sum),
    closedAt: new Date(r.closed_at),
    partnerName: r.name,
    partnerInn: r.inn,
    partnerEmail: r.email,
    signer: r.signer ?? null,
    back: (latest.year - r.year) * 12 + latest.month - r.month,
  }));
}

export async function seedBillingHistory(db: Db, seed: { operatorId: string }, now: Date): Promise<void> {
  const calendar = productionCalendar(await calendarDays(db));
  const latest = latestClosedMonth(calendar, now);
  for (let back = DEMO_HISTORY_MONTHS - 1; back >= 0; back -= 1) {
    const month = addMonths(latest, -back);
    await closeMonth(db, month, { enqueue: null, portalUrl: '', closedAt: closingMomentOf(calendar, month, now) }, now);
  }

  const invoices = await historyInvoices(db, latest);
  const partners = [...new Set(invoices.map((i) => i.partnerId))];
  const acts: Array<{ invoice_id: string; decision: 'signed'; reason: null; decided_by: string; decided_at: Date }> = [];
  const payments: NewPayment[] = [];
  for (const invoice of invoices) {
    const settlement = settlementOf(calendar, invoice, partners.indexOf(invoice.partnerId) + invoice.back, now);
    if (settlement.act) {
      acts.push({
        invoice_id: invoice.id,
        decision: 'signed',
        reason: null,
        decided_by: settlement.act.by,
        decided_at: settlement.act.signedAt,
      });
    }
    for (const payment of settlement.payments) {
      payments.push({
        invoiceId: invoice.id,
        receivedOn: payment.on,
        amount: payment.amount,
        source: 'manual',
        paymentKey: null,
        statementImportId: null,
        documentNumber: String(100 + payments.length),
        payerInn: invoice.partnerInn,
        payerName: invoice.partnerName,
        purpose: `Оплата по счету № ${invoice.number}`,
        unmatchedReason: null,
        recordedBy: seed.operatorId,
      });
    }
  }
  for (let start = 0; start < acts.length; start += 500) {
    await db
      .insertInto('invoice_acts')
      .values(acts.slice(start, start + 500))
      .execute();
  }
  await insertPayments(db, payments);
}
