/**
 * The content call (document 3 §7 "Load content through a blog API with type, id, slug and limit") and the files of
 * published items, served by the portal so that nothing they hold can run as a page of its origin (decision 025).
 */
import {
  authorityHolder,
  CONTENT_MESSAGES,
  contentFileDisplay,
  contentListSchema,
  contentQuerySchema,
  hasAuthority,
  queryBooleanSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { requireCaller } from '../plugins/app/auth.ts';
import { findFile, listPublished, readFileBytes, type StoredFile } from '../repositories/content.repository.ts';
import type { RoleAccess } from '../types.ts';

// Partners and distributors read the content (both menus have «База знаний» and «Материалы»); operators too.
const readers: RoleAccess = { roles: ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR', 'ROLE_VENDOR'] };
const tags = ['content'];

/** `filename*` of RFC 6266 for any name, and a plain ASCII one for old clients. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

type ByteRange = { offset: number; length: number };

/** One range of a `Range: bytes=…` header; null when it cannot be served, undefined when there is none. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix === 0 ? null : { offset: size - suffix, length: suffix };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return null;
  return { offset: start, length: end - start + 1 };
}

function fileHeaders(reply: FastifyReply, file: StoredFile, download: boolean): void {
  const display = contentFileDisplay(file.mime);
  const inline = !download && display !== 'download';
  void reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cross-origin-resource-policy', 'same-origin')
    // A PDF opens in the browser's viewer inside the portal's page (a sandbox would refuse the viewer); anything else
    // is sandboxed: even if a browser took it for a document, no script of it could run with the portal's origin.
    .header(
      'content-security-policy',
      display === 'pdf' ? "default-src 'none'; frame-ancestors 'self'" : "default-src 'none'; sandbox; frame-ancestors 'self'",
    );
}

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/content',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Content by type, id or slug, a page at a time, or searched (the knowledge base)',
        description:
          'Published items only. With `id` or `slug` the one item comes with its body as sanitized HTML (404 when there is none). ' +
          '`search` finds items by Russian words in any of their forms (full-text search), ranked, with snippets.',
        querystring: contentQuerySchema,
        response: { 200: contentListSchema },
      },
    },
    async (request) => {
      const { type, id, slug, limit, page, search } = request.query;
      const found = await listPublished(app.db, { type, id, slug, limit, page, search });
      if ((id !== undefined || slug !== undefined) && found.items.length === 0) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      return { ...found, page, limit };
    },
  );

  api.get(
    '/content/files/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'An attachment of a published item (operators: of any item); Range requests for video',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ download: queryBooleanSchema.default(false) }),
      },
    },
    async (request, reply) => {
      const file = await findFile(app.db, request.params.id);
      const operator = hasAuthority(authorityHolder(requireCaller(request).authorities), 'ROLE_VENDOR');
      if (!file || (!file.published && !operator)) throw AppError.notFound(CONTENT_MESSAGES.fileNotFound);
      fileHeaders(reply, file, request.query.download);
      const range = parseRange(request.headers.range, file.size);
      if (range === null) return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      if (range === undefined) return reply.send(Buffer.from(await readFileBytes(app.db, file.id)));
      const bytes = await readFileBytes(app.db, file.id, range);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.offset}-${range.offset + range.length - 1}/${file.size}`)
        .send(Buffer.from(bytes));
    },
  );
}
