/**
 * The back office's export of partners' documents (issue 33): the operator starts an export of months and partners,
 * follows its progress, and downloads the ZIP once the job has written it.
 */
import { Readable } from 'node:stream';
import {
  DOCUMENT_EXPORT_LIMITS,
  DOCUMENT_EXPORT_TEXTS,
  documentExportListSchema,
  documentExportParamsSchema,
  documentExportRequestSchema,
  documentExportSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.ts';
import { requireCaller } from '../plugins/app/auth.ts';
import { exportChunks, invoicedMonths, recentDocumentExports } from '../repositories/document-export.repository.ts';
import { documentExportOf, documentExportView, startDocumentExport } from '../services/document-export.service.ts';
import { attachmentDisposition } from '../services/pdf-document.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];

export async function backofficeDocumentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/backoffice/document-exports',
    {
      config: { access: vendor },
      schema: {
        tags,
        description:
          'Starts an export of the partners\u2019 invoice PDF, act PDF and XML УПД of the given closed months (every partner ' +
          'when partnerIds is left out) into one ZIP, built by a durable job; answers the export to follow.',
        body: documentExportRequestSchema,
        response: { 202: documentExportSchema },
      },
    },
    async (request, reply) => {
      const started = await startDocumentExport(app.db, app.enqueue, requireCaller(request).accountId, request.body);
      return reply.status(202).send(started);
    },
  );

  api.get(
    '/backoffice/document-exports',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: 'The recent exports, newest first, and the months that have invoices to export.',
        response: { 200: documentExportListSchema },
      },
    },
    async () => {
      const [rows, closedMonths] = await Promise.all([
        recentDocumentExports(app.db, DOCUMENT_EXPORT_LIMITS.recent),
        invoicedMonths(app.db),
      ]);
      return { items: rows.map(documentExportView), closedMonths };
    },
  );

  api.get(
    '/backoffice/document-exports/:id',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: 'One export: its status and progress.',
        params: documentExportParamsSchema,
        response: { 200: documentExportSchema },
      },
    },
    async (request) => documentExportOf(app.db, request.params.id),
  );

  api.get(
    '/backoffice/document-exports/:id/file',
    {
      config: { access: vendor },
      schema: { tags, description: 'The finished export\u2019s ZIP, streamed from its stored chunks.', params: documentExportParamsSchema },
    },
    async (request, reply) => {
      const found = await documentExportOf(app.db, request.params.id);
      if (found.status !== 'done') throw new AppError('CONFLICT', DOCUMENT_EXPORT_TEXTS.notReady, 409);
      reply.type('application/zip').header('content-disposition', attachmentDisposition(DOCUMENT_EXPORT_TEXTS.zipFile(found.months)));
      if (found.size !== null) reply.header('content-length', found.size);
      return reply.send(Readable.from(exportChunks(app.db, found.exportId)));
    },
  );
}
