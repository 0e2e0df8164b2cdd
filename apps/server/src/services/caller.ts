/** Who is calling: resolved once per request from the session cookie. */
import { sql } from 'kysely';
import type { Authority } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { PartnersTable } from '../db/schema.ts';

export type Caller = {
  accountId: string;
  email: string;
  authorities: Authority[];
  partnerId: string | null;
  participationStatus: PartnersTable['participation_status'] | undefined;
  sessionId: string;
  csrfToken: string;
};

export async function loadCallerBySession(db: Db, sessionId: string): Promise<Caller | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('partners as p', 'p.id', 'a.partner_id')
    .select([
      'a.id as accountId',
      'a.email',
      'a.partner_id as partnerId',
      'p.participation_status as participationStatus',
      's.id as sessionId',
      's.csrf_token as csrfToken',
      sql<
        Authority[]
      >`coalesce((select array_agg(authority order by authority) from account_authorities where account_id = a.id), '{}')`.as(
        'authorities',
      ),
    ])
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, participationStatus: row.partnerId ? row.participationStatus : undefined };
}
