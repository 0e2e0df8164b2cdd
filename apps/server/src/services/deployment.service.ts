/** The deployment job: INIT → DEPLOYING → DEPLOYED (with the licence letter) or DEPLOY_FAILED; safe to rerun after a crash. */
import type { Enqueue } from './enqueue.ts';
import { CLOUD_DESK_ID, CLOUD_VM_CATEGORY } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { Provisioner } from '../ports/provisioner/provisioner.ts';
import { openSubscriptionIntervals } from '../repositories/usage-ledger.repository.ts';
import { closeConvertedDemo } from './conversion.service.ts';
import { cloudDeployedLetter, licenceLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { transition } from './subscription-state.ts';
import { emitWebhookEvent } from './webhook.service.ts';

export async function runDeployment(db: Db, enqueue: Enqueue, provisioner: Provisioner, subscriptionId: string): Promise<void> {
  const subscription = await db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('subscription_properties as p', (join) => join.onRef('p.subscription_id', '=', 's.id').on('p.name', '=', 'infoBaseName'))
    .select([
      's.id',
      's.partner_id as partnerId',
      's.customer_id as customerId',
      's.deploy_status as status',
      's.service_name as serviceName',
      'c.email',
      'c.name as customerName',
      'p.value as infoBaseName',
      's.converted_from as fromSubscriptionId',
      's.offer_desk_id as offerDeskId',
    ])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
  if (!subscription) return;
  if (subscription.status === 'INIT') await transition(db, subscriptionId, 'INIT', 'DEPLOYING');
  // A job that finds DEPLOYED or DEPLOY_FAILED has nothing left to do; DEPLOYING resumes after a crash.
  else if (subscription.status !== 'DEPLOYING') return;

  try {
    await provisioner.deploy({
      subscriptionId,
      partnerId: subscription.partnerId,
      serviceName: subscription.serviceName,
      infoBaseName: subscription.infoBaseName,
      fromSubscriptionId: subscription.fromSubscriptionId,
    });
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    await db.transaction().execute(async (trx) => {
      if (await transition(trx, subscriptionId, 'DEPLOYING', 'DEPLOY_FAILED', { lastError })) {
        await settleCreateOrder(trx, subscriptionId, 'FAILED', lastError);
        await emitWebhookEvent(trx, enqueue, subscription.partnerId, 'subscription.deployment_failed', {
          subscriptionId,
          customerId: subscription.customerId,
          serviceName: subscription.serviceName,
          error: lastError,
        });
      }
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    // The letter and the usage go with the one transition that wins, so a rerun never repeats them.
    if (await transition(trx, subscriptionId, 'DEPLOYING', 'DEPLOYED', { startDate: now, lastError: null })) {
      const orderId = await settleCreateOrder(trx, subscriptionId, 'APPLIED', null, now);
      await openSubscriptionIntervals(trx, subscriptionId, now, orderId);
      // A conversion: the demo ends where the paid one starts, so the usage never counts the client twice.
      if (subscription.fromSubscriptionId) await closeConvertedDemo(trx, subscription.fromSubscriptionId, now);
      await queueLetter(
        trx,
        enqueue,
        subscription.offerDeskId === CLOUD_DESK_ID
          ? await cloudLetter(trx, subscription)
          : licenceLetter(subscription.email, subscription.customerName, subscription.serviceName, subscription.infoBaseName, {
              fromDemo: subscription.fromSubscriptionId !== null,
            }),
      );
      await emitWebhookEvent(trx, enqueue, subscription.partnerId, 'subscription.deployed', {
        subscriptionId,
        customerId: subscription.customerId,
        serviceName: subscription.serviceName,
        startDate: now.toISOString(),
      });
    }
  });
}

/** A cloud subscription's letter (decision 017): licences with their registration data, or the machine created. */
async function cloudLetter(trx: Db, subscription: { id: string; email: string; customerName: string; serviceName: string }) {
  const row = await trx
    .selectFrom('subscription_options as so')
    .innerJoin('subscriptions as s', 's.id', 'so.subscription_id')
    .innerJoin('services as v', 'v.id', 's.service_id')
    .select((eb) => [eb.fn.sum<string>('so.usage_count').as('units'), eb.fn.max('v.resource_category').as('category')])
    .where('so.subscription_id', '=', subscription.id)
    .executeTakeFirst();
  return cloudDeployedLetter(subscription.email, {
    partnerName: subscription.customerName,
    serviceName: subscription.serviceName,
    subscriptionId: subscription.id,
    units: Number(row?.units ?? 0),
    machine: row?.category === CLOUD_VM_CATEGORY,
  });
}

/** The subscription's creating order follows its deployment: applied when deployed, failed when it failed. */
async function settleCreateOrder(
  trx: Db,
  subscriptionId: string,
  status: 'APPLIED' | 'FAILED',
  lastError: string | null,
  at?: Date,
): Promise<string | null> {
  const order = await trx
    .updateTable('orders')
    .set({ status, last_error: lastError, ...(at && { applied_at: at }) })
    .where('subscription_id', '=', subscriptionId)
    .where('kind', 'in', ['create', 'convert'])
    .returning('id')
    .executeTakeFirst();
  return order?.id ?? null;
}
