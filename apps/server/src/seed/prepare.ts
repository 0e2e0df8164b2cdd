/**
 * What every database needs before the portal serves from it: the schema at its latest migration, the catalogue, the
 * shipped production calendar and, when asked, the demo world. Any number of processes may start at once on one
 * database (a rolling deployment, N replicas): the preparation runs in one of them at a time, and each step does
 * nothing where the one before it has done its work.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { analyzeEmbedded } from '../db/maintenance.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoWorld } from './demo-world.ts';
import { ensureShippedCalendar } from '../repositories/payment-cycle.repository.ts';

export async function prepareDatabase(handle: DatabaseHandle, options: { demoWorld?: FastifyBaseLogger } = {}): Promise<void> {
  const { db } = handle;
  await handle.exclusively(async () => {
    await migrateToLatest(db as never);
    await seedCatalogue(db);
    await ensureShippedCalendar(db);
    if (options.demoWorld) await seedDemoWorld(db, options.demoWorld);
    // PGlite never analyses by itself: its planner starts from what this start-up (and the last one) wrote.
    if (handle.jobs.kind === 'pglite') await analyzeEmbedded(db);
  });
}
