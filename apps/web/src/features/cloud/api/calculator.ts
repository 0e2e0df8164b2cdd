/** GET /api/cloud/calculator: the price list in force and the licences, loaded once per visit (no request per keystroke). */
import { queryOptions } from '@tanstack/react-query';
import type { CloudCalculator } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** The list changes at most once a day: a visit keeps the one it loaded. */
const PRICE_LIST_STALE_MS = 10 * 60_000;

export const calculatorQuery = queryOptions({
  queryKey: ['cloud', 'calculator'],
  queryFn: () => api<CloudCalculator>('/cloud/calculator'),
  staleTime: PRICE_LIST_STALE_MS,
  retry: false,
});
