/**
 * The one place that talks to the API: JSON in and out, the CSRF header, typed errors. Answers are typed from the
 * domain's schemas but not parsed again here: the server validates every answer against the same schema before it
 * sends it (its serializer), and parsing here would put zod on every page's first load (decision 008).
 */
import type { ApiError } from '@portal/domain';
import { ApiRequestError, NO_CONNECTION_STATUS } from './api-error';

export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export { ApiRequestError, NO_CONNECTION_STATUS };

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as the raw body (application/octet-stream) instead of JSON. */
  file?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file !== undefined) headers['content-type'] = 'application/octet-stream';
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = decodeURIComponent(csrf);
  }
  const url = `/api${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(NO_CONNECTION_STATUS, { code: 'NO_CONNECTION', message: 'Нет интернет соединения' }, url);
  }
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = isApiError(json)
      ? json
      : { code: `HTTP_${response.status}`, message: response.statusText || `Ошибка ${response.status}` };
    throw new ApiRequestError(response.status, error, url);
  }
  return json as T;
}

/** The portal's error shape `{code, message, details?}`; anything else (a proxy's page, say) is not one. */
function isApiError(json: unknown): json is ApiError {
  if (typeof json !== 'object' || json === null) return false;
  const { code, message, details } = json as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (details === undefined ||
      (Array.isArray(details) &&
        details.every(
          (d: unknown) =>
            typeof d === 'object' &&
            d !== null &&
            typeof (d as Record<string, unknown>).field === 'string' &&
            typeof (d as Record<string, unknown>).message === 'string',
        )))
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
