/** The vendor operator's queue of infrastructure access: decisions, a new password link, the audit trail. */
import {
  IAS_FILTERS,
  iasAccessEventListSchema,
  iasAccessItemSchema,
  iasAccessListSchema,
  iasDecisionSchema,
  PAGE_SIZE_DEFAULT,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { listAccessQueue } from '../repositories/infrastructure.repository.ts';
import { accessHistory, decideAccess, resendPasswordLink } from '../services/infrastructure-backoffice.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];
const params = z.object({ requestId: z.uuid() });

export async function backofficeInfrastructureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/backoffice/infrastructure',
    {
      config: { access: vendor },
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(IAS_FILTERS).default('pending'),
          search: z.string().trim().max(200).default(''),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE_DEFAULT),
        }),
        response: { 200: iasAccessListSchema },
      },
    },
    async (request) => listAccessQueue(app.db, request.query),
  );

  api.post(
    '/backoffice/infrastructure/:requestId/decision',
    {
      config: { access: vendor },
      schema: {
        tags,
        description:
          'approve (pending or refused → on), refuse (pending → refused), suspend (on → off), resume (off → on); refuse and suspend need a reason.',
        params,
        body: iasDecisionSchema,
        response: { 200: iasAccessItemSchema },
      },
    },
    async (request) =>
      decideAccess(app.db, app.enqueue, requireCaller(request), request.params.requestId, request.body, app.config.publicUrl),
  );

  api.post(
    '/backoffice/infrastructure/:requestId/password-link',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: 'Sends a new single-use password link to the login of an access that is on; earlier links stop working.',
        params,
        response: { 200: iasAccessItemSchema },
      },
    },
    async (request) => resendPasswordLink(app.db, app.enqueue, requireCaller(request), request.params.requestId, app.config.publicUrl),
  );

  api.get(
    '/backoffice/infrastructure/:requestId/history',
    { config: { access: vendor }, schema: { tags, params, response: { 200: iasAccessEventListSchema } } },
    async (request) => accessHistory(app.db, request.params.requestId),
  );
}
