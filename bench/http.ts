/**
 * What the HTTP benchmarks share: a closed-loop load generator on node:http with keep-alive connections (loopback
 * only, bounded in time), percentiles, a free port, a server started as a child process, and logging in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p99: number };
/** What one or more loads measured, to be summed up by summarize. */
export type LoadSamples = { latencies: number[]; errors: number; seconds: number };

export function summarize(parts: readonly LoadSamples[]): LoadResult {
  const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  const errors = parts.reduce((sum, part) => sum + part.errors, 0);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function get(agent: http.Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * `connections` clients, each sending its next GET as soon as the previous answer arrived, for `seconds`; the paths
 * are taken in turn. Answers other than 200 count as errors.
 */
export async function load(options: {
  port: number;
  paths: readonly string[];
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  return summarize([await loadSamples(options)]);
}

/** Keep-alive connections to a server, `connections` at most: pass one to several loads to reuse its connections. */
export function connectionPool(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections });
}

/**
 * The same load, its raw latencies kept. With `pool`, the load uses its connections (opened by an earlier load, a
 * warm-up: a turn then measures requests, not connections being set up) and leaves them open; without, it opens its own.
 */
export async function loadSamples(options: {
  port: number;
  paths: readonly string[];
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  pool?: http.Agent;
}): Promise<LoadSamples> {
  const agent = options.pool ?? connectionPool(options.connections);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const path = options.paths[next++ % options.paths.length] ?? '/';
      const sent = performance.now();
      try {
        const status = await get(agent, options.port, path, options.headers ?? {});
        if (status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  if (!options.pool) agent.destroy();
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a TypeScript entry point in a child Node (the same binary), its stdout discarded, with an IPC channel. */
export function startChild(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** One GET's status and body, on a connection of its own. */
export function fetchBody(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Waits until GET path answers 200 (or the child exits). */
export async function waitForHttp(child: ChildProcess, port: number, path: string, timeoutMs = 300_000): Promise<void> {
  const agent = new http.Agent();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const status = await get(agent, port, path, {}).catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from port ${port} in ${timeoutMs} ms`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Logs in through the API and returns the Cookie header a browser would send. */
export async function loginCookie(port: number, email: string, password: string): Promise<string> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        const cookies = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        response.on('end', () =>
          response.statusCode === 200 && cookies ? resolve(cookies) : reject(new Error(`Login answered ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The demo partner the HTTP benchmarks sign in as (README's demo accounts). */
export const BENCH_EMAIL = 'partner@demo.ru';
export const BENCH_PASSWORD = 'demo12345';
/** The demo distributor (README's demo accounts), for the partner list. */
export const BENCH_DISTRIBUTOR_EMAIL = 'distributor@demo.ru';
/** The vendor's demo operator (README's demo accounts), for the back office's lists. */
export const BENCH_OPERATOR_EMAIL = 'operator@demo.ru';

/**
 * The billing details page's first page of the month in progress, as the web app asks for it: `m` counts from 0 (it was
 * the next month's empty page, and in December a 400).
 */
export function billingItemsPath(now: Date = new Date()): string {
  return `/api/billing/items?m=${now.getMonth()}&y=${now.getFullYear()}&search=&subscriptions=all&options=all&page=1&pageSize=10`;
}

/**
 * The main read calls of a signed-in partner's pages: the Market's desks, the lists (clients, subscriptions, the billing
 * details, leads), the navbar's counters, /api/me.
 */
export const MIXED_READS = [
  '/api/desks/grm/services',
  '/api/subscriptions?filter=all&page=1&pageSize=10',
  '/api/customer-manager?search=&sort=createdAt&order=desc&page=1&pageSize=10',
  '/api/me',
  '/api/subscriptions/payandtrialcustomers',
  '/api/leads/count',
  '/api/desks/other/services',
  '/api/subscriptions?filter=paid&page=1&pageSize=10',
  '/api/subscriptions?filter=trial&page=1&pageSize=10',
  '/api/billing/sum',
  billingItemsPath(),
  '/api/leads?nonDispatched=true&page=1&pageSize=10',
  '/api/leads?search=&page=1&pageSize=10',
];
