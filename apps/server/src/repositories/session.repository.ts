/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
import type { Db } from '../db/database.ts';

export type SessionRow = { id: string; accountId: string; csrfToken: string; expiresAt: Date };

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      csrf_token: session.csrfToken,
      expires_at: session.expiresAt,
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
