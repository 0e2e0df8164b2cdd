/**
 * The login page's passkey sign-in and the first stop after any sign-in (decision 034), shared by the login page and
 * «Безопасность».
 */
import { hasAuthority, PASSKEY_TEXTS, type Me, type PasskeyOptions, type SecondFactorState, type SessionResponse } from '@portal/domain';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { errorText } from '../components/error-dialog/error-dialog-provider';
import { paths } from '../config/paths';
import { api, ApiRequestError } from './api-client';

/** A passwordless sign-in: the browser offers the site's discoverable passkeys. */
export async function signInWithPasskey() {
  const { challengeId, options } = await api<PasskeyOptions>('/auth/passkey/options', { method: 'POST' });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return api<SessionResponse>('/auth/passkey', { method: 'POST', body: { challengeId, response } });
}

/** Where a fresh sign-in goes first when the operator requires a second factor the account lacks; null otherwise. */
export async function enrolmentPage(): Promise<string | null> {
  const state = await api<SecondFactorState>('/account/second-factor');
  if (!state.enrolmentRequired) return null;
  const me = await api<Me>('/me');
  return hasAuthority(me, 'ROLE_VENDOR') ? paths['backoffice.security'].path : paths['profile.security'].path;
}

/** A refusal of the server says what went wrong; the browser's own (cancelled, timed out, unsupported) gets one text. */
export function passkeyErrorText(error: unknown): string {
  return error instanceof ApiRequestError ? errorText(error) : PASSKEY_TEXTS.cancelled;
}
