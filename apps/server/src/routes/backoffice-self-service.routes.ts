/** The back office's side of partner self-service: support requests and their answers, certificate numbers. */
import {
  backofficeFeedbackListSchema,
  certificateAssignmentSchema,
  certificateSchema,
  FEEDBACK_FILTERS,
  feedbackAnswerSchema,
  PAGE_SIZE_DEFAULT,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { requireCaller } from '../plugins/app/auth.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { setCertificate } from '../repositories/certificate.repository.ts';
import { listFeedbackForOperator } from '../repositories/feedback.repository.ts';
import { getCertificate } from '../services/certificate.service.ts';
import { answerFeedbackRequest } from '../services/feedback.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];

export async function backofficeSelfServiceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/backoffice/feedback',
    {
      config: { access: vendor },
      schema: {
        tags,
        querystring: z.object({
          filter: z.enum(FEEDBACK_FILTERS).default('open'),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
        }),
        response: { 200: backofficeFeedbackListSchema },
      },
    },
    async (request) => listFeedbackForOperator(app.db, request.query),
  );

  api.post(
    '/backoffice/feedback/:id/answer',
    {
      config: { access: vendor },
      schema: { tags, params: z.object({ id: z.uuid() }), body: feedbackAnswerSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await answerFeedbackRequest(app.db, app.enqueue, requireCaller(request), request.params.id, request.body.answer);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/backoffice/partners/:partnerId/certificate',
    { config: { access: vendor }, schema: { tags, params: z.object({ partnerId: z.uuid() }), response: { 200: certificateSchema } } },
    async (request) => getCertificate(app.db, request.params.partnerId),
  );

  api.put(
    '/backoffice/partners/:partnerId/certificate',
    {
      config: { access: vendor },
      schema: { tags, params: z.object({ partnerId: z.uuid() }), body: certificateAssignmentSchema, response: { 200: certificateSchema } },
    },
    async (request) => {
      const { partnerId } = request.params;
      const { certificateNumber, certificateEndDate } = request.body;
      try {
        if (!(await setCertificate(app.db, partnerId, certificateNumber, certificateEndDate))) throw AppError.notFound();
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.validation('certificateNumber', 'Этот номер сертификата уже выдан другому партнеру');
        throw error;
      }
      await recordAudit(app.db, {
        actorAccountId: requireCaller(request).accountId,
        action: 'certificate.set',
        subjectType: 'partner',
        subjectId: partnerId,
        details: { certificateNumber, certificateEndDate },
      });
      return getCertificate(app.db, partnerId);
    },
  );
}
