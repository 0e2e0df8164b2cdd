/**
 * Database outage drill: starts the real server on PostgreSQL behind a TCP proxy, applies a light read load, cuts every
 * database connection for OUTAGE seconds ROUNDS times, and prints whether the process stayed alive, how the API
 * answered during each outage, and how long it took to answer again once the database was back.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run fault:db [-- --rounds 20 --outage 5 --mode reset|silent|refuse]
 *
 * reset: connections refused at once (the proxy cuts them); silent: nothing answers (the host is gone); refuse: the
 * server is up but the database refuses every connection («database … is not currently accepting connections»,
 * ALLOW_CONNECTIONS false, its sessions terminated). The load includes /api/health with the session cookie, which
 * must answer 200 throughout.
 *
 * A scratch database is created on that server and dropped afterwards. A crashed server is started again so that the
 * drill goes on. Exits 1 when the process exited at all, or when a recovery took longer than 2 s.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCutProxy } from '../apps/server/test/support/tcp-proxy.ts';
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
    rounds: { type: 'string', default: '20' },
    outage: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    /** reset: connections refused at once (the server restarts); silent: nothing answers; refuse: see above. */
    mode: { type: 'string', default: 'reset' },
  },
});
const MODE = args.mode === 'silent' ? 'silent' : args.mode === 'refuse' ? 'refuse' : 'reset';
const ROUNDS = Number(args.rounds);
const OUTAGE_MS = Number(args.outage) * 1000;
const CONNECTIONS = Number(args.connections);
const RECOVERY_LIMIT_MS = 2000;
const READ_URLS = ['/api/subscriptions', '/api/customer-manager', '/api/me', '/api/ready', '/api/subscriptions?filter=paid', '/api/health'];

type Answer = { url: string; start: number; end: number; status: string; retryAfter: boolean; shaped: boolean };

const serverUrl = serverUrlFromEnv();
const database = await scratchDatabase(serverUrl, 'rel_fault');
const target = new URL(database.url);
const proxy = await startCutProxy({ host: target.hostname, port: Number(target.port || 5432) });
const port = process.env.FAULT_PORT ? Number(process.env.FAULT_PORT) : await freePort();
const logFile = path.join(os.tmpdir(), `db-fault-${process.pid}.log`);
const env = { DATABASE_URL: proxy.urlFor(database.url), SEED_DEMO: 'true' };

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const databaseName = new URL(database.url).pathname.slice(1);

/** The outage of the chosen mode, and its end. */
async function cut(): Promise<void> {
  if (MODE !== 'refuse') return proxy.cut(MODE);
  await admin.query(`alter database "${databaseName}" allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName]);
}
async function restore(): Promise<void> {
  if (MODE !== 'refuse') return proxy.restore();
  await admin.query(`alter database "${databaseName}" allow_connections true`);
}

let server: ServerProcess = startServer(env, port, logFile);
const crashes: Array<{ round: number; exit: string }> = [];
let round = 0;
const watch = (s: ServerProcess) => void s.exited.then((exit) => s === server && !stopping && crashes.push({ round, exit }));
let stopping = false;
watch(server);
console.log(`server starting on :${port} (log ${logFile})`);
console.log(`ready after ${await waitUntilReady(server)} ms`);
let client: Client = await signIn(server.baseUrl, 'partner@demo.ru', 'demo12345');

/** Starts the server again after a crash, as a process supervisor would. */
async function ensureRunning(): Promise<void> {
  if (server.alive()) return;
  server = startServer(env, port, logFile);
  watch(server);
  await waitUntilReady(server);
  client = await signIn(server.baseUrl, 'partner@demo.ru', 'demo12345');
}

async function call(url: string): Promise<Answer> {
  const start = Date.now();
  try {
    const response = await client.get(url);
    const body = await response.text();
    let shaped = false;
    try {
      const json = JSON.parse(body) as { code?: unknown; message?: unknown };
      shaped = typeof json.code === 'string' && typeof json.message === 'string' && /[а-яё]/i.test(json.message);
    } catch {
      shaped = false;
    }
    return { url, start, end: Date.now(), status: String(response.status), retryAfter: response.headers.has('retry-after'), shaped };
  } catch (error) {
    const status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'no answer';
    return { url, start, end: Date.now(), status, retryAfter: false, shaped: false };
  }
}

const answers: Answer[] = [];
let loading = true;
const load = Array.from({ length: CONNECTIONS }, async (_, worker) => {
  for (let i = worker; loading; i++) {
    answers.push(await call(READ_URLS[i % READ_URLS.length] ?? '/api/me'));
    await sleep(20);
  }
});

/** Time from the database's return until an authenticated list and /api/ready both answer 200. */
async function recoveryMs(restoredAt: number): Promise<number> {
  for (;;) {
    const [list, ready] = await Promise.all([call('/api/subscriptions'), call('/api/ready')]);
    if (list.status === '200' && ready.status === '200') return Math.max(list.end, ready.end) - restoredAt;
    if (!server.alive() || Date.now() - restoredAt > 60_000) return Number.POSITIVE_INFINITY;
    await sleep(25);
  }
}

type RoundResult = {
  round: number;
  statuses: Record<string, number>;
  latencyP50: number;
  latencyMax: number;
  recovery: number;
  alive: boolean;
};
const results: RoundResult[] = [];
for (round = 1; round <= ROUNDS; round++) {
  await ensureRunning();
  await sleep(1500);
  const cutAt = Date.now();
  await cut();
  await sleep(OUTAGE_MS);
  await restore();
  const restoredAt = Date.now();
  const recovery = await recoveryMs(restoredAt);
  const during = answers.filter((a) => a.start >= cutAt && a.start < restoredAt);
  const statuses: Record<string, number> = {};
  for (const answer of during) {
    const key =
      answer.url === '/api/health'
        ? `/api/health ${answer.status}`
        : answer.status === '503'
          ? `503${answer.retryAfter ? '+Retry-After' : ''}${answer.shaped ? '' : ' (unshaped)'}`
          : `${answer.status} ${answer.url} ${answer.start - cutAt} ms into the cut`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const latencies = during.map((a) => a.end - a.start);
  const result = {
    round,
    statuses,
    latencyP50: percentile(latencies, 50),
    latencyMax: Math.max(0, ...latencies),
    recovery,
    alive: server.alive() && !crashes.some((c) => c.round === round),
  };
  results.push(result);
  console.log(
    `round ${String(round).padStart(2)}: alive ${result.alive ? 'yes' : 'NO '}  recovered in ${String(Number.isFinite(recovery) ? recovery : '∞').padStart(5)} ms  ` +
      `answers during the outage: ${JSON.stringify(statuses)}  latency p50 ${result.latencyP50} ms, max ${result.latencyMax} ms`,
  );
}

loading = false;
stopping = true;
await Promise.all(load);
server.child.kill('SIGTERM');
await server.exited;
await proxy.close();
await admin.end();
await database.drop();

const recoveries = results.map((r) => r.recovery);
const totals: Record<string, number> = {};
for (const r of results) for (const [k, v] of Object.entries(r.statuses)) totals[k] = (totals[k] ?? 0) + v;
const slow = results.filter((r) => r.recovery > RECOVERY_LIMIT_MS).length;
/** During an outage every answer but liveness is a 503 (or a 200/404 in the first milliseconds); never a 500, and /api/health is always 200. */
const wrong = Object.entries(totals)
  .filter(
    ([key]) => /^5\d\d (?!.*Retry)/.test(key) || (key.startsWith('/api/health') && key !== '/api/health 200') || key.includes('unshaped'),
  )
  .reduce((sum, [, count]) => sum + count, 0);
console.log('\nsummary');
console.log(`  outages: ${ROUNDS} × ${OUTAGE_MS / 1000} s (${MODE}), ${CONNECTIONS} connections of light read load`);
console.log(
  `  process exits: ${crashes.length}${crashes.length ? ` (rounds ${crashes.map((c) => `${c.round}: ${c.exit}`).join(', ')})` : ''}`,
);
console.log(`  answers during the outages: ${JSON.stringify(totals)}`);
console.log(
  `  recovery after the database's return: p50 ${percentile(recoveries, 50)} ms, max ${Math.max(...recoveries)} ms; over ${RECOVERY_LIMIT_MS} ms: ${slow}`,
);
console.log(`  answers that break the promise (a 500, an unshaped 503, /api/health other than 200): ${wrong}`);
process.exit(crashes.length > 0 || slow > 0 || wrong > 0 ? 1 : 0);
