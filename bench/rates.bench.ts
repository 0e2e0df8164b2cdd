/**
 * Benchmark of the rate pages (decision 022) on the embedded database with the seeded catalogue: a page (its one
 * statement over every option and version, and the texts), the partners' PDF and the industry workbook, each the
 * median of repeated runs after warm-ups. A page must stay under 50 ms. Run: npm run bench:rates (exits 1 when not).
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/seed/prepare.ts';
import { rateFile, ratePage } from '../apps/server/src/services/rates.service.ts';
import { LIMIT_MS, median, RUNS, WARMUP } from './measure.ts';

const handle = await openDatabase({ databaseUrl: null, dataDir: null });
const { db } = handle;
let failed = false;
try {
  await prepareDatabase(handle);
  console.log(`Embedded PGlite (in memory), Node ${process.version}; median of ${RUNS} runs after ${WARMUP} warm-ups`);
  const cases: Array<{ label: string; limit: number | null; call: () => Promise<unknown> }> = [
    { label: 'page 1С:ГРМ 2025', limit: LIMIT_MS, call: () => ratePage(db, 'partner', 'grm', '2025') },
    { label: 'page 1С:ОИ 01.06.2025', limit: LIMIT_MS, call: () => ratePage(db, 'distributor', 'oi', '01.06.2025') },
    { label: 'partners’ PDF 1С:ГРМ 2025', limit: null, call: () => rateFile(db, 'partner', 'grm', '2025', 'partner.pdf') },
    { label: 'industry workbook 2025', limit: null, call: () => rateFile(db, 'partner', 'grm', '2025', 'industry.xlsx') },
  ];
  for (const { label, limit, call } of cases) {
    for (let i = 0; i < WARMUP; i++) await call();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await call();
      samples.push(performance.now() - started);
    }
    const ms = median(samples);
    const over = limit !== null && ms > limit;
    failed ||= over;
    console.log(`${label.padEnd(32)} ${ms.toFixed(1).padStart(7)} ms${over ? `  OVER ${limit} ms` : ''}`);
  }
} finally {
  await handle.close();
}
if (failed) process.exit(1);
