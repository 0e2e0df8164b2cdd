/** The job handlers, shared by the API process and `npm run worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../ports/mailer/mailer.ts';
import type { Provisioner } from '../ports/provisioner/provisioner.ts';
import { runDeployment } from '../services/deployment.service.ts';
import { DEFAULT_BOSS_OPTIONS, type BossOptions } from './boss.ts';
import { superviseLostJobs } from './takeover.ts';
import { deleteExpiredSessions } from '../repositories/session.repository.ts';
import { deleteExpiredCounters } from '../repositories/throttle.repository.ts';
import { deliverLetter } from '../services/mail.service.ts';
import { runDeletion, startDueDeletions } from '../services/subscription-deletion.service.ts';
import {
  DELETE_QUEUE,
  DEPLOY_QUEUE,
  DUE_DELETIONS_QUEUE,
  MAIL_QUEUE,
  SESSION_CLEANUP_QUEUE,
  type DeleteJob,
  type DeployJob,
  type MailJob,
} from './queues.ts';

export type WorkerPorts = { mailer: Mailer; provisioner: Provisioner };

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
): Promise<() => void> {
  const { mailer, provisioner } = ports;
  const provisionerWork = {
    pollingIntervalSeconds: 1,
    batchSize: 1,
    localConcurrency: options.deployConcurrency,
    heartbeatRefreshSeconds: options.heartbeatRefreshSeconds,
  };
  await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await deliverLetter(db, mailer, job.data);
  });
  await boss.work<DeployJob>(DEPLOY_QUEUE, provisionerWork, async (jobs) => {
    for (const job of jobs) await runDeployment(db, boss, provisioner, job.data.subscriptionId);
  });
  await boss.work<DeleteJob>(DELETE_QUEUE, provisionerWork, async (jobs) => {
    for (const job of jobs) await runDeletion(db, provisioner, job.data.subscriptionId);
  });
  await boss.work(DUE_DELETIONS_QUEUE, async () => {
    const started = await startDueDeletions(db, boss);
    if (started > 0) log.info({ started }, 'planned subscription deletions started');
  });
  await boss.schedule(DUE_DELETIONS_QUEUE, '* * * * *');
  await boss.work(SESSION_CLEANUP_QUEUE, async () => {
    const removed = await deleteExpiredSessions(db);
    const counters = await deleteExpiredCounters(db);
    log.info({ removed, counters }, 'expired sessions and throttle counters removed');
  });
  await boss.schedule(SESSION_CLEANUP_QUEUE, '17 * * * *');
  return superviseLostJobs(boss, [DEPLOY_QUEUE, DELETE_QUEUE], options, log).stop;
}
