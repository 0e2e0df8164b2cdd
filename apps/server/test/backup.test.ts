/**
 * Backups that restore (decision 042): the demo world (orders, invoices, payments, a signed-in session, queued jobs) is
 * backed up with `npm run backup`, its database dropped, restored with `npm run restore`, and the restored database
 * holds the same rows (every table of the public and pg-boss schemas counted, the money tables checksummed); the portal
 * then starts on it and the partner signs in. On the embedded database always, on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-world.ts';
import { fingerprint, npmRun, type Fingerprint } from './support/backups.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import { buildAppOn, login, request, type Session } from './support/test-app.ts';

const PARTNER = 'partner@demo.ru';
const serverUrl = process.env.TEST_DATABASE_URL;
/**
 * The demo world is seeded and the backup made and restored by child processes, on a loaded two-core machine: CI's
 * PostgreSQL pass runs niced beside the browser journeys, where 150 s was not enough.
 */
const JOURNEY_MS = 420_000;

/** The migrated database of this run (global-setup.ts), so that the embedded world skips the migrations. */
function migratedImage(): Blob | undefined {
  const file = inject('testDatabaseImage');
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** The portal of the world to back up: the demo world seeded, the partner signed in, a letter queued (no worker runs). */
async function portalWithDemoWorld(database: DatabaseHandle): Promise<{ app: FastifyInstance; session: Session }> {
  const app = await buildAppOn(database, { seedDemo: true, jobsInProcess: false });
  await app.enqueue.letter(app.db, randomUUID());
  return { app, session: await login(app, PARTNER, DEMO_PASSWORD) };
}

/** The portal started on the restored database: the partner signs in, and the session from before the backup still holds. */
async function expectPortalServes(database: DatabaseHandle, session: Session): Promise<void> {
  const app = await buildAppOn(database, { jobsInProcess: false });
  try {
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: PARTNER, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const me = await request(app, session, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: PARTNER });
  } finally {
    await app.close();
  }
}

function expectWorldWithMoney(before: Fingerprint): void {
  for (const table of [
    'public.orders',
    'public.invoices',
    'public.payments',
    'public.sessions',
    'public.usage_ledger',
    'pgboss.queue',
    'pgboss.job',
  ]) {
    expect(before.counts[table], table).toBeGreaterThan(0);
  }
}

const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
afterAll(() => fs.rmSync(scratchDir, { recursive: true, force: true }));

// The embedded database's pass covers it; the PostgreSQL pass (TEST_DATABASE_URL) runs only PostgreSQL's.
describe.skipIf(!!serverUrl)('npm run backup and npm run restore, embedded database', () => {
  it(
    'restore the world that was backed up, refusing a running portal and a data directory that holds a database',
    async () => {
      const dataDir = path.join(scratchDir, 'data');
      const file = path.join(scratchDir, 'embedded.tar.gz');
      const database = await openDatabase({ databaseUrl: null, dataDir, startFrom: migratedImage() });
      const { app, session } = await portalWithDemoWorld(database);

      // The portal has the directory open: the backup says which process to stop.
      const whileRunning = await npmRun('backup', ['--out', file], { DATA_DIR: dataDir });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toContain(`is open in process ${process.pid}`);
      expect(fs.existsSync(file)).toBe(false);

      await app.close();
      const before = await fingerprint(database.db);
      expectWorldWithMoney(before);
      await database.close();

      const backedUp = await npmRun('backup', ['--out', file], { DATA_DIR: dataDir });
      expect(backedUp.code, backedUp.output).toBe(0);
      expect(backedUp.output).toContain(file);
      expect(backedUp.output).toMatch(/\d\.\d MB/);

      fs.rmSync(dataDir, { recursive: true });
      const restored = await npmRun('restore', [file], { DATA_DIR: dataDir });
      expect(restored.code, restored.output).toBe(0);

      const again = await npmRun('restore', [file], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.output).toContain(`${dataDir} is not empty`);

      const reopened = await openDatabase({ databaseUrl: null, dataDir });
      try {
        expect(await fingerprint(reopened.db)).toEqual(before);
        await expectPortalServes(reopened, session);
      } finally {
        await reopened.close();
      }
    },
    JOURNEY_MS,
  );
});

describe.skipIf(!serverUrl)('npm run backup and npm run restore, PostgreSQL', () => {
  it(
    'restore the world that was backed up into the dropped database, and replace a database only with --force',
    async () => {
      if (!serverUrl) return;
      const scratch = await createScratchDatabase(serverUrl, 'portal_backup', inject('testDatabaseTemplate') ?? undefined);
      const file = path.join(scratchDir, 'postgres.dump');
      const env = { DATABASE_URL: scratch.url };
      // The one connection pool open at a time, closed before the database is dropped or replaced.
      let database: DatabaseHandle | null = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
      const reopen = async () => {
        await database?.close();
        database = null;
        database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
        return database;
      };
      const closeDatabase = async () => {
        await database?.close();
        database = null;
      };
      try {
        const { app, session } = await portalWithDemoWorld(database);
        await app.close();
        const before = await fingerprint(database.db);
        expectWorldWithMoney(before);

        // Online: the portal's connections stay open while pg_dump runs.
        const backedUp = await npmRun('backup', ['--out', file], env);
        expect(backedUp.code, backedUp.output).toBe(0);
        expect(backedUp.output).toContain(file);
        await closeDatabase();

        await scratch.drop();
        const restored = await npmRun('restore', [file], env);
        expect(restored.code, restored.output).toBe(0);
        expect(restored.output).toContain('Created the empty database');

        const restoredDatabase = await reopen();
        expect(await fingerprint(restoredDatabase.db)).toEqual(before);
        await expectPortalServes(restoredDatabase, session);
        await closeDatabase();

        // A database with the portal's tables is replaced only when asked, and then whole (pg-boss's partitions too).
        const refused = await npmRun('restore', [file], env);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain("holds the portal's tables");
        const replaced = await npmRun('restore', [file, '--force'], env);
        expect(replaced.code, replaced.output).toBe(0);
        expect(await fingerprint((await reopen()).db)).toEqual(before);
      } finally {
        await closeDatabase();
        await scratch.drop();
      }
    },
    JOURNEY_MS,
  );

  it('refuses a pg_dump older than the server, saying which version to install', async () => {
    if (!serverUrl) return;
    const oldPgDump = path.join(scratchDir, 'pg_dump');
    fs.writeFileSync(oldPgDump, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const file = path.join(scratchDir, 'old.dump');
    const result = await npmRun('backup', ['--out', file], { DATABASE_URL: serverUrl, PG_DUMP: oldPgDump });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/version 9\.6\.24, older than the server \(PostgreSQL \d+/);
    expect(result.output).toMatch(/Install postgresql-client-\d+/);
    expect(fs.existsSync(file)).toBe(false);
  });
});
