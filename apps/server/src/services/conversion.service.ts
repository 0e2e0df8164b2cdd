/**
 * 'Перейти на платную версию' (decision 013): a running demo becomes a paid subscription of a production kit of the
 * same service for the same client. The paid one is ordered like any order (the client must be orderable, the kit not
 * locked, the cost not zero, one order of a partner at a time, Idempotency-Key), with the demo's seat counts and its
 * infobase, and the Provisioner deploys it on the demo's database. The demo is marked converted at once — it is then
 * neither removed at its end nor deletable, and cannot be converted again — and is closed (its usage ended, out of the
 * lists, its data kept) in the transaction that records the paid one deployed.
 */
import type { Enqueue } from './enqueue.ts';
import {
  conversionLines,
  CONVERSION_MESSAGES,
  DELETION_MESSAGES,
  isZeroCostOrder,
  JOURNAL_FIELDS,
  needsInfoBase,
  optionLinesTotal,
  ORDER_MESSAGES,
  orderLockReason,
  PARTNER_DESK_ID,
  TRIAL_MESSAGES,
  type ConversionRequest,
  type ConversionResponse,
  type OfferDeskId,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findKit, listOptions } from '../repositories/catalogue.repository.ts';
import { findCustomer } from '../repositories/customer.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { hasWorkingSubscription } from '../repositories/subscription.repository.ts';
import { conversionKitQuery } from '../repositories/trial.repository.ts';
import { closeSubscriptionIntervals } from '../repositories/usage-ledger.repository.ts';
import { checkOrderingCustomer } from './order-kind-rules.ts';
import { requestHash } from './idempotency.ts';
import { inOrderTransaction, insertOrderedSubscription } from './order.service.ts';
import { transition } from './subscription-state.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { refuseIfOrdersClosed } from './payment-cycle.service.ts';
import { recordSubscriptionJournal, type JournalActor } from './journal.service.ts';

export type ConversionContext = {
  now?: Date;
  idempotencyKey: string | null;
  /** Who converts, for «Журнал действий» (none: nothing is recorded). */
  actor?: JournalActor | null;
};

function notConvertible(): AppError {
  return new AppError('NOT_CONVERTIBLE', TRIAL_MESSAGES.notConvertible, 409);
}

/** The caller's demo as a conversion needs it, or undefined for an unknown id or another partner's. */
function findDemo(db: Db, scope: PartnerScope, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .select([
      'id',
      'customer_id as customerId',
      'service_id as serviceId',
      'offer_desk_id as offerDeskId',
      'subscription_name as subscriptionName',
      'service_kit_name as serviceKitName',
      'usage_mode as usageMode',
      'deploy_status as status',
      'converted_to as convertedTo',
    ])
    .where('id', '=', subscriptionId)
    .where('partner_id', '=', scope.partnerId)
    .executeTakeFirst();
}

type Demo = NonNullable<Awaited<ReturnType<typeof findDemo>>>;

const isConvertible = (demo: Demo) => demo.usageMode === 'DEMONSTRATION' && demo.status === 'DEPLOYED' && demo.convertedTo === null;

/** The production kit asked for (of the same service), or the service's first one that can be ordered. */
async function productionKit(db: Db, scope: PartnerScope, demo: Demo & { serviceId: string; offerDeskId: string }, kitId?: string) {
  const chosen = kitId ?? (await conversionKitQuery(db, demo.serviceId).executeTakeFirst())?.id;
  if (!chosen) throw new AppError('NO_PRODUCTION_KIT', TRIAL_MESSAGES.noProductionKit, 409);
  const kit = await findKit(db, scope, demo.offerDeskId as OfferDeskId, chosen, demo.serviceId);
  if (!kit || kit.usageMode !== 'PRODUCTION') throw AppError.validation('serviceKitId', CONVERSION_MESSAGES.wrongKit);
  return kit;
}

/** The demo's active counts by resource code, and its infobase name. */
async function demoContents(db: Db, demoId: string) {
  const [options, infoBase] = await Promise.all([
    db
      .selectFrom('subscription_options as so')
      .innerJoin('service_options as o', 'o.id', 'so.service_option_id')
      .select(['o.resource_code as resourceCode', 'so.usage_count as count'])
      .where('so.subscription_id', '=', demoId)
      .execute(),
    db
      .selectFrom('subscription_properties')
      .select(['value', 'property_group as propertyGroup'])
      .where('subscription_id', '=', demoId)
      .where('name', '=', 'infoBaseName')
      .executeTakeFirst(),
  ]);
  return { options, infoBase };
}

/** POST /api/subscriptions/{id}/convert. */
export async function convertDemo(
  db: Db,
  enqueue: Enqueue,
  scope: PartnerScope,
  demoId: string,
  request: ConversionRequest,
  context: ConversionContext,
): Promise<ConversionResponse> {
  await refuseIfBlocked(db, scope.partnerId);
  const now = context.now ?? new Date();
  await refuseIfOrdersClosed(db, scope.partnerId, now);
  const orderKey = { key: context.idempotencyKey, requestHash: requestHash('convert', { demoId, ...request }) };
  const replay = (first: { orderId: string; subscriptionId: string; price: number; clientPrice: number | null }): ConversionResponse => ({
    orderId: first.orderId,
    subscriptionId: first.subscriptionId,
    convertedFrom: demoId,
    deployStatus: 'INIT',
    price: first.price,
    clientPrice: first.clientPrice,
  });

  const demo = await findDemo(db, scope, demoId);
  if (!demo) throw AppError.notFound(DELETION_MESSAGES.notFound);
  const { serviceId, offerDeskId } = demo;
  // A retry of a conversion that went through answers it, although the demo is no longer convertible.
  if (!isConvertible(demo) || serviceId === null || offerDeskId === null) {
    return inOrderTransaction(db, scope, orderKey, replay, async () => {
      throw notConvertible();
    });
  }
  const kit = await productionKit(db, scope, { ...demo, serviceId, offerDeskId }, request.serviceKitId);
  const customer = await findCustomer(db, scope, demo.customerId);
  if (!customer) throw AppError.notFound(DELETION_MESSAGES.notFound);
  if (offerDeskId !== PARTNER_DESK_ID) checkOrderingCustomer(customer, kit.resourceCategory);

  const contents = await demoContents(db, demoId);
  const lines = conversionLines(contents.options, await listOptions(db, [kit.serviceKitId]));
  const total = optionLinesTotal(lines, now);
  if (isZeroCostOrder(kit.usageMode, total.partner)) throw AppError.validation('serviceOptions', ORDER_MESSAGES.zeroCost);
  // The client's database goes with it: the demo's infobase, under its name.
  const properties = contents.infoBase
    ? [{ name: 'infoBaseName', value: contents.infoBase.value, propertyGroup: contents.infoBase.propertyGroup }]
    : [];
  if (needsInfoBase(kit.resourceCategory) && properties.length === 0)
    throw AppError.validation('infoBaseName', ORDER_MESSAGES.infoBaseRequired);

  return inOrderTransaction(db, scope, orderKey, replay, async (trx) => {
    // The demo as it is now, locked: a second conversion or the removal at its end waits, then finds it taken.
    const locked = await trx
      .selectFrom('subscriptions')
      .select(['deploy_status as status', 'converted_to as convertedTo'])
      .where('id', '=', demoId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status !== 'DEPLOYED' || locked.convertedTo !== null) throw notConvertible();
    const lock = orderLockReason(kit, kit, await hasWorkingSubscription(trx, scope));
    if (lock) throw new AppError('ORDER_LOCKED', lock, 409);
    // No application limit: the demo it replaces closes, so the partner's count of applications stays the same.
    const { orderId, subscriptionId } = await insertOrderedSubscription(trx, enqueue, {
      scope,
      customerId: customer.id,
      kit,
      offerDeskId,
      subscriptionName: demo.subscriptionName,
      lines,
      total,
      properties,
      // Paid from the start: the client has had its trial.
      trial: null,
      convertedFrom: demoId,
      order: { kind: 'convert', ...orderKey },
    });
    await trx.updateTable('subscriptions').set({ converted_to: subscriptionId, updated_at: now }).where('id', '=', demoId).execute();
    await recordSubscriptionJournal(trx, context.actor ?? null, {
      action: 'subscription.changed',
      subscriptionId: demoId,
      changes: [{ field: JOURNAL_FIELDS.kit, before: demo.serviceKitName, after: kit.name }],
    });
    return { orderId, subscriptionId, convertedFrom: demoId, deployStatus: 'INIT', price: total.partner, clientPrice: total.client };
  });
}

/**
 * The paid subscription of a conversion is deployed: its demo closes in the same transaction — DEPLOYED → DELETED
 * without a removal (its database is the paid one's now), out of the lists, its usage ended at the same instant.
 */
export async function closeConvertedDemo(trx: Db, demoId: string, at: Date): Promise<void> {
  if (await transition(trx, demoId, 'DEPLOYED', 'DELETED', { deleted: true, expirationDate: at })) {
    await closeSubscriptionIntervals(trx, demoId, at);
  }
}
