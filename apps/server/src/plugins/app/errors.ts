/** One error handler: AppError and validation errors become {code, message, details}; 5xx details stay in the log. */
import { ERROR_CODES, ERROR_MESSAGES, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { briefError, isDatabaseUnavailable } from '../../db/errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { bodyOf, clientErrorBody } from './request-errors.ts';

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** PostgreSQL refuses NUL characters and broken encodings in text: that is bad input, not a server fault. */
function isInvalidTextError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error.code === '22P05' || error.code === '22021');
}

/** The database is away or too busy for a moment: 503 with when to try again (requests and the readiness check). */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .send({ code: ERROR_CODES.unavailable, message: ERROR_MESSAGES.unavailable });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ code: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath),
        message: issue.message ?? ERROR_MESSAGES.validation,
      }));
      return reply.status(400).send({ code: ERROR_CODES.validation, message: details[0]?.message ?? ERROR_MESSAGES.validation, details });
    }
    if (isInvalidTextError(error)) {
      return reply.status(400).send(bodyOf('invalidText'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: briefError(error) }, 'database unavailable');
      return sendUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(clientErrorBody(status, error.code));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: ERROR_CODES.internal, message: ERROR_MESSAGES.internal });
  });
}
