/** The services' `Enqueue` on pg-boss: each job to its queue, in the caller's transaction when one is given. */
import { fromKysely, type PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { Enqueue } from '../services/enqueue.ts';
import {
  BILLING_CLOSE_QUEUE,
  type BillingCloseJob,
  DELETE_QUEUE,
  type DeleteJob,
  DEPLOY_QUEUE,
  type DeployJob,
  DOCUMENT_EXPORT_QUEUE,
  type DocumentExportJob,
  MAIL_QUEUE,
  type MailJob,
  PARTNER_LOCK_QUEUE,
  type PartnerLockJob,
  RESIZE_QUEUE,
  type ResizeJob,
  WEBHOOK_QUEUE,
  type WebhookJob,
} from './queues.ts';

export function enqueueWith(boss: PgBoss): Enqueue {
  const inTransaction = (trx: Db | null) => (trx ? { db: fromKysely(trx) } : {});
  const send = async (queue: string, data: object, trx: Db | null) => {
    await boss.send(queue, data, inTransaction(trx));
  };
  return {
    letter: (trx, letterId) => send(MAIL_QUEUE, { letterId } satisfies MailJob, trx),
    deployment: (trx, subscriptionId) => send(DEPLOY_QUEUE, { subscriptionId } satisfies DeployJob, trx),
    deletion: (trx, subscriptionId) => send(DELETE_QUEUE, { subscriptionId } satisfies DeleteJob, trx),
    resize: (trx, orderId) => send(RESIZE_QUEUE, { orderId } satisfies ResizeJob, trx),
    lockChange: (trx, changeId) => send(PARTNER_LOCK_QUEUE, { changeId } satisfies PartnerLockJob, trx),
    webhook: (trx, deliveryId) => send(WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob, trx),
    monthClose: (job) => send(BILLING_CLOSE_QUEUE, job satisfies BillingCloseJob, null),
    documentExport: (trx, exportId) => send(DOCUMENT_EXPORT_QUEUE, { exportId } satisfies DocumentExportJob, trx),
  };
}
