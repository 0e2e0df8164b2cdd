/**
 * Built-in Provisioner: deployment, resizing and removal take a configurable time; a deployment or a resize fails when
 * an operator has armed a failure for the partner (the back office), so the failure paths can be shown. An armed
 * failure is used up by the first of them. A deployment from a demo's database (a conversion) needs that database
 * still in place: the demo working, not removed.
 */
import type { Db } from '../../db/database.ts';
import { ProvisionerError, type Provisioner } from './provisioner.ts';

const SIMULATED_SOURCE_MISSING = 'Платформа не нашла информационную базу демо-версии для переноса данных';

export function simulatedProvisioner(db: Db, options: { deployMs: number }): Provisioner {
  const work = () => new Promise((resolve) => setTimeout(resolve, options.deployMs));
  const failIfArmed = async (partnerId: string, message: string) => {
    const armed = await db
      .deleteFrom('provisioner_failures')
      .where('partner_id', '=', partnerId)
      .returning('partner_id')
      .executeTakeFirst();
    if (armed) throw new ProvisionerError(message);
  };
  return {
    async deploy(deployment) {
      await work();
      await failIfArmed(deployment.partnerId, 'Платформа не смогла создать информационную базу');
      if (deployment.fromSubscriptionId) {
        const source = await db
          .selectFrom('subscriptions')
          .select('deploy_status')
          .where('id', '=', deployment.fromSubscriptionId)
          .where('partner_id', '=', deployment.partnerId)
          .executeTakeFirst();
        // The demo closes in the transaction that records this deployment done, so until then it is still working.
        if (source?.deploy_status !== 'DEPLOYED') throw new ProvisionerError(SIMULATED_SOURCE_MISSING);
      }
    },
    // The simulator keeps no state of its own, so applying the same order twice is harmless.
    async resize(resize) {
      await work();
      await failIfArmed(resize.partnerId, 'Платформа не смогла изменить состав подписки');
    },
    // Removal always succeeds here.
    async remove() {
      await work();
    },
  };
}
