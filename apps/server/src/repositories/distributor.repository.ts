/**
 * The distributor's partners: every query takes the distributor's scope and reads only the partners attached to it,
 * so another distributor's partner is simply not found (404 in every call).
 */
import { partnerStatusOf, type DistributorPartnerRecord, type LockAction, type LockStatus, type PartnerListFilter } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isoText } from '../db/iso-text.ts';
import { containsPattern } from '../db/like.ts';
import { preparedQuery } from '../db/prepared.ts';

export type DistributorScope = { distributorId: string };

/** The distributor's own exchange id, which the partner-list and lock-change paths carry. */
const exchangeIdOf = preparedQuery((db, _shape: null, values: { distributorId: string }) =>
  db.selectFrom('partners').select('unique_exchange_id').where('id', '=', values.distributorId).where('kind', '=', 'distributor'),
);

export async function distributorExchangeId(db: Db, scope: DistributorScope): Promise<string | undefined> {
  const [row] = await exchangeIdOf(db, null, { distributorId: scope.distributorId });
  return row?.unique_exchange_id;
}

function scoped(db: Db, scope: DistributorScope) {
  return db
    .selectFrom('partners as p')
    .leftJoin('partner_lock_changes as c', 'c.id', 'p.lock_change_id')
    .where('p.distributor_id', '=', scope.distributorId)
    .where('p.kind', '=', 'partner');
}

const partnerColumns = [
  'p.id',
  'p.name',
  'p.partner_code as partnerCode',
  'p.city',
  'p.region_code as regionCode',
  'p.address',
  'p.lock_status as lockStatus',
  'c.action as pendingAction',
  isoText<null>('p.lock_date').as('lockDate'),
  isoText<null>('p.unlock_date').as('unlockDate'),
  'p.lock_reason as lockReason',
  'p.unlock_reason as unlockReason',
  isoText('p.updated_at').as('modified'),
  'p.contact_name as partnerName',
  'p.email',
  'p.phone',
] as const;

type PartnerRow = {
  id: string;
  name: string;
  partnerCode: string;
  city: string | null;
  regionCode: string | null;
  address: string | null;
  lockStatus: LockStatus;
  pendingAction: LockAction | null;
  lockDate: string | null;
  unlockDate: string | null;
  lockReason: string | null;
  unlockReason: string | null;
  modified: string;
  partnerName: string;
  email: string;
  phone: string;
};

function toPartner(row: PartnerRow): DistributorPartnerRecord {
  const { lockStatus, pendingAction, ...rest } = row;
  return { ...rest, status: partnerStatusOf(pendingAction ? null : lockStatus) };
}

/** Each status filter's total without a search, as the trigger of migration 0021 keeps it in partner_stats. */
const TOTAL_COLUMNS = {
  all: 'distributor_partners_all',
  ACTIVE: 'distributor_partners_active',
  BLOCKED: 'distributor_partners_blocked',
  UPDATING: 'distributor_partners_updating',
} as const satisfies Record<PartnerListFilter['status'], string>;

/**
 * A page of the distributor's partners by name and the total of the filter, in one statement. The page walks the
 * (distributor_id, name, id) index and stops after its rows; a search compares search_text within the distributor's
 * partners, through the trigram index where the planner finds that cheaper (a selective search among many thousands,
 * decision 015). The total is the filter's trigger-kept counter (a scalar subquery) or, with a search, the window
 * count of the matches. Only the page's rows are joined to their lock change; an empty page (past the end) needs a
 * second statement for its total.
 */
type ListShape = { status: PartnerListFilter['status']; search: boolean };
type ListValues = { distributorId: string; pattern: string; limit: number; offset: number };

/** The distributor's partners of a list, before paging. */
function matchingPartners(db: Db, shape: ListShape, values: ListValues) {
  let matching = db
    .selectFrom('partners')
    .where('partners.distributor_id', '=', values.distributorId)
    .where('partners.kind', '=', 'partner');
  if (shape.search) matching = matching.where('partners.search_text', 'like', values.pattern);
  // The same rules as the counters of migration 0021 and partnerStatusOf: a change under way reads UPDATING.
  if (shape.status === 'UPDATING') matching = matching.where('partners.lock_change_id', 'is not', null);
  if (shape.status === 'ACTIVE' || shape.status === 'BLOCKED') {
    matching = matching
      .where('partners.lock_change_id', 'is', null)
      .where('partners.lock_status', '=', shape.status === 'BLOCKED' ? 'ACTIVE' : 'INACTIVE');
  }
  return matching;
}

const partnerPage = preparedQuery((db, shape: ListShape, values: ListValues) => {
  const page = matchingPartners(db, shape, values)
    .select((eb) => [
      'partners.id',
      'partners.name',
      shape.search
        ? eb.fn.countAll<number>().over().as('total')
        : eb
            .selectFrom('partner_stats')
            .select(TOTAL_COLUMNS[shape.status])
            .where('partner_id', '=', values.distributorId)
            .$asScalar()
            .as('total'),
    ])
    .orderBy('partners.name')
    .orderBy('partners.id')
    .limit(values.limit)
    .offset(values.offset);
  return db
    .selectFrom(page.as('page'))
    .innerJoin('partners as p', 'p.id', 'page.id')
    .leftJoin('partner_lock_changes as c', 'c.id', 'p.lock_change_id')
    .select([...partnerColumns, 'page.total'])
    .orderBy('page.name')
    .orderBy('page.id');
});

export async function listDistributorPartners(
  db: Db,
  scope: DistributorScope,
  query: PartnerListFilter,
): Promise<{ items: DistributorPartnerRecord[]; total: number }> {
  const q = query.q?.trim() ?? '';
  const shape: ListShape = { status: query.status, search: q !== '' };
  const values: ListValues = {
    distributorId: scope.distributorId,
    pattern: q ? containsPattern(q) : '',
    limit: query.size,
    offset: query.page * query.size,
  };
  const rows = await partnerPage(db, shape, values);
  const first = rows[0];
  const total = first ? Number(first.total ?? 0) : shape.search && query.page === 0 ? 0 : await countPartners(db, shape, values);
  return { items: rows.map(toPartner), total };
}

/** The total of a list whose page came back empty. */
async function countPartners(db: Db, shape: ListShape, values: ListValues): Promise<number> {
  const row = shape.search
    ? await matchingPartners(db, shape, values)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
    : await db
        .selectFrom('partner_stats')
        .select(`${TOTAL_COLUMNS[shape.status]} as total`)
        .where('partner_id', '=', values.distributorId)
        .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function findDistributorPartner(
  db: Db,
  scope: DistributorScope,
  partnerId: string,
): Promise<DistributorPartnerRecord | undefined> {
  const row = await scoped(db, scope).select(partnerColumns).where('p.id', '=', partnerId).executeTakeFirst();
  return row && toPartner(row);
}

export async function findDistributorPartnerByCode(
  db: Db,
  scope: DistributorScope,
  partnerCode: string,
): Promise<DistributorPartnerRecord | undefined> {
  const row = await scoped(db, scope).select(partnerColumns).where('p.partner_code', '=', partnerCode).executeTakeFirst();
  return row && toPartner(row);
}

/** The partner's lock, locked for the change being decided; undefined when it is not this distributor's. */
export function lockForDecision(trx: Db, scope: DistributorScope, partnerId: string) {
  return trx
    .selectFrom('partners as p')
    .leftJoin('partner_lock_changes as c', 'c.id', 'p.lock_change_id')
    .select(['p.id', 'p.lock_status as lockStatus', 'c.action as pendingAction'])
    .where('p.id', '=', partnerId)
    .where('p.distributor_id', '=', scope.distributorId)
    .where('p.kind', '=', 'partner')
    .forUpdate('p')
    .executeTakeFirst();
}

export async function insertLockChange(
  trx: Db,
  change: { partnerId: string; distributorId: string; action: LockAction; reason: string | null; requestedBy: string },
): Promise<string> {
  const { id } = await trx
    .insertInto('partner_lock_changes')
    .values({
      partner_id: change.partnerId,
      distributor_id: change.distributorId,
      action: change.action,
      reason: change.reason,
      requested_by: change.requestedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('partners').set({ lock_change_id: id }).where('id', '=', change.partnerId).execute();
  return id;
}

/** A change not yet carried out, locked for the job; undefined once it is applied (the job is idempotent). */
export function pendingLockChange(trx: Db, changeId: string) {
  return trx
    .selectFrom('partner_lock_changes as c')
    .innerJoin('partners as p', 'p.id', 'c.partner_id')
    .select([
      'c.id',
      'c.partner_id as partnerId',
      'c.action',
      'c.reason',
      'c.requested_by as requestedBy',
      'c.requested_at as requestedAt',
      'p.name',
      'p.partner_code as partnerCode',
      'p.email',
    ])
    .where('c.id', '=', changeId)
    .where('c.applied_at', 'is', null)
    .forUpdate('c')
    .executeTakeFirst();
}

/** Carries a change out: the partner's lock fields with who and when, the change marked applied. */
export async function applyLockChangeRow(
  trx: Db,
  change: { id: string; partnerId: string; action: LockAction; reason: string | null; requestedBy: string | null },
  at: Date,
): Promise<void> {
  const set =
    change.action === 'revoke'
      ? { lock_status: 'ACTIVE' as const, lock_date: at, lock_reason: change.reason, locked_by: change.requestedBy }
      : { lock_status: 'INACTIVE' as const, unlock_date: at, unlock_reason: change.reason, unlocked_by: change.requestedBy };
  await trx
    .updateTable('partners')
    .set({ ...set, lock_change_id: null, updated_at: at })
    .where('id', '=', change.partnerId)
    .execute();
  await trx.updateTable('partner_lock_changes').set({ applied_at: at }).where('id', '=', change.id).execute();
}

/** Changes requested but never carried out (their job lost): the sweeper sends them again. */
export async function staleLockChanges(db: Db, olderThan: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('partner_lock_changes')
    .select('id')
    .where('applied_at', 'is', null)
    .where('requested_at', '<', olderThan)
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}

/** The partner's block as its portal shows it, or null when it is not blocked. */
export async function findPartnerBlock(db: Db, partnerId: string): Promise<{ since: Date; reason: string | null } | null> {
  const row = await db
    .selectFrom('partners')
    .select(['lock_status', 'lock_date', 'lock_reason'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (row?.lock_status !== 'ACTIVE') return null;
  return { since: row.lock_date ?? new Date(0), reason: row.lock_reason };
}
