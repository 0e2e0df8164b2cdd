/**
 * HTTP benchmark: the product's list calls (clients; all, paid, trial and both demo subscription lists; the billing
 * details page; the common pool of leads and my leads; the distributor's partner list, signed in as the demo
 * distributor; the back office's invoice list and overdue queue, signed in as the vendor's demo operator), the Market's
 * desk call and a mixed read load of a signed-in partner, at 10 and 50 connections, each against two baselines in one
 * run: the bare route, a bare Fastify running the same service call (the product's repository and service functions,
 * no sessions, schemas, security headers or logging), and, for the list calls, the raw route (raw-routes.ts): the SQL
 * text the product sent for the call, captured from the product, replayed with its parameters straight through the
 * driver (pg, or PGlite's query), the caller's read replayed as often as the product's caller cache reads it, and the
 * answer written by the product route's own serializer. Before measuring, each raw route is captured and its answer
 * checked once against the product's, byte for byte: a difference stops the run with an excerpt of both.
 * Reported: req/s, p50, p99 and CPU time per request of each side, and for each baseline the ratio of throughputs (app
 * ÷ baseline; the goal is 0.85× of the raw route), of CPU times per request (baseline ÷ app: the throughput ratio a
 * machine of its own would show when the server is CPU-bound) and of p99s (app ÷ baseline). On the embedded database,
 * then on PostgreSQL when DATABASE_URL is set (point it at a scratch database: the demo world and the benchmark's data
 * are added to it). Loopback only, bounded in time: BENCH_HTTP_SECONDS per measurement (default 6, in three turns
 * alternating with the baselines') after a one-second warm-up.
 * Run: npm run bench (or npm run bench:http for this one alone; BENCH_HTTP_ONLY=leads for the calls whose label has
 * that word; BENCH_HTTP_CPU_PROF=<dir> for a CPU profile of the servers, summed up by cpu-profile-top.ts;
 * BENCH_HTTP_BASELINE=<another checkout> to measure that checkout's application too, in the same turns on the same
 * database, printed as «(baseline)»: a before and after in one run); it exits 1 when a call answered anything but 200.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BENCH_DISTRIBUTOR_EMAIL,
  BENCH_EMAIL,
  BENCH_OPERATOR_EMAIL,
  BENCH_PASSWORD,
  billingItemsPath,
  connectionPool,
  fetchBody,
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
import type { CaptureSummary } from './raw-routes.ts';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = [10, 50];
const TARGET_RATIO = 0.85;
const here = path.dirname(fileURLToPath(import.meta.url));

/** Who makes a call: the demo partner, the demo distributor (its partner list) or the vendor's operator (back office). */
type Role = 'partner' | 'distributor' | 'operator';

/** A call, its paths taken in turn; `raw`: a list call, measured against its raw route too. */
type Call = { label: string; paths: readonly string[]; role?: Role; raw?: boolean };

/** The calls, their paths given the demo distributor's exchange id. */
function calls(exchangeId: string): Call[] {
  return [
    { label: 'clients', paths: ['/api/customer-manager?search=&sort=createdAt&order=desc&page=1&pageSize=10'], raw: true },
    ...(['all', 'paid', 'trial', 'demoCustomer', 'demoPartner'] as const).map((filter) => ({
      label: `subscriptions ${filter}`,
      paths: [`/api/subscriptions?filter=${filter}&page=1&pageSize=10`],
      raw: true,
    })),
    { label: 'billing details', paths: [billingItemsPath()], raw: true },
    { label: 'leads common pool', paths: ['/api/leads?nonDispatched=true&page=1&pageSize=10'], raw: true },
    { label: 'leads mine', paths: ['/api/leads?search=&page=1&pageSize=10'], raw: true },
    {
      label: 'distributor partners',
      paths: [`/api/distributor-manager/distributors/${encodeURIComponent(exchangeId)}/partners?page=0&size=10`],
      role: 'distributor',
      raw: true,
    },
    // The back office's «Счета партнеров» and overdue queue, as the web app asks for their first pages.
    { label: 'backoffice invoices', paths: ['/api/backoffice/invoices?search=&page=1&pageSize=20'], role: 'operator', raw: true },
    { label: 'backoffice overdue', paths: ['/api/backoffice/overdue?page=1&pageSize=20'], role: 'operator', raw: true },
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

/** Where two answers first differ, with an excerpt of each around it. */
function difference(product: Buffer, raw: Buffer): string {
  let at = 0;
  while (at < product.length && at < raw.length && product[at] === raw[at]) at++;
  const excerpt = (body: Buffer) => body.subarray(Math.max(0, at - 150), at + 150).toString('utf8');
  return `first difference at byte ${at} (the product's answer has ${product.length} bytes, the raw route's ${raw.length}):\n  product: …${excerpt(product)}…\n  raw:     …${excerpt(raw)}…`;
}

/**
 * Has the servers' process capture a list call's SQL for its raw route (through IPC), then checks once that the raw
 * route answers the same bytes as the product did to the captured request; throws with an excerpt of both when not.
 * The captured request's answer, not a later one: the billing details' open lines end now, to the millisecond.
 */
async function captureRaw(child: ChildProcess, rawPort: number, url: string, cookie: string): Promise<string> {
  const reply = once(child, 'message').then(([message]) => message as { captured?: CaptureSummary; captureError?: string });
  child.send({ capture: { url, cookie } });
  const { captured, captureError } = await reply;
  if (!captured) throw new Error(`The raw route of ${url} was not captured: ${captureError ?? 'no answer'}`);
  const product = Buffer.from(captured.product);
  const raw = await fetchBody(rawPort, url);
  if (raw.status !== 200) throw new Error(`GET ${url}: the raw route answered ${raw.status}`);
  if (!product.equals(raw.body))
    throw new Error(`GET ${url}: the raw route's answer is not the product's, ${difference(product, raw.body)}`);
  const { statements, waves, session, answer } = captured;
  return `${statements} statement${statements === 1 ? '' : 's'} in ${waves} wave${waves === 1 ? '' : 's'}, the session's read ${session}, ${answer === 'rows' ? 'rows written' : 'the captured answer written'}; ${raw.body.length} bytes, the same as the product's`;
}

type Side = { load: LoadResult; cpuPerRequest: number };
type SideName = 'product' | 'baseline' | 'bare' | 'raw';

/**
 * The product and its baselines (the bare route, the raw route when there is one, and the baseline checkout when there
 * is one) under the same load, in ROUNDS alternating turns (a change in the machine's load while measuring weighs on
 * each alike), after a one-second warm-up of each. Each side's CPU time per request is the servers' process's CPU time
 * over its turns divided by the requests answered: on a machine shared with other work, throughput swings with the
 * neighbours' load, CPU time per request much less.
 */
async function measureSides(
  child: ChildProcess,
  ports: Partial<Record<SideName, number>>,
  paths: readonly string[],
  connections: number,
  cookie: string,
): Promise<Partial<Record<SideName, Side>>> {
  const names = (['product', 'baseline', 'bare', 'raw'] as const).filter((name) => ports[name] !== undefined);
  const samples: Partial<Record<SideName, LoadSamples[]>> = {};
  const cpu: Partial<Record<SideName, number>> = {};
  // Each side keeps its connections from the warm-up to its last turn, as a browser keeps its own: the turns measure
  // requests. A turn that opened 50 connections at once now and then had a dozen wait a second or two to connect, on
  // either side (a p99 of 2 s on one side, then on the other, in runs of the same code).
  const pools = new Map(names.map((name) => [name, connectionPool(connections)]));
  const signedIn = (name: SideName) => name === 'product' || name === 'baseline';
  const turn = (name: SideName, seconds: number) =>
    loadSamples({ port: ports[name] ?? 0, paths, headers: signedIn(name) ? { cookie } : {}, connections, seconds, pool: pools.get(name) });
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

/** A baseline's columns (req/s, p99, CPU µs per request), or dashes for a call without that baseline. */
function baselineColumns(side: Side | undefined): string {
  if (!side) return `${'—'.padStart(9)} ${'—'.padStart(7)} ${'—'.padStart(6)}`;
  return `${fmt(side.load.rps, 9)} ${fmt(side.load.p99, 7, 2)} ${fmt(side.cpuPerRequest, 6, 0)}`;
}

/** The ratios against a baseline: throughputs (app ÷ baseline), CPU per request (baseline ÷ app), p99s (app ÷ baseline). */
function ratioColumns(app: Side, base: Side | undefined): string {
  if (!base) return `${'—'.padStart(5)} ${'—'.padStart(4)} ${'—'.padStart(4)}`;
  return `${fmt(app.load.rps / base.load.rps, 5, 2)} ${fmt(base.cpuPerRequest / app.cpuPerRequest, 4, 2)} ${fmt(app.load.p99 / base.load.p99, 4, 2)}`;
}

async function runOn(database: string, env: Record<string, string>): Promise<number> {
  const appPort = await freePort();
  const barePort = await freePort();
  const rawPort = await freePort();
  const started = Date.now();
  const child = startChild(path.join(here, 'http-server.ts'), {
    ...env,
    BENCH_APP_PORT: String(appPort),
    BENCH_BARE_PORT: String(barePort),
    BENCH_RAW_PORT: String(rawPort),
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
      operator: await loginCookie(appPort, BENCH_OPERATOR_EMAIL, BENCH_PASSWORD),
    };
    const measured = calls(ready.exchangeId).filter((c) => c.label.includes(ONLY));
    console.log(`\n${database}: servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s. The raw routes, captured and checked:`);
    for (const call of measured.filter((c) => c.raw)) {
      for (const url of call.paths) {
        console.log(`  ${call.label.padEnd(24)} ${await captureRaw(child, rawPort, url, cookies[call.role ?? 'partner'])}`);
      }
    }
    console.log(
      `\n${SECONDS} s per measurement in ${ROUNDS} turns alternating with the baselines', after a 1 s warm-up. Ratios: req/s app ÷ baseline, CPU per request baseline ÷ app, p99 app ÷ baseline.\n`,
    );
    console.log(
      `${''.padEnd(31)} ${'app'.padEnd(31)}  ${'bare route (service call)'.padEnd(24)}  ${'raw route (SQL, driver)'.padEnd(24)}  ${'÷ bare'.padEnd(15)}  ÷ raw`,
    );
    console.log(
      `${'call'.padEnd(26)} ${'conn'.padStart(4)}  ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU µs'.padStart(6)}  ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'CPU µs'.padStart(6)}  ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'CPU µs'.padStart(6)}  ${'ratio'.padStart(5)} ${'CPU'.padStart(4)} ${'p99'.padStart(4)}  ${'ratio'.padStart(5)} ${'CPU'.padStart(4)} ${'p99'.padStart(4)}`,
    );
    for (const call of measured) {
      for (const connections of CONNECTIONS) {
        const cookie = cookies[call.role ?? 'partner'];
        const sides = await measureSides(
          child,
          {
            product: appPort,
            bare: barePort,
            ...(call.raw ? { raw: rawPort } : {}),
            ...(ready.baselinePort ? { baseline: ready.baselinePort } : {}),
          },
          call.paths,
          connections,
          cookie,
        );
        const bare = sides.bare as Side;
        const raw = sides.raw;
        errors += bare.load.errors + (raw?.load.errors ?? 0);
        for (const [name, label] of [
          ['product', call.label],
          ['baseline', '  (baseline)'],
        ] as const) {
          const side = sides[name];
          if (!side) continue;
          errors += side.load.errors;
          const below = [
            side.load.rps / bare.load.rps < TARGET_RATIO ? 'bare' : '',
            raw && side.load.rps / raw.load.rps < TARGET_RATIO ? 'raw' : '',
          ].filter(Boolean);
          const failed = side.load.errors + bare.load.errors + (raw?.load.errors ?? 0);
          console.log(
            `${label.padEnd(26)} ${String(connections).padStart(4)}  ${fmt(side.load.rps, 9)} ${fmt(side.load.p50, 7, 2)} ${fmt(side.load.p99, 7, 2)} ${fmt(side.cpuPerRequest, 6, 0)}  ${baselineColumns(bare)}  ${baselineColumns(raw)}  ${ratioColumns(side, bare)}  ${ratioColumns(side, raw)}${below.length ? `  below ${TARGET_RATIO}× of ${below.join(' and ')}` : ''}${failed ? `  ${failed} errors` : ''}`,
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
