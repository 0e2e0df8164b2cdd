/**
 * A database of its own on a PostgreSQL server, for a test file or a drill (bench/), dropped again afterwards; a copy of
 * `template` when one is named (a database nobody is connected to).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
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
