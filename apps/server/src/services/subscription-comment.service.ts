/**
 * GET and POST /api/subscriptions/{id}/comment (document 1 §3, document 2 the comment widget): one comment per
 * subscription; an empty or whitespace-only text deletes it. Who wrote it last is kept.
 */
import { DELETION_MESSAGES, type SubscriptionComment } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import {
  deleteSubscriptionComment,
  findSubscriptionComment,
  saveSubscriptionComment,
} from '../repositories/subscription-comment.repository.ts';

const NO_COMMENT: SubscriptionComment = { comment: null, updatedAt: null };

export async function getComment(db: Db, scope: PartnerScope, subscriptionId: string): Promise<SubscriptionComment> {
  const row = await findSubscriptionComment(db, scope, subscriptionId);
  if (!row) throw AppError.notFound(DELETION_MESSAGES.notFound);
  return row.text === null ? NO_COMMENT : { comment: row.text, updatedAt: row.updatedAt?.toISOString() ?? null };
}

export async function setComment(
  db: Db,
  caller: PartnerScope & { accountId: string },
  subscriptionId: string,
  comment: string,
  now = new Date(),
): Promise<SubscriptionComment> {
  if (!(await findSubscriptionComment(db, caller, subscriptionId))) throw AppError.notFound(DELETION_MESSAGES.notFound);
  const text = comment.trim();
  if (text === '') {
    await deleteSubscriptionComment(db, subscriptionId);
    return NO_COMMENT;
  }
  await saveSubscriptionComment(db, subscriptionId, text, caller.accountId, now);
  return { comment: text, updatedAt: now.toISOString() };
}
