/** The content call and the back office's content calls: their schemas with the Russian messages. */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';
import {
  CONTENT_BODY_MAX,
  CONTENT_LIMIT_MAX,
  CONTENT_MESSAGES,
  CONTENT_SEARCH_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_SLUG_PATTERN,
  CONTENT_STATUSES,
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_TYPES,
} from './rules.ts';

const page = z.coerce.number().int().min(1).default(1);

/** GET /api/content: the blog call of document 3 §7 — type, id, slug and limit, plus the page and a search. */
export const contentQuerySchema = z
  .object({
    type: z.enum(CONTENT_TYPES).optional(),
    id: z.uuid().optional(),
    slug: z.string().max(CONTENT_SLUG_MAX).regex(CONTENT_SLUG_PATTERN, CONTENT_MESSAGES.slugFormat).optional(),
    limit: z.coerce.number().int().min(1).max(CONTENT_LIMIT_MAX).default(10),
    page,
    search: z.string().trim().max(CONTENT_SEARCH_MAX, MESSAGES.tooLong(CONTENT_SEARCH_MAX)).optional(),
  })
  .refine((query) => !(query.id && query.slug), { message: CONTENT_MESSAGES.oneSearchOnly, path: ['slug'] });
export type ContentQuery = z.input<typeof contentQuerySchema>;

export const contentAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type ContentAttachment = z.infer<typeof contentAttachmentSchema>;

/** A part of a search snippet: the words that matched are marked, the rest is plain text (nothing is HTML). */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const contentEntrySchema = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string().nullable(),
  attachments: z.array(contentAttachmentSchema),
  /** The body as sanitized HTML: only when one item is asked for (by id or slug). */
  html: z.string().nullable(),
  /** Where the search words occur: only with a search. */
  snippet: z.array(snippetPartSchema).nullable(),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const contentListSchema = z.object({
  items: z.array(contentEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ContentList = z.infer<typeof contentListSchema>;

const text = (max: number) => z.string({ error: MESSAGES.required }).trim().max(max, MESSAGES.tooLong(max));

/** An item as the operator writes it (POST and PUT /api/backoffice/content). */
export const contentWriteSchema = z.object({
  type: z.enum(CONTENT_TYPES, { error: MESSAGES.required }),
  title: text(CONTENT_TITLE_MAX).min(1, MESSAGES.required),
  slug: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(CONTENT_SLUG_MAX, MESSAGES.tooLong(CONTENT_SLUG_MAX))
    .regex(CONTENT_SLUG_PATTERN, CONTENT_MESSAGES.slugFormat),
  summary: text(CONTENT_SUMMARY_MAX).default(''),
  body: z.string({ error: MESSAGES.required }).max(CONTENT_BODY_MAX, MESSAGES.tooLong(CONTENT_BODY_MAX)).default(''),
});
export type ContentWrite = z.input<typeof contentWriteSchema>;

export const backofficeContentQuerySchema = z.object({
  type: z.enum(CONTENT_TYPES).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  search: z.string().trim().max(CONTENT_SEARCH_MAX, MESSAGES.tooLong(CONTENT_SEARCH_MAX)).optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const backofficeContentRowSchema = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  attachmentCount: z.number().int(),
});
export type BackofficeContentRow = z.infer<typeof backofficeContentRowSchema>;
export const backofficeContentListSchema = z.object({ items: z.array(backofficeContentRowSchema), total: z.number().int() });

/** One item in full for its editor: the Markdown, its rendering, the files. */
export const backofficeContentItemSchema = backofficeContentRowSchema.extend({
  summary: z.string(),
  body: z.string(),
  html: z.string(),
  attachments: z.array(contentAttachmentSchema),
});
export type BackofficeContentItem = z.infer<typeof backofficeContentItemSchema>;
