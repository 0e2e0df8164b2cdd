/**
 * Benchmark of the client list on the embedded database: a partner with 20,000 clients against one with 100,
 * side by side in one run — first page, a search and a sorted page must each stay within 2× and under 50 ms.
 * Run: npm run bench (it exits 1 when a query is out of bounds).
 */
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { completeInn, type CustomerListQuery } from '@portal/domain';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { listCustomers } from '../apps/server/src/repositories/customer.repository.ts';
import { insertPartner } from '../apps/server/src/repositories/partner.repository.ts';

const LARGE = 20_000;
const SMALL = 100;
const BATCH = 1_000;
const WARMUP = 5;
const RUNS = 30;
const LIMIT_MS = 50;
const MAX_RATIO = 2;
/** A word only a few clients of each partner have in their name. */
const RARE_WORD = 'Жемчужина';
const RARE_EVERY = 7_000;

// ---- Realistic data ----

const FORMS = ['ООО', 'АО', 'ПАО', 'ЗАО', 'ИП'];
const WORDS = [
  'Ромашка',
  'Уральские окна',
  'ТехноСтрой',
  'Северный ветер',
  'Волжская логистика',
  'Сибирская мебель',
  'Невский хлеб',
  'Кубанское зерно',
  'Алтайский мед',
  'Байкал-Тур',
  'Донской текстиль',
  'Пермский завод',
  'Омский агрохолдинг',
  'СтройИнвест',
  'Медтехника',
  'АвтоТранс',
  'Фармация',
  'Горизонт',
  'Вектор',
  'Спектр',
  'Альянс',
  'Меридиан',
  'Континент',
  'Гранит',
  'Полюс',
  'Восход',
  'Заря',
  'Радуга',
  'Кедр',
  'Берёзка',
  'Сокол',
  'Мегаполис',
  'Прогресс',
  'Импульс',
  'Ресурс',
  'Форвард',
];
const SURNAMES = [
  'Иванов',
  'Петров',
  'Сидоров',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Федоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семенов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
];
const FIRST_NAMES = [
  'Александр',
  'Сергей',
  'Дмитрий',
  'Андрей',
  'Алексей',
  'Максим',
  'Елена',
  'Ольга',
  'Наталья',
  'Татьяна',
  'Ирина',
  'Анна',
  'Мария',
  'Светлана',
];
const CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Екатеринбург',
  'Новосибирск',
  'Казань',
  'Нижний Новгород',
  'Челябинск',
  'Самара',
  'Омск',
  'Ростов-на-Дону',
  'Уфа',
  'Красноярск',
  'Пермь',
  'Воронеж',
  'Волгоград',
  'Тюмень',
  'Иркутск',
  'Барнаул',
  'Хабаровск',
  'Мурманск',
];
const DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru'];

let seed = 42;
function random(n: number): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
}
const pick = <T>(items: T[]): T => items[random(items.length)] as T;

function client(partnerId: string, prefix: string, i: number, innBase: number) {
  const rare = i % RARE_EVERY === 3;
  const form = pick(FORMS);
  const surname = pick(SURNAMES);
  const first = pick(FIRST_NAMES);
  const name = rare ? `ООО «${RARE_WORD} ${i}»` : form === 'ИП' ? `ИП ${surname} ${first}` : `${form} «${pick(WORDS)} ${i}»`;
  const inn = i % 5 === 4 ? null : completeInn(String(innBase + i).padStart(9, '0'));
  return {
    partner_id: partnerId,
    name,
    responsible: `${surname} ${first}`,
    email: `${prefix}.client${i}@${pick(DOMAINS)}`,
    phone: `+7 (9${random(90) + 10}) ${100 + random(900)}-${10 + random(90)}-${10 + random(90)}`,
    inn,
    kpp: inn && inn.length === 10 ? `${inn.slice(0, 4)}01001` : null,
    city: pick(CITIES),
    one_c_id: i % 3 === 0 ? `${prefix}_login_${i}` : null,
    status: (['confirmed', 'confirmed', 'unconfirmed', 'rejected'] as const)[random(4)] ?? 'confirmed',
    created_at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000 + random(3_600_000)),
  };
}

async function createPartnerWithClients(db: Db, label: string, count: number, innBase: number): Promise<string> {
  const partnerId = await insertPartner(db, {
    kind: 'partner',
    name: `ООО «Партнер ${label}»`,
    contactName: 'Бенчмарков Бенчмарк',
    email: `partner-${label.toLowerCase()}@bench.ru`,
    phone: '8 912 345 67 89',
    status: null,
    distributorListed: false,
  });
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      client(partnerId, label.toLowerCase(), start + k, innBase),
    );
    await db.insertInto('customers').values(rows).execute();
  }
  return partnerId;
}

// ---- Measuring ----

const QUERIES: Array<{ label: string; query: CustomerListQuery }> = [
  { label: 'first page (createdAt desc)', query: { search: '', sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 } },
  {
    label: `search "${RARE_WORD.toLowerCase().slice(0, 6)}"`,
    query: { search: RARE_WORD.toLowerCase().slice(0, 6), sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 },
  },
  { label: 'sorted page (name asc, page 3)', query: { search: '', sort: 'name', order: 'asc', page: 3, pageSize: 10 } },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function time(db: Db, partnerId: string, query: CustomerListQuery): Promise<{ ms: number; items: number; total: number }> {
  let result = await listCustomers(db, { partnerId }, query);
  for (let i = 1; i < WARMUP; i++) await listCustomers(db, { partnerId }, query);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = await listCustomers(db, { partnerId }, query);
    samples.push(performance.now() - started);
  }
  return { ms: median(samples), items: result.items.length, total: result.total };
}

/** Captures the statements listCustomers sends, so that EXPLAIN runs exactly those. */
function captureQueries(db: Db): { db: Db; nodes: RootOperationNode[] } {
  const nodes: RootOperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), nodes };
}

async function explain(db: Db, partnerId: string, query: CustomerListQuery): Promise<string> {
  const captured = captureQueries(db);
  await listCustomers(captured.db, { partnerId }, query);
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

async function main(): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  const { db } = handle;
  try {
    await migrateToLatest(db as never);
    console.log(`Embedded PGlite (in memory), Node ${process.version}`);
    const a = await createPartnerWithClients(db, 'A', LARGE, 100_000_000);
    const b = await createPartnerWithClients(db, 'B', SMALL, 300_000_000);
    await db.executeQuery(CompiledQuery.raw('analyze'));
    console.log(
      `Seeded partner A with ${LARGE} clients and partner B with ${SMALL} in ${((performance.now() - started) / 1000).toFixed(1)} s; median of ${RUNS} runs after ${WARMUP} warm-ups, listCustomers (page + total) per run.\n`,
    );

    console.log(
      `${pad('query', 34)} ${'A ms'.padStart(8)} ${'B ms'.padStart(8)} ${'A/B'.padStart(6)}  ${'A rows/total'.padStart(14)}  ${'B rows/total'.padStart(14)}  verdict`,
    );
    let failures = 0;
    for (const { label, query } of QUERIES) {
      const ra = await time(db, a, query);
      const rb = await time(db, b, query);
      const ratio = ra.ms / rb.ms;
      const ok = ratio <= MAX_RATIO && ra.ms < LIMIT_MS;
      if (!ok) failures++;
      const verdict = `${ratio <= MAX_RATIO ? 'within 2×' : 'OVER 2×'}, ${ra.ms < LIMIT_MS ? `under ${LIMIT_MS} ms` : `OVER ${LIMIT_MS} ms`}`;
      console.log(
        `${pad(label, 34)} ${num(ra.ms, 8)} ${num(rb.ms, 8)} ${num(ratio, 6)}  ${`${ra.items}/${ra.total}`.padStart(14)}  ${`${rb.items}/${rb.total}`.padStart(14)}  ${verdict}`,
      );
    }

    console.log(`\nEXPLAIN ANALYZE for partner A (${LARGE} clients):`);
    for (const { label, query } of QUERIES) {
      console.log(`\n- ${label}\n${await explain(db, a, query)}`);
    }
    console.log(
      `\n${failures === 0 ? 'All queries within 2× of the small partner and under 50 ms.' : `${failures} query(ies) out of bounds.`} Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}

await main();
