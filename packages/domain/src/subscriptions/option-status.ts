/**
 * A subscription option's own deploy status (document 1 §3 Subscription option: deployStatus), derived from what the
 * portal records rather than stored: while the subscription is not working its options share its status; while it
 * works, an option a change in progress moves is being deployed, one the latest (failed) change could not move shows
 * the failure, the rest work. An option the subscription does not have has none.
 */
import type { DeployStatus } from '../api/deploy-status.ts';

export type OptionStatusInput = {
  /** The active count. */
  usageCount: number;
  /** The count a change in progress asks for, or null. */
  pendingCount: number | null;
  /** The count the latest change asked for when it failed, or null. */
  failedCount: number | null;
};

export function optionDeployStatus(subscriptionStatus: DeployStatus, option: OptionStatusInput): DeployStatus | null {
  const changing = option.pendingCount !== null && option.pendingCount !== option.usageCount;
  const failed = option.failedCount !== null && option.failedCount !== option.usageCount;
  if (option.usageCount === 0 && !changing && !failed) return null;
  if (subscriptionStatus !== 'DEPLOYED') return subscriptionStatus;
  if (changing) return 'DEPLOYING';
  if (failed) return 'DEPLOY_FAILED';
  return 'DEPLOYED';
}
