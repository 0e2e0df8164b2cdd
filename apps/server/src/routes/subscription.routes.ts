/** GET /api/subscriptions: the partner's subscriptions, optionally of one client. */
import { PAGE_SIZE_DEFAULT, SUBSCRIPTION_FILTERS, subscriptionListSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { listSubscriptions } from '../repositories/subscription.repository.ts';

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/subscriptions',
    {
      config: { access: { roles: ['ROLE_PARTNER'], activePartner: true } },
      schema: {
        tags: ['subscriptions'],
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
}
