/** The vendor operator's decisions on partner applications; each is audited and announced by letter. */
import type { Enqueue } from './enqueue.ts';
import {
  CUSTOMER_ERRORS,
  PARTICIPATION_DECISIONS,
  SECURITY_CODES,
  SECURITY_MESSAGES,
  type ApplicationItem,
  type CustomerDecision,
  type ParticipationDecision,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { giveCertificateIfNone } from '../repositories/certificate.repository.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { setCustomerStatus } from '../repositories/customer.repository.ts';
import { findApplication, listPartnerAccountEmails, setParticipationStatus } from '../repositories/partner.repository.ts';
import type { Caller } from './caller.ts';
import { applicationApprovedLetter, applicationRefusedLetter, applicationWaitLetter, participationSuspendedLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import type { Letter } from '../repositories/mail.repository.ts';

type Decision = { decision: ParticipationDecision; reason?: string | undefined };

function letterFor(decision: Decision, to: string, application: ApplicationItem, portalUrl: string): Letter {
  const reason = decision.reason ?? '';
  switch (decision.decision) {
    case 'approve':
      return applicationApprovedLetter(to, application.partnerName, application.partnerCode, portalUrl);
    case 'refuse':
      return applicationRefusedLetter(to, application.partnerName, application.partnerCode, reason);
    case 'suspend':
      return participationSuspendedLetter(to, application.partnerName, application.partnerCode, reason);
    case 'wait':
      return applicationWaitLetter(to, application.partnerName, application.partnerCode);
  }
}

/**
 * Nobody decides on its own: an application, a client or a request of the operator's own partner
 * (or sent from the operator's own e-mail) is refused.
 */
function assertNotOwn(operator: Caller, subject: { partnerId: string; email: string }): void {
  if (subject.partnerId === operator.partnerId || subject.email.trim().toLowerCase() === operator.email.trim().toLowerCase()) {
    throw new AppError(SECURITY_CODES.ownDecision, SECURITY_MESSAGES.ownDecisionForbidden, 403);
  }
}

export async function decideApplication(
  db: Db,
  enqueue: Enqueue,
  operator: Caller,
  partnerId: string,
  decision: Decision,
  portalUrl: string,
): Promise<ApplicationItem> {
  return db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, partnerId);
    if (current) assertNotOwn(operator, current);
    const status = PARTICIPATION_DECISIONS[decision.decision];
    const reason = decision.reason?.trim() || null;
    const updated = await setParticipationStatus(trx, partnerId, {
      status,
      rejectedReason: status === 'refused' ? reason : null,
      offReason: status === 'off' ? reason : null,
      decidedBy: operator.accountId,
    });
    if (!updated) throw AppError.notFound('Заявка не найдена');
    // An approved partner gets its certificate's number, valid to the end of the year (issue 13).
    if (status === 'on') await giveCertificateIfNone(trx, partnerId, new Date());
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: `participation.${decision.decision}`,
      subjectType: 'partner',
      subjectId: partnerId,
      details: { status, reason },
    });
    const application = await findApplication(trx, partnerId);
    if (!application) throw AppError.notFound('Заявка не найдена');
    const recipients = new Set([application.email, ...(await listPartnerAccountEmails(trx, partnerId))]);
    for (const to of recipients) {
      await queueLetter(trx, enqueue, letterFor(decision, to, application, portalUrl));
    }
    return application;
  });
}

/** The operator confirms or rejects a partner's client (never a client of its own partner), audited. */
export async function decideCustomer(db: Db, operator: Caller, customerId: string, decision: CustomerDecision['decision']): Promise<void> {
  const status = decision === 'confirm' ? 'confirmed' : 'rejected';
  await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select(['partner_id as partnerId', 'email'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!customer) throw AppError.notFound(CUSTOMER_ERRORS.ERR_003);
    assertNotOwn(operator, customer);
    if (!(await setCustomerStatus(trx, customerId, status, operator.accountId))) throw AppError.notFound(CUSTOMER_ERRORS.ERR_003);
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: `customer.${decision}`,
      subjectType: 'customer',
      subjectId: customerId,
    });
  });
}
