/**
 * Orders: every rule of the spec checked on the server, the price recomputed from the tariffs in force
 * (never taken from the browser), and the subscription, its options and its deployment job written in one
 * transaction. A retried request with the same Idempotency-Key and the same body answers the first order again;
 * the same key with a different body is refused.
 */
import type { Enqueue } from './enqueue.ts';
import {
  APPLICATION_LIMIT,
  countUnits,
  CUSTOMER_ERRORS,
  DELETION_MESSAGES,
  expirationDays,
  hasSeatTiers,
  isOneSeatTier,
  isZeroCostOrder,
  needsInfoBase,
  ORDER_MESSAGES,
  orderLockReason,
  optionLinesTotal,
  CLOUD_DESK_ID,
  CLOUD_TEXTS,
  isOwnUseDesk,
  productionTrialDays,
  sanitizeInfoBaseName,
  seatRange,
  trialEndAfter,
  type OrderRequest,
  type OrderResponse,
  type ServiceOption,
  type SubscriptionProperty,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { findKit, listOptions } from '../repositories/catalogue.repository.ts';
import { findCustomer, findOrCreateOwnClient } from '../repositories/customer.repository.ts';
import { insertOrderLines } from '../repositories/order.repository.ts';
import { findOwnedSubscription, hasWorkingSubscription, insertSubscriptionOptions } from '../repositories/subscription.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { orderOfKey, requestHash as hashOfRequest } from './idempotency.ts';
import { checkOrderingCustomer, checkOrderProperties } from './order-kind-rules.ts';
import { transition } from './subscription-state.ts';
import { hadTrial } from './trial.service.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { refuseIfOrdersClosed } from './payment-cycle.service.ts';
import { optionChanges, recordSubscriptionJournal, type JournalActor } from './journal.service.ts';

export type OrderContext = {
  now?: Date;
  applicationLimitPartnerCodes: string[];
  idempotencyKey: string | null;
  /** The caller holds ROLE_IAS_USER: it may order on the cloud desk (decision 017). */
  cloudAccess?: boolean;
  /** Who orders, for «Журнал действий» (none: nothing is recorded). */
  actor?: JournalActor | null;
};

/**
 * The first answer to an order placed with this key, or undefined; the key with another request is refused.
 * The first answer of an order is always INIT, whatever its deployment has reached since.
 */
async function answerOfKey(db: Db, scope: PartnerScope, key: string, hash: string): Promise<OrderResponse | undefined> {
  const row = await orderOfKey(db, scope, key, hash);
  return (
    row && {
      orderId: row.orderId,
      subscriptionId: row.subscriptionId,
      deployStatus: 'INIT',
      price: Number(row.price ?? 0),
      clientPrice: row.clientPrice === null ? null : Number(row.clientPrice),
    }
  );
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
  enqueue: Enqueue,
  scope: PartnerScope,
  type: string,
  order: OrderRequest & { subscriptionProperties: NonNullable<OrderRequest['subscriptionProperties']> },
  context: OrderContext,
): Promise<OrderResponse> {
  const now = context.now ?? new Date();
  const key = context.idempotencyKey;
  const requestHash = hashOfRequest(type, order);
  if (key) {
    const existing = await answerOfKey(db, scope, key, requestHash);
    if (existing) return existing;
  }
  await refuseIfBlocked(db, scope.partnerId);
  await refuseIfOrdersClosed(db, scope.partnerId, now);
  if (order.offerDeskId === CLOUD_DESK_ID && !context.cloudAccess) throw AppError.forbidden(CLOUD_TEXTS.noAccess);

  const customer = await findCustomer(db, scope, order.customerId);
  if (!customer) throw new AppError('ERR_003', CUSTOMER_ERRORS.ERR_003, 404);
  const kit = await findKit(db, scope, order.offerDeskId, order.serviceKitId);
  if (!kit || kit.resourceCategory !== type) throw AppError.notFound(ORDER_MESSAGES.kitNotFound);
  // The desks 'Партнерам' and 1С:ОИ order for the partner itself; every other desk for a client that may be ordered for.
  if (isOwnUseDesk(order.offerDeskId)) {
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

  // A demo runs for its kit's expirationPeriod; a production kit whose ordered options carry trial data is free for
  // their trial (once per client and service, like a demo), then paid (decision 013).
  const kitTrialDays = demo ? expirationDays(kit.expirationPeriod) : productionTrialDays(lines);
  const orderKey = { key, requestHash };
  return inOrderTransaction(
    db,
    scope,
    orderKey,
    (first) => first,
    async (trx) => {
      const lock = orderLockReason(kit, kit, await hasWorkingSubscription(trx, scope));
      if (lock) throw new AppError('ORDER_LOCKED', lock, 409);
      if (kit.resourceCategory === '1c_ecw_application') await checkApplicationLimit(trx, scope, context.applicationLimitPartnerCodes);
      const trialUsed = (demo || kitTrialDays !== null) && (await hadTrial(trx, scope, customer.id, kit.serviceId));
      if (demo && trialUsed) throw AppError.validation('serviceKitId', ORDER_MESSAGES.trialUsed);
      const trialDays = trialUsed ? null : kitTrialDays;
      const { orderId, subscriptionId } = await insertOrderedSubscription(trx, enqueue, {
        scope,
        customerId: customer.id,
        kit,
        offerDeskId: order.offerDeskId,
        subscriptionName: order.subscriptionName ?? null,
        lines,
        total,
        properties,
        trial: trialDays ? { start: now, end: trialEndAfter(now, trialDays) } : null,
        order: { kind: 'create', ...orderKey },
      });
      await recordSubscriptionJournal(trx, context.actor ?? null, {
        action: 'order.placed',
        subscriptionId,
        subject: { type: 'order', id: orderId },
        changes: optionChanges(lines.map(({ option, count }) => ({ option, before: 0, after: count }))),
      });
      return { orderId, subscriptionId, deployStatus: 'INIT', price: total.partner, clientPrice: total.client };
    },
  );
}

/**
 * The transaction of an order, once per Idempotency-Key: one order of a partner at a time (its row locked, so two
 * orders at once cannot both pass the limit or the trial rule); a key already used answers its first order again
 * (`replay`), also when two requests with the same key race (the unique key decides, the loser answers the winner's).
 */
export async function inOrderTransaction<T>(
  db: Db,
  scope: PartnerScope,
  { key, requestHash }: { key: string | null; requestHash: string },
  replay: (first: OrderResponse) => T,
  place: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.selectFrom('partners').select('id').where('id', '=', scope.partnerId).forUpdate().executeTakeFirstOrThrow();
      // The same key sent twice at once: the second waited for the first, whose order it now answers.
      const done = key ? await answerOfKey(trx, scope, key, requestHash) : undefined;
      return done ? replay(done) : place(trx);
    });
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const existing = await answerOfKey(db, scope, key, requestHash);
      if (existing) return replay(existing);
    }
    throw error;
  }
}

export type OrderedSubscription = {
  scope: PartnerScope;
  customerId: string;
  kit: { serviceId: string; serviceKitId: string; serviceName: string; name: string; usageMode: 'PRODUCTION' | 'DEMONSTRATION' };
  offerDeskId: string;
  subscriptionName: string | null;
  lines: ReadonlyArray<{ option: ServiceOption; count: number }>;
  total: { partner: number; client: number | null };
  properties: ReadonlyArray<SubscriptionProperty>;
  trial: { start: Date; end: Date } | null;
  /** The demo a conversion comes from. */
  convertedFrom?: string;
  order: { kind: 'create' | 'convert'; key: string | null; requestHash: string };
};

/** A new subscription in INIT with its options, properties, its order and the order's lines, and its deployment job. */
export async function insertOrderedSubscription(
  trx: Db,
  enqueue: Enqueue,
  input: OrderedSubscription,
): Promise<{ orderId: string; subscriptionId: string }> {
  const { scope, kit, total, trial } = input;
  const { id: subscriptionId } = await trx
    .insertInto('subscriptions')
    .values({
      partner_id: scope.partnerId,
      customer_id: input.customerId,
      service_id: kit.serviceId,
      service_kit_id: kit.serviceKitId,
      offer_desk_id: input.offerDeskId,
      service_name: kit.serviceName,
      service_kit_name: kit.name,
      subscription_name: input.subscriptionName,
      usage_mode: kit.usageMode,
      deploy_status: 'INIT',
      price: total.partner,
      client_price: total.client,
      trial_start: trial?.start ?? null,
      trial_end: trial?.end ?? null,
      converted_from: input.convertedFrom ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertSubscriptionOptions(trx, subscriptionId, input.lines);
  if (input.properties.length > 0) {
    await trx
      .insertInto('subscription_properties')
      .values(
        input.properties.map((p) => ({ subscription_id: subscriptionId, name: p.name, value: p.value, property_group: p.propertyGroup })),
      )
      .execute();
  }
  const { id: orderId } = await trx
    .insertInto('orders')
    .values({
      partner_id: scope.partnerId,
      customer_id: input.customerId,
      idempotency_key: input.order.key,
      request_hash: input.order.requestHash,
      subscription_id: subscriptionId,
      kind: input.order.kind,
      status: 'PENDING',
      price: total.partner,
      client_price: total.client,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOrderLines(
    trx,
    orderId,
    input.lines.map(({ option, count }) => ({ option, before: 0, after: count })),
  );
  await enqueue.deployment(trx, subscriptionId);
  return { orderId, subscriptionId };
}

/** Retry of a failed deployment: back to DEPLOYING and a new job (document 1 §4). */
export async function retryDeployment(
  db: Db,
  enqueue: Enqueue,
  scope: PartnerScope,
  subscriptionId: string,
  actor: JournalActor | null = null,
): Promise<void> {
  const owned = await findOwnedSubscription(db, scope, subscriptionId);
  if (!owned) throw AppError.notFound(DELETION_MESSAGES.notFound);
  await db.transaction().execute(async (trx) => {
    if (!(await transition(trx, subscriptionId, 'DEPLOY_FAILED', 'DEPLOYING'))) {
      throw new AppError('RETRY_NOT_ALLOWED', ORDER_MESSAGES.retryNotAllowed, 409);
    }
    const [order] = await trx
      .updateTable('orders')
      .set({ status: 'PENDING', last_error: null })
      .where('subscription_id', '=', subscriptionId)
      .where('kind', 'in', ['create', 'convert'])
      .returning('id')
      .execute();
    await enqueue.deployment(trx, subscriptionId);
    await recordSubscriptionJournal(trx, actor, {
      action: 'order.retried',
      subscriptionId,
      ...(order ? { subject: { type: 'order' as const, id: order.id } } : {}),
    });
  });
}
