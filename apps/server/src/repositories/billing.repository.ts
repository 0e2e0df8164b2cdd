/**
 * Billing's reads of the usage ledger (decision 014): a month's sums in one SQL statement (the fast path of the navbar,
 * the month totals, the charts and the distributor's view), and the ledger intervals, options and tariff versions of
 * chosen subscriptions for the pure month bill of packages/domain (the lines of the details page, exports, invoices).
 * The SQL prices exactly as billSubscription does; a property test holds them equal on random ledgers.
 */
import { type Expression, type RawBuilder, sql, type SqlBool } from 'kysely';
import {
  type BillableOption,
  type BillableSubscription,
  type BillingMonth,
  DAY_MS,
  monthEnd,
  MOSCOW_OFFSET_MS,
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
 * bill, in whole Moscow days numbered from 1970-01-01. A day is charged at the largest count in force on it.
 *
 * Most intervals cover their whole span (an option unchanged all month): alone in their option there, with no day to
 * share, each costs its units × the option's rate over the span (its tariff versions' days), summed by client and
 * option first; the few of a subscription in trial or of a prepaid option are then priced by their own rules instead.
 * Only the intervals that start or end within a span (an order, a change, a deletion that month) go through the
 * window that finds the days they share: an interval's days are its own unless another interval of the option shares
 * its first or last day (a change that day), which is grouped with the others' and takes the largest count.
 * (Decision 014: on 10,000 subscriptions this is within 3× of one plain aggregate of the same rows.)
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
  const latestStart = starts.reduce((a, b) => (a > b ? a : b));
  const earliestEnd = ends.reduce((a, b) => (a < b ? a : b));
  const latest = ends.reduce((a, b) => (a > b ? a : b));
  const never = sql`'infinity'::timestamptz`;
  const result = await sql<{ span: number; partnerId: string; customerId: string; sum: string | number }>`
    with spans as materialized (
      select u.idx::int as idx, u.m0, u.e, u.d0 - date '1970-01-01' as d0,
             (u.d0 + interval '1 month')::date - date '1970-01-01' as dn,
             ${lastDay(sql`u.e`)} as dl
      from unnest(${starts}::timestamptz[], ${ends}::timestamptz[], ${days}::date[]) with ordinality as u(m0, e, d0, idx)
      where u.e > u.m0
    ),
    tariffs as (
      select t.option_id, t.price, o.payment_period as period, t.effective_from - date '1970-01-01' as tf,
             coalesce(lead(t.effective_from) over (partition by t.option_id order by t.effective_from) - date '1970-01-01', ${NO_DAY}) as tt
      from option_tariffs t join service_options o on o.id = t.option_id
    ),
    -- The trials that reach into the spans (demos are marked on the ledger); materialized: hashed once.
    trials as materialized (
      select s.id, ${firstDayOf(sql`s.trial_start`)} as tsd, ${lastDay(sql`s.trial_end`)} as ted
      from subscriptions s
      where s.partner_id = any(${ids}::uuid[]) and s.usage_mode = 'PRODUCTION'
        and s.trial_start is not null and s.trial_end is not null and s.trial_end > ${earliest}::timestamptz
    ),
    prepaid as materialized (
      select so.id, so.subscription_id, so.prepaid_from - date '1970-01-01' as pf, so.prepaid_months as months
      from subscription_options so join subscriptions s on s.id = so.subscription_id
      where so.prepaid_from is not null and s.partner_id = any(${ids}::uuid[])
    ),
    -- What one unit of an option costs over a span when no trial or prepaid range applies: each tariff version's
    -- days of the span (daily), the version in force on its first day (monthly).
    rates as (
      select sp.idx, t.option_id,
             sum(case when t.period = 'd' then t.price * greatest(0, least(sp.dl, t.tt - 1) - greatest(sp.d0, t.tf) + 1)
                      when sp.d0 >= t.tf and sp.d0 < t.tt then t.price else 0 end) as rate
      from spans sp cross join tariffs t
      group by sp.idx, t.option_id
    ),
    -- Intervals that cover their whole span: alone in their option there, no day to share, so units × the rate,
    -- summed by client and option first.
    plain as (
      select u.idx, u.partner_id, u.customer_id, u.units * r.rate as sum
      from (
        select sp.idx, l.partner_id, l.customer_id, l.service_option_id, sum(l.units) as units
        from usage_ledger l
        join spans sp on l.active_from < sp.m0 and coalesce(l.active_to, ${never}) >= sp.e
        where l.partner_id = any(${ids}::uuid[])
          -- The spans' outer bounds as constants, so the index on the interval's end skips the partner's older history.
          and coalesce(l.active_to, ${never}) >= ${earliestEnd}::timestamptz
          and l.active_from < ${latestStart}::timestamptz
          and not l.demo
        group by sp.idx, l.partner_id, l.customer_id, l.service_option_id
      ) u
      join rates r on r.idx = u.idx and r.option_id = u.service_option_id
    ),
    -- The few such intervals of a subscription in trial or of a prepaid option, read by subscription.
    exceptional as (
      select sp.idx, sp.d0, sp.dl, sp.dn, l.partner_id, l.customer_id, l.service_option_id, l.units, x.tsd, x.ted, p.pf, p.months
      from usage_ledger l
      join spans sp on l.active_from < sp.m0 and coalesce(l.active_to, ${never}) >= sp.e
      left join trials x on x.id = l.subscription_id
      left join prepaid p on p.id = l.subscription_option_id
      where l.subscription_id = any(array(select id from trials union all select subscription_id from prepaid))
        and l.partner_id = any(${ids}::uuid[])
        and not l.demo
        and (x.id is not null or p.id is not null)
    ),
    -- Their price instead of what plain charged: per tariff version, the version's days of the span less the trial's
    -- (daily), the month if its first paid day is in the version (monthly), the prepaid range if it starts this month
    -- on a day of the version.
    plain_exceptions as (
      select e.idx, e.partner_id, e.customer_id,
             case
               when e.pf is not null then
                 case when e.pf >= e.d0 and e.pf < e.dn and e.pf >= t.tf and e.pf < t.tt
                   then e.units * t.price * (case when t.period = 'd' then ${PREPAID_MONTH_DAYS}::int else 1 end) * e.months else 0 end
               when t.period = 'd' then
                 -- PostgreSQL's least and greatest skip nulls: without a trial no day is free.
                 e.units * t.price * (greatest(0, least(e.dl, t.tt - 1) - greatest(e.d0, t.tf) + 1)
                   - case when e.tsd is null then 0
                          else greatest(0, least(e.dl, t.tt - 1, e.ted) - greatest(e.d0, t.tf, e.tsd) + 1) end)
               else case when f.paid_from >= t.tf and f.paid_from < t.tt then e.units * t.price else 0 end
             end as sum
      from exceptional e
      join tariffs t on t.option_id = e.service_option_id
      cross join lateral (
        select case when e.tsd is null or e.d0 < e.tsd then e.d0 when e.dl > e.ted then greatest(e.d0, e.ted + 1) end as paid_from
      ) f
      union all
      select e.idx, e.partner_id, e.customer_id, -(e.units * r.rate)
      from exceptional e join rates r on r.idx = e.idx and r.option_id = e.service_option_id
    ),
    iv_raw as (
      select sp.idx, sp.d0, sp.dn, l.partner_id, l.customer_id, l.subscription_option_id as so_id, l.service_option_id as o_id,
             l.units, o.payment_period as period, p.pf, p.months,
             greatest(${firstDayOf(sql`l.active_from`)}, sp.d0) as fd,
             least(coalesce(${lastDay(sql`l.active_to`)}, ${NO_DAY}), sp.dl) as ld,
             x.tsd, x.ted
      from usage_ledger l
      join spans sp on l.active_from < sp.e and coalesce(l.active_to, ${never}) > sp.m0
        and (l.active_from >= sp.m0 or coalesce(l.active_to, ${never}) < sp.e)
      join service_options o on o.id = l.service_option_id
      left join trials x on x.id = l.subscription_id
      left join prepaid p on p.id = l.subscription_option_id
      where l.partner_id = any(${ids}::uuid[])
        -- Intervals that start or end within the spans' bounds, each range by its own index.
        and ((l.active_from >= ${earliest}::timestamptz and l.active_from < ${latest}::timestamptz)
          or (coalesce(l.active_to, ${never}) > ${earliest}::timestamptz and coalesce(l.active_to, ${never}) < ${latest}::timestamptz))
        and (l.active_to is null or l.active_to > l.active_from)
        and not l.demo
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
             iv.units * t.price * ((r.b - r.a + 1)
               - case when iv.tsd is null then 0 else greatest(0, least(r.b, iv.ted) - greatest(r.a, iv.tsd) + 1) end) as sum
      from iv
      join tariffs t on t.option_id = iv.o_id
      cross join lateral (
        select greatest(iv.fd + iv.first_shared::int, t.tf) as a, least(iv.ld - iv.last_shared::int, t.tt - 1) as b
      ) r
      where iv.period = 'd' and iv.pf is null and r.b >= r.a
    ),
    shared_days as (
      select e.idx, e.so_id, e.day, max(e.units) as units, e.partner_id, e.customer_id, e.o_id, e.tsd, e.ted
      from (
        select iv.idx, iv.so_id, iv.fd as day, iv.units, iv.partner_id, iv.customer_id, iv.o_id, iv.tsd, iv.ted
        from iv where iv.period = 'd' and iv.pf is null and iv.first_shared
        union all
        select iv.idx, iv.so_id, iv.ld, iv.units, iv.partner_id, iv.customer_id, iv.o_id, iv.tsd, iv.ted
        from iv where iv.period = 'd' and iv.pf is null and iv.last_shared
      ) e
      -- The option decides the other columns; they are grouped by too, as PostgreSQL 15 has no any_value().
      group by e.idx, e.so_id, e.day, e.partner_id, e.customer_id, e.o_id, e.tsd, e.ted
    ),
    daily_shared as (
      select e.idx, e.partner_id, e.customer_id, e.units * t.price as sum
      from shared_days e
      join tariffs t on t.option_id = e.o_id and t.tf <= e.day and t.tt > e.day
      where e.tsd is null or e.day < e.tsd or e.day > e.ted
    ),
    monthly as (
      select iv.idx, iv.partner_id, iv.customer_id, iv.so_id, iv.o_id,
             min(f.paid_from) as paid_from, max(iv.units) filter (where f.paid_from is not null) as units
      from iv cross join lateral (
        select case when iv.tsd is null or iv.fd < iv.tsd then iv.fd when iv.ld > iv.ted then greatest(iv.fd, iv.ted + 1) end as paid_from
      ) f
      where iv.period = 'm' and iv.pf is null
      group by iv.idx, iv.partner_id, iv.customer_id, iv.so_id, iv.o_id
    ),
    monthly_sums as (
      select m.idx, m.partner_id, m.customer_id, m.units * t.price as sum
      from monthly m
      join tariffs t on t.option_id = m.o_id and t.tf <= m.paid_from and t.tt > m.paid_from
      where m.paid_from is not null
    ),
    prepaid_sums as (
      select iv.idx, iv.partner_id, iv.customer_id,
             max(iv.units) * t.price * (case when iv.period = 'd' then ${PREPAID_MONTH_DAYS}::int else 1 end) * iv.months as sum
      from iv
      join tariffs t on t.option_id = iv.o_id and t.tf <= iv.pf and t.tt > iv.pf
      where iv.pf >= iv.d0 and iv.pf < iv.dn
      group by iv.idx, iv.partner_id, iv.customer_id, iv.so_id, t.price, iv.period, iv.months
    )
    select idx - 1 as "span", partner_id as "partnerId", customer_id as "customerId", sum(sum)::bigint as "sum"
    from (
      select idx, partner_id, customer_id, sum from plain
      union all select idx, partner_id, customer_id, sum from plain_exceptions
      union all select idx, partner_id, customer_id, sum from daily_own
      union all select idx, partner_id, customer_id, sum from daily_shared
      union all select idx, partner_id, customer_id, sum from monthly_sums
      union all select idx, partner_id, customer_id, sum from prepaid_sums
    ) lines
    -- The client first: sorting on it alone settles almost every comparison.
    group by customer_id, partner_id, idx`.execute(db);
  return result.rows.map((r) => ({ span: Number(r.span), partnerId: r.partnerId, customerId: r.customerId, sum: Number(r.sum) }));
}

const OFFSET_S = sql.lit(MOSCOW_OFFSET_MS / 1000);
const DAY_S = sql.lit(DAY_MS / 1000);
/** A day number beyond any real one: the end of an open interval or of the last tariff version. */
const NO_DAY = sql.lit(1_000_000);
/** The Moscow day (days from 1970-01-01) that contains a moment. */
const firstDayOf = (at: RawBuilder<unknown>) => sql`floor((date_part('epoch', ${at}) + ${OFFSET_S}) / ${DAY_S})::int`;
/** The last Moscow day before a moment (its day, unless the moment is a midnight): the last day an interval ending then was active. */
const lastDay = (at: RawBuilder<unknown>) => sql`ceil((date_part('epoch', ${at}) + ${OFFSET_S}) / ${DAY_S})::int - 1`;

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

/** Whether the partner has any usage in the span (a month with nothing billed at all says so). */
export async function hasUsage(db: Db, partnerId: string, span: BilledSpan): Promise<boolean> {
  if (span.end <= monthStart(span.month)) return false;
  const row = await db
    .selectFrom('usage_ledger')
    .select(sql<number>`1`.as('one'))
    .where('partner_id', '=', partnerId)
    .where('active_from', '<', span.end)
    .where(sql<boolean>`coalesce(active_to, 'infinity'::timestamptz) > ${monthStart(span.month)}`)
    .where(sql<boolean>`(active_to is null or active_to > active_from)`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
