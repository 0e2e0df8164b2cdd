/** Who did what and when: every operator action is written here. */
import type { Db } from '../db/database.ts';

export async function recordAudit(
  db: Db,
  entry: { actorAccountId: string | null; action: string; subjectType: string; subjectId: string; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_account_id: entry.actorAccountId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
