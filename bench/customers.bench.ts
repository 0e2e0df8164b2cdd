/**
 * Benchmark of the client list on the embedded database: a partner with 20,000 clients against one with 100,
 * side by side in one run — first page, a search and a sorted page must each stay within 2× and under 50 ms.
 * Run: npm run bench (it exits 1 when a query is out of bounds).
 */
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import type { CustomerListQuery } from '@portal/domain';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { listCustomers } from '../apps/server/src/repositories/customer.repository.ts';
import { createPartnerWithClients, RARE_WORD } from './data.ts';
import { compareSideBySide, LIMIT_MS, MAX_RATIO, RUNS, WARMUP } from './measure.ts';

const LARGE = 20_000;
const SMALL = 100;
/** Every so many clients one is named with RARE_WORD. */
const RARE_EVERY = 7_000;

// ---- Measuring ----

const QUERIES: Array<{ label: string; query: CustomerListQuery }> = [
  { label: 'first page (createdAt desc)', query: { search: '', sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 } },
  {
    label: `search "${RARE_WORD.toLowerCase().slice(0, 6)}"`,
    query: { search: RARE_WORD.toLowerCase().slice(0, 6), sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 },
  },
  { label: 'sorted page (name asc, page 3)', query: { search: '', sort: 'name', order: 'asc', page: 3, pageSize: 10 } },
];

async function main(): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  const { db } = handle;
  try {
    await migrateToLatest(db as never);
    console.log(`Embedded PGlite (in memory), Node ${process.version}`);
    const a = await createPartnerWithClients(db, 'A', LARGE, 100_000_000, RARE_EVERY);
    const b = await createPartnerWithClients(db, 'B', SMALL, 300_000_000, RARE_EVERY);
    await db.executeQuery(CompiledQuery.raw('analyze'));
    console.log(
      `Seeded partner A with ${LARGE} clients and partner B with ${SMALL} in ${((performance.now() - started) / 1000).toFixed(1)} s; median of ${RUNS} runs after ${WARMUP} warm-ups, listCustomers (page + total) per run.\n`,
    );
    const failures = await compareSideBySide(
      db,
      { large: a, small: b, largeLabel: `${LARGE} clients` },
      QUERIES.map(({ label, query }) => ({ label, call: (on, partnerId) => listCustomers(on, { partnerId }, query) })),
    );
    console.log(
      `\n${failures === 0 ? `All queries within ${MAX_RATIO}× of the small partner and under ${LIMIT_MS} ms.` : `${failures} query(ies) out of bounds.`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}

await main();
