/** Who is signed in and their participation: shared queries used by the loader, the shell and the landing page. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig, Me, Participation } from '@portal/domain';
import { paths } from '../config/paths';
import { api, ApiRequestError } from './api-client';

/** null when nobody is signed in (401). */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api<Me>('/me');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  retry: false,
});

/** null when the account never applied (404). Other failures are thrown for the caller to show. */
export const participationQuery = queryOptions({
  queryKey: ['participation'],
  queryFn: async (): Promise<Participation | null> => {
    try {
      return await api<Participation>('/participation');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  retry: false,
});

export const runtimeConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<RuntimeConfig>('/config'),
  staleTime: Infinity,
});

export type AdminAreaLink = { href: string; external: boolean };

/**
 * The provider's administration area of the settings (document 1 §2 Left menu: its office list, /#/office/list): the
 * menu's 'Администрирование' and where a product the portal cannot remove itself sends the user. Without a configured
 * area the portal's own applications page stands in.
 */
export function adminAreaLink(adminAreaUrl: string | null): AdminAreaLink {
  if (!adminAreaUrl) return { href: paths.admin.href(), external: false };
  return adminAreaPage(adminAreaUrl, 'office/list');
}

/** A page of the configured administration area, by its path after '#/' (opened in a new tab). */
export function adminAreaPage(adminAreaUrl: string, path: string): AdminAreaLink {
  return { href: `${adminAreaUrl.replace(/#.*$/, '')}#/${path}`, external: true };
}

const TARGET_KEY = 'portal.target';

/** The page a user wanted before signing in, remembered across the login page. */
export const targetRoute = {
  save(path: string) {
    sessionStorage.setItem(TARGET_KEY, path);
  },
  take(): string | null {
    const path = sessionStorage.getItem(TARGET_KEY);
    sessionStorage.removeItem(TARGET_KEY);
    return path;
  },
  clear() {
    sessionStorage.removeItem(TARGET_KEY);
  },
};

/** Ends the session on the server and forgets the stored target route. */
export async function endSession(): Promise<void> {
  targetRoute.clear();
  await api('/auth/logout', { method: 'POST' });
}

/** Forgets the stored profile. Call it after leaving a guarded page, or the guard would redirect to login first. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries();
  queryClient.setQueryData(meQuery.queryKey, null);
}

const LOGOUT_INTENT_KEY = 'portal.logout';

/**
 * The user asked to log out inside the app (kept for the next page load in this tab only). The logout page ends
 * the session at once for such a request; a /logout opened from elsewhere (a link on another site) asks first.
 */
export const logoutIntent = {
  take(): boolean {
    const intended = sessionStorage.getItem(LOGOUT_INTENT_KEY) !== null;
    sessionStorage.removeItem(LOGOUT_INTENT_KEY);
    return intended;
  },
};

/**
 * The spec's logout link: a real page load of /logout, which opens the logout page (it ends the session by POST with
 * the CSRF token, then shows the landing page) — nothing of the signed-in user stays in memory.
 */
export function logoutToPromo(): void {
  targetRoute.clear();
  sessionStorage.setItem(LOGOUT_INTENT_KEY, '1');
  window.location.assign('/logout');
}
