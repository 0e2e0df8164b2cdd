/**
 * OpenAPI 3.1 generated from the routes' zod schemas, with interactive docs at /api/docs. Each operation says how it
 * may be called: the session cookie, and for the partner's routes also `Authorization: Bearer` (decision 019).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { acceptsApiToken } from '../app/auth.ts';

type Security = Array<Record<string, string[]>>;

/** The security requirement of a route from its declared access: none for public routes. */
export function securityOf(config: { access?: unknown; apiToken?: boolean } | undefined): Security {
  const access = config?.access;
  if (access === 'public') return [];
  const bearer = acceptsApiToken(access as Parameters<typeof acceptsApiToken>[0], config?.apiToken);
  return bearer ? [{ session: [] }, { bearer: [] }] : [{ session: [] }];
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Портал партнеров 1С:ГРМ — API',
        version: '1.0.0',
        description:
          'Вызовы партнера доступны программам по токену API (страница «Токен API»): заголовок `Authorization: Bearer <токен>`, ' +
          'без CSRF-заголовка. Лимит вызовов на токен в минуту — ответ 429 с заголовком Retry-After. ' +
          'Вызовы дистрибьютора и оператора по токену недоступны.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
          bearer: { type: 'http', scheme: 'bearer', description: 'Токен API партнера со страницы «Токен API»' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const security = securityOf(input.route.config as { access?: unknown; apiToken?: boolean } | undefined);
      const schema: FastifySchema & { security?: Security } = { ...transformed.schema, security };
      return { ...transformed, schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
