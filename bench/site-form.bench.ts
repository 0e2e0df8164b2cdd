/**
 * The public site form endpoint under a burst (issue 15 item 3, decision 024): 1,000 submissions from one address,
 * 50 at a time, while a signed-in partner reads its clients list. Reports how the burst was answered (statuses, p50
 * and p99) and the clients list's p50/p99 before and during the burst. The real server as a child process on a fresh
 * embedded database (or on DATABASE_URL, a scratch database, when set). Run: npm run bench:site-form.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  freePort,
  loadSamples,
  loginCookie,
  startChild,
  stopChild,
  summarize,
  waitForHttp,
  percentile,
} from './http.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const BURST = Number(process.env.BENCH_SITE_FORM_BURST ?? 1000);
const BURST_CONCURRENCY = 50;
const READ_PATH = '/api/customer-manager?search=&sort=createdAt&order=desc&page=1&pageSize=10';
const READ_CONNECTIONS = 2;

function call(port: number, method: string, urlPath: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-form-'));
  const child = startChild(path.join(here, '../apps/server/src/server.ts'), {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  try {
    await waitForHttp(child, port, '/api/ready');
    const cookie = await loginCookie(port, BENCH_EMAIL, BENCH_PASSWORD);
    const csrf = decodeURIComponent(/portal_csrf=([^;]+)/.exec(cookie)?.[1] ?? '');
    const form = JSON.parse((await call(port, 'GET', '/api/site-form', { cookie })).body) as {
      catalogue: Array<{ id: string }>;
      settings: Record<string, unknown>;
    };
    const saved = await call(
      port,
      'PUT',
      '/api/site-form',
      { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      JSON.stringify({ ...form.settings, productIds: form.catalogue.slice(0, 2).map((c) => c.id), strictChoice: false }),
    );
    if (saved.status !== 200) throw new Error(`Saving the form answered ${saved.status}: ${saved.body}`);
    const publicId = (JSON.parse(saved.body) as { publicId: string }).publicId;
    const challenge = JSON.parse((await call(port, 'GET', `/api/public/site-forms/${publicId}/challenge`, {})).body) as {
      challenge: string;
    };

    const read = { port, paths: [READ_PATH], headers: { cookie }, connections: READ_CONNECTIONS };
    await loadSamples({ ...read, seconds: 1 });
    const before = summarize([await loadSamples({ ...read, seconds: 5 })]);

    // The burst: well-formed bodies with a proof that does not hold, all from 127.0.0.1.
    const body = JSON.stringify({
      name: 'ООО «Спам»',
      email: 'spam@example.ru',
      products: [],
      workplaces: 1,
      consent: true,
      challenge: challenge.challenge,
      proof: '0',
    });
    const statuses = new Map<number, number>();
    const burstLatencies: number[] = [];
    let sent = 0;
    const burstStarted = performance.now();
    const duringSamples: number[] = [];
    let burstDone = false;
    const reader = async () => {
      const agent = new http.Agent({ keepAlive: true });
      while (!burstDone) {
        const started = performance.now();
        await new Promise<void>((resolve) => {
          http.get({ host: '127.0.0.1', port, path: READ_PATH, headers: { cookie }, agent }, (response) => {
            response.resume();
            response.on('end', () => resolve());
          });
        });
        duringSamples.push(performance.now() - started);
      }
      agent.destroy();
    };
    const readers = Array.from({ length: READ_CONNECTIONS }, reader);
    const sender = async () => {
      while (sent < BURST) {
        sent++;
        const started = performance.now();
        const answer = await call(
          port,
          'POST',
          `/api/public/site-forms/${publicId}/submissions`,
          { 'content-type': 'application/json', origin: 'https://spam.example' },
          body,
        );
        burstLatencies.push(performance.now() - started);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: BURST_CONCURRENCY }, sender));
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    burstDone = true;
    await Promise.all(readers);
    burstLatencies.sort((a, b) => a - b);
    duringSamples.sort((a, b) => a - b);

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`Site form burst: ${BURST} submissions from one address, ${BURST_CONCURRENCY} at a time, in ${burstSeconds.toFixed(1)} s`);
    console.log(`  answers: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`);
    console.log(`  submission latency p50 ${ms(percentile(burstLatencies, 50))}, p99 ${ms(percentile(burstLatencies, 99))}`);
    console.log(`Clients list (${READ_CONNECTIONS} connections):`);
    console.log(`  before the burst  p50 ${ms(before.p50)}, p99 ${ms(before.p99)} (${before.requests} requests)`);
    console.log(
      `  during the burst  p50 ${ms(percentile(duringSamples, 50))}, p99 ${ms(percentile(duringSamples, 99))} (${duringSamples.length} requests)`,
    );
    const server5xx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    if (server5xx > 0 || (statuses.get(201) ?? 0) > 0) {
      console.error(`Unexpected answers: ${server5xx} server errors, ${statuses.get(201) ?? 0} accepted`);
      process.exitCode = 1;
    }
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
