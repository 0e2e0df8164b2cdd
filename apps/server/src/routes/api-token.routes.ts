/**
 * The token page's calls (document 2, "API token"; decision 019): issue or reissue the token, read when it was issued
 * and used. Each token belongs to a person and carries a role (issue 32): the page lists the organisation's tokens with
 * their owners, and an administrator revokes any of them.
 */
import { apiTokenIssuedSchema, apiTokenRequestSchema, apiTokenStateSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { getApiTokenState, issueApiToken, revokeApiToken } from '../services/api-token.service.ts';
import { requestActor } from '../services/journal.service.ts';
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
        summary: 'Выпустить токен API (прежний перестает действовать); роль токена — не выше своей, по умолчанию своя',
        body: apiTokenRequestSchema.nullish(),
        response: { 200: apiTokenIssuedSchema },
      },
    },
    async (request) =>
      issueApiToken(app.db, app.enqueue, requireCaller(request), requestActor(request), request.body ?? {}, app.config.publicUrl),
  );

  api.get(
    '/api-v2-token',
    {
      config: { access: { ...activePartner, right: 'tokens' } },
      schema: {
        tags,
        summary: 'Когда свой токен выпущен и когда использовался; токены сотрудников организации с владельцами и ролями',
        response: { 200: apiTokenStateSchema },
      },
    },
    async (request) => getApiTokenState(app.db, requireCaller(request)),
  );

  api.delete(
    '/api-v2-token/:id',
    {
      // Like issuing, revoking is a signed-in administrator's: a token cannot revoke others.
      config: { access: { ...activePartner, right: 'tokens' }, apiToken: false },
      schema: {
        tags,
        summary: 'Отозвать токен API сотрудника организации',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeApiToken(app.db, app.enqueue, requireCaller(request), requestActor(request), request.params.id, app.config.publicUrl);
      return reply.status(204).send(null);
    },
  );
}
