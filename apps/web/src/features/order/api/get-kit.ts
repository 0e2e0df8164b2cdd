/** GET /api/desks/{desk}/services/{service}/kits/{kit}/extended: a deployment type with its options and tariffs. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferDeskId, ServiceKitExtended } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function getKit(deskId: OfferDeskId, serviceId: string, kitId: string): Promise<ServiceKitExtended> {
  return api<ServiceKitExtended>(
    `/desks/${deskId}/services/${encodeURIComponent(serviceId)}/kits/${encodeURIComponent(kitId)}/extended`,
    {},
  );
}

export const kitQuery = (deskId: OfferDeskId, serviceId: string, kitId: string) =>
  queryOptions({
    queryKey: ['kits', deskId, serviceId, kitId],
    queryFn: () => getKit(deskId, serviceId, kitId),
    staleTime: 5 * 60_000,
  });

/** The kit once one is chosen; idle without a kit id. */
export function useKit(deskId: OfferDeskId, serviceId: string, kitId: string | null | undefined) {
  return useQuery({ ...kitQuery(deskId, serviceId, kitId ?? ''), enabled: Boolean(serviceId && kitId) });
}
