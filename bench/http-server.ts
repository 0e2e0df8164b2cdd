/**
 * The servers of the HTTP benchmark, in one process on one database (embedded, or PostgreSQL when DATABASE_URL is
 * set): the product's application as `npm start` builds it, and a bare Fastify with the same read calls at the same
 * URLs running the same SQL (the same repository and service functions) for the demo partner (and the demo
 * distributor, the vendor's operator), without sessions, schemas, security headers or logging; and the raw server
 * (raw-routes.ts), which answers a list call with the SQL the product sent for it, replayed through the driver, once
 * the benchmark asked through IPC to capture that call. The demo partner gets a realistic number of clients,
 * subscriptions (with their usage ledgers, for billing) and leads, the demo distributor 200 more partners. Started by
 * http.bench.ts, which it tells through IPC when it is ready (and the distributor's exchange id).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  OFFER_DESKS,
  partnerListQuerySchema,
  SUBSCRIPTION_FILTERS,
  type Authority,
  type BillingItemsQuery,
  type OfferDeskId,
  type SubscriptionFilter,
} from '@portal/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { analyzeEmbedded } from '../apps/server/src/db/maintenance.ts';
import { listCustomers } from '../apps/server/src/repositories/customer.repository.ts';
import { countLeads, countPayAndTrialCustomers } from '../apps/server/src/repositories/office.repository.ts';
import { listSubscriptions } from '../apps/server/src/repositories/subscription.repository.ts';
import { distributorExchangeId } from '../apps/server/src/repositories/distributor.repository.ts';
import { backofficeInvoices } from '../apps/server/src/services/backoffice-invoices.service.ts';
import { navbarSum, partnerBilling } from '../apps/server/src/services/billing.service.ts';
import { deskServices } from '../apps/server/src/services/catalogue.service.ts';
import { partnerList } from '../apps/server/src/services/distributor.service.ts';
import { listLeads } from '../apps/server/src/services/lead.service.ts';
import { getMe } from '../apps/server/src/services/me.service.ts';
import { overdueQueue } from '../apps/server/src/services/payment-cycle.service.ts';
import { addChanges, addClients, addDistributedPartners, addLeads, addSubscriptions, applyForAppliedLeads } from './data.ts';
import { BENCH_DISTRIBUTOR_EMAIL, BENCH_EMAIL } from './http.ts';
import { rawQuery, rawServer, routeMatches, StatementRecorder } from './raw-routes.ts';

const CLIENTS = Number(process.env.BENCH_HTTP_CLIENTS ?? 2_000);
const SUBSCRIPTIONS = Number(process.env.BENCH_HTTP_SUBSCRIPTIONS ?? 10_000);
/** Leads of the common pool, and as many of the demo partner's own. */
const LEADS = Number(process.env.BENCH_HTTP_LEADS ?? 5_000);
/** Partners added to the demo distributor (which has 33), each with its clients and subscriptions. */
const DISTRIBUTOR_PARTNERS = Number(process.env.BENCH_HTTP_DISTRIBUTOR_PARTNERS ?? 200);
const SUBSCRIPTIONS_EACH = 20;

const config = loadConfig(process.env, {
  host: '127.0.0.1',
  port: Number(process.env.BENCH_APP_PORT),
  dataDir: null,
  seedDemo: true,
  jobsInProcess: false,
  logLevel: 'info',
  loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
});
// One database for the application (and the baseline's, when there is one); its statements seen by the recorder, which
// keeps them only while a raw route's capture runs.
const recorder = new StatementRecorder();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  limits: config.database,
  queryLog: recorder.log,
});
// The product's response schemas of its GET routes, for the raw routes' serializer.
const responseSchemas = new Map<string, unknown>();
const app = await buildApp({
  config,
  database,
  onRoute: (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (methods.includes('GET') && response?.[200]) responseSchemas.set(route.url, response[200]);
  },
});
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
  // Two seat changes each (orders, lines, usage ledger): the billing details page has the month's lines to price.
  await addChanges(db, partnerId, 2);
}
const ownLeads = await db
  .selectFrom('leads')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('partner_id', '=', partnerId)
  .executeTakeFirstOrThrow();
if (Number(ownLeads.n) < LEADS) {
  await addLeads(db, null, LEADS);
  await addLeads(db, partnerId, LEADS);
  await applyForAppliedLeads(db, partnerId);
}

// The demo distributor («Сибирский дистрибьютор») with DISTRIBUTOR_PARTNERS more partners.
const distributorAccount = await db
  .selectFrom('accounts')
  .select('partner_id')
  .where('email', '=', BENCH_DISTRIBUTOR_EMAIL)
  .executeTakeFirstOrThrow();
const distributorScope = { distributorId: distributorAccount.partner_id ?? '' };
const attached = await db
  .selectFrom('partners')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('distributor_id', '=', distributorScope.distributorId)
  .executeTakeFirstOrThrow();
if (Number(attached.n) < DISTRIBUTOR_PARTNERS) {
  await addDistributedPartners(db, distributorScope.distributorId, {
    label: 'HttpDistributed',
    count: DISTRIBUTOR_PARTNERS,
    subscriptionsEach: SUBSCRIPTIONS_EACH,
    innBase: 600_000_000,
  });
}
// The statistics after the data above, as the embedded database's hourly maintenance job and PostgreSQL's autovacuum
// would have them (a scratch server may run without autovacuum: its planner would guess from empty tables).
await analyzeEmbedded(db);
const exchangeId = (await distributorExchangeId(db, distributorScope)) ?? '';

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
  memberRole: 'ADMIN' as const,
  tokenRole: null,
};
bare.get<{ Querystring: BillingItemsQuery }>('/api/billing/items', async (request) => partnerBilling(db, scope, request.query));
bare.get<{ Querystring: { nonDispatched?: string; search?: string; page?: string; pageSize?: string } }>('/api/leads', async (request) =>
  listLeads(db, scope, {
    nonDispatched: request.query.nonDispatched === 'true',
    search: request.query.search ?? '',
    ...page(request.query),
  }),
);
bare.get<{ Params: { exchangeId: string }; Querystring: { page?: string; size?: string } }>(
  '/api/distributor-manager/distributors/:exchangeId/partners',
  async (request) =>
    partnerList(
      db,
      distributorScope,
      request.params.exchangeId,
      partnerListQuerySchema.parse({ page: Number(request.query.page ?? 0), size: Number(request.query.size ?? 10) }),
    ),
);
bare.get<{ Querystring: { search?: string; page?: string; pageSize?: string } }>('/api/backoffice/invoices', async (request) =>
  backofficeInvoices(db, { search: request.query.search ?? '', ...page(request.query) }),
);
bare.get<{ Querystring: { page?: string; pageSize?: string } }>('/api/backoffice/overdue', async (request) =>
  overdueQueue(db, page(request.query)),
);
bare.get('/api/me', async () => getMe(db, caller));
bare.get('/api/subscriptions/payandtrialcustomers', async () => countPayAndTrialCustomers(db, scope));
bare.get('/api/leads/count', async () => countLeads(db, scope));
bare.get('/api/billing/sum', async () => navbarSum(db, scope));

await app.listen({ host: '127.0.0.1', port: config.port });
// BENCH_HTTP_BASELINE: another checkout's application (say, before a change) on the same database, for the same turns.
let baseline: FastifyInstance | null = null;
if (process.env.BENCH_HTTP_BASELINE) {
  const entry = path.resolve(process.env.BENCH_HTTP_BASELINE, 'apps/server/src/app.ts');
  const { buildApp: buildBaseline } = (await import(pathToFileURL(entry).href)) as { buildApp: typeof buildApp };
  baseline = await buildBaseline({ config: { ...config, seedDemo: false }, database });
  await baseline.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BASELINE_PORT) });
}
await bare.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BARE_PORT) });
const driver = rawQuery(database, config.databaseUrl);
const raw = rawServer({
  query: driver.query,
  schemaOf: (path) => responseSchemas.get(path) ?? [...responseSchemas].find(([route]) => routeMatches(route, path))?.[1],
});
await raw.app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_RAW_PORT) });
process.send?.({ ready: true, exchangeId, ...(baseline ? { baselinePort: Number(process.env.BENCH_BASELINE_PORT) } : {}) });
// The driver asks for this process's CPU time around each turn of load, and for a list call's capture (its raw route).
process.on('message', (message: 'cpu' | { capture: { url: string; cookie: string } }) => {
  if (message === 'cpu') {
    const usage = process.cpuUsage();
    process.send?.({ cpu: usage.user + usage.system });
    return;
  }
  raw.capture(app, recorder, message.capture.url, message.capture.cookie).then(
    (captured) => process.send?.({ captured }),
    (error: unknown) => process.send?.({ captureError: error instanceof Error ? error.message : String(error) }),
  );
});

process.on('SIGTERM', () => {
  void Promise.all([bare.close(), raw.app.close(), app.close(), baseline?.close()])
    .then(() => driver.close())
    .then(() => process.exit(0));
});
