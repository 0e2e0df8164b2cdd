/** The catalogue: desks with their services and kits, kit details with options and the tariffs in force. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { OfferDeskId, ServiceKit, ServiceOption } from '@portal/domain';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import type { PartnerScope } from './office.repository.ts';
import { workingSubscriptions } from './subscription.repository.ts';

/** Services every partner sees, and the private configurations of the calling partner. */
export const visibleTo = (scope: PartnerScope) => (eb: ExpressionBuilder<Database, 'services'>) =>
  eb.or([eb('services.owner_partner_id', 'is', null), eb('services.owner_partner_id', '=', scope.partnerId)]);

/** A desk with whether the calling partner has a working (deployed) subscription, in one statement. */
export function findDeskFor(db: Db, scope: PartnerScope, deskId: OfferDeskId) {
  return db
    .selectFrom('offer_desks as d')
    .select((eb) => ['d.id', 'd.name', 'd.client_fixed as clientFixed', eb.exists(workingSubscriptions(db, scope)).as('working')])
    .where('d.id', '=', deskId)
    .executeTakeFirst();
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

const optionColumns = [
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
  'o.client_price_editable as clientPriceEditable',
  't.price',
  't.client_price as clientPrice',
  't.currency_code as currencyCode',
] as const;

/** The tariff of an option in force today: its latest one that has taken effect. */
export const tariffInForce = (eb: ExpressionBuilder<Database & { o: Database['service_options'] }, 'o'>) =>
  eb
    .selectFrom('option_tariffs')
    .select(['price', 'client_price', 'currency_code'])
    .whereRef('option_id', '=', 'o.id')
    .where('effective_from', '<=', sql<Date>`current_date`)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .as('t');

type OptionRow = {
  serviceOptionId: string;
  kitId: string;
  name: string;
  resourceCode: string;
  resourceCategory: string;
  minUsageCount: number;
  maxUsageCount: number;
  usageCount: number;
  editStatus: ServiceOption['editStatus'];
  paymentPeriod: NonNullable<ServiceOption['tariff']>['paymentPeriod'];
  trial: boolean;
  trialLength: number | null;
  trialPeriod: ServiceOption['trialData']['period'];
  clientPriceEditable: boolean;
  price: string | number | null;
  clientPrice: string | number | null;
  currencyCode: string | null;
};

function optionOf(row: OptionRow): ServiceOption & { kitId: string } {
  return {
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
    clientPriceEditable: row.clientPriceEditable,
  };
}

export type DeskService = {
  serviceId: string;
  name: string;
  resourceCode: string;
  resourceCategory: string;
  group: string;
  enabledStatus: boolean;
  clientServerOnly: boolean;
  requiresActiveSubscription: boolean;
  kits: Array<ServiceKit & { options: ServiceOption[] }>;
};

/**
 * The services of a desk the calling partner may see, each with its kits and the options (with the tariff in force)
 * of its production kits — one statement, its rows grouped here in the order of the desk.
 */
export async function listDeskCatalogue(db: Db, scope: PartnerScope, deskId: OfferDeskId): Promise<DeskService[]> {
  const rows = await db
    .selectFrom('services')
    .leftJoin('service_kits as k', 'k.service_id', 'services.id')
    .leftJoin('service_options as o', (join) => join.onRef('o.kit_id', '=', 'k.id').on('k.usage_mode', '=', 'PRODUCTION'))
    .leftJoinLateral(tariffInForce, (join) => join.onTrue())
    .select([
      'services.id as serviceId',
      'services.name as serviceName',
      'services.resource_code as serviceResourceCode',
      'services.resource_category as serviceResourceCategory',
      'services.group_code as group',
      'services.enabled as enabledStatus',
      'services.client_server_only as clientServerOnly',
      'services.requires_active_subscription as requiresActiveSubscription',
      'k.id as serviceKitId',
      'k.name as kitName',
      'k.usage_mode as usageMode',
      'k.resource_code as kitResourceCode',
      'k.resource_category as kitResourceCategory',
      'k.expiration_period as expirationPeriod',
      'k.block_reason as blockReason',
      ...optionColumns,
    ])
    .where('services.offer_desk_id', '=', deskId)
    .where(visibleTo(scope))
    .orderBy('services.sort')
    .orderBy('services.id')
    .orderBy('k.sort')
    .orderBy('k.id')
    .orderBy('o.sort')
    .execute();
  const services: DeskService[] = [];
  let kit: DeskService['kits'][number] | undefined;
  for (const row of rows) {
    let service = services.at(-1);
    if (service?.serviceId !== row.serviceId) {
      service = {
        serviceId: row.serviceId,
        name: row.serviceName,
        resourceCode: row.serviceResourceCode,
        resourceCategory: row.serviceResourceCategory,
        group: row.group,
        enabledStatus: row.enabledStatus,
        clientServerOnly: row.clientServerOnly,
        requiresActiveSubscription: row.requiresActiveSubscription,
        kits: [],
      };
      services.push(service);
      kit = undefined;
    }
    if (row.serviceKitId === null) continue;
    if (kit?.serviceKitId !== row.serviceKitId) {
      kit = {
        serviceKitId: row.serviceKitId,
        name: row.kitName,
        usageMode: row.usageMode,
        resourceCode: row.kitResourceCode,
        resourceCategory: row.kitResourceCategory,
        expirationPeriod: row.expirationPeriod,
        blockReason: row.blockReason,
        options: [],
      } as DeskService['kits'][number];
      service.kits.push(kit);
    }
    if (row.serviceOptionId === null) continue;
    const { kitId: _kitId, ...option } = optionOf(row as OptionRow);
    kit.options.push(option);
  }
  return services;
}

/** Options with the tariff in force today, for many kits in one query. */
export async function listOptions(db: Db, kitIds: string[]): Promise<Array<ServiceOption & { kitId: string }>> {
  if (kitIds.length === 0) return [];
  const rows = await db
    .selectFrom('service_options as o')
    .leftJoinLateral(tariffInForce, (join) => join.onTrue())
    .select(optionColumns)
    .where('o.kit_id', 'in', kitIds)
    .orderBy('o.kit_id')
    .orderBy('o.sort')
    .execute();
  return rows.map(optionOf);
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
