/**
 * Benchmark of the applications table (document 2 "Administration apps table") on the embedded database: a partner
 * with 50,000 subscriptions (deleted ones too) against one with 100, side by side — the first page in each column's
 * order both ways, a search and a later page must stay within 2× and under 50 ms. Run: npm run bench:applications
 * (it exits 1 when a query is out of bounds).
 */
import type { AdminApplicationsQuery } from '@portal/domain';
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import { listAdminApplications } from '../apps/server/src/repositories/admin-application.repository.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { createPartnerWithSubscriptions, RARE_WORD } from './data.ts';
import { runBenchmark } from './measure.ts';

const LARGE = 50_000;
const SMALL = 100;
const SEARCH = RARE_WORD.toLowerCase().slice(0, 6);
const query = (over: Partial<AdminApplicationsQuery>): AdminApplicationsQuery => ({
  search: '',
  sort: 'startDate',
  direction: 'desc',
  page: 1,
  pageSize: 10,
  ...over,
});

const CALLS: Array<{ label: string; query: AdminApplicationsQuery }> = [
  { label: 'first page, newest first', query: query({}) },
  { label: 'by client, A to Z', query: query({ sort: 'customer', direction: 'asc' }) },
  { label: 'by client, Z to A', query: query({ sort: 'customer', direction: 'desc' }) },
  { label: 'by product', query: query({ sort: 'serviceName', direction: 'asc' }) },
  { label: 'by type, Z to A', query: query({ sort: 'serviceKitName', direction: 'desc' }) },
  { label: 'by status', query: query({ sort: 'deployStatus', direction: 'asc' }) },
  { label: 'by end date, latest first', query: query({ sort: 'endDate', direction: 'desc' }) },
  { label: `search "${SEARCH}"`, query: query({ search: SEARCH }) },
  { label: `search "${SEARCH}" by client`, query: query({ search: SEARCH, sort: 'customer', direction: 'asc' }) },
  { label: 'page 3 by client', query: query({ sort: 'customer', direction: 'asc', page: 3 }) },
];

await runBenchmark({
  what: 'one applications table call (page + total)',
  seed: async (db) => {
    await seedCatalogue(db);
    const large = await createPartnerWithSubscriptions(db, 'A', LARGE, 100_000_000);
    const small = await createPartnerWithSubscriptions(db, 'B', SMALL, 300_000_000);
    return { large, small, largeLabel: `${LARGE} subscriptions`, smallLabel: `${SMALL}` };
  },
  calls: CALLS.map(({ label, query: q }) => ({ label, call: (on: Db, partnerId: string) => listAdminApplications(on, { partnerId }, q) })),
});
