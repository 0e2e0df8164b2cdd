/** Subscriptions of the calling partner: the lists of all, paid and trial subscriptions, paged and searched in SQL. */
import { PARTNER_DESK_ID, type ServiceOption, type Subscription, type SubscriptionFilter } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isoText } from '../db/iso-text.ts';
import { containsPattern } from '../db/like.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { PartnerScope } from './office.repository.ts';
import { conversionKitQuery } from './trial.repository.ts';

export type SubscriptionListQuery = {
  customerId?: string | undefined;
  filter: SubscriptionFilter;
  search: string;
  page: number;
  pageSize: number;
};

/** Each list's total as the trigger of migration 0007 keeps it in partner_stats. */
const TOTAL_COLUMNS = {
  all: 'subscriptions_all',
  paid: 'subscriptions_paid',
  trial: 'subscriptions_trial',
  demoCustomer: 'subscriptions_demo_customer',
  demoPartner: 'subscriptions_demo_partner',
} as const satisfies Record<SubscriptionFilter, string>;

/**
 * A page of a list and its total in one statement. The page is chosen on subscriptions alone (the search and the
 * filters need no client) and only its rows are joined to their clients; the total is the list's trigger-kept counter
 * in partner_stats (a scalar subquery) or, with a search or a client, the window count of the matches. Only an empty
 * page (past the end) needs a second statement for its total.
 */
/** What changes a list's SQL text: its filter, and whether a search or a client narrows it. */
type ListShape = { filter: SubscriptionFilter; search: boolean; customer: boolean };
type ListValues = { partnerId: string; customerId: string; pattern: string; limit: number; offset: number };

/** The subscriptions of a list, before paging. */
function matching(db: Db, shape: ListShape, values: ListValues) {
  let base = db.selectFrom('subscriptions as s').where('s.partner_id', '=', values.partnerId).where('s.deleted', '=', false);
  if (shape.customer) base = base.where('s.customer_id', '=', values.customerId);
  // The same rules as the counters of migrations 0007 and 0016: paid and trial by on_trial (decision 013).
  if (shape.filter === 'paid') base = base.where('s.on_trial', '=', false);
  if (shape.filter === 'trial') base = base.where('s.on_trial', '=', true);
  if (shape.filter === 'demoCustomer')
    base = base.where('s.usage_mode', '=', 'DEMONSTRATION').where('s.offer_desk_id', 'is distinct from', PARTNER_DESK_ID);
  if (shape.filter === 'demoPartner') base = base.where('s.offer_desk_id', '=', PARTNER_DESK_ID);
  if (shape.search) base = base.where('s.search_text', 'like', values.pattern);
  return base;
}

/** A page of a list with its clients, compiled once per shape. */
const subscriptionPage = preparedQuery((db, shape: ListShape, values: ListValues) => {
  const counted = shape.search || shape.customer;
  const byTrial = shape.filter === 'trial';
  const page = matching(db, shape, values)
    .select((eb) => [
      's.id as subscriptionId',
      's.customer_id as customerId',
      's.service_id as serviceId',
      's.price',
      's.start_date as startDate',
      's.service_name as serviceName',
      's.service_kit_name as serviceKitName',
      's.usage_mode as usageMode',
      's.deploy_status as deployStatus',
      's.trial_start as trialStart',
      's.trial_end as trialEnd',
      's.created_at as createDate',
      's.expiration_date as expirationDate',
      's.on_trial as onTrial',
      's.converted_to as convertedTo',
      counted
        ? eb.fn.countAll<number>().over().as('total')
        : eb
            .selectFrom('partner_stats')
            .select(TOTAL_COLUMNS[shape.filter])
            .where('partner_id', '=', values.partnerId)
            .$asScalar()
            .as('total'),
    ])
    .orderBy(byTrial ? 's.trial_start' : 's.created_at', 'desc')
    .orderBy('s.id')
    .limit(values.limit)
    .offset(values.offset);
  return (
    db
      .selectFrom(page.as('p'))
      .innerJoin('customers as c', 'c.id', 'p.customerId')
      // The service's category groups a client's subscriptions on the client card; only the page's rows are joined.
      .leftJoin('services as sv', 'sv.id', 'p.serviceId')
      .select((eb) => [
        'p.subscriptionId',
        'p.customerId',
        'p.serviceId',
        'p.price',
        isoText<null>('p.startDate').as('startDate'),
        'p.serviceName',
        'p.serviceKitName',
        'p.usageMode',
        'p.deployStatus',
        isoText<null>('p.trialStart').as('trialStart'),
        isoText<null>('p.trialEnd').as('trialEnd'),
        isoText('p.createDate').as('createDate'),
        isoText<null>('p.expirationDate').as('expirationDate'),
        'p.onTrial',
        'p.convertedTo',
        'p.total',
        'c.name as customerName',
        'sv.resource_category as resourceCategory',
        // Only a working demo not already being converted offers 'Перейти на платную версию'.
        eb
          .case()
          .when(eb.and([eb('p.usageMode', '=', 'DEMONSTRATION'), eb('p.deployStatus', '=', 'DEPLOYED'), eb('p.convertedTo', 'is', null)]))
          .then(conversionKitQuery(db, eb.ref('p.serviceId')).$asScalar())
          .end()
          .as('conversionKitId'),
      ])
      .orderBy(byTrial ? 'p.trialStart' : 'p.createDate', 'desc')
      .orderBy('p.subscriptionId')
  );
});

/**
 * A page of a list and its total in one statement. The page is chosen on subscriptions alone (the search and the
 * filters need no client) and only its rows are joined to their clients; the total is the list's trigger-kept counter
 * in partner_stats (a scalar subquery) or, with a search or a client, the window count of the matches. Only an empty
 * page (past the end) needs a second statement for its total.
 */
export async function listSubscriptions(
  db: Db,
  scope: PartnerScope,
  query: SubscriptionListQuery,
): Promise<{ items: Subscription[]; total: number }> {
  const shape: ListShape = { filter: query.filter, search: query.search !== '', customer: Boolean(query.customerId) };
  const values: ListValues = {
    partnerId: scope.partnerId,
    customerId: query.customerId ?? '',
    pattern: shape.search ? containsPattern(query.search) : '',
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const rows = await subscriptionPage(db, shape, values);
  const first = rows[0];
  const counted = shape.search || shape.customer;
  const total = first ? Number(first.total ?? 0) : counted && query.page === 1 ? 0 : await countSubscriptions(db, shape, values);
  const items: Subscription[] = [];
  for (const r of rows) {
    items.push({
      subscriptionId: r.subscriptionId,
      customerId: r.customerId,
      customerName: r.customerName,
      serviceId: r.serviceId,
      resourceCategory: r.resourceCategory,
      price: Number(r.price),
      startDate: r.startDate,
      serviceName: r.serviceName,
      serviceKitName: r.serviceKitName,
      usageMode: r.usageMode,
      deployStatus: r.deployStatus,
      trialStart: r.trialStart,
      trialEnd: r.trialEnd,
      createDate: r.createDate,
      expirationDate: r.expirationDate,
      onTrial: r.onTrial,
      convertedTo: r.convertedTo,
      conversionKitId: r.conversionKitId ?? null,
    });
  }
  return { items, total };
}

/** The total of a list whose page came back empty. */
async function countSubscriptions(db: Db, shape: ListShape, values: ListValues): Promise<number> {
  const row =
    shape.search || shape.customer
      ? await matching(db, shape, values)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('partner_stats')
          .select(`${TOTAL_COLUMNS[shape.filter]} as total`)
          .where('partner_id', '=', values.partnerId)
          .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The partner's working subscriptions (deployed and not deleted), as a query to run or to test for existence. */
export function workingSubscriptions(db: Db, scope: PartnerScope) {
  return db
    .selectFrom('subscriptions')
    .select('id')
    .where('partner_id', '=', scope.partnerId)
    .where('deleted', '=', false)
    .where('deploy_status', '=', 'DEPLOYED');
}

/** Whether the partner has a working subscription, which the support terminal needs. */
export async function hasWorkingSubscription(db: Db, scope: PartnerScope): Promise<boolean> {
  return (await workingSubscriptions(db, scope).limit(1).executeTakeFirst()) !== undefined;
}

/** The ordered options of a new subscription, each with the tariff it was ordered at; options at zero are not kept. */
export async function insertSubscriptionOptions(
  db: Db,
  subscriptionId: string,
  lines: ReadonlyArray<{ option: Pick<ServiceOption, 'serviceOptionId' | 'name' | 'tariff'>; count: number }>,
): Promise<void> {
  const ordered = lines.filter((line) => line.count > 0);
  if (ordered.length === 0) return;
  await db
    .insertInto('subscription_options')
    .values(
      ordered.map(({ option, count }) => ({
        subscription_id: subscriptionId,
        service_option_id: option.serviceOptionId,
        name: option.name,
        usage_count: count,
        price: option.tariff?.price ?? 0,
        client_price: option.tariff?.clientPrice ?? null,
        payment_period: option.tariff?.paymentPeriod ?? 'd',
      })),
    )
    .execute();
}

/** One of the partner's subscriptions, by id: another partner's answers as a missing one (undefined). */
export function findOwnedSubscription(db: Db, scope: PartnerScope, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['deploy_status as status', 'expiration_date as expirationDate'])
    .where('id', '=', subscriptionId)
    .where('partner_id', '=', scope.partnerId)
    .executeTakeFirst();
}
