/**
 * Benchmark of the payment cycle on the embedded database (issues 24 and 31): a world of 2,000 partners with 24 closed
 * months each (every invoice paid but the last month's, the first and every 25th partner three months behind: in the
 * operator's queue; half the acts signed, every 40th partner's refused) against a world of 10 such partners. A
 * partner's «Счета и акты» (its first page and its debt), the debts of a page of 10 partners (the distributor's list) and
 * one partner's invoices in the back office must each stay within 2× of the small world and under 50 ms; the
 * «Просроченная задолженность» queue, which lists every partner behind (81 against 1), and the operator's «Счета
 * партнеров» (48,000 invoices against 240; all, and by the act's status) under 50 ms. Then a bank statement of 5,000
 * payments is imported into the large world, and imported again (which records nothing).
 *
 * Run: npm run bench:invoices (it exits 1 when a figure is out of bounds; BENCH_PARTNERS=200 for a quick run).
 */
import { performance } from 'node:perf_hooks';
import {
  type ActStatus,
  addCalendarDays,
  dayKeyOf,
  formatIsoDate,
  statementText,
  toWindows1251,
  type FixturePayment,
} from '@portal/domain';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/seed/prepare.ts';
import { importStatement, overdueQueue, partnerDebts, partnerInvoices } from '../apps/server/src/services/payment-cycle.service.ts';
import { backofficeInvoices } from '../apps/server/src/services/backoffice-invoices.service.ts';
// No job is started: letters and webhooks are the job runner's business, not the import's time.
import { NO_JOBS } from '../apps/server/test/support/no-jobs.ts';
import { addInvoicedPartners, INVOICE_WORLD } from './data.ts';
import { LIMIT_MS, MAX_RATIO, median, RUNS, WARMUP } from './measure.ts';

const LARGE = Number(process.env.BENCH_PARTNERS ?? 2_000);
const SMALL = 10;
const { months: MONTHS, behindEvery: BEHIND_EVERY } = INVOICE_WORLD;
const STATEMENT_PAYMENTS = 5_000;

type World = { db: Db; close: () => Promise<void>; operatorId: string; partnerIds: string[]; behindId: string };

/** The invoice world of `partners` partners (bench/data.ts, addInvoicedPartners). */
async function world(partners: number): Promise<World> {
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  const db = handle.db;
  await prepareDatabase(handle);
  const operatorId = await addInvoicedPartners(db, partners);
  const ids = await db
    .selectFrom('partners')
    .select(['id', 'partner_code'])
    .where('kind', '=', 'partner')
    .orderBy('partner_code')
    .execute();
  // The first partner is always among those behind, so both worlds have one.
  const behindId = ids[0]?.id ?? '';
  return { db, close: () => handle.close(), operatorId, partnerIds: ids.map((r) => r.id), behindId };
}

/** Medians of both worlds' runs, interleaved (L, S, L, S…) so that a change in the machine's load weighs on both alike. */
async function timedPair(large: () => Promise<unknown>, small: () => Promise<unknown>): Promise<[number, number, unknown[]]> {
  for (let i = 0; i < WARMUP; i++) {
    await large();
    await small();
  }
  const samples: [number[], number[]] = [[], []];
  const results: unknown[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [k, call] of [large, small].entries()) {
      const started = performance.now();
      results[k] = await call();
      samples[k === 0 ? 0 : 1].push(performance.now() - started);
    }
  }
  return [median(samples[0]), median(samples[1]), results];
}

const rowsOf = (result: unknown) =>
  typeof result === 'object' && result !== null && 'items' in result && 'total' in result && Array.isArray(result.items)
    ? `${result.items.length}/${String(result.total)}`.padStart(12)
    : result instanceof Map
      ? `${result.size} debts`.padStart(12)
      : ''.padStart(12);
const pad = (text: string, width = 36) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(2).padStart(9)} ms`;

/**
 * A statement of `count` payments: nine in ten pay the unpaid invoices in turn (every third half of it; an invoice paid
 * twice is overpaid), one in ten comes from a payer nobody knows.
 */
async function statementOf(db: Db, count: number): Promise<Uint8Array> {
  const unpaid = await sql<{ number: string; sum: string; inn: string; name: string }>`
    select i.number, i.sum::text as sum, p.inn, p.name from invoices i join partners p on p.id = i.partner_id
    where not exists (select 1 from payments pay where pay.invoice_id = i.id) order by i.number limit ${count}`.execute(db);
  const date = formatIsoDate(dayKeyOf(new Date()));
  const payments: FixturePayment[] = Array.from({ length: count }, (_, k) => {
    const invoice = unpaid.rows[k % Math.max(1, unpaid.rows.length)];
    const number = String(100_000 + k);
    if (!invoice || k % 10 === 9) {
      return { number, date, amount: '700.00', payerInn: '7701234560', payerName: 'ООО «Неизвестный»', purpose: 'Оплата услуг' };
    }
    // Every third pays half: a partial payment.
    const kopecks = k % 3 === 0 ? Math.floor(Number(invoice.sum) / 2) : Number(invoice.sum);
    return {
      number,
      date,
      amount: (kopecks / 100).toFixed(2),
      payerInn: invoice.inn,
      payerName: invoice.name,
      purpose: `Оплата по счету № ${invoice.number}. Без НДС`,
    };
  });
  return toWindows1251(statementText(payments));
}

const started = performance.now();
const large = await world(LARGE);
const small = await world(SMALL);
try {
  const invoiceCount = async (db: Db) =>
    (
      await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  console.log(
    `Embedded PGlite (in memory), Node ${process.version}: world L with ${LARGE} partners, S with ${SMALL}, ${MONTHS} closed months each ` +
      `(${await invoiceCount(large.db)} and ${await invoiceCount(small.db)} invoices; the first and every ${BEHIND_EVERY}th partner three months behind); ` +
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s. Medians of ${RUNS} runs after ${WARMUP} warm-ups, the two worlds' runs interleaved.\n`,
  );
  const middle = (w: World) => w.partnerIds[Math.floor(w.partnerIds.length / 2)] ?? '';
  const operatorList = (w: World, filters: { act?: ActStatus; partnerId?: string } = {}) =>
    backofficeInvoices(w.db, { search: '', ...filters, page: 1, pageSize: 10 });
  const alone = { ratio: false };
  // The queue lists every partner behind (81 in L, 1 in S): it is held to 50 ms alone, the others to 2× of S as well.
  const calls: Array<[string, (w: World) => Promise<unknown>, { ratio: boolean }?]> = [
    ["a partner's «Счета и акты», first page", (w) => partnerInvoices(w.db, { partnerId: middle(w) }, { page: 1, pageSize: 12 })],
    ['…of a partner three months behind', (w) => partnerInvoices(w.db, { partnerId: w.behindId }, { page: 1, pageSize: 12 })],
    ['the debts of a page of 10 partners', (w) => partnerDebts(w.db, w.partnerIds.slice(0, 10))],
    ['«Просроченная задолженность», page 1', (w) => overdueQueue(w.db, { page: 1, pageSize: 20 }), alone],
    // The operator's list spans every partner (48,000 invoices against 240): held to 50 ms alone, by the act's status too.
    ['«Счета партнеров», page 1', (w) => operatorList(w), alone],
    ['…acts refused', (w) => operatorList(w, { act: 'REFUSED' }), alone],
    ['…acts waiting', (w) => operatorList(w, { act: 'AWAITING' }), alone],
    ['…acts accepted by default', (w) => operatorList(w, { act: 'DEEMED_ACCEPTED' }), alone],
    ["…one partner's (its card)", (w) => operatorList(w, { partnerId: middle(w) })],
  ];
  let failures = 0;
  console.log(`${pad('call (median)')} ${'L'.padStart(12)} ${'S'.padStart(12)}  L rows/total  S rows/total  verdict`);
  for (const [label, call, bound = { ratio: true }] of calls) {
    const [a, b, results] = await timedPair(
      () => call(large),
      () => call(small),
    );
    const ratio = a / b;
    const ok = a < LIMIT_MS && (!bound.ratio || ratio <= MAX_RATIO);
    if (!ok) failures++;
    const within = bound.ratio ? `within ${MAX_RATIO}× and ${LIMIT_MS} ms` : `within ${LIMIT_MS} ms`;
    console.log(
      `${pad(label)} ${ms(a)} ${ms(b)}  ${rowsOf(results[0])}  ${rowsOf(results[1])}  ${ratio.toFixed(2)}×, ${ok ? within : 'OUT OF BOUNDS'}`,
    );
  }

  const file = { name: 'kl_to_1c.txt', bytes: await statementOf(large.db, STATEMENT_PAYMENTS) };
  for (const turn of ['first import', 'the same statement again']) {
    const at = performance.now();
    const result = await importStatement(large.db, { enqueue: NO_JOBS, portalUrl: 'http://127.0.0.1' }, large.operatorId, file);
    const seconds = (performance.now() - at) / 1000;
    console.log(
      `statement of ${STATEMENT_PAYMENTS} payments (${(file.bytes.length / 1024).toFixed(0)} KB), ${turn}: ${seconds.toFixed(2)} s — ` +
        `recorded ${result.recorded}, already there ${result.repeated}, matched ${result.matched}, waiting ${result.unmatched.length}`,
    );
    if (turn !== 'first import' && result.recorded !== 0) failures++;
  }
  const queue = await overdueQueue(large.db, { page: 1, pageSize: 20 }, new Date(`${addCalendarDays(dayKeyOf(new Date()), 1)}T12:00:00Z`));
  console.log(`the queue after the import: ${queue.total} partners`);

  console.log(
    `\n${failures === 0 ? 'All figures within bounds.' : `${failures} figure(s) out of bounds.`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await large.close();
  await small.close();
}
