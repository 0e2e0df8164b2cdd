/** Builds the real application on a fresh database for a test file, plus request helpers. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { offlineResolver } from './resolver.ts';
import { openTestDatabase, type TestDatabaseOptions } from './test-database.ts';

export type TestContext = { app: FastifyInstance; database: DatabaseHandle };

/** The real application on a given database (several instances may share one); `options.onRoute` sees every route. */
export async function buildAppOn(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'onRoute'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig(
    {},
    {
      databaseUrl: null,
      dataDir: null,
      seedDemo: false,
      logLevel: 'silent',
      webDistDir: '/nonexistent-web-dist',
      loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
      // Every answer is checked against its schema too (production only writes the schema's properties).
      checkResponses: true,
      ...overrides,
      // No test resolves a real name: unknown names are not found unless a test brings its own resolver.
      webhooks: { allowLocalHttp: true, timeoutMs: 10_000, resolve: offlineResolver, ...overrides.webhooks },
    },
  );
  const app = await buildApp({ config, database, logger: false, onRoute: options.onRoute });
  await app.ready();
  return app;
}

export async function buildTestApp(overrides: Partial<Config> = {}, databaseOptions: TestDatabaseOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase(databaseOptions);
  return { app: await buildAppOn(database, overrides), database };
}

/** One app per test file: built before the tests, closed after them. */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await buildTestApp(overrides));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** A signed-in browser: the session cookie and the CSRF token it would send. */
export type Session = { cookie: string; csrfToken: string };

export function sessionFrom(response: LightMyRequestResponse): Session {
  const cookies = response.cookies as Array<{ name: string; value: string }>;
  const session = cookies.find((c) => c.name === 'portal_session');
  const csrf = cookies.find((c) => c.name === 'portal_csrf');
  if (!session || !csrf) throw new Error(`No session cookies in response ${response.statusCode}: ${response.body}`);
  return { cookie: `portal_session=${session.value}; portal_csrf=${csrf.value}`, csrfToken: csrf.value };
}

export function request(app: FastifyInstance, session: Session | null, options: InjectOptions) {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
  if (session) {
    headers.cookie = session.cookie;
    headers['x-csrf-token'] = session.csrfToken;
  }
  return app.inject({ ...options, headers });
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return sessionFrom(response);
}
