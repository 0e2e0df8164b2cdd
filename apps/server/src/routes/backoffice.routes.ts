/** The vendor operator's back office: application queue and decisions, outbox, error reports. */
import {
  APPLICATION_FILTERS,
  applicationDecisionSchema,
  applicationItemSchema,
  applicationListSchema,
  backofficeCustomerListSchema,
  customerDecisionSchema,
  errorReportListSchema,
  mailListSchema,
  PAGE_SIZE_DEFAULT,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { listCustomersForOperator } from '../repositories/customer.repository.ts';
import { listErrorReports } from '../repositories/error-report.repository.ts';
import { listLetters } from '../repositories/mail.repository.ts';
import { listApplications } from '../repositories/partner.repository.ts';
import { decideApplication, decideCustomer } from '../services/backoffice.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE_DEFAULT),
});

export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/backoffice/applications',
    {
      config: { access: vendor },
      schema: {
        tags,
        querystring: pageQuery.extend({
          status: z.enum(APPLICATION_FILTERS).default('pending'),
          search: z.string().trim().max(200).default(''),
        }),
        response: { 200: applicationListSchema },
      },
    },
    async (request) => listApplications(app.db, request.query),
  );

  api.post(
    '/backoffice/applications/:partnerId/decision',
    {
      config: { access: vendor },
      schema: {
        tags,
        params: z.object({ partnerId: z.uuid() }),
        body: applicationDecisionSchema,
        response: { 200: applicationItemSchema },
      },
    },
    async (request) =>
      decideApplication(app.db, app.enqueue, requireCaller(request), request.params.partnerId, request.body, app.config.publicUrl),
  );

  api.get(
    '/backoffice/mail',
    { config: { access: vendor }, schema: { tags, querystring: pageQuery, response: { 200: mailListSchema } } },
    async (request) => listLetters(app.db, request.query),
  );

  api.get(
    '/backoffice/error-reports',
    { config: { access: vendor }, schema: { tags, querystring: pageQuery, response: { 200: errorReportListSchema } } },
    async (request) => listErrorReports(app.db, request.query),
  );

  api.get(
    '/backoffice/customers',
    {
      config: { access: vendor },
      schema: {
        tags,
        querystring: pageQuery.extend({
          status: z.enum(['unconfirmed', 'confirmed', 'rejected', 'all']).default('unconfirmed'),
          search: z.string().trim().max(200).default(''),
        }),
        response: { 200: backofficeCustomerListSchema },
      },
    },
    async (request) => listCustomersForOperator(app.db, request.query),
  );

  api.post(
    '/backoffice/customers/:customerId/decision',
    {
      config: { access: vendor },
      schema: { tags, params: z.object({ customerId: z.uuid() }), body: customerDecisionSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await decideCustomer(app.db, requireCaller(request), request.params.customerId, request.body.decision);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/backoffice/partners/:partnerId/provisioner-failure',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: "Makes the provisioner simulator fail this partner's next deployment or subscription change, whichever comes first.",
        params: z.object({ partnerId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const operator = requireCaller(request);
      await app.db.transaction().execute(async (trx) => {
        const partner = await trx
          .selectFrom('partners')
          .select('id')
          .where('id', '=', request.params.partnerId)
          .where('kind', '=', 'partner')
          .executeTakeFirst();
        if (!partner) throw AppError.notFound('Партнер не найден');
        await trx
          .insertInto('provisioner_failures')
          .values({ partner_id: partner.id, armed_by: operator.accountId })
          .onConflict((oc) => oc.column('partner_id').doUpdateSet({ armed_by: operator.accountId, armed_at: new Date() }))
          .execute();
        await recordAudit(trx, {
          actorAccountId: operator.accountId,
          action: 'provisioner.fail-next',
          subjectType: 'partner',
          subjectId: partner.id,
        });
      });
      return reply.status(204).send(null);
    },
  );
}
