/** Login throttling: per address (the socket's, or a trusted proxy's client) and per account, counted in the database. */
import { ERROR_CODES, LOGIN_ACCOUNT_MAX_FAILURES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createAccount, TEST_PASSWORD, uniqueEmail } from './support/factories.ts';
import { buildAppOn } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';

const THROTTLED = /^Слишком много попыток входа\. Повторите через \d+ мин\.$/;

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

async function instance(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildAppOn(database, { jobsInProcess: false, ...overrides });
  apps.push(app);
  return app;
}

// Three instances on one database: a strict address limit, a lenient one, and one behind a trusted proxy.
let strict: FastifyInstance;
let lenient: FastifyInstance;
let lenientTwin: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  strict = await instance({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  lenient = await instance({ loginRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  lenientTwin = await instance({ loginRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  proxied = await instance({ loginRateLimit: { max: 3, timeWindowMs: 60_000 }, trustedProxies: ['127.0.0.1'] });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

function attempt(
  app: FastifyInstance,
  payload: { email: string; password: string },
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

function expectThrottled(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: ERROR_CODES.tooManyRequests, message: expect.stringMatching(THROTTLED) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('per address', () => {
  it('limits login attempts and answers 429 in Russian with Retry-After', async () => {
    const from = { remoteAddress: '192.0.2.1' };
    for (let i = 0; i < 3; i += 1) expect((await attempt(strict, { email: uniqueEmail(), password: 'wrong' }, from)).statusCode).toBe(401);
    expectThrottled(await attempt(strict, { email: uniqueEmail(), password: 'wrong' }, from));
  });

  it('counts each route apart: spent login attempts leave sign-up open', async () => {
    const from = { remoteAddress: '192.0.2.4' };
    for (let i = 0; i < 3; i += 1) expect((await attempt(strict, { email: uniqueEmail(), password: 'wrong' }, from)).statusCode).toBe(401);
    expectThrottled(await attempt(strict, { email: uniqueEmail(), password: 'wrong' }, from));
    const signup = await strict.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: from.remoteAddress,
      payload: { name: 'Новый', email: uniqueEmail('signup'), password: 'password-123' },
    });
    expect(signup.statusCode).toBe(201);
  });

  it('is not bypassed by a different X-Forwarded-For with each attempt', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await attempt(
        strict,
        { email: uniqueEmail(), password: 'wrong' },
        { remoteAddress: '192.0.2.2', forwardedFor: `198.51.100.${i + 1}` },
      );
      statuses.push(response.statusCode);
      if (i >= 3) expectThrottled(response);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('believes X-Forwarded-For from a configured proxy: each client has its own limit', async () => {
    for (let client = 1; client <= 3; client += 1) {
      for (let i = 0; i < 3; i += 1) {
        const response = await attempt(proxied, { email: uniqueEmail(), password: 'wrong' }, { forwardedFor: `203.0.113.${client}` });
        expect(response.statusCode).toBe(401);
      }
    }
    expectThrottled(await attempt(proxied, { email: uniqueEmail(), password: 'wrong' }, { forwardedFor: '203.0.113.1' }));
  });

  it('counts in the database: attempts on two instances add up', async () => {
    const from = { remoteAddress: '192.0.2.3' };
    const twin = await instance({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    expect((await attempt(strict, { email: uniqueEmail(), password: 'wrong' }, from)).statusCode).toBe(401);
    expect((await attempt(twin, { email: uniqueEmail(), password: 'wrong' }, from)).statusCode).toBe(401);
    expect((await attempt(strict, { email: uniqueEmail(), password: 'wrong' }, from)).statusCode).toBe(401);
    expectThrottled(await attempt(twin, { email: uniqueEmail(), password: 'wrong' }, from));
  });
});

describe('per account', () => {
  it(`locks an e-mail after ${LOGIN_ACCOUNT_MAX_FAILURES} failures from different addresses; the right password is refused in Russian`, async () => {
    const account = await createAccount(lenient);
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1) {
      const response = await attempt(lenient, { email: account.email, password: 'wrong' }, { remoteAddress: `198.18.0.${i + 1}` });
      expect(response.statusCode).toBe(401);
    }
    expectThrottled(await attempt(lenient, { email: account.email, password: TEST_PASSWORD }, { remoteAddress: '198.18.1.1' }));
    // The same e-mail typed in another case is the same account.
    expectThrottled(
      await attempt(lenient, { email: account.email.toUpperCase(), password: TEST_PASSWORD }, { remoteAddress: '198.18.1.2' }),
    );
  });

  it('shares the count between instances on one database', async () => {
    const account = await createAccount(lenient);
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1) {
      const app = i % 2 === 0 ? lenient : lenientTwin;
      expect((await attempt(app, { email: account.email, password: 'wrong' }, { remoteAddress: `198.18.2.${i + 1}` })).statusCode).toBe(
        401,
      );
    }
    expectThrottled(await attempt(lenientTwin, { email: account.email, password: TEST_PASSWORD }));
    expectThrottled(await attempt(lenient, { email: account.email, password: TEST_PASSWORD }));
  });

  it('counts only failures: a success resets the count, so repeated logins are never locked', async () => {
    const account = await createAccount(lenient);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES - 1; i += 1) {
        expect((await attempt(lenient, { email: account.email, password: 'wrong' })).statusCode).toBe(401);
      }
      expect((await attempt(lenient, { email: account.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
    for (let i = 0; i < 3 * LOGIN_ACCOUNT_MAX_FAILURES; i += 1) {
      expect((await attempt(lenient, { email: account.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });

  it('locks an unknown e-mail the same way (no hint whether the account exists)', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1)
      expect((await attempt(lenient, { email, password: 'wrong' })).statusCode).toBe(401);
    expectThrottled(await attempt(lenient, { email, password: 'wrong' }));
  });
});
