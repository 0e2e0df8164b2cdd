/**
 * The one guard of every route: each route declares in config/paths.ts who may open it, and a signed-in user who may
 * not is sent to its own start page before the page renders (document 1 §4 and §6, document 2 §2 and §6).
 */
import { hasAuthority, type Me } from '@portal/domain';
import { useMatches } from './router';
import { paths, type RouteAccess, type RouteRole } from '../config/paths';

/** The handle every route of the router carries (app/router.tsx builds it from config/paths.ts). */
export type RouteHandle = { title: string; access: RouteAccess };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string' &&
    'access' in handle &&
    (handle.access === 'public' || Array.isArray(handle.access))
  );
}

/** The roles the account acts in (roles are not mixed: an operator or a distributor is never also a partner). */
export function rolesOf(me: Me): RouteRole[] {
  if (hasAuthority(me, 'ROLE_VENDOR')) return ['vendor'];
  if (hasAuthority(me, 'ROLE_DISTRIBUTOR')) return ['distributor'];
  if (!hasAuthority(me, 'ROLE_PARTNER')) return [];
  return hasAuthority(me, 'ROLE_IAS_USER') ? ['partner', 'iasPartner'] : ['partner'];
}

/**
 * Where a signed-in user who may not open a route goes instead, or null when it may. Each role goes to its own start:
 * the operator to the back office, the distributor to its partner list, a partner to the Market, or to enrolment for
 * the infrastructure's pages without ROLE_IAS_USER (document 2 §2: "Non-on infrastructure status redirects to
 * enrolment"). An account in none of these roles goes to the root, which shows the access-denied dialog.
 */
export function routeRedirect(me: Me, access: RouteAccess | undefined): string | null {
  if (access === 'public') return null;
  const roles = rolesOf(me);
  // A route that declares nobody is open to nobody: the default is deny.
  if (access?.some((role) => roles.includes(role))) return null;
  if (roles.includes('vendor')) return paths['backoffice.applications'].path;
  if (roles.includes('distributor')) return paths['partners.list'].path;
  if (roles.includes('partner')) return access?.includes('iasPartner') ? paths.enrollment.path : paths['service.list'].path;
  return paths.root.path;
}

/** The access of the deepest matched route that declares one; undefined (so: nobody) when none does. */
export function useRouteAccess(): RouteAccess | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.access;
  }
  return undefined;
}
