/** The participation certificate (document 2 §2 "Certificate", §3): its number, end date and validity. */
import { z } from 'zod';

/** GET /api/certificate-number: null fields until the operator (or the approval) has given a number. */
export const certificateSchema = z.object({
  certificateNumber: z.string().nullable(),
  certificateEndDate: z.string().nullable(),
  publicName: z.string().nullable(),
  publicCity: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * What the partner's certificate page shows: the certificate once a public name, a number and an end date exist; the
 * prompt to fill the public name while it is missing; otherwise (a name, no number yet) that it is being prepared.
 */
export type CertificateState = 'ready' | 'fillPublicName' | 'preparing';

export function certificateState(
  certificate: Pick<Certificate, 'publicName' | 'certificateNumber' | 'certificateEndDate'>,
): CertificateState {
  if (!certificate.publicName?.trim()) return 'fillPublicName';
  return certificate.certificateNumber && certificate.certificateEndDate ? 'ready' : 'preparing';
}

/** The public check a certificate's QR code leads to. */
export const certificateCheckSchema = z.object({
  certificateNumber: z.string(),
  publicName: z.string(),
  publicCity: z.string().nullable(),
  certificateEndDate: z.string(),
  valid: z.boolean(),
});
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

/** The back office gives a number and an end date (a date, valid through its whole day in Moscow). */
export const certificateAssignmentSchema = z.object({
  certificateNumber: z.string().trim().min(1).max(40),
  certificateEndDate: z.iso.date(),
});
export type CertificateAssignment = z.infer<typeof certificateAssignmentSchema>;

/** Numbers given at approval: the year and a running number (ГРМ-2026-00042). */
export function certificateNumberFor(year: number, sequence: number): string {
  return `ГРМ-${year}-${String(sequence).padStart(5, '0')}`;
}

/** The last day of the year of a date, in the yyyy-MM-dd form: the end date given at approval. */
export function endOfYear(year: number): string {
  return `${year}-12-31`;
}

/** Valid now: a number and an end date not past (the whole end day counts), and the partner working and not blocked. */
export function isCertificateValid(input: {
  certificateEndDate: string | null;
  participationStatus: string | null;
  blocked: boolean;
  today: string;
}): boolean {
  return (
    input.certificateEndDate !== null && input.certificateEndDate >= input.today && input.participationStatus === 'on' && !input.blocked
  );
}
