/** The error codes of passkeys and the second-factor requirement (decision 034), which the web app's API client reads. */
export const PASSKEY_CODES = {
  challengeExpired: 'PASSKEY_CHALLENGE_EXPIRED',
  notVerified: 'PASSKEY_NOT_VERIFIED',
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
} as const;
