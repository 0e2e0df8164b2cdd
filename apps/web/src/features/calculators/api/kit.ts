/** GET /api/desks/{desk}/services/{service}/kits/{kit}/extended: a deployment type with its options and today's tariffs. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferDeskId, ServiceKitExtended } from '@portal/domain';
import { api } from '../../../lib/api-client';

const kitQuery = (deskId: OfferDeskId | null, serviceId: string, kitId: string) =>
  queryOptions({
    queryKey: ['kits', deskId, serviceId, kitId],
    queryFn: () =>
      api<ServiceKitExtended>(
        `/desks/${deskId ?? ''}/services/${encodeURIComponent(serviceId)}/kits/${encodeURIComponent(kitId)}/extended`,
      ),
    staleTime: 5 * 60_000,
  });

/** The kit's details once a desk, a service and a kit are chosen; idle before. */
export function useCalculatorKit(deskId: OfferDeskId | null, serviceId: string | null | undefined, kitId: string | null | undefined) {
  return useQuery({ ...kitQuery(deskId, serviceId ?? '', kitId ?? ''), enabled: Boolean(deskId && serviceId && kitId) });
}
