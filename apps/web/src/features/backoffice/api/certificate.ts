/** A partner's certificate in the back office: read it, set its number and end date. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateAssignment } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const partnerCertificateQuery = (partnerId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'certificate', partnerId],
    queryFn: () => api<Certificate>(`/backoffice/partners/${partnerId}/certificate`),
  });

export function useSetCertificate(partnerId: string, options: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateAssignment) => api<Certificate>(`/backoffice/partners/${partnerId}/certificate`, { method: 'PUT', body }),
    onSuccess: (certificate) => {
      queryClient.setQueryData(partnerCertificateQuery(partnerId).queryKey, certificate);
      options.onSuccess();
    },
    onError: options.onError,
  });
}
