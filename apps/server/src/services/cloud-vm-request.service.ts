/**
 * Non-standard virtual machines (document 2 "Confirmation dialog for a non-standard VM"; decision 017): a partner's
 * request is checked by the calculator's rules and priced by the server at the list in force; the vendor's operator
 * creates the machine (a subscription of the VM kit, deployed and billed like every other) or refuses it.
 */
import type { Enqueue } from './enqueue.ts';
import {
  CLOUD_DESK_ID,
  CLOUD_TEXTS,
  CLOUD_VM_CATEGORY,
  dayKeyOf,
  formatRubles,
  linesTotal,
  linuxVariantOf,
  optionLinesTotal,
  priceTableOf,
  serverProblem,
  unpricedChoices,
  vcpuProblem,
  vmConfigSchema,
  vmLines,
  vmResourceCounts,
  VM_REQUEST_TEXTS,
  type VmRequest,
  type VmRequestAnswer,
  type VmRequestDecision,
  type VmRequestItem,
  type VmRequestQueue,
  type VmRequestFilter,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { findKit, listOptions } from '../repositories/catalogue.repository.ts';
import { listCloudOptions } from '../repositories/cloud.repository.ts';
import {
  findVmRequest,
  insertVmRequest,
  listVmRequests,
  lockNewVmRequest,
  settleVmRequest,
} from '../repositories/cloud-vm-request.repository.ts';
import { findOrCreateOwnClient } from '../repositories/customer.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { vmPricesOn } from './cloud.service.ts';
import { requestHash } from './idempotency.ts';
import { vmDecisionLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { insertOrderedSubscription } from './order.service.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';

/** POST /api/cloud/vm-requests: the request recorded with its month at the list in force today, for the operators. */
export async function requestVm(
  db: Db,
  scope: PartnerScope,
  accountId: string,
  request: VmRequest,
  now: Date = new Date(),
): Promise<VmRequestAnswer> {
  await refuseIfBlocked(db, scope.partnerId);
  const { config } = request;
  if (config.ram < config.cores) throw AppError.validation('config.ram', 'Объем RAM не может быть меньше количества vCPU');
  const oddCores = vcpuProblem(config.cores);
  if (oddCores) throw AppError.validation('config.cores', oddCores);
  if (config.os === 'linux' && config.rdp) throw AppError.validation('config.rdp', CLOUD_TEXTS.rdpLinux);
  const problem = serverProblem(config);
  if (problem) throw AppError.validation('config.disks', problem);

  const day = dayKeyOf(now);
  const table = priceTableOf(vmPricesOn(await listCloudOptions(db), day));
  const unpriced = unpricedChoices(config, table);
  if (unpriced.length > 0) throw AppError.validation('config', `${CLOUD_TEXTS.noTariff}: ${unpriced.join(', ')}`);
  // The Linux variant as the list names it (a link may carry an unknown one: the list's first is priced).
  const stored = config.os === 'linux' ? { ...config, linux: linuxVariantOf(config, table)?.resourceCode ?? null } : config;
  const row = await insertVmRequest(db, scope, {
    requestedBy: accountId,
    projectId: request.projectId,
    config: stored,
    priceDate: day,
    monthPrice: linesTotal(vmLines(stored, table, now)),
  });
  return {
    requestId: row.id,
    number: String(row.number),
    status: row.status,
    monthPrice: Number(row.monthPrice),
    createdAt: row.createdAt.toISOString(),
  };
}

type RequestRow = NonNullable<Awaited<ReturnType<typeof findVmRequest>>>;

function itemOf(row: Omit<RequestRow, 'partnerId' | 'partnerEmail'>): VmRequestItem {
  return {
    requestId: row.requestId,
    number: String(row.number),
    partnerName: row.partnerName,
    partnerCode: row.partnerCode,
    requestedBy: row.requestedBy,
    projectId: row.projectId,
    config: vmConfigSchema.parse(row.config),
    monthPrice: Number(row.monthPrice),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
    subscriptionId: row.subscriptionId,
  };
}

/** GET /api/backoffice/cloud/vm-requests: the operators' queue. */
export async function vmRequestQueue(db: Db, query: { status: VmRequestFilter; page: number; pageSize: number }): Promise<VmRequestQueue> {
  const { rows, total } = await listVmRequests(db, query);
  return { items: rows.map(itemOf), total };
}

/**
 * POST /api/backoffice/cloud/vm-requests/{id}/decision: 'create' makes the machine a subscription of the VM kit for the
 * partner itself (its counts from the request, its tariffs in force now; deployed by the usual job, whose ledger bills
 * it day by day), 'refuse' records why. Either once, with who and when, and a letter to the partner.
 */
export async function decideVmRequest(
  db: Db,
  enqueue: Enqueue,
  operatorId: string,
  requestId: string,
  decision: VmRequestDecision,
  now: Date = new Date(),
): Promise<VmRequestItem> {
  const found = await findVmRequest(db, requestId);
  if (!found) throw AppError.notFound(VM_REQUEST_TEXTS.notFound);
  await db.transaction().execute(async (trx) => {
    const request = await lockNewVmRequest(trx, requestId);
    if (!request) throw new AppError('VM_REQUEST_DECIDED', VM_REQUEST_TEXTS.decided, 409);
    const scope = { partnerId: request.partnerId };
    let subscriptionId: string | null = null;
    if (decision.decision === 'create') {
      subscriptionId = await createVmSubscription(trx, enqueue, scope, { ...request, number: String(request.number) }, now);
    }
    const reason = decision.decision === 'refuse' ? (decision.reason ?? null) : null;
    await settleVmRequest(trx, requestId, {
      status: decision.decision === 'create' ? 'CREATED' : 'REFUSED',
      decidedBy: operatorId,
      reason,
      subscriptionId,
    });
    await recordAudit(trx, {
      actorAccountId: operatorId,
      action: decision.decision === 'create' ? 'cloud.vm-request.create' : 'cloud.vm-request.refuse',
      subjectType: 'cloud_vm_request',
      subjectId: requestId,
      details: { number: String(request.number), projectId: request.projectId, reason, subscriptionId },
    });
    await queueLetter(
      trx,
      enqueue,
      vmDecisionLetter(found.partnerEmail, {
        number: String(request.number),
        projectId: request.projectId,
        created: decision.decision === 'create',
        reason,
        monthPrice: formatRubles(Number(found.monthPrice)),
      }),
    );
  });
  const decided = await findVmRequest(db, requestId);
  if (!decided) throw AppError.notFound(VM_REQUEST_TEXTS.notFound);
  return itemOf(decided);
}

async function createVmSubscription(
  trx: Db,
  enqueue: Enqueue,
  scope: PartnerScope,
  request: { id: string; number: string; projectId: string; config: unknown },
  now: Date,
): Promise<string> {
  const config = vmConfigSchema.parse(request.config);
  const rows = await listCloudOptions(trx);
  const kitId = rows.find((row) => row.serviceCategory === CLOUD_VM_CATEGORY)?.serviceKitId;
  const kit = kitId ? await findKit(trx, scope, CLOUD_DESK_ID, kitId) : undefined;
  if (!kit) throw AppError.notFound('Тип развертывания виртуальной машины не найден');
  const counts = new Map(
    vmResourceCounts(config, priceTableOf(vmPricesOn(rows, dayKeyOf(now)))).map((item) => [item.resourceCode, item.quantity]),
  );
  const options = await listOptions(trx, [kit.serviceKitId]);
  const lines = options.map((option) => ({ option, count: counts.get(option.resourceCode) ?? 0 }));
  const own = await findOrCreateOwnClient(trx, scope);
  const { subscriptionId } = await insertOrderedSubscription(trx, enqueue, {
    scope,
    customerId: own.id,
    kit,
    offerDeskId: CLOUD_DESK_ID,
    subscriptionName: `Запрос № ${request.number}, проект ${request.projectId}`,
    lines,
    total: optionLinesTotal(lines, now),
    properties: [{ name: 'projectId', value: request.projectId, propertyGroup: CLOUD_VM_CATEGORY }],
    trial: null,
    order: { kind: 'create', key: null, requestHash: requestHash(CLOUD_VM_CATEGORY, { requestId: request.id }) },
  });
  return subscriptionId;
}
