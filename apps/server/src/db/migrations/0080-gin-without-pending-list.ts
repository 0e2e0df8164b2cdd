/**
 * The remaining trigram indexes without GIN's pending list. The embedded database never vacuums, so with the default
 * `fastupdate` every row written since start-up stayed in the unsorted pending list, which each search scans in full
 * and which made the planner give up the index (decision 015's addendum measured this on the partner list). Turning it
 * off makes each write update the index itself; `gin_clean_pending_list` moves what is already pending into it.
 */
import { sql, type Kysely } from 'kysely';

const INDEXES = ['customers_search_idx', 'subscriptions_search_idx', 'partners_search_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${sql.lit(index)}::regclass)`.execute(db);
  }
}
