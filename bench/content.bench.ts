/**
 * Benchmark of the content call (decision 025) on the embedded database: a knowledge base of 20,000 published articles
 * against a news section of 100, side by side — the first page, a later page, one item by slug, and the Russian
 * full-text search for a rare word — within 2× and under 50 ms (it exits 1 when a query is out of bounds). Then the
 * search's cost by how many articles match (ranking reads every match): printed, not judged. Run: npm run bench:content
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { listPublished } from '../apps/server/src/repositories/content.repository.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { median, runBenchmark } from './measure.ts';

const LARGE = 20_000;
const SMALL = 100;
const TOPICS = ['тарифах', 'подписках', 'клиентах', 'оплате', 'базах', 'пользователях', 'резервных копиях', 'обновлениях'];

/** Articles of one section: every fiftieth speaks of contracts, one of a rare word; the rest of the usual topics. */
async function seedSection(db: Db, type: 'info' | 'news', count: number): Promise<void> {
  await sql`
    insert into content_items (type, slug, title, summary, body, body_html, body_text, status, published_at)
    select ${type}, ${type} || '-' || g,
           'Статья ' || g || ' о ' || (${TOPICS}::text[])[1 + g % ${TOPICS.length}],
           'Краткое описание статьи ' || g,
           '', '',
           repeat('Партнер подключает клиента, выбирает конфигурацию и количество рабочих мест, заказывает диск. ', 8) ||
             case when g % 50 = 0 then 'Перед заказом партнер заключает договор с клиентом. ' else '' end ||
             case when g % 5 = 0 then 'Счет выставляется ежемесячно. ' else '' end ||
             case when g % 1000 = 0 then 'Сертификат партнера продлевается ежегодно. ' else '' end ||
             case when g = ${count} - 7 then 'Редкое слово: криптопротокол. ' else '' end,
           'published', now() - g * interval '1 minute'
    from generate_series(1, ${count}) g`.execute(db);
}

type Query = Parameters<typeof listPublished>[1];
const call = (query: Omit<Query, 'type'>, slugOf?: (type: string) => string) => async (db: Db, type: string) =>
  listPublished(db, { ...query, type: type as 'info' | 'news', ...(slugOf ? { slug: slugOf(type) } : {}) });

await runBenchmark({
  what: 'one content call (page + total, with the attachments)',
  seed: async (db) => {
    await seedSection(db, 'info', LARGE);
    await seedSection(db, 'news', SMALL);
    return { large: 'info', small: 'news', largeLabel: `${LARGE} articles`, smallLabel: `${SMALL} news items` };
  },
  calls: [
    { label: 'first page', call: call({ limit: 10, page: 1 }) },
    { label: 'page 5', call: call({ limit: 10, page: 5 }) },
    { label: 'one item by slug', call: call({ limit: 1, page: 1 }, (type) => `${type}-42`) },
    { label: 'search a rare word', call: call({ limit: 10, page: 1, search: 'криптопротокола' }) },
  ],
});

// The search by how many articles match: the first page is ranked among all of them.
const handle = await openDatabase({ databaseUrl: null, dataDir: null });
try {
  await migrateToLatest(handle.db as never);
  await seedSection(handle.db, 'info', LARGE);
  await sql`analyze`.execute(handle.db);
  console.log(`\nSearch of the ${LARGE} articles by how many match (median of 15 runs, first page of 10):`);
  for (const [word, share] of [
    ['сертификатов', '1 in 1000'],
    ['договоров', '1 in 50'],
    ['счетов', '1 in 5'],
    ['партнеров', 'all'],
  ] as const) {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < 18; i++) {
      const started = performance.now();
      const result = await listPublished(handle.db, { type: 'info', search: word, limit: 10, page: 1 });
      if (i >= 3) samples.push(performance.now() - started);
      total = result.total;
    }
    console.log(`  «${word}» (${share}): ${total} matches, ${median(samples).toFixed(2)} ms`);
  }
} finally {
  await handle.close();
}
