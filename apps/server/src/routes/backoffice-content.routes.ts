/** The back office's content: the vendor's operators write items in Markdown, attach files, publish and withdraw them. */
import {
  backofficeContentItemSchema,
  backofficeContentListSchema,
  backofficeContentQuerySchema,
  CONTENT_FILE_NAME_MAX,
  CONTENT_MESSAGES,
  CONTENT_VIDEO_MAX_BYTES,
  contentAttachmentSchema,
  contentWriteSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { requireCaller } from '../plugins/app/auth.ts';
import { findForOperator, listForOperator } from '../repositories/content.repository.ts';
import { createContent, editContent, publishContent, removeContentFile, uploadContentFile } from '../services/content.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];
const idParams = z.object({ id: z.uuid() });

export async function backofficeContentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Files come as the request's raw body (no multipart: a cross-site form cannot send this type without a preflight).
  // The limit here is the largest file of any kind; each kind's own limit is checked with the bytes.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: CONTENT_VIDEO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  api.get(
    '/backoffice/content',
    {
      config: { access: vendor },
      schema: { tags, querystring: backofficeContentQuerySchema, response: { 200: backofficeContentListSchema } },
    },
    async (request) => listForOperator(app.db, request.query),
  );

  api.get(
    '/backoffice/content/:id',
    { config: { access: vendor }, schema: { tags, params: idParams, response: { 200: backofficeContentItemSchema } } },
    async (request) => {
      const item = await findForOperator(app.db, request.params.id);
      if (!item) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      return item;
    },
  );

  api.post(
    '/backoffice/content',
    { config: { access: vendor }, schema: { tags, body: contentWriteSchema, response: { 201: backofficeContentItemSchema } } },
    async (request, reply) => reply.status(201).send(await createContent(app.db, requireCaller(request), request.body)),
  );

  api.put(
    '/backoffice/content/:id',
    {
      config: { access: vendor },
      schema: { tags, params: idParams, body: contentWriteSchema, response: { 200: backofficeContentItemSchema } },
    },
    async (request) => editContent(app.db, requireCaller(request), request.params.id, request.body),
  );

  api.post(
    '/backoffice/content/:id/publish',
    { config: { access: vendor }, schema: { tags, params: idParams, response: { 200: backofficeContentItemSchema } } },
    async (request) => publishContent(app.db, requireCaller(request), request.params.id, true),
  );

  api.post(
    '/backoffice/content/:id/unpublish',
    { config: { access: vendor }, schema: { tags, params: idParams, response: { 200: backofficeContentItemSchema } } },
    async (request) => publishContent(app.db, requireCaller(request), request.params.id, false),
  );

  api.post(
    '/backoffice/content/:id/files',
    {
      config: { access: vendor },
      bodyLimit: CONTENT_VIDEO_MAX_BYTES,
      // Refused by its declared length before a byte of it is read.
      onRequest: (request, _reply, done) => {
        const length = Number(request.headers['content-length'] ?? 0);
        done(
          length > CONTENT_VIDEO_MAX_BYTES
            ? new AppError('PAYLOAD_TOO_LARGE', CONTENT_MESSAGES.fileTooLarge(CONTENT_VIDEO_MAX_BYTES), 413)
            : undefined,
        );
      },
      schema: {
        tags,
        summary: 'Attach a file: the raw bytes as application/octet-stream, its name in the query',
        description:
          'PDF, PNG, JPEG, WebP, GIF, MP4, WebM (recognised by their first bytes), DOCX, XLSX, PPTX; at most 10 MB (a video 50 MB). SVG, HTML and anything else are refused.',
        params: idParams,
        querystring: z.object({
          name: z
            .string()
            .trim()
            .min(1, CONTENT_MESSAGES.fileNameRequired)
            .max(CONTENT_FILE_NAME_MAX * 2),
        }),
        response: { 201: contentAttachmentSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(body instanceof Uint8Array)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONTENT_MESSAGES.fileType, 415);
      const file = await uploadContentFile(app.db, requireCaller(request), request.params.id, { name: request.query.name, data: body });
      return reply.status(201).send(file);
    },
  );

  api.delete(
    '/backoffice/content/:id/files/:fileId',
    { config: { access: vendor }, schema: { tags, params: z.object({ id: z.uuid(), fileId: z.uuid() }), response: { 204: z.null() } } },
    async (request, reply) => {
      await removeContentFile(app.db, requireCaller(request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  );
}
