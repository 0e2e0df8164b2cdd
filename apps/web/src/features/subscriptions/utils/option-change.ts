/**
 * The detail page's side of the domain's option-change rules (packages/domain subscriptions/option-change.ts): the
 * counter's bounds in the option dialog, the change payload of target counts with the subscription's ids, and what a
 * change lowers that must be asked about first.
 */
import {
  buildChange,
  CHANGE_MESSAGES,
  optionEditRule,
  warnsRestart,
  type SubscriptionChange,
  type SubscriptionDetail,
  type SubscriptionOption,
} from '@portal/domain';

export type OptionChangeRule = {
  /** The counter may be used. */
  editable: boolean;
  /** Why it may not, or what limits it. */
  message: string | null;
  min: number;
  max: number;
};

/** The workplaces of the kit: the options of the subscription's own category (the client card's edit dialog). */
export function isSeatOption(detail: Pick<SubscriptionDetail, 'resourceCategory'>, option: SubscriptionOption): boolean {
  return detail.resourceCategory !== null && option.resourceCategory === detail.resourceCategory;
}

/** Why no count of the subscription may change now (not working, or another change runs), or null. */
export function changeBlock(detail: Pick<SubscriptionDetail, 'deployStatus' | 'changeOrderId'>): string | null {
  if (detail.deployStatus !== 'DEPLOYED') return CHANGE_MESSAGES.notDeployed;
  if (detail.changeOrderId !== null) return CHANGE_MESSAGES.changeInProgress;
  return null;
}

/** The option dialog's counter: the domain's rule as bounds around the active count. */
export function optionChangeRule(
  detail: Pick<SubscriptionDetail, 'deployStatus' | 'changeOrderId' | 'isDirectSubscription'>,
  option: SubscriptionOption,
): OptionChangeRule {
  const rule = optionEditRule(option, detail);
  const min = rule.decrease ? Math.min(option.usageCount, Math.max(0, option.minUsageCount)) : option.usageCount;
  const max = rule.increase ? Math.max(option.usageCount, option.maxUsageCount) : option.usageCount;
  return { editable: min < max, message: rule.message, min, max };
}

/** The change that brings each given option to its target count; options not named keep theirs. */
export function changeRequest(
  detail: Pick<SubscriptionDetail, 'subscriptionId' | 'customerId' | 'serviceKitId' | 'serviceOptions'>,
  targets: ReadonlyMap<string, number>,
): SubscriptionChange {
  const { addOptions, removeOptions } = buildChange(detail.serviceOptions, targets);
  return {
    subscriptionId: detail.subscriptionId,
    customerId: detail.customerId,
    serviceKitId: detail.serviceKitId ?? '',
    addOptions: [...addOptions],
    removeOptions: [...removeOptions],
  };
}

/**
 * What a change lowers that needs asking first: a prepaid option (the prepay availability call) and workplaces (the
 * database restarts).
 */
export function loweredBy(
  detail: Pick<SubscriptionDetail, 'serviceOptions'>,
  targets: ReadonlyMap<string, number>,
): { prepaid: boolean; seats: boolean } {
  const lowered = detail.serviceOptions.filter((option) => (targets.get(option.serviceOptionId) ?? option.usageCount) < option.usageCount);
  return {
    prepaid: lowered.some((option) => option.prepaid !== null),
    seats: warnsRestart(detail.serviceOptions, targets),
  };
}
