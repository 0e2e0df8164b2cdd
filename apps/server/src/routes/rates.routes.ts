/** The rate pages (decision 022): a page by product and date, its files by role, and the operator's texts. */
import {
  ratePageParamsSchema,
  ratePageSchema,
  rateFileParamsSchema,
  rateTextListSchema,
  rateTextParamsSchema,
  rateTextsSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { changeRateTexts, ratePage, rateFile, rateRoleOf, rateTextList } from '../services/rates.service.ts';
import type { RoleAccess } from '../types.ts';

const readers: RoleAccess = { roles: ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR', 'ROLE_VENDOR'] };
const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };

export async function ratesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rates/:product/:date',
    {
      config: { access: readers },
      schema: {
        tags: ['rates'],
        summary:
          'The rate page of a product (grm, oi) on a date: a year (2025), dd.MM.yyyy or ddMMyyyy — texts, tables of the tariffs in force that day, the files of the caller’s role',
        params: ratePageParamsSchema,
        response: { 200: ratePageSchema },
      },
    },
    async (request) => ratePage(app.db, rateRoleOf(requireCaller(request)), request.params.product, request.params.date),
  );

  api.get(
    '/rates/:product/:date/files/:file',
    {
      config: { access: readers },
      schema: {
        tags: ['rates'],
        summary:
          'A file of the rate page, generated from the same tariffs: the partners’ or the distributors’ price list (PDF, each for its role) or the industry programmes (XLSX, partners)',
        params: rateFileParamsSchema,
        produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { product, date, file } = request.params;
      const { body, type, name } = await rateFile(app.db, rateRoleOf(requireCaller(request)), product, date, file);
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(Buffer.from(body));
    },
  );

  api.get(
    '/backoffice/rates/texts',
    {
      config: { access: vendor },
      schema: {
        tags: ['backoffice'],
        summary: 'The rate pages’ texts: every version per product, and the defaults',
        response: { 200: rateTextListSchema },
      },
    },
    async () => rateTextList(app.db),
  );

  api.put(
    '/backoffice/rates/texts/:product/:effectiveFrom',
    {
      config: { access: vendor },
      schema: {
        tags: ['backoffice'],
        summary: 'The texts around a product’s rate tables from a day (that day’s version replaced); audited',
        params: rateTextParamsSchema,
        body: rateTextsSchema,
        response: { 200: rateTextListSchema },
      },
    },
    async (request) =>
      changeRateTexts(app.db, requireCaller(request).accountId, request.params.product, request.params.effectiveFrom, request.body),
  );
}
