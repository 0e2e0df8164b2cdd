/** Non-standard virtual machine requests: written by a partner, listed and decided by the vendor's operators. */
import type { VmRequestFilter } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { PartnerScope } from './office.repository.ts';

export async function insertVmRequest(
  db: Db,
  scope: PartnerScope,
  request: { requestedBy: string; projectId: string; config: unknown; priceDate: string; monthPrice: number },
) {
  return db
    .insertInto('cloud_vm_requests')
    .values({
      partner_id: scope.partnerId,
      requested_by: request.requestedBy,
      project_id: request.projectId,
      config: JSON.stringify(request.config),
      price_date: request.priceDate,
      month_price: request.monthPrice,
    })
    .returning(['id', 'number', 'status', 'month_price as monthPrice', 'created_at as createdAt'])
    .executeTakeFirstOrThrow();
}

const itemColumns = [
  'r.id as requestId',
  'r.number',
  'p.name as partnerName',
  'p.partner_code as partnerCode',
  'ra.email as requestedBy',
  'r.project_id as projectId',
  'r.config',
  'r.month_price as monthPrice',
  'r.status',
  'r.created_at as createdAt',
  'r.decided_at as decidedAt',
  'da.email as decidedBy',
  'r.reason',
  'r.subscription_id as subscriptionId',
] as const;

/** The operators' queue: a page of requests in a status (or all), oldest first for the new ones, newest first otherwise. */
export async function listVmRequests(db: Db, query: { status: VmRequestFilter; page: number; pageSize: number }) {
  let base = db.selectFrom('cloud_vm_requests as r');
  if (query.status !== 'all') base = base.where('r.status', '=', query.status);
  const oldestFirst = query.status === 'NEW';
  const rows = await base
    .innerJoin('partners as p', 'p.id', 'r.partner_id')
    .leftJoin('accounts as ra', 'ra.id', 'r.requested_by')
    .leftJoin('accounts as da', 'da.id', 'r.decided_by')
    .select((eb) => [...itemColumns, eb.fn.countAll<string>().over().as('total')])
    .orderBy('r.created_at', oldestFirst ? 'asc' : 'desc')
    .orderBy('r.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export function findVmRequest(db: Db, requestId: string) {
  return db
    .selectFrom('cloud_vm_requests as r')
    .innerJoin('partners as p', 'p.id', 'r.partner_id')
    .leftJoin('accounts as ra', 'ra.id', 'r.requested_by')
    .leftJoin('accounts as da', 'da.id', 'r.decided_by')
    .select([...itemColumns, 'r.partner_id as partnerId', 'p.email as partnerEmail'])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
}

/** Locks a request still waiting for its decision; undefined when it is decided already (or missing). */
export function lockNewVmRequest(db: Db, requestId: string) {
  return db
    .selectFrom('cloud_vm_requests')
    .select(['id', 'partner_id as partnerId', 'number', 'project_id as projectId', 'config'])
    .where('id', '=', requestId)
    .where('status', '=', 'NEW')
    .forUpdate()
    .executeTakeFirst();
}

export async function settleVmRequest(
  db: Db,
  requestId: string,
  decision: { status: 'CREATED' | 'REFUSED'; decidedBy: string; reason: string | null; subscriptionId: string | null },
): Promise<void> {
  await db
    .updateTable('cloud_vm_requests')
    .set({
      status: decision.status,
      decided_at: new Date(),
      decided_by: decision.decidedBy,
      reason: decision.reason,
      subscription_id: decision.subscriptionId,
    })
    .where('id', '=', requestId)
    .where('status', '=', 'NEW')
    .executeTakeFirstOrThrow();
}
