/** POST /api/participation: sends the partner application; the answer is the new participation (status null). */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { participationSchema, type Participation, type PartnerApplication } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function submitApplication(application: PartnerApplication): Promise<Participation> {
  return api('/participation', { method: 'POST', body: application, schema: participationSchema });
}

export function useSubmitApplication(options: Omit<UseMutationOptions<Participation, Error, PartnerApplication>, 'mutationFn'>) {
  return useMutation({ ...options, mutationFn: submitApplication });
}
