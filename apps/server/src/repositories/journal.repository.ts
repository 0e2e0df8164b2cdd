/** «Журнал действий» (issue 32): entries are only ever inserted here; a trigger refuses any update or delete. */
import type { JournalAction, JournalChange } from '@portal/domain';
import type { Db } from '../db/database.ts';

/** Who made a change: the person (and the token it came with), of which partner, from which address. */
export type JournalActor = { partnerId: string; accountId: string | null; apiTokenId: string | null; ipAddress: string | null };

export type JournalRecord = {
  action: JournalAction;
  subjectType: string;
  subjectId?: string | null;
  /** What the subject is called at the time (a client's name, an e-mail): the journal still reads after it changes. */
  subjectLabel?: string | null;
  changes?: JournalChange[];
};

/** Appends one entry; called inside the transaction of the change it records, so neither exists without the other. */
export async function insertJournalEntry(db: Db, actor: JournalActor, entry: JournalRecord): Promise<void> {
  await db
    .insertInto('partner_journal')
    .values({
      partner_id: actor.partnerId,
      actor_account_id: actor.accountId,
      api_token_id: actor.apiTokenId,
      ip_address: actor.ipAddress,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId ?? null,
      subject_label: entry.subjectLabel ?? null,
      changes: JSON.stringify(entry.changes ?? []),
    })
    .execute();
}
