/** The rate pages' texts in the back office: every version per product, and a product's texts from a day. */
import { queryOptions } from '@tanstack/react-query';
import type { RateProduct, RateTextList, RateTextsInput } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const RATE_TEXTS_KEY = ['backoffice', 'rate-texts'];

export const rateTextsQuery = queryOptions({
  queryKey: RATE_TEXTS_KEY,
  queryFn: () => api<RateTextList>('/backoffice/rates/texts'),
});

export function saveRateTexts(product: RateProduct, effectiveFrom: string, texts: RateTextsInput): Promise<RateTextList> {
  return api<RateTextList>(`/backoffice/rates/texts/${product}/${encodeURIComponent(effectiveFrom)}`, { method: 'PUT', body: texts });
}
