/** The cloud desk's data: its options with every price version, a partner's licence subscriptions, tariff versions. */
import { sql } from 'kysely';
import { CLOUD_DESK_ID, LICENCE_CATEGORIES, type PriceVersion } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { tariffInForce } from './catalogue.repository.ts';
import type { PartnerScope } from './office.repository.ts';

export type CloudPriceVersionRow = PriceVersion & { createdAt: Date | null; createdBy: string | null };

/** An option of the cloud desk with its service and kit, and every version of its price (oldest first). */
export type CloudOptionRow = {
  serviceId: string;
  serviceName: string;
  serviceCategory: string;
  group: string;
  serviceKitId: string;
  serviceOptionId: string;
  name: string;
  resourceCode: string;
  minUsageCount: number;
  maxUsageCount: number;
  usageCount: number;
  paymentPeriod: 'd' | 'm';
  versions: CloudPriceVersionRow[];
};

/** Every option of the cloud desk's enabled services, in the catalogue's order, with its price versions — one statement. */
export async function listCloudOptions(db: Db): Promise<CloudOptionRow[]> {
  const rows = await db
    .selectFrom('services as v')
    .innerJoin('service_kits as k', 'k.service_id', 'v.id')
    .innerJoin('service_options as o', 'o.kit_id', 'k.id')
    .leftJoin('option_tariffs as t', 't.option_id', 'o.id')
    .leftJoin('accounts as a', 'a.id', 't.created_by')
    .select([
      'v.id as serviceId',
      'v.name as serviceName',
      'v.resource_category as serviceCategory',
      'v.group_code as group',
      'k.id as serviceKitId',
      'o.id as serviceOptionId',
      'o.name',
      'o.resource_code as resourceCode',
      'o.min_usage_count as minUsageCount',
      'o.max_usage_count as maxUsageCount',
      'o.usage_count as usageCount',
      'o.payment_period as paymentPeriod',
      sql<string | null>`t.effective_from::text`.as('effectiveFrom'),
      't.price',
      't.created_at as createdAt',
      'a.email as createdBy',
    ])
    .where('v.offer_desk_id', '=', CLOUD_DESK_ID)
    .where('v.enabled', '=', true)
    .where('k.usage_mode', '=', 'PRODUCTION')
    .orderBy('v.sort')
    .orderBy('v.id')
    .orderBy('k.sort')
    .orderBy('o.sort')
    .orderBy('o.id')
    .orderBy('t.effective_from')
    .execute();
  const options: CloudOptionRow[] = [];
  for (const row of rows) {
    let option = options.at(-1);
    if (option?.serviceOptionId !== row.serviceOptionId) {
      const { effectiveFrom: _from, price: _price, createdAt: _at, createdBy: _by, ...rest } = row;
      option = { ...rest, versions: [] };
      options.push(option);
    }
    if (row.effectiveFrom !== null && row.price !== null) {
      option.versions.push({
        effectiveFrom: row.effectiveFrom,
        price: Number(row.price),
        createdAt: row.createdAt,
        createdBy: row.createdBy,
      });
    }
  }
  return options;
}

/** An option of the cloud desk, by id; undefined for any other option. */
export function findCloudOption(db: Db, serviceOptionId: string) {
  return db
    .selectFrom('service_options as o')
    .innerJoin('service_kits as k', 'k.id', 'o.kit_id')
    .innerJoin('services as v', 'v.id', 'k.service_id')
    .select(['o.id', 'o.name', 'o.resource_code as resourceCode'])
    .where('o.id', '=', serviceOptionId)
    .where('v.offer_desk_id', '=', CLOUD_DESK_ID)
    .executeTakeFirst();
}

/** A version of an option's price from a day: a new one, or the one already planned for that day replaced. */
export async function writeTariffVersion(
  db: Db,
  version: { serviceOptionId: string; effectiveFrom: string; price: number; createdBy: string },
): Promise<void> {
  await db
    .insertInto('option_tariffs')
    .values({
      option_id: version.serviceOptionId,
      effective_from: version.effectiveFrom,
      price: version.price,
      client_price: null,
      created_by: version.createdBy,
    })
    .onConflict((oc) =>
      oc.columns(['option_id', 'effective_from']).doUpdateSet({
        price: version.price,
        created_by: version.createdBy,
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export type LicenceRow = {
  subscriptionId: string;
  customerId: string;
  serviceKitId: string | null;
  serviceName: string;
  resourceCategory: string;
  createDate: Date;
  startDate: Date | null;
  deployStatus: 'INIT' | 'DEPLOYING' | 'DEPLOYED' | 'DEPLOY_FAILED' | 'DELETING' | 'DELETED' | 'DELETE_FAILED';
  deleted: boolean;
  expirationDate: Date | null;
  changeOrderId: string | null;
};

/**
 * A page of the partner's licences on the cloud desk (deleted ones left out), newest first, and their total — the
 * page chosen on the partner's cloud-desk subscriptions by their index, then joined to their services.
 */
export async function listLicencePage(
  db: Db,
  scope: PartnerScope,
  paging: { page: number; pageSize: number },
): Promise<{ rows: LicenceRow[]; total: number }> {
  const matching = db
    .selectFrom('subscriptions as s')
    .innerJoin('services as v', 'v.id', 's.service_id')
    .where('s.partner_id', '=', scope.partnerId)
    .where('s.offer_desk_id', '=', CLOUD_DESK_ID)
    .where('s.deleted', '=', false)
    .where('s.deploy_status', '!=', 'DELETED')
    .where('v.resource_category', 'in', LICENCE_CATEGORIES);
  const rows = await matching
    .select((eb) => [
      's.id as subscriptionId',
      's.customer_id as customerId',
      's.service_kit_id as serviceKitId',
      's.service_name as serviceName',
      'v.resource_category as resourceCategory',
      's.created_at as createDate',
      's.start_date as startDate',
      's.deploy_status as deployStatus',
      's.deleted',
      's.expiration_date as expirationDate',
      's.change_order_id as changeOrderId',
      eb.fn.countAll<string>().over().as('total'),
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  const first = rows[0];
  const total = first
    ? Number(first.total)
    : Number((await matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** The options of some subscriptions with their bounds and the tariff in force (the one they were ordered at otherwise). */
export function licenceOptions(db: Db, subscriptionIds: readonly string[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subscription_options as so')
    .innerJoin('service_options as o', 'o.id', 'so.service_option_id')
    .leftJoinLateral(tariffInForce, (join) => join.onTrue())
    .select([
      'so.subscription_id as subscriptionId',
      'so.id as subscriptionOptionId',
      'o.id as serviceOptionId',
      'so.name',
      'so.usage_count as usageCount',
      'o.min_usage_count as minUsageCount',
      'o.max_usage_count as maxUsageCount',
      'o.resource_category as resourceCategory',
      'o.payment_period as paymentPeriod',
      'so.price as orderedPrice',
      't.price',
      't.currency_code as currencyCode',
    ])
    .where('so.subscription_id', 'in', subscriptionIds)
    .orderBy('o.sort')
    .execute();
}
