/**
 * Invoices of closed months (decision 014): the closing record of a month, a partner's invoice and its lines (written
 * once, never changed), what was invoiced for an option and a month, and the late ledger writes that need correcting.
 */
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { ActDecision, ActStatus, BillingMonth, BillingOptionFilter, BillingSubscriptionFilter, Invoice } from '@portal/domain';
import { monthEnd, monthStart } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { InvoiceLinesTable } from '../db/schema.ts';
import { containsPattern } from '../db/like.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { OptionBill } from '@portal/domain';

/** A month as one number, for comparing months in SQL and here. */
export const monthKey = ({ year, month }: BillingMonth) => year * 12 + month;
export const monthOfKey = (key: number): BillingMonth => ({ year: Math.floor(key / 12), month: key % 12 });

export type CustomerFacts = {
  customerId: string;
  name: string;
  responsible: string;
  phone: string | null;
  email: string;
  inn: string | null;
  city: string | null;
  login: string | null;
  ownUse: boolean;
};

export async function customersByIds(db: Db, ids: ReadonlyArray<string>): Promise<Map<string, CustomerFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select([
      'id as customerId',
      'name',
      'responsible',
      'phone',
      'email',
      'inn',
      'city',
      sql<string | null>`coalesce(one_c_id, onec_username)`.as('login'),
      'own_use as ownUse',
    ])
    .where('id', '=', sql<string>`any(${[...ids]}::uuid[])`)
    .execute();
  return new Map(rows.map((r) => [r.customerId, r]));
}

/** One subscription option billed for a month, with what the pages, the export and the invoice show of it. */
export type MonthLine = {
  /** The month the line bills: the page's own, or an earlier closed month for a correction. */
  period: BillingMonth;
  correction: boolean;
  customer: CustomerFacts;
  subscriptionId: string;
  serviceName: string;
  serviceKitName: string;
  usageMode: 'PRODUCTION' | 'DEMONSTRATION';
  subscriptionStart: Date | null;
  /** Null while the subscription is active at the end of the billed span. */
  subscriptionEnd: Date | null;
  subscriptionDays: number;
  trial: { start: Date; end: Date; days: number } | null;
  subscriptionOptionId: string;
  serviceOptionId: string;
  optionName: string;
  resourceCode: string;
  kind: OptionBill['kind'];
  periodType: 'd' | 'm';
  prepaid: boolean;
  rangeMonths: number | null;
  startDate: Date | null;
  endDate: Date | null;
  days: number;
  chargedDays: number;
  unitPrice: number;
  /** Units (workplaces) billed at the line's last run; null on invoices closed before it was kept. */
  units: number | null;
  sum: number;
  explanation: string;
  /** Active at the end of the billed span. */
  active: boolean;
};

// ---- Closings ----

/** Begins a month's closing (once: a second call finds it begun) and answers its record. */
export async function beginClosing(db: Db, month: BillingMonth, startedBy: string | null, startedAt?: Date): Promise<void> {
  await db
    .insertInto('billing_closings')
    .values({
      year: month.year,
      month: month.month,
      period_end: monthEnd(month),
      started_by: startedBy,
      ...(startedAt && { started_at: startedAt }),
    })
    .onConflict((oc) => oc.columns(['year', 'month']).doNothing())
    .execute();
}

export async function finishClosing(db: Db, month: BillingMonth, finishedAt?: Date): Promise<void> {
  await db
    .updateTable('billing_closings')
    .set({ finished_at: finishedAt ?? sql<Date>`now()` })
    .where('year', '=', month.year)
    .where('month', '=', month.month)
    .where('finished_at', 'is', null)
    .execute();
}

export async function closingState(db: Db, month: BillingMonth) {
  const row = await db
    .selectFrom('billing_closings as c')
    .select((eb) => [
      'c.started_at as startedAt',
      'c.finished_at as finishedAt',
      eb
        .selectFrom('invoices as i')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('i.year', '=', 'c.year')
        .whereRef('i.month', '=', 'c.month')
        .$asScalar()
        .as('invoices'),
    ])
    .where('c.year', '=', month.year)
    .where('c.month', '=', month.month)
    .executeTakeFirst();
  return {
    year: month.year,
    month: month.month,
    startedAt: row?.startedAt.toISOString() ?? null,
    finishedAt: row?.finishedAt?.toISOString() ?? null,
    invoices: Number(row?.invoices ?? 0),
  };
}

/** Every closing: finished or not, by month. */
export async function listClosings(db: Db): Promise<Array<{ month: BillingMonth; finished: boolean }>> {
  const rows = await db
    .selectFrom('billing_closings')
    .select(['year', 'month', 'finished_at as finishedAt'])
    .orderBy('year')
    .orderBy('month')
    .execute();
  return rows.map((r) => ({ month: { year: r.year, month: r.month }, finished: r.finishedAt !== null }));
}

/** Partners with usage in a month, or with late writes to correct, that have no invoice for it yet. */
export async function partnersToClose(db: Db, month: BillingMonth): Promise<string[]> {
  const rows = await sql<{ partnerId: string }>`
    select partner_id as "partnerId" from (
      select distinct partner_id from usage_ledger
      where active_from < ${monthEnd(month)} and coalesce(active_to, 'infinity'::timestamptz) > ${monthStart(month)}
        and (active_to is null or active_to > active_from)
      union
      select distinct partner_id from usage_ledger where late
    ) p
    where not exists (select 1 from invoices i where i.partner_id = p.partner_id and i.year = ${month.year} and i.month = ${month.month})
    order by partner_id`.execute(db);
  return rows.rows.map((r) => r.partnerId);
}

// ---- A partner's months ----

export type InvoiceHead = { id: string; number: string; closedAt: Date; sum: number };

/** A partner's invoice of a month, and whether the month's closing has finished (then it is closed even without one). */
export async function monthStatus(
  db: Db,
  partnerId: string,
  month: BillingMonth,
): Promise<{ invoice: InvoiceHead | null; closed: boolean }> {
  const row = await sql<{
    id: string | null;
    number: string | null;
    closedAt: Date | null;
    sum: string | number | null;
    finished: boolean;
  }>`
    select i.id, i.number, i.closed_at as "closedAt", i.sum,
           exists (select 1 from billing_closings c where c.year = ${month.year} and c.month = ${month.month} and c.finished_at is not null) as finished
    from (select 1) one
    left join invoices i on i.partner_id = ${partnerId} and i.year = ${month.year} and i.month = ${month.month}`.execute(db);
  const r = row.rows[0];
  const invoice = r?.id && r.number && r.closedAt ? { id: r.id, number: r.number, closedAt: r.closedAt, sum: Number(r.sum) } : null;
  return { invoice, closed: invoice !== null || Boolean(r?.finished) };
}

/**
 * What corrections need: the latest month closed for the partner (its invoice written, or the month's closing
 * finished), its invoiced months, and its subscriptions with late ledger writes (from the earliest interval start).
 */
export async function correctionFacts(db: Db, partnerId: string) {
  const result = await sql<{ closed: number[] | null; late: Array<{ subscriptionId: string; from: string }> | null }>`
    select
      (select array_agg(k order by k) from (
         select year * 12 + month as k from billing_closings where finished_at is not null
         union select year * 12 + month from invoices where partner_id = ${partnerId}
       ) m) as closed,
      (select json_agg(json_build_object('subscriptionId', subscription_id, 'from', first)) from (
         select subscription_id, min(active_from) as first from usage_ledger where partner_id = ${partnerId} and late group by subscription_id
       ) l) as late`.execute(db);
  const row = result.rows[0];
  return {
    closedMonths: (row?.closed ?? []).map(Number),
    late: (row?.late ?? []).map((l) => ({ subscriptionId: l.subscriptionId, from: new Date(l.from) })),
  };
}

// ---- Writing an invoice ----

/** Writes the invoice of a partner's month, unless it exists (another run wrote it): its id, or null. */
export async function insertInvoice(
  trx: Db,
  partnerId: string,
  month: BillingMonth,
  lines: ReadonlyArray<MonthLine>,
  /** When it was issued: now, but for the demo world's invoices of past days. */
  closedAt?: Date,
): Promise<string | null> {
  const prefix = `${month.year}-${String(month.month + 1).padStart(2, '0')}/`;
  const row = await trx
    .insertInto('invoices')
    .values({
      partner_id: partnerId,
      year: month.year,
      month: month.month,
      number: sql<string>`${prefix} || lpad(nextval('invoice_number_seq')::text, 6, '0')`,
      sum: lines.reduce((total, l) => total + l.sum, 0),
      line_count: lines.length,
      ...(closedAt && { closed_at: closedAt }),
    })
    .onConflict((oc) => oc.columns(['partner_id', 'year', 'month']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  for (let start = 0; start < lines.length; start += 500) {
    await trx
      .insertInto('invoice_lines')
      .values(lines.slice(start, start + 500).map((l) => lineRow(row.id, l)))
      .execute();
  }
  return row.id;
}

function lineRow(invoiceId: string, l: MonthLine) {
  return {
    invoice_id: invoiceId,
    period_year: l.period.year,
    period_month: l.period.month,
    correction: l.correction,
    customer_id: l.customer.customerId,
    customer_name: l.customer.name,
    customer_responsible: l.customer.responsible,
    customer_phone: l.customer.phone,
    customer_email: l.customer.email,
    customer_inn: l.customer.inn,
    customer_city: l.customer.city,
    customer_login: l.customer.login,
    own_use: l.customer.ownUse,
    subscription_id: l.subscriptionId,
    service_name: l.serviceName,
    service_kit_name: l.serviceKitName,
    usage_mode: l.usageMode,
    subscription_start: l.subscriptionStart,
    subscription_end: l.subscriptionEnd,
    subscription_days: l.subscriptionDays,
    trial_start: l.trial?.start ?? null,
    trial_end: l.trial?.end ?? null,
    trial_days: l.trial?.days ?? null,
    subscription_option_id: l.subscriptionOptionId,
    service_option_id: l.serviceOptionId,
    option_name: l.optionName,
    resource_code: l.resourceCode,
    kind: l.kind,
    period_type: l.periodType,
    prepaid: l.prepaid,
    range_months: l.rangeMonths,
    start_date: l.startDate,
    end_date: l.endDate,
    days: l.days,
    charged_days: l.chargedDays,
    unit_price: l.unitPrice,
    units: l.units,
    sum: l.sum,
    explanation: l.explanation,
    active: l.active,
  };
}

// ---- Reading a closed month ----

/** An invoice's lines (of some subscriptions, or all), in the order they were written. */
export async function invoiceLines(db: Db, invoiceId: string, subscriptionIds?: ReadonlyArray<string>): Promise<MonthLine[]> {
  let query = db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoiceId);
  if (subscriptionIds) query = query.where('subscription_id', '=', sql<string>`any(${[...subscriptionIds]}::uuid[])`);
  return (await query.orderBy('id').execute()).map(lineOf);
}

/** Every invoice line of a partner's subscriptions, whatever the month (what corrections compare against). */
export async function invoiceLinesOfSubscriptions(db: Db, partnerId: string, subscriptionIds: ReadonlyArray<string>): Promise<MonthLine[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .selectAll('l')
    .where('i.partner_id', '=', partnerId)
    .where('l.subscription_id', '=', sql<string>`any(${[...subscriptionIds]}::uuid[])`)
    .orderBy('l.id')
    .execute();
  return rows.map(lineOf);
}

function lineOf(r: Selectable<InvoiceLinesTable>): MonthLine {
  return {
    period: { year: r.period_year, month: r.period_month },
    correction: r.correction,
    customer: {
      customerId: r.customer_id,
      name: r.customer_name,
      responsible: r.customer_responsible,
      phone: r.customer_phone,
      email: r.customer_email,
      inn: r.customer_inn,
      city: r.customer_city,
      login: r.customer_login,
      ownUse: r.own_use,
    },
    subscriptionId: r.subscription_id,
    serviceName: r.service_name,
    serviceKitName: r.service_kit_name,
    usageMode: r.usage_mode,
    subscriptionStart: r.subscription_start,
    subscriptionEnd: r.subscription_end,
    subscriptionDays: r.subscription_days,
    trial: r.trial_start && r.trial_end ? { start: r.trial_start, end: r.trial_end, days: r.trial_days ?? 0 } : null,
    subscriptionOptionId: r.subscription_option_id,
    serviceOptionId: r.service_option_id,
    optionName: r.option_name,
    resourceCode: r.resource_code,
    kind: r.kind,
    periodType: r.period_type,
    prepaid: r.prepaid,
    rangeMonths: r.range_months,
    startDate: r.start_date,
    endDate: r.end_date,
    days: r.days,
    chargedDays: r.charged_days,
    unitPrice: Number(r.unit_price),
    units: r.units,
    sum: Number(r.sum),
    explanation: r.explanation,
    active: r.active,
  };
}

export type MonthFilters = { search: string; subscriptions: BillingSubscriptionFilter; options: BillingOptionFilter };
export type CustomerPage = { customers: Array<{ customerId: string; subscriptionIds: string[] }>; total: number };

/** A page of a closed month's clients (those with lines that match), with the subscriptions to show of each. */
export async function invoicePage(
  db: Db,
  invoiceId: string,
  month: BillingMonth,
  filters: MonthFilters,
  page: { page: number; pageSize: number },
): Promise<CustomerPage> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (filters.options === 'active') conditions.push(sql<SqlBool>`bool_or(active or correction)`);
  const [from, to] = [monthStart(month), monthEnd(month)];
  if (filters.subscriptions === 'trial')
    conditions.push(sql<SqlBool>`bool_or(usage_mode = 'DEMONSTRATION' or (trial_start < ${to} and trial_end > ${from}))`);
  if (filters.subscriptions === 'prod')
    conditions.push(sql<SqlBool>`bool_or(usage_mode = 'PRODUCTION' and (trial_end is null or trial_end < ${to}))`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql<SqlBool>`bool_or(lower(customer_name) like ${pattern} or lower(service_name) like ${pattern}
                           or lower(service_kit_name) like ${pattern} or lower(option_name) like ${pattern})`,
    );
  }
  if (conditions.length === 0) return invoiceClientsPage(db, invoiceId, page);
  const having = sql`having ${sql.join(conditions, sql` and `)}`;
  const rows = await sql<{ customerId: string; ids: string[]; total: string | number }>`
    with shown as (
      select customer_id, subscription_id, min(customer_name) as name, bool_or(own_use) as own
      from invoice_lines where invoice_id = ${invoiceId}
      group by customer_id, subscription_id
      ${having}
    )
    select customer_id as "customerId", array_agg(subscription_id) as ids, count(*) over () as total
    from shown group by customer_id, name, own
    order by own, name, customer_id
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db);
  return pageOf(rows.rows);
}

/** Without filters: the page's clients straight from the lines, then only their subscriptions. */
async function invoiceClientsPage(db: Db, invoiceId: string, page: { page: number; pageSize: number }): Promise<CustomerPage> {
  const chosen = await sql<{ customerId: string; total: string | number }>`
    select customer_id as "customerId", count(*) over () as total
    from invoice_lines where invoice_id = ${invoiceId}
    group by customer_id
    order by bool_or(own_use), min(customer_name), customer_id
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db);
  const customerIds = chosen.rows.map((r) => r.customerId);
  if (customerIds.length === 0) return { customers: [], total: 0 };
  const subscriptions = await sql<{ customerId: string; ids: string[] }>`
    select customer_id as "customerId", array_agg(distinct subscription_id) as ids
    from invoice_lines where invoice_id = ${invoiceId} and customer_id = any(${customerIds}::uuid[])
    group by customer_id`.execute(db);
  const idsOf = new Map(subscriptions.rows.map((r) => [r.customerId, r.ids]));
  return pageOf(chosen.rows.map((r) => ({ customerId: r.customerId, ids: idsOf.get(r.customerId) ?? [], total: r.total })));
}

export function pageOf(rows: ReadonlyArray<{ customerId: string; ids: string[]; total: string | number }>): CustomerPage {
  return {
    customers: rows.map((r) => ({ customerId: r.customerId, subscriptionIds: r.ids })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The operator's list's filters; `awaitingFrom` is the first instant whose undecided acts still wait (the domain's rule). */
export type InvoiceListFilters = {
  y?: number | undefined;
  m?: number | undefined;
  search: string;
  act?: ActStatus | undefined;
  partnerId?: string | undefined;
  awaitingFrom: Date;
};

/** An invoice of the operator's list with its act's decision as recorded; its state today is the service's to compute. */
export type InvoiceRow = Omit<Invoice, 'act'> & { decision: ActDecision | null };

/** What changes the list's SQL text: which filters apply. */
type ListShape = { year: boolean; month: boolean; partner: boolean; search: boolean; act: ActStatus | null };
type ListValues = { y: number; m: number; partnerId: string; pattern: string; awaitingFrom: Date; limit: number; offset: number };

/** The list's filters as SQL over `invoices i` (and `partners p` when searching); the act's through subqueries. */
function invoiceConditions(shape: ListShape, values: ListValues): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (shape.year) conditions.push(sql<SqlBool>`i.year = ${values.y}`);
  if (shape.month) conditions.push(sql<SqlBool>`i.month = ${values.m}`);
  if (shape.partner) conditions.push(sql<SqlBool>`i.partner_id = ${values.partnerId}`);
  if (shape.search) {
    conditions.push(
      sql<SqlBool>`(lower(p.name) like ${values.pattern} or p.partner_code like ${values.pattern} or i.number like ${values.pattern})`,
    );
  }
  const decided = (decision: 'signed' | 'refused') =>
    sql<SqlBool>`exists (select 1 from invoice_acts d where d.invoice_id = i.id and d.decision = ${decision})`;
  const undecided = sql<SqlBool>`not exists (select 1 from invoice_acts d where d.invoice_id = i.id)`;
  if (shape.act === 'SIGNED') conditions.push(decided('signed'));
  if (shape.act === 'REFUSED') conditions.push(decided('refused'));
  if (shape.act === 'AWAITING') conditions.push(undecided, sql<SqlBool>`i.closed_at >= ${values.awaitingFrom}`);
  if (shape.act === 'DEEMED_ACCEPTED') conditions.push(undecided, sql<SqlBool>`i.closed_at < ${values.awaitingFrom}`);
  return conditions.length > 0 ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`true`;
}

const listPage = preparedQuery((db, shape: ListShape, values: ListValues) =>
  db
    .selectFrom('invoices as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .leftJoin('invoice_acts as a', 'a.invoice_id', 'i.id')
    .leftJoin('accounts as acc', 'acc.id', 'a.decided_by')
    .select([
      'i.id as invoiceId',
      'i.number',
      'i.partner_id as partnerId',
      'p.name as partnerName',
      'p.partner_code as partnerCode',
      'i.year',
      'i.month',
      'i.sum',
      'i.currency_code as currencyCode',
      'i.closed_at as closedAt',
      'i.line_count as lineCount',
      'a.decision',
      'a.reason',
      'acc.email as decidedBy',
      'a.decided_at as decidedAt',
    ])
    .where(invoiceConditions(shape, values))
    .orderBy('i.year', 'desc')
    .orderBy('i.month', 'desc')
    .orderBy('p.name')
    .orderBy('i.id')
    .limit(values.limit)
    .offset(values.offset),
);

const listCount = preparedQuery((db, shape: ListShape, values: ListValues) => {
  const counted = db.selectFrom('invoices as i');
  return (shape.search ? counted.innerJoin('partners as p', 'p.id', 'i.partner_id') : counted)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(invoiceConditions(shape, values));
});

/**
 * Invoices of every partner (a month's, or all), by partner name or code or the invoice's number, by the act's status,
 * or of one partner; newest month first. The page and the count are two statements: with no count over the page's rows,
 * the page reads the newest month's invoices through the month index and stops (48,000 invoices: 240 → 30 ms).
 */
export async function listInvoices(
  db: Db,
  query: InvoiceListFilters & { page: number; pageSize: number },
): Promise<{ items: InvoiceRow[]; total: number }> {
  const shape: ListShape = {
    year: query.y !== undefined,
    month: query.m !== undefined,
    partner: query.partnerId !== undefined,
    search: query.search !== '',
    act: query.act ?? null,
  };
  const values: ListValues = {
    y: query.y ?? 0,
    m: query.m ?? 0,
    partnerId: query.partnerId ?? '',
    pattern: query.search ? containsPattern(query.search) : '',
    awaitingFrom: query.awaitingFrom,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, [count]] = await Promise.all([listPage(db, shape, values), listCount(db, shape, values)]);
  return { items: rows.map(invoiceOf), total: Number(count?.total ?? 0) };
}

function invoiceOf({
  decision,
  reason,
  decidedBy,
  decidedAt,
  ...r
}: {
  invoiceId: string;
  number: string;
  partnerId: string;
  partnerName: string;
  partnerCode: string;
  year: number;
  month: number;
  sum: number | string;
  currencyCode: string;
  closedAt: Date;
  lineCount: number;
  decision: 'signed' | 'refused' | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
}): InvoiceRow {
  return {
    ...r,
    sum: Number(r.sum),
    closedAt: r.closedAt.toISOString(),
    decision: decision && decidedBy && decidedAt ? { decision, reason, decidedBy, decidedAt: decidedAt.toISOString() } : null,
  };
}

/** Every invoice the list's filters select, for the operator's export, in the list's order. */
export async function allInvoices(db: Db, query: InvoiceListFilters): Promise<InvoiceRow[]> {
  const items: InvoiceRow[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await listInvoices(db, { ...query, page, pageSize: 1000 });
    items.push(...batch.items);
    if (batch.items.length < 1000) return items;
  }
}
