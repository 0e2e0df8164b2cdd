/**
 * The typed client of the partner portal's API (decision 019): every path, parameter, body and answer of the OpenAPI
 * document, called with the partner's API token. Built on openapi-fetch; the types are generated (src/schema.ts).
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.ts';

export type { components, paths };
export type PortalClient = Client<paths>;

export type PortalClientOptions = {
  /** The portal's address, e.g. https://partners.example.ru (the paths start with /api). */
  baseUrl: string;
  /** The token from the page «Токен API». */
  token: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: ClientOptions['fetch'];
};

/** A client whose every call sends `Authorization: Bearer <token>` (no cookies, no CSRF header needed). */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.token}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
