/**
 * The vendor's side of distributors (issue 11): the distributors with their partners, attaching a partner to another
 * distributor (kept with who and when, and in the audit log), and every block and unblock.
 */
import { DISTRIBUTOR_TEXTS, type BackofficeDistributor, type LockChangeList } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';

export async function listDistributorsForOperator(db: Db): Promise<{ items: BackofficeDistributor[] }> {
  const rows = await db
    .selectFrom('partners as d')
    .leftJoin('partners as p', (join) => join.onRef('p.distributor_id', '=', 'd.id').on('p.kind', '=', 'partner'))
    .select([
      'd.id',
      'd.name',
      'd.partner_code as partnerCode',
      sql<number>`count(p.id)`.as('partners'),
      sql<number>`count(p.id) filter (where p.lock_status = 'ACTIVE')`.as('blocked'),
    ])
    .where('d.kind', '=', 'distributor')
    .groupBy(['d.id', 'd.name', 'd.partner_code'])
    .orderBy('d.name')
    .execute();
  return { items: rows.map((r) => ({ ...r, partners: Number(r.partners), blocked: Number(r.blocked) })) };
}

/** Moves a partner to another distributor; the previous one no longer sees it (404 in its calls). */
export async function attachPartner(db: Db, operatorId: string, partnerId: string, distributorId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const partner = await trx
      .selectFrom('partners')
      .select(['id', 'distributor_id'])
      .where('id', '=', partnerId)
      .where('kind', '=', 'partner')
      .forUpdate()
      .executeTakeFirst();
    if (!partner) throw AppError.notFound(DISTRIBUTOR_TEXTS.partnerNotFound);
    const distributor = await trx
      .selectFrom('partners')
      .select('id')
      .where('id', '=', distributorId)
      .where('kind', '=', 'distributor')
      .executeTakeFirst();
    if (!distributor) throw AppError.validation('distributorId', 'Дистрибьютор не найден');
    if (partner.distributor_id === distributorId) return;
    await trx.updateTable('partners').set({ distributor_id: distributorId, updated_at: new Date() }).where('id', '=', partnerId).execute();
    await trx
      .insertInto('partner_attachments')
      .values({
        partner_id: partnerId,
        distributor_id: distributorId,
        previous_distributor_id: partner.distributor_id,
        attached_by: operatorId,
      })
      .execute();
    await recordAudit(trx, {
      actorAccountId: operatorId,
      action: 'partner.attached',
      subjectType: 'partner',
      subjectId: partnerId,
      details: { distributorId, previousDistributorId: partner.distributor_id },
    });
  });
}

export async function listLockChanges(db: Db, paging: { page: number; size: number }): Promise<LockChangeList> {
  const rows = await db
    .selectFrom('partner_lock_changes as c')
    .innerJoin('partners as p', 'p.id', 'c.partner_id')
    .innerJoin('partners as d', 'd.id', 'c.distributor_id')
    .leftJoin('accounts as a', 'a.id', 'c.requested_by')
    .select([
      'c.id',
      'p.name as partnerName',
      'p.partner_code as partnerCode',
      'd.name as distributorName',
      'c.action',
      'c.reason',
      'a.email as requestedBy',
      'c.requested_at as requestedAt',
      'c.applied_at as appliedAt',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('c.requested_at', 'desc')
    .orderBy('c.id')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return {
    items: rows.map(({ total: _total, requestedAt, appliedAt, ...r }) => ({
      ...r,
      requestedAt: requestedAt.toISOString(),
      appliedAt: appliedAt ? appliedAt.toISOString() : null,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
