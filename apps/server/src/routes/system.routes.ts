/** Liveness, readiness and the web app's runtime configuration. */
import { runtimeConfigSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { sendUnavailable } from '../plugins/app/errors.ts';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];

  api.get(
    '/health',
    // "The process is up": answered without the database, the session or a token, whatever the caller sends.
    { config: { access: 'public', caller: false }, schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  api.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags,
        response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ code: z.string(), message: z.string() }) },
      },
    },
    async (_request, reply) => {
      // Honest within the connection timeout: a database that does not answer makes this 503 as fast as any request.
      const timeoutMs = app.config.database.connectTimeoutMs;
      try {
        await Promise.race([
          sql`select 1`.execute(app.db),
          new Promise((_resolve, reject) => setTimeout(() => reject(new Error('readiness check timed out')), timeoutMs).unref()),
        ]);
        return { status: 'ready' as const };
      } catch {
        return sendUnavailable(reply);
      }
    },
  );

  api.get('/config', { config: { access: 'public' }, schema: { tags, response: { 200: runtimeConfigSchema } } }, async () => ({
    adminAreaUrl: app.config.adminAreaUrl,
    demoVideoUrl: app.config.demoVideoUrl,
    ssoEnabled: false,
  }));
}
