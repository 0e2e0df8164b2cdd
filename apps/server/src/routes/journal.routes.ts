/**
 * «Журнал действий» (issue 32): GET /api/journal and its XLSX export for the partner's (or distributor's) people with
 * the right `journal`, and the same of any partner for the vendor's operators. Entries are only read here: no route
 * edits or deletes one.
 */
import { dayKeyOf, JOURNAL_EXPORT, journalPageSchema, journalQuerySchema } from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { journalXlsx } from '../services/journal-export.ts';
import { journalOwner, journalPage } from '../services/journal.service.ts';
import type { RoleAccess } from '../types.ts';

const people: RoleAccess = { roles: ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR'], right: 'journal' };
const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const exportQuerySchema = journalQuerySchema.omit({ page: true, size: true });
const partnerParams = z.object({ partnerId: z.uuid() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILTERS =
  'Фильтры: actor — сотрудник (id учетной записи), action — действие, from и to — календарные дни по московскому времени (оба включительно).';

function sendXlsx(reply: FastifyReply, file: Readable, name: string) {
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.type(XLSX);
  return reply.send(file);
}

export async function journalRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/journal',
    {
      config: { access: people },
      schema: {
        tags: ['journal'],
        summary: 'Журнал действий организации',
        description: `Кто, когда, с какого адреса и что изменил; новые записи первыми, страницами (page с 0, size). ${FILTERS}`,
        querystring: journalQuerySchema,
        response: { 200: journalPageSchema },
      },
    },
    async (request) => journalPage(app.db, partnerScope(request).partnerId, request.query),
  );

  api.get(
    '/journal/export',
    {
      config: { access: people },
      schema: {
        tags: ['journal'],
        summary: 'Выгрузить журнал действий в XLSX',
        description: `Все записи, подходящие под фильтры (не более ${JOURNAL_EXPORT.maxRows}). ${FILTERS}`,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      // The file is begun before any header is set: a failing query still answers as JSON.
      const file = await journalXlsx(app.db, partnerScope(request).partnerId, request.query);
      return sendXlsx(reply, file, JOURNAL_EXPORT.fileName(dayKeyOf(new Date())));
    },
  );

  api.get(
    '/backoffice/partners/:partnerId/journal',
    {
      config: { access: vendor },
      schema: {
        tags: ['backoffice'],
        summary: 'Журнал действий партнера',
        description: FILTERS,
        params: partnerParams,
        querystring: journalQuerySchema,
        response: { 200: journalPageSchema },
      },
    },
    async (request) => {
      const partner = await journalOwner(app.db, request.params.partnerId);
      return journalPage(app.db, partner.id, request.query);
    },
  );

  api.get(
    '/backoffice/partners/:partnerId/journal/export',
    {
      config: { access: vendor },
      schema: {
        tags: ['backoffice'],
        summary: 'Выгрузить журнал действий партнера в XLSX',
        description: FILTERS,
        params: partnerParams,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const partner = await journalOwner(app.db, request.params.partnerId);
      const file = await journalXlsx(app.db, partner.id, request.query);
      return sendXlsx(reply, file, JOURNAL_EXPORT.fileName(dayKeyOf(new Date()), partner.code));
    },
  );
}
