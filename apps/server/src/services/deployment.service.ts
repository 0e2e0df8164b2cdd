/** The deployment job: INIT → DEPLOYING → DEPLOYED (with the licence letter) or DEPLOY_FAILED; safe to rerun after a crash. */
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { Provisioner } from '../ports/provisioner/provisioner.ts';
import { licenceLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { transition } from './subscription-state.ts';

export async function runDeployment(db: Db, boss: PgBoss, provisioner: Provisioner, subscriptionId: string): Promise<void> {
  const subscription = await db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('subscription_properties as p', (join) => join.onRef('p.subscription_id', '=', 's.id').on('p.name', '=', 'infoBaseName'))
    .select([
      's.id',
      's.partner_id as partnerId',
      's.deploy_status as status',
      's.service_name as serviceName',
      'c.email',
      'c.name as customerName',
      'p.value as infoBaseName',
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
    });
  } catch (error) {
    await transition(db, subscriptionId, 'DEPLOYING', 'DEPLOY_FAILED', {
      lastError: error instanceof Error ? error.message : String(error),
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    // The letter goes with the one transition that wins, so a rerun never sends it twice.
    if (await transition(trx, subscriptionId, 'DEPLOYING', 'DEPLOYED', { startDate: new Date(), lastError: null })) {
      await queueLetter(
        trx,
        boss,
        licenceLetter(subscription.email, subscription.customerName, subscription.serviceName, subscription.infoBaseName),
      );
    }
  });
}
