/** GET /api/distributor-manager/partners/{partnerCode}/billing: partner details for a month; and the month's export. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingMonth, PartnerDetails } from '@portal/domain';
import { api } from '../../../lib/api-client';

const base = (partnerCode: string) => `/distributor-manager/partners/${encodeURIComponent(partnerCode)}/billing`;
const monthQuery = ({ year, month }: BillingMonth) => `m=${month}&y=${year}`;

export const partnerDetailsQuery = (partnerCode: string, month: BillingMonth) =>
  queryOptions({
    queryKey: ['distributor', 'partner-details', partnerCode, month],
    queryFn: () => api<PartnerDetails>(`${base(partnerCode)}?${monthQuery(month)}`),
    placeholderData: keepPreviousData,
  });

export function usePartnerDetails(partnerCode: string, month: BillingMonth) {
  return useQuery(partnerDetailsQuery(partnerCode, month));
}

export function partnerExportHref(partnerCode: string, month: BillingMonth): string {
  return `/api${base(partnerCode)}/export?${monthQuery(month)}`;
}
