/**
 * Backup and restore times (decision 042) with the operator's real commands, `npm run backup` and `npm run restore`
 * run as child processes: the demo world and the invoice benchmark's world (BENCH_PARTNERS partners, 2,000 by default,
 * × 24 closed months; bench/data.ts), on the embedded database (a data directory in a temporary folder, deleted before
 * the restore) and, with DATABASE_URL, on PostgreSQL (a scratch database on that server, dropped before the restore,
 * which creates it again). Each restore is checked: every table's row count and the money tables' checksums as before.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:backup [-- --world demo|invoices]
 * (without DATABASE_URL, the embedded database alone). Exits 1 when a restore differs or a command fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { fingerprint, npmRun, type Fingerprint } from '../apps/server/test/support/backups.ts';
import { createScratchDatabase } from '../apps/server/test/support/scratch-database.ts';
import { addInvoicedPartners, INVOICE_WORLD } from './data.ts';

const PARTNERS = Number(process.env.BENCH_PARTNERS ?? 2_000);
const { values: args } = parseArgs({ options: { world: { type: 'string' } } });
const worlds = (args.world ? [args.world] : ['demo', 'invoices']) as Array<'demo' | 'invoices'>;
const serverUrl = process.env.DATABASE_URL || null;

type Engine = 'embedded' | 'postgres';
/** Where a world lives: how to open it, what the commands need to find it, how to drop it and to remove what is left. */
type Place = { open(): Promise<DatabaseHandle>; env: Record<string, string>; drop(): Promise<void>; cleanUp(): Promise<void> };

const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));

async function placeFor(engine: Engine): Promise<Place> {
  if (engine === 'embedded') {
    const dataDir = fs.mkdtempSync(path.join(scratchDir, 'data-'));
    const drop = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    return { open: () => openDatabase({ databaseUrl: null, dataDir }), env: { DATA_DIR: dataDir }, drop, cleanUp: drop };
  }
  if (!serverUrl) throw new Error('DATABASE_URL is needed for PostgreSQL');
  const scratch = await createScratchDatabase(serverUrl, 'bench_backup');
  return {
    open: () => openDatabase({ databaseUrl: scratch.url, dataDir: null }),
    env: { DATABASE_URL: scratch.url },
    drop: () => scratch.drop(),
    cleanUp: () => scratch.drop(),
  };
}

/** Builds the world as the portal would start on it (migrations, catalogue; the demo world when asked), then the invoices. */
async function build(place: Place, world: 'demo' | 'invoices'): Promise<Fingerprint> {
  const database = await place.open();
  try {
    const config = loadConfig(
      {},
      { seedDemo: world === 'demo', jobsInProcess: false, logLevel: 'silent', webDistDir: '/nonexistent-web-dist' },
    );
    const app = await buildApp({ config, database, logger: false });
    await app.close();
    if (world === 'invoices') await addInvoicedPartners(database.db, PARTNERS);
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
}

/** The time the script itself reports ("in 1.2 s"), apart from npm's and Node's start. */
const ownSeconds = (output: string) => /in (\d+\.\d) s/.exec(output)?.[1] ?? '?';
const rowsOf = (print: Fingerprint) => Object.values(print.counts).reduce((sum, n) => sum + n, 0);

const started = performance.now();
console.log(
  `Backup and restore, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; invoice world: ${PARTNERS} partners × ${INVOICE_WORLD.months} months. Seconds of the whole command (its own).\n`,
);
console.log(
  `${'database'.padEnd(10)} ${'world'.padEnd(9)} ${'rows'.padStart(8)} ${'file'.padStart(9)} ${'backup'.padStart(13)} ${'restore'.padStart(13)}  same`,
);
let failures = 0;
for (const engine of (['embedded', 'postgres'] as const).filter((e) => e === 'embedded' || serverUrl)) {
  for (const world of worlds) {
    const place = await placeFor(engine);
    try {
      const before = await build(place, world);
      const file = path.join(scratchDir, `${engine}-${world}${engine === 'postgres' ? '.dump' : '.tar.gz'}`);
      const backedUp = await npmRun('backup', ['--out', file], place.env);
      if (backedUp.code !== 0) throw new Error(backedUp.output);
      await place.drop();
      const restored = await npmRun('restore', [file], place.env);
      if (restored.code !== 0) throw new Error(restored.output);
      const database = await place.open();
      const after = await fingerprint(database.db).finally(() => database.close());
      const same = JSON.stringify(after) === JSON.stringify(before);
      if (!same) failures++;
      const megabytes = `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
      const seconds = (run: { seconds: number; output: string }) => `${run.seconds.toFixed(1)} (${ownSeconds(run.output)})`.padStart(13);
      console.log(
        `${engine.padEnd(10)} ${world.padEnd(9)} ${String(rowsOf(before)).padStart(8)} ${megabytes.padStart(9)} ${seconds(backedUp)} ${seconds(restored)}  ${same ? 'yes' : 'NO'}`,
      );
    } catch (error) {
      failures++;
      console.log(`${engine.padEnd(10)} ${world.padEnd(9)} failed: ${(error as Error).message}`);
    } finally {
      await place.cleanUp();
    }
  }
}
fs.rmSync(scratchDir, { recursive: true, force: true });
console.log(
  `\n${failures === 0 ? 'Every restore as backed up.' : `${failures} failure(s).`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
process.exitCode = failures === 0 ? 0 : 1;
