/** The operators' writing of content: items rendered once when saved, published or withdrawn, files checked; all audited. */
import {
  CONTENT_ATTACHMENTS_MAX,
  CONTENT_FILE_MIME,
  CONTENT_FILE_NAME_MAX,
  CONTENT_MESSAGES,
  contentFileMaxBytes,
  sniffContentFile,
  type BackofficeContentItem,
  type ContentAttachment,
  type ContentType,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import {
  attachmentCount,
  deleteFile,
  findForOperator,
  insertFile,
  insertItem,
  setPublished,
  updateItem,
  type ContentRecord,
} from '../repositories/content.repository.ts';
import type { Caller } from './caller.ts';
import { contentPlainText, renderContentHtml } from './content-markdown.ts';

export type ContentInput = { type: ContentType; slug: string; title: string; summary: string; body: string };

export function contentRecord(input: ContentInput): ContentRecord {
  return { ...input, bodyHtml: renderContentHtml(input.body), bodyText: contentPlainText(input.body) };
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw AppError.validation('slug', CONTENT_MESSAGES.slugTaken);
  throw error;
}

async function itemOrNotFound(db: Db, id: string): Promise<BackofficeContentItem> {
  const item = await findForOperator(db, id);
  if (!item) throw AppError.notFound(CONTENT_MESSAGES.notFound);
  return item;
}

export async function createContent(db: Db, caller: Caller, input: ContentInput): Promise<BackofficeContentItem> {
  const id = await insertItem(db, contentRecord(input), caller.accountId).catch(slugTaken);
  await recordAudit(db, {
    actorAccountId: caller.accountId,
    action: 'content.create',
    subjectType: 'content',
    subjectId: id,
    details: { type: input.type, slug: input.slug, title: input.title },
  });
  return itemOrNotFound(db, id);
}

export async function editContent(db: Db, caller: Caller, id: string, input: ContentInput): Promise<BackofficeContentItem> {
  const updated = await updateItem(db, id, contentRecord(input), caller.accountId).catch(slugTaken);
  if (!updated) throw AppError.notFound(CONTENT_MESSAGES.notFound);
  await recordAudit(db, {
    actorAccountId: caller.accountId,
    action: 'content.update',
    subjectType: 'content',
    subjectId: id,
    details: { type: input.type, slug: input.slug, title: input.title },
  });
  return itemOrNotFound(db, id);
}

export async function publishContent(db: Db, caller: Caller, id: string, published: boolean): Promise<BackofficeContentItem> {
  if (!(await setPublished(db, id, published, caller.accountId))) throw AppError.notFound(CONTENT_MESSAGES.notFound);
  await recordAudit(db, {
    actorAccountId: caller.accountId,
    action: published ? 'content.publish' : 'content.unpublish',
    subjectType: 'content',
    subjectId: id,
  });
  return itemOrNotFound(db, id);
}

/** The name a file is shown and saved under: no path, no control characters, at most the limit. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return base.slice(0, CONTENT_FILE_NAME_MAX);
}

export async function uploadContentFile(
  db: Db,
  caller: Caller,
  itemId: string,
  upload: { name: string; data: Uint8Array },
): Promise<ContentAttachment> {
  const count = await attachmentCount(db, itemId);
  if (count === undefined) throw AppError.notFound(CONTENT_MESSAGES.notFound);
  const name = cleanFileName(upload.name);
  if (!name) throw AppError.validation('name', CONTENT_MESSAGES.fileNameRequired);
  if (upload.data.byteLength === 0) throw AppError.validation('file', CONTENT_MESSAGES.fileEmpty);
  const kind = sniffContentFile(upload.data, name);
  if (!kind) throw AppError.validation('file', CONTENT_MESSAGES.fileType);
  const max = contentFileMaxBytes(kind);
  if (upload.data.byteLength > max)
    throw new AppError('PAYLOAD_TOO_LARGE', CONTENT_MESSAGES.fileTooLarge(max), 413, [
      { field: 'file', message: CONTENT_MESSAGES.fileTooLarge(max) },
    ]);
  if (count >= CONTENT_ATTACHMENTS_MAX) throw AppError.validation('file', CONTENT_MESSAGES.tooManyFiles);
  const file = await insertFile(db, { itemId, name, mime: CONTENT_FILE_MIME[kind], data: upload.data }, caller.accountId);
  if (!file) throw AppError.notFound(CONTENT_MESSAGES.notFound);
  await recordAudit(db, {
    actorAccountId: caller.accountId,
    action: 'content.file.upload',
    subjectType: 'content',
    subjectId: itemId,
    details: { fileId: file.id, name, mime: file.mime, size: file.size },
  });
  return file;
}

export async function removeContentFile(db: Db, caller: Caller, itemId: string, fileId: string): Promise<void> {
  if (!(await deleteFile(db, itemId, fileId))) throw AppError.notFound(CONTENT_MESSAGES.fileNotFound);
  await recordAudit(db, {
    actorAccountId: caller.accountId,
    action: 'content.file.delete',
    subjectType: 'content',
    subjectId: itemId,
    details: { fileId },
  });
}
