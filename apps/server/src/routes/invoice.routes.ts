/**
 * The operator's invoices in the back office: every partner's invoices with where each act stands (and a filter by it),
 * closing a month by hand, the export.
 */
import {
  BILLING_TEXTS,
  invoiceCloseRequestSchema,
  invoiceClosingSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  monthEnd,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { requireCaller } from '../plugins/app/auth.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { beginClosing, closingState } from '../repositories/invoice.repository.ts';
import { backofficeInvoices, backofficeInvoicesExport } from '../services/backoffice-invoices.service.ts';
import type { RoleAccess } from '../types.ts';
import { XLSX_TYPE } from './billing.routes.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];

export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/backoffice/invoices',
    { config: { access: vendor }, schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoiceListSchema } } },
    async (request) => backofficeInvoices(app.db, request.query),
  );

  api.post(
    '/backoffice/invoices/close',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: 'Closes a past month into invoices by hand: the durable closing job runs it (as on the 5th); answers its state.',
        body: invoiceCloseRequestSchema,
        response: { 202: invoiceClosingSchema },
      },
    },
    async (request, reply) => {
      const operator = requireCaller(request);
      const month = { year: request.body.year, month: request.body.month };
      if (monthEnd(month) > new Date()) throw AppError.validation('month', BILLING_TEXTS.monthNotEnded);
      await app.db.transaction().execute(async (trx) => {
        await beginClosing(trx, month, operator.accountId);
        await recordAudit(trx, {
          actorAccountId: operator.accountId,
          action: 'billing.close-month',
          subjectType: 'billing-month',
          subjectId: `${month.year}-${String(month.month + 1).padStart(2, '0')}`,
        });
      });
      await app.enqueue.monthClose({ ...month, startedBy: operator.accountId });
      return reply.status(202).send(await closingState(app.db, month));
    },
  );

  api.get(
    '/backoffice/invoices/export',
    {
      config: { access: vendor },
      schema: {
        tags,
        querystring: invoiceListQuerySchema
          .omit({ page: true, pageSize: true })
          .extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const file = await backofficeInvoicesExport(app.db, query, format);
      const stamp = query.y === undefined ? 'all' : `${query.y}-${String((query.m ?? 0) + 1).padStart(2, '0')}`;
      reply.header('content-disposition', `attachment; filename="invoices-${stamp}.${format}"`);
      reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE);
      return reply.send(file);
    },
  );
}
