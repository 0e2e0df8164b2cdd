/** GET /api/subscriptions (the partner's subscriptions, optionally of one client); DELETE and PATCH /api/subscriptions/{id} (deletion). */
import {
  deletionRequestSchema,
  deletionStateSchema,
  PAGE_SIZE_DEFAULT,
  SUBSCRIPTION_FILTERS,
  subscriptionListSchema,
  subscriptionPatchSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { listSubscriptions } from '../repositories/subscription.repository.ts';
import { cancelDeletion, requestDeletion } from '../services/subscription-deletion.service.ts';
import type { Access } from '../types.ts';

const activePartner: Access = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['subscriptions'];
const byId = z.object({ id: z.uuid() });

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/subscriptions',
    {
      config: { access: activePartner },
      schema: {
        tags,
        querystring: z.object({
          customerId: z.uuid().optional(),
          filter: z.enum(SUBSCRIPTION_FILTERS).default('all'),
          search: z.string().trim().max(200).default(''),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE_DEFAULT),
        }),
        response: { 200: subscriptionListSchema },
      },
    },
    async (request) => listSubscriptions(app.db, partnerScope(request), request.query),
  );

  api.delete(
    '/subscriptions/:id',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: 'Plan the deletion of a DEPLOYED subscription (delayDays 1–7) or delete it at once (delayDays 0)',
        params: byId,
        body: deletionRequestSchema,
        response: { 200: deletionStateSchema },
      },
    },
    async (request) => requestDeletion(app.db, app.boss, partnerScope(request), request.params.id, request.body),
  );

  api.patch(
    '/subscriptions/:id',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: 'Cancel the planned deletion of a subscription',
        params: byId,
        body: subscriptionPatchSchema,
        response: { 200: deletionStateSchema },
      },
    },
    async (request) => cancelDeletion(app.db, partnerScope(request), request.params.id),
  );
}
