/** A rate page by product and date: the texts, the tables of the tariffs in force that day and the files of the role. */
import { queryOptions } from '@tanstack/react-query';
import type { RatePage, RateProduct } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const ratePageQuery = (product: RateProduct, date: string) =>
  queryOptions({
    queryKey: ['rates', product, date],
    queryFn: () => api<RatePage>(`/rates/${product}/${encodeURIComponent(date)}`),
  });
