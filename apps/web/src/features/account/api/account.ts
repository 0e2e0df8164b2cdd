/** The account's own security calls (decision 034): sessions, password change, password recovery. */
import { queryOptions } from '@tanstack/react-query';
import type {
  AccountSessionList,
  ChangePasswordRequest,
  PasskeyList,
  PasskeyOptions,
  PasswordResetComplete,
  PasswordResetLinkInfo,
  RecoveryCodes,
  SecondFactorState,
  SecuritySettings,
  TotpSetup,
} from '@portal/domain';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../../lib/api-client';

export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => api<AccountSessionList>('/account/sessions'),
});

export function endSession(id: string) {
  return api<null>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function endOtherSessions() {
  return api<{ ended: number }>('/account/sessions/end-others', { method: 'POST' });
}

export function changePassword(body: ChangePasswordRequest) {
  return api<null>('/account/password', { method: 'POST', body });
}

export function requestPasswordReset(email: string) {
  return api<{ message: string }>('/auth/password-reset', { method: 'POST', body: { email } });
}

export function checkPasswordReset(token: string) {
  return api<PasswordResetLinkInfo>('/auth/password-reset/check', { method: 'POST', body: { token } });
}

export function completePasswordReset(body: PasswordResetComplete) {
  return api<null>('/auth/password-reset/complete', { method: 'POST', body });
}

export const secondFactorQuery = queryOptions({
  queryKey: ['account', 'second-factor'],
  queryFn: () => api<SecondFactorState>('/account/second-factor'),
});

export function startTotp() {
  return api<TotpSetup>('/account/totp/setup', { method: 'POST' });
}

export function enableTotp(code: string) {
  return api<RecoveryCodes>('/account/totp/enable', { method: 'POST', body: { code } });
}

export function disableTotp(body: { password: string; code: string }) {
  return api<null>('/account/totp/disable', { method: 'POST', body });
}

export function resetSecondFactor(email: string) {
  return api<null>('/backoffice/second-factor-reset', { method: 'POST', body: { email } });
}

export const passkeysQuery = queryOptions({
  queryKey: ['account', 'passkeys'],
  queryFn: () => api<PasskeyList>('/account/passkeys'),
});

/** Registers a passkey: the server's options, the browser's ceremony (the device asks its user), the server's check. */
export async function addPasskey(name: string) {
  const { challengeId, options } = await api<PasskeyOptions>('/account/passkeys/options', { method: 'POST' });
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return api<null>('/account/passkeys', { method: 'POST', body: { challengeId, name: name.trim() || undefined, response } });
}

export function removePasskey(id: string) {
  return api<null>(`/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const securitySettingsQuery = queryOptions({
  queryKey: ['backoffice', 'security-settings'],
  queryFn: () => api<SecuritySettings>('/backoffice/security-settings'),
});

export function saveSecuritySettings(body: SecuritySettings) {
  return api<SecuritySettings>('/backoffice/security-settings', { method: 'PUT', body });
}
