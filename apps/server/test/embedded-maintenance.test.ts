/**
 * The embedded database's maintenance: PGlite runs no autovacuum, so the portal analyses it hourly (and vacuums it
 * nightly) through a job, or the planner keeps the statistics of empty tables and sorts a whole list for each page.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_MAINTENANCE_QUEUE } from '../src/jobs/queues.ts';
import { createActivePartner, insertCustomers, waitFor } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The plan of the client list's first page (its statement, as listCustomers sends it). */
async function clientPagePlan(db: ReturnType<typeof useTestApp>['app']['db'], partnerId: string): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    explain select c.id from customers as c where c.partner_id = ${partnerId} and c.own_use = false
    order by c.created_at desc nulls last, c.id desc limit 10 offset 0`.execute(db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe.skipIf(onPostgres)('the embedded database’s maintenance', () => {
  const ctx = useTestApp();

  it('is scheduled: the statistics every hour, a vacuum every night', async () => {
    const schedules = await ctx.app.boss.getSchedules(DATABASE_MAINTENANCE_QUEUE);
    expect(schedules.map(({ key, cron, data }) => ({ key, cron, data })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'analyze', cron: '41 * * * *', data: { vacuum: false } },
      { key: 'vacuum', cron: '51 3 * * *', data: { vacuum: true } },
    ]);
  });

  /** Sends the maintenance job as its schedule would and waits until a worker has done it. */
  async function runMaintenance(vacuum: boolean): Promise<void> {
    const id = await ctx.app.boss.send(DATABASE_MAINTENANCE_QUEUE, { vacuum });
    if (!id) throw new Error('The maintenance job was not sent');
    await waitFor(async () => (await ctx.app.boss.getJobById(DATABASE_MAINTENANCE_QUEUE, id))?.state === 'completed', 30_000);
  }

  /** The customers table's pages, and those the visibility map marks all-visible (only a vacuum marks them). */
  async function customerPages(): Promise<{ pages: number; allVisible: number }> {
    const { rows } = await sql<{ pages: number; allVisible: number }>`
      select relpages as pages, relallvisible as "allVisible" from pg_class where oid = 'customers'::regclass`.execute(ctx.app.db);
    return rows[0] ?? { pages: 0, allVisible: 0 };
  }

  it('has the client list read its page by the index once the hourly job ran, not by sorting every client', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partner.partnerId ?? '';
    await insertCustomers(
      ctx.app,
      partnerId,
      Array.from({ length: 1000 }, () => ({})),
    );
    // The statistics of an empty table, as a database that was never analysed since it was created has them.
    await sql`delete from pg_statistic where starelid = 'customers'::regclass`.execute(ctx.app.db);
    await sql`update pg_class set reltuples = -1, relpages = 0 where oid = 'customers'::regclass`.execute(ctx.app.db);
    expect(await clientPagePlan(ctx.app.db, partnerId)).toContain('Sort');

    await runMaintenance(false);
    const plan = await clientPagePlan(ctx.app.db, partnerId);
    expect(plan).toContain('Index Scan Backward using customers_partner_created_idx');
    expect(plan).not.toContain('Sort');
  });

  it('vacuums at night: every page of the clients is marked all-visible, which the hourly statistics do not do', async () => {
    const partner = await createActivePartner(ctx.app);
    await insertCustomers(
      ctx.app,
      partner.partnerId ?? '',
      Array.from({ length: 500 }, () => ({})),
    );
    await runMaintenance(false);
    const analysed = await customerPages();
    expect(analysed.allVisible).toBeLessThan(analysed.pages);

    await runMaintenance(true);
    const vacuumed = await customerPages();
    expect(vacuumed.pages).toBeGreaterThan(0);
    expect(vacuumed.allVisible).toBe(vacuumed.pages);
  });
});
