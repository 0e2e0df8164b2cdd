/** GET /api/admin/applications: one page of the applications table. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminApplication, AdminApplicationSort } from '@portal/domain';
import { api } from '../../../lib/api-client';

export type AdminApplicationsParams = {
  search: string;
  sort: AdminApplicationSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The table narrowed to one subscription. */
  subscriptionId?: string;
};

export const adminApplicationsQuery = (params: AdminApplicationsParams) =>
  queryOptions({
    queryKey: ['admin-applications', params],
    queryFn: () => {
      const query = new URLSearchParams({
        search: params.search,
        sort: params.sort,
        direction: params.direction,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.subscriptionId) query.set('subscriptionId', params.subscriptionId);
      return api<{ items: AdminApplication[]; total: number }>(`/admin/applications?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
