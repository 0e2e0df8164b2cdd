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
  partnerCodeParamsSchema,
  partnerDetailsQuerySchema,
  partnerDetailsPageQuerySchema,
  partnerDetailsSchema,
  distributorHistorySchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { distributorScope, requireCaller } from '../plugins/app/auth.ts';
import { partnerList, partnerLock, requestLockChange } from '../services/distributor.service.ts';
import { partnerDetails, partnerDetailsExport, partnerExportFileName } from '../services/partner-details.service.ts';
import { distributorHistory, reconciliationFileName, reconciliationWorkbook } from '../services/reconciliation.service.ts';
import type { RoleAccess } from '../types.ts';
import { XLSX_TYPE } from './billing.routes.ts';

const distributor: RoleAccess = { roles: ['ROLE_DISTRIBUTOR'] };
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
      config: { access: { ...distributor, right: 'locks' } },
      schema: {
        tags,
        description: 'Grant (unblock) or revoke (block, a reason required); carried out by a durable job, PENDING until then.',
        params: lockChangeParamsSchema,
        body: lockChangeSchema,
        response: { 200: lockChangeAnswerSchema },
      },
    },
    async (request) =>
      requestLockChange(app.db, app.enqueue, distributorScope(request), requireCaller(request), request.params, request.body),
  );

  api.get(
    '/distributor-manager/partners/:partnerCode/billing',
    {
      config: { access: distributor },
      schema: {
        tags,
        description: "Partner details: the partner by code, its counts and the month's bill, the same as the partner's own details.",
        params: partnerCodeParamsSchema,
        querystring: partnerDetailsPageQuerySchema,
        response: { 200: partnerDetailsSchema },
      },
    },
    async (request) => partnerDetails(app.db, distributorScope(request), request.params.partnerCode, request.query),
  );

  api.get(
    '/distributor-manager/partners/:partnerCode/billing/export',
    {
      config: { access: distributor },
      schema: {
        tags,
        description: "The partner's month as an Excel workbook.",
        params: partnerCodeParamsSchema,
        querystring: partnerDetailsQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await partnerDetailsExport(app.db, distributorScope(request), request.params.partnerCode, request.query);
      reply.header('content-disposition', `attachment; filename="${partnerExportFileName(request.params.partnerCode, request.query)}"`);
      reply.type(XLSX_TYPE);
      return reply.send(file);
    },
  );

  api.get(
    '/distributor-manager/reconciliation',
    {
      config: { access: distributor },
      schema: {
        tags,
        description: "A month of all the distributor's partners: a sheet per partner and a summary equal to their invoices.",
        querystring: partnerDetailsQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await reconciliationWorkbook(app.db, distributorScope(request), request.query);
      reply.header('content-disposition', `attachment; filename="${reconciliationFileName(request.query)}"`);
      reply.type(XLSX_TYPE);
      return reply.send(file);
    },
  );

  api.get(
    '/distributor-manager/history',
    { config: { access: distributor }, schema: { tags, response: { 200: distributorHistorySchema } } },
    async (request) => distributorHistory(app.db, distributorScope(request)),
  );
}
