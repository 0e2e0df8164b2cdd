/** The partner application and participation: apply, read, update the public profile. */
import type { Enqueue } from './enqueue.ts';
import {
  authorityHolder,
  changesBetween,
  ERROR_MESSAGES,
  JOURNAL_SUBJECTS,
  mayApplyAsPartner,
  partnerApplicationSchema,
  SECURITY_CODES,
  SECURITY_MESSAGES,
  type Participation,
  PROFILE_MESSAGES,
  type ParticipationPatch,
  PROFILE_FIELD_LABELS,
} from '@portal/domain';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { grantAuthorities, linkAccountToPartner } from '../repositories/account.repository.ts';
import {
  findListedDistributorId,
  findParticipation,
  insertPartner,
  listDistributors,
  updatePublicProfile,
} from '../repositories/partner.repository.ts';
import type { CityDirectory } from '../ports/city-directory/city-directory.ts';
import type { Caller } from './caller.ts';
import { applicationReceivedLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { recordJournal, type JournalActor } from './journal.service.ts';

export const DISTRIBUTOR_LIST_TYPE = 'grm';

export async function getParticipation(db: Db, caller: Caller): Promise<Participation> {
  const participation = caller.partnerId ? await findParticipation(db, caller.partnerId) : undefined;
  if (!participation) throw AppError.notFound('Заявка на участие не найдена');
  return participation;
}

/**
 * Submits the application: a partner under review (status null), linked to the account,
 * which gets ROLE_PARTNER. The distributor is required when a distributor list exists.
 */
export async function applyForParticipation(db: Db, enqueue: Enqueue, caller: Caller, body: unknown): Promise<Participation> {
  assertMayApply(caller);
  const distributors = await listDistributors(db, DISTRIBUTOR_LIST_TYPE);
  const parsed = partnerApplicationSchema(distributors.length > 0).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const application = parsed.data;

  let distributorId: string | null = null;
  if (application.distributor) {
    distributorId = (await findListedDistributorId(db, application.distributor.uniqueExchangeId)) ?? null;
    if (!distributorId) throw AppError.validation('distributor', 'Дистрибьютор не найден');
  }

  return db.transaction().execute(async (trx) => {
    // Lock the account row so two simultaneous applications cannot both create a partner.
    const account = await trx
      .selectFrom('accounts')
      .select('partner_id')
      .where('id', '=', caller.accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (account.partner_id) throw new AppError('APPLICATION_EXISTS', ERROR_MESSAGES.applicationExists, 409);

    const partnerId = await insertPartner(trx, {
      kind: 'partner',
      name: application.partnerName,
      contactName: application.fullname,
      email: application.email,
      phone: application.phone,
      distributorId,
      status: null,
    });
    await linkAccountToPartner(trx, caller.accountId, partnerId);
    await grantAuthorities(trx, caller.accountId, ['ROLE_PARTNER']);
    await queueLetter(trx, enqueue, applicationReceivedLetter(application.email, application.partnerName));
    const participation = await findParticipation(trx, partnerId);
    if (!participation) throw new Error('The partner just inserted is missing');
    return participation;
  });
}

/** Roles are not mixed: an operator or a distributor never applies to (or edits) the partner programme. */
function assertMayApply(caller: Caller): void {
  if (!mayApplyAsPartner(authorityHolder(caller.authorities))) {
    throw new AppError(SECURITY_CODES.roleConflict, SECURITY_MESSAGES.applicationForbiddenForRole, 403);
  }
}

export async function patchParticipation(
  db: Db,
  cities: CityDirectory,
  caller: Caller,
  patch: ParticipationPatch,
  actor: JournalActor | null = null,
): Promise<Participation> {
  assertMayApply(caller);
  const current = await getParticipation(db, caller);
  // Only a city the directory offers is kept (document 2 §5); an unchanged one is not asked about again.
  if (patch.publicCity && patch.publicCity !== current.publicCity && !(await cities.isKnown(patch.publicCity))) {
    throw AppError.validation('publicCity', PROFILE_MESSAGES.cityFromList);
  }
  return db.transaction().execute(async (trx) => {
    const before = await getParticipation(trx, caller);
    await updatePublicProfile(trx, current.partnerId, patch);
    const after = await getParticipation(trx, caller);
    const changes = changesBetween(before, after, PROFILE_FIELD_LABELS);
    if (changes.length > 0) {
      await recordJournal(trx, actor, {
        action: 'profile.edited',
        subjectType: 'partner',
        subjectId: after.partnerId,
        subjectLabel: JOURNAL_SUBJECTS.profile,
        changes,
      });
    }
    return after;
  });
}

export function validationError(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return new AppError('VALIDATION', details[0]?.message ?? ERROR_MESSAGES.validation, 400, details);
}
