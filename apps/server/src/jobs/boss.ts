/** pg-boss on the same database: PGlite through its adapter (sharing the lock), PostgreSQL by URL. */
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';
import { DELETE_QUEUE, DEPLOY_QUEUE, DUE_DELETIONS_QUEUE, MAIL_QUEUE, SESSION_CLEANUP_QUEUE } from './queues.ts';

export type BossOptions = { superviseIntervalSeconds: number; deployExpireSeconds: number };
const DEFAULTS: BossOptions = { superviseIntervalSeconds: 30, deployExpireSeconds: 120 };

export async function startBoss(handle: DatabaseHandle, options: BossOptions = DEFAULTS): Promise<PgBoss> {
  const timing = { superviseIntervalSeconds: options.superviseIntervalSeconds };
  const boss =
    handle.jobs.kind === 'pglite'
      ? new PgBoss({ backend: 'pglite', db: fromPglite(handle.jobs.pglite), ...timing })
      : new PgBoss({ connectionString: handle.jobs.connectionString, max: 4, ...timing });
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(SESSION_CLEANUP_QUEUE);
  // A deployment whose worker died is retried once its job expires; the state machine makes the rerun safe.
  await boss.createQueue(DEPLOY_QUEUE, { retryLimit: 5, retryDelay: 5, expireInSeconds: options.deployExpireSeconds });
  // Removal is provisioner work like deployment: the same expiry brings a dead worker's job back.
  await boss.createQueue(DELETE_QUEUE, { retryLimit: 5, retryDelay: 5, expireInSeconds: options.deployExpireSeconds });
  await boss.createQueue(DUE_DELETIONS_QUEUE);
  return boss;
}
