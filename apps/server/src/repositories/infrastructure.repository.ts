/**
 * Infrastructure access rows, their audit trail and single-use password links (decision 016). A partner reaches only
 * its own row (every partner query takes its id); the operator's queries are the back office's.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { AccessRequestItem, Distributor, IasAccessEvent, IasAccessItem, IasFilter, IasParticipation, IasStatus } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../db/like.ts';

export type AccessRow = {
  id: string;
  partnerId: string;
  status: IasStatus;
  email: string;
  reason: string | null;
  passwordSetAt: Date | null;
};

const accessColumns = [
  'x.id',
  'x.partner_id as partnerId',
  'x.status',
  'x.email',
  'x.reason',
  'x.password_set_at as passwordSetAt',
] as const;

/** The partner's access row, locked for a change when asked. */
export async function findAccessOfPartner(db: Db, partnerId: string, options: { lock?: boolean } = {}): Promise<AccessRow | undefined> {
  let query = db.selectFrom('ias_access as x').select(accessColumns).where('x.partner_id', '=', partnerId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findAccessById(db: Db, accessId: string, options: { lock?: boolean } = {}): Promise<AccessRow | undefined> {
  let query = db.selectFrom('ias_access as x').select(accessColumns).where('x.id', '=', accessId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findIasParticipation(db: Db, partnerId: string): Promise<IasParticipation | undefined> {
  const row = await db
    .selectFrom('ias_access')
    .select([
      'id as requestId',
      'status as iasStatus',
      'email',
      'reason',
      'offer_version as offerVersion',
      'offer_accepted_at as offerAcceptedAt',
      'updated_at as updatedAt',
    ])
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row && { ...row, offerAcceptedAt: row.offerAcceptedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** One request of the partner, by id: another partner's is not found. */
export async function findAccessRequest(db: Db, scope: { partnerId: string }, requestId: string): Promise<AccessRequestItem | undefined> {
  const row = await db
    .selectFrom('ias_access as x')
    .leftJoin('partners as d', 'd.id', 'x.distributor_id')
    .select([
      'x.id',
      'x.status',
      'x.email',
      'x.note',
      'x.offer_version as offerVersion',
      'x.offer_accepted_at as offerAcceptedAt',
      'x.requested_at as requestedAt',
      'd.unique_exchange_id as distributorExchangeId',
      'd.name as distributorName',
    ])
    .where('x.id', '=', requestId)
    .where('x.partner_id', '=', scope.partnerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { distributorExchangeId, distributorName, ...rest } = row;
  return {
    ...rest,
    publicOfferAccepted: true,
    offerAcceptedAt: rest.offerAcceptedAt.toISOString(),
    requestedAt: rest.requestedAt.toISOString(),
    distributor:
      distributorExchangeId && distributorName
        ? { type: 'ias', uniqueExchangeId: distributorExchangeId, partner: { name: distributorName } }
        : null,
  };
}

export async function insertAccess(
  db: Db,
  access: {
    partnerId: string;
    email: string;
    note: string | null;
    offerVersion: string;
    distributorId: string | null;
    requestedBy: string;
  },
): Promise<string> {
  const now = new Date();
  const { id } = await db
    .insertInto('ias_access')
    .values({
      partner_id: access.partnerId,
      status: 'pending',
      email: access.email,
      note: access.note,
      offer_version: access.offerVersion,
      offer_accepted_at: now,
      distributor_id: access.distributorId,
      requested_by: access.requestedBy,
      requested_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Moves the access from one status to another; false when it was no longer in `from` (another change came first). */
export async function updateAccessStatus(
  db: Db,
  accessId: string,
  from: IasStatus,
  change: { status: IasStatus; reason: string | null; decidedBy: string },
): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('ias_access')
    .set({ status: change.status, reason: change.reason, decided_by: change.decidedBy, decided_at: now, updated_at: now })
    .where('id', '=', accessId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertAccessEvent(
  db: Db,
  event: {
    accessId: string;
    partnerId: string;
    action: string;
    from: string | null;
    to: string | null;
    reason?: string | null;
    actorAccountId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('ias_access_events')
    .values({
      access_id: event.accessId,
      partner_id: event.partnerId,
      action: event.action,
      from_status: event.from,
      to_status: event.to,
      reason: event.reason ?? null,
      actor_account_id: event.actorAccountId,
    })
    .execute();
}

export async function listAccessEvents(db: Db, accessId: string): Promise<IasAccessEvent[]> {
  const rows = await db
    .selectFrom('ias_access_events as e')
    .leftJoin('accounts as a', 'a.id', 'e.actor_account_id')
    .select([
      'e.action',
      'e.from_status as fromStatus',
      'e.to_status as toStatus',
      'e.reason',
      'a.email as actor',
      'e.created_at as createdAt',
    ])
    .where('e.access_id', '=', accessId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// ---- The partner's ROLE_IAS_USER ----

/** The accounts acting for the partner (holding ROLE_PARTNER): they are the ones the infrastructure role is about. */
function partnerAccountIds(db: Db, partnerId: string) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('account_authorities as r', 'r.account_id', 'a.id')
    .select('a.id')
    .where('a.partner_id', '=', partnerId)
    .where('r.authority', '=', 'ROLE_PARTNER');
}

export async function grantInfrastructureRole(db: Db, partnerId: string): Promise<void> {
  await db
    .insertInto('account_authorities')
    .columns(['account_id', 'authority'])
    .expression(partnerAccountIds(db, partnerId).select(sql<string>`'ROLE_IAS_USER'`.as('authority')))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function revokeInfrastructureRole(db: Db, partnerId: string): Promise<void> {
  await db
    .deleteFrom('account_authorities')
    .where('authority', '=', 'ROLE_IAS_USER')
    .where('account_id', 'in', db.selectFrom('accounts').select('id').where('partner_id', '=', partnerId))
    .execute();
}

// ---- The partner's distributor (the settlement scheme) ----

export async function findPartnerDistributor(db: Db, partnerId: string): Promise<Distributor | null> {
  const row = await db
    .selectFrom('partners as p')
    .innerJoin('partners as d', 'd.id', 'p.distributor_id')
    .select(['d.unique_exchange_id as uniqueExchangeId', 'd.name'])
    .where('p.id', '=', partnerId)
    .executeTakeFirst();
  return row ? { type: 'ias', uniqueExchangeId: row.uniqueExchangeId, partner: { name: row.name } } : null;
}

/** A distributor the partner may choose for infrastructure (listed for 'ias'), by its exchange id. */
export async function findIasDistributorId(db: Db, uniqueExchangeId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('partners')
    .select('id')
    .where('kind', '=', 'distributor')
    .where('distributor_listed', '=', true)
    .where(sql<boolean>`'ias' = any(distributor_types)`)
    .where('unique_exchange_id', '=', uniqueExchangeId)
    .executeTakeFirst();
  return row?.id;
}

/** Attaches a partner that has no distributor yet; false when it already has one. */
export async function attachFirstDistributor(db: Db, partnerId: string, distributorId: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ distributor_id: distributorId, updated_at: new Date() })
    .where('id', '=', partnerId)
    .where('kind', '=', 'partner')
    .where('distributor_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .insertInto('partner_attachments')
    .values({ partner_id: partnerId, distributor_id: distributorId, previous_distributor_id: null, attached_by: by })
    .execute();
  return true;
}

/** The partner's distributor id and contact e-mail (the profile's public e-mail), locked while a request is made. */
export async function lockPartnerForRequest(
  db: Db,
  partnerId: string,
): Promise<{ distributorId: string | null; publicEmail: string | null } | undefined> {
  return db
    .selectFrom('partners')
    .select(['distributor_id as distributorId', 'public_email as publicEmail'])
    .where('id', '=', partnerId)
    .where('kind', '=', 'partner')
    .forUpdate()
    .executeTakeFirst();
}

// ---- Single-use password links ----

export async function insertPasswordLink(
  db: Db,
  link: { accessId: string; tokenHash: string; expiresAt: Date; createdBy: string | null },
): Promise<void> {
  await db
    .insertInto('ias_password_links')
    .values({ access_id: link.accessId, token_hash: link.tokenHash, expires_at: link.expiresAt, created_by: link.createdBy })
    .execute();
}

/** A newer link replaces every earlier unused one. */
export async function revokeOpenLinks(db: Db, accessId: string): Promise<void> {
  await db
    .updateTable('ias_password_links')
    .set({ revoked_at: new Date() })
    .where('access_id', '=', accessId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export type PasswordLinkRow = {
  id: string;
  accessId: string;
  partnerId: string;
  login: string;
  status: IasStatus;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
};

export async function findPasswordLink(db: Db, tokenHash: string, options: { lock?: boolean } = {}): Promise<PasswordLinkRow | undefined> {
  let query = db
    .selectFrom('ias_password_links as l')
    .innerJoin('ias_access as x', 'x.id', 'l.access_id')
    .select([
      'l.id',
      'l.access_id as accessId',
      'x.partner_id as partnerId',
      'x.email as login',
      'x.status',
      'l.expires_at as expiresAt',
      'l.used_at as usedAt',
      'l.revoked_at as revokedAt',
    ])
    .where('l.token_hash', '=', tokenHash);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Spends a link; false when it was spent, replaced or expired in the meantime. */
export async function spendPasswordLink(db: Db, linkId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('ias_password_links')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setAccessPassword(db: Db, accessId: string, passwordHash: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('ias_access')
    .set({ password_hash: passwordHash, password_set_at: now, updated_at: now })
    .where('id', '=', accessId)
    .execute();
}

// ---- The back office's queue ----

function queueQuery(db: Db) {
  return db
    .selectFrom('ias_access as x')
    .innerJoin('partners as p', 'p.id', 'x.partner_id')
    .leftJoin('partners as d', 'd.id', 'x.distributor_id')
    .leftJoin('accounts as requester', 'requester.id', 'x.requested_by')
    .leftJoin('accounts as decider', 'decider.id', 'x.decided_by');
}

type QueueBuilder = ExpressionBuilder<Database & { x: Database['ias_access'] }, 'x'>;

/** The newest link's expiry while it is still usable. */
function openLinkExpiry(eb: QueueBuilder) {
  return eb
    .selectFrom('ias_password_links as l')
    .select(sql<Date | null>`max(l.expires_at)`.as('e'))
    .whereRef('l.access_id', '=', 'x.id')
    .where('l.used_at', 'is', null)
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', sql<Date>`now()`)
    .as('linkExpiresAt');
}

const queueColumns = [
  'x.id as requestId',
  'x.partner_id as partnerId',
  'p.partner_code as partnerCode',
  'p.name as partnerName',
  'x.email',
  'x.note',
  'd.name as distributorName',
  'x.status',
  'x.reason',
  'x.requested_at as requestedAt',
  'requester.email as requestedBy',
  'x.decided_at as decidedAt',
  'decider.email as decidedBy',
  'x.password_set_at as passwordSetAt',
] as const;

type QueueRow = Omit<IasAccessItem, 'requestedAt' | 'decidedAt' | 'passwordSetAt' | 'linkExpiresAt'> & {
  requestedAt: Date;
  decidedAt: Date | null;
  passwordSetAt: Date | null;
  linkExpiresAt: Date | null;
};

function toItem(row: QueueRow): IasAccessItem {
  return {
    ...row,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    passwordSetAt: row.passwordSetAt?.toISOString() ?? null,
    linkExpiresAt: row.linkExpiresAt ? new Date(row.linkExpiresAt).toISOString() : null,
  };
}

export async function listAccessQueue(
  db: Db,
  query: { status: IasFilter; search: string; page: number; pageSize: number },
): Promise<{ items: IasAccessItem[]; total: number }> {
  let base = queueQuery(db);
  if (query.status !== 'all') base = base.where('x.status', '=', query.status);
  if (query.search) {
    base = base.where(sql<boolean>`(p.name || ' ' || p.partner_code || ' ' || x.email) ilike ${containsPattern(query.search)}`);
  }
  const [rows, count] = await Promise.all([
    base
      .select([...queueColumns, openLinkExpiry])
      .orderBy('x.requested_at', 'desc')
      .orderBy('x.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toItem), total: Number(count.total) };
}

export async function findAccessItem(db: Db, accessId: string): Promise<IasAccessItem | undefined> {
  const row = await queueQuery(db)
    .select([...queueColumns, openLinkExpiry])
    .where('x.id', '=', accessId)
    .executeTakeFirst();
  return row && toItem(row);
}

/** Where the access's letters go, and the partner's name for them. */
export async function findAccessAddressee(db: Db, accessId: string): Promise<{ email: string; partnerName: string; partnerCode: string }> {
  return db
    .selectFrom('ias_access as x')
    .innerJoin('partners as p', 'p.id', 'x.partner_id')
    .select(['x.email', 'p.name as partnerName', 'p.partner_code as partnerCode'])
    .where('x.id', '=', accessId)
    .executeTakeFirstOrThrow();
}
