/**
 * What an order form's link names: the desk (offerDeskId, else the form's own desk), the service, a client and what a
 * calculator chose (the deployment type and counts it opens the form with).
 */
import { OFFER_DESKS, readOrderPrefill, type OfferDeskId } from '@portal/domain';
import { useParams, useSearchParams } from '../../../lib/router';

const isOfferDesk = (value: string): value is OfferDeskId => (OFFER_DESKS as readonly string[]).includes(value);

export function useOrderRoute(fallbackDesk: OfferDeskId) {
  const { offerDeskId = '', serviceId = '' } = useParams();
  const [search] = useSearchParams();
  return {
    deskId: isOfferDesk(offerDeskId) ? offerDeskId : fallbackDesk,
    serviceId,
    /** ?customerId= of the link (from the client card or the Market), or null. */
    linkedCustomerId: search.get('customerId'),
    /** ?kitId=&counts=&application= of a calculator's link, or null. */
    prefill: readOrderPrefill(search),
  };
}
