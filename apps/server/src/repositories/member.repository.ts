/**
 * A partner's (or a distributor's) people and invitations (issue 32). Every function takes the organisation's id:
 * a person or an invitation of another organisation is never found, exactly as a missing one.
 */
import { sql } from 'kysely';
import { MEMBER_ROLES, roleWithin, type Authority, type MemberRole } from '@portal/domain';
import type { Db } from '../db/database.ts';

export type Organisation = { id: string; kind: 'partner' | 'distributor'; name: string };

export function findOrganisation(db: Db, partnerId: string): Promise<Organisation | undefined> {
  return db.selectFrom('partners').select(['id', 'kind', 'name']).where('id', '=', partnerId).executeTakeFirst();
}

export type MemberRow = {
  id: string;
  name: string | null;
  surname: string | null;
  email: string;
  role: MemberRole;
  secondFactor: boolean;
  lastLoginAt: Date | null;
  suspendedAt: Date | null;
};

function membersQuery(db: Db, partnerId: string) {
  return db
    .selectFrom('accounts as a')
    .select([
      'a.id',
      'a.name',
      'a.surname',
      'a.email',
      sql<MemberRole>`a.member_role`.as('role'),
      sql<boolean>`a.totp_secret is not null or exists (select 1 from account_passkeys k where k.account_id = a.id)`.as('secondFactor'),
      'a.last_login_at as lastLoginAt',
      'a.suspended_at as suspendedAt',
    ])
    .where('a.partner_id', '=', partnerId)
    .where('a.member_role', 'is not', null);
}

/** The organisation's people, the earliest first (its owner leads). */
export function listMembers(db: Db, partnerId: string): Promise<MemberRow[]> {
  return membersQuery(db, partnerId).orderBy('a.created_at').orderBy('a.id').execute();
}

export function findMember(db: Db, partnerId: string, id: string): Promise<MemberRow | undefined> {
  return membersQuery(db, partnerId).where('a.id', '=', id).executeTakeFirst();
}

export type LockedMember = { id: string; email: string; name: string | null; surname: string | null; role: MemberRole; suspended: boolean };

/**
 * Every person of the organisation, their rows locked until the transaction ends: two administrators changing each
 * other at once are served one after the other, and the second sees what the first did (the last administrator rule).
 */
export async function lockMembers(trx: Db, partnerId: string): Promise<LockedMember[]> {
  const rows = await trx
    .selectFrom('accounts')
    .select(['id', 'email', 'name', 'surname', sql<MemberRole>`member_role`.as('role'), 'suspended_at'])
    .where('partner_id', '=', partnerId)
    .where('member_role', 'is not', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map(({ suspended_at, ...row }) => ({ ...row, suspended: suspended_at !== null }));
}

export async function setMemberRole(trx: Db, partnerId: string, id: string, role: MemberRole): Promise<void> {
  await trx.updateTable('accounts').set({ member_role: role }).where('id', '=', id).where('partner_id', '=', partnerId).execute();
}

/** A token never carries more than its owner's role: after a demotion, a token above the new role is narrowed to it. */
export async function narrowTokenRole(trx: Db, accountId: string, role: MemberRole): Promise<void> {
  const within = MEMBER_ROLES.filter((r) => roleWithin(r, role));
  await trx.updateTable('api_tokens').set({ role }).where('account_id', '=', accountId).where('role', 'not in', within).execute();
}

export async function setSuspended(trx: Db, partnerId: string, id: string, at: Date | null): Promise<void> {
  await trx.updateTable('accounts').set({ suspended_at: at }).where('id', '=', id).where('partner_id', '=', partnerId).execute();
}

/** The authorities that make an account act for an organisation: a removed person loses them. */
const ORGANISATION_AUTHORITIES: Authority[] = ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR', 'ROLE_IAS_USER'];

/**
 * Takes the person out of the organisation: no organisation, no role, no authority of one, no token. The account
 * stays, a plain user's (the journal keeps naming it); its sessions are ended by the caller.
 */
export async function detachMember(trx: Db, partnerId: string, id: string): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ partner_id: null, member_role: null, suspended_at: null })
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .execute();
  await trx.deleteFrom('account_authorities').where('account_id', '=', id).where('authority', 'in', ORGANISATION_AUTHORITIES).execute();
  // What is left is an account of no organisation, as a sign-up makes it.
  await trx
    .insertInto('account_authorities')
    .values({ account_id: id, authority: 'ROLE_USER' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx.deleteFrom('api_tokens').where('account_id', '=', id).execute();
}

/** Makes the account a person of the organisation with this role and the organisation's authorities. */
export async function attachMember(
  trx: Db,
  accountId: string,
  partnerId: string,
  role: MemberRole,
  authorities: Authority[],
): Promise<void> {
  await trx
    .updateTable('accounts')
    .set({ partner_id: partnerId, member_role: role, suspended_at: null })
    .where('id', '=', accountId)
    .execute();
  await trx
    .insertInto('account_authorities')
    .values(authorities.map((authority) => ({ account_id: accountId, authority })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The addresses of the organisation's active administrators (the letters about its people go to them). */
export async function activeAdminEmails(db: Db, partnerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('email')
    .where('partner_id', '=', partnerId)
    .where('member_role', '=', 'ADMIN')
    .where('suspended_at', 'is', null)
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

/** Whether the partner's infrastructure is on: its people then hold ROLE_IAS_USER, a new person too. */
export async function infrastructureOn(db: Db, partnerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ias_access')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'on')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An account with this address, as an invitation needs to judge it: where it belongs and what it is. */
export type InviteeRow = {
  id: string;
  email: string;
  partnerId: string | null;
  partnerKind: 'partner' | 'distributor' | null;
  memberRole: MemberRole | null;
  authorities: Authority[];
};

export async function findInvitee(db: Db, email: string): Promise<InviteeRow | undefined> {
  return db
    .selectFrom('accounts as a')
    .leftJoin('partners as p', 'p.id', 'a.partner_id')
    .select([
      'a.id',
      'a.email',
      'a.partner_id as partnerId',
      'p.kind as partnerKind',
      'a.member_role as memberRole',
      sql<
        Authority[]
      >`coalesce((select array_agg(authority order by authority) from account_authorities where account_id = a.id), '{}')`.as(
        'authorities',
      ),
    ])
    .where(sql<string>`lower(a.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

// ---- Invitations ----

export type InvitationRow = {
  id: string;
  partnerId: string;
  email: string;
  role: MemberRole;
  invitedBy: string | null;
  sentAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  withdrawnAt: Date | null;
};

function invitationsQuery(db: Db) {
  return db
    .selectFrom('partner_invitations as i')
    .leftJoin('accounts as b', 'b.id', 'i.invited_by')
    .select([
      'i.id',
      'i.partner_id as partnerId',
      'i.email',
      'i.role',
      sql<string | null>`nullif(trim(concat_ws(' ', b.name, b.surname)), '')`.as('invitedBy'),
      'i.sent_at as sentAt',
      'i.expires_at as expiresAt',
      'i.accepted_at as acceptedAt',
      'i.withdrawn_at as withdrawnAt',
    ]);
}

/** The invitations not accepted or withdrawn (expired ones among them), the latest sent first. */
export function listOpenInvitations(db: Db, partnerId: string): Promise<InvitationRow[]> {
  return invitationsQuery(db)
    .where('i.partner_id', '=', partnerId)
    .where('i.accepted_at', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .orderBy('i.sent_at', 'desc')
    .orderBy('i.id')
    .execute();
}

export function findOpenInvitation(db: Db, partnerId: string, id: string): Promise<InvitationRow | undefined> {
  return invitationsQuery(db)
    .where('i.partner_id', '=', partnerId)
    .where('i.id', '=', id)
    .where('i.accepted_at', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Sends an invitation: a new one, or, when the address has an open one in this organisation, that one again with the
 * new token, role and week (its old link stops working). One statement, so two at once leave one open invitation.
 */
export async function upsertInvitation(
  trx: Db,
  invitation: { partnerId: string; email: string; role: MemberRole; tokenHash: string; invitedBy: string | null; expiresAt: Date },
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into partner_invitations (partner_id, email, role, token_hash, invited_by, expires_at)
    values (${invitation.partnerId}, ${invitation.email}, ${invitation.role}, ${invitation.tokenHash}, ${invitation.invitedBy}, ${invitation.expiresAt})
    on conflict (partner_id, lower(email)) where accepted_at is null and withdrawn_at is null
    do update set role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
      sent_at = now(), expires_at = excluded.expires_at
    returning id`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('The invitation was not written');
  return row.id;
}

/** Sends an open invitation again: a new token and week. False when it is not open (or not the organisation's). */
export async function renewInvitation(
  trx: Db,
  partnerId: string,
  id: string,
  renewal: { tokenHash: string; invitedBy: string | null; expiresAt: Date },
): Promise<boolean> {
  const row = await trx
    .updateTable('partner_invitations')
    .set({ token_hash: renewal.tokenHash, invited_by: renewal.invitedBy, expires_at: renewal.expiresAt, sent_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function withdrawInvitation(trx: Db, partnerId: string, id: string): Promise<{ email: string; role: MemberRole } | undefined> {
  return trx
    .updateTable('partner_invitations')
    .set({ withdrawn_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .returning(['email', 'role'])
    .executeTakeFirst();
}

export type InvitationByToken = InvitationRow & { organisation: Organisation };

/** The invitation of a link's token (by its hash), with its organisation; `lock` holds it until the transaction ends. */
export async function findInvitationByHash(
  db: Db,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<InvitationByToken | undefined> {
  let query = db
    .selectFrom('partner_invitations as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .select([
      'i.id',
      'i.partner_id as partnerId',
      'i.email',
      'i.role',
      sql<string | null>`null`.as('invitedBy'),
      'i.sent_at as sentAt',
      'i.expires_at as expiresAt',
      'i.accepted_at as acceptedAt',
      'i.withdrawn_at as withdrawnAt',
      'p.kind',
      'p.name',
    ])
    .where('i.token_hash', '=', tokenHash);
  if (options.lock) query = query.forUpdate('i');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { kind, name, ...invitation } = row;
  return { ...invitation, organisation: { id: row.partnerId, kind, name } };
}

/** Spends the invitation: true only for the one call that finds it still open. */
export async function markInvitationAccepted(trx: Db, id: string, accountId: string): Promise<boolean> {
  const row = await trx
    .updateTable('partner_invitations')
    .set({ accepted_at: sql<Date>`now()`, accepted_by: accountId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
