/** The letter's single-use link: what it is for (POST /api/ias/password-link) and setting the password (POST /api/ias/password). */
import type { PasswordLinkInfo, SetIasPassword } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function checkPasswordLink(token: string): Promise<PasswordLinkInfo> {
  return api<PasswordLinkInfo>('/ias/password-link', { method: 'POST', body: { token } });
}

export function setIasPassword(body: SetIasPassword): Promise<{ login: string }> {
  return api<{ login: string }>('/ias/password', { method: 'POST', body });
}
