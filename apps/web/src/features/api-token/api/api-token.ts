/** The token page's calls (document 2 §7 "Token"; decision 019; issue 32): the tokens' state, an issue, a revocation. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiTokenIssued, ApiTokenState, MemberRole } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const apiTokenStateQuery = queryOptions({
  queryKey: ['api-token'],
  queryFn: () => api<ApiTokenState>('/api-v2-token'),
});

/** Issues (or reissues) the caller's token with the role it carries. */
export const issueApiToken = (role: MemberRole) => api<ApiTokenIssued>('/api-v2-token', { method: 'POST', body: { role } });

/** Revokes a token of the organisation: it answers 401 from its next call. */
export const revokeApiToken = (id: string) => api(`/api-v2-token/${encodeURIComponent(id)}`, { method: 'DELETE' });
