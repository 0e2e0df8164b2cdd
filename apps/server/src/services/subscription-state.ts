/**
 * The subscription state machine of the spec, in one place. Every transition names the status it expects,
 * in the same UPDATE, so two workers or a crash can never apply it twice.
 */
import type { DeployStatus } from '@portal/domain';
import type { Db } from '../db/database.ts';

const ALLOWED: Record<DeployStatus, DeployStatus[]> = {
  INIT: ['DEPLOYING'],
  DEPLOYING: ['DEPLOYED', 'DEPLOY_FAILED'],
  DEPLOY_FAILED: ['DEPLOYING'],
  DEPLOYED: ['DELETING'],
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
  changes: { lastError?: string | null; startDate?: Date; expirationDate?: Date; deleted?: true } = {},
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
    })
    .where('id', '=', subscriptionId)
    .where('deploy_status', '=', from);
  if (guard.dueBy) update = update.where('expiration_date', '<=', guard.dueBy);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
