/** The partner's requisites for its documents (issue 33): read and written only by the caller's own partner id. */
import type { Requisites, RequisitesValues } from '@portal/domain';

/** The row's part of the answer: the name and the requisites as stored. */
export type RequisitesRow = Omit<Requisites, 'missingForUpd'>;
import type { Db } from '../db/database.ts';

/** The partner's name and requisites; undefined for an id that is not a partner's (a distributor's among them). */
export function findRequisites(db: Db, scope: { partnerId: string }, options: { lock?: boolean } = {}): Promise<RequisitesRow | undefined> {
  const query = db
    .selectFrom('partners')
    .select(['name', 'inn', 'kpp', 'legal_address as legalAddress'])
    .where('id', '=', scope.partnerId)
    .where('kind', '=', 'partner');
  // Locked while a change is written, so that the journal's before and after are the row's and no one else's.
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateRequisites(db: Db, scope: { partnerId: string }, values: RequisitesValues): Promise<void> {
  await db
    .updateTable('partners')
    .set({ inn: values.inn, kpp: values.kpp, legal_address: values.legalAddress, updated_at: new Date() })
    .where('id', '=', scope.partnerId)
    .where('kind', '=', 'partner')
    .execute();
}
