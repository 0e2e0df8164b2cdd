/** The cloud tabs' calls: the price list with its versions and a new version; the non-standard VM queue and decisions. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CloudPriceChange, CloudPriceList, VmRequestDecision, VmRequestFilter, VmRequestItem, VmRequestQueue } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export const CLOUD_PRICES_KEY = ['backoffice', 'cloud-prices'];
export const VM_REQUESTS_KEY = ['backoffice', 'vm-requests'];

export const cloudPricesQuery = queryOptions({
  queryKey: CLOUD_PRICES_KEY,
  queryFn: () => api<CloudPriceList>('/backoffice/cloud/prices'),
});

export function saveCloudPrice(serviceOptionId: string, change: CloudPriceChange): Promise<CloudPriceList> {
  return api<CloudPriceList>(`/backoffice/cloud/prices/${encodeURIComponent(serviceOptionId)}`, { method: 'POST', body: change });
}

export const vmRequestsQuery = (params: PageParams & { status: VmRequestFilter }) =>
  queryOptions({
    queryKey: [...VM_REQUESTS_KEY, params],
    queryFn: () => api<VmRequestQueue>(`/backoffice/cloud/vm-requests?${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export function decideVmRequest(requestId: string, decision: VmRequestDecision): Promise<VmRequestItem> {
  return api<VmRequestItem>(`/backoffice/cloud/vm-requests/${encodeURIComponent(requestId)}/decision`, { method: 'POST', body: decision });
}
