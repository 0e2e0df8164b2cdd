/**
 * Deleting subscriptions (document 1 §4): a partner plans a deletion 1 to 7 days ahead (expiration_date, the status
 * stays DEPLOYED), cancels it, or deletes at once; a periodic job starts the planned ones when their date comes. The
 * removal itself is a durable job through the Provisioner: DELETING → DELETED or DELETE_FAILED.
 *
 * DELETED also sets `deleted` in the same UPDATE: the lists and the navbar counters read only rows that are not
 * deleted, so a deleting row shows 'в процессе удаления..' while the list polls and is gone once it settles.
 */
import type { Enqueue } from './enqueue.ts';
import {
  CHANGE_MESSAGES,
  DELETE_AT_ONCE,
  DELETION_MESSAGES,
  formatDateTime,
  JOURNAL_FIELDS,
  type DeletionRequest,
  type DeletionState,
  type JournalChange,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { Provisioner } from '../ports/provisioner/provisioner.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { findOwnedSubscription } from '../repositories/subscription.repository.ts';
import { closeSubscriptionIntervals } from '../repositories/usage-ledger.repository.ts';
import { emitWebhookEvent } from './webhook.service.ts';
import { transition } from './subscription-state.ts';
import { recordSubscriptionJournal, type JournalActor } from './journal.service.ts';

const DAY_MS = 86_400_000;
/** Planned deletions started per transaction batch of the periodic job. */
const DUE_BATCH = 100;

function notDeployed(): AppError {
  return new AppError('NOT_DEPLOYED', DELETION_MESSAGES.notDeployed, 409);
}

/** Why a deletion was refused: an option change in progress, or the subscription is not a working one. */
async function refusal(db: Db, subscriptionId: string): Promise<AppError> {
  const row = await db.selectFrom('subscriptions').select('change_order_id').where('id', '=', subscriptionId).executeTakeFirst();
  return row?.change_order_id ? new AppError('CHANGE_IN_PROGRESS', CHANGE_MESSAGES.changeInProgress, 409) : notDeployed();
}

async function findOwned(db: Db, scope: PartnerScope, subscriptionId: string) {
  const owned = await findOwnedSubscription(db, scope, subscriptionId);
  if (!owned) throw AppError.notFound(DELETION_MESSAGES.notFound);
  return owned;
}

/** The planned deletion as it stands, read in the transaction that changes it (for the journal's before → after). */
function plannedDeletion(trx: Db, subscriptionId: string) {
  return trx
    .selectFrom('subscriptions')
    .select(['expiration_date as date', 'deletion_reason as reason'])
    .where('id', '=', subscriptionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The journal's changes of a deletion planned, moved, started or cancelled. */
function deletionChanges(before: { date: Date | null; reason: string | null }, after: { date: Date | null; reason: string | null }) {
  const when = (date: Date | null) => (date ? formatDateTime(date) : null);
  const changes: JournalChange[] = [];
  if (when(before.date) !== when(after.date))
    changes.push({ field: JOURNAL_FIELDS.deletionDate, before: when(before.date), after: when(after.date) });
  if ((before.reason || null) !== (after.reason || null)) {
    changes.push({ field: JOURNAL_FIELDS.deletionReason, before: before.reason || null, after: after.reason || null });
  }
  return changes;
}

/**
 * Moves a DEPLOYED subscription (or, to retry, a DELETE_FAILED one) to DELETING and queues its removal, both in the
 * caller's transaction.
 */
async function startDeletion(
  trx: Db,
  enqueue: Enqueue,
  subscriptionId: string,
  changes: { now: Date; dueBy?: Date },
  from: 'DEPLOYED' | 'DELETE_FAILED' = 'DEPLOYED',
): Promise<boolean> {
  const moved = await transition(
    trx,
    subscriptionId,
    from,
    'DELETING',
    changes.dueBy ? {} : { expirationDate: changes.now },
    changes.dueBy ? { dueBy: changes.dueBy } : {},
  );
  if (moved) await enqueue.deletion(trx, subscriptionId);
  return moved;
}

/**
 * DELETE /api/subscriptions/{id}: plan the deletion (1 to 7 days, also to change a planned date) or delete at once (0,
 * which also retries a failed deletion). Refused while an option change is in progress.
 */
export async function requestDeletion(
  db: Db,
  enqueue: Enqueue,
  scope: PartnerScope,
  subscriptionId: string,
  request: DeletionRequest,
  actor: JournalActor | null = null,
  now: Date = new Date(),
): Promise<DeletionState> {
  await findOwned(db, scope, subscriptionId);
  // A request without a reason keeps the one given when the deletion was planned.
  const reason = request.reason === undefined ? {} : { deletion_reason: request.reason };

  if (request.delayDays === DELETE_AT_ONCE) {
    const started = await db.transaction().execute(async (trx) => {
      const before = await plannedDeletion(trx, subscriptionId);
      const moved =
        (await startDeletion(trx, enqueue, subscriptionId, { now })) ||
        (await startDeletion(trx, enqueue, subscriptionId, { now }, 'DELETE_FAILED'));
      if (!moved) return false;
      await trx
        .updateTable('subscriptions')
        .set({ ...reason, deletion_requested_at: now })
        .where('id', '=', subscriptionId)
        .execute();
      await recordSubscriptionJournal(trx, actor, {
        action: 'subscription.deleted',
        subscriptionId,
        changes: deletionChanges(before, { date: now, reason: request.reason === undefined ? before.reason : request.reason }),
      });
      return true;
    });
    if (!started) throw await refusal(db, subscriptionId);
    return { subscriptionId, deployStatus: 'DELETING', expirationDate: now.toISOString() };
  }

  const expirationDate = new Date(now.getTime() + request.delayDays * DAY_MS);
  const planned = await db.transaction().execute(async (trx) => {
    const before = await plannedDeletion(trx, subscriptionId);
    const result = await trx
      .updateTable('subscriptions')
      .set({ ...reason, expiration_date: expirationDate, deletion_requested_at: now, updated_at: now })
      .where('id', '=', subscriptionId)
      .where('partner_id', '=', scope.partnerId)
      .where('deploy_status', '=', 'DEPLOYED')
      .where('change_order_id', 'is', null)
      // A demo being converted is never removed: its database becomes the paid subscription's (decision 013).
      .where('converted_to', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordSubscriptionJournal(trx, actor, {
      action: 'subscription.deleted',
      subscriptionId,
      changes: deletionChanges(before, { date: expirationDate, reason: request.reason === undefined ? before.reason : request.reason }),
    });
    return true;
  });
  if (!planned) throw await refusal(db, subscriptionId);
  return { subscriptionId, deployStatus: 'DEPLOYED', expirationDate: expirationDate.toISOString() };
}

/** PATCH /api/subscriptions/{id} { cancelDeletion: true }: only a planned deletion that has not started yet. */
export async function cancelDeletion(
  db: Db,
  scope: PartnerScope,
  subscriptionId: string,
  actor: JournalActor | null = null,
  now: Date = new Date(),
): Promise<DeletionState> {
  const owned = await findOwned(db, scope, subscriptionId);
  const cancelled = await db.transaction().execute(async (trx) => {
    const before = await plannedDeletion(trx, subscriptionId);
    const result = await trx
      .updateTable('subscriptions')
      .set({ expiration_date: null, deletion_reason: null, deletion_requested_at: null, updated_at: now })
      .where('id', '=', subscriptionId)
      .where('partner_id', '=', scope.partnerId)
      .where('deploy_status', '=', 'DEPLOYED')
      .where('expiration_date', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordSubscriptionJournal(trx, actor, {
      action: 'subscription.changed',
      subscriptionId,
      changes: deletionChanges(before, { date: null, reason: null }),
    });
    return true;
  });
  if (!cancelled) {
    const deleting = owned.status === 'DELETING' || owned.status === 'DELETED' || owned.status === 'DELETE_FAILED';
    throw new AppError('NO_PLANNED_DELETION', deleting ? DELETION_MESSAGES.alreadyDeleting : DELETION_MESSAGES.nothingPlanned, 409);
  }
  return { subscriptionId, deployStatus: 'DEPLOYED', expirationDate: null };
}

/** The periodic job: starts every planned deletion whose date has come; returns how many it started. */
export async function startDueDeletions(db: Db, enqueue: Enqueue, now: Date = new Date()): Promise<number> {
  let started = 0;
  for (;;) {
    const due = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('deploy_status', '=', 'DEPLOYED')
      .where('expiration_date', '<=', now)
      // A subscription being changed is started once its change settles, by a later run.
      .where('change_order_id', 'is', null)
      .orderBy('expiration_date')
      .limit(DUE_BATCH)
      .execute();
    for (const { id } of due) {
      // One transaction each: a subscription cancelled or started by someone else meanwhile is skipped, not retried.
      if (await db.transaction().execute((trx) => startDeletion(trx, enqueue, id, { now, dueBy: now }))) started += 1;
    }
    if (due.length < DUE_BATCH) return started;
  }
}

/** The deletion job: removes the application through the Provisioner; safe to rerun after a crash. */
export async function runDeletion(db: Db, enqueue: Enqueue, provisioner: Provisioner, subscriptionId: string): Promise<void> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select(['partner_id as partnerId', 'customer_id as customerId', 'deploy_status as status', 'service_name as serviceName'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  // DELETED or DELETE_FAILED: an earlier run finished; DELETING resumes after a crash.
  if (subscription?.status !== 'DELETING') return;
  try {
    await provisioner.remove({ subscriptionId, partnerId: subscription.partnerId, serviceName: subscription.serviceName });
  } catch (error) {
    await transition(db, subscriptionId, 'DELETING', 'DELETE_FAILED', {
      lastError: error instanceof Error ? error.message : String(error),
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    // The usage ends with the one transition that wins: a rerun closes nothing twice.
    if (await transition(trx, subscriptionId, 'DELETING', 'DELETED', { deleted: true, lastError: null })) {
      const now = new Date();
      await closeSubscriptionIntervals(trx, subscriptionId, now);
      await emitWebhookEvent(trx, enqueue, subscription.partnerId, 'subscription.deleted', {
        subscriptionId,
        customerId: subscription.customerId,
        serviceName: subscription.serviceName,
        deletedAt: now.toISOString(),
      });
    }
  });
}
