/** The catalogue: desks with their services and kits, kit details with options and the tariffs in force. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { OfferDeskId, ServiceKit, ServiceOption } from '@portal/domain';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import type { PartnerScope } from './office.repository.ts';

/** Services every partner sees, and the private configurations of the calling partner. */
export const visibleTo = (scope: PartnerScope) => (eb: ExpressionBuilder<Database, 'services'>) =>
  eb.or([eb('services.owner_partner_id', 'is', null), eb('services.owner_partner_id', '=', scope.partnerId)]);

export function findDesk(db: Db, deskId: OfferDeskId) {
  return db.selectFrom('offer_desks').select(['id', 'name', 'client_fixed as clientFixed']).where('id', '=', deskId).executeTakeFirst();
}

export function listDeskServices(db: Db, scope: PartnerScope, deskId: OfferDeskId) {
  return db
    .selectFrom('services')
    .select([
      'id as serviceId',
      'name',
      'resource_code as resourceCode',
      'resource_category as resourceCategory',
      'group_code as group',
      'enabled as enabledStatus',
      'client_server_only as clientServerOnly',
      'requires_active_subscription as requiresActiveSubscription',
      'offer_desk_id as offerDeskId',
    ])
    .where('offer_desk_id', '=', deskId)
    .where(visibleTo(scope))
    .orderBy('sort')
    .execute();
}

const kitColumns = [
  'k.id as serviceKitId',
  'k.name',
  'k.usage_mode as usageMode',
  'k.resource_code as resourceCode',
  'k.resource_category as resourceCategory',
  'k.expiration_period as expirationPeriod',
  'k.block_reason as blockReason',
] as const;

/** The kits of many services in one query. */
export async function listKits(db: Db, serviceIds: string[]): Promise<Array<ServiceKit & { serviceId: string }>> {
  if (serviceIds.length === 0) return [];
  return db
    .selectFrom('service_kits as k')
    .select([...kitColumns, 'k.service_id as serviceId'])
    .where('k.service_id', 'in', serviceIds)
    .orderBy('k.service_id')
    .orderBy('k.sort')
    .execute();
}

/** Options with the tariff in force today, for many kits in one query. */
export async function listOptions(db: Db, kitIds: string[]): Promise<Array<ServiceOption & { kitId: string }>> {
  if (kitIds.length === 0) return [];
  const rows = await db
    .selectFrom('service_options as o')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('option_tariffs')
          .distinctOn('option_id')
          .select(['option_id', 'price', 'client_price', 'currency_code'])
          .where('effective_from', '<=', sql<Date>`current_date`)
          .orderBy('option_id')
          .orderBy('effective_from', 'desc')
          .as('t'),
      (join) => join.onRef('t.option_id', '=', 'o.id'),
    )
    .select([
      'o.id as serviceOptionId',
      'o.kit_id as kitId',
      'o.name',
      'o.resource_code as resourceCode',
      'o.resource_category as resourceCategory',
      'o.min_usage_count as minUsageCount',
      'o.max_usage_count as maxUsageCount',
      'o.usage_count as usageCount',
      'o.edit_status as editStatus',
      'o.payment_period as paymentPeriod',
      'o.trial',
      'o.trial_length as trialLength',
      'o.trial_period as trialPeriod',
      't.price',
      't.client_price as clientPrice',
      't.currency_code as currencyCode',
    ])
    .where('o.kit_id', 'in', kitIds)
    .orderBy('o.kit_id')
    .orderBy('o.sort')
    .execute();
  return rows.map((row) => ({
    serviceOptionId: row.serviceOptionId,
    kitId: row.kitId,
    name: row.name,
    resourceCode: row.resourceCode,
    resourceCategory: row.resourceCategory,
    minUsageCount: row.minUsageCount,
    maxUsageCount: row.maxUsageCount,
    usageCount: row.usageCount,
    editStatus: row.editStatus,
    tariff:
      row.price === null
        ? null
        : {
            price: Number(row.price),
            clientPrice: row.clientPrice === null ? null : Number(row.clientPrice),
            currencyCode: row.currencyCode ?? 'RUB',
            paymentPeriod: row.paymentPeriod,
          },
    trialData: { trial: row.trial, trialLength: row.trialLength, period: row.trialPeriod },
  }));
}

/** A kit the calling partner may see on a desk (of the given service, when one is named). */
export function findKit(db: Db, scope: PartnerScope, deskId: OfferDeskId, kitId: string, serviceId?: string) {
  let query = db
    .selectFrom('service_kits as k')
    .innerJoin('services', 'services.id', 'k.service_id')
    .select([
      ...kitColumns,
      'services.id as serviceId',
      'services.name as serviceName',
      'services.partners_only as partnersOnly',
      'services.requires_active_subscription as requiresActiveSubscription',
    ])
    .where('services.offer_desk_id', '=', deskId)
    .where('k.id', '=', kitId)
    .where(visibleTo(scope));
  if (serviceId) query = query.where('services.id', '=', serviceId);
  return query.executeTakeFirst();
}
