/**
 * The distributor's reconciliation (issue 11): one workbook of a month for all its partners — a sheet per partner with
 * the lines the partner's own details show (monthLines) and a summary whose totals are each partner's invoice — and
 * the 12-month chart of its partners' bills (closed months from invoices, open ones from the same SQL totals).
 */
import {
  addMonths,
  BILLING_HISTORY_MONTHS,
  monthLabel,
  monthOf,
  RECONCILIATION_TEXTS,
  type BillingMonth,
  type DistributorHistory,
} from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { billedSpan, sumsByPartner } from '../repositories/billing.repository.ts';
import type { DistributorScope } from '../repositories/distributor.repository.ts';
import { monthKey, monthStatus } from '../repositories/invoice.repository.ts';
import { addSheet, newWorkbook, type Column } from './billing-export.ts';
import { BILLING_CURRENCY } from './billing-lines.ts';
import { monthLines } from './billing.service.ts';
import { PARTNER_LINE_COLUMNS } from './partner-details.service.ts';

type SummaryRow =
  | { partnerCode: string; name: string; invoice: string | null; linesSum: number; invoiceSum: number | null }
  | { total: number; invoiceTotal: number };
const [codeH, partnerH, invoiceH, linesH, invoiceSumH] = RECONCILIATION_TEXTS.columns;
const SUMMARY_COLUMNS: Array<Column<SummaryRow>> = [
  { header: codeH, width: 14, kind: 'text', value: (r) => ('name' in r ? r.partnerCode : RECONCILIATION_TEXTS.total) },
  { header: partnerH, width: 36, kind: 'text', value: (r) => ('name' in r ? r.name : '') },
  { header: invoiceH, width: 18, kind: 'text', value: (r) => ('name' in r ? (r.invoice ?? RECONCILIATION_TEXTS.openMonth) : '') },
  { header: linesH, width: 18, kind: 'money', value: (r) => ('name' in r ? r.linesSum : r.total) },
  { header: invoiceSumH, width: 18, kind: 'money', value: (r) => ('name' in r ? r.invoiceSum : r.invoiceTotal) },
];

function partnersOf(db: Db, scope: DistributorScope) {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'partner_code as partnerCode'])
    .where('distributor_id', '=', scope.distributorId)
    .where('kind', '=', 'partner')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Sheet names are unique and at most 31 characters without []:*?/\ ; the partner's code makes them unique. */
const sheetName = (code: string, name: string) => `${code} ${name.replace(/[[\]:*?/\\]/g, '')}`.slice(0, 31);

export async function reconciliationWorkbook(db: Db, scope: DistributorScope, month: { m: number; y: number }, now: Date = new Date()) {
  const billingMonth: BillingMonth = { year: month.y, month: month.m };
  const workbook = newWorkbook();
  const summary: SummaryRow[] = [];
  const sheets: Array<() => void> = [];
  for (const partner of await partnersOf(db, scope)) {
    const [status, lines] = await Promise.all([
      monthStatus(db, partner.id, billingMonth),
      monthLines(db, { partnerId: partner.id }, billingMonth, now),
    ]);
    if (lines.length === 0 && !status.invoice) continue;
    const linesSum = lines.reduce((sum, l) => sum + l.sum, 0);
    summary.push({
      partnerCode: partner.partnerCode,
      name: partner.name,
      invoice: status.invoice?.number ?? null,
      linesSum,
      invoiceSum: status.invoice?.sum ?? null,
    });
    sheets.push(() =>
      addSheet(
        workbook,
        sheetName(partner.partnerCode, partner.name),
        PARTNER_LINE_COLUMNS,
        lines.map((line) => ({ line, partner })),
        { total: linesSum },
      ),
    );
  }
  const total = summary.reduce((sum, r) => sum + ('linesSum' in r ? r.linesSum : 0), 0);
  const invoiceTotal = summary.reduce((sum, r) => sum + ('invoiceSum' in r ? (r.invoiceSum ?? 0) : 0), 0);
  addSheet(workbook, `${RECONCILIATION_TEXTS.summarySheet} ${monthLabel(month.y, month.m)}`.slice(0, 31), SUMMARY_COLUMNS, summary, {
    total,
    invoiceTotal,
  });
  for (const add of sheets) add();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function reconciliationFileName(month: { m: number; y: number }): string {
  return `reconciliation-${month.y}-${String(month.m + 1).padStart(2, '0')}.xlsx`;
}

/**
 * The chart: the last 12 months of the distributor's partners' bills. A closed month is the sum of their invoices; an
 * open one the SQL totals of the same billing (late corrections of a closed month show once that month is invoiced).
 */
export async function distributorHistory(db: Db, scope: DistributorScope, now: Date = new Date()): Promise<DistributorHistory> {
  const current = monthOf(now);
  const months = Array.from({ length: BILLING_HISTORY_MONTHS }, (_, i) => addMonths(current, i - BILLING_HISTORY_MONTHS + 1));
  const first = months[0] as BillingMonth;
  const [invoices, finished, partners] = await Promise.all([
    db
      .selectFrom('invoices as i')
      .innerJoin('partners as p', 'p.id', 'i.partner_id')
      .select(['i.year', 'i.month', sql<string>`sum(i.sum)`.as('sum')])
      .where('p.distributor_id', '=', scope.distributorId)
      .where(sql<boolean>`i.year * 12 + i.month >= ${monthKey(first)}`)
      .groupBy(['i.year', 'i.month'])
      .execute(),
    db
      .selectFrom('billing_closings')
      .select(['year', 'month'])
      .where('finished_at', 'is not', null)
      .where(sql<boolean>`year * 12 + month >= ${monthKey(first)}`)
      .execute(),
    partnersOf(db, scope),
  ]);
  const invoiced = new Map(invoices.map((i) => [monthKey(i), Number(i.sum)]));
  const closed = new Set([...finished.map(monthKey), ...invoiced.keys()]);
  const open = months.filter((m) => !closed.has(monthKey(m)));
  const totals = await sumsByPartner(
    db,
    partners.map((p) => p.id),
    open.map((m) => billedSpan(m, now)),
  );
  const openSums = new Map(open.map((m, i) => [monthKey(m), [...(totals[i]?.values() ?? [])].reduce((a, b) => a + b, 0)]));
  return {
    months: months.map((m) => ({
      ...m,
      sum: closed.has(monthKey(m)) ? (invoiced.get(monthKey(m)) ?? 0) : (openSums.get(monthKey(m)) ?? 0),
      closed: closed.has(monthKey(m)),
    })),
    currencyCode: BILLING_CURRENCY,
  };
}
