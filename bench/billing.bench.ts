/**
 * Benchmark of billing on the embedded database (issue 10): a partner with 10,000 subscriptions, each with its usage
 * ledger of ten changes, and one with 100.
 *
 * - Pricing the month in progress by SQL (the navbar's and the month totals' path) must take no more than 3× one plain
 *   SQL aggregate over the same ledger rows; the pure pricing of every line (the export's path) is shown beside it.
 * - The details page's first page and the navbar sum must stay under 50 ms, for the month in progress and for a closed
 *   month read from its invoice.
 * - Closing a month for 2,000 partners finishes, and when interrupted part-way resumes to one invoice per partner.
 *
 * Run: npm run bench:billing (it exits 1 when a figure is out of bounds).
 */
import { performance } from 'node:perf_hooks';
import { addMonths, monthOf, monthStart, type BillingMonth } from '@portal/domain';
import { CompiledQuery, sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import { billedSpan, sumsByCustomer } from '../apps/server/src/repositories/billing.repository.ts';
import { partnersToClose } from '../apps/server/src/repositories/invoice.repository.ts';
import { monthLines, navbarSum, partnerBilling } from '../apps/server/src/services/billing.service.ts';
import { closeMonth } from '../apps/server/src/services/invoice.service.ts';
import { addChanges, addChangesThisMonth, createPartnerWithSubscriptions } from './data.ts';
import { LIMIT_MS, median, RUNS, WARMUP } from './measure.ts';

const LARGE = 10_000;
const SMALL = 100;
const CHANGES = 10;
const CLOSING_PARTNERS = 2_000;
const SUBSCRIPTIONS_EACH = 5;
const MAX_PRICING_RATIO = 3;
/** One working subscription in ten changes its seats within the month in progress. */
const CHANGED_THIS_MONTH_EVERY = 10;

async function timed(call: () => Promise<unknown>, runs = RUNS, warmup = WARMUP): Promise<number> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** One plain aggregate over the partner's ledger rows of the month: units × tariff × days, no billing rules. */
function plainAggregate(db: Db, partnerId: string, month: BillingMonth, end: Date) {
  return sql<{ sum: string }>`
    select sum(l.units * t.price * ceil(
             (date_part('epoch', least(coalesce(l.active_to, 'infinity'::timestamptz), ${end.toISOString()}::timestamptz))
              - date_part('epoch', greatest(l.active_from, ${monthStart(month).toISOString()}::timestamptz))) / 86400)) as sum
    from usage_ledger l
    join option_tariffs t on t.option_id = l.service_option_id
    where l.partner_id = ${partnerId}
      and l.active_from < ${end.toISOString()}::timestamptz
      and coalesce(l.active_to, 'infinity'::timestamptz) > ${monthStart(month).toISOString()}::timestamptz`.execute(db);
}

/** Medians of calls run in turns (A, B, A, B …), so that a change in the machine's load weighs on each alike. */
async function timedSideBySide(calls: ReadonlyArray<() => Promise<unknown>>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) for (const call of calls) await call();
  const samples = calls.map((): number[] => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, call] of calls.entries()) {
      const started = performance.now();
      await call();
      samples[k]?.push(performance.now() - started);
    }
  }
  return samples.map(median);
}

const pad = (text: string, width = 44) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(2).padStart(9)} ms`;

async function seedPartners(db: Db): Promise<{ large: string; small: string }> {
  await seedCatalogue(db);
  const large = await createPartnerWithSubscriptions(db, 'A', LARGE, 100_000_000);
  const small = await createPartnerWithSubscriptions(db, 'B', SMALL, 300_000_000);
  // Half way through the month so far: a change within the month, priced through the window of shared days.
  const now = Date.now();
  const changedAt = new Date(monthStart(monthOf(new Date(now))).getTime() + (now - monthStart(monthOf(new Date(now))).getTime()) / 2);
  for (const partnerId of [large, small]) {
    await addChanges(db, partnerId, CHANGES);
    await addChangesThisMonth(db, partnerId, CHANGED_THIS_MONTH_EVERY, changedAt);
  }
  return { large, small };
}

async function measurePricing(db: Db, partners: { large: string; small: string }): Promise<number> {
  let failures = 0;
  const now = new Date();
  const current = monthOf(now);
  const span = billedSpan(current, now);
  const rows = await db
    .selectFrom('usage_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partners.large)
    .executeTakeFirstOrThrow();
  const changed = await db
    .selectFrom('usage_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partners.large)
    .where('active_from', '>=', monthStart(current))
    .executeTakeFirstOrThrow();
  console.log(
    `Partner A: ${LARGE} subscriptions, ${rows.n} ledger intervals (${changed.n} opened this month); partner B: ${SMALL} subscriptions.\n`,
  );
  console.log(`${pad('call (median)')} ${'A'.padStart(12)} ${'B'.padStart(12)}  verdict`);

  const [aggregate = 0, pricing = 0] = await timedSideBySide([
    () => plainAggregate(db, partners.large, current, span.end),
    () => sumsByCustomer(db, [partners.large], [span]),
  ]);
  const pure = await timed(() => monthLines(db, { partnerId: partners.large }, current, now), 5, 1);
  const ratio = pricing / aggregate;
  const pricingOk = ratio <= MAX_PRICING_RATIO;
  if (!pricingOk) failures++;
  console.log(`${pad('one plain SQL aggregate of the month')} ${ms(aggregate)}`);
  console.log(
    `${pad('the month priced by SQL (sumsByCustomer)')} ${ms(pricing)} ${''.padStart(12)}  ${ratio.toFixed(2)}× the aggregate, ${pricingOk ? `within ${MAX_PRICING_RATIO}×` : `OVER ${MAX_PRICING_RATIO}×`}`,
  );
  console.log(
    `${pad('every line priced by the pure bill (export)')} ${ms(pure)} ${''.padStart(12)}  ${(pure / aggregate).toFixed(1)}× (information)`,
  );

  const closed = addMonths(current, -1);
  // [label, call, gated by the 50 ms bound]
  const calls: Array<[string, (partnerId: string) => Promise<unknown>, boolean?]> = [
    ['navbar sum (month in progress + projection)', (id) => navbarSum(db, { partnerId: id }, now)],
    [
      'navbar sum, first call after a write',
      async (id) => {
        // What a ledger write does to the cached sums (migration 0019): the next call prices the month again.
        await sql`select billing_version_bump_partner(${id})`.execute(db);
        return navbarSum(db, { partnerId: id }, now);
      },
      false,
    ],
    ['details, first page, month in progress', (id) => partnerBilling(db, { partnerId: id }, { y: current.year, m: current.month }, now)],
    ['details, first page, closed month', (id) => partnerBilling(db, { partnerId: id }, { y: closed.year, m: closed.month }, now)],
    [
      'details, search, month in progress',
      (id) => partnerBilling(db, { partnerId: id }, { y: current.year, m: current.month, search: 'Бухгалтерия' }, now),
      false,
    ],
    [
      'details, active options, month in progress',
      (id) => partnerBilling(db, { partnerId: id }, { y: current.year, m: current.month, options: 'active' }, now),
      false,
    ],
  ];
  for (const [label, call, gated = true] of calls) {
    const a = await timed(() => call(partners.large));
    const b = await timed(() => call(partners.small));
    const ok = a < LIMIT_MS;
    if (gated && !ok) failures++;
    const verdict = gated ? (ok ? `under ${LIMIT_MS} ms` : `OVER ${LIMIT_MS} ms`) : '(information)';
    console.log(`${pad(label)} ${ms(a)} ${ms(b)}  ${verdict}`);
  }
  return failures;
}

/** 2,000 more partners of five subscriptions each, with their ledgers. */
async function seedSmallPartners(db: Db): Promise<void> {
  for (let k = 0; k < CLOSING_PARTNERS; k++) {
    const partnerId = await createPartnerWithSubscriptions(db, `C${k}`, SUBSCRIPTIONS_EACH, 500_000_000 + k * 10);
    await addChanges(db, partnerId, 2);
  }
}

/** The last month closed for every partner, interrupted a third of the way and resumed. */
async function measureClosing(db: Db): Promise<number> {
  const month = addMonths(monthOf(new Date()), -1);
  const due = await partnersToClose(db, month);
  const interruptAt = Math.floor(due.length / 3);
  let closedBeforeCrash = 0;
  const first = performance.now();
  try {
    await closeMonth(db, month, {
      enqueue: null,
      portalUrl: '',
      onPartnerClosed: () => {
        closedBeforeCrash += 1;
        if (closedBeforeCrash === interruptAt) throw new Error('worker killed');
      },
    });
  } catch {
    // The interruption: the closing stays unfinished.
  }
  const crashedAfter = performance.now() - first;
  const resumed = performance.now();
  const state = await closeMonth(db, month, { enqueue: null, portalUrl: '' });
  const resumeMs = performance.now() - resumed;
  const invoices = await db
    .selectFrom('invoices')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('partner_id').distinct().as('partners')])
    .where('year', '=', month.year)
    .where('month', '=', month.month)
    .executeTakeFirstOrThrow();
  const ok = state.finishedAt !== null && Number(invoices.n) === due.length && Number(invoices.partners) === due.length;
  console.log(
    `Closing ${month.month + 1}.${month.year} for ${due.length} partners: interrupted after ${interruptAt} partners (${(crashedAfter / 1000).toFixed(1)} s), resumed and finished in ${(resumeMs / 1000).toFixed(1)} s (${(resumeMs / (due.length - interruptAt)).toFixed(1)} ms a partner); ${invoices.n} invoices for ${invoices.partners} partners — ${ok ? 'one each' : 'WRONG'}.`,
  );
  return ok ? 0 : 1;
}

const started = performance.now();
const handle = await openDatabase({ databaseUrl: null, dataDir: null });
try {
  await migrateToLatest(handle.db as never);
  const current = monthOf(new Date());
  console.log(`Embedded PGlite (in memory), Node ${process.version}; the month in progress: ${current.month + 1}.${current.year}`);
  const partners = await seedPartners(handle.db);
  await seedSmallPartners(handle.db);
  await handle.db.executeQuery(CompiledQuery.raw('analyze'));
  console.log(
    `Seeded partners A, B and ${CLOSING_PARTNERS} of ${SUBSCRIPTIONS_EACH} subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s; medians of ${RUNS} runs after ${WARMUP} warm-ups.\n`,
  );
  const failures = (await measureClosing(handle.db)) + (await measurePricing(handle.db, partners));
  console.log(
    `\n${failures === 0 ? 'All figures within bounds.' : `${failures} figure(s) out of bounds.`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await handle.close();
}
