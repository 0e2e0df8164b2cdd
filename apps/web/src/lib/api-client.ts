/**
 * The one place that talks to the API: JSON in and out, the CSRF header, typed errors. Answers are typed from the
 * domain's schemas but not parsed again here: the server validates every answer against the same schema before it
 * sends it (its serializer), and parsing here would put zod on every page's first load (decision 008).
 */
import { PASSKEY_CODES, type ApiError } from '@portal/domain';
import { paths } from '../config/paths';
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

/** Sends the request (JSON body, CSRF header on unsafe methods); a failed connection is NO_CONNECTION. */
async function send(path: string, options: RequestOptions, accept: string): Promise<{ url: string; response: Response }> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file !== undefined) headers['content-type'] = 'application/octet-stream';
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = decodeURIComponent(csrf);
  }
  const url = `/api${path}`;
  try {
    const response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
    return { url, response };
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(NO_CONNECTION_STATUS, { code: 'NO_CONNECTION', message: 'Нет интернет соединения' }, url);
  }
}

/**
 * The operator requires a second factor and this account has none (decision 034): every page leads to «Безопасность»
 * (the back office's for an operator, the office's for a distributor), where the person enrols.
 */
function enrolFirst(): void {
  const target = window.location.hash.startsWith('#/backoffice') ? paths['backoffice.security'] : paths['profile.security'];
  if (!window.location.hash.startsWith(`#${target.path}`)) window.location.hash = target.href();
}

function failure(response: Response, json: unknown, url: string): ApiRequestError {
  const error = isApiError(json) ? json : { code: `HTTP_${response.status}`, message: response.statusText || `Ошибка ${response.status}` };
  if (response.status === 403 && error.code === PASSKEY_CODES.secondFactorRequired) enrolFirst();
  return new ApiRequestError(response.status, error, url, response.statusText);
}

/** A file the API answers with (a PDF rendered from a posted body, say); errors come back as JSON like any call. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const { url, response } = await send(path, options, '*/*');
  if (!response.ok) {
    const text = await response.text();
    throw failure(response, text ? safeJson(text) : undefined, url);
  }
  return response.blob();
}

/**
 * A file the API answers with and the name it gives it (Content-Disposition's UTF-8 `filename*`, else `filename`; null
 * without one): a download saved under the server's name, while a refusal still comes back as a typed error.
 */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const { url, response } = await send(path, options, '*/*');
  if (!response.ok) {
    const text = await response.text();
    throw failure(response, text ? safeJson(text) : undefined, url);
  }
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

function dispositionFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the plain name below serves.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { url, response } = await send(path, options, 'application/json');
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw failure(response, json, url);
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
