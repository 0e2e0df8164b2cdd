/**
 * Kysely dialect for PGlite. PGlite is a single connection, so a connection is held
 * exclusively (through the shared mutex) from acquire to release: a transaction can never
 * interleave with another request's statements or with pg-boss.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Mutex } from './mutex.ts';

class PgliteConnection implements DatabaseConnection {
  private readonly pglite: PGlite;

  constructor(pglite: PGlite) {
    this.pglite = pglite;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

class PgliteDriver implements Driver {
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PgliteConnection;
  private readonly mutex: Mutex;

  constructor(pglite: PGlite, mutex: Mutex) {
    this.connection = new PgliteConnection(pglite);
    this.mutex = mutex;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.acquire();
    // One connection object: remember how to release the current holder.
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {}
}

export class PgliteDialect implements Dialect {
  private readonly pglite: PGlite;
  private readonly mutex: Mutex;

  constructor(pglite: PGlite, mutex: Mutex) {
    this.pglite = pglite;
    this.mutex = mutex;
  }

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pglite, this.mutex);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
