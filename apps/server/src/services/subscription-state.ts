/**
 * The subscription state machine of the spec, in one place. Every transition names the status it expects,
 * in the same UPDATE, so two workers or a crash can never apply it twice. Option changes have their own guarded
 * states (change-state.ts); a deletion does not start while one is in progress.
 */
import type { DeployStatus } from '@portal/domain';
import type { Db } from '../db/database.ts';

const ALLOWED: Record<DeployStatus, DeployStatus[]> = {
  INIT: ['DEPLOYING'],
  DEPLOYING: ['DEPLOYED', 'DEPLOY_FAILED'],
  DEPLOY_FAILED: ['DEPLOYING'],
  /*
   * DEPLOYED → DELETED without a removal is the close of a demo turned into a paid subscription (decision 013): its
   * database lives on in the paid one, so nothing is removed. Only a demo being converted (converted_to set) takes
   * it, and such a demo never goes DELETING: its data must not be removed under the paid one.
   */
  DEPLOYED: ['DELETING', 'DELETED'],
  DELETING: ['DELETED', 'DELETE_FAILED'],
  DELETE_FAILED: ['DELETING'],
  DELETED: [],
};

export function canTransition(from: DeployStatus, to: DeployStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** Moves a subscription from `from` to `to`; false when it was not in `from` (someone else moved it). */
export async function transition(
  db: Db,
  subscriptionId: string,
  from: DeployStatus,
  to: DeployStatus,
  changes: { lastError?: string | null; startDate?: Date; expirationDate?: Date; deleted?: true; deletionReason?: string } = {},
  /** dueBy: only when its planned deletion date has come by then, so a deletion cancelled meanwhile is not started. */
  guard: { dueBy?: Date } = {},
): Promise<boolean> {
  if (!canTransition(from, to)) throw new Error(`A subscription cannot go from ${from} to ${to}`);
  let update = db
    .updateTable('subscriptions')
    .set({
      deploy_status: to,
      updated_at: new Date(),
      ...(changes.lastError !== undefined && { last_error: changes.lastError }),
      ...(changes.startDate && { start_date: changes.startDate }),
      ...(changes.expirationDate && { expiration_date: changes.expirationDate }),
      ...(changes.deleted && { deleted: true }),
      ...(changes.deletionReason && { deletion_reason: changes.deletionReason }),
    })
    .where('id', '=', subscriptionId)
    .where('deploy_status', '=', from);
  if (from === 'DEPLOYED') update = update.where('converted_to', to === 'DELETED' ? 'is not' : 'is', null);
  if (guard.dueBy) update = update.where('expiration_date', '<=', guard.dueBy);
  // A deletion never starts while an option change is in progress (decision 012): it waits for the change to settle.
  if (from === 'DEPLOYED' && to === 'DELETING') update = update.where('change_order_id', 'is', null);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
