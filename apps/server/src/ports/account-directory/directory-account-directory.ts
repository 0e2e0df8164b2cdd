/** Built-in AccountDirectory adapter: a directory of the vendor's 1C logins, for demos and tests. */
import type { AccountDirectory } from './account-directory.ts';

export const DIRECTORY_LOGINS: Array<{ login: string; isPartner: boolean }> = [
  { login: 'buh_romashka', isPartner: false },
  { login: 'okna_admin', isPartner: false },
  { login: 'tehnostroy', isPartner: false },
  { login: 'nevsky_hleb', isPartner: false },
  { login: 'sibmebel', isPartner: false },
  { login: 'kazan_sady', isPartner: false },
  { login: 'volga_log', isPartner: false },
  { login: 'baikal_tour', isPartner: false },
  { login: 'don_textile', isPartner: false },
  { login: 'kuban_zerno', isPartner: false },
  { login: 'alfa_soft', isPartner: true },
  { login: 'beta_consulting', isPartner: true },
];

export function directoryAccountDirectory(entries = DIRECTORY_LOGINS): AccountDirectory {
  const byLogin = new Map(entries.map((e) => [e.login.toLowerCase(), e]));
  return {
    lookup: async (login) => {
      const entry = byLogin.get(login.trim().toLowerCase());
      return { exists: entry !== undefined, isPartner: entry?.isPartner ?? false };
    },
  };
}
