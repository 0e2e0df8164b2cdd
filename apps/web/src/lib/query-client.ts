/** The one QueryClient: a 401 from any call sends the user to the login page, except on the loader and promo. */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

const PAGES_WITHOUT_LOGIN_REDIRECT = ['#/', '#/promo', '#/login', '#/signup', '#/client-confirm', ''];

function currentPage(): string {
  return window.location.hash.split('?')[0] ?? '';
}

export function redirectToLoginOn401(error: unknown): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  const page = currentPage();
  if (PAGES_WITHOUT_LOGIN_REDIRECT.includes(page)) return;
  const from = window.location.hash.slice(1);
  window.location.hash = `#/login?from=${encodeURIComponent(from)}`;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: redirectToLoginOn401 }),
    mutationCache: new MutationCache({ onError: redirectToLoginOn401 }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
      },
    },
  });
}

/**
 * Answers count as fresh for a moment, so that what a route has just started loading (its loader's prefetch) is not
 * asked again when the page mounts.
 */
export const JUST_LOADED_MS = 2_000;

/** The app's client: the providers and the router's loaders (which start a page's first requests) share it. */
export const queryClient = createQueryClient();
