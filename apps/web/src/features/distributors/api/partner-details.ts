/** GET /api/distributor-manager/partners/{partnerCode}/billing: partner details for a month; and the month's export. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingMonth, PartnerDetails } from '@portal/domain';
import { api } from '../../../lib/api-client';

const base = (partnerCode: string) => `/distributor-manager/partners/${encodeURIComponent(partnerCode)}/billing`;
const monthQuery = ({ year, month }: BillingMonth) => `m=${month}&y=${year}`;

/** `page` counts the month's clients by tens, from 1, as the partner's own details do. */
export const partnerDetailsQuery = (partnerCode: string, month: BillingMonth, page: number) =>
  queryOptions({
    queryKey: ['distributor', 'partner-details', partnerCode, month, page],
    queryFn: () => api<PartnerDetails>(`${base(partnerCode)}?${monthQuery(month)}&page=${page}`),
    placeholderData: keepPreviousData,
  });

export function usePartnerDetails(partnerCode: string, month: BillingMonth, page: number, enabled = true) {
  return useQuery({ ...partnerDetailsQuery(partnerCode, month, page), enabled });
}

export function partnerExportHref(partnerCode: string, month: BillingMonth): string {
  return `/api${base(partnerCode)}/export?${monthQuery(month)}`;
}
