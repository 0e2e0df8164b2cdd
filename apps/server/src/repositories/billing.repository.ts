/**
 * Billing's reads of the usage ledger (decision 014): a month's sums in one SQL statement (the fast path of the navbar,
 * the month totals, the charts and the distributor's view), and the ledger intervals, options and tariff versions of
 * chosen subscriptions for the pure month bill of packages/domain (the lines of the details page, exports, invoices).
 * The SQL prices exactly as billSubscription does; a property test holds them equal on random ledgers.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  type BillableOption,
  type BillableSubscription,
  type BillingMonth,
  monthEnd,
  monthStart,
  PREPAID_MONTH_DAYS,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import { type CustomerPage, type MonthFilters, pageOf } from './invoice.repository.ts';

/** A month billed up to `end` (its end, or now for the month in progress). */
export type BilledSpan = { month: BillingMonth; end: Date };

/** The span of a month billed as of a moment: the whole month once it is over, up to now while it runs. */
export function billedSpan(month: BillingMonth, now: Date): BilledSpan {
  const start = monthStart(month).getTime();
  const end = monthEnd(month).getTime();
  return { month, end: new Date(Math.max(start, Math.min(end, now.getTime()))) };
}

/** The whole month, as if nothing changes until its end (the projection, a closed month). */
export const wholeMonth = (month: BillingMonth): BilledSpan => ({ month, end: monthEnd(month) });

/** The month's first day as 'yyyy-MM-dd'. */
const firstDay = ({ year, month }: BillingMonth) => `${year}-${String(month + 1).padStart(2, '0')}-01`;

export type CustomerSum = { span: number; partnerId: string; customerId: string; sum: number };

/**
 * What each client of the given partners owes for each span, priced in one statement by the rules of the pure month
 * bill. A day is charged at the largest count in force on it; an interval's days belong to it alone, so they are priced
 * as units × days × tariff, split at tariff versions and at the trial's days — but for a first or last day that another
 * interval of the option shares (a change that day), which is grouped with the others' and takes the largest count.
 * Demos are free; a monthly option pays its largest count on paid days at the tariff of its first paid day; a prepaid
 * option pays its range of months in the month its range starts. Clients that owe nothing may be absent.
 */
export async function sumsByCustomer(db: Db, partnerIds: ReadonlyArray<string>, spans: ReadonlyArray<BilledSpan>): Promise<CustomerSum[]> {
  if (partnerIds.length === 0 || spans.length === 0) return [];
  const starts = spans.map((s) => monthStart(s.month).toISOString());
  const ends = spans.map((s) => s.end.toISOString());
  const days = spans.map((s) => firstDay(s.month));
  const ids = [...partnerIds];
  const earliest = starts.reduce((a, b) => (a < b ? a : b));
  const latest = ends.reduce((a, b) => (a > b ? a : b));
  const result = await sql<{ span: number; partnerId: string; customerId: string; sum: string | number }>`
    with spans as (
      select u.idx::int as idx, u.m0, u.e, u.d0, date_part('epoch', u.m0) as m0s
      from unnest(${starts}::timestamptz[], ${ends}::timestamptz[], ${days}::date[]) with ordinality as u(m0, e, d0, idx)
    ),
    tariffs as (
      select t.option_id, t.price, t.effective_from as tf,
             lead(t.effective_from) over (partition by t.option_id order by t.effective_from) as tt
      from option_tariffs t
    ),
    -- Materialized: hashed once, instead of an index lookup per ledger row.
    trials as materialized (
      select s.id, s.usage_mode = 'DEMONSTRATION' as demo,
             case when s.trial_end is not null then s.trial_start end as trial_start,
             case when s.trial_start is not null then s.trial_end end as trial_end
      from subscriptions s
      where s.partner_id = any(${ids}::uuid[]) and (s.usage_mode = 'DEMONSTRATION' or s.trial_end is not null)
    ),
    prepaid as (
      select so.id, so.prepaid_from, so.prepaid_months
      from subscription_options so join subscriptions s on s.id = so.subscription_id
      where so.prepaid_from is not null and s.partner_id = any(${ids}::uuid[])
    ),
    iv_raw as (
      select sp.idx, sp.d0, l.partner_id, l.customer_id, l.subscription_option_id as so_id, l.service_option_id as o_id,
             l.units, o.payment_period as period, p.prepaid_from, p.prepaid_months,
             floor((date_part('epoch', greatest(l.active_from, sp.m0)) - sp.m0s) / 86400)::int as fd,
             ceil((date_part('epoch', least(coalesce(l.active_to, 'infinity'::timestamptz), sp.e)) - sp.m0s) / 86400)::int - 1 as ld,
             floor((date_part('epoch', x.trial_start) - sp.m0s) / 86400)::int as tsd,
             ceil((date_part('epoch', x.trial_end) - sp.m0s) / 86400)::int - 1 as ted
      from usage_ledger l
      join spans sp on sp.e > sp.m0 and l.active_from < sp.e and coalesce(l.active_to, 'infinity'::timestamptz) > sp.m0
      join service_options o on o.id = l.service_option_id
      left join trials x on x.id = l.subscription_id
      left join prepaid p on p.id = l.subscription_option_id
      where l.partner_id = any(${ids}::uuid[])
        -- The spans' outer bounds as constants, so the index on the interval's end skips the partner's older history.
        and coalesce(l.active_to, 'infinity'::timestamptz) > ${earliest}::timestamptz
        and l.active_from < ${latest}::timestamptz
        and (l.active_to is null or l.active_to > l.active_from)
        and x.demo is not true
    ),
    -- An interval's first or last Moscow day is shared when the option's previous interval ends on it or the next one
    -- starts on it (a change that day): a shared day is charged once, at its largest count; every other day is the
    -- interval's own, priced as units × days × tariff, split at tariff versions and at the trial's days.
    iv as (
      select r.*,
             coalesce(lag(r.ld) over w = r.fd, false) as first_shared,
             coalesce(lead(r.fd) over w = r.ld, false) as last_shared
      from iv_raw r
      window w as (partition by r.idx, r.so_id order by r.fd, r.ld)
    ),
    daily_own as (
      select iv.idx, iv.partner_id, iv.customer_id,
             -- PostgreSQL's least and greatest skip nulls: without a trial no day is free.
             iv.units * t.price * ((r.b - r.a + 1)
               - case when iv.tsd is null then 0 else greatest(0, least(r.b, iv.ted) - greatest(r.a, iv.tsd) + 1) end) as sum
      from iv
      join tariffs t on t.option_id = iv.o_id
      cross join lateral (
        select greatest(iv.fd + iv.first_shared::int, t.tf - iv.d0) as a,
               least(iv.ld - iv.last_shared::int, coalesce(t.tt - iv.d0, 100000) - 1) as b
      ) r
      where iv.period = 'd' and iv.prepaid_from is null and r.b >= r.a
    ),
    shared_days as (
      select e.idx, e.so_id, e.day, max(e.units) as units, e.d0, e.partner_id, e.customer_id, e.o_id, e.tsd, e.ted
      from (
        select iv.idx, iv.so_id, iv.fd as day, iv.units, iv.d0, iv.partner_id, iv.customer_id, iv.o_id, iv.tsd, iv.ted
        from iv where iv.period = 'd' and iv.prepaid_from is null and iv.first_shared
        union all
        select iv.idx, iv.so_id, iv.ld, iv.units, iv.d0, iv.partner_id, iv.customer_id, iv.o_id, iv.tsd, iv.ted
        from iv where iv.period = 'd' and iv.prepaid_from is null and iv.last_shared
      ) e
      -- The option decides the other columns; they are grouped by too, as PostgreSQL 15 has no any_value().
      group by e.idx, e.so_id, e.day, e.d0, e.partner_id, e.customer_id, e.o_id, e.tsd, e.ted
    ),
    daily_shared as (
      select e.idx, e.partner_id, e.customer_id, e.units * t.price as sum
      from shared_days e
      join tariffs t on t.option_id = e.o_id and t.tf <= e.d0 + e.day and (t.tt is null or t.tt > e.d0 + e.day)
      where e.tsd is null or e.day < e.tsd or e.day > e.ted
    ),
    monthly as (
      select iv.idx, iv.d0, iv.partner_id, iv.customer_id, iv.so_id, iv.o_id,
             min(f.paid_from) as paid_from, max(iv.units) filter (where f.paid_from is not null) as units
      from iv cross join lateral (
        select case when iv.tsd is null or iv.fd < iv.tsd then iv.fd when iv.ld > iv.ted then greatest(iv.fd, iv.ted + 1) end as paid_from
      ) f
      where iv.period = 'm' and iv.prepaid_from is null
      group by iv.idx, iv.d0, iv.partner_id, iv.customer_id, iv.so_id, iv.o_id
    ),
    monthly_sums as (
      select m.idx, m.partner_id, m.customer_id, m.units * t.price as sum
      from monthly m
      join tariffs t on t.option_id = m.o_id and t.tf <= m.d0 + m.paid_from and (t.tt is null or t.tt > m.d0 + m.paid_from)
      where m.paid_from is not null
    ),
    prepaid_sums as (
      select iv.idx, iv.partner_id, iv.customer_id,
             max(iv.units) * t.price * (case when iv.period = 'd' then ${PREPAID_MONTH_DAYS}::int else 1 end) * iv.prepaid_months as sum
      from iv
      join tariffs t on t.option_id = iv.o_id and t.tf <= iv.prepaid_from and (t.tt is null or t.tt > iv.prepaid_from)
      where iv.prepaid_from >= iv.d0 and iv.prepaid_from < (iv.d0 + interval '1 month')
      group by iv.idx, iv.partner_id, iv.customer_id, iv.so_id, t.price, iv.period, iv.prepaid_months
    )
    select idx - 1 as "span", partner_id as "partnerId", customer_id as "customerId", sum(sum)::bigint as "sum"
    from (
      select idx, partner_id, customer_id, sum from daily_own
      union all select idx, partner_id, customer_id, sum from daily_shared
      union all select idx, partner_id, customer_id, sum from monthly_sums
      union all select idx, partner_id, customer_id, sum from prepaid_sums
    ) lines
    group by idx, partner_id, customer_id`.execute(db);
  return result.rows.map((r) => ({ span: Number(r.span), partnerId: r.partnerId, customerId: r.customerId, sum: Number(r.sum) }));
}

/** The totals of the given spans for partners, by span index then partner id (0 where nothing is owed). */
export async function sumsByPartner(
  db: Db,
  partnerIds: ReadonlyArray<string>,
  spans: ReadonlyArray<BilledSpan>,
): Promise<Array<Map<string, number>>> {
  const totals = spans.map(() => new Map<string, number>(partnerIds.map((id) => [id, 0])));
  for (const row of await sumsByCustomer(db, partnerIds, spans)) {
    const map = totals[row.span];
    if (map) map.set(row.partnerId, (map.get(row.partnerId) ?? 0) + row.sum);
  }
  return totals;
}

/** What the details page and the invoice show of a subscription besides its bill. */
export type SubscriptionFacts = {
  subscriptionId: string;
  partnerId: string;
  customerId: string;
  serviceName: string;
  serviceKitName: string;
  usageMode: 'PRODUCTION' | 'DEMONSTRATION';
  startDate: Date | null;
  /** Option facts by subscription option id. */
  options: Map<string, { resourceCode: string; prepaid: boolean }>;
};

export type LoadedSubscription = { billable: BillableSubscription; facts: SubscriptionFacts };

/**
 * The subscriptions for the pure month bill: each with its options that were active in the span (their ledger
 * intervals overlapping it and all their tariff versions), in three statements whatever their number.
 */
export async function loadBillables(
  db: Db,
  partnerId: string,
  subscriptionIds: ReadonlyArray<string>,
  span: BilledSpan,
): Promise<LoadedSubscription[]> {
  const from = monthStart(span.month);
  if (subscriptionIds.length === 0 || span.end <= from) return [];
  const ids = [...subscriptionIds];
  const [subscriptions, intervals] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .select([
        'id',
        'partner_id as partnerId',
        'customer_id as customerId',
        'service_name as serviceName',
        'service_kit_name as serviceKitName',
        'usage_mode as usageMode',
        'trial_start as trialStart',
        'trial_end as trialEnd',
        'start_date as startDate',
      ])
      .where('partner_id', '=', partnerId)
      .where('id', '=', sql<string>`any(${ids}::uuid[])`)
      .execute(),
    db
      .selectFrom('usage_ledger as l')
      .innerJoin('subscription_options as so', 'so.id', 'l.subscription_option_id')
      .innerJoin('service_options as o', 'o.id', 'l.service_option_id')
      .select([
        'l.subscription_id as subscriptionId',
        'l.subscription_option_id as subscriptionOptionId',
        'l.service_option_id as serviceOptionId',
        'l.units',
        'l.active_from as activeFrom',
        'l.active_to as activeTo',
        'so.name',
        'o.resource_code as resourceCode',
        'o.payment_period as paymentPeriod',
        sql<string | null>`so.prepaid_from::text`.as('prepaidFrom'),
        'so.prepaid_months as prepaidMonths',
      ])
      .where('l.partner_id', '=', partnerId)
      .where('l.subscription_id', '=', sql<string>`any(${ids}::uuid[])`)
      .where('l.active_from', '<', span.end)
      .where(sql<boolean>`coalesce(l.active_to, 'infinity'::timestamptz) > ${from}`)
      .orderBy('l.active_from')
      .execute(),
  ]);
  const optionIds = [...new Set(intervals.map((i) => i.serviceOptionId))];
  const tariffRows =
    optionIds.length === 0
      ? []
      : await db
          .selectFrom('option_tariffs')
          .select(['option_id as optionId', sql<string>`effective_from::text`.as('effectiveFrom'), 'price'])
          .where('option_id', '=', sql<string>`any(${optionIds}::uuid[])`)
          .execute();
  const tariffs = new Map<string, Array<{ effectiveFrom: string; price: number }>>();
  for (const t of tariffRows) {
    const list = tariffs.get(t.optionId) ?? [];
    list.push({ effectiveFrom: t.effectiveFrom, price: Number(t.price) });
    tariffs.set(t.optionId, list);
  }
  const options = new Map<string, Map<string, BillableOption & { resourceCode: string }>>();
  for (const i of intervals) {
    const ofSubscription = options.get(i.subscriptionId) ?? new Map<string, BillableOption & { resourceCode: string }>();
    options.set(i.subscriptionId, ofSubscription);
    const option = ofSubscription.get(i.subscriptionOptionId) ?? {
      subscriptionOptionId: i.subscriptionOptionId,
      serviceOptionId: i.serviceOptionId,
      name: i.name,
      resourceCode: i.resourceCode,
      paymentPeriod: i.paymentPeriod,
      prepaid: i.prepaidFrom && i.prepaidMonths ? { from: i.prepaidFrom, months: i.prepaidMonths } : null,
      intervals: [],
      tariffs: tariffs.get(i.serviceOptionId) ?? [],
    };
    (option.intervals as Array<BillableOption['intervals'][number]>).push({ units: i.units, from: i.activeFrom, to: i.activeTo });
    ofSubscription.set(i.subscriptionOptionId, option);
  }
  return subscriptions.map((s) => {
    const own = [...(options.get(s.id)?.values() ?? [])];
    return {
      billable: {
        subscriptionId: s.id,
        usageMode: s.usageMode,
        trial: s.trialStart && s.trialEnd ? { start: s.trialStart, end: s.trialEnd } : null,
        options: own.map(({ resourceCode: _code, ...option }) => option),
      },
      facts: {
        subscriptionId: s.id,
        partnerId: s.partnerId,
        customerId: s.customerId,
        serviceName: s.serviceName,
        serviceKitName: s.serviceKitName,
        usageMode: s.usageMode,
        startDate: s.startDate,
        options: new Map(own.map((o) => [o.subscriptionOptionId, { resourceCode: o.resourceCode, prepaid: o.prepaid !== null }])),
      },
    };
  });
}

/** The partner's subscriptions with usage in the span (in any order). */
export async function subscriptionsWithUsage(db: Db, partnerId: string, span: BilledSpan): Promise<string[]> {
  if (span.end <= monthStart(span.month)) return [];
  const rows = await db
    .selectFrom('usage_ledger')
    .select('subscription_id as id')
    .distinct()
    .where('partner_id', '=', partnerId)
    .where('active_from', '<', span.end)
    .where(sql<boolean>`coalesce(active_to, 'infinity'::timestamptz) > ${monthStart(span.month)}`)
    .where(sql<boolean>`(active_to is null or active_to > active_from)`)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * A page of an open month's clients: those with ledger usage in the span (or a correction to bill) whose
 * subscriptions match the search and filters, ten at a time in SQL, each with the subscriptions to show. The page's
 * clients are chosen first (from the ledger's client column alone when nothing filters by subscription), then only
 * their subscriptions are read.
 */
export async function usagePage(
  db: Db,
  partnerId: string,
  span: BilledSpan,
  filters: MonthFilters,
  corrected: ReadonlyArray<string>,
  page: { page: number; pageSize: number },
): Promise<CustomerPage> {
  const from = monthStart(span.month);
  if (span.end <= from) return { customers: [], total: 0 };
  // Conditions on the subscription; an option filter 'active' keeps the intervals still open at the span's end (a
  // subscription is shown when any of its intervals is) and every correction.
  const conditions: Array<Expression<SqlBool>> = [];
  if (filters.subscriptions === 'trial')
    conditions.push(sql<SqlBool>`(s.usage_mode = 'DEMONSTRATION' or (s.trial_start < ${span.end} and s.trial_end > ${from}))`);
  if (filters.subscriptions === 'prod')
    conditions.push(sql<SqlBool>`(s.usage_mode = 'PRODUCTION' and (s.trial_end is null or s.trial_end < ${span.end}))`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql<SqlBool>`(s.search_text like ${pattern}
                    or exists (select 1 from subscription_options so where so.subscription_id = s.id and lower(so.name) like ${pattern}))`,
    );
  }
  const ofSubscription = conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
  const active = filters.options === 'active' ? sql`and (l.active_to is null or l.active_to >= ${span.end})` : sql``;
  const correctedIds = [...corrected];
  // The shown subscriptions' rows (of some clients): ledger intervals of the span, and the corrections.
  const shown = (customerIds?: string[]) => {
    const ofCustomers = (column: string) => (customerIds ? sql`and ${sql.ref(column)} = any(${customerIds}::uuid[])` : sql``);
    const ledger =
      conditions.length === 0
        ? sql`select l.subscription_id, l.customer_id from usage_ledger l
              where l.partner_id = ${partnerId} and l.active_from < ${span.end} and coalesce(l.active_to, 'infinity'::timestamptz) > ${from}
                and (l.active_to is null or l.active_to > l.active_from) ${active} ${ofCustomers('l.customer_id')}`
        : sql`select l.subscription_id, l.customer_id from usage_ledger l join subscriptions s on s.id = l.subscription_id
              where l.partner_id = ${partnerId} and l.active_from < ${span.end} and coalesce(l.active_to, 'infinity'::timestamptz) > ${from}
                and (l.active_to is null or l.active_to > l.active_from) ${active} ${ofCustomers('l.customer_id')}
                and s.partner_id = ${partnerId} ${ofSubscription}`;
    return sql`${ledger}
      union all
      select s.id, s.customer_id from subscriptions s
      where s.id = any(${correctedIds}::uuid[]) ${ofCustomers('s.customer_id')} ${ofSubscription}`;
  };
  const chosen = await sql<{ customerId: string; total: string | number }>`
    select c.id as "customerId", count(*) over () as total
    from (select distinct x.customer_id from (${shown()}) x) sh join customers c on c.id = sh.customer_id
    order by c.own_use, c.name, c.id
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db);
  const customerIds = chosen.rows.map((r) => r.customerId);
  if (customerIds.length === 0) return { customers: [], total: 0 };
  const subscriptions = await sql<{ customerId: string; ids: string[] }>`
    select x.customer_id as "customerId", array_agg(distinct x.subscription_id) as ids
    from (${shown(customerIds)}) x
    group by x.customer_id`.execute(db);
  const idsOf = new Map(subscriptions.rows.map((r) => [r.customerId, r.ids]));
  return pageOf(chosen.rows.map((r) => ({ customerId: r.customerId, ids: idsOf.get(r.customerId) ?? [], total: r.total })));
}
