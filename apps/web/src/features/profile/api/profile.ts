/** The profile's calls: PATCH /api/participation (public profile), the city search, the certificate and its check. */
import { queryOptions } from '@tanstack/react-query';
import type { Certificate, CertificateCheck, City, Participation, ParticipationPatch } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function patchProfile(patch: ParticipationPatch) {
  return api<Participation>('/participation', { method: 'PATCH', body: patch });
}

export function searchCities(text: string, signal?: AbortSignal) {
  return api<City[]>(`/cities?q=${encodeURIComponent(text)}`, signal ? { signal } : {});
}

export const certificateQuery = queryOptions({
  queryKey: ['certificate'],
  queryFn: () => api<Certificate>('/certificate-number'),
});

export const certificateCheckQuery = (certificateNumber: string) =>
  queryOptions({
    queryKey: ['certificate-check', certificateNumber],
    queryFn: () => api<CertificateCheck>(`/certificates/${encodeURIComponent(certificateNumber)}`),
    retry: false,
  });

/** The PDF is a plain download of the session's own certificate. */
export const CERTIFICATE_PDF_URL = '/api/certificate.pdf';
