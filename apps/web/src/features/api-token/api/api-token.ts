/** The token page's calls (document 2 §7 "Token"; decision 019): the token's state and its issue. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiTokenIssued, ApiTokenState } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const apiTokenStateQuery = queryOptions({
  queryKey: ['api-token'],
  queryFn: () => api<ApiTokenState>('/api-v2-token'),
});

export const issueApiToken = () => api<ApiTokenIssued>('/api-v2-token', { method: 'POST' });
