/**
 * Benchmark of the lead lists (issue 15, decision 023) on the embedded database: a portal with 50,000 common leads and
 * a partner with 50,000 leads of its own, against one with 100 of each. The common pool's first page, my leads' first
 * page and my leads with a search must each stay within 2× of the small portal and under 50 ms.
 *
 * Run: npm run bench:leads (it exits 1 when a figure is out of bounds; BENCH_LEADS=5000 for a quick run,
 * BENCH_EXPLAIN=1 for the plans of the large portal's statements).
 */
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/catalogue.ts';
import { listCommonLeads, listOwnLeads, type PartnerScope } from '../apps/server/src/repositories/lead.repository.ts';
import { countLeads } from '../apps/server/src/repositories/office.repository.ts';
import { insertPartner } from '../apps/server/src/repositories/partner.repository.ts';
import { explain, LIMIT_MS, MAX_RATIO, median, RUNS, WARMUP } from './measure.ts';

const LARGE = Number(process.env.BENCH_LEADS ?? 50_000);
const SMALL = 100;
const BATCH = 1_000;
/** Every tenth common lead has been taken to work by the partner (its row shows as sent). */
const APPLIED_EVERY = 10;

const PRODUCTS = ['bp', 'zup', 'ut', 'biz'];

type World = { db: Db; close: () => Promise<void>; scope: PartnerScope; label: string };

async function insertLeads(db: Db, label: string, count: number, partnerId: string | null): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let k = start; k < Math.min(count, start + BATCH); k++) {
      const applied = partnerId === null && k % APPLIED_EVERY === 0;
      rows.push({
        status: partnerId
          ? k % 3 === 0
            ? ('PROCESSED' as const)
            : ('DISPATCHED' as const)
          : applied
            ? ('APPLIED' as const)
            : ('NON_DISPATCHED' as const),
        partner_id: partnerId,
        name: `ООО «Клиент ${label}-${partnerId ? 'own' : 'pool'}-${k}»`,
        responsible: `Клиентов ${k}`,
        email: `client-${label.toLowerCase()}-${partnerId ? 'own' : 'pool'}-${k}@bench.ru`,
        phone: '+7 900 000-00-00',
        inn: String(7_700_000_000 + k),
        products: JSON.stringify([{ productId: PRODUCTS[k % PRODUCTS.length] ?? 'bp', qty: 1 + (k % 5) }]),
        created_at: new Date(now - k * 60_000),
        applied_at: applied ? new Date(now - 3_600_000) : null,
        dispatched_at: partnerId ? new Date(now - k * 60_000) : null,
      });
    }
    await db.insertInto('leads').values(rows).execute();
  }
}

async function world(label: string, leads: number): Promise<World> {
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  const db = handle.db;
  await migrateToLatest(db as never);
  await seedCatalogue(db);
  const partnerId = await insertPartner(db, {
    kind: 'partner',
    name: `ООО «Партнер ${label}»`,
    contactName: 'Бенчмарков Бенчмарк',
    email: `partner-${label.toLowerCase()}@bench.ru`,
    phone: '8 912 345 67 89',
    status: 'on',
  });
  await insertLeads(db, label, leads, null);
  await insertLeads(db, label, leads, partnerId);
  // The partner's applications for every tenth common lead.
  await db
    .insertInto('lead_applications')
    .columns(['lead_id', 'partner_id'])
    .expression((eb) =>
      eb
        .selectFrom('leads')
        .select(['id', eb.val(partnerId).as('partner_id')])
        .where('status', '=', 'APPLIED'),
    )
    .execute();
  await db.executeQuery(CompiledQuery.raw('analyze'));
  return { db, close: () => handle.close(), scope: { partnerId }, label };
}

type Call = (w: World) => Promise<unknown>;

function rowsOf(result: unknown): string {
  if (typeof result !== 'object' || result === null || !('items' in result) || !('total' in result)) return '';
  const { items, total } = result;
  return Array.isArray(items) ? `${items.length}/${String(total)}`.padStart(12) : '';
}

/** Medians of both portals' runs, interleaved (L, S, L, S…) so that a change in the machine's load weighs on both alike. */
async function timedPair(large: World, small: World, call: Call): Promise<[number, number, string]> {
  for (let i = 0; i < WARMUP; i++) {
    await call(large);
    await call(small);
  }
  const samples: [number[], number[]] = [[], []];
  const results: unknown[] = [undefined, undefined];
  for (let i = 0; i < RUNS; i++) {
    for (const [k, w] of [large, small].entries()) {
      const started = performance.now();
      results[k] = await call(w);
      samples[k === 0 ? 0 : 1].push(performance.now() - started);
    }
  }
  return [median(samples[0]), median(samples[1]), results.map(rowsOf).join('  ')];
}

const pad = (text: string, width = 36) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(2).padStart(9)} ms`;

const started = performance.now();
const large = await world('L', LARGE);
const small = await world('S', SMALL);
try {
  console.log(
    `Embedded PGlite (in memory), Node ${process.version}: portal L with ${LARGE} common leads and a partner with ${LARGE} of its own; portal S with ${SMALL} of each; every ${APPLIED_EVERY}th common lead applied for by the partner; seeded in ${((performance.now() - started) / 1000).toFixed(1)} s. Medians of ${RUNS} runs after ${WARMUP} warm-ups, the two portals' runs interleaved.\n`,
  );
  // A search that finds one lead of the partner's, by a part of its name, its INN and its e-mail.
  const middle = (w: World) => Math.floor((w === large ? LARGE : SMALL) / 2);
  const calls: Array<[string, Call]> = [
    ['common pool, first page', (w) => listCommonLeads(w.db, w.scope, { page: 1, pageSize: 10 })],
    ['common pool, page 3', (w) => listCommonLeads(w.db, w.scope, { page: 3, pageSize: 10 })],
    ['my leads, first page', (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: '' })],
    ['my leads, search by name', (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: `${w.label}-own-${middle(w)}»` })],
    ['my leads, search by INN', (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: String(7_700_000_000 + middle(w)) })],
    [
      'my leads, search by e-mail',
      (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: `client-${w.label.toLowerCase()}-own-${middle(w)}@` }),
    ],
    ['navbar lead counters', (w) => countLeads(w.db, w.scope)],
  ];
  let failures = 0;
  console.log(`${pad('call (median)')} ${'L'.padStart(12)} ${'S'.padStart(12)}  L rows/total  S rows/total  verdict`);
  for (const [label, call] of calls) {
    const [a, b, rows] = await timedPair(large, small, call);
    const ratio = a / b;
    const ok = a < LIMIT_MS && ratio <= MAX_RATIO;
    if (!ok) failures++;
    console.log(
      `${pad(label)} ${ms(a)} ${ms(b)}  ${rows || ' '.repeat(26)}  ${ratio.toFixed(2)}×, ${ok ? `within ${MAX_RATIO}× and ${LIMIT_MS} ms` : 'OUT OF BOUNDS'}`,
    );
  }
  if (process.env.BENCH_EXPLAIN) {
    const lists: Array<[string, (db: Db, partnerId: string) => Promise<{ items: unknown[]; total: number }>]> = [
      ['common pool', (db, partnerId) => listCommonLeads(db, { partnerId }, { page: 1, pageSize: 10 })],
      ['my leads', (db, partnerId) => listOwnLeads(db, { partnerId }, { page: 1, pageSize: 10, search: '' })],
      [
        'my leads, search',
        (db, partnerId) => listOwnLeads(db, { partnerId }, { page: 1, pageSize: 10, search: String(7_700_000_000 + middle(large)) }),
      ],
    ];
    for (const [label, call] of lists) console.log(`\n- ${label}\n${await explain(large.db, large.scope.partnerId, call)}`);
  }
  console.log(
    `\n${failures === 0 ? 'All figures within bounds.' : `${failures} figure(s) out of bounds.`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await large.close();
  await small.close();
}
