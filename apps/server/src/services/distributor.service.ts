/**
 * The distributor's work (issue 11): its partner list, a partner's lock and the lock change. A change is a durable
 * record and a job written in one transaction; the job carries it out once (partner-lock.service.ts).
 */
import {
  DISTRIBUTOR_TEXTS,
  ERROR_CODES,
  decideLockRequest,
  lockChangeSchema,
  lockStateOf,
  type DistributorPartner,
  type DistributorPartnerRecord,
  type LockChange,
  type PartnerList,
  type PartnerListFilter,
  type PartnerLock,
} from '@portal/domain';
import type { Enqueue } from './enqueue.ts';
import { partnerDebts } from './payment-cycle.service.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import {
  distributorExchangeId,
  findDistributorPartner,
  insertLockChange,
  listDistributorPartners,
  lockForDecision,
  type DistributorScope,
} from '../repositories/distributor.repository.ts';

const notFound = () => AppError.notFound(DISTRIBUTOR_TEXTS.partnerNotFound);

/** The paths carry the distributor's exchange id: any other answers 404, as another distributor's partner does. */
async function checkExchangeId(db: Db, scope: DistributorScope, partnerExchangeId: string): Promise<void> {
  if ((await distributorExchangeId(db, scope)) !== partnerExchangeId) throw notFound();
}

/** Each partner of a page with its debt and days overdue (issue 24, item 6), read for the whole page at once. */
export async function withDebts(db: Db, partners: ReadonlyArray<DistributorPartnerRecord>): Promise<DistributorPartner[]> {
  const debts = await partnerDebts(
    db,
    partners.map((p) => p.id),
  );
  return partners.map((p) => ({ ...p, debt: debts.get(p.id)?.unpaid ?? 0, overdueWorkingDays: debts.get(p.id)?.overdueWorkingDays ?? 0 }));
}

export async function partnerList(
  db: Db,
  scope: DistributorScope,
  partnerExchangeId: string,
  query: PartnerListFilter,
): Promise<PartnerList> {
  await checkExchangeId(db, scope, partnerExchangeId);
  const { items, total } = await listDistributorPartners(db, scope, query);
  return {
    code: 200,
    items: await withDebts(db, items),
    total,
    page: query.page,
    size: query.size,
  };
}

export async function partnerLock(db: Db, scope: DistributorScope, partnerId: string): Promise<PartnerLock> {
  const partner = await findDistributorPartner(db, scope, partnerId);
  if (!partner) throw notFound();
  const row = await db
    .selectFrom('partners as p')
    .leftJoin('partner_lock_changes as c', 'c.id', 'p.lock_change_id')
    .select(['p.lock_status as lockStatus', 'c.action as pendingAction'])
    .where('p.id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return {
    status: lockStateOf(row.lockStatus, row.pendingAction),
    lockDate: partner.lockDate,
    unlockDate: partner.unlockDate,
    lockReason: partner.lockReason,
    unlockReason: partner.unlockReason,
  };
}

/**
 * PUT …/partners/{partnerId}: grant or revoke. The same action twice is carried out once (the second answers the
 * lock as it reads); an action against one still under way answers 409 until it is done.
 */
export async function requestLockChange(
  db: Db,
  enqueue: Enqueue,
  scope: DistributorScope,
  actor: { accountId: string },
  target: { partnerExchangeId: string; partnerId: string },
  body: LockChange,
): Promise<PartnerLock & { code: number }> {
  await checkExchangeId(db, scope, target.partnerExchangeId);
  const change = lockChangeSchema.parse(body);
  await db.transaction().execute(async (trx) => {
    const lock = await lockForDecision(trx, scope, target.partnerId);
    if (!lock) throw notFound();
    const decision = decideLockRequest(lock.lockStatus, lock.pendingAction, change.action);
    if (decision.kind === 'busy') throw new AppError(ERROR_CODES.conflict, DISTRIBUTOR_TEXTS.lockBusy, 409);
    if (decision.kind === 'unchanged') return;
    const changeId = await insertLockChange(trx, {
      partnerId: target.partnerId,
      distributorId: scope.distributorId,
      action: change.action,
      reason: change.reason || null,
      requestedBy: actor.accountId,
    });
    await enqueue.lockChange(trx, changeId);
  });
  return { code: 200, ...(await partnerLock(db, scope, target.partnerId)) };
}
