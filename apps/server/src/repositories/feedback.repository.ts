/** Support requests: the partner's own (scoped by partner), the operator's queue, and the answer. */
import type { BackofficeFeedbackItem, FeedbackItem, FeedbackProject } from '@portal/domain';
import type { Db } from '../db/database.ts';

type Row = {
  id: string;
  projectId: FeedbackProject;
  subject: string;
  message: string;
  errorInfo: string | null;
  email: string;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
};

const columns = [
  'f.id',
  'f.project_id as projectId',
  'f.subject',
  'f.message',
  'f.error_info as errorInfo',
  'f.email',
  'f.created_at as createdAt',
  'f.answer',
  'f.answered_at as answeredAt',
] as const;

function toItem(row: Row): FeedbackItem {
  return { ...row, createdAt: row.createdAt.toISOString(), answeredAt: row.answeredAt?.toISOString() ?? null };
}

export async function insertFeedback(
  db: Db,
  request: {
    partnerId: string;
    accountId: string;
    projectId: FeedbackProject;
    subject: string;
    message: string;
    errorInfo: string | null;
    email: string;
    responsible: string;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('feedback_requests')
    .values({
      partner_id: request.partnerId,
      account_id: request.accountId,
      project_id: request.projectId,
      subject: request.subject,
      message: request.message,
      error_info: request.errorInfo,
      email: request.email,
      responsible: request.responsible,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function listOwnFeedback(
  db: Db,
  scope: { partnerId: string },
  page: { page: number; pageSize: number },
): Promise<{ items: FeedbackItem[]; total: number }> {
  const rows = await db
    .selectFrom('feedback_requests as f')
    .select(columns)
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .where('f.partner_id', '=', scope.partnerId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { items: rows.map(({ total: _total, ...r }) => toItem(r)), total: Number(rows[0]?.total ?? 0) };
}

export async function listFeedbackForOperator(
  db: Db,
  query: { filter: 'open' | 'answered' | 'all'; page: number; pageSize: number },
): Promise<{ items: BackofficeFeedbackItem[]; total: number }> {
  let base = db.selectFrom('feedback_requests as f');
  if (query.filter === 'open') base = base.where('f.answer', 'is', null);
  if (query.filter === 'answered') base = base.where('f.answer', 'is not', null);
  const rows = await base
    .innerJoin('partners as p', 'p.id', 'f.partner_id')
    .select(columns)
    .select((eb) => [
      'p.partner_code as partnerCode',
      'p.name as partnerName',
      'f.responsible',
      eb.fn.countAll<number>().over().as('total'),
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    items: rows.map(({ total: _total, partnerCode, partnerName, responsible, ...r }) => ({
      ...toItem(r),
      partnerCode,
      partnerName,
      responsible,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Records the answer once; undefined when the request does not exist or was answered already. */
export async function answerFeedback(
  db: Db,
  id: string,
  answer: string,
  operatorId: string,
): Promise<{ email: string; subject: string; partnerId: string } | undefined> {
  return db
    .updateTable('feedback_requests')
    .set({ answer, answered_at: new Date(), answered_by: operatorId })
    .where('id', '=', id)
    .where('answer', 'is', null)
    .returning(['email', 'subject', 'partner_id as partnerId'])
    .executeTakeFirst();
}

export async function feedbackExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('feedback_requests').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
