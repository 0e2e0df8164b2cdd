/**
 * What the payment cycle tells, once each (issue 24): a letter 3 working days before the due date, a letter the day
 * orders close and the day they reopen, and the webhook events invoice.overdue and invoice.paid. An hourly sweep finds
 * the due dates and closings; a payment tells at once. `invoice_notices` remembers what was told.
 */
import { dayKeyOf, monthLabel, workingDaysBetween, type PartnerInvoice } from '@portal/domain';
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { invoiceFactsByIds, unpaidInvoiceFacts, type InvoiceFactsRow } from '../repositories/payment-cycle.repository.ts';
import { invoiceDueSoonLetter, ordersClosedLetter, ordersReopenedLetter } from './invoice-letters.ts';
import { queueLetter } from './mail.service.ts';
import { debtSummary, invoiceView, loadCalendar } from './invoice-states.ts';
import { emitWebhookEvent } from './webhook.service.ts';

export type NoticeContext = { enqueue: Enqueue; portalUrl: string };
type NoticeKind = 'due-soon' | 'overdue' | 'orders-closed' | 'orders-reopened' | 'paid';

/** Records a notice; true only the first time, so whoever records it is the one who tells. */
async function firstNotice(trx: Db, invoiceId: string, kind: NoticeKind): Promise<boolean> {
  const row = await trx
    .insertInto('invoice_notices')
    .values({ invoice_id: invoiceId, kind })
    .onConflict((oc) => oc.columns(['invoice_id', 'kind']).doNothing())
    .returning('invoice_id')
    .executeTakeFirst();
  return row !== undefined;
}

async function partnerOf(trx: Db, partnerId: string) {
  return trx.selectFrom('partners').select(['name', 'email']).where('id', '=', partnerId).executeTakeFirstOrThrow();
}

const webhookData = (view: PartnerInvoice) => ({
  invoiceId: view.invoiceId,
  number: view.number,
  year: view.year,
  month: view.month,
  sumKopecks: view.sum,
  paidKopecks: view.paid,
  unpaidKopecks: view.unpaid,
  dueOn: view.dueOn,
  status: view.status,
});

async function tell(trx: Db, context: NoticeContext, facts: InvoiceFactsRow, view: PartnerInvoice, kind: NoticeKind) {
  if (!(await firstNotice(trx, facts.invoiceId, kind))) return false;
  const invoicesUrl = `${context.portalUrl}/#/invoices`;
  if (kind === 'overdue' || kind === 'paid') {
    await emitWebhookEvent(trx, context.enqueue, facts.partnerId, kind === 'paid' ? 'invoice.paid' : 'invoice.overdue', webhookData(view));
    return true;
  }
  const partner = await partnerOf(trx, facts.partnerId);
  const noticeFacts = {
    partnerName: partner.name,
    number: facts.number,
    month: monthLabel(facts.year, facts.month),
    unpaid: view.unpaid,
    dueOn: view.dueOn,
    invoicesUrl,
  };
  const letter =
    kind === 'due-soon'
      ? invoiceDueSoonLetter(partner.email, noticeFacts)
      : kind === 'orders-closed'
        ? ordersClosedLetter(partner.email, noticeFacts)
        : ordersReopenedLetter(partner.email, noticeFacts);
  await queueLetter(trx, context.enqueue, letter);
  return true;
}

/** The hourly sweep over unpaid invoices: due soon, overdue, orders closed. Answers how many notices it sent. */
export async function sweepPaymentNotices(db: Db, context: NoticeContext, now: Date = new Date()): Promise<number> {
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  let told = 0;
  for (const facts of await unpaidInvoiceFacts(db, null)) {
    const view = invoiceView(calendar, facts, today);
    const kinds: NoticeKind[] = [];
    const left = workingDaysBetween(calendar, today, view.dueOn);
    if (view.status !== 'OVERDUE' && left > 0 && left <= 3) kinds.push('due-soon');
    if (view.status === 'OVERDUE') kinds.push('overdue');
    if (view.ordersClosed) kinds.push('orders-closed');
    if (kinds.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      for (const kind of kinds) if (await tell(trx, context, facts, view, kind)) told += 1;
    });
  }
  return told;
}

/**
 * After payments to these invoices, in their transaction: a paid invoice is told once (invoice.paid), and a partner
 * whose orders were closed by an invoice and are open now gets the reopening letter.
 */
export async function afterPayments(
  trx: Db,
  context: NoticeContext,
  invoiceIds: ReadonlyArray<string>,
  now: Date = new Date(),
): Promise<void> {
  const calendar = await loadCalendar(trx);
  const today = dayKeyOf(now);
  // Read in a few statements for the whole statement's invoices and partners, not a few per invoice.
  const paidFacts = await invoiceFactsByIds(trx, [...new Set(invoiceIds)]);
  const partners = [...new Set(paidFacts.map((f) => f.partnerId))];
  for (const facts of paidFacts) {
    const view = invoiceView(calendar, facts, today);
    if (view.status === 'PAID') await tell(trx, context, facts, view, 'paid');
  }
  const unpaidByPartner = new Map<string, PartnerInvoice[]>();
  for (const facts of partners.length === 0 ? [] : await unpaidInvoiceFacts(trx, partners)) {
    unpaidByPartner.set(facts.partnerId, [...(unpaidByPartner.get(facts.partnerId) ?? []), invoiceView(calendar, facts, today)]);
  }
  const open = partners.filter((partnerId) => !debtSummary(unpaidByPartner.get(partnerId) ?? []).ordersClosedBy);
  if (open.length === 0) return;
  const closedBy = await trx
    .selectFrom('invoice_notices as n')
    .innerJoin('invoices as i', 'i.id', 'n.invoice_id')
    .select('n.invoice_id as invoiceId')
    .where('i.partner_id', 'in', open)
    .where('n.kind', '=', 'orders-closed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_notices as r')
            .select('r.invoice_id')
            .whereRef('r.invoice_id', '=', 'n.invoice_id')
            .where('r.kind', '=', 'orders-reopened'),
        ),
      ),
    )
    .execute();
  for (const facts of closedBy.length === 0
    ? []
    : await invoiceFactsByIds(
        trx,
        closedBy.map((c) => c.invoiceId),
      )) {
    await tell(trx, context, facts, invoiceView(calendar, facts, today), 'orders-reopened');
  }
}
