/** Client quotes (issue 14 item 3, decision 021): save, list, read, delete, and the PDF of a saved or an unsaved quote. */
import { QUOTE_MESSAGES, quoteCreateSchema, quoteDraftSchema, quoteListQuerySchema, quoteListSchema, quoteSchema } from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import {
  createClientQuote,
  draftClientQuotePdf,
  getClientQuote,
  listOwnClientQuotes,
  quotePdfName,
  removeClientQuote,
  savedClientQuotePdf,
} from '../services/client-quote.service.ts';
import { attachmentDisposition } from '../services/pdf-document.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const idParams = z.object({ id: z.uuid(QUOTE_MESSAGES.notFound) });
const tags = ['quotes'];

function sendPdf(reply: FastifyReply, pdf: Uint8Array, now: Date) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(quotePdfName(now)))
    .send(Buffer.from(pdf));
}

export async function clientQuoteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/quotes',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: { tags, summary: 'Сохранить предложение для клиента', body: quoteCreateSchema, response: { 201: quoteSchema } },
    },
    async (request, reply) => {
      const quote = await createClientQuote(app.db, partnerScope(request), requireCaller(request).accountId, request.body);
      return reply.status(201).send(quote);
    },
  );

  api.get(
    '/quotes',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: 'Сохраненные предложения (одного клиента)',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    async (request) => listOwnClientQuotes(app.db, partnerScope(request), request.query),
  );

  api.post(
    '/quotes/pdf',
    {
      config: { access: { ...activePartner, right: 'orders' }, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, summary: 'PDF несохраненного предложения', body: quoteDraftSchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const now = new Date();
      return sendPdf(reply, await draftClientQuotePdf(app.db, partnerScope(request), request.body, now), now);
    },
  );

  api.get(
    '/quotes/:id',
    { config: { access: activePartner }, schema: { tags, summary: 'Предложение', params: idParams, response: { 200: quoteSchema } } },
    async (request) => getClientQuote(app.db, partnerScope(request), request.params.id),
  );

  api.get(
    '/quotes/:id/pdf',
    {
      config: { access: activePartner, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, summary: 'PDF сохраненного предложения', params: idParams, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const now = new Date();
      return sendPdf(reply, await savedClientQuotePdf(app.db, partnerScope(request), request.params.id, now), now);
    },
  );

  api.delete(
    '/quotes/:id',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: { tags, summary: 'Удалить предложение', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeClientQuote(app.db, partnerScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
