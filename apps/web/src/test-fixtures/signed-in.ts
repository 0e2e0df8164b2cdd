/**
 * A query client that knows who is signed in, for component tests of pages that offer only what the role may do
 * (lib/rights.ts reads the cached GET /api/me).
 */
import { QueryClient } from '@tanstack/react-query';
import type { Me, MemberRole } from '@portal/domain';
import { meQuery } from '../lib/session';
import { aMe } from './me';

/** A partner's person of `role` (an administrator unless told), or the given account. */
export function signedInClient(who: MemberRole | Me = 'ADMIN'): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const me = typeof who === 'string' ? aMe(['ROLE_PARTNER'], { role: who }) : who;
  client.setQueryData(meQuery.queryKey, me);
  return client;
}
