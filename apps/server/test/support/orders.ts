/** Helpers for order tests: a confirmed client with an INN, a kit's options, an order body. */
import { completeInn, type DeployStatus, type OrderRequest } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { request, type Session } from './test-app.ts';
import { uniqueEmail } from './factories.ts';

let innSeed = 100_000_000;

export async function createConfirmedCustomer(
  app: FastifyInstance,
  partnerId: string,
  overrides: { inn?: string | null; status?: 'confirmed' | 'unconfirmed' } = {},
) {
  innSeed += 7;
  const { id } = await app.db
    .insertInto('customers')
    .values({
      partner_id: partnerId,
      name: 'ООО «Заказчик»',
      responsible: 'Иванов Иван',
      email: uniqueEmail('customer'),
      inn: overrides.inn === undefined ? completeInn(String(innSeed).padStart(9, '0').slice(-9)) : overrides.inn,
      status: overrides.status ?? 'confirmed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type DeskService = {
  serviceId: string;
  resourceCode: string;
  serviceKits: Array<{ serviceKitId: string; name: string; usageMode: string }>;
};
type KitOption = { serviceOptionId: string; minUsageCount: number; maxUsageCount: number; resourceCode: string };

export async function kitOf(app: FastifyInstance, session: Session, desk: string, resourceCode: string, kitIndex = 0) {
  const services = (await request(app, session, { method: 'GET', url: `/api/desks/${desk}/services` })).json().services as DeskService[];
  const service = services.find((s) => s.resourceCode === resourceCode);
  if (!service) throw new Error(`No service ${resourceCode}`);
  const kit = service.serviceKits[kitIndex];
  if (!kit) throw new Error(`No kit ${kitIndex} of ${resourceCode}`);
  const extended = (
    await request(app, session, {
      method: 'GET',
      url: `/api/desks/${desk}/services/${service.serviceId}/kits/${kit.serviceKitId}/extended`,
    })
  ).json();
  return { service, kit, options: extended.serviceOptions as KitOption[] };
}

export function orderBody(
  customerId: string,
  desk: OrderRequest['offerDeskId'],
  kitId: string,
  units: Array<[string, number]>,
  infoBaseName?: string,
): OrderRequest {
  return {
    customerId,
    offerDeskId: desk,
    serviceKitId: kitId,
    serviceOptions: units.flatMap(([serviceOptionId, count]) => Array.from({ length: count }, () => ({ serviceOptionId }))),
    subscriptionProperties:
      infoBaseName === undefined ? [] : [{ name: 'infoBaseName', value: infoBaseName, propertyGroup: '1c_ecw_application' }],
  };
}

export async function waitForStatus(app: FastifyInstance, subscriptionId: string, status: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await app.db.selectFrom('subscriptions').select('deploy_status').where('id', '=', subscriptionId).executeTakeFirst();
    if (row?.deploy_status === status) return;
    if (Date.now() > until) throw new Error(`Subscription ${subscriptionId} stayed ${row?.deploy_status}, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A subscription of the partner inserted straight into the table (a confirmed client of its own, no options). */
export async function insertSubscription(
  app: FastifyInstance,
  partnerId: string,
  overrides: { status?: DeployStatus; serviceName?: string } = {},
): Promise<string> {
  const customerId = await createConfirmedCustomer(app, partnerId);
  const { id } = await app.db
    .insertInto('subscriptions')
    .values({
      partner_id: partnerId,
      customer_id: customerId,
      service_name: overrides.serviceName ?? '1С:Бухгалтерия предприятия',
      service_kit_name: 'Файловый',
      usage_mode: 'PRODUCTION',
      deploy_status: overrides.status ?? 'DEPLOYED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
