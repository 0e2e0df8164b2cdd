/**
 * What a partner's lock does: the job that carries a change out (once, whatever retries or second sends it gets),
 * the refusal of a blocked partner's order, change or client registration, and the block its portal shows.
 */
import { PARTNER_BLOCK_TEXTS, PARTNER_BLOCKED_CODE } from '@portal/domain';
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { applyLockChangeRow, findPartnerBlock, pendingLockChange, staleLockChanges } from '../repositories/distributor.repository.ts';
import { partnerBlockedLetter, partnerUnblockedLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';

/** The job: applies the change, writes the audit entry and the partner's letter in one transaction; a done change is skipped. */
export async function applyLockChange(
  db: Db,
  enqueue: Enqueue,
  job: { changeId: string },
  portalUrl: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const change = await pendingLockChange(trx, job.changeId);
    if (!change) return false;
    await applyLockChangeRow(trx, change, now);
    await recordAudit(trx, {
      actorAccountId: change.requestedBy,
      action: change.action === 'revoke' ? 'partner.blocked' : 'partner.unblocked',
      subjectType: 'partner',
      subjectId: change.partnerId,
      details: { changeId: change.id, reason: change.reason, requestedAt: change.requestedAt.toISOString() },
    });
    const letter =
      change.action === 'revoke'
        ? partnerBlockedLetter(change.email, change.name, change.partnerCode, change.reason)
        : partnerUnblockedLetter(change.email, change.name, change.partnerCode, portalUrl);
    await queueLetter(trx, enqueue, letter);
    return true;
  });
}

/** How long a requested change may wait for its job before the sweeper sends it again. */
export const LOCK_CHANGE_STALE_MS = 60_000;

/** The sweeper: a change whose job was lost (its retries spent in an outage) is sent again; applying twice does nothing. */
export async function resendStaleLockChanges(db: Db, enqueue: Enqueue, now: Date = new Date()): Promise<number> {
  const ids = await staleLockChanges(db, new Date(now.getTime() - LOCK_CHANGE_STALE_MS));
  for (const changeId of ids) {
    await enqueue.lockChange(null, changeId);
  }
  return ids.length;
}

/**
 * Refuses what a block stops (decision 032: an order, a subscription change, a client registration, an application for
 * a common lead, a token, a webhook address, the site form's settings), with the reason; or with `message` (another
 * person acting on the blocked partner).
 */
export async function refuseIfBlocked(db: Db, partnerId: string, message?: string): Promise<void> {
  const block = await findPartnerBlock(db, partnerId);
  if (block) throw new AppError(PARTNER_BLOCKED_CODE, message ?? PARTNER_BLOCK_TEXTS.refused(block.reason), 403);
}

/** The block as the partner's participation answer carries it. */
export async function partnerBlock(db: Db, partnerId: string): Promise<{ since: string; reason: string | null } | null> {
  const block = await findPartnerBlock(db, partnerId);
  return block && { since: block.since.toISOString(), reason: block.reason };
}
