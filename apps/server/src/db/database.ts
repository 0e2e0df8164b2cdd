/** Opens the database: real PostgreSQL when a URL is given, the embedded PGlite otherwise. */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Mutex } from './mutex.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  /** How pg-boss reaches the same database. */
  jobs: { kind: 'pglite'; pglite: LockedPglite } | { kind: 'postgres'; connectionString: string };
  close(): Promise<void>;
};

/** The subset of PGlite that pg-boss uses, with every call taking the shared lock. */
export type LockedPglite = {
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(query: string): Promise<Array<{ rows: unknown[] }>>;
};

// Counts and bigserial ids come back as strings from pg; numbers are what the code expects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: { databaseUrl: string | null; dataDir: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover) is replaced on next use; it must not end the process.
    pool.on('error', (error) => console.warn(JSON.stringify({ level: 40, msg: 'idle database connection lost', err: error.message })));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      jobs: { kind: 'postgres', connectionString: options.databaseUrl },
      close: () => db.destroy(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? undefined, { extensions: { pg_trgm } });
  const mutex = new Mutex();
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite, mutex) });
  const locked: LockedPglite = {
    query: (query, params) => mutex.run(() => pglite.query(query, params)),
    exec: (query) => mutex.run(() => pglite.exec(query)),
  };
  return {
    db,
    jobs: { kind: 'pglite', pglite: locked },
    close: async () => {
      await db.destroy();
      await mutex.run(() => pglite.close());
    },
  };
}
