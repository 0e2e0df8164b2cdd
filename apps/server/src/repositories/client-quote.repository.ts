/** Client quotes (decision 021). Every query is scoped to the calling partner: another partner's quote is not there. */
import { sql } from 'kysely';
import {
  markupBasisPoints,
  quoteTotals,
  type PricedQuoteLine,
  type Quote,
  type QuoteListQuery,
  type QuotePricing,
  type QuoteSummary,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { PartnerScope } from './office.repository.ts';

export type NewClientQuote = {
  customerId: string;
  title: string;
  lines: PricedQuoteLine[];
  pricing: QuotePricing;
  orderHref: string;
  partnerTotal: number;
  clientTotal: number;
  createdBy: string;
  /** The demo world's quotes are from days ago. */
  createdAt?: Date;
};

export async function insertClientQuote(db: Db, scope: PartnerScope, quote: NewClientQuote): Promise<string> {
  const { id } = await db
    .insertInto('client_quotes')
    .values({
      partner_id: scope.partnerId,
      customer_id: quote.customerId,
      title: quote.title,
      lines: JSON.stringify(quote.lines),
      pricing_mode: quote.pricing.mode,
      markup_basis_points:
        quote.pricing.mode === 'markup' && quote.pricing.markupPercent !== null ? markupBasisPoints(quote.pricing.markupPercent) : null,
      order_href: quote.orderHref,
      partner_total: quote.partnerTotal,
      client_total: quote.clientTotal,
      line_count: quote.lines.length,
      created_by: quote.createdBy,
      ...(quote.createdAt ? { created_at: quote.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const summaryColumns = [
  'q.id',
  'q.title',
  'q.customer_id as customerId',
  'c.name as customerName',
  'q.order_href as orderHref',
  'q.partner_total as partnerTotal',
  'q.client_total as clientTotal',
  'q.line_count as lineCount',
  'a.email as createdBy',
  'q.created_at as createdAt',
] as const;

function scoped(db: Db, scope: PartnerScope) {
  return db
    .selectFrom('client_quotes as q')
    .innerJoin('customers as c', 'c.id', 'q.customer_id')
    .leftJoin('accounts as a', 'a.id', 'q.created_by')
    .where('q.partner_id', '=', scope.partnerId);
}

type SummaryRow = {
  id: string;
  title: string;
  customerId: string;
  customerName: string;
  orderHref: string;
  partnerTotal: number;
  clientTotal: number;
  lineCount: number;
  createdBy: string | null;
  createdAt: Date;
};

function toSummary(row: SummaryRow): QuoteSummary {
  const { partnerTotal, clientTotal, createdAt, ...rest } = row;
  return { ...rest, totals: quoteTotals(Number(partnerTotal), Number(clientTotal)), createdAt: createdAt.toISOString() };
}

/** A page of the partner's quotes (of one client when asked), newest first, with the total in the same statement. */
export async function listClientQuotes(
  db: Db,
  scope: PartnerScope,
  query: QuoteListQuery,
): Promise<{ items: QuoteSummary[]; total: number }> {
  let base = scoped(db, scope);
  if (query.customerId) base = base.where('q.customer_id', '=', query.customerId);
  const rows = await base
    .select([...summaryColumns, sql<number>`count(*) over ()`.as('total')])
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const first = rows[0];
  let total = first ? Number(first.total) : 0;
  // A page past the end has no row to carry the count.
  if (!first && query.page > 1) {
    const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { items: rows.map(({ total: _total, ...row }) => toSummary(row)), total };
}

export async function findClientQuote(db: Db, scope: PartnerScope, id: string): Promise<Quote | undefined> {
  const row = await scoped(db, scope)
    .select([...summaryColumns, 'q.lines', 'q.pricing_mode as pricingMode', 'q.markup_basis_points as markupBasisPoints'])
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { lines, pricingMode, markupBasisPoints: basisPoints, lineCount: _lineCount, ...summary } = row;
  const priced = lines as PricedQuoteLine[];
  const pricing: QuotePricing =
    pricingMode === 'perLine'
      ? { mode: 'perLine', prices: priced.map((line) => line.clientPrice) }
      : { mode: 'markup', markupPercent: basisPoints === null ? null : basisPoints / 100 };
  const { lineCount: _count, ...rest } = toSummary({ ...summary, lineCount: priced.length });
  return { ...rest, lines: priced, pricing };
}

export async function deleteClientQuote(db: Db, scope: PartnerScope, id: string): Promise<boolean> {
  const result = await db.deleteFrom('client_quotes').where('partner_id', '=', scope.partnerId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
