/**
 * Changing the options of a subscription (document 1 §4 Seat count change, §5 Option counters and the prepaid and
 * direct-subscription rules): the counts a change asks for, the rules it must pass, what the option dialog may do, and
 * the add/remove payload of chosen counts. The server enforces these rules; the dialogs apply the same ones first.
 */
import { ORDER_MESSAGES } from '../api/order.ts';
import { CHANGE_MESSAGES, DISK_10GB_CODE, DISK_CATEGORY, OLD_DISK_CODES, type EditStatus } from '../api/subscription-management-texts.ts';
import { isOneSeatTier, seatRange } from '../pricing/pricing.ts';
import { isPrepaidRunning, type PrepaidRange } from './prepaid.ts';

/** What the rules need of one option of a subscription's kit (the detail page's options fit it as they are). */
export type ChangeableOption = {
  serviceOptionId: string;
  /** Null while the subscription does not have the option (its count is 0). */
  subscriptionOptionId: string | null;
  resourceCode: string;
  resourceCategory: string;
  /** The active count. */
  usageCount: number;
  minUsageCount: number;
  maxUsageCount: number;
  editStatus: EditStatus;
  prepaid: PrepaidRange | null;
};

/** The subscription payload's two lists (§3): one entry per unit added or removed. */
export type ChangeRequest = {
  addOptions: ReadonlyArray<{ serviceOptionId: string }>;
  removeOptions: ReadonlyArray<{ subscriptionOptionId: string }>;
};

export type ChangeSubject = {
  /** A managed service provider's subscription: only its disk may change. */
  isDirectSubscription: boolean;
  /** A per-seat product (Kaspersky): its seats stay on exactly one tier. */
  seatTiers: boolean;
};

export type ChangeViolation = { field: 'addOptions' | 'removeOptions'; message: string };
/** Target counts by service option id: every option of the kit, changed or not. */
export type TargetCounts = ReadonlyMap<string, number>;
export type ChangePlan = { ok: true; targets: TargetCounts } | { ok: false; violation: ChangeViolation };

const refuse = (field: ChangeViolation['field'], message: string): ChangePlan => ({ ok: false, violation: { field, message } });

/** The counts a change asks for: each added entry raises its option by one, each removed entry lowers it by one. */
export function targetCounts(options: readonly ChangeableOption[], request: ChangeRequest): ChangePlan {
  const targets = new Map(options.map((o) => [o.serviceOptionId, o.usageCount]));
  for (const { serviceOptionId } of request.addOptions) {
    const count = targets.get(serviceOptionId);
    if (count === undefined) return refuse('addOptions', CHANGE_MESSAGES.optionNotInKit);
    targets.set(serviceOptionId, count + 1);
  }
  const bySubscriptionOption = new Map(
    options.flatMap((o) => (o.subscriptionOptionId ? [[o.subscriptionOptionId, o.serviceOptionId]] : [])),
  );
  for (const { subscriptionOptionId } of request.removeOptions) {
    const serviceOptionId = bySubscriptionOption.get(subscriptionOptionId);
    if (serviceOptionId === undefined) return refuse('removeOptions', CHANGE_MESSAGES.optionNotFound);
    targets.set(serviceOptionId, (targets.get(serviceOptionId) ?? 0) - 1);
  }
  return { ok: true, targets };
}

export const isOldDisk = (option: Pick<ChangeableOption, 'resourceCode'>): boolean => OLD_DISK_CODES.includes(option.resourceCode);

/** Why an option of this subscription cannot be changed here at all, or null. */
export function optionChangeBlock(
  option: Pick<ChangeableOption, 'editStatus' | 'resourceCode' | 'resourceCategory'>,
  subject: Pick<ChangeSubject, 'isDirectSubscription'>,
): string | null {
  if (option.editStatus === 'ADMIN_AREA') return CHANGE_MESSAGES.adminAreaOnly;
  if (option.editStatus === 'LOCKED') return CHANGE_MESSAGES.locked;
  if (isOldDisk(option)) return CHANGE_MESSAGES.oldDisk;
  if (subject.isDirectSubscription && option.resourceCategory !== DISK_CATEGORY) return CHANGE_MESSAGES.directSubscription;
  return null;
}

/**
 * The first rule the target counts break, or null: something must change; an option changed must be changeable here,
 * stay within its bounds (a per-seat product: on one tier) and, when lowered, not be inside a prepaid range that runs
 * on `today` (yyyy-MM-dd, Moscow).
 */
export function checkChange(
  options: readonly ChangeableOption[],
  targets: TargetCounts,
  subject: ChangeSubject,
  today: string,
): ChangeViolation | null {
  const changed = options.flatMap((option) => {
    const target = targets.get(option.serviceOptionId) ?? option.usageCount;
    return target === option.usageCount ? [] : [{ option, target }];
  });
  if (changed.length === 0) return { field: 'addOptions', message: CHANGE_MESSAGES.nothingChanged };
  for (const { option, target } of changed) {
    const field = target > option.usageCount ? 'addOptions' : 'removeOptions';
    const blocked = optionChangeBlock(option, subject);
    if (blocked) return { field, message: blocked };
    const outOfBounds = target < Math.max(0, option.minUsageCount) || target > option.maxUsageCount;
    if (!subject.seatTiers && outOfBounds) {
      return { field, message: ORDER_MESSAGES.countOutOfRange(option.minUsageCount, option.maxUsageCount) };
    }
    if (target < option.usageCount && isPrepaidRunning(option.prepaid, today)) return { field, message: CHANGE_MESSAGES.prepayUnavailable };
  }
  if (subject.seatTiers) {
    const lines = options.map((option) => ({ option, count: targets.get(option.serviceOptionId) ?? option.usageCount }));
    if (!isOneSeatTier(lines)) {
      const { min, max } = seatRange(options);
      return { field: 'addOptions', message: ORDER_MESSAGES.countOutOfRange(min, max) };
    }
  }
  return null;
}

/** A change request checked against the subscription: its target counts, or the first rule it breaks. */
export function planChange(
  options: readonly ChangeableOption[],
  request: ChangeRequest,
  subject: ChangeSubject,
  today: string,
): ChangePlan {
  const plan = targetCounts(options, request);
  if (!plan.ok) return plan;
  const violation = checkChange(options, plan.targets, subject, today);
  return violation ? { ok: false, violation } : plan;
}

/** The add/remove payload that takes the options from their active counts to the targets (options not named stay). */
export function buildChange(options: readonly ChangeableOption[], targets: TargetCounts): ChangeRequest {
  const addOptions: Array<{ serviceOptionId: string }> = [];
  const removeOptions: Array<{ subscriptionOptionId: string }> = [];
  for (const option of options) {
    const target = targets.get(option.serviceOptionId);
    if (target === undefined || target === option.usageCount) continue;
    if (target > option.usageCount) {
      for (let i = option.usageCount; i < target; i++) addOptions.push({ serviceOptionId: option.serviceOptionId });
      continue;
    }
    const { subscriptionOptionId } = option;
    if (subscriptionOptionId === null) throw new Error('An option the subscription does not have cannot be lowered');
    for (let i = target; i < option.usageCount; i++) removeOptions.push({ subscriptionOptionId });
  }
  return { addOptions, removeOptions };
}

/** Lowering workplaces (any option but disk) restarts the client's database: the dialog warns first (§4). */
export function warnsRestart(options: readonly ChangeableOption[], targets: TargetCounts): boolean {
  return options.some((o) => o.resourceCategory !== DISK_CATEGORY && (targets.get(o.serviceOptionId) ?? o.usageCount) < o.usageCount);
}

export type OptionEditRule = {
  /** The dialog may raise the count (within the option's bounds). */
  increase: boolean;
  /** The dialog may lower the count (within the option's bounds). */
  decrease: boolean;
  /** What the dialog says instead of, or next to, its counter. */
  message: string | null;
  /** A decrease first asks the prepay availability call. */
  checksPrepay: boolean;
};

/** What the option dialog may do with an option of a subscription, and which message it shows (§2, §5). */
export function optionEditRule(
  option: Pick<ChangeableOption, 'editStatus' | 'resourceCode' | 'resourceCategory' | 'prepaid'>,
  subscription: { isDirectSubscription: boolean; deployStatus: string; changeOrderId: string | null },
): OptionEditRule {
  const readOnly = (message: string): OptionEditRule => ({ increase: false, decrease: false, message, checksPrepay: false });
  if (subscription.deployStatus !== 'DEPLOYED') return readOnly(CHANGE_MESSAGES.notDeployed);
  if (subscription.changeOrderId !== null) return readOnly(CHANGE_MESSAGES.changeInProgress);
  const blocked = optionChangeBlock(option, subscription);
  if (blocked) return readOnly(blocked);
  const checksPrepay = option.prepaid !== null;
  // The 10 GB disk is raised through the subscription's disk quota, not here.
  if (option.resourceCode === DISK_10GB_CODE)
    return { increase: false, decrease: true, message: CHANGE_MESSAGES.disk10GbNoIncrease, checksPrepay };
  return { increase: true, decrease: true, message: null, checksPrepay };
}
