/**
 * The servers of the HTTP benchmark, in one process on one database (embedded, or PostgreSQL when DATABASE_URL is
 * set): the product's application as `npm start` builds it, and a bare Fastify with the same read calls at the same
 * URLs running the same SQL (the same repository and service functions) for the demo partner, without sessions,
 * schemas, security headers or logging. The demo partner gets a realistic number of clients and subscriptions.
 * Started by http.bench.ts, which it tells its ports through IPC.
 */
import Fastify from 'fastify';
import { OFFER_DESKS, SUBSCRIPTION_FILTERS, type Authority, type OfferDeskId, type SubscriptionFilter } from '@portal/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { listCustomers } from '../apps/server/src/repositories/customer.repository.ts';
import { countLeads, countPayAndTrialCustomers } from '../apps/server/src/repositories/office.repository.ts';
import { listSubscriptions } from '../apps/server/src/repositories/subscription.repository.ts';
import { navbarSum } from '../apps/server/src/services/billing.service.ts';
import { deskServices } from '../apps/server/src/services/catalogue.service.ts';
import { getMe } from '../apps/server/src/services/me.service.ts';
import { addClients, addSubscriptions } from './data.ts';
import { BENCH_EMAIL } from './http.ts';

const CLIENTS = Number(process.env.BENCH_HTTP_CLIENTS ?? 2_000);
const SUBSCRIPTIONS = Number(process.env.BENCH_HTTP_SUBSCRIPTIONS ?? 10_000);

const config = loadConfig(process.env, {
  host: '127.0.0.1',
  port: Number(process.env.BENCH_APP_PORT),
  dataDir: null,
  seedDemo: true,
  jobsInProcess: false,
  logLevel: 'info',
  loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
});
const app = await buildApp({ config });
const db = app.db;

const account = await db
  .selectFrom('accounts as a')
  .select((eb) => [
    'a.id',
    'a.email',
    'a.partner_id',
    eb
      .selectFrom('account_authorities')
      .select((inner) => inner.fn.agg<Authority[]>('array_agg', ['authority']).as('list'))
      .whereRef('account_id', '=', 'a.id')
      .as('authorities'),
  ])
  .where('a.email', '=', BENCH_EMAIL)
  .executeTakeFirstOrThrow();
const partnerId = account.partner_id ?? '';
const scope = { partnerId };
const existing = await db
  .selectFrom('subscriptions')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('partner_id', '=', partnerId)
  .executeTakeFirstOrThrow();
if (Number(existing.n) < SUBSCRIPTIONS) {
  await addClients(db, partnerId, 'http', CLIENTS, 500_000_000, 1_000);
  await addSubscriptions(db, partnerId, SUBSCRIPTIONS);
}

const bare = Fastify({ logger: false });
const page = (query: { page?: string; pageSize?: string }) => ({ page: Number(query.page ?? 1), pageSize: Number(query.pageSize ?? 10) });
bare.get<{ Params: { desk: string } }>('/api/desks/:desk/services', async (request) =>
  deskServices(db, scope, (OFFER_DESKS as readonly string[]).includes(request.params.desk) ? (request.params.desk as OfferDeskId) : 'grm'),
);
bare.get<{ Querystring: { filter?: string; page?: string; pageSize?: string } }>('/api/subscriptions', async (request) => {
  const filter = (SUBSCRIPTION_FILTERS as readonly string[]).includes(request.query.filter ?? '')
    ? (request.query.filter as SubscriptionFilter)
    : 'all';
  return listSubscriptions(db, scope, { filter, search: '', ...page(request.query) });
});
bare.get<{ Querystring: { page?: string; pageSize?: string } }>('/api/customer-manager', async (request) =>
  listCustomers(db, scope, { search: '', sort: 'createdAt', order: 'desc', ...page(request.query) }),
);
const caller = {
  accountId: account.id,
  email: account.email,
  authorities: account.authorities ?? [],
  partnerId,
  participationStatus: 'on' as const,
  sessionId: '',
  csrfToken: '',
  apiTokenId: null,
};
bare.get('/api/me', async () => getMe(db, caller));
bare.get('/api/subscriptions/payandtrialcustomers', async () => countPayAndTrialCustomers(db, scope));
bare.get('/api/leads/count', async () => countLeads(db, scope));
bare.get('/api/billing/sum', async () => navbarSum(db, scope));

await app.listen({ host: '127.0.0.1', port: config.port });
await bare.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BARE_PORT) });
process.send?.({ ready: true });

process.on('SIGTERM', () => {
  void Promise.all([bare.close(), app.close()]).then(() => process.exit(0));
});
