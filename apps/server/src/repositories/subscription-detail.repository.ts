/**
 * One subscription as the detail page and the change rules read it: its head (with its client, its latest change and
 * the production kit a demo could become) in one statement, and every option of its kit with the active count, the
 * count a change in progress asks for, and the tariff in force in another.
 */
import { EDIT_STATUSES, type ChangeableOption, type EditStatus, type TariffView } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tariffInForce } from './catalogue.repository.ts';
import type { PartnerScope } from './office.repository.ts';

/** The head of one of the partner's subscriptions, or undefined (another partner's answers as a missing one). */
export async function findSubscriptionHead(db: Db, scope: PartnerScope, subscriptionId: string) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('service_kits as k', 'k.id', 's.service_kit_id')
    .leftJoin('services as sv', 'sv.id', 's.service_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('orders')
          .select(['id', 'status'])
          .whereRef('subscription_id', '=', 's.id')
          .where('kind', '=', 'change')
          .orderBy('number', 'desc')
          .limit(1)
          .as('lc'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      's.id as subscriptionId',
      's.partner_id as partnerId',
      's.customer_id as customerId',
      'c.name as customerName',
      'c.responsible as customerResponsible',
      'c.email as customerEmail',
      'c.phone as customerPhone',
      'c.inn as customerInn',
      'c.city as customerCity',
      's.service_id as serviceId',
      's.service_kit_id as serviceKitId',
      's.offer_desk_id as offerDeskId',
      's.service_name as serviceName',
      's.service_kit_name as serviceKitName',
      'k.resource_category as resourceCategory',
      'k.resource_code as kitResourceCode',
      'sv.resource_code as serviceResourceCode',
      's.usage_mode as usageMode',
      's.deploy_status as deployStatus',
      's.deleted',
      's.last_error as lastError',
      's.created_at as createDate',
      's.start_date as startDate',
      's.expiration_date as expirationDate',
      's.deletion_reason as deletionReason',
      's.trial_start as trialStart',
      's.trial_end as trialEnd',
      's.is_direct as isDirect',
      's.change_order_id as changeOrderId',
      's.converted_to as convertedTo',
      's.converted_from as convertedFrom',
      'lc.id as lastChangeId',
      'lc.status as lastChangeStatus',
      eb
        .selectFrom('service_kits as pk')
        .select('pk.id')
        .whereRef('pk.service_id', '=', 's.service_id')
        .where('pk.usage_mode', '=', 'PRODUCTION')
        .orderBy('pk.sort')
        .orderBy('pk.id')
        .limit(1)
        .as('productionKitId'),
    ])
    .where('s.id', '=', subscriptionId)
    .where('s.partner_id', '=', scope.partnerId)
    .executeTakeFirst();
}
export type SubscriptionHead = NonNullable<Awaited<ReturnType<typeof findSubscriptionHead>>>;

/** An option of a subscription's kit as it stands: what the rules need, with its name, tariff and pending count. */
export type OptionState = ChangeableOption & {
  name: string;
  /** The tariff in force, or the one the option was ordered at when the catalogue has none now. */
  tariff: TariffView | null;
  /** The count the change in progress asks for, or null when none is in progress. */
  pendingCount: number | null;
  /** The count the latest change asked for when it failed, or null (only when `failedChangeOrderId` is given). */
  failedCount: number | null;
};

const editStatusOf = (value: string): EditStatus =>
  (EDIT_STATUSES as readonly string[]).includes(value) ? (value as EditStatus) : 'LOCKED';

/**
 * Every option of the kit (and any option the subscription has outside it), in the kit's order, with the
 * subscription's active count (0 when absent) and, while `changeOrderId` is in progress, the count it asks for.
 */
export async function listOptionStates(
  db: Db,
  subscription: { subscriptionId: string; serviceKitId: string | null; changeOrderId: string | null; failedChangeOrderId?: string | null },
): Promise<OptionState[]> {
  const { subscriptionId, serviceKitId, changeOrderId, failedChangeOrderId = null } = subscription;
  const rows = await db
    .selectFrom('service_options as o')
    .leftJoin('subscription_options as so', (join) =>
      join.onRef('so.service_option_id', '=', 'o.id').on('so.subscription_id', '=', subscriptionId),
    )
    .leftJoinLateral(tariffInForce, (join) => join.onTrue())
    .select((eb) => [
      'o.id as serviceOptionId',
      'o.name',
      'o.resource_code as resourceCode',
      'o.resource_category as resourceCategory',
      'o.min_usage_count as minUsageCount',
      'o.max_usage_count as maxUsageCount',
      'o.edit_status as editStatus',
      'o.payment_period as paymentPeriod',
      't.price',
      't.client_price as clientPrice',
      't.currency_code as currencyCode',
      'so.id as subscriptionOptionId',
      'so.usage_count as usageCount',
      'so.price as orderedPrice',
      'so.client_price as orderedClientPrice',
      'so.payment_period as orderedPaymentPeriod',
      sql<string | null>`to_char(so.prepaid_from, 'YYYY-MM-DD')`.as('prepaidFrom'),
      'so.prepaid_months as prepaidMonths',
      changeOrderId === null
        ? sql<number | null>`null::integer`.as('pendingCount')
        : eb
            .selectFrom('order_lines as ol')
            .select('ol.units_after')
            .where('ol.order_id', '=', changeOrderId)
            .whereRef('ol.service_option_id', '=', 'o.id')
            .limit(1)
            .as('pendingCount'),
      failedChangeOrderId === null
        ? sql<number | null>`null::integer`.as('failedCount')
        : eb
            .selectFrom('order_lines as fl')
            .select('fl.units_after')
            .where('fl.order_id', '=', failedChangeOrderId)
            .whereRef('fl.service_option_id', '=', 'o.id')
            .limit(1)
            .as('failedCount'),
    ])
    .where((eb) => {
      const held = eb(
        'o.id',
        'in',
        eb.selectFrom('subscription_options').select('service_option_id').where('subscription_id', '=', subscriptionId),
      );
      return serviceKitId === null ? held : eb.or([eb('o.kit_id', '=', serviceKitId), held]);
    })
    .orderBy('o.sort')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => {
    const source =
      row.price !== null
        ? { price: row.price, clientPrice: row.clientPrice, paymentPeriod: row.paymentPeriod }
        : row.orderedPrice !== null
          ? { price: row.orderedPrice, clientPrice: row.orderedClientPrice, paymentPeriod: row.orderedPaymentPeriod ?? row.paymentPeriod }
          : null;
    const tariff: TariffView | null = source && {
      price: Number(source.price),
      clientPrice: source.clientPrice === null ? null : Number(source.clientPrice),
      currencyCode: row.currencyCode ?? 'RUB',
      paymentPeriod: source.paymentPeriod,
    };
    return {
      serviceOptionId: row.serviceOptionId,
      subscriptionOptionId: row.subscriptionOptionId,
      name: row.name,
      resourceCode: row.resourceCode,
      resourceCategory: row.resourceCategory,
      usageCount: row.usageCount ?? 0,
      minUsageCount: row.minUsageCount,
      maxUsageCount: row.maxUsageCount,
      editStatus: editStatusOf(row.editStatus),
      tariff,
      // A change stores lines only for options it leaves above zero or takes from above zero: any other is at zero.
      pendingCount: changeOrderId === null ? null : Number(row.pendingCount ?? 0),
      failedCount: failedChangeOrderId === null ? null : Number(row.failedCount ?? 0),
      prepaid: row.prepaidFrom !== null && row.prepaidMonths !== null ? { from: row.prepaidFrom, months: row.prepaidMonths } : null,
    };
  });
}
