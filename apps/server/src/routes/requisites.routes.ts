/** The partner's requisites for its invoices, acts and the XML УПД (issue 33): the profile's «Реквизиты для счетов и актов». */
import { requisitesFormSchema, requisitesSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { requestActor } from '../services/journal.service.ts';
import { getRequisites, saveRequisites } from '../services/requisites.service.ts';

export async function requisitesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  api.get(
    '/profile/requisites',
    { config: { access: { roles: ['ROLE_PARTNER'] } }, schema: { tags, response: { 200: requisitesSchema } } },
    async (request) => getRequisites(app.db, partnerScope(request)),
  );

  api.put(
    '/profile/requisites',
    {
      config: { access: { roles: ['ROLE_PARTNER'], right: 'profile' } },
      schema: { tags, body: requisitesFormSchema, response: { 200: requisitesSchema } },
    },
    async (request) => saveRequisites(app.db, partnerScope(request), request.body, requestActor(request)),
  );
}
