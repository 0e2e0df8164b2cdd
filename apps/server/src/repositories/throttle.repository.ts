/** Throttling counters in the database: one upsert per attempt, fixed windows, judged by the database's clock. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type CounterHit = { attempts: number; retryAfterMs: number };

/** Counts one attempt under the key: a new window starts when the last one has ended. */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterHit> {
  const window = `${Math.max(1, Math.round(windowMs))} milliseconds`;
  const { rows } = await sql<{ attempts: number; retry_after_ms: number | string }>`
    insert into throttle_counters as c (key, attempts, window_ends_at)
    values (${key}, 1, now() + ${window}::interval)
    on conflict (key) do update set
      attempts = case when c.window_ends_at <= now() then 1 else c.attempts + 1 end,
      window_ends_at = case when c.window_ends_at <= now() then now() + ${window}::interval else c.window_ends_at end
    returning attempts, ceil(extract(epoch from (window_ends_at - now())) * 1000) as retry_after_ms`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The throttle counter upsert returned no row');
  return { attempts: row.attempts, retryAfterMs: Math.max(0, Number(row.retry_after_ms)) };
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('key', '=', key).execute();
}

export async function deleteExpiredCounters(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('throttle_counters')
    .where('window_ends_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
