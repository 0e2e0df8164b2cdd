/**
 * Deployment drill on PostgreSQL with the real server (`apps/server/src/server.ts`, job workers in process):
 *   1. a burst of orders (default 100) through the API: deployments per second until the last one is DEPLOYED;
 *   2. kill -9 of the server in the middle of deployments, several times (default 5), restarting it at once: the
 *      time from order to DEPLOYED of the deployments the kill interrupted, and from the kill to their DEPLOYED.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:deploy [-- --burst 100 --kills 5 --per-kill 10]
 *   npm run bench:deploy -- --embedded [--burst 0 --kills 11 --per-kill 10]
 *   npm run bench:deploy -- --in-a-row [--embedded] [--burst 0 --kills 5 --per-kill 10]
 *
 * With --in-a-row the same deployments are interrupted by every kill: the server is killed again as soon as it has
 * resumed them, KILLS times, and the figure is the last restart's: from ready again to the jobs started again
 * (PostgreSQL) and to DEPLOYED. An interruption must cost no retry backoff, however many there were.
 *
 * With --embedded the server runs on the embedded database (PGlite) in a scratch folder, which only the server can open:
 * statuses are read through the API, and an interrupted deployment is timed from the restart (the server ready again)
 * to DEPLOYED — the job's own start is not visible from outside.
 *
 * Server settings come from the environment as usual (PROVISIONER_DEPLOY_MS, DEPLOY_CONCURRENCY …). A scratch database
 * is created on that server and dropped afterwards. Exits 1 when an interrupted deployment was taken over (its job
 * started again) more than 10 s after the kill.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  freePort,
  percentile,
  scratchDatabase,
  serverUrlFromEnv,
  signIn,
  sleep,
  startServer,
  waitUntilReady,
  type Client,
  type ServerProcess,
} from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    burst: { type: 'string', default: '100' },
    kills: { type: 'string', default: '5' },
    'per-kill': { type: 'string', default: '10' },
    embedded: { type: 'boolean', default: false },
    'in-a-row': { type: 'boolean', default: false },
  },
});
const EMBEDDED = args.embedded;
const IN_A_ROW = args['in-a-row'];
const BURST = Number(args.burst);
const KILLS = Number(args.kills);
const PER_KILL = Number(args['per-kill']);
const TAKEOVER_LIMIT_MS = 10_000;

const dataDir = EMBEDDED ? await mkdtemp(path.join(os.tmpdir(), 'deploy-crash-pglite-')) : '';
const database = EMBEDDED
  ? { url: '', drop: () => rm(dataDir, { recursive: true, force: true }) }
  : await scratchDatabase(serverUrlFromEnv(), 'rel_deploy');
const port = process.env.DEPLOY_BENCH_PORT ? Number(process.env.DEPLOY_BENCH_PORT) : await freePort();
const logFile = path.join(os.tmpdir(), `deploy-crash-${process.pid}.log`);
const env: Record<string, string> = EMBEDDED ? { DATA_DIR: dataDir, SEED_DEMO: 'true' } : { DATABASE_URL: database.url, SEED_DEMO: 'true' };
const watcher = EMBEDDED ? null : new pg.Client({ connectionString: database.url });

let server: ServerProcess = startServer(env, port, logFile);
console.log(`server starting on :${port} (log ${logFile})`);
// A fresh embedded database is migrated and seeded by the server itself: minutes on a busy machine.
await waitUntilReady(server, EMBEDDED ? 900_000 : undefined);
await watcher?.connect();
let client: Client = await signIn(server.baseUrl, 'partner@demo.ru', 'demo12345');

// What to order: the accounting application's first kit with one seat, for a confirmed client of the partner.
type DeskService = { serviceId: string; resourceCode: string; serviceKits: Array<{ serviceKitId: string }> };
const services = ((await (await client.get('/api/desks/grm/services')).json()) as { services: DeskService[] }).services;
const service = services.find((s) => s.resourceCode === 'bp');
const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
const extended = (await (await client.get(`/api/desks/grm/services/${service?.serviceId}/kits/${kitId}/extended`)).json()) as {
  serviceOptions: Array<{ serviceOptionId: string }>;
};
const optionId = extended.serviceOptions[0]?.serviceOptionId ?? '';
async function confirmedCustomer(): Promise<string> {
  if (watcher) {
    const customer = await watcher.query<{ id: string }>(
      `select c.id from customers c join accounts a on a.partner_id = c.partner_id
       where a.email = 'partner@demo.ru' and c.status = 'confirmed' and c.inn is not null order by c.name limit 1`,
    );
    return customer.rows[0]?.id ?? '';
  }
  const list = (await (await client.get('/api/customer-manager?pageSize=100')).json()) as {
    items: Array<{ id: string; status: string; inn: string | null }>;
  };
  return list.items.find((c) => c.status === 'confirmed' && c.inn)?.id ?? '';
}
const customerId = await confirmedCustomer();
let orderNumber = 0;

/** Places one order through the API; returns its subscription and when it was sent. */
async function order(): Promise<{ id: string; orderedAt: number }> {
  orderNumber += 1;
  const orderedAt = Date.now();
  const response = await client.post(
    '/api/1c_ecw_application/order',
    {
      customerId,
      offerDeskId: 'grm',
      serviceKitId: kitId,
      serviceOptions: [{ serviceOptionId: optionId }],
      subscriptionProperties: [{ name: 'infoBaseName', value: `База${orderNumber}`, propertyGroup: '1c_ecw_application' }],
    },
    { 'idempotency-key': `bench-${process.pid}-${orderNumber}` },
  );
  if (response.status !== 201) throw new Error(`order failed: ${response.status} ${await response.text()}`);
  return { id: ((await response.json()) as { subscriptionId: string }).subscriptionId, orderedAt };
}

async function statuses(ids: string[]): Promise<Map<string, string>> {
  if (!watcher) {
    const answers = await Promise.all(
      ids.map(async (id) => {
        const response = await client.get(`/api/subscriptions/${id}`);
        return response.ok ? [id, ((await response.json()) as { deployStatus: string }).deployStatus] : null;
      }),
    );
    return new Map(answers.filter((answer): answer is [string, string] => answer !== null));
  }
  const { rows } = await watcher.query<{ id: string; deploy_status: string }>(
    'select id, deploy_status from subscriptions where id = any($1)',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.deploy_status]));
}

/** Polls until every subscription is DEPLOYED; returns when each was first seen so. */
async function deployedTimes(ids: string[], timeoutMs = 600_000): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const until = Date.now() + timeoutMs;
  while (seen.size < ids.length && Date.now() < until) {
    const now = Date.now();
    for (const [id, status] of await statuses(ids.filter((i) => !seen.has(i)))) {
      if (status === 'DEPLOYED') seen.set(id, now);
      if (status === 'DEPLOY_FAILED') throw new Error(`deployment ${id} failed`);
    }
    await sleep(50);
  }
  return seen;
}

// 1. The burst.
const burstStart = Date.now();
const burst = await Promise.all(Array.from({ length: BURST }, () => order()));
const ordersDoneMs = Date.now() - burstStart;
const burstDeployed = await deployedTimes(burst.map((o) => o.id));
const burstMs = Math.max(...burstDeployed.values()) - burstStart;
console.log(
  `burst: ${BURST} orders placed in ${ordersDoneMs} ms, all DEPLOYED after ${burstMs} ms: ${((BURST * 1000) / burstMs).toFixed(2)} deployments/s`,
);

/** Kills the server with SIGKILL and starts it again on the same database; returns when it is ready and signed in. */
async function killAndRestart(): Promise<{ killedAt: number; readyAt: number; readyMs: number }> {
  const killedAt = Date.now();
  server.child.kill('SIGKILL');
  await server.exited;
  server = startServer(env, port, logFile);
  const readyMs = await waitUntilReady(server);
  client = await signIn(server.baseUrl, 'partner@demo.ru', 'demo12345');
  return { killedAt, readyAt: Date.now(), readyMs };
}

/** When the deployment jobs of these subscriptions last started (PostgreSQL only), epoch ms. */
async function jobStarts(ids: string[]): Promise<number[]> {
  if (!watcher) return [];
  const { rows } = await watcher.query<{ started: number | null }>(
    `select extract(epoch from started_on) * 1000 as started from pgboss.job
     where name = 'subscription.deploy' and data->>'subscriptionId' = any($1)`,
    [ids],
  );
  return rows.map((r) => (r.started === null ? Number.NaN : Math.round(Number(r.started))));
}

if (IN_A_ROW) {
  // 2'. The same deployments interrupted KILLS times in a row.
  const orders = await Promise.all(Array.from({ length: PER_KILL }, () => order()));
  const ids = orders.map((o) => o.id);
  let last = { killedAt: 0, readyAt: 0, readyMs: 0 };
  for (let round = 1; round <= KILLS; round++) {
    // Kill while they run: at first once they deploy, afterwards once this restart has started them again.
    const since = last.readyAt;
    for (;;) {
      const deploying = [...(await statuses(ids)).values()].includes('DEPLOYING');
      const resumed = !watcher || since === 0 || (await jobStarts(ids)).some((started) => started >= since - 1000);
      if (deploying && resumed) break;
      await sleep(20);
    }
    await sleep(300);
    last = await killAndRestart();
    console.log(`kill ${round} of the same deployments: restarted and ready in ${last.readyMs} ms`);
  }
  const deployed = await deployedTimes(ids);
  const toDeployed = ids.map((id) => (deployed.get(id) ?? Number.POSITIVE_INFINITY) - last.readyAt);
  const toResumed = watcher ? (await jobStarts(ids)).map((started) => started - last.readyAt) : toDeployed;
  console.log('\nsummary');
  console.log(`  ${PER_KILL} deployments interrupted ${KILLS} times in a row`);
  if (watcher) console.log(`  last restart (ready again) → jobs started again: max ${Math.max(...toResumed)} ms`);
  console.log(`  last restart (ready again) → DEPLOYED: max ${Math.max(...toDeployed)} ms`);
  server.child.kill('SIGTERM');
  await server.exited;
  await watcher?.end();
  await database.drop();
  process.exit(toResumed.some((ms) => ms > TAKEOVER_LIMIT_MS) ? 1 : 0);
}

// 2. kill -9 in the middle of deployments.
const orderToDeployed: number[] = [];
const killToDeployed: number[] = [];
const killToTakeover: number[] = [];
const restartToDeployed: number[] = [];
for (let round = 1; round <= KILLS; round++) {
  const orders = await Promise.all(Array.from({ length: PER_KILL }, () => order()));
  const ids = orders.map((o) => o.id);
  // Kill once deployments are running.
  while (![...(await statuses(ids)).values()].includes('DEPLOYING')) await sleep(20);
  await sleep(300 + Math.random() * 1000);
  const interrupted = [...(await statuses(ids))].filter(([, status]) => status === 'DEPLOYING').map(([id]) => id);
  const { killedAt, readyAt, readyMs } = await killAndRestart();
  const deployed = await deployedTimes(ids);
  const orderedAt = new Map(orders.map((o) => [o.id, o.orderedAt]));
  // When the deployment's job last started: for an interrupted one, the attempt that took it over. The embedded
  // database is the server's alone: there, from the restart (ready again) to DEPLOYED.
  const taken = watcher
    ? (
        await watcher.query<{ id: string; started: number }>(
          `select data->>'subscriptionId' as id, extract(epoch from started_on) * 1000 as started
           from pgboss.job where name = 'subscription.deploy' and data->>'subscriptionId' = any($1)`,
          [interrupted],
        )
      ).rows.map((r) => Math.round(Number(r.started)) - killedAt)
    : interrupted.map((id) => (deployed.get(id) ?? Number.POSITIVE_INFINITY) - readyAt);
  restartToDeployed.push(...interrupted.map((id) => (deployed.get(id) ?? Number.POSITIVE_INFINITY) - readyAt));
  for (const id of interrupted) {
    orderToDeployed.push((deployed.get(id) ?? Number.POSITIVE_INFINITY) - (orderedAt.get(id) ?? 0));
    killToDeployed.push((deployed.get(id) ?? Number.POSITIVE_INFINITY) - killedAt);
  }
  killToTakeover.push(...taken);
  console.log(
    `kill ${round}: ${interrupted.length} of ${PER_KILL} deployments interrupted; restarted and ready in ${readyMs} ms; ` +
      `${watcher ? 'kill → taken over' : 'ready → DEPLOYED'}: max ${taken.length ? Math.max(...taken) : '—'} ms; kill → DEPLOYED: max ${interrupted.length ? Math.max(...interrupted.map((id) => (deployed.get(id) ?? Infinity) - killedAt)) : '—'} ms`,
  );
}

server.child.kill('SIGTERM');
await server.exited;
await watcher?.end();
await database.drop();

console.log('\nsummary');
console.log(`  burst of ${BURST}: ${((BURST * 1000) / burstMs).toFixed(2)} deployments/s`);
if (KILLS > 0) {
  const fmt = (values: number[]) => `p50 ${percentile(values, 50)} ms, p90 ${percentile(values, 90)} ms, max ${Math.max(...values)} ms`;
  console.log(`  interrupted deployments: ${orderToDeployed.length} in ${KILLS} kills`);
  console.log(`  order → DEPLOYED: ${fmt(orderToDeployed)}`);
  if (watcher) console.log(`  kill → taken over (the job started again): ${fmt(killToTakeover)}`);
  console.log(`  restart (ready again) → DEPLOYED: ${fmt(restartToDeployed)}`);
  console.log(`  still not DEPLOYED 10 s after the restart: ${restartToDeployed.filter((ms) => ms > TAKEOVER_LIMIT_MS).length}`);
  console.log(`  kill → DEPLOYED:  ${fmt(killToDeployed)}`);
}
process.exit((watcher ? killToTakeover : restartToDeployed).some((ms) => ms > TAKEOVER_LIMIT_MS) ? 1 : 0);
