/** pg-boss on the same database: PGlite through its adapter (sharing the lock), PostgreSQL by URL. */
import { fromPglite, PgBoss } from 'pg-boss';
import { connectionWaits, type DatabaseHandle } from '../db/database.ts';
import {
  BILLING_CLOSE_QUEUE,
  DELETE_QUEUE,
  DEPLOY_QUEUE,
  DOCUMENT_EXPORT_QUEUE,
  DOCUMENT_EXPORT_RETRIES,
  DUE_DELETIONS_QUEUE,
  MAIL_QUEUE,
  PARTNER_LOCK_QUEUE,
  PARTNER_LOCK_SWEEP_QUEUE,
  RESIZE_GAVE_UP_QUEUE,
  RESIZE_QUEUE,
  SESSION_CLEANUP_QUEUE,
  TRIALS_SETTLE_QUEUE,
  WEBHOOK_QUEUE,
  LEADS_SETTLE_QUEUE,
  INVOICE_NOTICES_QUEUE,
  DATABASE_MAINTENANCE_QUEUE,
} from './queues.ts';
import { WEBHOOK_FIRST_RETRY_SECONDS, webhookQueueOptions } from '../services/webhook-rules.ts';

export type BossOptions = {
  /** How often pg-boss's own supervisor runs (its expiry and heartbeat checks are the backstop of the takeover). */
  superviseIntervalSeconds: number;
  /** The longest a deployment, resize or removal may run before pg-boss fails it. */
  deployExpireSeconds: number;
  /** Deployments (resizes, removals) one worker process runs at once, each kind. */
  deployConcurrency: number;
  /** A running provisioner job refreshes its heartbeat this often ... */
  heartbeatRefreshSeconds: number;
  /** ... and is taken over by another worker once its heartbeat is this old (see jobs/takeover.ts). */
  lostAfterSeconds: number;
  /** How often each worker process looks for lost jobs. */
  takeoverIntervalMs: number;
  /** A failed webhook delivery is tried again after this long, then twice as long each time (decision 019). */
  webhookFirstRetrySeconds: number;
};

export const DEFAULT_BOSS_OPTIONS: BossOptions = {
  superviseIntervalSeconds: 30,
  deployExpireSeconds: 120,
  deployConcurrency: 10,
  heartbeatRefreshSeconds: 1,
  lostAfterSeconds: 4,
  takeoverIntervalMs: 1000,
  webhookFirstRetrySeconds: WEBHOOK_FIRST_RETRY_SECONDS,
};

/** pg-boss's floor for a job heartbeat; the takeover acts well before it, pg-boss's own check stays as a backstop. */
const BOSS_HEARTBEAT_SECONDS = 10;

export async function startBoss(handle: DatabaseHandle, options: BossOptions = DEFAULT_BOSS_OPTIONS): Promise<PgBoss> {
  const timing = { superviseIntervalSeconds: options.superviseIntervalSeconds };
  const boss =
    handle.jobs.kind === 'pglite'
      ? new PgBoss({ backend: 'pglite', db: fromPglite(handle.jobs.pglite), ...timing })
      : new PgBoss({ connectionString: handle.jobs.connectionString, max: 4, ...connectionWaits(handle.jobs.limits), ...timing });
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(SESSION_CLEANUP_QUEUE);
  // Deployment, resize and removal are provisioner work: a job whose worker died (its heartbeat stopped) is taken over and run
  // again, which the state machine makes safe. Retries start after 1–2 s and back off, so that a database outage does
  // not use them up; updateQueue brings queues created by an older version to the same settings.
  const provisionerQueue = {
    retryLimit: 10,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: options.deployExpireSeconds,
    heartbeatSeconds: BOSS_HEARTBEAT_SECONDS,
  };
  for (const queue of [DEPLOY_QUEUE, DELETE_QUEUE]) {
    await boss.createQueue(queue, provisionerQueue);
    await boss.updateQueue(queue, provisionerQueue);
  }
  // A resize whose retries ran out goes to a queue that fails its order: a subscription is never left changing.
  await boss.createQueue(RESIZE_GAVE_UP_QUEUE, { retryLimit: 10, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 });
  await boss.createQueue(RESIZE_QUEUE, { ...provisionerQueue, deadLetter: RESIZE_GAVE_UP_QUEUE });
  await boss.updateQueue(RESIZE_QUEUE, { ...provisionerQueue, deadLetter: RESIZE_GAVE_UP_QUEUE });
  await boss.createQueue(DUE_DELETIONS_QUEUE);
  // A lock change is a few statements: retried quickly, so the list's 1 s re-read sees it soon after an outage.
  await boss.createQueue(PARTNER_LOCK_QUEUE, { retryLimit: 20, retryDelay: 1, retryBackoff: true, retryDelayMax: 30 });
  await boss.createQueue(PARTNER_LOCK_SWEEP_QUEUE);
  await boss.createQueue(TRIALS_SETTLE_QUEUE);
  await boss.createQueue(LEADS_SETTLE_QUEUE);
  await boss.createQueue(INVOICE_NOTICES_QUEUE);
  await boss.createQueue(DATABASE_MAINTENANCE_QUEUE);
  // Closing a month may take minutes for thousands of partners; a run that fails or dies is retried and resumes.
  await boss.createQueue(BILLING_CLOSE_QUEUE, { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 });
  // Webhook deliveries: each attempt is a job; a failed one is retried by pg-boss with backoff (webhook-rules.ts).
  await boss.createQueue(WEBHOOK_QUEUE, webhookQueueOptions(options.webhookFirstRetrySeconds));
  await boss.updateQueue(WEBHOOK_QUEUE, webhookQueueOptions(options.webhookFirstRetrySeconds));
  // A documents export may run many minutes: its heartbeat tells a dead worker's run from a long one (jobs/takeover.ts),
  // and a run that errs is tried again from the start a few times before the export fails.
  const exportQueue = {
    retryLimit: DOCUMENT_EXPORT_RETRIES,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 4 * 3600,
    heartbeatSeconds: BOSS_HEARTBEAT_SECONDS,
  };
  await boss.createQueue(DOCUMENT_EXPORT_QUEUE, exportQueue);
  await boss.updateQueue(DOCUMENT_EXPORT_QUEUE, exportQueue);
  return boss;
}
