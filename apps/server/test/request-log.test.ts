import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openTestDatabase } from './support/test-database.ts';

const lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig(
    {},
    { databaseUrl: null, dataDir: null, seedDemo: false, logLevel: 'info', webDistDir: '/nonexistent-web-dist' },
  );
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the request log', () => {
  it.each([
    ['/api/health', 200],
    ['/api/me', 401],
    ['/api/no-such-route', 404],
  ])('has one line at info for GET %s, with method, URL, status, response time and request id', async (url, status) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-request-id': `log-test-${status}` } });
    expect(response.statusCode).toBe(status);
    const mine = lines.filter((line) => line.reqId === `log-test-${status}` && Number(line.level) <= 30);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, method: 'GET', url, statusCode: status, msg: 'request completed' });
    expect(typeof mine[0]?.responseTime).toBe('number');
  });
});
