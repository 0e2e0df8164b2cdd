/**
 * The HTTP benchmark's raw routes (issue 34): for each list call, the SQL text the product sends for it, captured from
 * the product (openDatabase's queryLog sees every statement of one request made through the product's application),
 * replayed with its parameters straight through the driver — pg's pool on PostgreSQL, PGlite's query on the embedded
 * database — and the answer written by the product route's own serializer (the fast-json-stringify of its response
 * schema), at the same URL of a bare Fastify. What the product spends beyond that is its service layer: building the
 * Kysely queries, mapping rows, shaping the answer.
 *
 * - The session: the product reads a caller (and whether it must enrol a second factor) at most once a second per
 *   session (CALLER_CACHE_TTL_MS), so the raw route replays the statements of that read as often; a session's last use
 *   is written once a minute, and the raw route skips that write.
 * - The answer: the client and subscription lists are their statement's rows, written as they come from the driver. The
 *   other calls' answers are computed from several statements' rows by the domain's rules (the month bill's prices, the
 *   act states and debts by the production calendar, leads merged with their applications and products): a raw route
 *   cannot get them from SQL alone, so it writes the answer the product gave when the SQL was captured. For those the
 *   raw route is a lower bound: the same SQL and the same serialization, nothing else.
 * - Statements the product runs at once (Promise.all) are replayed at once: captured statements whose run times
 *   overlapped form a wave; waves run one after another, as they did in the product.
 */
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { responseSerializerCompiler } from '../apps/server/src/plugins/app/response-serializer.ts';
import { CALLER_CACHE_TTL_MS, clearCallerCache } from '../apps/server/src/services/caller.ts';

/** One statement as the product ran it, with when it ran (performance.now(), milliseconds). */
export type Statement = { sql: string; parameters: readonly unknown[]; start: number; end: number };

/** Runs one statement through the driver and answers its rows. */
export type Query = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

/**
 * What a capture tells the benchmark: how many statements a request of the call runs, how the raw route makes its
 * answer, and the product's answer to the captured request (the raw route's must be the same bytes).
 */
export type CaptureSummary = { statements: number; waves: number; session: number; answer: 'rows' | 'captured'; product: string };

/**
 * The routes whose answer is their first statement's rows (and the page's total in its `total` column). `exact`: the
 * route's schema is a union, whose serializer picks its branch by validating the answer against each, so a row must be
 * exactly what the schema says (the product's mapping does the same): no `total` column, timestamps as ISO text.
 */
const ROW_ANSWERS = new Map([
  ['/api/customer-manager', { exact: true }],
  ['/api/subscriptions', { exact: false }],
]);

/** A row as its schema says it: without the page's total, its Date values as ISO text. */
function exactly(row: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in row) {
    if (key === 'total') continue;
    const value = row[key];
    copy[key] = value instanceof Date ? value.toISOString() : value;
  }
  return copy;
}

const pathOf = (url: string) => url.split('?')[0] ?? url;
const inOrder = (statements: readonly Statement[]) => [...statements].sort((a, b) => a.start - b.start);
const isWrite = (statement: Statement) => /^\s*(insert|update|delete)\b/i.test(statement.sql);

/** Whether a path is one of a route's (its `:name` parameters any segment). */
export function routeMatches(route: string, path: string): boolean {
  const routeParts = route.split('/');
  const pathParts = path.split('/');
  return routeParts.length === pathParts.length && routeParts.every((part, i) => part.startsWith(':') || part === pathParts[i]);
}

/** The statements Kysely reports while a recording runs (pass `log` as openDatabase's queryLog). */
export class StatementRecorder {
  private current: Statement[] | null = null;

  readonly log = (event: LogEvent): void => {
    if (!this.current) return;
    const end = performance.now();
    this.current.push({ sql: event.query.sql, parameters: event.query.parameters, start: end - event.queryDurationMillis, end });
  };

  async record<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
    if (this.current) throw new Error('A recording is already running');
    const statements: Statement[] = [];
    this.current = statements;
    try {
      return { result: await work(), statements };
    } finally {
      this.current = null;
    }
  }
}

/** Statements in the order they began, grouped into waves of those whose run times overlapped. */
export function wavesOf(statements: readonly Statement[]): Statement[][] {
  const waves: Statement[][] = [];
  let wave: Statement[] = [];
  let end = -Infinity;
  for (const statement of inOrder(statements)) {
    if (wave.length > 0 && statement.start >= end) {
      waves.push(wave);
      wave = [];
      end = -Infinity;
    }
    wave.push(statement);
    end = Math.max(end, statement.end);
  }
  if (wave.length > 0) waves.push(wave);
  return waves;
}

/** Runs the waves one after another, a wave's statements at once; the rows of each statement in the waves' order. */
async function replay(query: Query, waves: readonly Statement[][]): Promise<unknown[][]> {
  const results: unknown[][] = [];
  for (const wave of waves) {
    if (wave.length === 1) {
      const [only] = wave as [Statement];
      results.push(await query(only.sql, only.parameters));
    } else {
      results.push(...(await Promise.all(wave.map((statement) => query(statement.sql, statement.parameters)))));
    }
  }
  return results;
}

/** A session's read, replayed when the last one is older than the product's caller cache keeps it (one at a time). */
class SessionRead {
  private until = 0;
  private pending: Promise<void> | null = null;
  private readonly query: Query;
  private readonly waves: Statement[][];

  constructor(query: Query, waves: Statement[][]) {
    this.query = query;
    this.waves = waves;
  }

  /** Undefined while the last read is fresh: the common case settles no promise, as in the product. */
  fresh(): Promise<void> | undefined {
    if (this.waves.length === 0 || Date.now() < this.until) return undefined;
    this.pending ??= replay(this.query, this.waves).then(
      () => {
        this.until = Date.now() + CALLER_CACHE_TTL_MS;
        this.pending = null;
      },
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }
}

type RawCall = { session: SessionRead; waves: Statement[][]; write: (results: unknown[][]) => string };

/** The driver under the raw routes: PostgreSQL through a pg pool of the product's size, PGlite through its shared lock. */
export function rawQuery(database: DatabaseHandle, databaseUrl: string | null): { query: Query; close: () => Promise<void> } {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, keepAlive: true });
    return {
      query: (text, values) => pool.query(text, values as unknown[]).then((result) => result.rows as unknown[]),
      close: () => pool.end(),
    };
  }
  if (database.jobs.kind !== 'pglite') throw new Error('No PGlite to replay on');
  const pglite = database.jobs.pglite;
  return { query: (text, values) => pglite.query(text, [...values]).then((result) => result.rows), close: async () => {} };
}

/**
 * The raw server: a bare Fastify answering each captured URL exactly (path and query) with its replay. `schemaOf`
 * gives the product route's response schema of a path (as buildApp's onRoute saw it).
 */
export function rawServer(options: { query: Query; schemaOf: (path: string) => unknown }): {
  app: FastifyInstance;
  capture: (product: FastifyInstance, recorder: StatementRecorder, url: string, cookie: string) => Promise<CaptureSummary>;
} {
  const calls = new Map<string, RawCall>();
  const sessions = new Map<string, SessionRead>();
  const compile = responseSerializerCompiler({ checkResponses: false });
  const app = Fastify({ logger: false });
  // A raw route that fails says why on stderr (the benchmark then stops at its check).
  app.setErrorHandler((error, request, reply) => {
    console.error(`raw route ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return reply.code(500).send();
  });

  app.get('*', async (request, reply) => {
    const call = calls.get(request.url);
    if (!call) return reply.code(404).send();
    await call.session.fresh();
    const results = await replay(options.query, call.waves);
    reply.header('content-type', 'application/json; charset=utf-8');
    return call.write(results);
  });

  /**
   * Captures a call: three unrecorded requests through the product (its caches and the pool's connections warm), then
   * one with the caller cache cleared (the session's read and the call) and one right after (the call alone).
   */
  async function capture(product: FastifyInstance, recorder: StatementRecorder, url: string, cookie: string): Promise<CaptureSummary> {
    const get = async () => {
      const response = await product.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return response.body;
    };
    for (let i = 0; i < 3; i++) await get();
    clearCallerCache();
    const cold = inOrder((await recorder.record(get)).statements);
    const warm = await recorder.record(get);
    const own = inOrder(warm.statements);
    const sessionCount = cold.length - own.length;
    if (sessionCount < 1 || cold.slice(sessionCount).some((statement, i) => statement.sql !== own[i]?.sql)) {
      throw new Error(
        `GET ${url}: the first request's statements are not the session's read and then the call's:\n${cold.map((s) => s.sql).join('\n')}`,
      );
    }
    if (own.some((statement) => /^\s*(begin|start transaction)\b/i.test(statement.sql))) {
      throw new Error(`GET ${url} runs a transaction: the raw route replays statements on any connection of the pool`);
    }
    const sessionStatements = cold.slice(0, sessionCount).filter((statement) => !isWrite(statement));
    const session = sessions.get(cookie) ?? new SessionRead(options.query, wavesOf(sessionStatements));
    sessions.set(cookie, session);

    const path = pathOf(url);
    const schema = options.schemaOf(path);
    if (!schema) throw new Error(`GET ${path}: the product declares no response schema for 200`);
    const stringify = compile({ schema, method: 'GET', url: path, httpStatus: '200' });
    const byRows = ROW_ANSWERS.get(path);
    const answer: unknown = JSON.parse(warm.result);
    const waves = wavesOf(own);
    calls.set(url, {
      session,
      waves,
      write: byRows
        ? (results) => {
            const rows = (results[0] ?? []) as Array<Record<string, unknown>>;
            const total = rows[0]?.total ?? (results[1]?.[0] as { total?: unknown } | undefined)?.total ?? 0;
            return stringify({ items: byRows.exact ? rows.map(exactly) : rows, total: Number(total) });
          }
        : () => stringify(answer),
    });
    return {
      statements: own.length,
      waves: waves.length,
      session: sessionStatements.length,
      answer: byRows ? 'rows' : 'captured',
      product: warm.result,
    };
  }

  return { app, capture };
}
