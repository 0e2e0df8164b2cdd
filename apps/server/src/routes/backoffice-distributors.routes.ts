/** The operator's calls about distributors: the list with their partners, attaching a partner elsewhere, every block and unblock. */
import {
  attachPartnerSchema,
  backofficeDistributorListSchema,
  backofficePageQuerySchema,
  lockChangeListSchema,
  partnerListQuerySchema,
  partnerListSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { listDistributorPartners } from '../repositories/distributor.repository.ts';
import { withDebts } from '../services/distributor.service.ts';
import { attachPartner, listDistributorsForOperator, listLockChanges } from '../services/backoffice-distributors.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];

export async function backofficeDistributorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/backoffice/distributors',
    { config: { access: vendor }, schema: { tags, response: { 200: backofficeDistributorListSchema } } },
    async () => listDistributorsForOperator(app.db),
  );

  api.get(
    '/backoffice/distributors/:distributorId/partners',
    {
      config: { access: vendor },
      schema: {
        tags,
        params: z.object({ distributorId: z.uuid() }),
        querystring: partnerListQuerySchema,
        response: { 200: partnerListSchema },
      },
    },
    async (request) => {
      const { items, total } = await listDistributorPartners(app.db, { distributorId: request.params.distributorId }, request.query);
      return { code: 200, items: await withDebts(app.db, items), total, page: request.query.page, size: request.query.size };
    },
  );

  api.put(
    '/backoffice/partners/:partnerId/distributor',
    { config: { access: vendor }, schema: { tags, params: z.object({ partnerId: z.uuid() }), body: attachPartnerSchema } },
    async (request, reply) => {
      await attachPartner(app.db, requireCaller(request).accountId, request.params.partnerId, request.body.distributorId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/backoffice/lock-changes',
    { config: { access: vendor }, schema: { tags, querystring: backofficePageQuerySchema, response: { 200: lockChangeListSchema } } },
    async (request) => listLockChanges(app.db, request.query),
  );
}
