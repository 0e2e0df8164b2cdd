/**
 * One call of the product alone: its application built as `npm start` builds it, loaded over HTTP by a child process
 * (10 keep-alive connections; no baseline, no load generator in the profiled process) for a few seconds after a
 * warm-up, with a CPU profile of those seconds only. Prints the CPU time per request, the frames that spent the most
 * of it and the same time by package, and writes the profile (open it in DevTools). Where bench:http says a call is
 * slow, this says why.
 * On the database of DATABASE_URL (a scratch one that bench:http has filled: `bench_http` in the README), or the
 * embedded one (the demo world only) without it.
 * CALL_PROFILE_RAW=1 profiles the call's raw route instead (raw-routes.ts: the product's SQL captured, replayed through
 * the driver, written by the same serializer), for the two profiles side by side.
 * Run: node --experimental-strip-types bench/call-profile.ts <path> [partner|distributor|operator] [seconds, default 5]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { topFrames, type Frame } from './cpu-profile-top.ts';
import { rawQuery, rawServer, routeMatches, StatementRecorder } from './raw-routes.ts';
import { BENCH_DISTRIBUTOR_EMAIL, BENCH_EMAIL, BENCH_OPERATOR_EMAIL, BENCH_PASSWORD, freePort, load, type LoadResult } from './http.ts';

/** The child's part: the load, its result sent back. */
if (process.env.CALL_PROFILE_LOAD) {
  const options = JSON.parse(process.env.CALL_PROFILE_LOAD) as { port: number; path: string; cookie: string; seconds: number };
  const result = await load({
    port: options.port,
    paths: [options.path],
    headers: { cookie: options.cookie },
    connections: 10,
    seconds: options.seconds,
  });
  process.send?.(result);
  process.exit(0);
}

const [url, role = 'partner', seconds = '5'] = process.argv.slice(2);
if (!url?.startsWith('/api/')) throw new Error('Give the call’s path, say /api/customer-manager?page=1&pageSize=10');
const email = { partner: BENCH_EMAIL, distributor: BENCH_DISTRIBUTOR_EMAIL, operator: BENCH_OPERATOR_EMAIL }[role];
if (!email) throw new Error(`Unknown role ${role}: partner, distributor or operator`);

const config = loadConfig(process.env, { dataDir: null, seedDemo: true, jobsInProcess: false, logLevel: 'info' });
const recorder = new StatementRecorder();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, limits: config.database, queryLog: recorder.log });
const responseSchemas = new Map<string, unknown>();
const app = await buildApp({
  config,
  database,
  onRoute: (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if ([route.method].flat().includes('GET') && response?.[200]) responseSchemas.set(route.url, response[200]);
  },
});
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: BENCH_PASSWORD } });
if (login.statusCode !== 200) throw new Error(`Login answered ${login.statusCode}: ${login.body}`);
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const port = await freePort();
const driver = rawQuery(database, config.databaseUrl);
const raw = rawServer({
  query: driver.query,
  schemaOf: (route) => responseSchemas.get(route) ?? [...responseSchemas].find(([known]) => routeMatches(known, route))?.[1],
});
const target = process.env.CALL_PROFILE_RAW === '1' ? raw.app : app;
if (target === raw.app) await raw.capture(app, recorder, url, cookie);
await target.listen({ host: '127.0.0.1', port });

/** Loads the call from a child process for `seconds`; every answer must be 200. */
async function loadFor(seconds: number): Promise<LoadResult> {
  const child = fork(new URL(import.meta.url), {
    env: { ...process.env, CALL_PROFILE_LOAD: JSON.stringify({ port, path: url, cookie, seconds }) },
    execArgv: ['--experimental-strip-types', '--no-warnings'],
  });
  const [result] = (await once(child, 'message')) as [LoadResult];
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} answers were not 200`);
  return result;
}

await loadFor(1);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const cpuBefore = process.cpuUsage();
const result = await loadFor(Number(seconds));
const cpu = process.cpuUsage(cpuBefore);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
await Promise.all([raw.app.close(), app.close()]);
await driver.close();
await database.close();

const file = path.join(os.tmpdir(), `call-profile-${process.pid}.cpuprofile`);
fs.writeFileSync(file, JSON.stringify(profile));
const micros = (cpu.user + cpu.system) / result.requests;
console.log(
  `${target === raw.app ? 'raw route of ' : ''}${url} as ${role}: ${result.rps.toFixed(0)} req/s, ${micros.toFixed(0)} µs of CPU each (p99 ${result.p99.toFixed(1)} ms); profile ${file}`,
);
const root = `file://${process.cwd()}/`;
/** A frame's file as a reader knows it: the package, or the project's own path. */
const placeOf = (frame: Frame) => frame.url.replace(root, '').replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1') || 'native';
const busy = topFrames(profile as Parameters<typeof topFrames>[0], Infinity).filter((frame) => frame.functionName !== '(idle)');
const busyShare = busy.reduce((sum, frame) => sum + frame.share, 0);
const byPlace = new Map<string, number>();
for (const frame of busy) byPlace.set(placeOf(frame), (byPlace.get(placeOf(frame)) ?? 0) + frame.share / busyShare);
console.log('\nBusy CPU by function:');
for (const frame of busy.slice(0, 25)) {
  console.log(`${((frame.share / busyShare) * 100).toFixed(1).padStart(5)} %  ${frame.functionName}  (${placeOf(frame)})`);
}
console.log('\nBusy CPU by package or file:');
for (const [place, share] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${place}  ≈ ${Math.round(share * micros)} µs`);
}
