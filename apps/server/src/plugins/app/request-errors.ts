/**
 * Answers to requests refused before any route runs, in the portal's {code, message} with a Russian message: Fastify's
 * client errors (bad JSON, media type, body size, URL), Node's HTTP parser (header overflow, a broken request line),
 * and text that cannot be text (NUL, a lone surrogate) anywhere in the parameters, the query or the body.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES, ERROR_MESSAGES, hasForbiddenCharacters } from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

type ErrorKey = keyof typeof ERROR_CODES & keyof typeof ERROR_MESSAGES;
type ErrorBody = { code: string; message: string };

export function bodyOf(key: ErrorKey): ErrorBody {
  return { code: ERROR_CODES[key], message: ERROR_MESSAGES[key] };
}

/** Fastify's own errors about a request, by their code. */
const FRAMEWORK_ERRORS: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'uriTooLong',
};

/** Any other client error, by its status. */
const STATUS_ERRORS: Record<number, ErrorKey> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

/** The portal's answer to a client error (status under 500) that is not an AppError. */
export function clientErrorBody(status: number, frameworkCode: string | undefined): ErrorBody {
  return bodyOf((frameworkCode && FRAMEWORK_ERRORS[frameworkCode]) || STATUS_ERRORS[status] || 'badRequest');
}

/** Fastify's `frameworkErrors`: a URL it cannot decode (bad percent-encoding) or a too long path parameter. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(clientErrorBody(status, error.code));
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request (headers too large, a malformed request
 * line, an unknown method) before Fastify sees it; the answer is written raw, in the same JSON shape.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const body = JSON.stringify(clientErrorBody(status, undefined));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Strings of the body, the query and the parameters (keys too), without recursion: a body may nest deeply. */
function* stringsOf(root: unknown): Generator<string> {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') yield value;
    else if (Array.isArray(value)) for (const item of value) pending.push(item);
    // A file's raw bytes (an octet-stream body) are no text: walking them would cost a step per byte.
    else if (ArrayBuffer.isView(value)) continue;
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        yield key;
        pending.push(inner);
      }
    }
  }
}

function hasForbiddenText(request: FastifyRequest): boolean {
  for (const part of [request.params, request.query, request.body]) {
    for (const text of stringsOf(part)) if (hasForbiddenCharacters(text)) return true;
  }
  return false;
}

/** Text that cannot be stored (NUL, a lone surrogate) is refused before validation and before any handler runs. */
export function registerInputCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    done(hasForbiddenText(request) ? new AppError(ERROR_CODES.invalidText, ERROR_MESSAGES.invalidText, 400) : undefined);
  });
}
