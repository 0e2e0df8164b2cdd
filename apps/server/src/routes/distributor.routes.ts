/**
 * The distributor's calls (document 2 §7): the partner list by the distributor's exchange id, a partner's lock state,
 * the lock change (grant or revoke with a reason). Every call reads only the partners attached to the caller's
 * distributor; another distributor's partner answers 404.
 */
import {
  lockChangeAnswerSchema,
  lockChangeParamsSchema,
  lockChangeSchema,
  lockParamsSchema,
  partnerListParamsSchema,
  partnerListQuerySchema,
  partnerListSchema,
  partnerLockSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { distributorScope, requireCaller } from '../plugins/app/auth.ts';
import { partnerList, partnerLock, requestLockChange } from '../services/distributor.service.ts';
import type { Access } from '../types.ts';

const distributor: Access = { roles: ['ROLE_DISTRIBUTOR'] };
const tags = ['distributors'];

export async function distributorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/distributor-manager/distributors/:partnerExchangeId/partners',
    {
      config: { access: distributor },
      schema: {
        tags,
        description: 'A page of the partners attached to the distributor (10 by default), by name, code or address and status.',
        params: partnerListParamsSchema,
        querystring: partnerListQuerySchema,
        response: { 200: partnerListSchema },
      },
    },
    async (request) => partnerList(app.db, distributorScope(request), request.params.partnerExchangeId, request.query),
  );

  api.get(
    '/distributor-manager/locks/:partnerId',
    { config: { access: distributor }, schema: { tags, params: lockParamsSchema, response: { 200: partnerLockSchema } } },
    async (request) => partnerLock(app.db, distributorScope(request), request.params.partnerId),
  );

  api.put(
    '/distributor-manager/distributors/:partnerExchangeId/partners/:partnerId',
    {
      config: { access: distributor },
      schema: {
        tags,
        description: 'Grant (unblock) or revoke (block, a reason required); carried out by a durable job, PENDING until then.',
        params: lockChangeParamsSchema,
        body: lockChangeSchema,
        response: { 200: lockChangeAnswerSchema },
      },
    },
    async (request) => requestLockChange(app.db, app.boss, distributorScope(request), requireCaller(request), request.params, request.body),
  );
}
