/**
 * Benchmark of the subscription lists on the embedded database: a partner with 50,000 subscriptions against one with
 * 100, side by side in one run — each list's first page, a search and a later page must stay within 2× and under
 * 50 ms. Run: npm run bench (it exits 1 when a query is out of bounds).
 */
import { SUBSCRIPTION_FILTERS, type DeployStatus } from '@portal/domain';
import type { Db } from '../apps/server/src/db/database.ts';
import { listSubscriptions, type SubscriptionListQuery } from '../apps/server/src/repositories/subscription.repository.ts';
import { createPartnerWithClients, pick, random, RARE_WORD } from './data.ts';
import { runBenchmark } from './measure.ts';

const LARGE = 50_000;
const SMALL = 100;
/** Ten subscriptions a client, so a client found by a search brings ten rows. */
const PER_CLIENT = 10;
/** Every so many clients one is named with RARE_WORD: five of partner A's clients, one of partner B's. */
const RARE_EVERY = 1_000;
const BATCH = 1_000;

const SERVICES: Array<[string, string]> = [
  ['1С:Бухгалтерия предприятия', 'Файловый'],
  ['1С:Бухгалтерия предприятия', 'Клиент-серверный'],
  ['1С:Управление нашей фирмой', 'Файловый'],
  ['1С:Зарплата и управление персоналом', 'Клиент-серверный'],
  ['1С:Управление торговлей', 'Файловый'],
  ['1С:Розница', 'Файловый'],
  ['1С:Общепит', 'Клиент-серверный'],
  ['Комплект «Бизнес»', 'Бизнес (файловый)'],
  ['Антивирус Касперского', 'Kaspersky Endpoint Security'],
  ['Microsoft 365 бизнес базовый', 'Office 365'],
];
const STATUSES: DeployStatus[] = ['DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOY_FAILED', 'DEPLOYING'];

/**
 * One subscription in twenty is ordered on the desk 'Партнерам' for the partner itself, five are free trials for
 * clients and the rest are paid; one in fifty was deleted long ago and is out of every list.
 */
function subscription(partnerId: string, customerId: string, i: number) {
  const [serviceName, kitName] = pick(SERVICES);
  const slot = i % 20;
  const demo = slot >= 14;
  const created = new Date(Date.UTC(2021, 0, 1) + i * 1_800_000 + random(1_800_000));
  return {
    partner_id: partnerId,
    customer_id: customerId,
    service_name: serviceName,
    service_kit_name: demo ? 'Демо' : kitName,
    usage_mode: demo ? ('DEMONSTRATION' as const) : ('PRODUCTION' as const),
    offer_desk_id: slot === 19 ? 'special' : 'grm',
    deploy_status: i % 50 === 7 ? ('DELETED' as const) : pick(STATUSES),
    deleted: i % 50 === 7,
    price: demo ? 0 : 50_000 + random(100_000),
    trial_start: demo ? created : null,
    trial_end: demo ? new Date(created.getTime() + 15 * 86_400_000) : null,
    start_date: created,
    created_at: created,
  };
}

async function createPartnerWithSubscriptions(db: Db, label: string, count: number, innBase: number): Promise<string> {
  const partnerId = await createPartnerWithClients(db, label, Math.ceil(count / PER_CLIENT), innBase, RARE_EVERY);
  const clients = await db.selectFrom('customers').select('id').where('partner_id', '=', partnerId).orderBy('created_at').execute();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      return subscription(partnerId, clients[Math.floor(i / PER_CLIENT)]?.id ?? '', i);
    });
    await db.insertInto('subscriptions').values(rows).execute();
  }
  return partnerId;
}

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
