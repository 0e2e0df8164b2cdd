/** GET /api/backoffice/applications: the application queue filtered by status and search, one page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationFilter, ApplicationList } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export type ApplicationsParams = PageParams & { status: ApplicationFilter; search: string };

export function getApplications(params: ApplicationsParams): Promise<ApplicationList> {
  return api<ApplicationList>(`/backoffice/applications?${toQueryString(params)}`);
}

export const applicationsQuery = (params: ApplicationsParams) =>
  queryOptions({
    queryKey: ['backoffice', 'applications', params],
    queryFn: () => getApplications(params),
    placeholderData: keepPreviousData,
  });

export function useApplications(params: ApplicationsParams) {
  return useQuery(applicationsQuery(params));
}
