/**
 * Content items and their files: the published ones as partners read them (lists paged in SQL, one item by id or slug,
 * the knowledge base's Russian full-text search with ranked results and snippets), and every item for the operators.
 */
import type {
  BackofficeContentItem,
  BackofficeContentRow,
  ContentAttachment,
  ContentEntry,
  ContentStatus,
  ContentType,
  SnippetPart,
} from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** ts_headline's markers around a matched word: control characters never found in the stored plain text. */
const MATCH_START = '\u0002';
const MATCH_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** The snippet as plain parts, matched or not: the page shows them as text, never as HTML. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    parts.push({ text: rest.slice(start + 1, stop), match: true });
    rest = rest.slice(stop + 1);
  }
  return parts.filter((part) => part.text.length > 0);
}

/** Runs in the caller's transaction (the demo world's seed) or in a new one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function attachmentsOf(db: Db, itemIds: string[]): Promise<Map<string, ContentAttachment[]>> {
  const byItem = new Map<string, ContentAttachment[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('content_files')
    .select(['id', 'item_id as itemId', 'name', 'mime', 'size'])
    .where('item_id', 'in', itemIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const { itemId, ...file } of rows) {
    const list = byItem.get(itemId) ?? [];
    list.push(file);
    byItem.set(itemId, list);
  }
  return byItem;
}

export type PublishedQuery = {
  type?: ContentType;
  id?: string;
  slug?: string;
  search?: string;
  limit: number;
  page: number;
};

/** Published items, newest first, or by rank when searched; the body's HTML only for one item asked by id or slug. */
export async function listPublished(db: Db, query: PublishedQuery): Promise<{ items: ContentEntry[]; total: number }> {
  const single = query.id !== undefined || query.slug !== undefined;
  const search = query.search?.trim() ? query.search.trim() : undefined;
  const tsquery = sql`websearch_to_tsquery('russian', ${search ?? ''})`;
  // The page first (ranked among every match when searching), then the page's rows in full: the snippet is cut for
  // these ten only, not for every match (ts_headline is the dearest part of a search).
  let page = db
    .selectFrom('content_items as c')
    .select(['c.id', 'c.published_at'])
    .select(search ? sql<number>`ts_rank_cd(c.search, ${tsquery})`.as('rank') : sql<number>`0`.as('rank'))
    // Only a search counts its matches with the page; a plain list reads its total from the counters.
    .select(search && !single ? sql<number>`count(*) over()`.as('total') : sql<null>`null`.as('total'))
    .where('c.status', '=', 'published');
  if (query.type) page = page.where('c.type', '=', query.type);
  if (query.id) page = page.where('c.id', '=', query.id);
  if (query.slug) page = page.where('c.slug', '=', query.slug);
  if (search) page = page.where(sql<boolean>`c.search @@ ${tsquery}`).orderBy('rank', 'desc');
  page = page
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const rows = await db
    .selectFrom(page.as('p'))
    .innerJoin('content_items as c', 'c.id', 'p.id')
    .select(['c.id', 'c.type', 'c.slug', 'c.title', 'c.summary', 'c.published_at as publishedAt', 'p.total'])
    .select(single ? sql<string>`c.body_html`.as('html') : sql<null>`null`.as('html'))
    .select(
      search
        ? sql<string>`ts_headline('russian', case when c.body_text = '' then c.title else c.body_text end, ${tsquery}, ${HEADLINE_OPTIONS})`.as(
            'headline',
          )
        : sql<null>`null`.as('headline'),
    )
    .orderBy('p.rank', 'desc')
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id')
    .execute();
  const files = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ total: _total, headline, publishedAt, ...row }) => ({
      ...row,
      publishedAt: publishedAt?.toISOString() ?? null,
      attachments: files.get(row.id) ?? [],
      snippet: headline === null ? null : snippetParts(headline),
    })),
    total: single ? rows.length : search ? Number(rows[0]?.total ?? 0) : await countOf(db, 'published', query.type),
  };
}

/** A section's total (or all sections'), items of any status or published ones, from the counters. */
async function countOf(db: Db, column: 'items' | 'published', type?: ContentType): Promise<number> {
  let select = db.selectFrom('content_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>(column), eb.lit(0)).as('total'));
  if (type) select = select.where('type', '=', type);
  const row = await select.executeTakeFirst();
  return Number(row?.total ?? 0);
}

const rowColumns = [
  'c.id',
  'c.type',
  'c.slug',
  'c.title',
  'c.status',
  'c.published_at as publishedAt',
  'c.updated_at as updatedAt',
  'c.attachment_count as attachmentCount',
] as const;

type RowRecord = {
  id: string;
  type: ContentType;
  slug: string;
  title: string;
  status: ContentStatus;
  publishedAt: Date | null;
  updatedAt: Date;
  attachmentCount: number;
};

function toRow(row: RowRecord): BackofficeContentRow {
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() };
}

export async function listForOperator(
  db: Db,
  query: { type?: ContentType; status?: ContentStatus; search?: string; page: number; pageSize: number },
): Promise<{ items: BackofficeContentRow[]; total: number }> {
  const search = query.search?.trim();
  let select = db
    .selectFrom('content_items as c')
    .select(rowColumns)
    .select(search ? sql<number>`count(*) over()`.as('total') : sql<null>`null`.as('total'));
  if (query.type) select = select.where('c.type', '=', query.type);
  if (query.status) select = select.where('c.status', '=', query.status);
  if (search) select = select.where(sql<boolean>`c.search @@ websearch_to_tsquery('russian', ${search})`);
  const rows = await select
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  let total: number;
  if (search) total = Number(rows[0]?.total ?? 0);
  else if (query.status === 'published') total = await countOf(db, 'published', query.type);
  else if (query.status === 'draft') total = (await countOf(db, 'items', query.type)) - (await countOf(db, 'published', query.type));
  else total = await countOf(db, 'items', query.type);
  return { items: rows.map(({ total: _total, ...row }) => toRow(row)), total };
}

export async function findForOperator(db: Db, id: string): Promise<BackofficeContentItem | undefined> {
  const row = await db
    .selectFrom('content_items as c')
    .select(rowColumns)
    .select(['c.summary', 'c.body', 'c.body_html as html'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const files = await attachmentsOf(db, [id]);
  const { summary, body, html, ...rest } = row;
  return { ...toRow(rest), summary, body, html, attachments: files.get(id) ?? [] };
}

export type ContentRecord = {
  type: ContentType;
  slug: string;
  title: string;
  summary: string;
  body: string;
  bodyHtml: string;
  bodyText: string;
};

/** An item's own columns, as an insert and an update write them. */
function columnsOf(item: ContentRecord) {
  return {
    type: item.type,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    body: item.body,
    body_html: item.bodyHtml,
    body_text: item.bodyText,
  };
}

export async function insertItem(db: Db, item: ContentRecord, accountId: string | null): Promise<string> {
  const { id } = await db
    .insertInto('content_items')
    .values({
      ...columnsOf(item),
      created_by: accountId,
      updated_by: accountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateItem(db: Db, id: string, item: ContentRecord, accountId: string): Promise<boolean> {
  const result = await db
    .updateTable('content_items')
    .set({
      ...columnsOf(item),
      updated_at: sql`now()`,
      updated_by: accountId,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Publishing keeps the first publication date when an item is published again after a correction. */
export async function setPublished(db: Db, id: string, published: boolean, accountId: string, at?: Date): Promise<boolean> {
  const result = await db
    .updateTable('content_items')
    .set(
      published
        ? { status: 'published', published_at: at ?? sql<Date>`now()`, updated_at: sql`now()`, updated_by: accountId }
        : { status: 'draft', published_at: null, updated_at: sql`now()`, updated_by: accountId },
    )
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertFile(
  db: Db,
  file: { itemId: string; name: string; mime: string; data: Uint8Array },
  accountId: string | null,
): Promise<ContentAttachment | undefined> {
  return inTransaction(db, async (trx) => {
    const counted = await trx
      .updateTable('content_items')
      .set({ attachment_count: sql`attachment_count + 1`, updated_at: sql`now()` })
      .where('id', '=', file.itemId)
      .returning('attachment_count')
      .executeTakeFirst();
    if (!counted) return undefined;
    return trx
      .insertInto('content_files')
      .values({
        item_id: file.itemId,
        name: file.name,
        mime: file.mime,
        size: file.data.byteLength,
        data: file.data,
        created_by: accountId,
      })
      .returning(['id', 'name', 'mime', 'size'])
      .executeTakeFirstOrThrow();
  });
}

export async function deleteFile(db: Db, itemId: string, fileId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const deleted = await trx.deleteFrom('content_files').where('id', '=', fileId).where('item_id', '=', itemId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return false;
    await trx
      .updateTable('content_items')
      .set({ attachment_count: sql`attachment_count - 1`, updated_at: sql`now()` })
      .where('id', '=', itemId)
      .execute();
    return true;
  });
}

export async function attachmentCount(db: Db, itemId: string): Promise<number | undefined> {
  const row = await db.selectFrom('content_items').select('attachment_count').where('id', '=', itemId).executeTakeFirst();
  return row?.attachment_count;
}

export type StoredFile = { id: string; name: string; mime: string; size: number; published: boolean };

export async function findFile(db: Db, fileId: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('content_files as f')
    .innerJoin('content_items as c', 'c.id', 'f.item_id')
    .select(['f.id', 'f.name', 'f.mime', 'f.size', 'c.status'])
    .where('f.id', '=', fileId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { status, ...file } = row;
  return { ...file, published: status === 'published' };
}

/** A file's bytes, or a range of them (offset from 0, length in bytes), cut by the database. */
export async function readFileBytes(db: Db, fileId: string, range?: { offset: number; length: number }): Promise<Uint8Array> {
  const row = await db
    .selectFrom('content_files')
    .select(
      range ? sql<Uint8Array>`substring(data from ${range.offset + 1} for ${range.length})`.as('data') : sql<Uint8Array>`data`.as('data'),
    )
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return row.data;
}
