/**
 * Partner details for its distributor (document 2 §2 "Partner details"): the partner by its code, its month's counts, and the
 * month's bill from the one billing function the partner's own details use (partnerBilling, monthLines), so the
 * figures are the same to the kopeck; and the month's Excel export with the spec's columns and a total row.
 */
import {
  BILLING_TEXTS,
  type BillingMonth,
  DISTRIBUTOR_TEXTS,
  monthLabel,
  monthStart,
  PARTNER_DETAILS_TEXTS,
  type PartnerDetails,
} from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findDistributorPartnerByCode, type DistributorScope } from '../repositories/distributor.repository.ts';
import { billedSpan } from '../repositories/billing.repository.ts';
import { monthStatus, type MonthLine } from '../repositories/invoice.repository.ts';
import { toXlsx, type Column } from './billing-export.ts';
import { monthLines, partnerBilling } from './billing.service.ts';
import { partnerDebt } from './payment-cycle.service.ts';

async function partnerOf(db: Db, scope: DistributorScope, partnerCode: string) {
  const partner = await findDistributorPartnerByCode(db, scope, partnerCode);
  if (!partner) throw AppError.notFound(DISTRIBUTOR_TEXTS.partnerNotFound);
  return partner;
}

/**
 * The month's clients (not the partner's own) and the subscriptions of clients and of the partner itself that the
 * month bills — what its lines come from, as its total does: the invoice's lines for a closed month, the ledger's
 * usage in the billed span for an open one.
 */
async function monthCounts(db: Db, partnerId: string, month: BillingMonth, now: Date): Promise<PartnerDetails['counts']> {
  const status = await monthStatus(db, partnerId, month);
  const counted = sql<number>`count(distinct customer_id) filter (where not own_use)`.as('customers');
  const clientSubscriptions = sql<number>`count(distinct subscription_id) filter (where not own_use)`.as('customerSubscriptions');
  const ownSubscriptions = sql<number>`count(distinct subscription_id) filter (where own_use)`.as('ownSubscriptions');
  let row: { customers: number; customerSubscriptions: number; ownSubscriptions: number } | undefined;
  if (status.invoice) {
    row = await db
      .selectFrom('invoice_lines')
      .select([counted, clientSubscriptions, ownSubscriptions])
      .where('invoice_id', '=', status.invoice.id)
      .executeTakeFirst();
  } else if (!status.closed) {
    const span = billedSpan(month, now);
    row = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('usage_ledger as l')
          .innerJoin('customers as c', 'c.id', 'l.customer_id')
          .select(['l.customer_id', 'l.subscription_id', 'c.own_use'])
          .where('l.partner_id', '=', partnerId)
          .where('l.active_from', '<', span.end)
          .where(sql<boolean>`coalesce(l.active_to, 'infinity'::timestamptz) > ${monthStart(month)}`)
          .where(sql<boolean>`(l.active_to is null or l.active_to > l.active_from)`)
          .as('u'),
      )
      .select([counted, clientSubscriptions, ownSubscriptions])
      .executeTakeFirst();
  }
  return {
    customers: Number(row?.customers ?? 0),
    customerSubscriptions: Number(row?.customerSubscriptions ?? 0),
    ownSubscriptions: Number(row?.ownSubscriptions ?? 0),
  };
}

export async function partnerDetails(
  db: Db,
  scope: DistributorScope,
  partnerCode: string,
  month: { m: number; y: number; page?: number; pageSize?: number },
  now: Date = new Date(),
): Promise<PartnerDetails> {
  const partner = await partnerOf(db, scope, partnerCode);
  const [billing, partnerCounts, debt] = await Promise.all([
    partnerBilling(db, { partnerId: partner.id }, { m: month.m, y: month.y, page: month.page, pageSize: month.pageSize }, now),
    monthCounts(db, partner.id, { year: month.y, month: month.m }, now),
    partnerDebt(db, partner.id, now),
  ]);
  return {
    code: 200,
    partner: {
      id: partner.id,
      name: partner.name,
      partnerCode: partner.partnerCode,
      city: partner.city,
      regionCode: partner.regionCode,
      address: partner.address,
      modified: partner.modified,
      status: partner.status,
    },
    counts: partnerCounts,
    billing,
    debt,
  };
}

type Row = { line: MonthLine; partner: { name: string; partnerCode: string } } | { total: number };
const [codeH, partnerH, clientH, serviceH, startH, endH, baseH, unitsH, daysH, tariffH, sumH] = PARTNER_DETAILS_TEXTS.exportColumns;

/** The export's columns, exactly document 2 §2's: partner code … sum, and a total row. */
export const PARTNER_LINE_COLUMNS: Array<Column<Row>> = [
  { header: codeH, width: 14, kind: 'text', value: (r) => ('line' in r ? r.partner.partnerCode : PARTNER_DETAILS_TEXTS.total) },
  { header: partnerH, width: 32, kind: 'text', value: (r) => ('line' in r ? r.partner.name : '') },
  { header: clientH, width: 32, kind: 'text', value: (r) => ('line' in r ? r.line.customer.name : '') },
  { header: serviceH, width: 40, kind: 'text', value: (r) => ('line' in r ? `${r.line.serviceName}: ${r.line.optionName}` : '') },
  { header: startH, width: 17, kind: 'date', value: (r) => ('line' in r ? r.line.startDate : null) },
  {
    header: endH,
    width: 17,
    kind: 'date',
    value: (r) => ('line' in r ? (r.line.active && !r.line.correction ? BILLING_TEXTS.active : r.line.endDate) : null),
  },
  { header: baseH, width: 22, kind: 'text', value: (r) => ('line' in r ? r.line.serviceKitName : '') },
  { header: unitsH, width: 12, kind: 'integer', value: (r) => ('line' in r ? r.line.units : null) },
  { header: daysH, width: 12, kind: 'integer', value: (r) => ('line' in r ? r.line.days : null) },
  { header: tariffH, width: 14, kind: 'money', value: (r) => ('line' in r ? r.line.unitPrice : null) },
  { header: sumH, width: 16, kind: 'money', value: (r) => ('line' in r ? r.line.sum : r.total) },
];

export function partnerExportFileName(partnerCode: string, month: { m: number; y: number }): string {
  return `partner-${partnerCode}-${month.y}-${String(month.m + 1).padStart(2, '0')}.xlsx`;
}

/** The month's lines of one partner as an Excel sheet; the total row is the month's total to the kopeck. */
export async function partnerDetailsExport(
  db: Db,
  scope: DistributorScope,
  partnerCode: string,
  month: { m: number; y: number },
  now: Date = new Date(),
): Promise<Buffer> {
  const partner = await partnerOf(db, scope, partnerCode);
  const lines = await monthLines(db, { partnerId: partner.id }, { year: month.y, month: month.m }, now);
  const rows: Row[] = lines.map((line) => ({ line, partner }));
  const total = { total: lines.reduce((sum, l) => sum + l.sum, 0) };
  return toXlsx(`${partner.partnerCode} ${monthLabel(month.y, month.m)}`.slice(0, 31), PARTNER_LINE_COLUMNS, rows, total);
}
