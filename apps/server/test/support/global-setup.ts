/**
 * Once per run of the API tests: one database migrated and seeded with the catalogue, which every test file copies
 * instead of building its own (PGlite's start and the migrations took 3–4 s of CPU a file). On the embedded database it
 * is a dump of PGlite's data directory in a temporary file; on the PostgreSQL server of TEST_DATABASE_URL, a template
 * database. Both are removed when the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { prepareDatabase } from '../../src/seed/prepare.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface, which a type alias cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The dump of a migrated PGlite data directory: a file's path. */
    testDatabaseImage: string | null;
    /** The migrated template database on the PostgreSQL server. */
    testDatabaseTemplate: string | null;
  }
}

async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await prepareDatabase(handle);
  return handle;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'portal_template');
    const handle = await migrated(await openDatabase({ databaseUrl: template.url, dataDir: null }));
    await handle.close();
    project.provide('testDatabaseImage', null);
    project.provide('testDatabaseTemplate', template.name);
    return () => template.drop();
  }
  const handle = await migrated(await openDatabase({ databaseUrl: null, dataDir: null }));
  if (!handle.dump) throw new Error('The embedded database was expected');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-db-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await (await handle.dump()).arrayBuffer()));
  await handle.close();
  project.provide('testDatabaseImage', file);
  project.provide('testDatabaseTemplate', null);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
