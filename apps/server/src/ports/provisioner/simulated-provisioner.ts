/**
 * Built-in Provisioner: deployment and removal take a configurable time; deployment fails when an operator has armed a
 * failure for the partner's next deployment (the back office), so the failure path can be shown.
 */
import type { Db } from '../../db/database.ts';
import { ProvisionerError, type Provisioner } from './provisioner.ts';

export function simulatedProvisioner(db: Db, options: { deployMs: number }): Provisioner {
  return {
    async deploy(deployment) {
      await new Promise((resolve) => setTimeout(resolve, options.deployMs));
      const armed = await db
        .deleteFrom('provisioner_failures')
        .where('partner_id', '=', deployment.partnerId)
        .returning('partner_id')
        .executeTakeFirst();
      if (armed) throw new ProvisionerError('Платформа не смогла создать информационную базу');
    },
    // The operator's armed failure stays for deployments (its back-office button says so); removal always succeeds here.
    async remove() {
      await new Promise((resolve) => setTimeout(resolve, options.deployMs));
    },
  };
}
