/** Password recovery links (decision 034): only the token's SHA-256 is kept. */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type PasswordResetLinkRow = {
  id: string;
  accountId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
};

/** A new link replaces the account's earlier unused ones. */
export async function insertPasswordResetLink(db: Db, accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('password_reset_links')
    .set({ revoked_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  await db.insertInto('password_reset_links').values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

export function findPasswordResetLink(
  db: Db,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<PasswordResetLinkRow | undefined> {
  let query = db
    .selectFrom('password_reset_links as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select([
      'l.id',
      'l.account_id as accountId',
      'a.email',
      'l.expires_at as expiresAt',
      'l.used_at as usedAt',
      'l.revoked_at as revokedAt',
    ])
    .where('l.token_hash', '=', tokenHash);
  if (options.lock) query = query.forUpdate('l');
  return query.executeTakeFirst();
}

/** Spends the link once: false when another request spent it first. */
export async function spendPasswordResetLink(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setAccountPassword(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
}
