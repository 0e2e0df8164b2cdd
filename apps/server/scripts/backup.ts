/**
 * `npm run backup -- [--out <file>] [--force]`: backs up the portal's database (decision 042). With DATABASE_URL, a
 * pg_dump of that database while the portal runs; without it, the embedded database of DATA_DIR, with the portal stopped.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { backup, backupSource, defaultBackupFile, formatSize, runCommand } from '../src/db/backup.ts';

const USAGE = `Usage: npm run backup -- [--out <file>] [--force]
  --out <file>  where to write the backup (default: backups/portal-<kind>-<UTC time>.dump or .tar.gz)
  --force       embedded database only: back up a DATA_DIR that an earlier version's portal may still hold`;

/** npm runs scripts from the repository's root: a path the operator typed is read from where they typed it. */
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const backupsDir = path.resolve(import.meta.dirname, '../../../backups');

await runCommand('backup', async () => {
  let values: { out?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (values.help) return console.log(USAGE);
  const source = backupSource(loadConfig());
  const file = values.out ? path.resolve(typedFrom, values.out) : defaultBackupFile(source, backupsDir);
  const started = performance.now();
  const bytes = await backup(source, file, { force: values.force ?? false, log: (line) => console.log(line) });
  const what = source.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database of ${source.dataDir}`;
  console.log(`Backed up ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s:\n${file}\n${formatSize(bytes)}`);
});
