/** Error reports sent from the error dialog, read by operators. */
import type { ErrorReportItem } from '@portal/domain';
import type { Db } from '../db/database.ts';

export async function insertErrorReport(
  db: Db,
  report: {
    accountId: string | null;
    title: string;
    message: string;
    url: string;
    status: number | null;
    details: string;
    userAgent: string | null;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('error_reports')
    .values({
      account_id: report.accountId,
      title: report.title,
      message: report.message,
      url: report.url,
      status: report.status,
      details: report.details,
      user_agent: report.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function listErrorReports(
  db: Db,
  page: { page: number; pageSize: number },
): Promise<{ items: ErrorReportItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('error_reports as r')
      .leftJoin('accounts as a', 'a.id', 'r.account_id')
      .select(['r.id', 'r.title', 'r.message', 'r.url', 'r.status', 'r.details', 'a.email as reporter', 'r.created_at as createdAt'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('error_reports')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: Number(count.total) };
}
