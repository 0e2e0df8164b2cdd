/** GET /api/backoffice/error-reports: reports sent from the error dialog, newest first, one page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { errorReportListSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export function getErrorReports(params: PageParams) {
  return api<z.infer<typeof errorReportListSchema>>(`/backoffice/error-reports?${toQueryString(params)}`);
}

export const errorReportsQuery = (params: PageParams) =>
  queryOptions({
    queryKey: ['backoffice', 'error-reports', params],
    queryFn: () => getErrorReports(params),
    placeholderData: keepPreviousData,
  });

export function useErrorReports(params: PageParams) {
  return useQuery(errorReportsQuery(params));
}
