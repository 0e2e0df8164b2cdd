/**
 * `npm run restore -- <file> [--force]`: restores a backup made by `npm run backup` (decision 042) into the database of
 * DATABASE_URL (created when missing) or, without it, into DATA_DIR. A database that holds data is replaced only with --force.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { backupSource, restore, runCommand } from '../src/db/backup.ts';

const USAGE = `Usage: npm run restore -- <file> [--force]
  <file>   a backup made by npm run backup (.dump: PostgreSQL, needs DATABASE_URL; .tar.gz: the embedded database)
  --force  replace the database that is there (stop the portal first)`;

/** npm runs scripts from the repository's root: a path the operator typed is read from where they typed it. */
const typedFrom = process.env.INIT_CWD ?? process.cwd();

await runCommand('restore', async () => {
  let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { values, positionals } = parsed;
  if (values.help) return console.log(USAGE);
  const [given, ...extra] = positionals;
  if (!given || extra.length > 0) {
    console.error(`Name one backup file.\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const source = backupSource(loadConfig());
  const file = path.resolve(typedFrom, given);
  const started = performance.now();
  await restore(source, file, { force: values.force ?? false, log: (line) => console.log(line) });
  const into = source.kind === 'postgres' ? 'the PostgreSQL database of DATABASE_URL' : source.dataDir;
  console.log(`Restored ${file} into ${into} in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the portal.`);
});
