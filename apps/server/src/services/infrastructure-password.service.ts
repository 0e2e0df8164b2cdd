/**
 * The single-use link of the infrastructure letter (decision 016): reading it tells the login and until when it works;
 * setting the password spends it. Only the password's argon2id hash and the token's SHA-256 are kept.
 */
import { IAS_PASSWORD_TEXTS, passwordLinkState, type PasswordLinkInfo, type PasswordLinkState } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import {
  findPasswordLink,
  insertAccessEvent,
  setAccessPassword,
  spendPasswordLink,
  type PasswordLinkRow,
} from '../repositories/infrastructure.repository.ts';
import { hashPassword } from './auth.service.ts';
import { passwordTokenHash } from './infrastructure-backoffice.service.ts';

export const PASSWORD_LINK_CODES = {
  unknown: 'IAS_LINK_UNKNOWN',
  used: 'IAS_LINK_USED',
  expired: 'IAS_LINK_EXPIRED',
  replaced: 'IAS_LINK_REPLACED',
  suspended: 'IAS_LINK_SUSPENDED',
} as const;

/** A link that can no longer be used is gone (410), with what happened to it. */
function gone(state: Exclude<PasswordLinkState, 'valid'>): AppError {
  return new AppError(PASSWORD_LINK_CODES[state], IAS_PASSWORD_TEXTS[state], 410);
}

/** The link if it can still set a password: known, unused, current, unexpired, for access that is on. */
function usableLink(link: PasswordLinkRow | undefined, now: Date): PasswordLinkRow {
  if (!link) throw new AppError(PASSWORD_LINK_CODES.unknown, IAS_PASSWORD_TEXTS.unknown, 404);
  const state = passwordLinkState(link, now);
  if (state !== 'valid') throw gone(state);
  if (link.status !== 'on') throw new AppError(PASSWORD_LINK_CODES.suspended, IAS_PASSWORD_TEXTS.suspended, 410);
  return link;
}

/** POST /api/ias/password-link: what the link is for; opening it (or a mail scanner fetching it) does not spend it. */
export async function checkPasswordLink(db: Db, token: string): Promise<PasswordLinkInfo> {
  const link = usableLink(await findPasswordLink(db, passwordTokenHash(token)), new Date());
  return { login: link.login, expiresAt: link.expiresAt.toISOString() };
}

/** POST /api/ias/password: sets the password once; the same link a second time answers 410. */
export async function setPasswordByLink(db: Db, token: string, password: string): Promise<{ login: string }> {
  const tokenHash = passwordTokenHash(token);
  // Fail fast (and without the costly hash) on a link that cannot work.
  usableLink(await findPasswordLink(db, tokenHash), new Date());
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const link = usableLink(await findPasswordLink(trx, tokenHash, { lock: true }), now);
    if (!(await spendPasswordLink(trx, link.id, now))) throw gone('used');
    await setAccessPassword(trx, link.accessId, passwordHash);
    await insertAccessEvent(trx, {
      accessId: link.accessId,
      partnerId: link.partnerId,
      action: 'password.set',
      from: null,
      to: null,
      actorAccountId: null,
    });
    return { login: link.login };
  });
}
