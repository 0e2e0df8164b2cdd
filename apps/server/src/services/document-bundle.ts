/**
 * «Документы за период» (issue 33): a closed month's documents as the files of a ZIP — the invoice and the act as PDF
 * and the act as the XML УПД — and the ZIP writer that streams them, for the partner's download and the vendor's export.
 */
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { DOCUMENT_BUNDLE_TEXTS, INVOICE_PDF_TEXTS, INVOICING_TEXTS, monthKeyOf, monthLabel } from '@portal/domain';
import archiver from 'archiver';
import type { VendorRequisites } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { invoiceFactsById } from '../repositories/payment-cycle.repository.ts';
import { actXmlFile } from './act-xml.ts';
import { invoiceDocumentPdf } from './invoice-documents.ts';

/** A file of the archive; `modifiedAt` dates it (the invoice's closing), so the same documents zip to the same bytes. */
export type BundleEntry = { name: string; bytes: Uint8Array; modifiedAt?: Date };

/** 'YYYY-MM' of a billed month (months are 0-based in the database, as in Date). */
export const monthPrefix = monthKeyOf;

/**
 * The names inside a ZIP, one rule: the month first so an accountant's folder sorts by month, then the name of the
 * single download («2026-10 Счет 2026-10-000261.pdf»). The XML keeps the format's own name, which must equal its
 * ИдФайл and already carries the act's date.
 */
export const bundleEntryName = {
  invoice: (year: number, month: number, number: string) => `${monthPrefix(year, month)} ${INVOICE_PDF_TEXTS.invoiceFile(number)}`,
  act: (year: number, month: number, number: string) => `${monthPrefix(year, month)} ${INVOICE_PDF_TEXTS.actFile(number)}`,
} as const;

/**
 * The partner's invoices of the chosen months ('YYYY-MM'), in month order; a month without one (not closed yet, or
 * nothing billed) is refused in Russian, naming it.
 */
export async function invoicesOfMonths(
  db: Db,
  partnerId: string,
  months: ReadonlyArray<string>,
): Promise<Array<{ invoiceId: string; year: number; month: number }>> {
  const wanted = months.map((key) => ({ key, year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) - 1 }));
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'year', 'month'])
    .where('partner_id', '=', partnerId)
    .where((eb) => eb.or(wanted.map((w) => eb.and([eb('year', '=', w.year), eb('month', '=', w.month)]))))
    .execute();
  return wanted.map((w) => {
    const row = rows.find((r) => Number(r.year) === w.year && Number(r.month) === w.month);
    if (!row) throw AppError.validation('month', DOCUMENT_BUNDLE_TEXTS.noInvoice(monthLabel(w.year, w.month)));
    return { invoiceId: row.id, year: w.year, month: w.month };
  });
}

/** A closed month's three documents for a partner: invoice PDF, act PDF, XML УПД; bytes equal to the single downloads. */
export async function invoiceDocumentEntries(
  db: Db,
  vendor: VendorRequisites,
  partnerId: string,
  invoiceId: string,
  now: Date = new Date(),
): Promise<BundleEntry[]> {
  const facts = await invoiceFactsById(db, partnerId, invoiceId);
  if (!facts) throw AppError.notFound(INVOICING_TEXTS.invoiceNotFound);
  const scope = { partnerId };
  // The XML first: a partner whose requisites the format cannot take is refused (400 naming the fields) before any PDF
  // is drawn.
  const xml = await actXmlFile(db, scope, invoiceId, vendor, now);
  const [invoice, act] = await Promise.all([
    invoiceDocumentPdf(db, scope, invoiceId, 'invoice', vendor, now),
    invoiceDocumentPdf(db, scope, invoiceId, 'act', vendor, now),
  ]);
  const modifiedAt = facts.closedAt;
  return [
    { name: bundleEntryName.invoice(facts.year, facts.month, facts.number), bytes: invoice.bytes, modifiedAt },
    { name: bundleEntryName.act(facts.year, facts.month, facts.number), bytes: act.bytes, modifiedAt },
    { name: xml.fileName, bytes: xml.bytes, modifiedAt },
  ];
}

export type ZipWriter = {
  /** Resolves once the entry is in the archive, so a caller that awaits each add holds one file at a time. */
  add(entry: BundleEntry): Promise<void>;
  /** Writes the central directory; resolves once `out` has taken every byte. */
  finish(): Promise<void>;
};

/**
 * Streams entries into a ZIP written to `out`, never holding the archive: each add waits until archiver has written
 * its entry (and so until `out` has drained enough to take it). Names with Cyrillic letters carry the ZIP's UTF-8 flag
 * (compress-commons sets bit 11 for any name that is not ASCII), so Windows Explorer and 7-Zip show them right.
 */
export function zipWriter(out: NodeJS.WritableStream): ZipWriter {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let failure: Error | null = null;
  let finishing = false;

  /** A failed archive must not end `out` as if complete: a reader gets a broken download, never a short ZIP. */
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    for (const entry of waiting.splice(0)) entry.reject(error);
    archive.unpipe(out);
    archive.abort();
    if (out instanceof Writable) out.destroy(error);
  };
  archive.on('entry', () => waiting.shift()?.resolve());
  archive.on('error', fail);
  archive.on('warning', fail);
  // A reader that goes away (a closed download) stops the archive instead of leaving the writer waiting for ever.
  const written = finished(out, { readable: false }).catch((error: unknown) => {
    fail(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  // Nobody may ever await `written` (a writer abandoned after a failed add): its rejection is already handled by `fail`.
  written.catch(() => undefined);
  archive.pipe(out);

  return {
    add(entry) {
      if (failure) return Promise.reject(failure);
      if (finishing) return Promise.reject(new Error('The ZIP is already finished'));
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        archive.append(Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength), {
          name: entry.name,
          date: entry.modifiedAt ?? new Date(),
        });
      });
    },
    async finish() {
      if (failure) throw failure;
      finishing = true;
      await archive.finalize();
      await written;
      if (failure) throw failure;
    },
  };
}
