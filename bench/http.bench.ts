/**
 * HTTP benchmark: the product's list calls (clients; all, paid, trial and both demo subscription lists; the billing
 * details page; the common pool of leads and my leads; the distributor's partner list, signed in as the demo
 * distributor), the Market's desk call and a mixed read load of a signed-in partner, at 10 and 50 connections, each against a bare Fastify route
 * running the same SQL, in one run — req/s, p50, p99 and CPU time per request of both, the ratio of throughputs (the goal
 * is at least 0.75×, then 0.85×), of CPU times per request (bare ÷ app: the throughput ratio a machine of its own
 * would show when the server is CPU-bound) and of p99s (app ÷ bare; the goal is at most 1.5×). On the embedded database, then on PostgreSQL when DATABASE_URL is set (point it at a scratch database: the
 * demo world and the benchmark's data are added to it). Loopback only, bounded in time: BENCH_HTTP_SECONDS per
 * measurement (default 6, in three turns alternating with the bare server's) after a one-second warm-up.
 * Run: npm run bench (or npm run bench:http for this one alone; BENCH_HTTP_ONLY=leads for the calls whose label has
 * that word; BENCH_HTTP_CPU_PROF=<dir> for a CPU profile of the servers; BENCH_HTTP_BASELINE=<another checkout>
 * to measure that checkout's application too, in the same turns on the same database, printed as «(baseline)»: a
 * before and after in one run); it exits 1 when a call answered anything but 200.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BENCH_DISTRIBUTOR_EMAIL,
  BENCH_EMAIL,
  BENCH_PASSWORD,
  billingItemsPath,
  connectionPool,
  freePort,
  loadSamples,
  loginCookie,
  MIXED_READS,
  startChild,
  stopChild,
  summarize,
  waitForHttp,
  type LoadResult,
  type LoadSamples,
} from './http.ts';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = [10, 50];
const TARGET_RATIO = 0.85;
const here = path.dirname(fileURLToPath(import.meta.url));

/** Who makes a call: the demo partner, or the demo distributor (its partner list). */
type Role = 'partner' | 'distributor';

/** The calls, their paths given the demo distributor's exchange id. */
function calls(exchangeId: string): Array<{ label: string; paths: readonly string[]; role?: Role }> {
  return [
    { label: 'clients', paths: ['/api/customer-manager?search=&sort=createdAt&order=desc&page=1&pageSize=10'] },
    ...(['all', 'paid', 'trial', 'demoCustomer', 'demoPartner'] as const).map((filter) => ({
      label: `subscriptions ${filter}`,
      paths: [`/api/subscriptions?filter=${filter}&page=1&pageSize=10`],
    })),
    { label: 'billing details', paths: [billingItemsPath()] },
    { label: 'leads common pool', paths: ['/api/leads?nonDispatched=true&page=1&pageSize=10'] },
    { label: 'leads mine', paths: ['/api/leads?search=&page=1&pageSize=10'] },
    {
      label: 'distributor partners',
      paths: [`/api/distributor-manager/distributors/${encodeURIComponent(exchangeId)}/partners?page=0&size=10`],
      role: 'distributor',
    },
    { label: 'desk grm (the Market)', paths: ['/api/desks/grm/services'] },
    { label: 'mixed reads', paths: MIXED_READS },
  ];
}

/** BENCH_HTTP_ONLY=leads (a part of the label) measures only the calls it names. */
const ONLY = process.env.BENCH_HTTP_ONLY ?? '';

const fmt = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);

/** The servers' process's CPU time so far (user and system), in microseconds, asked through IPC. */
function cpuOf(child: ChildProcess): Promise<number> {
  const answer = once(child, 'message').then(([message]) => (message as { cpu: number }).cpu);
  child.send('cpu');
  return answer;
}

type Side = { load: LoadResult; cpuPerRequest: number };
type SideName = 'product' | 'baseline' | 'bare';

/**
 * The product and the bare server (and the baseline, when there is one) under the same load, in ROUNDS alternating
 * turns (a change in the machine's load while measuring weighs on each alike), after a one-second warm-up of each.
 * Each side's CPU time per request is the servers' process's CPU time over its turns divided by the requests answered:
 * on a machine shared with other work, throughput swings with the neighbours' load, CPU time per request much less.
 */
async function measureSides(
  child: ChildProcess,
  ports: Partial<Record<SideName, number>>,
  paths: readonly string[],
  connections: number,
  cookie: string,
): Promise<Partial<Record<SideName, Side>>> {
  const names = (['product', 'baseline', 'bare'] as const).filter((name) => ports[name] !== undefined);
  const samples: Partial<Record<SideName, LoadSamples[]>> = {};
  const cpu: Partial<Record<SideName, number>> = {};
  // Each side keeps its connections from the warm-up to its last turn, as a browser keeps its own: the turns measure
  // requests. A turn that opened 50 connections at once now and then had a dozen wait a second or two to connect, on
  // either side (a p99 of 2 s on one side, then on the other, in runs of the same code).
  const pools = new Map(names.map((name) => [name, connectionPool(connections)]));
  const turn = (name: SideName, seconds: number) =>
    loadSamples({ port: ports[name] ?? 0, paths, headers: name === 'bare' ? {} : { cookie }, connections, seconds, pool: pools.get(name) });
  for (const name of names) await turn(name, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) {
      const before = await cpuOf(child);
      (samples[name] ??= []).push(await turn(name, SECONDS / ROUNDS));
      cpu[name] = (cpu[name] ?? 0) + (await cpuOf(child)) - before;
    }
  }
  for (const pool of pools.values()) pool.destroy();
  const sides: Partial<Record<SideName, Side>> = {};
  for (const name of names) {
    const load = summarize(samples[name] ?? []);
    sides[name] = { load, cpuPerRequest: (cpu[name] ?? 0) / Math.max(1, load.requests) };
  }
  return sides;
}

async function runOn(database: string, env: Record<string, string>): Promise<number> {
  const appPort = await freePort();
  const barePort = await freePort();
  const started = Date.now();
  const child = startChild(path.join(here, 'http-server.ts'), {
    ...env,
    BENCH_APP_PORT: String(appPort),
    BENCH_BARE_PORT: String(barePort),
    ...(process.env.BENCH_HTTP_BASELINE ? { BENCH_BASELINE_PORT: String(await freePort()) } : {}),
    // BENCH_HTTP_CPU_PROF=<dir>: the servers' process writes a CPU profile there when it stops (open it in DevTools).
    ...(process.env.BENCH_HTTP_CPU_PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_HTTP_CPU_PROF}` } : {}),
  });
  let errors = 0;
  try {
    const [ready] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`The benchmark's server exited with ${String(code)}`);
      }),
    ])) as [{ exchangeId: string; baselinePort?: number }];
    await waitForHttp(child, appPort, '/api/health');
    const cookies: Record<Role, string> = {
      partner: await loginCookie(appPort, BENCH_EMAIL, BENCH_PASSWORD),
      distributor: await loginCookie(appPort, BENCH_DISTRIBUTOR_EMAIL, BENCH_PASSWORD),
    };
    console.log(
      `\n${database}: servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s; ${SECONDS} s per measurement in ${ROUNDS} turns alternating with the bare server, after a 1 s warm-up.\n`,
    );
    console.log(
      `${'call'.padEnd(26)} ${'conn'.padStart(4)}  ${'app req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU µs'.padStart(6)}  ${'bare req/s'.padStart(10)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU µs'.padStart(6)}  ${'ratio'.padStart(5)} ${'CPU'.padStart(4)} ${'p99'.padStart(4)}`,
    );
    for (const call of calls(ready.exchangeId).filter((c) => c.label.includes(ONLY))) {
      for (const connections of CONNECTIONS) {
        const cookie = cookies[call.role ?? 'partner'];
        const sides = await measureSides(
          child,
          { product: appPort, bare: barePort, ...(ready.baselinePort ? { baseline: ready.baselinePort } : {}) },
          call.paths,
          connections,
          cookie,
        );
        const bare = sides.bare as Side;
        for (const [name, label] of [
          ['product', call.label],
          ['baseline', '  (baseline)'],
        ] as const) {
          const side = sides[name];
          if (!side) continue;
          const [app, plain] = [side.load, bare.load];
          errors += app.errors + (name === 'product' ? plain.errors : 0);
          const ratio = app.rps / plain.rps;
          console.log(
            `${label.padEnd(26)} ${String(connections).padStart(4)}  ${fmt(app.rps, 9)} ${fmt(app.p50, 7, 2)} ${fmt(app.p99, 7, 2)} ${fmt(side.cpuPerRequest, 6, 0)}  ${fmt(plain.rps, 10)} ${fmt(plain.p50, 7, 2)} ${fmt(plain.p99, 7, 2)} ${fmt(bare.cpuPerRequest, 6, 0)}  ${fmt(ratio, 5, 2)} ${fmt(bare.cpuPerRequest / side.cpuPerRequest, 4, 2)} ${fmt(app.p99 / plain.p99, 4, 2)}${ratio >= TARGET_RATIO ? '' : `  below ${TARGET_RATIO}×`}${app.errors + plain.errors ? `  ${app.errors + plain.errors} errors` : ''}`,
          );
        }
      }
    }
  } finally {
    await stopChild(child);
  }
  return errors;
}

// BENCH_HTTP_EMBEDDED=0 with DATABASE_URL set: PostgreSQL only.
let errors =
  process.env.BENCH_HTTP_EMBEDDED === '0' ? 0 : await runOn(`Embedded PGlite (in memory), Node ${process.version}`, { DATABASE_URL: '' });
if (process.env.DATABASE_URL) errors += await runOn('PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env.DATABASE_URL });
console.log(errors === 0 ? '\nEvery answer was 200.' : `\n${errors} answers were not 200.`);
process.exitCode = errors === 0 ? 0 : 1;
