/**
 * Benchmark of the back office's documents export (issue 33): one closed month of 2,000 partners — each with its
 * invoice, act and XML УПД, 6,000 files — as one ZIP written by the export's job into the database in 1 MiB chunks;
 * then the same for 500 partners, to show that memory does not grow with the number of partners: the job holds one
 * invoice's files and one chunk at a time, and reads the invoices a page at a time.
 *
 * Every partner bills the same month with the lines of a real closed month (the API tests' February world, copied), and
 * has the requisites the XML needs. Each run is a process of its own, so that its peak memory is its own: the time of
 * the whole export, the peak resident set (process.memoryUsage().rss, sampled every 20 ms, and its rise over the
 * process before the export) and the peak heap in use. On the embedded database (a data directory on disk, so that the
 * stored ZIP is not in the process's memory), then on PostgreSQL when DATABASE_URL is set (a scratch database, dropped
 * after).
 *
 * Run: npm run bench:documents (DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for PostgreSQL too;
 * BENCH_DOCUMENTS_PARTNERS=2000,500 to choose the sizes; BENCH_DOCUMENTS_EMBEDDED=0 for PostgreSQL only). Exits 1 when the
 * ZIP lacks files or the larger export's peak heap is more than 1.5× the smaller's.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { completeInn } from '@portal/domain';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/seed/prepare.ts';
import { runDocumentExport, startDocumentExport } from '../apps/server/src/services/document-export.service.ts';
import { closeMonth } from '../apps/server/src/services/invoice.service.ts';
import { createFebruaryWorld, FEBRUARY_2026 } from '../apps/server/test/support/billing.ts';
import { NO_JOBS } from '../apps/server/test/support/no-jobs.ts';
import { createScratchDatabase } from '../apps/server/test/support/scratch-database.ts';

const SIZES = (process.env.BENCH_DOCUMENTS_PARTNERS ?? '2000,500').split(',').map(Number);
const MONTH = '2026-02';
/** The larger export's peak heap may be at most this many times the smaller's: memory does not follow the partners. */
const MAX_HEAP_RATIO = 1.5;
const SAMPLE_MS = 20;

type Kind = 'embedded' | 'postgres';
type Result = {
  kind: Kind;
  partners: number;
  invoices: number;
  files: number;
  seconds: number;
  zipBytes: number;
  chunks: number;
  baseRss: number;
  peakRss: number;
  peakHeap: number;
};

/** `partners` partners, each with February 2026 closed into an invoice with the February world's lines. */
async function seed(db: Db, partners: number): Promise<string> {
  const { id: operatorId } = await db
    .insertInto('accounts')
    .values({ email: 'operator@bench.ru', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into partners (kind, partner_code, name, contact_name, email, phone, participation_status, unique_exchange_id,
                          inn, kpp, legal_address)
    select 'partner', nextval('partner_code_seq')::text, 'ООО «Партнер ' || n || '»', 'Бенчмарков Бенчмарк',
           'partner' || n || '@bench.ru', '8 912 345 67 89', 'on', gen_random_uuid()::text,
           null, '770101001', n || '000, г. Москва, ул. Бенчмарочная, д. ' || n
    from generate_series(1, ${partners}) n`.execute(db);
  // A company's ИНН with its check digit, as the XML УПД requires.
  const ids = await db.selectFrom('partners').select('id').where('kind', '=', 'partner').orderBy('partner_code').execute();
  for (const [index, { id }] of ids.entries()) {
    await db
      .updateTable('partners')
      .set({ inn: completeInn(String(770_100_000 + index)) })
      .where('id', '=', id)
      .execute();
  }
  // The first partner's month is closed for real; the others' invoices copy its lines.
  const template = ids[0]?.id ?? '';
  await createFebruaryWorld(db, template);
  await closeMonth(db, FEBRUARY_2026, { enqueue: null, portalUrl: 'http://127.0.0.1' });
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'sum', 'line_count', 'closed_at'])
    .where('partner_id', '=', template)
    .executeTakeFirstOrThrow();
  await sql`
    insert into invoices (partner_id, year, month, number, sum, line_count, closed_at)
    select p.id, ${FEBRUARY_2026.year}, ${FEBRUARY_2026.month}, '2026-02/' || lpad(p.partner_code, 6, '0'),
           ${invoice.sum}, ${invoice.line_count}, ${invoice.closed_at}
    from partners p where p.kind = 'partner' and p.id <> ${template}`.execute(db);
  const columns = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_name = 'invoice_lines' and column_name not in ('id', 'invoice_id') order by ordinal_position`.execute(db);
  const list = sql.join(columns.rows.map((c) => sql.ref(c.name)));
  const fromLine = sql.join(columns.rows.map((c) => sql.ref(`l.${c.name}`)));
  await sql`
    insert into invoice_lines (invoice_id, ${list})
    select i.id, ${fromLine} from invoices i cross join invoice_lines l
    where l.invoice_id = ${invoice.id} and i.id <> ${invoice.id}`.execute(db);
  await sql`analyze`.execute(db);
  return operatorId;
}

/** One size on one database, in this process: seeds, exports, samples the memory; prints its result as JSON. */
async function runOne(kind: Kind, partners: number): Promise<void> {
  const dataDir = kind === 'embedded' ? await mkdtemp(join(tmpdir(), 'bench-documents-')) : null;
  const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL ?? '', 'bench_documents') : null;
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir });
  try {
    await prepareDatabase(handle);
    const db = handle.db;
    const operatorId = await seed(db, partners);
    const started = await startDocumentExport(db, NO_JOBS, operatorId, { months: [MONTH] });
    global.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      peakRss = Math.max(peakRss, rss);
      peakHeap = Math.max(peakHeap, heapUsed);
    }, SAMPLE_MS);
    const at = performance.now();
    await runDocumentExport(db, loadConfig({}).vendor, started.exportId);
    const seconds = (performance.now() - at) / 1000;
    clearInterval(sampler);
    const row = await db
      .selectFrom('document_exports')
      .select(['done', 'total', sql<string>`size::text`.as('size')])
      .where('id', '=', started.exportId)
      .executeTakeFirstOrThrow();
    const chunks = await db
      .selectFrom('document_export_chunks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('export_id', '=', started.exportId)
      .executeTakeFirstOrThrow();
    const files = await zipEntryCount(db, started.exportId);
    const result: Result = {
      kind,
      partners,
      invoices: row.done,
      files,
      seconds,
      zipBytes: Number(row.size),
      chunks: Number(chunks.n),
      baseRss,
      peakRss,
      peakHeap,
    };
    console.log(JSON.stringify(result));
  } finally {
    await handle.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

/** The ZIP's entries, counted from its end of central directory record (at the end of the last two chunks). */
async function zipEntryCount(db: Db, exportId: string): Promise<number> {
  const last = await db
    .selectFrom('document_export_chunks')
    .select('data')
    .where('export_id', '=', exportId)
    .orderBy('seq', 'desc')
    .limit(2)
    .execute();
  const data = Buffer.concat(last.reverse().map((chunk) => Buffer.from(chunk.data)));
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end < 0 ? 0 : data.readUInt16LE(end + 10);
}

/** Runs one size in a process of its own and reads its result. */
function child(kind: Kind, partners: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', '--expose-gc', process.argv[1] ?? ''], {
      env: { ...process.env, BENCH_DOCUMENTS_RUN: `${kind}:${partners}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    run.stdout.on('data', (data: Buffer) => (out += data.toString()));
    run.on('error', reject);
    run.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`the ${kind} run of ${partners} partners failed (${code}): ${out}`));
      else resolve(JSON.parse(line) as Result);
    });
  });
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`.padStart(8);

async function main(): Promise<number> {
  const kinds: Kind[] = [
    ...(process.env.BENCH_DOCUMENTS_EMBEDDED === '0' ? [] : ['embedded' as const]),
    ...(process.env.DATABASE_URL ? ['postgres' as const] : []),
  ];
  console.log(
    `Documents export of ${MONTH} (invoice PDF, act PDF and XML УПД per partner), Node ${process.version}; each run in its own ` +
      `process, memory sampled every ${SAMPLE_MS} ms.\n`,
  );
  console.log(
    `${'database'.padEnd(22)} ${'partners'.padStart(8)} ${'files'.padStart(6)} ${'time'.padStart(8)} ${'per file'.padStart(9)} ` +
      `${'ZIP'.padStart(8)} ${'chunks'.padStart(6)} ${'RSS before'.padStart(10)} ${'peak RSS'.padStart(8)} ${'rise'.padStart(8)} ${'peak heap'.padStart(9)}`,
  );
  let failures = 0;
  for (const kind of kinds) {
    const results: Result[] = [];
    for (const partners of SIZES) {
      const r = await child(kind, partners);
      results.push(r);
      if (r.files !== r.invoices * 3) failures++;
      console.log(
        `${(kind === 'embedded' ? 'PGlite (data dir)' : 'PostgreSQL').padEnd(22)} ${String(r.partners).padStart(8)} ${String(r.files).padStart(6)} ` +
          `${`${r.seconds.toFixed(1)} s`.padStart(8)} ${`${((r.seconds * 1000) / Math.max(1, r.files)).toFixed(1)} ms`.padStart(9)} ` +
          `${mb(r.zipBytes)} ${String(r.chunks).padStart(6)} ${mb(r.baseRss).padStart(10)} ${mb(r.peakRss)} ${mb(r.peakRss - r.baseRss)} ${mb(r.peakHeap).padStart(9)}`,
      );
    }
    const byPartners = [...results].sort((a, b) => a.partners - b.partners);
    const small = byPartners[0];
    const large = byPartners.at(-1);
    if (small && large && large !== small) {
      const ratio = large.peakHeap / small.peakHeap;
      const ok = ratio <= MAX_HEAP_RATIO;
      if (!ok) failures++;
      console.log(
        `  peak heap at ${large.partners} partners is ${ratio.toFixed(2)}× that at ${small.partners} ` +
          `(${(large.partners / small.partners).toFixed(0)}× the partners): ${ok ? `within ${MAX_HEAP_RATIO}×` : 'OUT OF BOUNDS'}`,
      );
    }
  }
  console.log(
    `\n${failures === 0 ? 'Every ZIP complete; memory flat in the number of partners.' : `${failures} figure(s) out of bounds.`}`,
  );
  return failures;
}

const only = process.env.BENCH_DOCUMENTS_RUN;
if (only) {
  const [kind, partners] = only.split(':');
  await runOne(kind === 'postgres' ? 'postgres' : 'embedded', Number(partners));
} else {
  process.exitCode = (await main()) === 0 ? 0 : 1;
}
