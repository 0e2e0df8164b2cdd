/**
 * The subscription detail page's data (document 1 §2 Subscription detail): the subscription with its client, every
 * option of its kit with its counters and month price, the change in progress and the prepay availability — in two
 * statements, the prices from the domain's pricing module.
 */
import {
  DELETION_MESSAGES,
  includedDiskGb,
  monthlyCost,
  moscowDay,
  optionDeployStatus,
  optionLinesTotal,
  prepayAvailability,
  type DeployStatus,
  type PrepayAvailability,
  type SubscriptionDetail,
  type SubscriptionOption,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import {
  findSubscriptionHead,
  listOptionStates,
  type OptionState,
  type SubscriptionHead,
} from '../repositories/subscription-detail.repository.ts';

/** One of the partner's subscriptions; 404 with the domain's message when it is missing or another partner's. */
export async function ownedSubscriptionHead(db: Db, scope: PartnerScope, subscriptionId: string): Promise<SubscriptionHead> {
  const head = await findSubscriptionHead(db, scope, subscriptionId);
  if (!head) throw AppError.notFound(DELETION_MESSAGES.notFound);
  return head;
}

function optionView(option: OptionState, subscriptionStatus: DeployStatus, now: Date): SubscriptionOption {
  const cost = option.tariff ? monthlyCost(option.tariff, option.usageCount, now) : { partner: 0, client: null };
  return {
    subscriptionOptionId: option.subscriptionOptionId,
    serviceOptionId: option.serviceOptionId,
    serviceOptionName: option.name,
    resourceCode: option.resourceCode,
    resourceCategory: option.resourceCategory,
    usageCount: option.usageCount,
    pendingCount: option.pendingCount,
    minUsageCount: option.minUsageCount,
    maxUsageCount: option.maxUsageCount,
    editStatus: option.editStatus,
    tariff: option.tariff,
    monthPrice: cost.partner,
    monthClientPrice: cost.client,
    prepaid: option.prepaid,
    deployStatus: optionDeployStatus(subscriptionStatus, option),
  };
}

/** The head's latest change when it failed: its lines say which options it could not move. */
const failedChangeOf = (head: SubscriptionHead) => (head.lastChangeStatus === 'FAILED' ? head.lastChangeId : null);

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function getSubscriptionDetail(
  db: Db,
  scope: PartnerScope,
  subscriptionId: string,
  now = new Date(),
): Promise<SubscriptionDetail> {
  const head = await ownedSubscriptionHead(db, scope, subscriptionId);
  const options = await listOptionStates(db, { ...head, failedChangeOrderId: failedChangeOf(head) });
  const total = optionLinesTotal(
    options.map((option) => ({ option, count: option.usageCount })),
    now,
  );
  const runningDemo = head.usageMode === 'DEMONSTRATION' && head.deployStatus === 'DEPLOYED' && !head.deleted && head.convertedTo === null;
  return {
    subscriptionId: head.subscriptionId,
    customerId: head.customerId,
    customer: {
      customerId: head.customerId,
      name: head.customerName,
      responsible: head.customerResponsible,
      email: head.customerEmail,
      phone: head.customerPhone,
      inn: head.customerInn,
      city: head.customerCity,
    },
    serviceId: head.serviceId,
    serviceKitId: head.serviceKitId,
    offerDeskId: head.offerDeskId,
    serviceName: head.serviceName,
    serviceKitName: head.serviceKitName,
    resourceCategory: head.resourceCategory,
    usageMode: head.usageMode,
    deployStatus: head.deployStatus,
    lastError: head.lastError,
    createDate: head.createDate.toISOString(),
    startDate: iso(head.startDate),
    expirationDate: iso(head.expirationDate),
    deletionReason: head.deletionReason,
    trialStart: iso(head.trialStart),
    trialEnd: iso(head.trialEnd),
    trialActive: head.trialEnd !== null && head.trialEnd.getTime() > now.getTime(),
    isDirectSubscription: head.isDirect,
    includedDiskGb: includedDiskGb(head),
    price: total.partner,
    clientPrice: total.client,
    serviceOptions: options.map((option) => optionView(option, head.deployStatus, now)),
    changeOrderId: head.changeOrderId,
    failedChangeOrderId: failedChangeOf(head),
    convertedTo: head.convertedTo,
    convertedFrom: head.convertedFrom,
    conversionKitId: runningDemo ? head.productionKitId : null,
  };
}

/** GET /api/subscriptions/{id}/options: the options table alone. */
export async function getSubscriptionOptions(
  db: Db,
  scope: PartnerScope,
  subscriptionId: string,
  now = new Date(),
): Promise<SubscriptionOption[]> {
  const head = await ownedSubscriptionHead(db, scope, subscriptionId);
  return (await listOptionStates(db, { ...head, failedChangeOrderId: failedChangeOf(head) })).map((option) =>
    optionView(option, head.deployStatus, now),
  );
}

/** GET /api/subscriptions/{id}/prepay-availability: may the subscription's options be lowered today? */
export async function getPrepayAvailability(
  db: Db,
  scope: PartnerScope,
  subscriptionId: string,
  now = new Date(),
): Promise<PrepayAvailability> {
  const head = await ownedSubscriptionHead(db, scope, subscriptionId);
  return prepayAvailability(await listOptionStates(db, head), moscowDay(now));
}
