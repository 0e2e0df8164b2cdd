/**
 * The partner's billing (document 2 §7 /billing/items, /billing/items-extended, /billing/price) and its charts and
 * export; the navbar's sum is GET /billing/sum in office.routes.ts. A bad month answers 400 with a Russian message.
 */
import {
  billingExportQuerySchema,
  billingHistorySchema,
  billingItemsExtendedQuerySchema,
  billingItemsQuerySchema,
  billingSubscriptionAnswerSchema,
  partnerBillingSchema,
  priceListQuerySchema,
  priceListSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { monthExport, monthFileName } from '../services/billing-export.ts';
import { billingHistory, partnerBilling, priceList, shownMonthLines, subscriptionBilling } from '../services/billing.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['billing'];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/billing/items',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: {
        tags,
        description: "A page of the month's clients (10 by default) with their subscriptions and lines, and the month's total.",
        querystring: billingItemsQuerySchema,
        response: { 200: partnerBillingSchema },
      },
    },
    async (request) => partnerBilling(app.db, partnerScope(request), request.query),
  );

  api.get(
    '/billing/items-extended',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: { tags, querystring: billingItemsExtendedQuerySchema, response: { 200: billingSubscriptionAnswerSchema } },
    },
    async (request) => subscriptionBilling(app.db, partnerScope(request), request.query),
  );

  api.get(
    '/billing/history',
    { config: { access: { ...activePartner, right: 'billing' } }, schema: { tags, response: { 200: billingHistorySchema } } },
    async (request) => billingHistory(app.db, partnerScope(request)),
  );

  api.get(
    '/billing/price',
    {
      // The price list, not the partner's money: the calculators of every role that orders price with it.
      config: { access: activePartner },
      schema: { tags, querystring: priceListQuerySchema, response: { 200: priceListSchema } },
    },
    async (request) => priceList(app.db, partnerScope(request), request.query.date),
  );

  api.get(
    '/billing/export',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: {
        tags,
        description:
          'What the details page shows of the month (its search and filters, every client), as an Excel workbook or CSV naming the filters.',
        querystring: billingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { m, y, format, search, subscriptions, options } = request.query;
      const filters = { search, subscriptions, options };
      const lines = await shownMonthLines(app.db, partnerScope(request), { year: y, month: m }, filters);
      const file = await monthExport(y, m, lines, format, filters);
      reply.header('content-disposition', `attachment; filename="${monthFileName(y, m, format)}"`);
      reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE);
      return reply.send(file);
    },
  );
}
