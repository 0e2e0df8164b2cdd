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
import { prepareDatabase } from '../apps/server/src/seed/prepare.ts';
import { listCommonLeads, listOwnLeads, type PartnerScope } from '../apps/server/src/repositories/lead.repository.ts';
import { countLeads } from '../apps/server/src/repositories/office.repository.ts';
import { insertPartner } from '../apps/server/src/repositories/partner.repository.ts';
import { addLeads, applyForAppliedLeads } from './data.ts';
import { explain, LIMIT_MS, MAX_RATIO, median, RUNS, WARMUP } from './measure.ts';

const LARGE = Number(process.env.BENCH_LEADS ?? 50_000);
const SMALL = 100;
/** Every tenth common lead has been taken to work by the partner (its row shows as sent; addLeads decides it). */
const APPLIED_EVERY = 10;

// Real-looking leads: company names, contact e-mails and INNs vary as real ones do (a list of one repeated prefix
// would make every search read every row's trigrams, which no real list of clients does).
const WORDS = [
  'Альфа',
  'Берег',
  'Вектор',
  'Гранит',
  'Дельта',
  'Енисей',
  'Жемчуг',
  'Зенит',
  'Искра',
  'Кедр',
  'Ладога',
  'Магистраль',
  'Нева',
  'Орион',
  'Полюс',
  'Радуга',
  'Сатурн',
  'Тайга',
  'Урал',
  'Факел',
  'Хорс',
  'Цитадель',
  'Чайка',
  'Шторм',
  'Элита',
  'Юпитер',
  'Ямал',
  'Бриз',
  'Волна',
  'Горизонт',
  'Даль',
  'Заря',
  'Исток',
  'Континент',
  'Луч',
  'Меридиан',
  'Норд',
  'Оазис',
];
const KINDS = ['Строй', 'Торг', 'Сервис', 'Логистик', 'Трейд', 'Маркет', 'Пром', 'Агро', 'Мед', 'Тех', 'Софт', 'Инвест'];
const SURNAMES = [
  'ivanov',
  'petrova',
  'sidorov',
  'smirnova',
  'kuznetsov',
  'popova',
  'vasiliev',
  'sokolova',
  'mikhailov',
  'novikova',
  'fedorov',
  'morozova',
  'volkov',
  'alekseeva',
  'lebedev',
  'semenova',
  'egorov',
  'pavlova',
  'kozlov',
  'stepanova',
  'nikolaev',
  'orlova',
  'andreev',
  'makarova',
  'zakharov',
  'zaitseva',
  'soloviev',
  'borisova',
  'yakovlev',
  'grigorieva',
];
const DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru'];

/** A deterministic pseudo-random sequence, so that every run seeds the same leads. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

type LeadText = { name: string; email: string; inn: string };

function leadText(next: () => number, k: number): LeadText {
  const company = `${pick(next, WORDS)}${pick(next, KINDS)}`;
  const domain = next() < 0.4 ? `${company.length}${pick(next, SURNAMES).slice(0, 4)}.ru` : pick(next, DOMAINS);
  return {
    name: `${next() < 0.7 ? 'ООО' : 'АО'} «${company} ${pick(next, WORDS)}» ${k % 97}`,
    email: `${pick(next, SURNAMES)}.${Math.floor(next() * 10_000)}@${domain}`,
    inn: String(1_000_000_000 + Math.floor(next() * 8_999_999_999)),
  };
}

/** What a search of the partner's leads looks for: one lead's name, INN and e-mail, read back from the table. */
type Target = LeadText;

type World = { db: Db; close: () => Promise<void>; scope: PartnerScope; label: string; target: Target };

async function world(label: string, leads: number): Promise<World> {
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  const db = handle.db;
  await prepareDatabase(handle);
  const partnerId = await insertPartner(db, {
    kind: 'partner',
    name: `ООО «Партнер ${label}»`,
    contactName: 'Бенчмарков Бенчмарк',
    email: `partner-${label.toLowerCase()}@bench.ru`,
    phone: '8 912 345 67 89',
    status: 'on',
  });
  // Each list's words from its own deterministic sequence, so that every run seeds the same leads.
  const words = (seed: number) => {
    const next = random(seed);
    return (k: number) => ({ ...leadText(next, k), responsible: `Клиентов ${k}` });
  };
  await addLeads(db, null, leads, words(label.charCodeAt(0) * 7));
  await addLeads(db, partnerId, leads, words(label.charCodeAt(0) * 7 + 1));
  await applyForAppliedLeads(db, partnerId);
  await db.executeQuery(CompiledQuery.raw('analyze'));
  // The partner's lead in the middle of its list.
  const target = await db
    .selectFrom('leads')
    .select(['name', 'email', 'inn'])
    .where('partner_id', '=', partnerId)
    .orderBy('created_at', 'desc')
    .offset(Math.floor(leads / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    db,
    close: () => handle.close(),
    scope: { partnerId },
    label,
    target: { name: target.name, email: target.email ?? '', inn: target.inn ?? '' },
  };
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
  // Searches for one lead of the partner's: a part of its name (the company without the legal form), its INN and its
  // e-mail's address part, as a person types them.
  const namePart = (w: World) => w.target.name.replace(/^\S+ «/, '').replace(/».*$/, '');
  const calls: Array<[string, Call]> = [
    ['common pool, first page', (w) => listCommonLeads(w.db, w.scope, { page: 1, pageSize: 10 })],
    ['common pool, page 3', (w) => listCommonLeads(w.db, w.scope, { page: 3, pageSize: 10 })],
    ['my leads, first page', (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: '' })],
    ['my leads, search by name', (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: namePart(w) })],
    ['my leads, search by INN', (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: w.target.inn })],
    [
      'my leads, search by e-mail',
      (w) => listOwnLeads(w.db, w.scope, { page: 1, pageSize: 10, search: w.target.email.split('@')[0] ?? '' }),
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
      ['my leads, search by name', (db, partnerId) => listOwnLeads(db, { partnerId }, { page: 1, pageSize: 10, search: namePart(large) })],
      [
        'my leads, search by e-mail',
        (db, partnerId) => listOwnLeads(db, { partnerId }, { page: 1, pageSize: 10, search: large.target.email.split('@')[0] ?? '' }),
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
