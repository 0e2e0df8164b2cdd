/** The back office's document exports (issue 33): their state and progress, the invoices they cover, the ZIP's chunks. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DocumentExportStatus } from '../db/schema.ts';

export type DocumentExportRow = {
  id: string;
  status: DocumentExportStatus;
  months: string[];
  partnerIds: string[] | null;
  done: number;
  total: number;
  failures: number;
  error: string | null;
  size: number | null;
  requestedBy: string;
  createdAt: Date;
  finishedAt: Date | null;
};

/** 'YYYY-MM' as the invoices' year and zero-based month. */
export function monthParts(month: string): { year: number; month: number } {
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) - 1 };
}

function exportsQuery(db: Db) {
  return db
    .selectFrom('document_exports as e')
    .innerJoin('accounts as a', 'a.id', 'e.requested_by')
    .select([
      'e.id',
      'e.status',
      'e.months',
      'e.partner_ids as partnerIds',
      'e.done',
      'e.total',
      'e.failures',
      'e.error',
      sql<number | null>`e.size::float8`.as('size'),
      'a.email as requestedBy',
      'e.created_at as createdAt',
      'e.finished_at as finishedAt',
    ]);
}

export async function insertDocumentExport(
  db: Db,
  values: { requestedBy: string; months: string[]; partnerIds: string[] | null; total: number },
): Promise<string> {
  const row = await db
    .insertInto('document_exports')
    .values({ requested_by: values.requestedBy, months: values.months, partner_ids: values.partnerIds, total: values.total })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function documentExportById(db: Db, id: string): Promise<DocumentExportRow | null> {
  return (await exportsQuery(db).where('e.id', '=', id).executeTakeFirst()) ?? null;
}

export async function recentDocumentExports(db: Db, limit: number): Promise<DocumentExportRow[]> {
  return exportsQuery(db).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
}

/** Which of these ids are partners (not distributors). */
export async function existingPartnerIds(db: Db, ids: ReadonlyArray<string>): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('partners').select('id').where('kind', '=', 'partner').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The months that have invoices ('YYYY-MM'), newest first: what an export may cover. */
export async function invoicedMonths(db: Db): Promise<string[]> {
  const rows = await sql<{ key: string }>`
    select distinct to_char(make_date(year, month + 1, 1), 'YYYY-MM') as key from invoices order by key desc`.execute(db);
  return rows.rows.map((r) => r.key);
}

type Scope = { months: ReadonlyArray<string>; partnerIds: ReadonlyArray<string> | null };

function monthKeys(months: ReadonlyArray<string>): number[] {
  return months.map((m) => {
    const { year, month } = monthParts(m);
    return year * 12 + month;
  });
}

/** How many invoices an export covers. */
export async function countExportInvoices(db: Db, scope: Scope): Promise<number> {
  const row = await db
    .selectFrom('invoices as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`i.year * 12 + i.month = any(${monthKeys(scope.months)}::int[])`)
    .$if(scope.partnerIds !== null, (q) => q.where('i.partner_id', 'in', scope.partnerIds ?? []))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ExportInvoice = {
  invoiceId: string;
  number: string;
  partnerId: string;
  partnerCode: string;
  partnerName: string;
  year: number;
  /** Zero-based, as in the invoices. */
  month: number;
  closedAt: Date;
};
/** Where a page of invoices ended: the next page starts after it. */
export type ExportCursor = { partnerCode: string; key: number };

/**
 * One page of an export's invoices in the ZIP's order (partner code, then month), after `cursor`: the job reads the
 * invoices page by page, so that what it holds does not grow with the number of partners.
 */
export async function exportInvoicePage(
  db: Db,
  scope: Scope,
  cursor: ExportCursor | null,
  limit: number,
): Promise<Array<ExportInvoice & { cursor: ExportCursor }>> {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .select([
      'i.id as invoiceId',
      'i.number',
      'i.year',
      'i.month',
      'i.closed_at as closedAt',
      'i.partner_id as partnerId',
      'p.partner_code as partnerCode',
      'p.name as partnerName',
      sql<number>`i.year * 12 + i.month`.as('key'),
    ])
    .where(sql<boolean>`i.year * 12 + i.month = any(${monthKeys(scope.months)}::int[])`)
    .$if(scope.partnerIds !== null, (q) => q.where('i.partner_id', 'in', scope.partnerIds ?? []))
    .$if(cursor !== null, (q) =>
      q.where(sql<boolean>`(p.partner_code, i.year * 12 + i.month) > (${cursor?.partnerCode ?? ''}, ${cursor?.key ?? 0}::int)`),
    )
    .orderBy('p.partner_code')
    .orderBy(sql`i.year * 12 + i.month`)
    .limit(limit)
    .execute();
  return rows.map(({ key, ...invoice }) => ({ ...invoice, cursor: { partnerCode: invoice.partnerCode, key: Number(key) } }));
}

/**
 * Starts (or starts over) an export's run: its chunks deleted, its progress at 0 of `total`. Only a queued export, or
 * one whose run was interrupted (running), starts; a finished one is left as it is (null).
 */
export async function beginExportRun(db: Db, id: string): Promise<{ months: string[]; partnerIds: string[] | null } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('document_exports')
      .set({ status: 'running', done: 0, failures: 0, error: null, size: null, finished_at: null })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returning(['months', 'partner_ids as partnerIds'])
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('document_export_chunks').where('export_id', '=', id).execute();
    return row;
  });
}

export async function setExportTotal(db: Db, id: string, total: number): Promise<void> {
  await db.updateTable('document_exports').set({ total }).where('id', '=', id).execute();
}

export async function setExportProgress(db: Db, id: string, done: number): Promise<void> {
  await db.updateTable('document_exports').set({ done }).where('id', '=', id).where('status', '=', 'running').execute();
}

export async function insertExportChunk(db: Db, id: string, seq: number, data: Uint8Array): Promise<void> {
  await db.insertInto('document_export_chunks').values({ export_id: id, seq, data }).execute();
}

export async function finishExport(db: Db, id: string, result: { done: number; failures: number; size: number }): Promise<void> {
  await db
    .updateTable('document_exports')
    .set({ status: 'done', done: result.done, failures: result.failures, size: result.size, finished_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function failExport(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('document_exports')
    .set({ status: 'failed', error, finished_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** The ZIP's chunks one at a time, in order: serving a large export holds one chunk in memory, not the file. */
export async function* exportChunks(db: Db, id: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const row = await db
      .selectFrom('document_export_chunks')
      .select('data')
      .where('export_id', '=', id)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    yield row.data;
  }
}
