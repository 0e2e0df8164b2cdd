/** Subscriptions of the calling partner: the lists of all, paid and trial subscriptions, paged and searched in SQL. */
import { PARTNER_DESK_ID, type ServiceOption, type Subscription, type SubscriptionFilter } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import type { PartnerScope } from './office.repository.ts';

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

export async function listSubscriptions(
  db: Db,
  scope: PartnerScope,
  query: SubscriptionListQuery,
): Promise<{ items: Subscription[]; total: number }> {
  let base = db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .where('s.partner_id', '=', scope.partnerId)
    .where('s.deleted', '=', false);
  if (query.customerId) base = base.where('s.customer_id', '=', query.customerId);
  // The same rules as the counters of migration 0007.
  if (query.filter === 'paid') base = base.where('s.usage_mode', '=', 'PRODUCTION');
  if (query.filter === 'trial') base = base.where('s.usage_mode', '=', 'DEMONSTRATION');
  if (query.filter === 'demoCustomer')
    base = base.where('s.usage_mode', '=', 'DEMONSTRATION').where('s.offer_desk_id', 'is distinct from', PARTNER_DESK_ID);
  if (query.filter === 'demoPartner') base = base.where('s.offer_desk_id', '=', PARTNER_DESK_ID);
  if (query.search) base = base.where('s.search_text', 'like', containsPattern(query.search));
  const totalQuery =
    query.search || query.customerId
      ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      : db
          .selectFrom('partner_stats')
          .select(`${TOTAL_COLUMNS[query.filter]} as total`)
          .where('partner_id', '=', scope.partnerId)
          .executeTakeFirst()
          .then((row) => row ?? { total: 0 });
  const ordered =
    query.filter === 'trial' ? base.orderBy('s.trial_start', 'desc').orderBy('s.id') : base.orderBy('s.created_at', 'desc').orderBy('s.id');
  const [rows, count] = await Promise.all([
    ordered
      .select([
        's.id as subscriptionId',
        's.customer_id as customerId',
        'c.name as customerName',
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
      ])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    totalQuery,
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      price: Number(r.price),
      startDate: r.startDate?.toISOString() ?? null,
      trialStart: r.trialStart?.toISOString() ?? null,
      trialEnd: r.trialEnd?.toISOString() ?? null,
      createDate: r.createDate.toISOString(),
      expirationDate: r.expirationDate?.toISOString() ?? null,
    })),
    total: Number(count.total),
  };
}

/** Whether the partner has a working subscription (deployed and not deleted), which the support terminal needs. */
export async function hasWorkingSubscription(db: Db, scope: PartnerScope): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('partner_id', '=', scope.partnerId)
    .where('deleted', '=', false)
    .where('deploy_status', '=', 'DEPLOYED')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
