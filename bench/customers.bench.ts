/**
 * Benchmark of the client list on the embedded database: a partner with 20,000 clients against one with 100,
 * side by side in one run — first page, a search and a sorted page must each stay within 2× and under 50 ms.
 * Run: npm run bench (it exits 1 when a query is out of bounds).
 */
import type { CustomerListQuery } from '@portal/domain';
import { listCustomers } from '../apps/server/src/repositories/customer.repository.ts';
import { createPartnerWithClients, RARE_WORD } from './data.ts';
import { runBenchmark } from './measure.ts';

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

await runBenchmark({
  what: 'listCustomers (page + total)',
  seed: async (db) => ({
    large: await createPartnerWithClients(db, 'A', LARGE, 100_000_000, RARE_EVERY),
    small: await createPartnerWithClients(db, 'B', SMALL, 300_000_000, RARE_EVERY),
    largeLabel: `${LARGE} clients`,
    smallLabel: `${SMALL}`,
  }),
  calls: QUERIES.map(({ label, query }) => ({ label, call: (on, partnerId) => listCustomers(on, { partnerId }, query) })),
});
