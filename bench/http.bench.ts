/**
 * HTTP benchmark: the product's list calls (clients; all, paid, trial and both demo subscription lists), the Market's
 * desk call and a mixed read load of a signed-in partner, at 10 and 50 connections, each against a bare Fastify route
 * running the same SQL, in one run — req/s, p50 and p99 of both and the ratio of throughputs (the goal is at least
 * 0.75×). On the embedded database, then on PostgreSQL when DATABASE_URL is set (point it at a scratch database: the
 * demo world and the benchmark's data are added to it). Loopback only, bounded in time: BENCH_HTTP_SECONDS per
 * measurement (default 6, in three turns alternating with the bare server's) after a one-second warm-up.
 * Run: npm run bench (or npm run bench:http for this one alone); it exits 1 when a call answered anything but 200.
 */
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
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
const TARGET_RATIO = 0.75;
const here = path.dirname(fileURLToPath(import.meta.url));

const CALLS: Array<{ label: string; paths: readonly string[] }> = [
  { label: 'clients', paths: ['/api/customer-manager?search=&sort=createdAt&order=desc&page=1&pageSize=10'] },
  ...(['all', 'paid', 'trial', 'demoCustomer', 'demoPartner'] as const).map((filter) => ({
    label: `subscriptions ${filter}`,
    paths: [`/api/subscriptions?filter=${filter}&page=1&pageSize=10`],
  })),
  { label: 'desk grm (the Market)', paths: ['/api/desks/grm/services'] },
  { label: 'mixed reads', paths: MIXED_READS },
];

const fmt = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);

/**
 * The product and the bare server under the same load, in ROUNDS alternating turns (a change in the machine's load
 * while measuring weighs on both alike), after a one-second warm-up of each.
 */
async function measurePair(
  ports: { product: number; bare: number },
  paths: readonly string[],
  connections: number,
  cookie: string,
): Promise<{ product: LoadResult; bare: LoadResult }> {
  const product: LoadSamples[] = [];
  const bare: LoadSamples[] = [];
  const turn = (port: number, headers: Record<string, string>, seconds: number) =>
    loadSamples({ port, paths, headers, connections, seconds });
  await turn(ports.product, { cookie }, 1);
  await turn(ports.bare, {}, 1);
  for (let round = 0; round < ROUNDS; round++) {
    product.push(await turn(ports.product, { cookie }, SECONDS / ROUNDS));
    bare.push(await turn(ports.bare, {}, SECONDS / ROUNDS));
  }
  return { product: summarize(product), bare: summarize(bare) };
}

async function runOn(database: string, env: Record<string, string>): Promise<number> {
  const appPort = await freePort();
  const barePort = await freePort();
  const started = Date.now();
  const child = startChild(path.join(here, 'http-server.ts'), {
    ...env,
    BENCH_APP_PORT: String(appPort),
    BENCH_BARE_PORT: String(barePort),
  });
  let errors = 0;
  try {
    await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`The benchmark's server exited with ${String(code)}`);
      }),
    ]);
    await waitForHttp(child, appPort, '/api/health');
    const cookie = await loginCookie(appPort, BENCH_EMAIL, BENCH_PASSWORD);
    console.log(
      `\n${database}: servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s; ${SECONDS} s per measurement in ${ROUNDS} turns alternating with the bare server, after a 1 s warm-up.\n`,
    );
    console.log(
      `${'call'.padEnd(26)} ${'conn'.padStart(4)}  ${'app req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ${'bare req/s'.padStart(10)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ${'ratio'.padStart(5)}`,
    );
    for (const call of CALLS) {
      for (const connections of CONNECTIONS) {
        const { product, bare } = await measurePair({ product: appPort, bare: barePort }, call.paths, connections, cookie);
        errors += product.errors + bare.errors;
        const ratio = product.rps / bare.rps;
        console.log(
          `${call.label.padEnd(26)} ${String(connections).padStart(4)}  ${fmt(product.rps, 9)} ${fmt(product.p50, 7, 2)} ${fmt(product.p99, 7, 2)}  ${fmt(bare.rps, 10)} ${fmt(bare.p50, 7, 2)} ${fmt(bare.p99, 7, 2)}  ${fmt(ratio, 5, 2)}${ratio >= TARGET_RATIO ? '' : `  below ${TARGET_RATIO}×`}${product.errors + bare.errors ? `  ${product.errors + bare.errors} errors` : ''}`,
        );
      }
    }
  } finally {
    await stopChild(child);
  }
  return errors;
}

let errors = await runOn(`Embedded PGlite (in memory), Node ${process.version}`, { DATABASE_URL: '' });
if (process.env.DATABASE_URL) errors += await runOn('PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env.DATABASE_URL });
console.log(errors === 0 ? '\nEvery answer was 200.' : `\n${errors} answers were not 200.`);
process.exitCode = errors === 0 ? 0 : 1;
