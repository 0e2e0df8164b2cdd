/**
 * What the benchmarks share: the median of repeated runs after warm-ups (the two partners' runs interleaved), the side-by-side verdict (a large partner
 * within 2× of a small one and under 50 ms), and EXPLAIN ANALYZE of exactly the statements a repository sends.
 */
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';

export const WARMUP = 5;
export const RUNS = 30;
export const LIMIT_MS = 50;
export const MAX_RATIO = 2;

type ListResult = { items: unknown[]; total: number };
/** One list call of a repository, run on the given database (or on one that records its statements). */
export type ListCall = (db: Db, partnerId: string) => Promise<ListResult>;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Times a call for both partners, their runs interleaved (A, B, A, B…) so that a change in the machine's load while
 * measuring weighs on both alike.
 */
async function timePair(
  db: Db,
  partners: { large: string; small: string },
  call: ListCall,
): Promise<Array<{ ms: number; items: number; total: number }>> {
  const ids = [partners.large, partners.small];
  const results = ids.map(() => ({ items: 0, total: 0 }));
  for (let i = 0; i < WARMUP; i++) for (const id of ids) await call(db, id);
  const samples: number[][] = ids.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, id] of ids.entries()) {
      const started = performance.now();
      const result = await call(db, id);
      samples[k]?.push(performance.now() - started);
      results[k] = { items: result.items.length, total: result.total };
    }
  }
  return ids.map((_, k) => ({ ms: median(samples[k] ?? []), ...(results[k] ?? { items: 0, total: 0 }) }));
}

/** Captures the statements a call sends, so that EXPLAIN runs exactly those. */
function captureQueries(db: Db): { db: Db; nodes: RootOperationNode[] } {
  const nodes: RootOperationNode[] = [];
  // transformQuery also sees the subqueries a statement is built from: keep only the statements executed.
  const seen = new Map<unknown, RootOperationNode>();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      seen.set(args.queryId, args.node);
      return args.node;
    },
    transformResult: async (args) => {
      const node = seen.get(args.queryId);
      if (node) nodes.push(node);
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), nodes };
}

export async function explain(db: Db, partnerId: string, call: ListCall): Promise<string> {
  const captured = captureQueries(db);
  await call(captured.db, partnerId);
  const parts: string[] = [];
  for (const node of captured.nodes) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'bench' } as never);
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${compiled.sql}`, [...compiled.parameters]),
    );
    parts.push(`  ${compiled.sql}\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
  }
  return parts.join('\n');
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number, digits = 2) => value.toFixed(digits).padStart(width);

/**
 * Runs every call for the large partner and the small one side by side, prints one line each and the plans of the
 * large partner's statements; returns how many calls were out of bounds.
 */
export async function compareSideBySide(
  db: Db,
  partners: { large: string; small: string; largeLabel: string },
  calls: Array<{ label: string; call: ListCall }>,
): Promise<number> {
  const width = Math.max(34, ...calls.map((c) => c.label.length + 1));
  console.log(
    `${pad('query', width)} ${'A ms'.padStart(8)} ${'B ms'.padStart(8)} ${'A/B'.padStart(6)}  ${'A rows/total'.padStart(14)}  ${'B rows/total'.padStart(14)}  verdict`,
  );
  let failures = 0;
  for (const { label, call } of calls) {
    const [ra, rb] = await timePair(db, partners, call);
    if (!ra || !rb) throw new Error('No timing');
    const ratio = ra.ms / rb.ms;
    const ok = ratio <= MAX_RATIO && ra.ms < LIMIT_MS;
    if (!ok) failures++;
    const verdict = `${ratio <= MAX_RATIO ? 'within 2×' : 'OVER 2×'}, ${ra.ms < LIMIT_MS ? `under ${LIMIT_MS} ms` : `OVER ${LIMIT_MS} ms`}`;
    console.log(
      `${pad(label, width)} ${num(ra.ms, 8)} ${num(rb.ms, 8)} ${num(ratio, 6)}  ${`${ra.items}/${ra.total}`.padStart(14)}  ${`${rb.items}/${rb.total}`.padStart(14)}  ${verdict}`,
    );
  }
  console.log(`\nEXPLAIN ANALYZE for partner A (${partners.largeLabel}):`);
  for (const { label, call } of calls) {
    console.log(`\n- ${label}\n${await explain(db, partners.large, call)}`);
  }
  return failures;
}

/**
 * A whole benchmark: a fresh embedded database, migrated and seeded with a large and a small partner, then every call
 * side by side. Exits with 1 when a call is out of bounds.
 */
export async function runBenchmark(options: {
  /** What one run of a call does, for the header line. */
  what: string;
  seed: (db: Db) => Promise<{ large: string; small: string; largeLabel: string; smallLabel: string }>;
  calls: Array<{ label: string; call: ListCall }>;
}): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  const { db } = handle;
  try {
    await migrateToLatest(db as never);
    console.log(`Embedded PGlite (in memory), Node ${process.version}`);
    const partners = await options.seed(db);
    await db.executeQuery(CompiledQuery.raw('analyze'));
    console.log(
      `Seeded partner A with ${partners.largeLabel} and partner B with ${partners.smallLabel} in ${((performance.now() - started) / 1000).toFixed(1)} s; median of ${RUNS} runs after ${WARMUP} warm-ups, ${options.what} per run.\n`,
    );
    const failures = await compareSideBySide(db, partners, options.calls);
    console.log(
      `\n${failures === 0 ? `All queries within ${MAX_RATIO}× of the small partner and under ${LIMIT_MS} ms.` : `${failures} query(ies) out of bounds.`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}
