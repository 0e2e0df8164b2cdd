/**
 * Billing for the partner (document 2 §2 Billing details, §7 /billing/items, /items-extended, /price; document 1 §2 the
 * navbar sum): a closed month is read from its invoice, an open one is priced from the usage ledger — its totals by one
 * SQL statement, its lines by the pure month bill — with the late corrections it carries.
 */
import {
  addMonths,
  BILLING_HISTORY_MONTHS,
  BILLING_TEXTS,
  BILLING_TOP_CLIENTS,
  type BillingHistory,
  type BillingItemsQuery,
  type BillingMonth,
  type BillingSubscriptionAnswer,
  type BillingSumExtended,
  billingItemsQuerySchema,
  dayKeyOf,
  monthOf,
  type PartnerBilling,
  type PriceList,
} from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import {
  billedSpan,
  type BilledSpan,
  hasUsage,
  subscriptionsWithUsage,
  usagePage,
  wholeMonth,
} from '../repositories/billing.repository.ts';
import { visibleTo } from '../repositories/catalogue.repository.ts';
import {
  type CustomerPage,
  customersByIds,
  type InvoiceHead,
  invoiceLines,
  invoicePage,
  monthKey,
  type MonthFilters,
  type MonthLine,
  monthStatus,
} from '../repositories/invoice.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { correctionLines } from './billing-corrections.ts';
import { partnerSums } from './billing-sums-cache.ts';
import { BILLING_CURRENCY, customersOf, liveLines, subscriptionOf } from './billing-lines.ts';

const OK = 200;

const total = (lines: ReadonlyArray<{ sum: number }>) => lines.reduce((sum, line) => sum + line.sum, 0);

/** The navbar: the current month accrued to now, and projected to its end if nothing changes. */
export async function navbarSum(db: Db, scope: PartnerScope, now: Date = new Date()): Promise<BillingSumExtended> {
  const month = monthOf(now);
  const [rows, corrections] = await Promise.all([
    partnerSums(db, scope.partnerId, [billedSpan(month, now), wholeMonth(month)]),
    correctionLines(db, scope.partnerId, month),
  ]);
  const late = total(corrections);
  return {
    sum: total(rows.filter((r) => r.span === 0)) + late,
    projection: total(rows.filter((r) => r.span === 1)) + late,
    currencyCode: BILLING_CURRENCY,
  };
}

/** A month's clients matching the filters, a page of them (or all), with their lines in the page's order. */
type MonthPage = {
  invoice: InvoiceHead | null;
  /** The whole month's total, whatever the filters. */
  sum: number;
  lines: MonthLine[];
  customerIds: string[];
  total: number;
  monthEmpty: boolean;
};

const EVERY_CLIENT = { page: 1, pageSize: 1_000_000_000 };

async function monthPage(
  db: Db,
  scope: PartnerScope,
  month: BillingMonth,
  filters: MonthFilters,
  paging: { page: number; pageSize: number },
  now: Date,
): Promise<MonthPage> {
  const status = await monthStatus(db, scope.partnerId, month);
  if (status.invoice) {
    const page = await invoicePage(db, status.invoice.id, month, filters, paging);
    const lines = await invoiceLines(
      db,
      status.invoice.id,
      page.customers.flatMap((c) => c.subscriptionIds),
    );
    return { invoice: status.invoice, sum: status.invoice.sum, lines: shown(lines, filters), ...ids(page), monthEmpty: false };
  }
  if (status.closed) return { invoice: null, sum: 0, lines: [], customerIds: [], total: 0, monthEmpty: true };

  const span = billedSpan(month, now);
  const corrections = await correctionLines(db, scope.partnerId, month);
  const [page, sums, used] = await Promise.all([
    usagePage(db, scope.partnerId, span, filters, [...new Set(corrections.map((c) => c.subscriptionId))], paging),
    partnerSums(db, scope.partnerId, [span]),
    (unfiltered(filters) && paging.page === 1) || corrections.length > 0 ? Promise.resolve(null) : hasUsage(db, scope.partnerId, span),
  ]);
  const subscriptionIds = page.customers.flatMap((c) => c.subscriptionIds);
  const lines = [
    ...(await liveLines(db, scope.partnerId, subscriptionIds, span)),
    ...corrections.filter((c) => subscriptionIds.includes(c.subscriptionId)),
  ];
  return {
    invoice: null,
    sum: total(sums) + total(corrections),
    lines: shown(lines, filters),
    ...ids(page),
    monthEmpty: used === null ? corrections.length === 0 && page.total === 0 : !used,
  };
}

const unfiltered = (filters: MonthFilters) => !filters.search && filters.subscriptions === 'all' && filters.options === 'all';

/** GET /billing/items: a page of a month's clients with their subscriptions and lines, and the month's total. */
export async function partnerBilling(
  db: Db,
  scope: PartnerScope,
  input: BillingItemsQuery,
  now: Date = new Date(),
): Promise<PartnerBilling> {
  const query = billingItemsQuerySchema.parse(input);
  const month: BillingMonth = { year: query.y, month: query.m };
  const filters: MonthFilters = { search: query.search, subscriptions: query.subscriptions, options: query.options };
  const page = await monthPage(db, scope, month, filters, { page: query.page, pageSize: query.pageSize }, now);
  return {
    code: OK,
    year: month.year,
    month: month.month,
    currencyCode: BILLING_CURRENCY,
    invoice: page.invoice ? { number: page.invoice.number, closedAt: page.invoice.closedAt.toISOString() } : null,
    sum: page.sum,
    customers: customersOf(page.lines, page.customerIds),
    total: page.total,
    monthEmpty: page.monthEmpty,
  };
}

/**
 * What the details page shows of a month, every client of it at once (the export): with no search or filter every
 * line of the month, otherwise the lines of the clients and subscriptions that match, clients in the page's order.
 */
export async function shownMonthLines(
  db: Db,
  scope: PartnerScope,
  month: BillingMonth,
  filters: MonthFilters,
  now: Date = new Date(),
): Promise<MonthLine[]> {
  if (unfiltered(filters)) return monthLines(db, scope, month, now);
  const page = await monthPage(db, scope, month, filters, EVERY_CLIENT, now);
  const order = new Map(page.customerIds.map((id, index) => [id, index]));
  return page.lines
    .filter((line) => order.has(line.customer.customerId))
    .sort((a, b) => (order.get(a.customer.customerId) ?? 0) - (order.get(b.customer.customerId) ?? 0));
}

const ids = (page: CustomerPage) => ({ customerIds: page.customers.map((c) => c.customerId), total: page.total });

/** The option filter 'active' shows the options active at the end of the billed span, and every correction. */
function shown(lines: ReadonlyArray<MonthLine>, filters: MonthFilters): MonthLine[] {
  return filters.options === 'active' ? lines.filter((l) => l.active || l.correction) : [...lines];
}

/** GET /billing/items-extended: one subscription's month; another partner's subscription is not found. */
export async function subscriptionBilling(
  db: Db,
  scope: PartnerScope,
  query: { subscriptionId: string; m: number; y: number },
  now: Date = new Date(),
): Promise<BillingSubscriptionAnswer> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select([
      'id',
      'service_name as serviceName',
      'service_kit_name as serviceKitName',
      'usage_mode as usageMode',
      'start_date as startDate',
    ])
    .where('id', '=', query.subscriptionId)
    .where('partner_id', '=', scope.partnerId)
    .executeTakeFirst();
  if (!subscription) throw AppError.notFound(BILLING_TEXTS.subscriptionNotFound);
  const month: BillingMonth = { year: query.y, month: query.m };
  const lines = await monthLines(db, scope, month, now, [subscription.id]);
  const answer = subscriptionOf(lines) ?? {
    subscriptionId: subscription.id,
    service: { name: subscription.serviceName },
    serviceKitName: subscription.serviceKitName,
    usageMode: subscription.usageMode,
    startDate: subscription.startDate?.toISOString() ?? null,
    endDate: null,
    days: 0,
    sum: 0,
    currencyCode: BILLING_CURRENCY,
    trial: null,
    options: [],
  };
  return { code: OK, ...answer };
}

/**
 * Every line of a partner's month (of some subscriptions, or all): the invoice's for a closed month, the ledger's
 * priced now with its corrections for an open one. Their sum is the month's total on the details page.
 */
export async function monthLines(
  db: Db,
  scope: PartnerScope,
  month: BillingMonth,
  now: Date = new Date(),
  subscriptionIds?: ReadonlyArray<string>,
): Promise<MonthLine[]> {
  const status = await monthStatus(db, scope.partnerId, month);
  if (status.invoice) return invoiceLines(db, status.invoice.id, subscriptionIds);
  if (status.closed) return [];
  const span: BilledSpan = billedSpan(month, now);
  const chosen = subscriptionIds ?? (await subscriptionsWithUsage(db, scope.partnerId, span));
  return [...(await liveLines(db, scope.partnerId, chosen, span)), ...(await correctionLines(db, scope.partnerId, month, subscriptionIds))];
}

/** The charts: the last 12 months (this one accrued so far) and this month's top clients. */
export async function billingHistory(db: Db, scope: PartnerScope, now: Date = new Date()): Promise<BillingHistory> {
  const current = monthOf(now);
  const months = Array.from({ length: BILLING_HISTORY_MONTHS }, (_, i) => addMonths(current, i - BILLING_HISTORY_MONTHS + 1));
  const first = months[0] as BillingMonth;
  const [invoices, finished] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['year', 'month', 'sum'])
      .where('partner_id', '=', scope.partnerId)
      .where(sql<boolean>`year * 12 + month >= ${monthKey(first)}`)
      .execute(),
    db
      .selectFrom('billing_closings')
      .select(['year', 'month'])
      .where('finished_at', 'is not', null)
      .where(sql<boolean>`year * 12 + month >= ${monthKey(first)}`)
      .execute(),
  ]);
  const invoiced = new Map(invoices.map((i) => [monthKey(i), Number(i.sum)]));
  const closed = new Set([...finished.map(monthKey), ...invoiced.keys()]);
  const open = months.filter((m) => !closed.has(monthKey(m)));
  const spans = open.map((m) => billedSpan(m, now));
  const [rows, corrections] = await Promise.all([
    partnerSums(db, scope.partnerId, spans),
    // Corrections belong to the first open month, which is one of these unless months went unclosed for a year.
    open[0] ? correctionLines(db, scope.partnerId, open[0]) : Promise.resolve([]),
  ]);
  const sums = new Map<number, number>();
  for (const row of rows) {
    const key = monthKey(open[row.span] as BillingMonth);
    sums.set(key, (sums.get(key) ?? 0) + row.sum);
  }
  if (open[0]) sums.set(monthKey(open[0]), (sums.get(monthKey(open[0])) ?? 0) + total(corrections));

  const currentIndex = open.findIndex((m) => monthKey(m) === monthKey(current));
  const byCustomer = new Map<string, number>();
  for (const row of rows.filter((r) => r.span === currentIndex))
    byCustomer.set(row.customerId, (byCustomer.get(row.customerId) ?? 0) + row.sum);
  const top = [...byCustomer]
    .filter(([, sum]) => sum > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, BILLING_TOP_CLIENTS);
  const names = await customersByIds(
    db,
    top.map(([id]) => id),
  );
  return {
    months: months.map((m) => {
      const key = monthKey(m);
      return { year: m.year, month: m.month, sum: invoiced.get(key) ?? sums.get(key) ?? 0, closed: closed.has(key) };
    }),
    topClients: top.map(([customerId, sum]) => ({ customerId, name: names.get(customerId)?.name ?? '', sum })),
    currencyCode: BILLING_CURRENCY,
  };
}

/** GET /billing/price: the production kits' options the partner may order, at the tariffs in force on a day. */
export async function priceList(db: Db, scope: PartnerScope, date?: string, now: Date = new Date()): Promise<PriceList> {
  const day = date ?? dayKeyOf(now);
  const rows = await db
    .selectFrom('service_options as o')
    .innerJoin('service_kits as k', 'k.id', 'o.kit_id')
    .innerJoin('services', 'services.id', 'k.service_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('option_tariffs as t')
          .select(['t.price', 't.client_price', 't.currency_code'])
          .whereRef('t.option_id', '=', 'o.id')
          .where('t.effective_from', '<=', sql<Date>`${day}::date`)
          .orderBy('t.effective_from', 'desc')
          .limit(1)
          .as('t'),
      (join) => join.onTrue(),
    )
    .select([
      'services.name as serviceName',
      'k.name as serviceKitName',
      'o.name as optionName',
      'o.resource_code as resourceCode',
      't.price',
      't.client_price as clientPrice',
      't.currency_code as currencyCode',
      'o.payment_period as paymentPeriod',
    ])
    .where('services.enabled', '=', true)
    .where('k.usage_mode', '=', 'PRODUCTION')
    .where(visibleTo(scope))
    .orderBy('services.sort')
    .orderBy('k.sort')
    .orderBy('o.sort')
    .execute();
  return {
    code: OK,
    date: day,
    items: rows.map((r) => ({ ...r, price: Number(r.price), clientPrice: r.clientPrice === null ? null : Number(r.clientPrice) })),
  };
}
