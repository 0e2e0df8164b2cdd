/** The partner application and participation calls, and the distributor list for the form. */
import { distributorSchema, participationPatchSchema, participationSchema, partnerApplicationRequestSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { listDistributors } from '../repositories/partner.repository.ts';
import { applyForParticipation, getParticipation, patchParticipation } from '../services/participation.service.ts';
import { requestActor } from '../services/journal.service.ts';

export async function participationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['participation'];

  api.get(
    '/participation',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: participationSchema } } },
    async (request) => getParticipation(app.db, requireCaller(request)),
  );

  api.post(
    '/participation',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: partnerApplicationRequestSchema, response: { 201: participationSchema } },
    },
    async (request, reply) => {
      const participation = await applyForParticipation(app.db, app.enqueue, requireCaller(request), request.body);
      return reply.status(201).send(participation);
    },
  );

  api.patch(
    '/participation',
    {
      // Operators and distributors reach the service, which refuses them with the role-conflict message.
      config: { access: { right: 'profile', roles: ['ROLE_PARTNER', 'ROLE_VENDOR', 'ROLE_DISTRIBUTOR'] } },
      schema: { tags, body: participationPatchSchema, response: { 200: participationSchema } },
    },
    async (request) => patchParticipation(app.db, app.ports.cityDirectory, requireCaller(request), request.body, requestActor(request)),
  );

  api.get(
    '/partner',
    { config: { access: { roles: ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR'] } }, schema: { tags, response: { 200: participationSchema } } },
    async (request) => getParticipation(app.db, requireCaller(request)),
  );

  api.get(
    '/distributors/:type',
    {
      config: { access: 'public' },
      schema: { tags, params: z.object({ type: z.enum(['grm', 'ias']) }), response: { 200: z.array(distributorSchema) } },
    },
    async (request) => listDistributors(app.db, request.params.type),
  );
}
