/** The address column: city, region code and address (document 2 §2 "Partner list"), the parts that are known. */
import type { DistributorPartner } from '@portal/domain';

export function partnerAddress(partner: Pick<DistributorPartner, 'city' | 'regionCode' | 'address'>): string {
  return [partner.city, partner.regionCode, partner.address].filter((part) => part !== null && part !== '').join(', ') || '—';
}
