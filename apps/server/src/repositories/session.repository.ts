/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
import { SESSION_TOUCH_INTERVAL_MS } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type SessionRow = { id: string; accountId: string; csrfToken: string; expiresAt: Date };
/** Who opened a session: shown in the account's list of sessions. */
export type SessionClient = { userAgent: string | null; ipAddress: string | null };

export async function insertSession(
  db: Db,
  session: SessionRow,
  client: SessionClient = { userAgent: null, ipAddress: null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      csrf_token: session.csrfToken,
      expires_at: session.expiresAt,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
      ip_address: client.ipAddress,
    })
    .execute();
}

export function findLiveSession(db: Db, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'account_id as accountId', 'csrf_token as csrfToken', 'expires_at as expiresAt'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records the session's use, at most once per SESSION_TOUCH_INTERVAL_MS (most calls update no row). */
export async function touchSession(db: Db, id: string, ipAddress: string | null): Promise<void> {
  const interval = `${SESSION_TOUCH_INTERVAL_MS} milliseconds`;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()`, ip_address: ipAddress })
    .where('id', '=', id)
    .where('last_seen_at', '<', sql<Date>`now() - ${interval}::interval`)
    .execute();
}

export type AccountSessionRow = {
  id: string;
  publicId: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

export function listAccountSessions(db: Db, accountId: string): Promise<AccountSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'public_id as publicId',
      'user_agent as userAgent',
      'ip_address as ipAddress',
      'created_at as createdAt',
      'last_seen_at as lastSeenAt',
    ])
    .where('account_id', '=', accountId)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .orderBy('public_id')
    .execute();
}

/** Ends one session of the account by its public id; another account's id matches nothing. Returns the ended row's id. */
export async function deleteAccountSession(db: Db, accountId: string, publicId: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('public_id', '=', publicId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Ends every session of the account but `keepId` (null: every one). Returns the ended sessions' ids. */
export async function deleteAccountSessions(db: Db, accountId: string, keepId: string | null): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepId) query = query.where('id', '<>', keepId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/** Remembers the browser (its device cookie's hash) for the account; true when it was not known before. */
export async function rememberDevice(db: Db, accountId: string, deviceHash: string): Promise<boolean> {
  const inserted = await db
    .insertInto('account_devices')
    .values({ account_id: accountId, device_hash: deviceHash })
    .onConflict((oc) => oc.columns(['account_id', 'device_hash']).doUpdateSet({ last_seen_at: sql<Date>`now()` }))
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirstOrThrow();
  return inserted.inserted;
}

export async function hasKnownDevices(db: Db, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('account_devices').select('device_hash').where('account_id', '=', accountId).limit(1).executeTakeFirst();
  return row !== undefined;
}
