/**
 * What the fault scripts share: a scratch database on a PostgreSQL server, the real server started as a child process
 * (`apps/server/src/server.ts`, exactly as `npm start` runs it), and a signed-in HTTP client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createScratchDatabase } from '../apps/server/test/support/scratch-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

export function serverUrlFromEnv(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres): a scratch database is made there',
    );
    process.exit(2);
  }
  return url;
}

/** Creates a database of its own on the server; returns its URL and a drop function. */
export const scratchDatabase = createScratchDatabase;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<string>;
  alive(): boolean;
};

/** Starts the real server; its output is appended to logFile. */
export function startServer(env: Record<string, string>, port: number, logFile: string): ServerProcess {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, log],
  });
  let running = true;
  // A drill that fails half-way must not leave its server behind.
  const orphanGuard = () => void (running && child.kill('SIGKILL'));
  process.once('exit', orphanGuard);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      process.off('exit', orphanGuard);
      fs.closeSync(log);
      resolve(signal ?? String(code));
    }),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, alive: () => running };
}

export async function waitUntilReady(server: ServerProcess, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!server.alive()) throw new Error('the server exited while starting');
    const status = await fetch(`${server.baseUrl}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready');
}

export type Client = {
  get(url: string): Promise<Response>;
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
};

/** Signs in through the API; the client sends the session cookie and the CSRF token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Client> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const csrf = cookies.find((c) => c.startsWith('portal_csrf='))?.slice('portal_csrf='.length) ?? '';
  const headers = { cookie: cookies.join('; '), 'x-csrf-token': csrf };
  return {
    get: (url) => fetch(`${baseUrl}${url}`, { headers, signal: AbortSignal.timeout(15_000) }),
    post: (url, body, extra = {}) =>
      fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      }),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
