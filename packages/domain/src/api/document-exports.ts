/**
 * The back office's export of partners' documents (issue 33): every chosen partner's invoice PDF, act PDF and XML УПД
 * per month in one ZIP, built by a job with progress. Its calls' schemas; its limits and texts are in
 * document-export-texts.ts.
 */
import { z } from 'zod';
import { DOCUMENT_EXPORT_LIMITS, DOCUMENT_EXPORT_TEXTS } from './document-export-texts.ts';

export { DOCUMENT_EXPORT_LIMITS, DOCUMENT_EXPORT_POLL_MS, DOCUMENT_EXPORT_TEXTS } from './document-export-texts.ts';

const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, DOCUMENT_EXPORT_TEXTS.monthFormat);

/** POST /api/backoffice/document-exports: the months, and the partners (every partner when none are given). */
export const documentExportRequestSchema = z.object({
  months: z
    .array(monthKeySchema)
    .min(1, DOCUMENT_EXPORT_TEXTS.monthsRequired)
    .max(DOCUMENT_EXPORT_LIMITS.months, DOCUMENT_EXPORT_TEXTS.tooManyMonths),
  partnerIds: z
    .array(z.uuid(DOCUMENT_EXPORT_TEXTS.partnerNotFound))
    .min(1, DOCUMENT_EXPORT_TEXTS.partnersRequired)
    .max(DOCUMENT_EXPORT_LIMITS.partners, DOCUMENT_EXPORT_TEXTS.tooManyPartners)
    .optional(),
});
export type DocumentExportRequest = z.infer<typeof documentExportRequestSchema>;

export const documentExportStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type DocumentExportStatus = z.infer<typeof documentExportStatusSchema>;

/** An export and how far it got: `done` of `total` invoices written. */
export const documentExportSchema = z.object({
  exportId: z.string(),
  status: documentExportStatusSchema,
  months: z.array(z.string()),
  /** null: every partner. */
  partnerCount: z.number().int().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  /** Partners' months without an XML УПД (listed in the ZIP's «Не выгружено.txt»). */
  failures: z.number().int(),
  error: z.string().nullable(),
  /** The ZIP's size in bytes once done. */
  size: z.number().int().nullable(),
  requestedBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DocumentExport = z.infer<typeof documentExportSchema>;

/** The recent exports, newest first, and the closed months one may pick ('YYYY-MM', newest first). */
export const documentExportListSchema = z.object({
  items: z.array(documentExportSchema),
  closedMonths: z.array(z.string()),
});
export type DocumentExportList = z.infer<typeof documentExportListSchema>;

export const documentExportParamsSchema = z.object({ id: z.uuid(DOCUMENT_EXPORT_TEXTS.notFound) });
