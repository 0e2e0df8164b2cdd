/** API tokens (decision 019): one per account, kept as a hash; a Bearer call is resolved and counted in one statement. */
import { sql } from 'kysely';
import type { Authority, MemberRole } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { PartnersTable } from '../db/schema.ts';

/** Replaces the account's token (the old hash is gone in the same statement: a reissue invalidates it at once). */
export async function replaceToken(
  db: Db,
  accountId: string,
  tokenHash: string,
  role: MemberRole,
): Promise<{ id: string; issuedAt: Date }> {
  const row = await db
    .insertInto('api_tokens')
    .values({ account_id: accountId, token_hash: tokenHash, role })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({
        id: sql`gen_random_uuid()`,
        token_hash: tokenHash,
        role,
        issued_at: sql`now()`,
        last_used_at: null,
      }),
    )
    .returning(['id', 'issued_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, issuedAt: row.issued_at };
}

export async function findTokenState(db: Db, accountId: string): Promise<{ issuedAt: Date; lastUsedAt: Date | null } | undefined> {
  return db
    .selectFrom('api_tokens')
    .select(['issued_at as issuedAt', 'last_used_at as lastUsedAt'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export type OrganisationTokenRow = {
  id: string;
  ownerId: string;
  ownerName: string | null;
  ownerEmail: string;
  ownerSuspended: boolean;
  role: MemberRole;
  issuedAt: Date;
  lastUsedAt: Date | null;
};

/** Every token of the organisation's people (issue 32), with its owner; the latest issued first. */
export function listOrganisationTokens(db: Db, partnerId: string): Promise<OrganisationTokenRow[]> {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select([
      't.id',
      'a.id as ownerId',
      sql<string | null>`nullif(trim(concat_ws(' ', a.name, a.surname)), '')`.as('ownerName'),
      'a.email as ownerEmail',
      sql<boolean>`a.suspended_at is not null`.as('ownerSuspended'),
      't.role',
      't.issued_at as issuedAt',
      't.last_used_at as lastUsedAt',
    ])
    .where('a.partner_id', '=', partnerId)
    .orderBy('t.issued_at', 'desc')
    .orderBy('t.id')
    .execute();
}

/** Revokes a token of the organisation's people; another organisation's token is not found. Returns its owner. */
export async function deleteOrganisationToken(
  db: Db,
  partnerId: string,
  id: string,
): Promise<{ accountId: string; email: string; role: MemberRole } | undefined> {
  const { rows } = await sql<{ account_id: string; email: string; role: MemberRole }>`
    delete from api_tokens t using accounts a
    where t.id = ${id} and a.id = t.account_id and a.partner_id = ${partnerId}
    returning t.account_id, a.email, t.role`.execute(db);
  const row = rows[0];
  return row ? { accountId: row.account_id, email: row.email, role: row.role } : undefined;
}

export type BearerRow = {
  tokenId: string;
  accountId: string;
  email: string;
  partnerId: string | null;
  participationStatus: PartnersTable['participation_status'] | null;
  authorities: Authority[];
  memberRole: MemberRole | null;
  tokenRole: MemberRole;
  attempts: number;
  retryAfterMs: number;
};

/**
 * The caller of a token hash, in one statement: the token found by its unique index, the call counted in the token's
 * fixed window of `windowMs` (throttle_counters, shared by every instance), and its last use written when the one kept
 * is older than `lastUsedPrecisionMs`. An unknown (or reissued) token counts nothing and answers no row.
 */
export async function resolveBearer(
  db: Db,
  tokenHash: string,
  windowMs: number,
  lastUsedPrecisionMs: number,
): Promise<BearerRow | undefined> {
  const window = `${Math.max(1, Math.round(windowMs))} milliseconds`;
  const precision = `${Math.max(0, Math.round(lastUsedPrecisionMs))} milliseconds`;
  const { rows } = await sql<{
    token_id: string;
    account_id: string;
    email: string;
    partner_id: string | null;
    participation_status: PartnersTable['participation_status'] | null;
    authorities: Authority[];
    member_role: MemberRole | null;
    token_role: MemberRole;
    attempts: number;
    retry_after_ms: number | string;
  }>`
    with t as (
      -- A suspended person's token stops at once: it finds no caller (and counts nothing).
      select t.id, t.account_id, t.last_used_at, t.role from api_tokens t
      join accounts o on o.id = t.account_id and o.suspended_at is null
      where t.token_hash = ${tokenHash}
    ), touched as (
      update api_tokens set last_used_at = now()
      where id = (select id from t) and (last_used_at is null or last_used_at < now() - ${precision}::interval)
    ), hit as (
      insert into throttle_counters as c (key, attempts, window_ends_at)
      select 'api-token:' || t.id, 1, now() + ${window}::interval from t
      on conflict (key) do update set
        attempts = case when c.window_ends_at <= now() then 1 else c.attempts + 1 end,
        window_ends_at = case when c.window_ends_at <= now() then now() + ${window}::interval else c.window_ends_at end
      returning attempts, ceil(extract(epoch from (window_ends_at - now())) * 1000) as retry_after_ms
    )
    select t.id as token_id, a.id as account_id, a.email, a.partner_id, p.participation_status,
      a.member_role, t.role as token_role,
      coalesce((select array_agg(authority order by authority) from account_authorities where account_id = a.id), '{}') as authorities,
      hit.attempts, hit.retry_after_ms
    from t
    join accounts a on a.id = t.account_id
    left join partners p on p.id = a.partner_id
    cross join hit`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    tokenId: row.token_id,
    accountId: row.account_id,
    email: row.email,
    partnerId: row.partner_id,
    participationStatus: row.participation_status,
    authorities: row.authorities,
    memberRole: row.member_role,
    tokenRole: row.token_role,
    attempts: row.attempts,
    retryAfterMs: Math.max(0, Number(row.retry_after_ms)),
  };
}
