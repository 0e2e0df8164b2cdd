/**
 * The error every API call throws. Kept apart from the request code (and its schemas) so that the app's entry, which
 * only recognises these errors, does not load zod.
 */
import type { ApiError } from '@portal/domain';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly url: string;
  readonly details: ApiError['details'];
  /** The HTTP status text ('Service Unavailable'); empty without an answer or when the protocol sends none. */
  readonly statusText: string;

  constructor(status: number, error: ApiError, url: string, statusText = '') {
    super(error.message);
    this.statusText = statusText;
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = error.code;
    this.url = url;
    this.details = error.details;
  }
}

/** status -1 means the request never reached the server (no connection). */
export const NO_CONNECTION_STATUS = -1;
