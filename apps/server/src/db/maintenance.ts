/**
 * The embedded database's share of autovacuum's work. PGlite runs no background workers, so no table is ever analysed
 * or vacuumed by itself: the planner keeps the statistics of the empty tables it started with, and reads a page of
 * 2,000 clients by sorting all of them (38 ms) instead of by its index (0.3 ms). PostgreSQL's autovacuum does this there.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Fresh statistics for the planner: reads a sample of each table, so it is quick whatever their size. */
export async function analyzeEmbedded(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}

/** Dead rows reclaimed (and statistics refreshed): reads every table, so it runs at night. */
export async function vacuumEmbedded(db: Db): Promise<void> {
  await sql`vacuum (analyze)`.execute(db);
}
