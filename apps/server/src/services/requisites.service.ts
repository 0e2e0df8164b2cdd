/** The partner's requisites for its invoices, acts and the XML УПД (issue 33): read them, change them with a journal entry. */
import {
  changesBetween,
  JOURNAL_SUBJECTS,
  REQUISITES_FIELD_LABELS,
  REQUISITES_TEXTS,
  type Requisites,
  type RequisitesValues,
  updRequisitesProblems,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findRequisites, updateRequisites, type RequisitesRow } from '../repositories/requisites.repository.ts';
import { recordJournal, type JournalActor } from './journal.service.ts';

export async function getRequisites(db: Db, scope: { partnerId: string }): Promise<Requisites> {
  const requisites = await findRequisites(db, scope);
  if (!requisites) throw AppError.notFound(REQUISITES_TEXTS.notFound);
  return withMissing(requisites);
}

/** The answer tells what the XML УПД still lacks (an entrepreneur's name among it, which only support changes). */
function withMissing(row: RequisitesRow): Requisites {
  return { ...row, missingForUpd: updRequisitesProblems(row) };
}

/** Writes the validated values; what changed goes to the partner's journal in the same transaction. */
export async function saveRequisites(
  db: Db,
  scope: { partnerId: string },
  values: RequisitesValues,
  actor: JournalActor | null = null,
): Promise<Requisites> {
  return db.transaction().execute(async (trx) => {
    const before = await findRequisites(trx, scope, { lock: true });
    if (!before) throw AppError.notFound(REQUISITES_TEXTS.notFound);
    await updateRequisites(trx, scope, values);
    const after: RequisitesRow = { ...before, ...values };
    const changes = changesBetween(before, after, REQUISITES_FIELD_LABELS);
    if (changes.length > 0) {
      await recordJournal(trx, actor, {
        action: 'requisites.changed',
        subjectType: 'partner',
        subjectId: scope.partnerId,
        subjectLabel: JOURNAL_SUBJECTS.requisites,
        changes,
      });
    }
    return withMissing(after);
  });
}
