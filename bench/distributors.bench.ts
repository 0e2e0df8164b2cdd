/**
 * Benchmark of the distributor's calls on the embedded database (issue 11): a distributor with 2,000 partners and
 * 200,000 subscriptions between them (100 each, with their usage ledgers), against a distributor with 10 such partners.
 * The partner list's first page, a search and one partner's details of the month in progress must each stay within 2×
 * of the small distributor and under 50 ms.
 *
 * Run: npm run bench:distributors (it exits 1 when a figure is out of bounds; BENCH_PARTNERS=200 for a quick run,
 * BENCH_EXPLAIN=1 for the plans of the large distributor's list statements).
 */
import { performance } from 'node:perf_hooks';
import { monthOf, type PartnerListFilter } from '@portal/domain';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/seed/prepare.ts';
import { listDistributorPartners, type DistributorScope } from '../apps/server/src/repositories/distributor.repository.ts';
import { insertPartner } from '../apps/server/src/repositories/partner.repository.ts';
import { partnerBilling } from '../apps/server/src/services/billing.service.ts';
import { partnerDetails } from '../apps/server/src/services/partner-details.service.ts';
import { addDistributedPartners, BLOCKED_EVERY } from './data.ts';
import { explain, LIMIT_MS, MAX_RATIO, median, RUNS, WARMUP } from './measure.ts';

const LARGE = Number(process.env.BENCH_PARTNERS ?? 2_000);
const SMALL = 10;
const SUBSCRIPTIONS_EACH = 100;
const CHANGES = 2;

/** Medians of both distributors' runs, interleaved (L, S, L, S…) so that a change in the machine's load weighs on both alike. */
async function timedPair(large: () => Promise<unknown>, small: () => Promise<unknown>): Promise<[number, number, string]> {
  for (let i = 0; i < WARMUP; i++) {
    await large();
    await small();
  }
  const samples: [number[], number[]] = [[], []];
  const results: unknown[] = [undefined, undefined];
  for (let i = 0; i < RUNS; i++) {
    for (const [k, call] of [large, small].entries()) {
      const started = performance.now();
      results[k] = await call();
      samples[k === 0 ? 0 : 1].push(performance.now() - started);
    }
  }
  return [median(samples[0]), median(samples[1]), results.map(rowsOf).join('  ')];
}

/** A list's rows and total (what the user sees), to show that both distributors' calls found what they should. */
function rowsOf(result: unknown): string {
  if (typeof result !== 'object' || result === null || !('items' in result) || !('total' in result)) return '';
  const { items, total } = result;
  return Array.isArray(items) ? `${items.length}/${String(total)}`.padStart(12) : '';
}

async function distributorWith(db: Db, label: string, partners: number, innBase: number): Promise<DistributorScope> {
  const distributorId = await insertPartner(db, {
    kind: 'distributor',
    name: `ООО «Дистрибьютор ${label}»`,
    contactName: 'Бенчмарков Бенчмарк',
    email: `distributor-${label.toLowerCase()}@bench.ru`,
    phone: '8 912 345 67 89',
    status: 'on',
  });
  await addDistributedPartners(db, distributorId, {
    label,
    count: partners,
    subscriptionsEach: SUBSCRIPTIONS_EACH,
    innBase,
    changes: CHANGES,
  });
  return { distributorId };
}

const pad = (text: string, width = 40) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(2).padStart(9)} ms`;

const started = performance.now();
const handle = await openDatabase({ databaseUrl: null, dataDir: null });
try {
  const db = handle.db;
  await prepareDatabase(handle);
  const large = await distributorWith(db, 'L', LARGE, 100_000_000);
  const small = await distributorWith(db, 'S', SMALL, 900_000_000);
  await db.executeQuery(CompiledQuery.raw('analyze'));
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `Embedded PGlite (in memory), Node ${process.version}: distributor L with ${LARGE} partners, S with ${SMALL}; ${subscriptions.n} subscriptions; every ${BLOCKED_EVERY}th partner blocked; seeded in ${((performance.now() - started) / 1000).toFixed(1)} s. Medians of ${RUNS} runs after ${WARMUP} warm-ups, the two distributors' runs interleaved.\n`,
  );
  const codeOf = async (scope: DistributorScope, label: string) =>
    (
      await db
        .selectFrom('partners')
        .select('partner_code')
        .where('distributor_id', '=', scope.distributorId)
        .where('name', '=', `ООО «Партнер ${label}»`)
        .executeTakeFirstOrThrow()
    ).partner_code;
  const [largeCode, smallCode] = [await codeOf(large, `L${Math.floor(LARGE / 2)}`), await codeOf(small, 'S5')];
  const month = monthOf(new Date());
  const calls: Array<[string, (scope: DistributorScope, code: string, search: string) => Promise<unknown>]> = [
    ['partner list, first page', (scope) => listDistributorPartners(db, scope, { status: 'all', page: 0, size: 10 })],
    [
      'partner list, search by name',
      (scope, _code, search) => listDistributorPartners(db, scope, { q: search, status: 'all', page: 0, size: 10 }),
    ],
    ['partner list, blocked only', (scope) => listDistributorPartners(db, scope, { status: 'BLOCKED', page: 0, size: 10 })],
    ['partner list, active only', (scope) => listDistributorPartners(db, scope, { status: 'ACTIVE', page: 0, size: 10 })],
    // No change is under way in either: the page finds nothing, and must not look through every partner for it.
    ['partner list, updating only', (scope) => listDistributorPartners(db, scope, { status: 'UPDATING', page: 0, size: 10 })],
    ['partner details, month in progress', (scope, code) => partnerDetails(db, scope, code, { m: month.month, y: month.year })],
  ];
  // For reference: the partner's own details of the same month, the billing function the distributor's details call.
  const own = async (scope: DistributorScope, code: string) => {
    const { id } = await db.selectFrom('partners').select('id').where('partner_code', '=', code).executeTakeFirstOrThrow();
    return partnerBilling(db, { partnerId: id }, { m: month.month, y: month.year });
  };
  let failures = 0;
  console.log(`${pad('call (median)')} ${'L'.padStart(12)} ${'S'.padStart(12)}  L rows/total  S rows/total  verdict`);
  for (const [label, call] of calls) {
    const [a, b, rows] = await timedPair(
      () => call(large, largeCode, `Партнер L${Math.floor(LARGE / 3)}`),
      () => call(small, smallCode, 'Партнер S3'),
    );
    const ratio = a / b;
    const ok = a < LIMIT_MS && ratio <= MAX_RATIO;
    if (!ok) failures++;
    console.log(
      `${pad(label)} ${ms(a)} ${ms(b)}  ${rows || ' '.repeat(26)}  ${ratio.toFixed(2)}×, ${ok ? `within ${MAX_RATIO}× and ${LIMIT_MS} ms` : 'OUT OF BOUNDS'}`,
    );
  }
  const [ownLarge, ownSmall] = await timedPair(
    () => own(large, largeCode),
    () => own(small, smallCode),
  );
  console.log(`${pad("the partner's own details (reference)")} ${ms(ownLarge)} ${ms(ownSmall)}  ${(ownLarge / ownSmall).toFixed(2)}×`);
  if (process.env.BENCH_EXPLAIN) {
    // The plans of the large distributor's list statements, exactly as the repository sends them.
    const lists: Array<[string, PartnerListFilter]> = [
      ['first page', { status: 'all', page: 0, size: 10 }],
      ['search by name', { q: `Партнер L${Math.floor(LARGE / 3)}`, status: 'all', page: 0, size: 10 }],
      ['blocked only', { status: 'BLOCKED', page: 0, size: 10 }],
      ['updating only', { status: 'UPDATING', page: 0, size: 10 }],
    ];
    for (const [label, filter] of lists) {
      console.log(
        `\n- ${label}\n${await explain(db, large.distributorId, (d, id) => listDistributorPartners(d, { distributorId: id }, filter))}`,
      );
    }
  }
  console.log(
    `\n${failures === 0 ? 'All figures within bounds.' : `${failures} figure(s) out of bounds.`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await handle.close();
}
