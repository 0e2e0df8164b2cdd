/** The partner's applications table ('Администрирование приложений', route admin). */
import { adminApplicationListSchema, adminApplicationsQuerySchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { listAdminApplications } from '../repositories/admin-application.repository.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };

export async function adminApplicationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/applications',
    {
      config: { access: activePartner },
      schema: { tags: ['admin'], querystring: adminApplicationsQuerySchema, response: { 200: adminApplicationListSchema } },
    },
    async (request) => listAdminApplications(app.db, partnerScope(request), request.query),
  );
}
