/** Support requests of a partner (document 1 `POST /feedback`, document 2 "Feedback") and the answers it got. */
import { feedbackCreatedSchema, feedbackListSchema, feedbackRequestSchema, PAGE_SIZE_DEFAULT } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import { listOwnFeedback } from '../repositories/feedback.repository.ts';
import { sendFeedback } from '../services/feedback.service.ts';
import type { RoleAccess } from '../types.ts';

// A partner writes to support whatever its participation: a suspended partner needs it most.
const partner: RoleAccess = { roles: ['ROLE_PARTNER'] };
const tags = ['support'];

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/feedback',
    {
      config: { access: { ...partner, right: 'support' }, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags, body: feedbackRequestSchema, response: { 201: feedbackCreatedSchema } },
    },
    async (request, reply) => {
      const created = await sendFeedback(app.db, requireCaller(request), partnerScope(request).partnerId, request.body);
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/feedback',
    {
      config: { access: partner },
      schema: {
        tags,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
        }),
        response: { 200: feedbackListSchema },
      },
    },
    async (request) => listOwnFeedback(app.db, partnerScope(request), request.query),
  );
}
