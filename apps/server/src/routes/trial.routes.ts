/** POST /api/subscriptions/{id}/convert: 'Перейти на платную версию' of a running demo (decision 013), with Idempotency-Key. */
import { conversionRequestSchema, conversionResponseSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { convertDemo } from '../services/conversion.service.ts';
import { requestActor } from '../services/journal.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };

export async function trialRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/subscriptions/:id/convert',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Turn a running demo into a paid subscription of a production kit of the same service (the first one by default), keeping its database',
        params: z.object({ id: z.uuid() }),
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() }),
        body: conversionRequestSchema.optional(),
        response: { 201: conversionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await convertDemo(app.db, app.enqueue, partnerScope(request), request.params.id, request.body ?? {}, {
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        actor: requestActor(request),
      });
      return reply.status(201).send(result);
    },
  );
}
