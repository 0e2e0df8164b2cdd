/**
 * The back office's export of partners' documents (issue 33): the operator asks for months and partners (or all), a
 * durable job streams every invoice's PDFs and XML УПД into one ZIP that it writes to the database in ~1 MiB chunks,
 * with its progress; any instance then serves the file. A run that starts again (a restart, a retry) starts over.
 */
import { Writable } from 'node:stream';
import { DOCUMENT_EXPORT_TEXTS, monthEnd, type DocumentExport, type DocumentExportRequest } from '@portal/domain';
import type { VendorRequisites } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import {
  beginExportRun,
  countExportInvoices,
  documentExportById,
  type DocumentExportRow,
  type ExportCursor,
  type ExportInvoice,
  exportInvoicePage,
  existingPartnerIds,
  failExport,
  finishExport,
  insertDocumentExport,
  insertExportChunk,
  monthParts,
  setExportProgress,
  setExportTotal,
} from '../repositories/document-export.repository.ts';
import { bundleEntryName, invoiceDocumentEntries, monthPrefix, type BundleEntry, zipWriter } from './document-bundle.ts';
import type { Enqueue } from './enqueue.ts';
import { invoiceDocumentPdf } from './invoice-documents.ts';

/** The ZIP is stored in pieces of this size: large enough for few rows, small enough to hold one in memory. */
export const EXPORT_CHUNK_BYTES = 1_048_576;
/** The progress is written every this many invoices (and at the end). */
export const EXPORT_PROGRESS_EVERY = 20;
/** Invoices read from the database at a time. */
const EXPORT_PAGE_SIZE = 200;

export function documentExportView(row: DocumentExportRow): DocumentExport {
  return {
    exportId: row.id,
    status: row.status,
    months: row.months,
    partnerCount: row.partnerIds?.length ?? null,
    done: row.done,
    total: row.total,
    failures: row.failures,
    error: row.error,
    size: row.size === null ? null : Number(row.size),
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Checks the request (closed months, known partners), records the export and queues its job in one transaction. */
export async function startDocumentExport(
  db: Db,
  enqueue: Pick<Enqueue, 'documentExport'>,
  operatorId: string,
  request: DocumentExportRequest,
  now: Date = new Date(),
): Promise<DocumentExport> {
  const months = [...new Set(request.months)].sort();
  for (const month of months) {
    const parts = monthParts(month);
    if (monthEnd(parts) > now) throw AppError.validation('months', DOCUMENT_EXPORT_TEXTS.monthNotEnded(month));
  }
  const partnerIds = request.partnerIds ? [...new Set(request.partnerIds)] : null;
  if (partnerIds) {
    const known = await existingPartnerIds(db, partnerIds);
    if (partnerIds.some((id) => !known.has(id))) throw AppError.validation('partnerIds', DOCUMENT_EXPORT_TEXTS.partnerNotFound);
  }
  const total = await countExportInvoices(db, { months, partnerIds });
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertDocumentExport(trx, { requestedBy: operatorId, months, partnerIds, total });
    await enqueue.documentExport(trx, created);
    return created;
  });
  return documentExportOf(db, id);
}

export async function documentExportOf(db: Db, id: string): Promise<DocumentExport> {
  const row = await documentExportById(db, id);
  if (!row) throw AppError.notFound(DOCUMENT_EXPORT_TEXTS.notFound);
  return documentExportView(row);
}

/**
 * A writable that cuts what it is given into `chunkBytes` pieces and stores each as it fills; its callback waits for
 * the insert, so the archive upstream pauses while the database writes (memory holds about one piece).
 */
function chunkSink(db: Db, exportId: string, chunkBytes: number): Writable & { size(): number } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= chunkBytes || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending, pendingBytes);
      const piece = joined.subarray(0, Math.min(chunkBytes, joined.length));
      const rest = joined.subarray(piece.length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
      await insertExportChunk(db, exportId, seq, piece);
      seq += 1;
    }
  };
  const sink = new Writable({
    write(data: Buffer, _encoding, callback) {
      pending.push(data);
      pendingBytes += data.length;
      size += data.length;
      if (pendingBytes < chunkBytes) return callback();
      flush(false).then(() => callback(), callback);
    },
    final(callback) {
      flush(true).then(() => callback(), callback);
    },
  });
  return Object.assign(sink, { size: () => size });
}

/** A partner's folder in the ZIP: «<code> <name>», without the characters Windows forbids in a file name. */
export function partnerFolder(code: string, name: string): string {
  const cleaned = `${code} ${name}`
    .replace(/"/g, "'")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what Windows refuses
    .replace(/[<>:/\\|?*\u0000-\u001f]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // Windows drops a trailing dot or space from a folder's name, and the entries would then miss their folder.
    .replace(/[. ]+$/, '');
  return cleaned || code;
}

/** The month's two PDFs, named as in the full set: for a partner whose requisites cannot make the XML. */
async function pdfEntries(db: Db, vendor: VendorRequisites, invoice: ExportInvoice, now: Date): Promise<BundleEntry[]> {
  const scope = { partnerId: invoice.partnerId };
  const [bill, act] = await Promise.all([
    invoiceDocumentPdf(db, scope, invoice.invoiceId, 'invoice', vendor, now),
    invoiceDocumentPdf(db, scope, invoice.invoiceId, 'act', vendor, now),
  ]);
  return [
    { name: bundleEntryName.invoice(invoice.year, invoice.month, invoice.number), bytes: bill.bytes, modifiedAt: invoice.closedAt },
    { name: bundleEntryName.act(invoice.year, invoice.month, invoice.number), bytes: act.bytes, modifiedAt: invoice.closedAt },
  ];
}

export type ExportRunOptions = { chunkBytes?: number; progressEvery?: number; now?: Date };

/**
 * The job: runs (or runs again, from the start) one export to its end. The invoices are read page by page in the ZIP's
 * order, each one's files appended under its partner's folder; a partner whose requisites cannot make the XML gets its
 * PDFs and a line in «Не выгружено.txt» at the end of the archive. Returns false when there was nothing to run (the
 * export is done, failed or unknown).
 */
export async function runDocumentExport(
  db: Db,
  vendor: VendorRequisites,
  exportId: string,
  options: ExportRunOptions = {},
): Promise<boolean> {
  const { chunkBytes = EXPORT_CHUNK_BYTES, progressEvery = EXPORT_PROGRESS_EVERY, now = new Date() } = options;
  const run = await beginExportRun(db, exportId);
  if (!run) return false;
  const scope = { months: run.months, partnerIds: run.partnerIds };
  await setExportTotal(db, exportId, await countExportInvoices(db, scope));

  const sink = chunkSink(db, exportId, chunkBytes);
  const zip = zipWriter(sink);
  const skipped: string[] = [];
  let done = 0;
  let cursor: ExportCursor | null = null;
  for (;;) {
    const page = await exportInvoicePage(db, scope, cursor, EXPORT_PAGE_SIZE);
    for (const invoice of page) {
      const folder = partnerFolder(invoice.partnerCode, invoice.partnerName);
      let entries: BundleEntry[];
      try {
        entries = await invoiceDocumentEntries(db, vendor, invoice.partnerId, invoice.invoiceId, now);
      } catch (error) {
        // Only the requisites' refusal (a 400 naming what is missing) is the partner's: anything else fails the run.
        if (!(error instanceof AppError) || error.status !== 400) throw error;
        const month = monthPrefix(invoice.year, invoice.month);
        skipped.push(DOCUMENT_EXPORT_TEXTS.skippedLine(`${invoice.partnerCode} ${invoice.partnerName}`, month, error.message));
        entries = await pdfEntries(db, vendor, invoice, now);
      }
      for (const entry of entries) await zip.add({ ...entry, name: `${folder}/${entry.name}` });
      done += 1;
      if (done % progressEvery === 0) await setExportProgress(db, exportId, done);
    }
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_SIZE) break;
    cursor = last.cursor;
  }
  if (skipped.length > 0) {
    // UTF-8 with its byte order mark: Windows Notepad then reads the Cyrillic right.
    const text = `\uFEFF${DOCUMENT_EXPORT_TEXTS.skippedHeader}\r\n${skipped.join('\r\n')}\r\n`;
    await zip.add({ name: DOCUMENT_EXPORT_TEXTS.skippedFile, bytes: new TextEncoder().encode(text), modifiedAt: now });
  }
  await zip.finish();
  await finishExport(db, exportId, { done, failures: skipped.length, size: sink.size() });
  return true;
}

/** A run whose retries are spent: the export fails, in Russian, instead of staying «Выполняется» (the cause is logged). */
export async function giveUpDocumentExport(db: Db, exportId: string): Promise<void> {
  await failExport(db, exportId, DOCUMENT_EXPORT_TEXTS.runFailed);
}
