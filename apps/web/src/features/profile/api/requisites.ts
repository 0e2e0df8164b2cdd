/** The profile's requisites for the partner's documents (issue 33): GET and PUT /api/profile/requisites. */
import { queryOptions } from '@tanstack/react-query';
import type { Requisites, RequisitesForm } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const requisitesQuery = queryOptions({
  queryKey: ['profile-requisites'],
  queryFn: () => api<Requisites>('/profile/requisites'),
});

export function saveRequisites(form: RequisitesForm) {
  return api<Requisites>('/profile/requisites', { method: 'PUT', body: form });
}
