/** Opens the database: real PostgreSQL when a URL is given, the embedded PGlite otherwise. */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { briefError, isDatabaseUnavailable } from './errors.ts';
import { Mutex } from './mutex.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  /** How pg-boss reaches the same database. */
  jobs: { kind: 'pglite'; pglite: LockedPglite } | { kind: 'postgres'; connectionString: string; limits: DatabaseLimits };
  close(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own `exclusively` on the same database: the start-up's preparation
   * (migrations, catalogue, calendar, demo world) of N instances started at once. PostgreSQL: a session advisory lock on
   * a connection of its own; the embedded database belongs to one process, which needs no lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The embedded database only: its data directory as a tar file (gzipped if asked), to start another from (`startFrom`)
   * or to keep as a backup. Taken after a checkpoint, between two statements: it needs no recovery to start.
   */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
};

/** The subset of PGlite that pg-boss uses, with every call taking the shared lock. */
export type LockedPglite = {
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(query: string): Promise<Array<{ rows: unknown[] }>>;
};

// Counts and bigserial ids come back as strings from pg; numbers are what the code expects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How long PostgreSQL work may wait: for a connection, a statement, a lock, a transaction left idle (milliseconds). */
export type DatabaseLimits = {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};

/**
 * A request never waits long: a database that does not answer fails the connection in 2 s (503 to the caller), a row
 * lock held elsewhere fails after 5 s, a runaway statement after 15 s, and a transaction left open unused is closed
 * by the server after 30 s so that its locks go.
 */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  connectTimeoutMs: 2000,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 5000,
  idleInTransactionTimeoutMs: 30_000,
};

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;
const consoleLog: Log = {
  info: (object: object, message?: string) => console.log(JSON.stringify({ level: 30, msg: message, ...object })),
  warn: (object: object, message?: string) => console.warn(JSON.stringify({ level: 40, msg: message, ...object })),
} as Log;

/**
 * Calls `onTimeout` once the event loop has been free for `ms`, not merely once `ms` have passed: a loop held by other
 * work (a PDF being drawn, a file being zipped) must not fail a wait whose answer is already in its socket. A timer
 * phase runs before the socket is read, so a plain setTimeout that fell due during a long hold fires first. Each late
 * tick counts at most two ticks. Returns the function that stops it. A wait of 0 (or less) never ends, as pg reads a
 * connect timeout of 0.
 */
export function afterAwakeTime(ms: number, onTimeout: () => void): () => void {
  if (!(ms > 0)) return () => undefined;
  const tick = Math.min(100, Math.max(1, ms / 4));
  let awake = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    awake += Math.min(now - last, 2 * tick);
    last = now;
    if (awake < ms) return;
    clearInterval(timer);
    onTimeout();
  }, tick);
  timer.unref();
  return () => clearInterval(timer);
}

type ConnectCallback = (error: Error | null) => void;
/** The two fields of pg's Client that its own connect timeout uses; ours ends the attempt the same way. */
type ClientConnection = { connection: { _ending: boolean; stream: { destroy(error: Error): void } } };

/**
 * Pool options for two different waits: a new connection that the server does not accept within connectTimeoutMs
 * of the loop's free time fails (the database is away), while a request waiting for a busy pool's free connection may
 * wait as long as a statement may run (load). pg-pool uses connectionTimeoutMillis for both, so the client class sets
 * its own, with the same 'timeout expired' as pg's.
 */
export function connectionWaits(limits: DatabaseLimits): Pick<pg.PoolConfig, 'Client' | 'connectionTimeoutMillis'> {
  class TimedClient extends pg.Client {
    // pg-pool and pg-boss connect with a callback; a caller of its own gets the promise pg's Client gives.
    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
      if (!callback) return new Promise((resolve, reject) => this.connect((error) => (error ? reject(error) : resolve(this))));
      const stop = afterAwakeTime(limits.connectTimeoutMs, () => {
        const { connection } = this as unknown as ClientConnection;
        connection._ending = true;
        connection.stream.destroy(new Error('timeout expired'));
      });
      super.connect((error: Error | null) => {
        stop();
        callback(error);
      });
    }
  }
  return { Client: TimedClient as never, connectionTimeoutMillis: Math.max(limits.connectTimeoutMs, limits.statementTimeoutMs) };
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  limits?: DatabaseLimits;
  log?: Log;
  /** PGlite only: a dump of a data directory to start from instead of an empty one (the tests' migrated database). */
  startFrom?: Blob;
  /**
   * Sees every statement run through `db` once it is done: its SQL text, parameters and duration (the HTTP benchmark
   * replays the product's statements with it). Off by default, and then Kysely wraps nothing around a statement.
   */
  queryLog?: (event: LogEvent) => void;
}): Promise<DatabaseHandle> {
  const queryLog = options.queryLog ? { log: options.queryLog } : {};
  if (options.databaseUrl) {
    const limits = options.limits ?? DEFAULT_DATABASE_LIMITS;
    const log = options.log ?? consoleLog;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...connectionWaits(limits),
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
      keepAlive: true,
    });
    // A connection the server closes or the network cuts emits 'error' on its client. The pool listens only while the
    // client is idle; a checked-out client without a listener would end the process. The statement in flight fails
    // with the same error (503 to its request) and the pool drops the client when it is released.
    pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: briefError(error) }, 'database connection lost')));
    pool.on('error', (error) => log.warn({ err: briefError(error) }, 'idle database connection lost'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog });
    await waitForDatabase(db, log);
    return {
      db,
      jobs: { kind: 'postgres', connectionString: options.databaseUrl, limits },
      close: () => db.destroy(),
      exclusively: (work) => underAdvisoryLock(pool, work),
    };
  }
  let releaseDataDir = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // One process at a time: a second one (a portal, a backup) would write the same files from its own memory.
    releaseDataDir = lockDataDir(options.dataDir);
  }
  const pglite = await PGlite.create(options.dataDir ?? undefined, { extensions: { pg_trgm }, loadDataDir: options.startFrom }).catch(
    (error: unknown) => {
      releaseDataDir();
      throw error;
    },
  );
  const mutex = new Mutex();
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite, mutex), ...queryLog });
  const locked: LockedPglite = {
    query: (query, params) => mutex.run(() => pglite.query(query, params)),
    exec: (query) => mutex.run(() => pglite.exec(query)),
  };
  return {
    db,
    jobs: { kind: 'pglite', pglite: locked },
    exclusively: (work) => work(),
    dump: (compression = 'none') =>
      mutex.run(async () => {
        await pglite.exec('checkpoint');
        return pglite.dumpDataDir(compression);
      }),
    close: async () => {
      await db.destroy();
      await mutex.run(() => pglite.close());
      releaseDataDir();
    },
  };
}

/** The advisory lock's key: any constant of our own (it reads "portal"), the same in every process. */
const STARTUP_LOCK_KEY = 0x706f7274616c;
const STARTUP_LOCK_POLL_MS = 100;

/**
 * Holds a session advisory lock on one pooled connection while `work` runs on the pool. The lock is polled with
 * pg_try_advisory_lock rather than waited for: a waiting pg_advisory_lock would meet the session's lock and statement
 * timeouts while another instance migrates and seeds for longer than they allow.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    for (;;) {
      const { rows } = await holder.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK_KEY]);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_POLL_MS));
    }
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

/** At start-up: waits for PostgreSQL with a growing pause (0.5 s up to 10 s), logging each failed attempt, instead of exiting. */
export async function waitForDatabase(db: Db, log: Log, maxPauseMs = 10_000): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) log.info({ attempt }, 'database reachable');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const pauseMs = Math.min(maxPauseMs, 500 * 2 ** (attempt - 1));
      log.warn({ attempt, retryInMs: pauseMs, err: briefError(error) }, 'database not reachable, waiting');
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
