/** The token page's calls (document 2, "API token"; decision 019): issue or reissue the token, read when it was issued and used. */
import { apiTokenIssuedSchema, apiTokenStateSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { getApiTokenState, issueApiToken } from '../services/api-token.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };

export async function apiTokenRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-token'];

  api.post(
    '/api-v2-token',
    {
      // Only a signed-in partner issues tokens: a leaked token cannot replace itself and lock its owner out.
      config: { access: { ...activePartner, right: 'tokens' }, apiToken: false },
      schema: {
        tags,
        summary: 'Выпустить токен API (прежний перестает действовать)',
        response: { 200: apiTokenIssuedSchema },
      },
    },
    async (request) => issueApiToken(app.db, app.enqueue, requireCaller(request), app.config.publicUrl),
  );

  api.get(
    '/api-v2-token',
    {
      config: { access: { ...activePartner, right: 'tokens' } },
      schema: { tags, summary: 'Когда токен выпущен и когда использовался', response: { 200: apiTokenStateSchema } },
    },
    async (request) => getApiTokenState(app.db, requireCaller(request)),
  );
}
