/**
 * Takes over the provisioner jobs of a worker that died (kill -9, a lost machine): every running deployment, resize or
 * removal refreshes pg-boss's heartbeat of its job each second, and every worker process checks at start and every
 * second for active jobs whose heartbeat has stopped for `lostAfterSeconds`; it fails them, so that pg-boss retries
 * them on a live worker. The state machine makes the rerun safe (DEPLOYING resumes, the letter is sent once).
 *
 * A live worker's job is never taken: its heartbeat is fresh. The one case where a live worker's heartbeat is old is
 * a database outage, when nobody can write; so after this process has itself lost the database, it judges again only
 * once it has been connected for `lostAfterSeconds`, time enough for the live workers to beat again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { briefError } from '../db/errors.ts';

export type TakeoverOptions = { lostAfterSeconds: number; takeoverIntervalMs: number };
type Log = Pick<FastifyBaseLogger, 'warn'>;
type LostJob = { id: string; name: string; retryCount: number };

/** Active jobs of these queues whose heartbeat (or start, for a job that has none yet) is older than the limit. */
const LOST_JOBS = `
  select id, name, retry_count as "retryCount" from pgboss.job
  where name = any($1::text[]) and state = 'active'
    and coalesce(heartbeat_on, started_on) < now() - make_interval(secs => $2)`;

/**
 * The embedded database's start (issue 23): one process owns it, so every job still active was its previous
 * process's, killed with it. They are put back at once, before this process's workers start, as if never claimed:
 * no heartbeat to wait for, no retry used and no backoff (a deployment interrupted by several kills would otherwise
 * wait out a doubling delay). Returns how many were put back.
 */
export async function restoreOrphanedJobs(boss: PgBoss, queues: string[]): Promise<number> {
  // pg-boss's own restore (state created, never started), which its public API does not expose, in one statement.
  const { rows } = await boss.getDb().executeSql(
    `update pgboss.job set state = 'created', started_on = null, heartbeat_on = null, upsert_by_key = null
     where name = any($1::text[]) and state = 'active' returning id`,
    [queues],
  );
  return rows.length;
}

export function superviseLostJobs(boss: PgBoss, queues: string[], options: TakeoverOptions, log: Log): { stop(): void } {
  /** When this process last regained the database after losing it; 0 while it has not lost it. */
  let regainedAt = 0;
  let lostDatabase = false;
  let running = false;

  async function takeOver(): Promise<void> {
    let lost: LostJob[];
    try {
      lost = (await boss.getDb().executeSql(LOST_JOBS, [queues, options.lostAfterSeconds])).rows as LostJob[];
    } catch {
      lostDatabase = true;
      return;
    }
    if (lostDatabase) {
      lostDatabase = false;
      regainedAt = Date.now();
    }
    if (Date.now() - regainedAt < options.lostAfterSeconds * 1000) return;
    for (const queue of queues) {
      // Fenced to the attempt seen here: a job that meanwhile settled or moved on to a new attempt is left alone.
      const attempts = lost.filter((job) => job.name === queue).map(({ id, retryCount }) => ({ id, retryCount: Number(retryCount) }));
      if (attempts.length === 0) continue;
      await boss.fail(queue, attempts, { message: `worker lost: no heartbeat for ${options.lostAfterSeconds} s` });
      log.warn({ queue, jobs: attempts.length }, 'jobs of a lost worker taken over');
    }
  }

  const tick = () => {
    if (running) return;
    running = true;
    takeOver()
      .catch((error: unknown) => log.warn({ err: briefError(error) }, 'job takeover failed'))
      .finally(() => (running = false));
  };
  tick();
  const timer = setInterval(tick, options.takeoverIntervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
