/** GET /api/me: the signed-in user's fields and authorities. */
import { meSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { getMe } from '../services/me.service.ts';

export async function meRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/me', { config: { access: 'authenticated' }, schema: { tags: ['auth'], response: { 200: meSchema } } }, async (request) =>
      getMe(app.db, requireCaller(request)),
    );
}
