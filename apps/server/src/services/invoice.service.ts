/**
 * Closing a month (decision 014): on the 5th (Moscow time) the past month becomes an immutable invoice per partner with
 * its lines and a letter. Each partner closes in a transaction of its own, guarded by the invoice's unique (partner,
 * month), so a closing can be interrupted at any point and resumed, and two runs at once still write one invoice.
 */
import {
  addMonths,
  BILLING_TEXTS,
  type BillingMonth,
  formatRubles,
  INVOICE_DAY_OF_MONTH,
  type InvoiceClosing,
  monthEnd,
  monthLabel,
  monthOf,
  moscowDayStart,
} from '@portal/domain';
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { subscriptionsWithUsage, wholeMonth } from '../repositories/billing.repository.ts';
import {
  beginClosing,
  closingState,
  finishClosing,
  insertInvoice,
  listClosings,
  monthKey,
  monthOfKey,
  partnersToClose,
} from '../repositories/invoice.repository.ts';
import { correctionLines } from './billing-corrections.ts';
import { liveLines } from './billing-lines.ts';
import { invoiceLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { emitWebhookEvent } from './webhook.service.ts';

export type ClosingOptions = {
  /** Who closes by hand (null: the schedule). */
  startedBy?: string | null;
  /** Where letters go (the demo world's history sends none). */
  enqueue: Enqueue | null;
  portalUrl: string;
  /** Called after each partner's invoice is committed (tests and the benchmark interrupt a closing here). */
  onPartnerClosed?: (partnerId: string) => void | Promise<void>;
  /** The demo world's history only: the closing's record and its invoices are dated so, as on their own day. */
  closedAt?: Date;
};

/** Runs work in a transaction, or in the caller's when it already has one (the demo world's seeding). */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** The moment a month is due to close: the 5th of the next month, 00:00 Moscow time. */
export function closingDue(month: BillingMonth): Date {
  const next = addMonths(month, 1);
  return moscowDayStart(next.year, next.month, INVOICE_DAY_OF_MONTH);
}

/** The latest month whose closing is due: the last one once its 5th has come, else the one before it. */
export function latestDueMonth(now: Date): BillingMonth {
  const last = addMonths(monthOf(now), -1);
  return closingDue(last) <= now ? last : addMonths(last, -1);
}

/** Closes one partner's month: its invoice with its lines and letter, unless it has one or owes nothing at all. */
async function closePartner(db: Db, partnerId: string, month: BillingMonth, options: ClosingOptions): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const span = wholeMonth(month);
    const lines = [
      ...(await liveLines(trx, partnerId, await subscriptionsWithUsage(trx, partnerId, span), span)),
      ...(await correctionLines(trx, partnerId, month)),
    ];
    if (lines.length === 0) return false;
    const invoiceId = await insertInvoice(trx, partnerId, month, lines, options.closedAt);
    if (!invoiceId || !options.enqueue) return invoiceId !== null;
    const partner = await trx
      .selectFrom('invoices as i')
      .innerJoin('partners as p', 'p.id', 'i.partner_id')
      .select(['p.email', 'p.name', 'p.partner_code as code', 'i.number', 'i.sum'])
      .where('i.id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    await queueLetter(
      trx,
      options.enqueue,
      invoiceLetter(partner.email, {
        partnerName: partner.name,
        partnerCode: partner.code,
        number: partner.number,
        month: monthLabel(month.year, month.month),
        sum: formatRubles(Number(partner.sum)),
        detailsUrl: `${options.portalUrl}/#/details?m=${month.month}&y=${month.year}`,
      }),
    );
    await emitWebhookEvent(trx, options.enqueue, partnerId, 'billing.month_closed', {
      invoiceId,
      number: partner.number,
      year: month.year,
      month: month.month,
      sumKopecks: Number(partner.sum),
    });
    await emitWebhookEvent(trx, options.enqueue, partnerId, 'invoice.issued', {
      invoiceId,
      number: partner.number,
      year: month.year,
      month: month.month,
      sumKopecks: Number(partner.sum),
      invoicePdf: `/api/invoices/${invoiceId}/invoice.pdf`,
      actPdf: `/api/invoices/${invoiceId}/act.pdf`,
    });
    return true;
  });
}

/**
 * Closes a month that has ended: every partner with usage in it (or late usage to correct) gets its invoice, a batch
 * of partners after another; rerunning after a crash continues where it stopped. Answers the closing's state.
 */
export async function closeMonth(db: Db, month: BillingMonth, options: ClosingOptions, now: Date = new Date()): Promise<InvoiceClosing> {
  if (monthEnd(month) > now) throw AppError.validation('month', BILLING_TEXTS.monthNotEnded);
  await beginClosing(db, month, options.startedBy ?? null, options.closedAt);
  for (const partnerId of await partnersToClose(db, month)) {
    if (await closePartner(db, partnerId, month, options)) await options.onPartnerClosed?.(partnerId);
  }
  await finishClosing(db, month, options.closedAt);
  return closingState(db, month);
}

/**
 * The schedule's work: resumes closings left unfinished, then closes every month whose 5th has come since the last
 * closed one (only the latest such month when nothing was ever closed), oldest first.
 */
export async function closeDueMonths(db: Db, options: ClosingOptions, now: Date = new Date()): Promise<BillingMonth[]> {
  const closings = await listClosings(db);
  const due: number[] = closings.filter((c) => !c.finished).map((c) => monthKey(c.month));
  const latestDue = latestDueMonth(now);
  const last = closings.at(-1);
  const from = last ? monthKey(last.month) + 1 : monthKey(latestDue);
  for (let key = from; key <= monthKey(latestDue); key += 1) due.push(key);
  const closed: BillingMonth[] = [];
  for (const key of [...new Set(due)].sort((a, b) => a - b)) {
    await closeMonth(db, monthOfKey(key), options, now);
    closed.push(monthOfKey(key));
  }
  return closed;
}
