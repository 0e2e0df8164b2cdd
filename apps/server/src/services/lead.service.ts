/**
 * Leads (issue 15, decision 023): the partner takes a common lead to work, the operator dispatches it to one of the
 * partners who asked (audited, with a letter), the partner processes it; lapsed applications return the lead to the
 * pool and a paid subscription of the lead's client moves it to IN_PROD, both by the periodic job (and the reads).
 * Every transition is the domain's lead machine, checked here and guarded again by the status in its UPDATE.
 */
import type { Enqueue } from './enqueue.ts';
import {
  leadEventAt,
  LEAD_TEXTS,
  type BackofficeLead,
  type BackofficeLeadQuery,
  type CommonLead,
  type CommonLeadList,
  type Lead,
  type LeadList,
  type LeadListQuery,
  type LeadCreate,
  leadCreateSchema,
  PARTNER_BLOCK_TEXTS,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import {
  applicationCutoff,
  dispatchLead,
  findBackofficeLead,
  findCommonLead,
  findLeadAddressee,
  findOwnLead,
  findPartnerCode,
  hasApplied,
  insertApplication,
  insertCommonLead,
  listBackofficeLeads,
  listCommonLeads,
  listOwnLeads,
  lockLead,
  markLeadProcessed,
  promoteLeadsToProduction,
  releaseLapsedLeads,
  type PartnerScope,
} from '../repositories/lead.repository.ts';
import type { Caller } from './caller.ts';
import { leadDispatchedLetter } from './lead-letters.ts';
import { queueLetter } from './mail.service.ts';

export const LEAD_ERROR_CODES = {
  alreadyApplied: 'LEAD_ALREADY_APPLIED',
  noLongerCommon: 'LEAD_NOT_COMMON',
  notProcessable: 'LEAD_NOT_PROCESSABLE',
  notApplied: 'LEAD_NOT_APPLIED',
  notAnApplicant: 'LEAD_NOT_AN_APPLICANT',
} as const;

const notFound = () => AppError.notFound(LEAD_TEXTS.notFound);

/** GET /api/leads: the caller's own partner code only; another partner's code answers as a missing one. */
export async function listLeads(db: Db, scope: PartnerScope, query: LeadListQuery): Promise<LeadList | CommonLeadList> {
  if (query.partnerCode !== undefined && query.partnerCode !== (await findPartnerCode(db, scope))) {
    throw AppError.notFound(LEAD_TEXTS.partnerNotFound);
  }
  return query.nonDispatched ? listCommonLeads(db, scope, query) : listOwnLeads(db, scope, query);
}

export async function getOwnLead(db: Db, scope: PartnerScope, id: string): Promise<Lead> {
  const lead = await findOwnLead(db, scope, id);
  if (!lead) throw notFound();
  return lead;
}

/** The partner takes a common lead to work: the apply transition (a lapsed APPLIED lead is released first). */
export async function applyForLead(db: Db, scope: PartnerScope, leadId: string, now: Date = new Date()): Promise<CommonLead> {
  await refuseIfBlocked(db, scope.partnerId);
  await db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, leadId);
    // Another partner's site lead is as missing as an unknown id; a programme lead given to a partner has left the pool.
    if (!lead || (lead.partnerId !== null && lead.source !== 'programme')) throw notFound();
    if (lead.partnerId !== null) throw new AppError(LEAD_ERROR_CODES.noLongerCommon, LEAD_TEXTS.noLongerCommon, 409);
    if (!leadEventAt(lead.status, lead.appliedAt, 'apply', now).ok) {
      throw new AppError(LEAD_ERROR_CODES.noLongerCommon, LEAD_TEXTS.noLongerCommon, 409);
    }
    await releaseLapsedLeads(trx, applicationCutoff(now), lead.id);
    if (await hasApplied(trx, lead.id, scope.partnerId)) {
      throw new AppError(LEAD_ERROR_CODES.alreadyApplied, LEAD_TEXTS.alreadyApplied, 409);
    }
    await insertApplication(trx, lead.id, scope.partnerId, now);
  });
  const lead = await findCommonLead(db, scope, leadId, now);
  if (!lead) throw notFound();
  return lead;
}

/** The partner marks its DISPATCHED lead processed; any other status of its own lead is refused with 409. */
export async function processLead(db: Db, scope: PartnerScope, leadId: string, now: Date = new Date()): Promise<Lead> {
  if (!(await markLeadProcessed(db, scope, leadId, now))) {
    if (!(await findOwnLead(db, scope, leadId))) throw notFound();
    throw new AppError(LEAD_ERROR_CODES.notProcessable, LEAD_TEXTS.notProcessable, 409);
  }
  return getOwnLead(db, scope, leadId);
}

export async function listLeadsForOperator(db: Db, query: BackofficeLeadQuery): Promise<{ items: BackofficeLead[]; total: number }> {
  return listBackofficeLeads(db, query);
}

/**
 * The operator dispatches an applied-for lead to one of the partners who asked: the dispatch transition, its audit
 * entry (who and when) and the partner's letter in one transaction.
 */
export async function dispatchLeadToPartner(
  db: Db,
  enqueue: Enqueue,
  operator: Caller,
  leadId: string,
  partnerId: string,
  portalUrl: string,
  now: Date = new Date(),
): Promise<BackofficeLead> {
  await db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, leadId);
    if (!lead) throw notFound();
    if (lead.partnerId !== null || !leadEventAt(lead.status, lead.appliedAt, 'dispatch', now).ok) {
      throw new AppError(LEAD_ERROR_CODES.notApplied, LEAD_TEXTS.notApplied, 409);
    }
    if (!(await hasApplied(trx, lead.id, partnerId))) throw AppError.validation('partnerId', LEAD_TEXTS.notAnApplicant);
    await refuseIfBlocked(trx, partnerId, PARTNER_BLOCK_TEXTS.dispatchRefused);
    if (!(await dispatchLead(trx, lead.id, partnerId, operator.accountId, now))) {
      throw new AppError(LEAD_ERROR_CODES.notApplied, LEAD_TEXTS.notApplied, 409);
    }
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: 'lead.dispatched',
      subjectType: 'lead',
      subjectId: lead.id,
      details: { partnerId, at: now.toISOString() },
    });
    const addressee = await findLeadAddressee(trx, partnerId);
    const name = await trx.selectFrom('leads').select('name').where('id', '=', lead.id).executeTakeFirstOrThrow();
    if (addressee) {
      await queueLetter(trx, enqueue, leadDispatchedLetter(addressee, name.name, `${portalUrl.replace(/\/+$/, '')}/#/lead/my`));
    }
  });
  const lead = await findBackofficeLead(db, leadId);
  if (!lead) throw notFound();
  return lead;
}

/** The operator puts a lead the vendor received into the common pool (audited). */
export async function createCommonLead(db: Db, operator: Caller, body: LeadCreate): Promise<BackofficeLead> {
  const input = leadCreateSchema.parse(body);
  const id = await db.transaction().execute(async (trx) => {
    const leadId = await insertCommonLead(trx, { ...input, inn: input.inn ?? null });
    await recordAudit(trx, { actorAccountId: operator.accountId, action: 'lead.created', subjectType: 'lead', subjectId: leadId });
    return leadId;
  });
  const lead = await findBackofficeLead(db, id);
  if (!lead) throw notFound();
  return lead;
}

/** The periodic job: lapsed applications return their leads to the pool; leads whose client pays move to IN_PROD. */
export async function settleLeads(db: Db, now: Date = new Date()): Promise<{ released: number; inProduction: number }> {
  const released = await releaseLapsedLeads(db, applicationCutoff(now));
  const inProduction = await promoteLeadsToProduction(db, now);
  return { released, inProduction };
}
