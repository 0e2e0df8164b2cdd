/**
 * Benchmark of the subscription lists on the embedded database: a partner with 50,000 subscriptions against one with
 * 100, side by side in one run — each list's first page, a search and a later page must stay within 2× and under
 * 50 ms. Run: npm run bench (it exits 1 when a query is out of bounds).
 */
import { SUBSCRIPTION_FILTERS } from '@portal/domain';
import { listSubscriptions, type SubscriptionListQuery } from '../apps/server/src/repositories/subscription.repository.ts';
import { createPartnerWithSubscriptions, RARE_WORD } from './data.ts';
import { runBenchmark } from './measure.ts';

const LARGE = 50_000;
const SMALL = 100;
const SEARCH = RARE_WORD.toLowerCase().slice(0, 6);
const CALLS = SUBSCRIPTION_FILTERS.flatMap((filter) => {
  const query = (over: Partial<SubscriptionListQuery>): SubscriptionListQuery => ({ filter, search: '', page: 1, pageSize: 10, ...over });
  return [
    { label: `${filter}: first page`, query: query({}) },
    { label: `${filter}: search "${SEARCH}"`, query: query({ search: SEARCH }) },
    { label: `${filter}: page 3 in its order`, query: query({ page: 3 }) },
  ];
});

await runBenchmark({
  what: 'listSubscriptions (page + total)',
  seed: async (db) => ({
    large: await createPartnerWithSubscriptions(db, 'A', LARGE, 100_000_000),
    small: await createPartnerWithSubscriptions(db, 'B', SMALL, 300_000_000),
    largeLabel: `${LARGE} subscriptions`,
    smallLabel: `${SMALL}`,
  }),
  calls: CALLS.map(({ label, query }) => ({ label, call: (on, partnerId) => listSubscriptions(on, { partnerId }, query) })),
});
