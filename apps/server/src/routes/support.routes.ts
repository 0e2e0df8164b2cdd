/** Error reports from the shared error dialog; anyone may send one, signed in or not. */
import { ERROR_REPORT_RECEIVED, errorReportRequestSchema, errorReportResponseSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insertErrorReport } from '../repositories/error-report.repository.ts';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/error-reports',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['support'], body: errorReportRequestSchema, response: { 201: errorReportResponseSchema } },
    },
    async (request, reply) => {
      const id = await insertErrorReport(app.db, {
        accountId: request.caller?.accountId ?? null,
        ...request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(201).send({ id, message: ERROR_REPORT_RECEIVED });
    },
  );
}
