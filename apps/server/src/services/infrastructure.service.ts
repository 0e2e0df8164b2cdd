/**
 * The partner's side of infrastructure access (document 2 §2 "Infrastructure enrolment", §7): its status, its request
 * (the offer accepted, a distributor chosen unless one is set, the profile's contact e-mail as the login) and its
 * current distributor. Every call acts on the caller's own partner only.
 */
import {
  accessRequestSchema,
  IAS_OFFER_VERSION,
  IAS_TEXTS,
  nextIasState,
  type AccessRequestBody,
  type AccessRequestItem,
  type CurrentDistributor,
  type IasParticipation,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import {
  attachFirstDistributor,
  findAccessOfPartner,
  findAccessRequest,
  findIasDistributorId,
  findIasParticipation,
  findPartnerDistributor,
  insertAccess,
  insertAccessEvent,
  lockPartnerForRequest,
} from '../repositories/infrastructure.repository.ts';
import type { Caller } from './caller.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { validationError } from './participation.service.ts';

export type PartnerScope = { partnerId: string };

export const IAS_ERROR_CODES = {
  notEnrolled: 'IAS_NOT_ENROLLED',
  alreadyRequested: 'IAS_ALREADY_REQUESTED',
  emailRequired: 'IAS_EMAIL_REQUIRED',
  distributorSet: 'IAS_DISTRIBUTOR_SET',
  transition: 'IAS_TRANSITION',
} as const;

/** GET /api/ias/participation: 404 while the partner has no status (document 2 §8 leads it to the offer). */
export async function getIasParticipation(db: Db, scope: PartnerScope): Promise<IasParticipation> {
  const participation = await findIasParticipation(db, scope.partnerId);
  if (!participation) throw new AppError(IAS_ERROR_CODES.notEnrolled, IAS_TEXTS.notEnrolled, 404);
  return participation;
}

export async function getAccessRequest(db: Db, scope: PartnerScope, requestId: string): Promise<AccessRequestItem> {
  const request = await findAccessRequest(db, scope, requestId);
  if (!request) throw AppError.notFound(IAS_TEXTS.requestNotFound);
  return request;
}

export async function getCurrentDistributor(db: Db, scope: PartnerScope): Promise<CurrentDistributor> {
  return { distributor: await findPartnerDistributor(db, scope.partnerId) };
}

/** Attaches the chosen distributor (the settlement scheme) to a partner that has none, in the caller's transaction. */
async function attachChosenDistributor(trx: Db, caller: Caller, partnerId: string, uniqueExchangeId: string): Promise<string> {
  const distributorId = await findIasDistributorId(trx, uniqueExchangeId);
  if (!distributorId) throw AppError.validation('distributor', IAS_TEXTS.distributorUnknown);
  if (!(await attachFirstDistributor(trx, partnerId, distributorId, caller.accountId))) {
    throw new AppError(IAS_ERROR_CODES.distributorSet, IAS_TEXTS.distributorAlreadySet, 409);
  }
  await recordAudit(trx, {
    actorAccountId: caller.accountId,
    action: 'partner.attached',
    subjectType: 'partner',
    subjectId: partnerId,
    details: { distributorId, previousDistributorId: null, by: 'partner', for: 'ias' },
  });
  return distributorId;
}

/** POST /api/ias/distributor: the partner chooses its distributor while it has none (document 2 §7 "Current distributor"). */
export async function chooseDistributor(
  db: Db,
  caller: Caller,
  scope: PartnerScope,
  uniqueExchangeId: string,
): Promise<CurrentDistributor> {
  await db.transaction().execute(async (trx) => {
    const partner = await lockPartnerForRequest(trx, scope.partnerId);
    if (!partner) throw AppError.forbidden();
    if (partner.distributorId) throw new AppError(IAS_ERROR_CODES.distributorSet, IAS_TEXTS.distributorAlreadySet, 409);
    await attachChosenDistributor(trx, caller, scope.partnerId, uniqueExchangeId);
  });
  return getCurrentDistributor(db, scope);
}

/**
 * POST /api/ias/access-requests: none → pending. The offer must be accepted, a distributor chosen unless one is set
 * (document 2 §5), and the profile must hold a contact e-mail: it becomes the infrastructure login.
 */
export async function requestAccess(db: Db, caller: Caller, scope: PartnerScope, body: AccessRequestBody): Promise<AccessRequestItem> {
  await refuseIfBlocked(db, scope.partnerId);
  try {
    const requestId = await db.transaction().execute(async (trx) => {
      const partner = await lockPartnerForRequest(trx, scope.partnerId);
      if (!partner) throw AppError.forbidden();
      const existing = await findAccessOfPartner(trx, scope.partnerId, { lock: true });
      const transition = nextIasState(existing?.status ?? 'none', 'request');
      if (!transition.ok) throw new AppError(IAS_ERROR_CODES.alreadyRequested, IAS_TEXTS.alreadyRequested, 409);

      const parsed = accessRequestSchema(partner.distributorId === null).safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const email = partner.publicEmail?.trim() ?? '';
      if (!email) {
        throw new AppError(IAS_ERROR_CODES.emailRequired, IAS_TEXTS.emailRequired, 400, [
          { field: 'email', message: IAS_TEXTS.emailRequired },
        ]);
      }
      const choice = parsed.data.distributor;
      const distributorId =
        partner.distributorId ?? (choice ? await attachChosenDistributor(trx, caller, scope.partnerId, choice.uniqueExchangeId) : null);

      const accessId = await insertAccess(trx, {
        partnerId: scope.partnerId,
        email,
        note: parsed.data.reason?.trim() || null,
        offerVersion: IAS_OFFER_VERSION,
        distributorId,
        requestedBy: caller.accountId,
      });
      await insertAccessEvent(trx, {
        accessId,
        partnerId: scope.partnerId,
        action: 'request',
        from: 'none',
        to: transition.to,
        actorAccountId: caller.accountId,
      });
      await recordAudit(trx, {
        actorAccountId: caller.accountId,
        action: 'ias.request',
        subjectType: 'partner',
        subjectId: scope.partnerId,
        details: { accessId, offerVersion: IAS_OFFER_VERSION, distributorId },
      });
      return accessId;
    });
    return await getAccessRequest(db, scope, requestId);
  } catch (error) {
    // Two requests at once: the unique partner_id decides, the second gets the same answer as a later one.
    if (isUniqueViolation(error)) throw new AppError(IAS_ERROR_CODES.alreadyRequested, IAS_TEXTS.alreadyRequested, 409);
    throw error;
  }
}
