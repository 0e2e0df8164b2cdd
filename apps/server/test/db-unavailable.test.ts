/**
 * Which errors mean "the database is away or busy for a moment", and how the error handler answers them: 503
 * {code, message} in Russian with Retry-After. The same on every database; the outage itself is db-outage.test.ts.
 */
import { ERROR_CODES, ERROR_MESSAGES, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@portal/domain';
import Fastify from 'fastify';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectionWaits, DEFAULT_DATABASE_LIMITS } from '../src/db/database.ts';
import { isDatabaseUnavailable } from '../src/db/errors.ts';
import { registerErrorHandler } from '../src/plugins/app/errors.ts';

/** A PostgreSQL server's answer to a start-up: AuthenticationOk, then ReadyForQuery. */
const ready = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

const withCode = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a connection exception (class 08)', withCode('08006')],
    ['the server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['the server starting up', withCode('57P03', 'the database system is starting up')],
    ['statement_timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['lock_timeout', withCode('55P03', 'canceling statement due to lock timeout')],
    ['idle_in_transaction_session_timeout', withCode('25P03')],
    ['a deadlock', withCode('40P01')],
    ['too many connections', withCode('53300')],
    ['a reset socket', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a refused connection on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection the server did not accept in time', new Error('timeout exceeded when trying to connect')],
    ['a connection that did not start up in time (pg’s own connect timeout)', new Error('timeout expired')],
    ['a pooled client whose socket had just ended', new Error('Client was closed and is not queryable')],
    ['a database refusing connections', withCode('55000', 'database "portal" is not currently accepting connections')],
    ['a database that is gone', withCode('3D000', 'database "portal" does not exist')],
    ['a refused login (pg_hba being changed)', withCode('28000', 'no pg_hba.conf entry for host')],
    ['a driver error wrapped by a library', new Error('query failed', { cause: withCode('57P01') })],
  ])('%s is', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['invalid text', withCode('22021')],
    ['a plain error', new Error('boom')],
    ['another object-state error', withCode('55000', 'cannot refresh materialized view concurrently')],
    ['a wrapped error that is not one', new Error('query failed', { cause: withCode('23505') })],
    ['not an error', 'Connection terminated'],
    ['some other timeout', new Error('timeout expired while reading the statement')],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('is what the pool says when a server accepts the socket but never answers within connectTimeoutMs', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({
      connectionString: `postgres://portal@127.0.0.1:${port}/portal`,
      ...connectionWaits({ ...DEFAULT_DATABASE_LIMITS, connectTimeoutMs: 100 }),
    });
    try {
      const failure = await pool.query('select 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await pool.end();
      silent.close();
    }
  });

  it('does not fail a connection the server answered in time while the event loop was held past connectTimeoutMs', async () => {
    // A server that accepts every start-up at once.
    const prompt = net.createServer((socket) => socket.once('data', () => socket.write(ready)).on('error', () => undefined));
    await new Promise<void>((resolve) => prompt.listen(0, '127.0.0.1', resolve));
    const { port } = prompt.address() as net.AddressInfo;
    const { Client } = connectionWaits({ ...DEFAULT_DATABASE_LIMITS, connectTimeoutMs: 100 });
    const client = new (Client as typeof pg.Client)({ connectionString: `postgres://portal@127.0.0.1:${port}/portal` });
    try {
      const connected = client.connect();
      // The loop is held three times the timeout (a PDF being drawn); the answer arrives meanwhile.
      const until = performance.now() + 300;
      while (performance.now() < until);
      await expect(connected).resolves.toBe(client);
    } finally {
      await client.end();
      prompt.close();
    }
  });

  it('sets no connect timeout at all for connectTimeoutMs 0, as pg reads 0', async () => {
    // A slow server: it answers the start-up after 50 ms.
    const slow = net.createServer((socket) =>
      socket.once('data', () => setTimeout(() => socket.write(ready), 50)).on('error', () => undefined),
    );
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as net.AddressInfo;
    const { Client } = connectionWaits({ ...DEFAULT_DATABASE_LIMITS, connectTimeoutMs: 0 });
    const client = new (Client as typeof pg.Client)({ connectionString: `postgres://portal@127.0.0.1:${port}/portal` });
    try {
      await expect(client.connect()).resolves.toBe(client);
    } finally {
      await client.end();
      slow.close();
    }
  });
});

describe('the error handler', () => {
  async function answerTo(error: unknown) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/fails', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    return response;
  }

  it('answers a lost or busy database 503 with Retry-After and the portal’s own message', async () => {
    for (const error of [new Error('Connection terminated unexpectedly'), withCode('55P03', 'canceling statement due to lock timeout')]) {
      const response = await answerTo(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ code: ERROR_CODES.unavailable, message: ERROR_MESSAGES.unavailable });
    }
  });

  it('still answers any other failure 500', async () => {
    const response = await answerTo(new Error('boom'));
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
