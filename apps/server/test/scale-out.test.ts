/**
 * The README's «Running at scale», as an operator would run it: two API instances (JOBS_IN_PROCESS=false) and two
 * workers, four processes of the real server started at the same moment on one empty PostgreSQL database. PostgreSQL
 * only (TEST_DATABASE_URL): the embedded database belongs to one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { addMonths, completeInn } from '@portal/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HISTORY_MONTHS } from '../src/seed/billing-history.ts';
import { latestDueMonth } from '../src/services/invoice.service.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');
/** Long enough for a kill -9 to find deployments running, short enough for the test. */
const DEPLOY_MS = 4000;
const PASSWORD = 'demo12345';

type Instance = { name: string; child: ChildProcess; output: string[]; exited: Promise<number | null> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(name: string, script: 'server.ts' | 'worker.ts', env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', `src/${script}`], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, output, exited };
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser's cookies against one instance or another: the same session may be carried to either. */
class Browser {
  cookies = new Map<string, string>();
  private readonly forwardedFor: string;

  constructor(forwardedFor = '198.51.100.1') {
    this.forwardedFor = forwardedFor;
  }

  async call(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('portal_csrf');
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        'x-forwarded-for': this.forwardedFor,
        ...(cookie ? { cookie } : {}),
        ...(csrf && method !== 'GET' ? { 'x-csrf-token': csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    return response;
  }

  async login(base: string, email: string, password = PASSWORD): Promise<Response> {
    return this.call(base, 'POST', '/api/auth/login', { email, password });
  }
}

describe.skipIf(!serverUrl)('several instances on one PostgreSQL database from the first start', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: pg.Pool;
  const instances: Instance[] = [];
  let apiA = '';
  let apiB = '';
  let startSeconds = 0;
  const partner = new Browser();

  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await db.query<T>(text, values)).rows;
  const statusOf = async (subscriptionId: string) =>
    (await one<{ deploy_status: string }>('select deploy_status from subscriptions where id = $1', [subscriptionId]))[0]?.deploy_status;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '', 'portal_scale');
    db = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const [portA, portB] = [await freePort(), await freePort()];
    const common = {
      DATABASE_URL: scratch.url,
      PROVISIONER_DEPLOY_MS: String(DEPLOY_MS),
      TRUSTED_PROXIES: '127.0.0.1,::1',
      LOGIN_RATE_LIMIT: '10',
      HOST: '127.0.0.1',
    };
    const startedAt = Date.now();
    // All four at once, as an orchestrator starts its replicas.
    instances.push(
      start('api-a', 'server.ts', { ...common, PORT: String(portA), JOBS_IN_PROCESS: 'false' }),
      start('api-b', 'server.ts', { ...common, PORT: String(portB), JOBS_IN_PROCESS: 'false' }),
      start('worker-1', 'worker.ts', common),
      start('worker-2', 'worker.ts', common),
    );
    apiA = `http://127.0.0.1:${portA}`;
    apiB = `http://127.0.0.1:${portB}`;
    for (const base of [apiA, apiB]) {
      await waitUntil(`${base} ready`, async () => (await fetch(`${base}/api/ready`)).ok, 150_000).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${instances.map((i) => `--- ${i.name}\n${i.output.join('')}`).join('\n')}`);
      });
    }
    startSeconds = (Date.now() - startedAt) / 1000;
    expect((await partner.login(apiA, 'partner@demo.ru')).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    await db?.end();
    await scratch?.drop();
  });

  it('starts all four, every one healthy, with the catalogue and the demo world seeded once', async () => {
    console.log(`scale-out: four processes ready in ${startSeconds.toFixed(1)} s`);
    for (const instance of instances) expect(instance.child.exitCode, instance.output.join('')).toBeNull();
    for (const base of [apiA, apiB]) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const [accounts] = await one<{ n: number }>(`select count(*)::int as n from accounts where email = 'partner@demo.ru'`);
    expect(accounts?.n).toBe(1);
    const [operators] = await one<{ n: number }>(`select count(*)::int as n from accounts where email like 'operator%@demo.ru'`);
    expect(operators?.n).toBe(2);
    const [desks] = await one<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct name)::int as distinct from offer_desks',
    );
    expect(desks?.n).toBe(desks?.distinct);
    const [services] = await one<{ n: number; distinct: number }>(
      `select count(*)::int as n, count(distinct (offer_desk_id, name, resource_code))::int as distinct from services`,
    );
    expect(services?.n).toBe(services?.distinct);
    const [invoices] = await one<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct (partner_id, year, month))::int as distinct from invoices',
    );
    expect(invoices?.n).toBeGreaterThan(0);
    expect(invoices?.n).toBe(invoices?.distinct);
  });

  it('carries a session made on one instance to the other, and a sign-out on one ends it on the other', async () => {
    const browser = new Browser('198.51.100.2');
    expect((await browser.login(apiA, 'partner2@demo.ru')).status).toBe(200);
    expect((await browser.call(apiB, 'GET', '/api/me')).status).toBe(200);
    const kept = new Map(browser.cookies);
    expect((await browser.call(apiB, 'POST', '/api/auth/logout')).status).toBe(204);
    browser.cookies = kept;
    // The other instance knows a caller for at most a second (the caller cache, CALLER_CACHE_TTL_MS).
    await waitUntil('the session ended on A', async () => (await browser.call(apiA, 'GET', '/api/me')).status === 401, 3000);
  });

  /** A confirmed client of the demo partner with an INN, and an order body for an application with one workplace. */
  async function orderFor(label: string) {
    const [alpha] = await one<{ partner_id: string }>(`select partner_id from accounts where email = 'partner@demo.ru'`);
    const [client] = await one<{ id: string }>(
      `insert into customers (partner_id, name, responsible, email, inn, status)
       values ($1, $2, 'Иванов Иван', $3, $4, 'confirmed') returning id`,
      [
        alpha?.partner_id,
        `ООО «Масштаб ${label}»`,
        `scale-${randomUUID()}@test.ru`,
        completeInn(String(Math.floor(Math.random() * 9e8) + 1e8)),
      ],
    );
    const services = (await (await partner.call(apiA, 'GET', '/api/desks/grm/services')).json()) as {
      services: Array<{ serviceId: string; resourceCode: string; serviceKits: Array<{ serviceKitId: string }> }>;
    };
    const service = services.services.find((s) => s.resourceCode === 'bp');
    const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
    const extended = (await (
      await partner.call(apiA, 'GET', `/api/desks/grm/services/${service?.serviceId}/kits/${kitId}/extended`)
    ).json()) as { serviceOptions: Array<{ serviceOptionId: string }> };
    return {
      customerId: client?.id ?? '',
      offerDeskId: 'grm',
      serviceKitId: kitId,
      serviceOptions: [{ serviceOptionId: extended.serviceOptions[0]?.serviceOptionId ?? '' }],
      subscriptionProperties: [{ name: 'infoBaseName', value: `База ${label}`, propertyGroup: '1c_ecw_application' }],
    };
  }

  const ORDER_URL = '/api/1c_ecw_application/order';

  it('deploys an order placed on one instance through a worker, and the other instance shows it deployed', async () => {
    const response = await partner.call(apiA, 'POST', ORDER_URL, await orderFor('A'));
    expect(response.status).toBe(201);
    const { subscriptionId } = (await response.json()) as { subscriptionId: string };
    await waitUntil('the deployment', async () => (await statusOf(subscriptionId)) === 'DEPLOYED', DEPLOY_MS + 20_000);
    const detail = await partner.call(apiB, 'GET', `/api/subscriptions/${subscriptionId}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(await detail.json())).toContain('DEPLOYED');
  });

  it('makes one order of the same Idempotency-Key sent to both instances at once', async () => {
    const body = await orderFor('B');
    const key = `scale-out-${randomUUID()}`;
    const answers = await Promise.all([apiA, apiB].map((base) => partner.call(base, 'POST', ORDER_URL, body, { 'idempotency-key': key })));
    const statuses = answers.map((a) => a.status).sort();
    // One creates; the other answers the same order or that it is being created.
    expect(statuses[0]).toBe(201);
    const [orders] = await one<{ n: number }>('select count(*)::int as n from subscriptions where customer_id = $1', [body.customerId]);
    expect(orders?.n).toBe(1);
  });

  it('counts failed logins of one address on both instances together', async () => {
    const stranger = new Browser('198.51.100.3');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push((await stranger.login(attempt % 2 === 0 ? apiA : apiB, `nobody-${attempt}@demo.ru`, 'wrong-password')).status);
    }
    // LOGIN_RATE_LIMIT is 10 a minute for the address: the 11th attempt is refused, whichever instance it reaches.
    expect(answers.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('gives one invoice per partner for a month closed by hand on both instances at once', async () => {
    const operator = new Browser('198.51.100.4');
    expect((await operator.login(apiA, 'operator@demo.ru')).status).toBe(200);
    // The month before the demo world's closed history: its subscriptions were in use then, and it is not closed yet.
    const month = addMonths(latestDueMonth(new Date()), -DEMO_HISTORY_MONTHS);
    const invoicesOf = async () =>
      one<{ partner_id: string; n: number }>(
        'select partner_id, count(*)::int as n from invoices where year = $1 and month = $2 group by partner_id',
        [month.year, month.month],
      );
    expect(await invoicesOf()).toEqual([]);
    const answers = await Promise.all([apiA, apiB].map((base) => operator.call(base, 'POST', '/api/backoffice/invoices/close', month)));
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    await waitUntil(
      'the month closed',
      async () =>
        (
          await one<{ finished: boolean }>(
            'select finished_at is not null as finished from billing_closings where year = $1 and month = $2',
            [month.year, month.month],
          )
        )[0]?.finished,
      60_000,
    );
    const closed = await invoicesOf();
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((row) => row.n === 1)).toBe(true);
  });

  it('has the other worker finish every deployment of a worker killed with kill -9 mid-deployment', async () => {
    const bodies = await Promise.all(['C1', 'C2', 'C3', 'C4', 'C5', 'C6'].map(orderFor));
    const ids: string[] = [];
    for (const body of bodies) {
      const response = await partner.call(apiB, 'POST', ORDER_URL, body);
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { subscriptionId: string }).subscriptionId);
    }
    await waitUntil(
      'the deployments running',
      async () => (await Promise.all(ids.map(statusOf))).every((status) => status === 'DEPLOYING' || status === 'DEPLOYED'),
      10_000,
    );
    const [running] = await one<{ n: number }>(`select count(*)::int as n from pgboss.job where state = 'active' and name like '%deploy%'`);
    expect(running?.n).toBeGreaterThan(0);
    const victim = instances.find((i) => i.name === 'worker-1');
    victim?.child.kill('SIGKILL');
    await victim?.exited;
    await waitUntil(
      'every deployment finished by the surviving worker',
      async () => (await Promise.all(ids.map(statusOf))).every((status) => status === 'DEPLOYED'),
      // The takeover's 4 s of silence, a poll, and a deployment of DEPLOY_MS, with room for a loaded machine.
      DEPLOY_MS * 2 + 20_000,
    );
  });
});
