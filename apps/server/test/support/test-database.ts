/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (dropped again when the file is done). Each is a copy of the run's migrated database (global-setup.ts).
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseLimits } from '../../src/db/database.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** On PostgreSQL: `through` routes the connections (a fault proxy), `limits` replaces the default timeouts. */
export type TestDatabaseOptions = { through?: (url: string) => string; limits?: DatabaseLimits };

/** The migrated PGlite dump, read once per worker (the modules stay loaded from file to file). */
let image: Blob | undefined;
function migratedImage(): Blob | undefined {
  const file = inject('testDatabaseImage');
  if (file && !image) image = new Blob([fs.readFileSync(file)]);
  return image;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: null, dataDir: null, startFrom: migratedImage() });

  const scratch = await createScratchDatabase(serverUrl, 'portal_test', inject('testDatabaseTemplate') ?? undefined);
  const databaseUrl = options.through ? options.through(scratch.url) : scratch.url;
  const handle = await openDatabase({ databaseUrl, dataDir: null, limits: options.limits });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
