/**
 * Benchmark of the subscription lists on the embedded database: a partner with 50,000 subscriptions against one with
 * 100, side by side in one run — each list's first page, a search and a later page must stay within 2× and under
 * 50 ms. Every subscription that was deployed carries the history subscription management leaves (a creating order
 * and ten changes with their lines and usage ledger intervals), and the order list is measured alike. Run: npm run
 * bench (it exits 1 when a query is out of bounds).
 */
import { SUBSCRIPTION_FILTERS } from '@portal/domain';
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import { listOrders } from '../apps/server/src/repositories/order.repository.ts';
import { listSubscriptions, type SubscriptionListQuery } from '../apps/server/src/repositories/subscription.repository.ts';
import { addChanges, createPartnerWithSubscriptions, RARE_WORD } from './data.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { runBenchmark } from './measure.ts';

const LARGE = 50_000;
const SMALL = 100;
const CHANGES = 10;
const SEARCH = RARE_WORD.toLowerCase().slice(0, 6);
const CALLS = SUBSCRIPTION_FILTERS.flatMap((filter) => {
  const query = (over: Partial<SubscriptionListQuery>): SubscriptionListQuery => ({ filter, search: '', page: 1, pageSize: 10, ...over });
  return [
    { label: `${filter}: first page`, query: query({}) },
    { label: `${filter}: search "${SEARCH}"`, query: query({ search: SEARCH }) },
    { label: `${filter}: page 3 in its order`, query: query({ page: 3 }) },
  ];
});

const ORDER_CALLS = [
  { label: 'orders: first page', query: { search: '', page: 1, pageSize: 10 } },
  { label: `orders: search "${SEARCH}"`, query: { search: SEARCH, page: 1, pageSize: 10 } },
  { label: 'orders: page 3', query: { search: '', page: 3, pageSize: 10 } },
];

await runBenchmark({
  what: 'one list call (page + total)',
  seed: async (db) => {
    await seedCatalogue(db);
    const large = await createPartnerWithSubscriptions(db, 'A', LARGE, 100_000_000);
    const small = await createPartnerWithSubscriptions(db, 'B', SMALL, 300_000_000);
    for (const partnerId of [large, small]) await addChanges(db, partnerId, CHANGES);
    return { large, small, largeLabel: `${LARGE} subscriptions and ${CHANGES} changes of each`, smallLabel: `${SMALL}` };
  },
  calls: [
    ...CALLS.map(({ label, query }) => ({ label, call: (on: Db, partnerId: string) => listSubscriptions(on, { partnerId }, query) })),
    ...ORDER_CALLS.map(({ label, query }) => ({ label, call: (on: Db, partnerId: string) => listOrders(on, { partnerId }, query) })),
  ],
});
