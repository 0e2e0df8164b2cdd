/** POST /api/{type}/order (with Idempotency-Key) and POST /api/order/retry/{subscriptionId} (the spec's GET: decision 011). */
import { orderRequestSchema, orderResponseSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { createOrder, retryDeployment } from '../services/order.service.ts';
import type { Access } from '../types.ts';

const activePartner: Access = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['orders'];

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/:type/order',
    {
      config: { access: activePartner },
      schema: {
        tags,
        params: z.object({ type: z.string().regex(/^[\w-]{1,40}$/) }),
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() }),
        body: orderRequestSchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await createOrder(app.db, app.boss, partnerScope(request), request.params.type, request.body, {
        applicationLimitPartnerCodes: app.config.applicationLimitPartnerCodes,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return reply.status(201).send(result);
    },
  );

  // A state change: POST, so that it needs the CSRF token (the spec's GET could be triggered by a link on another site).
  api.post(
    '/order/retry/:subscriptionId',
    {
      config: { access: activePartner },
      schema: { tags, params: z.object({ subscriptionId: z.uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await retryDeployment(app.db, app.boss, partnerScope(request), request.params.subscriptionId);
      return reply.status(204).send(null);
    },
  );
}
