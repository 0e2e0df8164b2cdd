/**
 * Backups that restore (decision 042): PostgreSQL by pg_dump's custom format and pg_restore, the embedded database by
 * PGlite's dump of its data directory and loadDataDir. The operator's commands are scripts/backup.ts and restore.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

/** A refusal or failure the operator can act on: its message is all there is to say. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What is backed up: the PostgreSQL database of DATABASE_URL, or the embedded one in DATA_DIR. */
export type BackupSource = { kind: 'postgres'; databaseUrl: string } | { kind: 'embedded'; dataDir: string };

export function backupSource(config: { databaseUrl: string | null; dataDir: string | null }): BackupSource {
  if (config.databaseUrl) return { kind: 'postgres', databaseUrl: config.databaseUrl };
  if (config.dataDir) return { kind: 'embedded', dataDir: path.resolve(config.dataDir) };
  throw new BackupError('Neither DATABASE_URL nor DATA_DIR is set: there is no database to back up or restore.');
}

export type Log = (line: string) => void;

/** Where a backup goes when no --out is given: the folder, a name that says what and when (UTC). */
export function defaultBackupFile(source: BackupSource, dir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join(dir, source.kind === 'postgres' ? `portal-postgres-${stamp}.dump` : `portal-embedded-${stamp}.tar.gz`);
}

/** Writes the backup to `file` (never over an existing one) and returns its size in bytes. */
export async function backup(source: BackupSource, file: string, options: { force: boolean; log: Log }): Promise<number> {
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: name another file with --out.`);
  // Backups hold password hashes and personal data: the folder and the file are the owner's alone.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    if (source.kind === 'postgres') await dumpPostgres(source.databaseUrl, partial, options.log);
    else await dumpEmbedded(source.dataDir, partial, options.force);
    fs.chmodSync(partial, 0o600);
    // Renamed only once complete: a file of the final name is always a whole backup.
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}

/** Restores the backup in `file`; refuses to replace a database that holds data unless `force`. */
export async function restore(source: BackupSource, file: string, options: { force: boolean; log: Log }): Promise<void> {
  const kind = backupKind(file);
  if (kind !== source.kind) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into.`
        : `${file} is a dump of the embedded database: unset DATABASE_URL (and set DATA_DIR) to restore it.`,
    );
  }
  if (source.kind === 'postgres') await restorePostgres(source.databaseUrl, file, options);
  else await restoreEmbedded(source.dataDir, file, options.force);
}

/** What a file holds, by its first bytes: pg_dump's custom format starts with PGDMP, PGlite's dump is a tar, maybe gzipped. */
function backupKind(file: string): BackupSource['kind'] {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    head = Buffer.alloc(512);
    fs.readSync(fd, head, 0, 512, 0);
    fs.closeSync(fd);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if ((head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString('latin1') === 'ustar') return 'embedded';
  throw new BackupError(`${file} is not a backup of the portal (neither a pg_dump custom-format file nor a PGlite data directory dump).`);
}

// PostgreSQL

/** The URL without its password (which goes to the tools in PGPASSWORD, not on a command line others can list). */
function connection(databaseUrl: string): { url: string; database: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  return { url: url.toString(), database, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** The client program to run: PG_DUMP / PG_RESTORE / PSQL when set (another version's), else the one on the PATH. */
function tool(name: 'pg_dump' | 'pg_restore' | 'psql'): { command: string; major: number; version: string } {
  const variable = name.toUpperCase();
  const command = process.env[variable] || name;
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new BackupError(
      `${command} cannot be run (${result.error?.message ?? result.stderr.trim()}): install PostgreSQL's client programs ` +
        `(Debian: apt-get install postgresql-client) or set ${variable} to the program's path.`,
    );
  }
  const version = /\(PostgreSQL\)\s+([\d.]+)/.exec(result.stdout)?.[1];
  if (!version) throw new BackupError(`${command} --version said "${result.stdout.trim()}": not a PostgreSQL client program.`);
  return { command, major: Number(version.split('.')[0]), version };
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  return client;
}

function cannotConnect(url: string, error: unknown): BackupError {
  return new BackupError(`Cannot connect to ${url}: ${(error as Error).message}`);
}

async function serverVersion(client: pg.Client): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    "select current_setting('server_version_num') as num, current_setting('server_version') as version",
  );
  const row = rows[0];
  return { major: Math.floor(Number(row?.num) / 10_000), version: row?.version ?? '?' };
}

/** Runs a client program; its error output becomes the failure's message. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
  const stderr = collect(child.stderr);
  const code = await closed(child);
  if (code !== 0) throw new BackupError(`${path.basename(command)} failed (exit code ${code}):\n${stderr().trim()}`);
  if (stderr().trim()) process.stderr.write(stderr());
}

/**
 * pg_dump's custom format of the whole database (the public schema and pg-boss's jobs), taken in one snapshot while
 * the portal keeps running. pg_dump cannot dump a server newer than itself: that is said before it starts.
 */
async function dumpPostgres(databaseUrl: string, file: string, log: Log): Promise<void> {
  const target = connection(databaseUrl);
  const pgDump = tool('pg_dump');
  const client = await connect(databaseUrl).catch((error: unknown) => {
    throw cannotConnect(target.url, error);
  });
  const server = await serverVersion(client).finally(() => client.end());
  if (pgDump.major < server.major) {
    throw new BackupError(
      `${pgDump.command} is version ${pgDump.version}, older than the server (PostgreSQL ${server.version}): pg_dump must be ` +
        `of the server's major version or newer. Install postgresql-client-${server.major} (or newer) and run again, or set ` +
        `PG_DUMP to its pg_dump (Debian: /usr/lib/postgresql/${server.major}/bin/pg_dump).`,
    );
  }
  log(`pg_dump ${pgDump.version}, server PostgreSQL ${server.version}, database ${target.database}`);
  await run(pgDump.command, ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${target.url}`], target.env);
}

/**
 * Restores into the database of DATABASE_URL, created empty when it does not exist. A database with the portal's tables
 * is replaced only with `force`. All in one transaction: a failure leaves the database as it was.
 */
async function restorePostgres(databaseUrl: string, file: string, options: { force: boolean; log: Log }): Promise<void> {
  const target = connection(databaseUrl);
  const pgRestore = tool('pg_restore');
  const psql = tool('psql');
  let client: pg.Client;
  try {
    client = await connect(databaseUrl);
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw cannotConnect(target.url, error);
    await createDatabase(databaseUrl, target.database);
    options.log(`Created the empty database ${target.database}`);
    client = await connect(databaseUrl);
  }
  try {
    const { rows } = await client.query<{ tables: number; sessions: number }>(
      `select (select count(*)::int from pg_tables where schemaname in ('public', ${pg.escapeLiteral(JOB_SCHEMA)})) as tables,
              (select count(*)::int from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as sessions`,
    );
    const { tables = 0, sessions = 0 } = rows[0] ?? {};
    if (tables > 0 && !options.force) {
      throw new BackupError(
        `The database ${target.database} holds the portal's tables (${tables}): restoring replaces them. Stop the portal and its ` +
          `workers, then run again with --force (or restore into a new, empty database).`,
      );
    }
    if (sessions > 0) {
      if (!options.force) {
        throw new BackupError(
          `${sessions} other connection(s) to the database ${target.database}: is the portal or a worker still running? Stop them ` +
            `first, or run again with --force.`,
        );
      }
      options.log(`Warning: ${sessions} other connection(s) to ${target.database}; restoring anyway (--force)`);
    }
    options.log(`pg_restore ${pgRestore.version} and psql ${psql.version} into ${target.database}`);
    await restoreInOneTransaction(pgRestore.command, psql.command, file, target);
    // pg_restore brings no planner statistics: without them the first queries would plan as on empty tables.
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** pg-boss's schema (its default). */
const JOB_SCHEMA = 'pgboss';

/**
 * pg_restore --clean --if-exists writes the restore as SQL, which psql runs in one transaction that is committed only
 * once pg_restore has written all of it. pg_restore alone (--clean --single-transaction) cannot replace pg-boss's
 * partitioned tables: it drops a partition's inherited key first, which PostgreSQL refuses. So the transaction first
 * drops pg-boss's schema whole; the dump brings it back.
 */
async function restoreInOneTransaction(
  pgRestore: string,
  psql: string,
  file: string,
  target: { url: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  const script = spawn(pgRestore, ['--clean', '--if-exists', '--no-owner', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const runner = spawn(psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${target.url}`], {
    env: { ...target.env, PGOPTIONS: '-c client_min_messages=warning' },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const scriptErrors = collect(script.stderr);
  const runnerErrors = collect(runner.stderr);
  const scriptClosed = closed(script);
  const runnerClosed = closed(runner);
  // psql stops reading at the first error: its exit code and error output say why, and pg_restore need not go on.
  runner.stdin.on('error', () => undefined);
  void runnerClosed.then(() => script.exitCode === null && script.kill());
  runner.stdin.write(`begin;\ndrop schema if exists ${pg.escapeIdentifier(JOB_SCHEMA)} cascade;\n`);
  script.stdout.pipe(runner.stdin, { end: false });
  // Without the commit, psql's end of input rolls the transaction back: a dump that breaks off changes nothing.
  void scriptClosed.then((code) => runner.stdin.end(code === 0 ? '\ncommit;\n' : undefined));
  const [scriptCode, runnerCode] = await Promise.all([scriptClosed, runnerClosed]);
  if (runnerCode !== 0) {
    throw new BackupError(`psql stopped at an error; the database was left as it was:\n${runnerErrors().trim() || scriptErrors().trim()}`);
  }
  if (scriptCode !== 0) {
    throw new BackupError(`pg_restore failed (exit code ${scriptCode}); the database was left as it was:\n${scriptErrors().trim()}`);
  }
  const warnings = `${scriptErrors()}${runnerErrors()}`.trim();
  if (warnings) process.stderr.write(`${warnings}\n`);
}

function collect(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  return () => text;
}

function closed(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
}

async function createDatabase(databaseUrl: string, name: string): Promise<void> {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  try {
    const client = await connect(maintenance.toString());
    try {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    throw new BackupError(
      `The database ${name} does not exist and could not be created (${(error as Error).message}): create it, empty, and run again.`,
    );
  }
}

// The embedded database

/**
 * A data directory holding postmaster.pid but no lock file was opened by something that does not take the lock: a
 * portal of an earlier version (before an upgrade), still running or stopped without closing the database.
 */
function refuseUntakenDirectory(dataDir: string, force: boolean): void {
  if (force || fs.existsSync(path.join(dataDir, LOCK_FILE)) || !fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new BackupError(
    `${dataDir} holds postmaster.pid but no ${LOCK_FILE}: a portal of an earlier version may have it open, or one stopped ` +
      `without closing it. Stop the portal; if none is running, run again with --force.`,
  );
}

function inUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    throw new BackupError(error.message);
  }
  throw error;
}

const gzip = promisify(zlib.gzip);

/** PGlite's dump of the data directory, gzipped, without the lock file this process holds while dumping. */
async function dumpEmbedded(dataDir: string, file: string, force: boolean): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir}: set DATA_DIR to its folder (or DATABASE_URL for PostgreSQL).`);
  }
  refuseUntakenDirectory(dataDir, force);
  const handle = await openDatabase({ databaseUrl: null, dataDir }).catch(inUse);
  let tar: Uint8Array;
  try {
    const dump = handle.dump && (await handle.dump('none'));
    if (!dump) throw new Error('The embedded database was expected');
    tar = new Uint8Array(await dump.arrayBuffer());
  } finally {
    await handle.close();
  }
  fs.writeFileSync(file, await gzip(withoutTarEntry(tar, LOCK_FILE), { level: zlib.constants.Z_BEST_SPEED }), { mode: 0o600 });
}

/**
 * The tar without one entry. A restored lock file would name the process that made the backup: ended, so taken over
 * by a portal starting while the restore writes the files.
 */
export function withoutTarEntry(tar: Uint8Array, name: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const entryName = Buffer.from(header.subarray(0, 100)).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(Buffer.from(header.subarray(124, 136)).toString('latin1').replace(/\0.*$/s, '').trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    // The two zero blocks that end the archive (and whatever follows) are kept as they are.
    if (entryName === '') {
      kept.push(tar.subarray(offset));
      break;
    }
    // PGlite names its entries from the root ('/portal.lock'), tar from the folder ('portal.lock', './portal.lock').
    if (entryName.replace(/^\.?\//, '') !== name) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat(kept);
}

/** Loads a dump into DATA_DIR (PGlite's loadDataDir); a folder holding a database is replaced only with `force`. */
async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<void> {
  const bytes = fs.readFileSync(file);
  const dump = new Blob([bytes], { type: bytes[0] === 0x1f && bytes[1] === 0x8b ? 'application/x-gzip' : 'application/x-tar' });
  fs.mkdirSync(dataDir, { recursive: true });
  refuseUntakenDirectory(dataDir, force);
  const release = (() => {
    try {
      return lockDataDir(dataDir);
    } catch (error) {
      return inUse(error);
    }
  })();
  try {
    const present = () => fs.readdirSync(dataDir).filter((entry) => entry !== LOCK_FILE && !entry.startsWith(`${LOCK_FILE}.`));
    const existing = present();
    if (existing.length > 0) {
      if (!force) {
        throw new BackupError(
          `${dataDir} is not empty: restoring would replace the database in it. Run again with --force to replace it ` +
            `(npm run backup first if it may be needed again).`,
        );
      }
      // The dump must start before the database it replaces is deleted.
      const probe = await openDatabase({ databaseUrl: null, dataDir: null, startFrom: dump }).catch((error: unknown) => {
        throw new BackupError(`${file} does not start as a database (${(error as Error).message}): nothing was changed.`);
      });
      await probe.close();
      for (const entry of existing) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
    try {
      const handle = await openDatabase({ databaseUrl: null, dataDir, startFrom: dump });
      try {
        await sql`select count(*) from pg_class`.execute(handle.db);
      } finally {
        await handle.close();
      }
    } catch (error) {
      // A half-written folder would start as a broken database: leave it empty instead.
      for (const entry of present()) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      throw new BackupError(`${file} could not be restored (${(error as Error).message}): ${dataDir} was left empty.`);
    }
  } finally {
    release();
  }
}

/** Runs an operator's command: a BackupError's message alone, anything else with its stack; exit code 1 on failure. */
export async function runCommand(name: string, command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    console.error(`${name} failed: ${error instanceof BackupError ? error.message : ((error as Error).stack ?? String(error))}`);
    process.exitCode = 1;
  }
}

/** 12.3 MB (12,912,345 bytes). */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]} (${bytes.toLocaleString('en-US')} bytes)`;
}
