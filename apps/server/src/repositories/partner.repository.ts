/** Partners and distributors: participation, the application queue, the distributor list. */
import { sql } from 'kysely';
import type { ApplicationFilter, ApplicationItem, Distributor, Participation, ParticipationPatch } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import type { PartnersTable } from '../db/schema.ts';

type Status = PartnersTable['participation_status'];

const participationColumns = [
  'p.id as partnerId',
  'p.partner_code as partnerCode',
  'p.email',
  'p.contact_name as name',
  'p.name as partnerName',
  'p.phone',
  'p.website',
  'p.public_phone as publicPhone',
  'p.public_name as publicName',
  'p.public_email as publicEmail',
  'p.public_city as publicCity',
  'p.rejected_reason as rejectedReason',
  'p.off_reason as offReason',
  'p.partner_exchange_id as partnerExchangeId',
  'p.unique_exchange_id as uniqueExchangeId',
  'p.participation_status as status',
  'p.city',
] as const;

export async function findParticipation(db: Db, partnerId: string): Promise<Participation | undefined> {
  const row = await db
    .selectFrom('partners as p')
    .select([...participationColumns, 'p.lock_status as lockStatus', 'p.lock_date as lockDate', 'p.lock_reason as lockReason'])
    .where('p.id', '=', partnerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { lockStatus, lockDate, lockReason, ...participation } = row;
  // A distributor's block (issue 11): the portal shows when and why on every page.
  const block = lockStatus === 'ACTIVE' ? { since: (lockDate ?? new Date(0)).toISOString(), reason: lockReason } : null;
  return { ...participation, block };
}

export async function insertPartner(
  db: Db,
  partner: {
    kind: 'partner' | 'distributor';
    name: string;
    contactName: string;
    email: string;
    phone: string;
    city?: string | null;
    distributorId?: string | null;
    status: Status;
    distributorListed?: boolean;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('partners')
    .values({
      kind: partner.kind,
      partner_code: sql<string>`nextval('partner_code_seq')::text`,
      name: partner.name,
      contact_name: partner.contactName,
      email: partner.email,
      phone: partner.phone,
      city: partner.city ?? null,
      participation_status: partner.status,
      distributor_id: partner.distributorId ?? null,
      unique_exchange_id: sql<string>`gen_random_uuid()::text`,
      distributor_listed: partner.distributorListed ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePublicProfile(db: Db, partnerId: string, patch: ParticipationPatch): Promise<void> {
  const set = {
    ...(patch.website !== undefined && { website: patch.website }),
    ...(patch.publicName !== undefined && { public_name: patch.publicName }),
    ...(patch.publicEmail !== undefined && { public_email: patch.publicEmail }),
    ...(patch.publicPhone !== undefined && { public_phone: patch.publicPhone }),
    ...(patch.publicCity !== undefined && { public_city: patch.publicCity }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('partners')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', partnerId)
    .execute();
}

export function listDistributors(db: Db, type: string): Promise<Distributor[]> {
  return db
    .selectFrom('partners')
    .select(['unique_exchange_id as uniqueExchangeId', 'name'])
    .where('kind', '=', 'distributor')
    .where('distributor_listed', '=', true)
    .where(sql<boolean>`${type} = any(distributor_types)`)
    .orderBy('name')
    .execute()
    .then((rows) => rows.map((r) => ({ type, uniqueExchangeId: r.uniqueExchangeId, partner: { name: r.name } })));
}

export function findListedDistributorId(db: Db, uniqueExchangeId: string): Promise<string | undefined> {
  return db
    .selectFrom('partners')
    .select('id')
    .where('kind', '=', 'distributor')
    .where('distributor_listed', '=', true)
    .where('unique_exchange_id', '=', uniqueExchangeId)
    .executeTakeFirst()
    .then((row) => row?.id);
}

function applicationQuery(db: Db) {
  return db
    .selectFrom('partners as p')
    .leftJoin('partners as d', 'd.id', 'p.distributor_id')
    .leftJoin('accounts as decider', 'decider.id', 'p.decided_by')
    .where('p.kind', '=', 'partner');
}

const applicationColumns = [
  'p.id as partnerId',
  'p.partner_code as partnerCode',
  'p.name as partnerName',
  'p.contact_name as name',
  'p.email',
  'p.phone',
  'd.name as distributorName',
  'p.participation_status as status',
  'p.rejected_reason as rejectedReason',
  'p.off_reason as offReason',
  'p.created_at as createdAt',
  'p.decided_at as decidedAt',
  'decider.email as decidedBy',
] as const;

type ApplicationRow = Omit<ApplicationItem, 'createdAt' | 'decidedAt'> & { createdAt: Date; decidedAt: Date | null };

function toApplicationItem(row: ApplicationRow): ApplicationItem {
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}

export async function listApplications(
  db: Db,
  query: { status: ApplicationFilter; search: string; page: number; pageSize: number },
): Promise<{ items: ApplicationItem[]; total: number }> {
  let base = applicationQuery(db);
  if (query.status === 'pending') base = base.where('p.participation_status', 'is', null);
  else if (query.status !== 'all') base = base.where('p.participation_status', '=', query.status);
  if (query.search) {
    base = base.where(sql<boolean>`(p.name || ' ' || p.partner_code || ' ' || p.email) ilike ${containsPattern(query.search)}`);
  }
  const [rows, count] = await Promise.all([
    base
      .select(applicationColumns)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toApplicationItem), total: Number(count.total) };
}

export async function findApplication(db: Db, partnerId: string): Promise<ApplicationItem | undefined> {
  const row = await applicationQuery(db).select(applicationColumns).where('p.id', '=', partnerId).executeTakeFirst();
  return row && toApplicationItem(row);
}

export async function setParticipationStatus(
  db: Db,
  partnerId: string,
  change: { status: Status; rejectedReason: string | null; offReason: string | null; decidedBy: string },
): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({
      participation_status: change.status,
      rejected_reason: change.rejectedReason,
      off_reason: change.offReason,
      decided_by: change.decidedBy,
      decided_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', partnerId)
    .where('kind', '=', 'partner')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Accounts of a partner that should hear about its application. */
export function listPartnerAccountEmails(db: Db, partnerId: string): Promise<string[]> {
  return db
    .selectFrom('accounts')
    .select('email')
    .where('partner_id', '=', partnerId)
    .execute()
    .then((rows) => rows.map((r) => r.email));
}
