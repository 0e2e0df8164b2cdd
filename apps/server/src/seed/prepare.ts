/** What every database needs before the portal serves from it: the schema at its latest migration, the catalogue and the shipped production calendar. */
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedCatalogue } from './catalogue.ts';
import { ensureShippedCalendar } from '../repositories/payment-cycle.repository.ts';

export async function prepareDatabase(db: Db): Promise<void> {
  await migrateToLatest(db as never);
  await seedCatalogue(db);
  await ensureShippedCalendar(db);
}
