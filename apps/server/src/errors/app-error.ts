/** The one error type of the domain: a code, a Russian message for the user, an HTTP status. */
import { ERROR_CODES, ERROR_MESSAGES, type ApiError } from '@portal/domain';

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: ApiError['details'];
  /** Sent as Retry-After by the error handler: when the caller may try again (throttling). */
  retryAfterSeconds: number | undefined;

  constructor(code: string, message: string, status: number, details?: ApiError['details']) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  static unauthorized(message: string = ERROR_MESSAGES.unauthorized): AppError {
    return new AppError(ERROR_CODES.unauthorized, message, 401);
  }
  static forbidden(message: string = ERROR_MESSAGES.forbidden): AppError {
    return new AppError(ERROR_CODES.forbidden, message, 403);
  }
  static notFound(message: string = ERROR_MESSAGES.notFound): AppError {
    return new AppError(ERROR_CODES.notFound, message, 404);
  }
  static validation(field: string, message: string): AppError {
    return new AppError(ERROR_CODES.validation, message, 400, [{ field, message }]);
  }
}
