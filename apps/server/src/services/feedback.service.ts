/** Support requests: a partner sends one (with the error the dialog attached), an operator answers by letter. */
import type { Enqueue } from './enqueue.ts';
import { FEEDBACK_MESSAGES, type FeedbackProject } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { answerFeedback, feedbackExists, insertFeedback } from '../repositories/feedback.repository.ts';
import type { Caller } from './caller.ts';
import { feedbackAnswerLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';

export async function sendFeedback(
  db: Db,
  caller: Caller,
  partnerId: string,
  body: { projectId: FeedbackProject; subject: string; message: string; errorInfo?: string | null | undefined },
): Promise<{ id: string; message: string }> {
  const account = await db
    .selectFrom('accounts as a')
    .innerJoin('partners as p', 'p.id', 'a.partner_id')
    .select(['a.name', 'a.surname', 'p.contact_name as contactName'])
    .where('a.id', '=', caller.accountId)
    .executeTakeFirst();
  const responsible = [account?.surname, account?.name].filter(Boolean).join(' ') || account?.contactName || caller.email;
  const id = await insertFeedback(db, {
    partnerId,
    accountId: caller.accountId,
    projectId: body.projectId,
    subject: body.subject,
    message: body.message,
    errorInfo: body.errorInfo?.trim() || null,
    // The answer goes to the registration e-mail: the account's sign-up address.
    email: caller.email,
    responsible,
  });
  return { id, message: FEEDBACK_MESSAGES.registered };
}

export async function answerFeedbackRequest(db: Db, enqueue: Enqueue, operator: Caller, id: string, answer: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const answered = await answerFeedback(trx, id, answer, operator.accountId);
    if (!answered) {
      if (await feedbackExists(trx, id)) throw new AppError('CONFLICT', FEEDBACK_MESSAGES.alreadyAnswered, 409);
      throw AppError.notFound(FEEDBACK_MESSAGES.notFound);
    }
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: 'feedback.answer',
      subjectType: 'feedback',
      subjectId: id,
      details: { partnerId: answered.partnerId },
    });
    await queueLetter(trx, enqueue, feedbackAnswerLetter(answered.email, answered.subject, answer));
  });
}
