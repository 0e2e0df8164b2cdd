/** «Журнал действий» (issue 32): entries are only ever inserted here; a trigger refuses any update or delete. */
import type { JournalAction, JournalChange } from '@portal/domain';
import { sql } from 'kysely';
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

/** Which entries of a partner: one person's, one action's, within [from, until). */
export type JournalFilter = { actorId?: string; action?: JournalAction; from?: Date; until?: Date };

/**
 * A partner's entries, newest first, with their person. Each filter the page offers has its index: (partner, created)
 * for the whole journal and a period, (partner, person, created) and (partner, action, created) for the others.
 */
function journalQuery(db: Db, partnerId: string, filter: JournalFilter) {
  let query = db
    .selectFrom('partner_journal as j')
    .leftJoin('accounts as a', 'a.id', 'j.actor_account_id')
    .select([
      'j.id',
      'j.created_at as createdAt',
      'j.actor_account_id as actorId',
      'a.name as actorName',
      'a.surname as actorSurname',
      'a.email as actorEmail',
      'j.api_token_id as apiTokenId',
      'j.ip_address as ipAddress',
      'j.action',
      'j.subject_type as subjectType',
      'j.subject_id as subjectId',
      'j.subject_label as subjectLabel',
      'j.changes',
    ])
    .where('j.partner_id', '=', partnerId);
  if (filter.actorId) query = query.where('j.actor_account_id', '=', filter.actorId);
  if (filter.action) query = query.where('j.action', '=', filter.action);
  if (filter.from) query = query.where('j.created_at', '>=', filter.from);
  if (filter.until) query = query.where('j.created_at', '<', filter.until);
  return query.orderBy('j.created_at', 'desc').orderBy('j.id', 'desc');
}

export type JournalRow = {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorSurname: string | null;
  actorEmail: string | null;
  apiTokenId: string | null;
  ipAddress: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
  changes: JournalChange[];
};

const toRow = (row: Omit<JournalRow, 'id' | 'createdAt'> & { id: string | number; createdAt: Date | string }): JournalRow => ({
  ...row,
  id: String(row.id),
  createdAt: new Date(row.createdAt),
});

/** One page of a partner's entries: `limit` rows from `offset` (the caller asks for one more than it shows). */
export async function listJournal(
  db: Db,
  partnerId: string,
  filter: JournalFilter,
  page: { offset: number; limit: number },
): Promise<JournalRow[]> {
  const rows = await journalQuery(db, partnerId, filter).limit(page.limit).offset(page.offset).execute();
  return rows.map(toRow);
}

/**
 * Every matching entry in batches, newest first, at most `max` of them: each batch continues after the last one's
 * (created, id), so a batch deep in a large journal costs what the first does. Returns whether entries were left out.
 */
export async function* streamJournal(
  db: Db,
  partnerId: string,
  filter: JournalFilter,
  max: number,
  batchSize = 2000,
): AsyncGenerator<JournalRow[], boolean> {
  let after: JournalRow | undefined;
  let sent = 0;
  for (;;) {
    let query = journalQuery(db, partnerId, filter);
    // The last entry's own time, read by the database: a Date would lose its microseconds and skip entries.
    if (after)
      query = query.where(sql<boolean>`(j.created_at, j.id) < (select created_at, id from partner_journal where id = ${after.id})`);
    const limit = Math.min(batchSize, max - sent + 1);
    const rows = (await query.limit(limit).execute()).map(toRow);
    const batch = rows.slice(0, max - sent);
    if (batch.length > 0) yield batch;
    sent += batch.length;
    if (rows.length > batch.length) return true;
    if (rows.length < limit) return false;
    after = batch.at(-1);
  }
}
