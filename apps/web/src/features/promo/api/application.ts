/** The partner application calls: the distributor list and the submission. */
import { queryOptions } from '@tanstack/react-query';
import { distributorSchema, participationSchema, type Participation, type PartnerApplication } from '@portal/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const distributorsQuery = queryOptions({
  queryKey: ['distributors', 'grm'],
  queryFn: () => api('/distributors/grm', { schema: z.array(distributorSchema) }),
  staleTime: 5 * 60_000,
});

export function submitApplication(application: PartnerApplication): Promise<Participation> {
  return api('/participation', { method: 'POST', body: application, schema: participationSchema });
}
