/**
 * Changing a subscription's options (document 1 §4 Seat count change, §7 PUT /{type}/order; decision 012): the request
 * is checked by the domain's rules and answered at once with a PENDING change order — its lines, the guard on the
 * subscription and the durable resize job written in one transaction; the job applies it through the Provisioner, and
 * a failed change is retried once on request.
 */
import type { Enqueue } from './enqueue.ts';
import {
  CHANGE_MESSAGES,
  CLOUD_DESK_ID,
  CLOUD_TEXTS,
  hasSeatTiers,
  moscowDay,
  optionLinesTotal,
  ORDER_MESSAGES,
  planChange,
  type SubscriptionChange,
  type SubscriptionChangeResponse,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import type { Provisioner } from '../ports/provisioner/provisioner.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { insertOrderLines } from '../repositories/order.repository.ts';
import { listOptionStates, type SubscriptionHead } from '../repositories/subscription-detail.repository.ts';
import { changeOptionInterval } from '../repositories/usage-ledger.repository.ts';
import { claimChange, lockForChange, reopenChange, settleChange } from './change-state.ts';
import { orderOfKey, requestHash } from './idempotency.ts';
import { ownedSubscriptionHead } from './subscription-detail.service.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { optionChanges, recordSubscriptionJournal, type JournalActor } from './journal.service.ts';

type ParsedChange = SubscriptionChange & {
  addOptions: NonNullable<SubscriptionChange['addOptions']>;
  removeOptions: NonNullable<SubscriptionChange['removeOptions']>;
};

const pending = (orderId: string, subscriptionId: string): SubscriptionChangeResponse => ({ orderId, subscriptionId, status: 'PENDING' });

/** Why a subscription cannot take a change now: a change in progress, or it is not a working subscription. */
function notChangeable(head: Pick<SubscriptionHead, 'changeOrderId'>): AppError {
  return head.changeOrderId
    ? new AppError('CHANGE_IN_PROGRESS', CHANGE_MESSAGES.changeInProgress, 409)
    : new AppError('NOT_DEPLOYED', CHANGE_MESSAGES.notDeployed, 409);
}

/** The reason a lock for a change was refused, read again after the refusal. */
async function refusal(db: Db, subscriptionId: string): Promise<AppError> {
  const row = await db
    .selectFrom('subscriptions')
    .select('change_order_id as changeOrderId')
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  return notChangeable({ changeOrderId: row?.changeOrderId ?? null });
}

/** PUT /api/{type}/order: a PENDING change order, applied by the resize job. */
export async function requestChange(
  db: Db,
  enqueue: Enqueue,
  scope: PartnerScope,
  type: string,
  change: ParsedChange,
  context: { idempotencyKey: string | null; now?: Date; cloudAccess?: boolean; actor?: JournalActor | null },
): Promise<SubscriptionChangeResponse> {
  const now = context.now ?? new Date();
  const key = context.idempotencyKey;
  const hash = requestHash(type, change);
  const answerOfKey = async (on: Db) => {
    const row = key ? await orderOfKey(on, scope, key, hash) : undefined;
    return row && pending(row.orderId, row.subscriptionId);
  };
  const replay = await answerOfKey(db);
  if (replay) return replay;
  await refuseIfBlocked(db, scope.partnerId);

  const head = await ownedSubscriptionHead(db, scope, change.subscriptionId);
  if (head.resourceCategory !== type) throw AppError.notFound(ORDER_MESSAGES.kitNotFound);
  if (head.offerDeskId === CLOUD_DESK_ID && !context.cloudAccess) throw AppError.forbidden(CLOUD_TEXTS.noAccess);
  if (head.customerId !== change.customerId) throw AppError.validation('customerId', CHANGE_MESSAGES.subscriptionMismatch);
  if (head.serviceKitId !== change.serviceKitId) throw AppError.validation('serviceKitId', CHANGE_MESSAGES.subscriptionMismatch);
  if (head.deployStatus !== 'DEPLOYED' || head.deleted || head.changeOrderId) throw notChangeable(head);

  const options = await listOptionStates(db, head);
  const plan = planChange(options, change, { isDirectSubscription: head.isDirect, seatTiers: hasSeatTiers(type) }, moscowDay(now));
  if (!plan.ok) throw AppError.validation(plan.violation.field, plan.violation.message);
  const lines = options.map((option) => ({ option, before: option.usageCount, after: plan.targets.get(option.serviceOptionId) ?? 0 }));
  const total = optionLinesTotal(
    lines.map(({ option, after }) => ({ option, count: after })),
    now,
  );

  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await lockForChange(trx, head.subscriptionId))) {
        // The same key sent twice at once: the second waited for the first, whose change it now answers.
        const done = await answerOfKey(trx);
        if (done) return done;
        throw await refusal(trx, head.subscriptionId);
      }
      const { id: orderId } = await trx
        .insertInto('orders')
        .values({
          partner_id: scope.partnerId,
          customer_id: head.customerId,
          subscription_id: head.subscriptionId,
          kind: 'change',
          status: 'PENDING',
          price: total.partner,
          client_price: total.client,
          idempotency_key: key,
          request_hash: hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertOrderLines(
        trx,
        orderId,
        lines.map(({ option, before, after }) => ({ option, before, after })),
      );
      await claimChange(trx, head.subscriptionId, orderId);
      await enqueue.resize(trx, orderId);
      await recordSubscriptionJournal(trx, context.actor ?? null, {
        action: 'order.placed',
        subscriptionId: head.subscriptionId,
        subject: { type: 'order', id: orderId },
        changes: optionChanges(lines),
      });
      return pending(orderId, head.subscriptionId);
    });
  } catch (error) {
    // The same key sent twice at once on PostgreSQL: the unique key decides, and the loser answers the winner's change.
    if (key && isUniqueViolation(error)) {
      const done = await answerOfKey(db);
      if (done) return done;
    }
    throw error;
  }
}

/** POST /api/orders/{id}/retry: the latest change of a subscription, failed, applied again once. */
export async function retryChange(
  db: Db,
  enqueue: Enqueue,
  scope: PartnerScope,
  orderId: string,
  actor: JournalActor | null = null,
): Promise<SubscriptionChangeResponse> {
  const order = await db
    .selectFrom('orders')
    .select(['subscription_id as subscriptionId', 'kind', 'status'])
    .where('id', '=', orderId)
    .where('partner_id', '=', scope.partnerId)
    .executeTakeFirst();
  if (!order) throw AppError.notFound(CHANGE_MESSAGES.orderNotFound);
  const notRetriable = () => new AppError('RETRY_NOT_ALLOWED', CHANGE_MESSAGES.retryNotAllowed, 409);
  if (order.kind !== 'change' || order.status !== 'FAILED') throw notRetriable();
  return db.transaction().execute(async (trx) => {
    if (!(await lockForChange(trx, order.subscriptionId))) throw await refusal(trx, order.subscriptionId);
    // Only the latest change: an older one's counts before no longer hold.
    const latest = await trx
      .selectFrom('orders')
      .select('id')
      .where('subscription_id', '=', order.subscriptionId)
      .where('kind', '=', 'change')
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    if (latest.id !== orderId || !(await reopenChange(trx, orderId))) throw notRetriable();
    await claimChange(trx, order.subscriptionId, orderId);
    await enqueue.resize(trx, orderId);
    await recordSubscriptionJournal(trx, actor, {
      action: 'order.retried',
      subscriptionId: order.subscriptionId,
      subject: { type: 'order', id: orderId },
    });
    return pending(orderId, order.subscriptionId);
  });
}

/** The subscription's options after a confirmed change: counts, ledger intervals and the subscription's month price. */
async function applyCounts(
  trx: Db,
  change: { orderId: string; subscriptionId: string; partnerId: string; customerId: string; serviceKitId: string | null },
  at: Date,
): Promise<void> {
  const lines = await trx
    .selectFrom('order_lines')
    .select([
      'service_option_id as serviceOptionId',
      'name',
      'units_after as after',
      'price',
      'client_price as clientPrice',
      'payment_period as paymentPeriod',
    ])
    .where('order_id', '=', change.orderId)
    .execute();
  const held = await trx
    .selectFrom('subscription_options')
    .select(['id', 'service_option_id as serviceOptionId', 'usage_count as count'])
    .where('subscription_id', '=', change.subscriptionId)
    .execute();
  // An option the order has no line for was at zero before it and stays there.
  const targets = new Map(held.map((row) => [row.serviceOptionId, 0]));
  for (const line of lines) targets.set(line.serviceOptionId, line.after);
  for (const [serviceOptionId, after] of targets) {
    const row = held.find((h) => h.serviceOptionId === serviceOptionId);
    if (row?.count === after) continue;
    const line = lines.find((l) => l.serviceOptionId === serviceOptionId);
    let subscriptionOptionId = row?.id;
    if (subscriptionOptionId) {
      // Rows are kept at zero: their ledger and order lines still name them.
      await trx
        .updateTable('subscription_options')
        .set({ usage_count: after, updated_at: at })
        .where('id', '=', subscriptionOptionId)
        .execute();
    } else if (line) {
      ({ id: subscriptionOptionId } = await trx
        .insertInto('subscription_options')
        .values({
          subscription_id: change.subscriptionId,
          service_option_id: serviceOptionId,
          name: line.name,
          usage_count: after,
          price: Number(line.price),
          client_price: line.clientPrice === null ? null : Number(line.clientPrice),
          payment_period: line.paymentPeriod,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    if (!subscriptionOptionId) continue;
    await changeOptionInterval(trx, { ...change, subscriptionOptionId, serviceOptionId }, after, at, change.orderId);
  }
  const options = await listOptionStates(trx, { ...change, changeOrderId: null });
  const total = optionLinesTotal(
    options.map((option) => ({ option, count: option.usageCount })),
    at,
  );
  await trx
    .updateTable('subscriptions')
    .set({ price: total.partner, client_price: total.client, updated_at: at })
    .where('id', '=', change.subscriptionId)
    .execute();
}

/** The resize job: applies a PENDING change order through the Provisioner; safe to rerun after a crash. */
export async function runResize(db: Db, provisioner: Provisioner, orderId: string): Promise<void> {
  const change = await db
    .selectFrom('orders as o')
    .innerJoin('subscriptions as s', 's.id', 'o.subscription_id')
    .select([
      'o.id as orderId',
      'o.status',
      'o.kind',
      's.id as subscriptionId',
      's.partner_id as partnerId',
      's.customer_id as customerId',
      's.service_kit_id as serviceKitId',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  // APPLIED or FAILED: an earlier run settled it; PENDING resumes after a crash.
  if (change?.status !== 'PENDING' || change.kind !== 'change') return;
  const lines = await db.selectFrom('order_lines').select(['service_option_id', 'units_after']).where('order_id', '=', orderId).execute();
  try {
    await provisioner.resize({
      subscriptionId: change.subscriptionId,
      orderId,
      partnerId: change.partnerId,
      counts: Object.fromEntries(lines.map((line) => [line.service_option_id, line.units_after])),
    });
  } catch (error) {
    await db
      .transaction()
      .execute((trx) =>
        settleChange(trx, orderId, { status: 'FAILED', lastError: error instanceof Error ? error.message : String(error) }),
      );
    return;
  }
  await db.transaction().execute(async (trx) => {
    const at = new Date();
    // The counts and the usage go with the one settlement that wins: a rerun applies nothing twice.
    if (await settleChange(trx, orderId, { status: 'APPLIED', at })) await applyCounts(trx, change, at);
  });
}

/** A resize whose retries ran out (the platform never answered): its order fails with the counts untouched. */
export async function giveUpResize(db: Db, orderId: string): Promise<void> {
  await db.transaction().execute((trx) => settleChange(trx, orderId, { status: 'FAILED', lastError: CHANGE_MESSAGES.gaveUp }));
}
