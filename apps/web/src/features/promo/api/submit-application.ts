/** POST /api/participation: sends the partner application; the answer is the new participation (status null). */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Participation, PartnerApplication } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function submitApplication(application: PartnerApplication): Promise<Participation> {
  return api<Participation>('/participation', { method: 'POST', body: application });
}

export function useSubmitApplication(options: Omit<UseMutationOptions<Participation, Error, PartnerApplication>, 'mutationFn'>) {
  return useMutation({ ...options, mutationFn: submitApplication });
}
