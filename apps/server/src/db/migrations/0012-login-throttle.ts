/**
 * Throttling counters kept in the database, so that every instance sees the same ones: attempts per key (an address
 * per rate-limited route, or a login e-mail) within a fixed window. Expired rows are removed by the cleanup job.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table throttle_counters (
      key text primary key,
      attempts integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
  await sql`create index throttle_counters_window_ends_at on throttle_counters (window_ends_at)`.execute(db);
}
