/**
 * Soak benchmark: the real server (`npm start`'s entry point with the built web app, on an embedded database in a
 * temporary directory, seeded with the demo world) as a child process, under the mixed load of a signed-in partner's
 * main read calls (the Market's desks, the lists, the navbar's counters, /api/me) for SOAK_SECONDS (default 600),
 * its resident memory (VmRSS of /proc/<pid>/status) sampled every SOAK_SAMPLE_SECONDS (default 5). Prints the curve
 * and whether memory stayed within 1.5× of its size after the warm-up (the first SOAK_WARMUP_SECONDS, default 60, or
 * a tenth of a shorter run); exits 1 when it did not or when a call answered anything but 200.
 * Run: npm run bench:soak (a quick try: SOAK_SECONDS=60 npm run bench:soak).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_EMAIL, BENCH_PASSWORD, freePort, load, loginCookie, MIXED_READS, startChild, stopChild, waitForHttp } from './http.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(60, Math.round(SECONDS / 10)));
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const MAX_GROWTH = 1.5;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
const port = await freePort();
const child = startChild(path.join(root, 'apps/server/src/server.ts'), {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
let failed: boolean;
try {
  await waitForHttp(child, port, '/api/health');
  const pid = child.pid ?? 0;
  const cookie = await loginCookie(port, BENCH_EMAIL, BENCH_PASSWORD);
  console.log(
    `Soak: ${SECONDS} s of mixed reads at ${CONNECTIONS} connections against the server (pid ${pid}, embedded database), RSS every ${SAMPLE_SECONDS} s; warm-up ${WARMUP_SECONDS} s. Node ${process.version}.\n`,
  );
  console.log(`${'t s'.padStart(5)} ${'RSS MiB'.padStart(8)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)}  curve`);
  const samples: Array<{ t: number; rss: number }> = [{ t: 0, rss: rssMiB(pid) }];
  let errors = 0;
  let requests = 0;
  for (let t = SAMPLE_SECONDS; t <= SECONDS; t += SAMPLE_SECONDS) {
    const result = await load({ port, paths: MIXED_READS, headers: { cookie }, connections: CONNECTIONS, seconds: SAMPLE_SECONDS });
    errors += result.errors;
    requests += result.requests;
    const rss = rssMiB(pid);
    samples.push({ t, rss });
    console.log(
      `${String(t).padStart(5)} ${rss.toFixed(1).padStart(8)} ${result.rps.toFixed(0).padStart(7)} ${result.p99.toFixed(1).padStart(7)}  ${'#'.repeat(Math.round(rss / 20))}`,
    );
  }
  const afterWarmup = samples.filter((s) => s.t >= WARMUP_SECONDS);
  const base = afterWarmup[0]?.rss ?? samples[0]?.rss ?? 0;
  const peak = Math.max(...afterWarmup.map((s) => s.rss));
  const last = samples.at(-1)?.rss ?? 0;
  const flat = peak <= base * MAX_GROWTH;
  console.log(
    `\n${requests} requests, ${errors} not 200. RSS at start ${samples[0]?.rss.toFixed(1)} MiB, after warm-up ${base.toFixed(1)} MiB, peak after warm-up ${peak.toFixed(1)} MiB (${(peak / base).toFixed(2)}×), at the end ${last.toFixed(1)} MiB.`,
  );
  console.log(
    flat
      ? `Memory stayed within ${MAX_GROWTH}× of its size after warm-up.`
      : `Memory grew beyond ${MAX_GROWTH}× of its size after warm-up.`,
  );
  failed = !flat || errors > 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopChild(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
