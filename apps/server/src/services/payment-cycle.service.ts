/**
 * The payment cycle (issue 24, decision 036): where each closed month's invoice stands today, the partner's act
 * signature or refusal, payments by hand and from bank statements, the waiver of a penalty, the overdue queue and the
 * rule that an invoice overdue by 5 working days closes the partner's new orders; a refused act is written to the
 * vendor's mailbox. Every state comes from the domain's `invoiceState`, so the list, the navbar, the order refusal and
 * the operator's queue cannot disagree.
 */
import {
  dayKeyOf,
  INDIVIDUAL_DECISION_AFTER_WORKING_DAYS,
  invoiceDueOn,
  workingDaysBetween,
  decodeStatement,
  type DebtSummary,
  type FixturePayment,
  incomingPayments,
  invoiceNumbersIn,
  INVOICING_TEXTS,
  JOURNAL_FIELDS,
  JOURNAL_SUBJECTS,
  matchPayments,
  monthLabel,
  ORDERS_CLOSED_CODE,
  type PartnerInvoice,
  type PartnerInvoiceList,
  parseBankStatement,
  StatementFormatError,
  statementText,
  toWindows1251,
  type StatementImportResult,
  UNMATCHED_TEXTS,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { Enqueue } from './enqueue.ts';
import { actRefusedLetter } from './invoice-letters.ts';
import { debtSummary, invoiceView, loadCalendar } from './invoice-states.ts';
import { queueLetter } from './mail.service.ts';
import { recordJournal, type JournalActor } from './journal.service.ts';
import { afterPayments, type NoticeContext } from './payment-notices.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import {
  insertPayments,
  insertStatementImport,
  invoiceFactsById,
  type InvoiceFactsRow,
  invoicesByNumbers,
  listPayments,
  matchWaitingPayment,
  partnerInvoiceFacts,
  partnersByIds,
  recordActDecision,
  recordedPaymentKeys,
  recordWaiver,
  setStatementImportCounts,
  unpaidInvoiceDates,
  unpaidInvoiceFacts,
} from '../repositories/payment-cycle.repository.ts';

export async function partnerDebt(db: Db, partnerId: string, now: Date = new Date()): Promise<DebtSummary> {
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  return debtSummary((await unpaidInvoiceFacts(db, partnerId)).map((f) => invoiceView(calendar, f, today)));
}

/** The debts of a page's partners, in one query (the distributor's partner list). Partners owing nothing are absent. */
export async function partnerDebts(db: Db, partnerIds: ReadonlyArray<string>, now: Date = new Date()): Promise<Map<string, DebtSummary>> {
  if (partnerIds.length === 0) return new Map();
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  const byPartner = new Map<string, PartnerInvoice[]>();
  for (const facts of await unpaidInvoiceFacts(db, partnerIds)) {
    byPartner.set(facts.partnerId, [...(byPartner.get(facts.partnerId) ?? []), invoiceView(calendar, facts, today)]);
  }
  return new Map([...byPartner].map(([partnerId, views]) => [partnerId, debtSummary(views)]));
}

export async function partnerInvoices(
  db: Db,
  scope: { partnerId: string },
  page: { page: number; pageSize: number },
  now: Date = new Date(),
): Promise<PartnerInvoiceList> {
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  const [{ rows, total }, debt] = await Promise.all([
    partnerInvoiceFacts(db, scope.partnerId, page),
    partnerDebt(db, scope.partnerId, now),
  ]);
  return { items: rows.map((f) => invoiceView(calendar, f, today)), total, debt };
}

/** Refuses a new order or connection while an invoice is 5 working days past due, saying which and how much. */
export async function refuseIfOrdersClosed(db: Db, partnerId: string, now: Date = new Date()): Promise<void> {
  const { ordersClosedBy } = await partnerDebt(db, partnerId, now);
  if (ordersClosedBy) {
    throw new AppError(
      ORDERS_CLOSED_CODE,
      INVOICING_TEXTS.ordersClosed(ordersClosedBy.number, ordersClosedBy.issuedOn, ordersClosedBy.unpaid),
      409,
    );
  }
}

// ---- The act ----

async function ownInvoice(db: Db, partnerId: string, invoiceId: string): Promise<InvoiceFactsRow> {
  const facts = await invoiceFactsById(db, partnerId, invoiceId);
  if (!facts) throw AppError.notFound(INVOICING_TEXTS.invoiceNotFound);
  return facts;
}

export async function signAct(
  db: Db,
  scope: { partnerId: string },
  invoiceId: string,
  accountId: string,
  actor: JournalActor | null = null,
  now: Date = new Date(),
): Promise<PartnerInvoice> {
  const calendar = await loadCalendar(db);
  return db.transaction().execute(async (trx) => {
    const facts = await ownInvoice(trx, scope.partnerId, invoiceId);
    if (facts.act?.decision === 'signed') throw new AppError('CONFLICT', INVOICING_TEXTS.alreadySigned, 409);
    await recordActDecision(trx, invoiceId, { decision: 'signed', reason: null, decidedBy: accountId });
    const signed = invoiceView(calendar, await ownInvoice(trx, scope.partnerId, invoiceId), dayKeyOf(now));
    await recordJournal(trx, actor, {
      action: 'act.signed',
      subjectType: 'invoice',
      subjectId: invoiceId,
      subjectLabel: JOURNAL_SUBJECTS.act(signed.number, monthLabel(signed.year, signed.month)),
    });
    return signed;
  });
}

/** Where a refusal is told: the job runner, the portal's address for the letter's link, the vendor's billing mailbox. */
export type RefusalContext = { enqueue: Enqueue; portalUrl: string; vendorEmail: string };

/** Records the reasoned refusal and, in the same transaction, writes the vendor's letter naming it (issue 31). */
export async function refuseAct(
  db: Db,
  context: RefusalContext,
  scope: { partnerId: string },
  invoiceId: string,
  accountId: string,
  reason: string,
  actor: JournalActor | null = null,
  now: Date = new Date(),
): Promise<PartnerInvoice> {
  const calendar = await loadCalendar(db);
  return db.transaction().execute(async (trx) => {
    const facts = await ownInvoice(trx, scope.partnerId, invoiceId);
    const view = invoiceView(calendar, facts, dayKeyOf(now));
    if (facts.act?.decision === 'signed') throw new AppError('CONFLICT', INVOICING_TEXTS.alreadySigned, 409);
    if (view.acceptedOn !== null) throw new AppError('CONFLICT', INVOICING_TEXTS.acceptanceOver(view.acceptBy), 409);
    await recordActDecision(trx, invoiceId, { decision: 'refused', reason, decidedBy: accountId });
    const refused = invoiceView(calendar, await ownInvoice(trx, scope.partnerId, invoiceId), dayKeyOf(now));
    const partner = (await partnersByIds(trx, [scope.partnerId])).get(scope.partnerId);
    if (!partner || !refused.act) throw new Error('The refusal was not written');
    await queueLetter(
      trx,
      context.enqueue,
      actRefusedLetter(context.vendorEmail, {
        partnerName: partner.name,
        partnerCode: partner.code,
        number: refused.number,
        month: monthLabel(refused.year, refused.month),
        sum: refused.sum,
        reason: refused.act.reason ?? reason,
        refusedBy: refused.act.decidedBy,
        refusedAt: refused.act.decidedAt,
        acceptBy: refused.acceptBy,
        invoicesUrl: `${context.portalUrl}/#/backoffice/invoices?act=REFUSED`,
      }),
    );
    await recordJournal(trx, actor, {
      action: 'act.refused',
      subjectType: 'invoice',
      subjectId: invoiceId,
      subjectLabel: JOURNAL_SUBJECTS.act(refused.number, monthLabel(refused.year, refused.month)),
      changes: [{ field: JOURNAL_FIELDS.actRefusalReason, before: facts.act?.reason ?? null, after: refused.act.reason ?? reason }],
    });
    return refused;
  });
}

// ---- Payments ----

export async function recordManualPayment(
  db: Db,
  notify: NoticeContext,
  operatorId: string,
  payment: { invoiceId: string; receivedOn: string; amount: number; purpose: string },
  now: Date = new Date(),
) {
  if (payment.receivedOn > dayKeyOf(now)) throw AppError.validation('receivedOn', INVOICING_TEXTS.paymentDateFuture);
  return db.transaction().execute(async (trx) => {
    if (!(await invoiceFactsById(trx, null, payment.invoiceId))) {
      throw AppError.validation('invoiceId', INVOICING_TEXTS.invoiceNotFound);
    }
    const [id] = await insertPayments(trx, [
      {
        invoiceId: payment.invoiceId,
        receivedOn: payment.receivedOn,
        amount: payment.amount,
        source: 'manual',
        paymentKey: null,
        statementImportId: null,
        documentNumber: null,
        payerInn: null,
        payerName: '',
        purpose: payment.purpose,
        unmatchedReason: null,
        recordedBy: operatorId,
      },
    ]);
    if (!id) throw new Error('The payment was not written');
    await recordAudit(trx, {
      actorAccountId: operatorId,
      action: 'payment.record',
      subjectType: 'invoice',
      subjectId: payment.invoiceId,
      details: { paymentId: id, amount: payment.amount, receivedOn: payment.receivedOn },
    });
    await afterPayments(trx, notify, [payment.invoiceId], now);
    const { items } = await listPayments(trx, { unmatched: false, page: 1, pageSize: 1, ids: [id] });
    const [written] = items;
    if (!written) throw new Error('The payment was not written');
    return written;
  });
}

/**
 * Imports a statement: every incoming payment not recorded before is written, matched to its invoice or left for the
 * operator with the reason. The same statement twice writes nothing the second time.
 */
export async function importStatement(
  db: Db,
  notify: NoticeContext,
  operatorId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<StatementImportResult> {
  let documents;
  try {
    documents = incomingPayments(parseBankStatement(decodeStatement(file.bytes)));
  } catch (error) {
    if (error instanceof StatementFormatError) throw AppError.validation('file', error.message);
    throw error;
  }
  if (documents.length === 0) throw AppError.validation('file', INVOICING_TEXTS.statementEmpty);
  return db.transaction().execute(async (trx) => {
    const numbers = [...new Set(documents.flatMap((d) => invoiceNumbersIn(d.purpose)))];
    const invoices = new Map((await invoicesByNumbers(trx, numbers)).map((i) => [i.number, i]));
    const matches = matchPayments(documents, invoices);
    const known = await recordedPaymentKeys(
      trx,
      matches.map((m) => m.key),
    );
    const fresh = matches.filter((m) => !known.has(m.key));
    const importId = await insertStatementImport(trx, {
      fileName: file.name,
      importedBy: operatorId,
      documents: documents.length,
      recorded: 0,
      repeated: 0,
      matched: 0,
    });
    const ids = await insertPayments(
      trx,
      fresh.map((m) => ({
        invoiceId: m.invoiceId,
        receivedOn: m.payment.receivedOn ?? m.payment.date,
        amount: m.payment.amount,
        source: 'statement' as const,
        paymentKey: m.key,
        statementImportId: importId,
        documentNumber: m.payment.number,
        payerInn: m.payment.payerInn,
        payerName: m.payment.payerName,
        purpose: m.payment.purpose,
        unmatchedReason: m.reason && UNMATCHED_TEXTS[m.reason],
        recordedBy: operatorId,
      })),
    );
    const matched = fresh.filter((m) => m.invoiceId !== null).length;
    await afterPayments(
      trx,
      notify,
      fresh.flatMap((m) => (m.invoiceId ? [m.invoiceId] : [])),
    );
    const counts = { recorded: ids.length, repeated: documents.length - ids.length, matched };
    await setStatementImportCounts(trx, importId, counts);
    await recordAudit(trx, {
      actorAccountId: operatorId,
      action: 'payment.import-statement',
      subjectType: 'statement-import',
      subjectId: importId,
      details: { fileName: file.name, documents: documents.length, ...counts },
    });
    const written = await listPayments(trx, { unmatched: false, page: 1, pageSize: Math.max(1, ids.length), ids });
    return {
      importId,
      documents: documents.length,
      ...counts,
      // In the statement's own order (the ids were written in it), not the list's by date.
      unmatched: written.items.filter((p) => p.invoiceId === null).sort((a, b) => ids.indexOf(a.paymentId) - ids.indexOf(b.paymentId)),
    };
  });
}

export async function matchPaymentByHand(db: Db, notify: NoticeContext, operatorId: string, paymentId: string, invoiceId: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await invoiceFactsById(trx, null, invoiceId))) throw AppError.validation('invoiceId', INVOICING_TEXTS.invoiceNotFound);
    if (!(await matchWaitingPayment(trx, paymentId, invoiceId, operatorId))) {
      const existing = await listPayments(trx, { unmatched: false, page: 1, pageSize: 1, ids: [paymentId] });
      if (existing.total === 0) throw AppError.notFound();
      throw new AppError('CONFLICT', INVOICING_TEXTS.paymentAlreadyMatched, 409);
    }
    await recordAudit(trx, {
      actorAccountId: operatorId,
      action: 'payment.match',
      subjectType: 'invoice',
      subjectId: invoiceId,
      details: { paymentId },
    });
    await afterPayments(trx, notify, [invoiceId]);
    const { items } = await listPayments(trx, { unmatched: false, page: 1, pageSize: 1, ids: [paymentId] });
    const [payment] = items;
    if (!payment) throw AppError.notFound();
    return payment;
  });
}

export async function waivePenalty(db: Db, operatorId: string, invoiceId: string, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await invoiceFactsById(trx, null, invoiceId))) throw AppError.notFound(INVOICING_TEXTS.invoiceNotFound);
    if (await recordWaiver(trx, invoiceId, reason, operatorId)) {
      await recordAudit(trx, {
        actorAccountId: operatorId,
        action: 'invoice.waive-penalty',
        subjectType: 'invoice',
        subjectId: invoiceId,
        details: { reason },
      });
    }
  });
}

// ---- The operator's queue ----

/** Partners more than 10 working days overdue, the longest overdue first: the vendor decides on each individually. */
export async function overdueQueue(db: Db, page: { page: number; pageSize: number }, now: Date = new Date()) {
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  // First the partners with an invoice more than 10 working days past due, from the due dates alone (cheap), then
  // only their invoices in full: most unpaid invoices are this month's, not yet due.
  const beyond = new Set(
    (await unpaidInvoiceDates(db))
      .filter((d) => {
        const dueOn = invoiceDueOn(calendar, dayKeyOf(d.closedAt), d.signedAt && dayKeyOf(d.signedAt));
        return workingDaysBetween(calendar, dueOn, today) > INDIVIDUAL_DECISION_AFTER_WORKING_DAYS;
      })
      .map((d) => d.partnerId),
  );
  const byPartner = new Map<string, PartnerInvoice[]>();
  for (const facts of beyond.size === 0 ? [] : await unpaidInvoiceFacts(db, [...beyond])) {
    const view = invoiceView(calendar, facts, today);
    byPartner.set(facts.partnerId, [...(byPartner.get(facts.partnerId) ?? []), view]);
  }
  const queued = [...byPartner.entries()]
    .filter(([, views]) => views.some((v) => v.individualDecision))
    .map(([partnerId, views]) => ({ partnerId, views, debt: debtSummary(views) }))
    .sort((a, b) => b.debt.overdueWorkingDays - a.debt.overdueWorkingDays || a.partnerId.localeCompare(b.partnerId));
  const slice = queued.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
  const partners = await partnersByIds(
    db,
    slice.map((q) => q.partnerId),
  );
  return {
    total: queued.length,
    items: slice.flatMap(({ partnerId, views, debt }) => {
      const partner = partners.get(partnerId);
      const oldest = views.filter((v) => v.status === 'OVERDUE').sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0];
      if (!partner || !oldest) return [];
      return [
        {
          partnerId,
          partnerName: partner.name,
          partnerCode: partner.code,
          lockStatus: partner.lockStatus,
          participationStatus: partner.participationStatus,
          unpaid: debt.unpaid,
          penalty: debt.penalty,
          overdueWorkingDays: debt.overdueWorkingDays,
          oldestInvoice: { invoiceId: oldest.invoiceId, number: oldest.number, dueOn: oldest.dueOn },
        },
      ];
    }),
  };
}

// ---- The sample statement ----

/** A name as Windows-1251 can write it: what the code page lacks becomes a space. */
const inCodePage = (text: string) => text.replace(/[^\x20-\x7EА-яЁё№«»]/g, ' ');

/**
 * «Пример выписки»: a statement the operator can import to see the cycle work. The two oldest unpaid invoices of
 * partners whose INN the vendor holds: the first paid in full, the second half; and a payer nobody knows.
 */
export async function sampleStatement(db: Db, now: Date = new Date()): Promise<Uint8Array> {
  const calendar = await loadCalendar(db);
  const today = dayKeyOf(now);
  const unpaid = (await unpaidInvoiceFacts(db, null))
    .map((facts) => ({ facts, view: invoiceView(calendar, facts, today) }))
    .sort((a, b) => a.view.issuedOn.localeCompare(b.view.issuedOn) || a.view.number.localeCompare(b.view.number));
  const partners = await partnersByIds(db, [...new Set(unpaid.map((u) => u.facts.partnerId))]);
  const payable = unpaid.flatMap(({ facts, view }) => {
    const partner = partners.get(facts.partnerId);
    return partner?.inn ? [{ view, partner: { inn: partner.inn, name: partner.name } }] : [];
  });
  const date = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`;
  const amount = (kopecks: number) => (kopecks / 100).toFixed(2);
  const payments: FixturePayment[] = payable.slice(0, 2).map(({ view, partner }, i) => ({
    number: String(101 + i),
    date,
    amount: amount(i === 0 ? view.unpaid : Math.ceil(view.unpaid / 2)),
    payerInn: partner.inn,
    payerName: inCodePage(partner.name),
    purpose: `Оплата по счету № ${view.number}. Без НДС`,
  }));
  payments.push({
    number: '103',
    date,
    amount: '15000.00',
    payerInn: '7701234560',
    payerName: 'ООО «Неизвестный плательщик»',
    purpose: 'Оплата услуг. Без НДС',
  });
  return toWindows1251(statementText(payments));
}
