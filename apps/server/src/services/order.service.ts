/**
 * Orders: every rule of the spec checked on the server, the price recomputed from the tariffs in force
 * (never taken from the browser), and the subscription, its options and its deployment job written in one
 * transaction. A retried request with the same Idempotency-Key and the same body answers the first order again;
 * the same key with a different body is refused.
 */
import { createHash } from 'node:crypto';
import { fromKysely, type PgBoss } from 'pg-boss';
import {
  APPLICATION_LIMIT,
  countUnits,
  CUSTOMER_ERRORS,
  DELETION_MESSAGES,
  ERROR_CODES,
  expirationDays,
  hasSeatTiers,
  isOneSeatTier,
  isZeroCostOrder,
  needsInfoBase,
  ORDER_MESSAGES,
  orderLockReason,
  optionLinesTotal,
  PARTNER_DESK_ID,
  sanitizeInfoBaseName,
  seatRange,
  type OrderRequest,
  type OrderResponse,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { DEPLOY_QUEUE, type DeployJob } from '../jobs/queues.ts';
import { findKit, listOptions } from '../repositories/catalogue.repository.ts';
import { findCustomer, findOrCreateOwnClient } from '../repositories/customer.repository.ts';
import { findOwnedSubscription, hasWorkingSubscription, insertSubscriptionOptions } from '../repositories/subscription.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { checkOrderingCustomer, checkOrderProperties } from './order-kind-rules.ts';
import { transition } from './subscription-state.ts';
import { hadTrial } from './trial.service.ts';

const DAY_MS = 86_400_000;

export type OrderContext = { now?: Date; applicationLimitPartnerCodes: string[]; idempotencyKey: string | null };

/** JSON with the keys of every object sorted: the same request always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of an order request as validated (type and body), kept with the order under its Idempotency-Key. */
export function orderRequestHash(type: string, order: OrderRequest): string {
  return createHash('sha256').update(canonicalJson({ type, order })).digest('hex');
}

/**
 * The first answer to an order placed with this key, or undefined; the key with another request is refused.
 * The first answer of an order is always INIT, whatever its deployment has reached since.
 */
async function answerOfKey(db: Db, scope: PartnerScope, key: string, requestHash: string): Promise<OrderResponse | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('subscriptions as s', 's.id', 'o.subscription_id')
    .select(['o.id as orderId', 's.id as subscriptionId', 'o.request_hash as requestHash', 's.price', 's.client_price as clientPrice'])
    .where('o.partner_id', '=', scope.partnerId)
    .where('o.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  // Orders placed before the hash was kept have none: they answer as before.
  if (row.requestHash !== null && row.requestHash !== requestHash) {
    throw new AppError(ERROR_CODES.idempotencyKeyReused, ORDER_MESSAGES.idempotencyKeyReused, 422);
  }
  return {
    orderId: row.orderId,
    subscriptionId: row.subscriptionId,
    deployStatus: 'INIT',
    price: Number(row.price),
    clientPrice: row.clientPrice === null ? null : Number(row.clientPrice),
  };
}

async function checkApplicationLimit(db: Db, scope: PartnerScope, codes: string[]): Promise<void> {
  const partner = await db.selectFrom('partners').select('partner_code').where('id', '=', scope.partnerId).executeTakeFirstOrThrow();
  if (!codes.includes(partner.partner_code)) return;
  const { count } = await db
    .selectFrom('subscriptions as s')
    .innerJoin('services as v', 'v.id', 's.service_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('s.partner_id', '=', scope.partnerId)
    .where('s.deleted', '=', false)
    .where('s.deploy_status', '!=', 'DELETED')
    .where('v.resource_category', '=', '1c_ecw_application')
    .executeTakeFirstOrThrow();
  // The limit (decision 005): the order that would take the partner past 25 is refused, naming how many to delete.
  if (Number(count) >= APPLICATION_LIMIT) {
    throw new AppError('APPLICATION_LIMIT', ORDER_MESSAGES.applicationLimit(APPLICATION_LIMIT, Number(count) - APPLICATION_LIMIT + 1), 409);
  }
}

export async function createOrder(
  db: Db,
  boss: PgBoss,
  scope: PartnerScope,
  type: string,
  order: OrderRequest & { subscriptionProperties: NonNullable<OrderRequest['subscriptionProperties']> },
  context: OrderContext,
): Promise<OrderResponse> {
  const now = context.now ?? new Date();
  const key = context.idempotencyKey;
  const requestHash = orderRequestHash(type, order);
  if (key) {
    const existing = await answerOfKey(db, scope, key, requestHash);
    if (existing) return existing;
  }

  const customer = await findCustomer(db, scope, order.customerId);
  if (!customer) throw new AppError('ERR_003', CUSTOMER_ERRORS.ERR_003, 404);
  const kit = await findKit(db, scope, order.offerDeskId, order.serviceKitId);
  if (!kit || kit.resourceCategory !== type) throw AppError.notFound(ORDER_MESSAGES.kitNotFound);
  // The desk 'Партнерам' orders for the partner itself; every other desk for a client that may be ordered for.
  if (order.offerDeskId === PARTNER_DESK_ID) {
    if (customer.id !== (await findOrCreateOwnClient(db, scope)).id)
      throw AppError.validation('customerId', ORDER_MESSAGES.partnerDeskClient);
  } else {
    checkOrderingCustomer(customer, kit.resourceCategory);
  }

  const options = await listOptions(db, [kit.serviceKitId]);
  const units = countUnits(order.serviceOptions);
  for (const optionId of units.keys()) {
    if (!options.some((o) => o.serviceOptionId === optionId))
      throw AppError.validation('serviceOptions', 'Опция не относится к выбранному типу развертывания');
  }
  const lines = options.map((option) => ({ option, count: units.get(option.serviceOptionId) ?? 0 }));
  if (hasSeatTiers(kit.resourceCategory)) {
    if (!isOneSeatTier(lines)) {
      const { min, max } = seatRange(options);
      throw AppError.validation('serviceOptions', ORDER_MESSAGES.countOutOfRange(min, max));
    }
  } else {
    for (const { option, count } of lines) {
      if (count < option.minUsageCount || count > option.maxUsageCount) {
        throw AppError.validation('serviceOptions', ORDER_MESSAGES.countOutOfRange(option.minUsageCount, option.maxUsageCount));
      }
    }
  }
  const total = optionLinesTotal(lines, now);
  const demo = kit.usageMode === 'DEMONSTRATION';
  if (isZeroCostOrder(kit.usageMode, total.partner)) throw AppError.validation('serviceOptions', ORDER_MESSAGES.zeroCost);

  const properties = order.subscriptionProperties.map((p) =>
    p.name === 'infoBaseName' ? { ...p, value: sanitizeInfoBaseName(p.value) } : p,
  );
  if (needsInfoBase(kit.resourceCategory) && !properties.some((p) => p.name === 'infoBaseName' && p.value)) {
    throw AppError.validation('infoBaseName', ORDER_MESSAGES.infoBaseRequired);
  }
  await checkOrderProperties(db, scope, kit.resourceCategory, properties, customer);

  const trialDays = demo ? expirationDays(kit.expirationPeriod) : null;
  try {
    return await db.transaction().execute(async (trx) => {
      // One order of a partner at a time from here on, so two orders at once cannot both pass the limit or the trial rule.
      await trx.selectFrom('partners').select('id').where('id', '=', scope.partnerId).forUpdate().executeTakeFirstOrThrow();
      // The same key sent twice at once: the second waited for the first, whose order it now answers.
      const done = key ? await answerOfKey(trx, scope, key, requestHash) : undefined;
      if (done) return done;
      const lock = orderLockReason(kit, kit, await hasWorkingSubscription(trx, scope));
      if (lock) throw new AppError('ORDER_LOCKED', lock, 409);
      if (kit.resourceCategory === '1c_ecw_application') await checkApplicationLimit(trx, scope, context.applicationLimitPartnerCodes);
      if (demo && (await hadTrial(trx, scope, customer.id, kit.serviceId))) {
        throw AppError.validation('serviceKitId', ORDER_MESSAGES.trialUsed);
      }
      const { id: subscriptionId } = await trx
        .insertInto('subscriptions')
        .values({
          partner_id: scope.partnerId,
          customer_id: customer.id,
          service_id: kit.serviceId,
          service_kit_id: kit.serviceKitId,
          offer_desk_id: order.offerDeskId,
          service_name: kit.serviceName,
          service_kit_name: kit.name,
          subscription_name: order.subscriptionName ?? null,
          usage_mode: kit.usageMode,
          deploy_status: 'INIT',
          price: total.partner,
          client_price: total.client,
          trial_start: trialDays ? now : null,
          trial_end: trialDays ? new Date(now.getTime() + trialDays * DAY_MS) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertSubscriptionOptions(trx, subscriptionId, lines);
      if (properties.length > 0) {
        await trx
          .insertInto('subscription_properties')
          .values(
            properties.map((p) => ({ subscription_id: subscriptionId, name: p.name, value: p.value, property_group: p.propertyGroup })),
          )
          .execute();
      }
      const { id: orderId } = await trx
        .insertInto('orders')
        .values({ partner_id: scope.partnerId, idempotency_key: key, request_hash: requestHash, subscription_id: subscriptionId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await boss.send(DEPLOY_QUEUE, { subscriptionId } satisfies DeployJob, { db: fromKysely(trx) });
      return { orderId, subscriptionId, deployStatus: 'INIT', price: total.partner, clientPrice: total.client };
    });
  } catch (error) {
    // The same key sent twice at once: the unique key decides, and the loser answers the winner's order.
    if (key && isUniqueViolation(error)) {
      const existing = await answerOfKey(db, scope, key, requestHash);
      if (existing) return existing;
    }
    throw error;
  }
}

/** Retry of a failed deployment: back to DEPLOYING and a new job (document 1 §4). */
export async function retryDeployment(db: Db, boss: PgBoss, scope: PartnerScope, subscriptionId: string): Promise<void> {
  const owned = await findOwnedSubscription(db, scope, subscriptionId);
  if (!owned) throw AppError.notFound(DELETION_MESSAGES.notFound);
  await db.transaction().execute(async (trx) => {
    if (!(await transition(trx, subscriptionId, 'DEPLOY_FAILED', 'DEPLOYING'))) {
      throw new AppError('RETRY_NOT_ALLOWED', ORDER_MESSAGES.retryNotAllowed, 409);
    }
    await boss.send(DEPLOY_QUEUE, { subscriptionId } satisfies DeployJob, { db: fromKysely(trx) });
  });
}
