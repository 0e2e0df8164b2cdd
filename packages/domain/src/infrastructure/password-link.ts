/**
 * The single-use link of the infrastructure letter (decision 016): it lets the holder set the password of the
 * infrastructure login once, before it expires; a newer link replaces it.
 */
import { IAS_PASSWORD_LINK_TTL_HOURS } from './access.ts';

const HOUR_MS = 3_600_000;

export type PasswordLinkRecord = { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null };
export type PasswordLinkState = 'valid' | 'used' | 'expired' | 'replaced';

/** Used wins over replaced and expired: the holder learns the password was set. */
export function passwordLinkState(link: PasswordLinkRecord, now: Date): PasswordLinkState {
  if (link.usedAt) return 'used';
  if (link.revokedAt) return 'replaced';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export function passwordLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + IAS_PASSWORD_LINK_TTL_HOURS * HOUR_MS);
}
