/** Accounts and their authorities. */
import type { Authority, MemberRole } from '@portal/domain';
import type { Db } from '../db/database.ts';

export type AccountRow = {
  id: string;
  email: string;
  passwordHash: string;
  name: string | null;
  surname: string | null;
  city: string | null;
  phone: string | null;
  partnerId: string | null;
};

const columns = ['id', 'email', 'password_hash as passwordHash', 'name', 'surname', 'city', 'phone', 'partner_id as partnerId'] as const;

export function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').select(columns).where('email', '=', email).executeTakeFirst();
}

export function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function insertAccount(
  db: Db,
  account: {
    email: string;
    passwordHash: string;
    name: string | null;
    surname?: string | null;
    city?: string | null;
    phone?: string | null;
    partnerId?: string | null;
    /** Defaults to «Администратор» for an account that acts for its partner or distributor: its owner. */
    memberRole?: MemberRole | null;
  },
  authorities: Authority[],
): Promise<string> {
  const actsForOrganisation = authorities.includes('ROLE_PARTNER') || authorities.includes('ROLE_DISTRIBUTOR');
  const memberRole = account.memberRole !== undefined ? account.memberRole : account.partnerId && actsForOrganisation ? 'ADMIN' : null;
  const { id } = await db
    .insertInto('accounts')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      name: account.name,
      surname: account.surname ?? null,
      city: account.city ?? null,
      phone: account.phone ?? null,
      partner_id: account.partnerId ?? null,
      member_role: memberRole,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantAuthorities(db, id, authorities);
  return id;
}

export async function grantAuthorities(db: Db, accountId: string, authorities: Authority[]): Promise<void> {
  if (authorities.length === 0) return;
  await db
    .insertInto('account_authorities')
    .values(authorities.map((authority) => ({ account_id: accountId, authority })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function listAuthorities(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('account_authorities')
    .select('authority')
    .where('account_id', '=', accountId)
    .orderBy('authority')
    .execute();
  return rows.map((r) => r.authority);
}

/** The account that applies becomes its new partner's first administrator. */
export async function linkAccountToPartner(db: Db, accountId: string, partnerId: string): Promise<void> {
  await db.updateTable('accounts').set({ partner_id: partnerId, member_role: 'ADMIN' }).where('id', '=', accountId).execute();
}

export async function touchLastLogin(db: Db, accountId: string): Promise<void> {
  await db.updateTable('accounts').set({ last_login_at: new Date() }).where('id', '=', accountId).execute();
}

export async function countAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
