/** Helpers for subscription management tests: a deployed subscription ordered through the API, its changes and orders. */
import { DISK_CATEGORY, type SubscriptionChange, type SubscriptionDetail } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { waitFor, type TestAccount } from './factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './orders.ts';
import { request, type Session } from './test-app.ts';

export const APPLICATION = '1c_ecw_application';

export type DeployedSubscription = {
  subscriptionId: string;
  customerId: string;
  serviceKitId: string;
  seatOptionId: string;
  diskOptionId: string;
};

/** A subscription of an application's file kit, ordered through the API with `seats` workplaces and deployed. */
export async function deployedSubscription(
  app: FastifyInstance,
  partner: TestAccount,
  options: { service?: string; seats?: number; disk?: number } = {},
): Promise<DeployedSubscription> {
  const customerId = await createConfirmedCustomer(app, partner.partnerId ?? '');
  const { kit, options: kitOptions } = await kitOf(app, partner.session, 'grm', options.service ?? 'bp');
  const seat = kitOptions.find((o) => o.resourceCode.endsWith('-seat'));
  const disk = kitOptions.find((o) => o.resourceCode.startsWith(DISK_CATEGORY));
  if (!seat || !disk) throw new Error('The kit has no seat or disk option');
  const units: Array<[string, number]> = [[seat.serviceOptionId, options.seats ?? 2]];
  if (options.disk) units.push([disk.serviceOptionId, options.disk]);
  const created = await request(app, partner.session, {
    method: 'POST',
    url: `/api/${APPLICATION}/order`,
    payload: orderBody(customerId, 'grm', kit.serviceKitId, units, 'База'),
  });
  if (created.statusCode !== 201) throw new Error(`Order failed: ${created.body}`);
  const { subscriptionId } = created.json();
  await waitForStatus(app, subscriptionId, 'DEPLOYED');
  return {
    subscriptionId,
    customerId,
    serviceKitId: kit.serviceKitId,
    seatOptionId: seat.serviceOptionId,
    diskOptionId: disk.serviceOptionId,
  };
}

export async function detailOf(app: FastifyInstance, session: Session, subscriptionId: string): Promise<SubscriptionDetail> {
  const response = await request(app, session, { method: 'GET', url: `/api/subscriptions/${subscriptionId}` });
  if (response.statusCode !== 200) throw new Error(`Detail failed: ${response.body}`);
  return response.json();
}

/** The change payload adding and removing units of a deployed subscription's options. */
export function changeBody(
  subscription: DeployedSubscription,
  change: { add?: Array<[string, number]>; remove?: Array<[string, number]> },
): SubscriptionChange {
  const repeat = <T>(entries: Array<[string, number]>, entry: (id: string) => T) =>
    entries.flatMap(([id, count]) => Array.from({ length: count }, () => entry(id)));
  return {
    subscriptionId: subscription.subscriptionId,
    customerId: subscription.customerId,
    serviceKitId: subscription.serviceKitId,
    addOptions: repeat(change.add ?? [], (serviceOptionId) => ({ serviceOptionId })),
    removeOptions: repeat(change.remove ?? [], (subscriptionOptionId) => ({ subscriptionOptionId })),
  };
}

export function putChange(app: FastifyInstance, session: Session, payload: unknown, key?: string, type = APPLICATION) {
  return request(app, session, {
    method: 'PUT',
    url: `/api/${type}/order`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: payload as object,
  });
}

/** The subscription option id of one of the subscription's options (it must have it). */
export function subscriptionOptionOf(detail: SubscriptionDetail, serviceOptionId: string): string {
  const id = detail.serviceOptions.find((o) => o.serviceOptionId === serviceOptionId)?.subscriptionOptionId;
  if (!id) throw new Error(`The subscription has no option ${serviceOptionId}`);
  return id;
}

export async function waitForOrder(app: FastifyInstance, orderId: string, status: 'APPLIED' | 'FAILED', timeoutMs = 20_000): Promise<void> {
  const statusOf = async () => (await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst())?.status;
  await waitFor(async () => (await statusOf()) === status, timeoutMs).catch(async () => {
    throw new Error(`Order ${orderId} stayed ${await statusOf()}, expected ${status}`);
  });
}

/** The open ledger intervals of a subscription: units by service option id. */
export async function openIntervals(app: FastifyInstance, subscriptionId: string): Promise<Record<string, number>> {
  const rows = await app.db
    .selectFrom('usage_ledger')
    .select(['service_option_id', 'units'])
    .where('subscription_id', '=', subscriptionId)
    .where('active_to', 'is', null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.service_option_id, r.units]));
}
