/** The mail outbox: every letter the portal sends is kept here, whatever delivers it. */
import type { MailItem } from '@portal/domain';
import type { Db } from '../db/database.ts';

export type Letter = { to: string; subject: string; text: string; kind: string };

export async function insertLetter(db: Db, letter: Letter): Promise<string> {
  const { id } = await db
    .insertInto('mail_outbox')
    .values({ to_address: letter.to, subject: letter.subject, body_text: letter.text, kind: letter.kind })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findQueuedLetter(db: Db, id: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address as to', 'subject', 'body_text as text', 'kind'])
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
}

export async function markLetter(
  db: Db,
  id: string,
  status: 'queued' | 'sent' | 'stored' | 'failed',
  error: string | null = null,
): Promise<void> {
  const delivered = status === 'sent' || status === 'stored';
  await db
    .updateTable('mail_outbox')
    .set({ status, error, sent_at: delivered ? new Date() : null })
    .where('id', '=', id)
    .execute();
}

export async function listLetters(db: Db, page: { page: number; pageSize: number }): Promise<{ items: MailItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address as to', 'subject', 'body_text as text', 'status', 'created_at as createdAt', 'sent_at as sentAt'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null })),
    total: Number(count.total),
  };
}
