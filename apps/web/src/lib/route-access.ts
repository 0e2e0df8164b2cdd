/**
 * The one guard of every route: each route declares in config/paths.ts who may open it and the right of a person of
 * the organisation it needs (issue 32), and a signed-in user who may not is sent to a page it may open before the
 * page renders (document 1 §4 and §6, document 2 §2 and §6).
 */
import { hasAuthority, type Me, type Right } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useMatches } from './router';
import { meQuery } from './session';
import { paths, type RouteAccess, type RouteName, type RouteRole } from '../config/paths';

/** The handle every route of the router carries (app/router.tsx builds it from config/paths.ts). */
export type RouteHandle = { title: string; access: RouteAccess; right?: Right };

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
 * Whether the person's role in its organisation allows `right` (GET /api/me says its rights). The operator is not
 * subject to rights; a partner's or distributor's person without a role holds none, not even 'view'.
 */
export function holdsRight(me: Me, right: Right): boolean {
  return hasAuthority(me, 'ROLE_VENDOR') || me.rights.includes(right);
}

/**
 * A partner's person's start page, by what its role does first: the Market for those who order, «Счета и акты» for
 * those who pay and sign (the accountant), the client list for those who only read; null for one who may read nothing.
 */
export function partnerStartPage(me: Me): string | null {
  if (holdsRight(me, 'orders')) return paths['service.list'].path;
  if (holdsRight(me, 'acts') && holdsRight(me, 'billing')) return paths.invoices.path;
  if (holdsRight(me, 'view')) return paths['client.subscriptions.all'].path;
  return null;
}

/**
 * Where a signed-in user who may not open a route goes instead, or null when it may. Each role goes to its own start:
 * the operator to the back office, the distributor to its partner list, a partner to its start page (the Market for
 * those who order), or to enrolment for the infrastructure's pages without ROLE_IAS_USER (document 2 §2: "Non-on
 * infrastructure status redirects to enrolment") when its role may enrol. A person whose role lacks the route's
 * `right` goes the same way, never to a page it may not open. An account in none of these roles, or with no right at
 * all, goes to the root, which shows the access-denied dialog.
 */
export function routeRedirect(me: Me, access: RouteAccess | undefined, right?: Right): string | null {
  if (access === 'public') return null;
  const roles = rolesOf(me);
  // A route that declares nobody is open to nobody: the default is deny. Every office page reads ('view').
  if (access?.some((role) => roles.includes(role)) && holdsRight(me, 'view') && (!right || holdsRight(me, right))) return null;
  if (roles.includes('vendor')) return paths['backoffice.applications'].path;
  if (!holdsRight(me, 'view')) return paths.root.path;
  if (roles.includes('distributor')) return paths['partners.list'].path;
  if (roles.includes('partner')) {
    const enrol = access?.includes('iasPartner') && !roles.includes('iasPartner') && holdsRight(me, 'orders');
    return enrol ? paths.enrollment.path : (partnerStartPage(me) ?? paths.root.path);
  }
  return paths.root.path;
}

/** The handle of the deepest matched route that declares one; undefined (so: nobody may open it) when none does. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The access of the deepest matched route that declares one; undefined (so: nobody) when none does. */
export function useRouteAccess(): RouteAccess | undefined {
  return useRouteHandle()?.access;
}

/**
 * A route loader's early request (the page's first answer asked for with the session), made only for a person whose
 * role may open the route: one who may not is sent away by the guard, and the request would only earn a 403. Who is
 * signed in is the cached GET /api/me, or its answer once it comes (the office asks for it beside the loaders).
 */
export function prefetchFor(client: QueryClient, name: RouteName, prefetch: () => void): null {
  const run = (me: Me | null) => {
    if (me && routeRedirect(me, paths[name].access, paths[name].right) === null) prefetch();
  };
  const cached = client.getQueryData(meQuery.queryKey);
  if (cached !== undefined) run(cached);
  else client.ensureQueryData(meQuery).then(run, () => undefined);
  return null;
}
