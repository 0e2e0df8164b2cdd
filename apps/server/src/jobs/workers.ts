/** The job handlers, shared by the API process and `npm run worker`. */
import { SITE_FORM_LIMITS } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { VendorRequisites } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../ports/mailer/mailer.ts';
import type { Provisioner } from '../ports/provisioner/provisioner.ts';
import { runDeployment } from '../services/deployment.service.ts';
import { DEFAULT_BOSS_OPTIONS, type BossOptions } from './boss.ts';
import { enqueueWith } from './enqueue.ts';
import { restoreOrphanedJobs, superviseLostJobs } from './takeover.ts';
import { analyzeEmbedded, vacuumEmbedded } from '../db/maintenance.ts';
import { deleteExpiredSessions } from '../repositories/session.repository.ts';
import { deleteExpiredCounters } from '../repositories/throttle.repository.ts';
import { deleteExpiredChallenges } from '../repositories/site-form.repository.ts';
import { deliverLetter } from '../services/mail.service.ts';
import { runDeletion, startDueDeletions } from '../services/subscription-deletion.service.ts';
import { giveUpResize, runResize } from '../services/subscription-change.service.ts';
import { settleTrials } from '../services/trial-end.service.ts';
import { closeDueMonths, closeMonth } from '../services/invoice.service.ts';
import { applyLockChange, resendStaleLockChanges } from '../services/partner-lock.service.ts';
import {
  BILLING_CLOSE_QUEUE,
  INVOICE_NOTICES_QUEUE,
  type BillingCloseJob,
  DELETE_QUEUE,
  DEPLOY_QUEUE,
  DOCUMENT_EXPORT_QUEUE,
  DOCUMENT_EXPORT_RETRIES,
  type DocumentExportJob,
  DUE_DELETIONS_QUEUE,
  MAIL_QUEUE,
  PARTNER_LOCK_QUEUE,
  PARTNER_LOCK_SWEEP_QUEUE,
  type PartnerLockJob,
  RESIZE_GAVE_UP_QUEUE,
  RESIZE_QUEUE,
  SESSION_CLEANUP_QUEUE,
  TRIALS_SETTLE_QUEUE,
  type DeleteJob,
  type DeployJob,
  type MailJob,
  type ResizeJob,
  WEBHOOK_QUEUE,
  type WebhookJob,
  LEADS_SETTLE_QUEUE,
  DATABASE_MAINTENANCE_QUEUE,
  type DatabaseMaintenanceJob,
} from './queues.ts';
import { deliverWebhook, type WebhookDeliverySettings } from '../services/webhook.service.ts';
import { settleLeads } from '../services/lead.service.ts';
import { sweepPaymentNotices } from '../services/payment-notices.ts';
import { giveUpDocumentExport, runDocumentExport } from '../services/document-export.service.ts';

/** `publicUrl` is the portal's address for the links in letters. */
export type WorkerPorts = {
  mailer: Mailer;
  provisioner: Provisioner;
  publicUrl: string;
  /** Webhook deliveries: how long a receiver is awaited, the local-http exception and the resolver (decision 032). */
  webhooks: WebhookDeliverySettings;
  /** The vendor's requisites on the exported documents; without them this process runs no documents export. */
  vendor?: VendorRequisites;
};

/**
 * Registers the handlers and starts the takeover of lost provisioner jobs; returns a function that stops the takeover.
 * Provisioner jobs run `deployConcurrency` at a time, each on its own (a slow one holds no other back), and refresh
 * their heartbeat every `heartbeatRefreshSeconds` while they run.
 */
export async function registerWorkers(
  boss: PgBoss,
  db: Db,
  ports: WorkerPorts,
  log: FastifyBaseLogger,
  options: BossOptions = DEFAULT_BOSS_OPTIONS,
  /** soleWorker: this process owns the database (embedded): every active job at start was lost with its predecessor. */
  role: { soleWorker: boolean } = { soleWorker: false },
): Promise<() => void> {
  const { mailer, provisioner } = ports;
  const enqueue = enqueueWith(boss);
  const provisionerQueues = [DEPLOY_QUEUE, DELETE_QUEUE, RESIZE_QUEUE];
  // Documents exports are long runs taken over like the provisioner's when their worker dies (a rerun starts over).
  const takenOverQueues = ports.vendor ? [...provisionerQueues, DOCUMENT_EXPORT_QUEUE] : provisionerQueues;
  if (role.soleWorker) {
    const restored = await restoreOrphanedJobs(boss, takenOverQueues);
    if (restored > 0) log.warn({ jobs: restored }, 'jobs interrupted by the previous process resumed');
  }
  const provisionerWork = {
    pollingIntervalSeconds: 1,
    batchSize: 1,
    localConcurrency: options.deployConcurrency,
    heartbeatRefreshSeconds: options.heartbeatRefreshSeconds,
  };
  await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await deliverLetter(db, mailer, job.data);
  });
  // Webhook deliveries: up to 10 receivers awaited at once, so a slow one holds no other back.
  await boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1, localConcurrency: 10 }, async (jobs) => {
    for (const job of jobs) await deliverWebhook(db, job.data, ports.webhooks);
  });
  await boss.work<DeployJob>(DEPLOY_QUEUE, provisionerWork, async (jobs) => {
    for (const job of jobs) await runDeployment(db, enqueue, provisioner, job.data.subscriptionId);
  });
  await boss.work<DeleteJob>(DELETE_QUEUE, provisionerWork, async (jobs) => {
    for (const job of jobs) await runDeletion(db, enqueue, provisioner, job.data.subscriptionId);
  });
  await boss.work<ResizeJob>(RESIZE_QUEUE, provisionerWork, async (jobs) => {
    for (const job of jobs) await runResize(db, provisioner, job.data.orderId);
  });
  // Rare (a resize's ten retries spent): looked at every 10 s, to keep the embedded database's lock free for requests.
  await boss.work<ResizeJob>(RESIZE_GAVE_UP_QUEUE, { pollingIntervalSeconds: 10, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await giveUpResize(db, job.data.orderId);
  });
  await boss.work<PartnerLockJob>(PARTNER_LOCK_QUEUE, { pollingIntervalSeconds: 1, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await applyLockChange(db, enqueue, job.data, ports.publicUrl);
  });
  await boss.work(PARTNER_LOCK_SWEEP_QUEUE, async () => {
    const resent = await resendStaleLockChanges(db, enqueue);
    if (resent > 0) log.warn({ resent }, 'partner lock changes sent again');
  });
  await boss.schedule(PARTNER_LOCK_SWEEP_QUEUE, '* * * * *');
  await boss.work(DUE_DELETIONS_QUEUE, async () => {
    const started = await startDueDeletions(db, enqueue);
    if (started > 0) log.info({ started }, 'planned subscription deletions started');
  });
  await boss.schedule(DUE_DELETIONS_QUEUE, '* * * * *');
  await boss.work(TRIALS_SETTLE_QUEUE, async () => {
    const done = await settleTrials(db, enqueue);
    if (done.settled + done.removed + done.letters > 0) log.info(done, 'trials settled');
  });
  await boss.schedule(TRIALS_SETTLE_QUEUE, '* * * * *');
  await boss.work(LEADS_SETTLE_QUEUE, async () => {
    const done = await settleLeads(db);
    if (done.released + done.inProduction > 0) log.info(done, 'leads settled');
  });
  await boss.schedule(LEADS_SETTLE_QUEUE, '* * * * *');
  await boss.work(SESSION_CLEANUP_QUEUE, async () => {
    const removed = await deleteExpiredSessions(db);
    const counters = await deleteExpiredCounters(db);
    // A redeemed site form challenge past its lifetime can no longer be replayed (decision 024).
    const challenges = await deleteExpiredChallenges(db, SITE_FORM_LIMITS.challengeTtlMs);
    log.info({ removed, counters, challenges }, 'expired sessions, throttle counters and site form challenges removed');
  });
  await boss.schedule(SESSION_CLEANUP_QUEUE, '17 * * * *');
  await boss.work<BillingCloseJob>(BILLING_CLOSE_QUEUE, async (jobs) => {
    for (const { data } of jobs) {
      const options = { enqueue, portalUrl: ports.publicUrl, startedBy: data.startedBy ?? null };
      if (data.year !== undefined && data.month !== undefined) await closeMonth(db, { year: data.year, month: data.month }, options);
      else {
        const closed = await closeDueMonths(db, options);
        if (closed.length > 0) log.info({ closed }, 'billing months closed');
      }
    }
  });
  // Hourly: a month closes in the first hour of the 5th, or as soon as the service is up again after it.
  await boss.schedule(BILLING_CLOSE_QUEUE, '11 * * * *');
  await boss.work(INVOICE_NOTICES_QUEUE, async () => {
    const told = await sweepPaymentNotices(db, { enqueue, portalUrl: ports.publicUrl });
    if (told > 0) log.info({ told }, 'payment cycle notices sent');
  });
  await boss.schedule(INVOICE_NOTICES_QUEUE, '23 * * * *');
  if (role.soleWorker) {
    // The embedded database (this process owns it) has no autovacuum: the planner's statistics hourly, a vacuum at night.
    await boss.work<DatabaseMaintenanceJob>(DATABASE_MAINTENANCE_QUEUE, async (jobs) => {
      if (jobs.some((job) => job.data.vacuum)) await vacuumEmbedded(db);
      else await analyzeEmbedded(db);
    });
    await boss.schedule(DATABASE_MAINTENANCE_QUEUE, '41 * * * *', { vacuum: false }, { key: 'analyze' });
    await boss.schedule(DATABASE_MAINTENANCE_QUEUE, '51 3 * * *', { vacuum: true }, { key: 'vacuum' });
  }
  const { vendor } = ports;
  if (vendor) {
    // One export at a time per process: each streams thousands of files, and its heartbeat marks it alive.
    const exportWork = { pollingIntervalSeconds: 1, batchSize: 1, heartbeatRefreshSeconds: options.heartbeatRefreshSeconds };
    await boss.work<DocumentExportJob>(DOCUMENT_EXPORT_QUEUE, exportWork, async (jobs) => {
      for (const job of jobs) {
        try {
          await runDocumentExport(db, vendor, job.data.exportId);
        } catch (error) {
          log.error({ err: error, exportId: job.data.exportId, attempt: job.retryCount }, 'documents export failed');
          if (job.retryCount >= DOCUMENT_EXPORT_RETRIES) await giveUpDocumentExport(db, job.data.exportId);
          throw error;
        }
      }
    });
  }
  return superviseLostJobs(boss, takenOverQueues, options, log).stop;
}
