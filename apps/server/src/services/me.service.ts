/** The user as GET /me describes it. */
import { mayDo, RIGHTS, type Me } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { Caller } from './caller.ts';

export async function getMe(db: Db, caller: Caller): Promise<Me> {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('partners as p', 'p.id', 'a.partner_id')
    .select(['a.email', 'a.name', 'a.surname', 'a.city', 'a.phone', 'p.name as partner', 'p.partner_code as partnerCode'])
    .where('a.id', '=', caller.accountId)
    .executeTakeFirst();
  if (!row) throw AppError.unauthorized();
  return {
    username: row.email,
    name: row.name,
    surname: row.surname,
    email: row.email,
    city: row.city,
    phone: row.phone,
    partner: row.partner,
    partnerCode: row.partnerCode,
    authorities: caller.authorities.map((authority) => ({ authority })),
    memberRole: caller.memberRole,
    rights: RIGHTS.filter((right) => mayDo(caller.memberRole, right, caller.tokenRole)),
  };
}
