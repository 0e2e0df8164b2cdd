/**
 * What the signed-in person's role lets it do (issue 32), read from the cached GET /api/me: pages offer only the
 * actions of its rights (no dead buttons); the server refuses the others whatever the page shows.
 */
import type { Me, Right } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from './session';

/** Whether `me` holds `right`. Nobody signed in (or not yet known) holds none. */
export function can(me: Me | null | undefined, right: Right): boolean {
  return me?.rights.includes(right) ?? false;
}

/**
 * The signed-in person's rights as a test, `can('orders')`. Inside the office /api/me has answered before any page
 * renders (the shell waits for it), so an action never flickers in and out.
 */
export function useRights(): (right: Right) => boolean {
  const me = useQuery(meQuery).data;
  return (right) => can(me, right);
}

/** Whether the signed-in person holds `right`. */
export function useCan(right: Right): boolean {
  return can(useQuery(meQuery).data, right);
}
