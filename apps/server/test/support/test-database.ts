/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again when the file is done).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseLimits } from '../../src/db/database.ts';

/** On PostgreSQL: `through` routes the connections (a fault proxy), `limits` replaces the default timeouts. */
export type TestDatabaseOptions = { through?: (url: string) => string; limits?: DatabaseLimits };

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: null, dataDir: null });

  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = options.through ? options.through(url.toString()) : url.toString();
  const handle = await openDatabase({ databaseUrl, dataDir: null, limits: options.limits });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // Connections still closing must finish on their own: killing them makes pg report an uncaught error.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await dropper.query(`drop database if exists ${name}${attempt < 20 ? '' : ' with (force)'}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      await dropper.end();
    },
  };
}
