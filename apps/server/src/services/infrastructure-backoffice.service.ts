/**
 * The vendor operator's side of infrastructure access: approve, refuse, suspend and resume through the domain's state
 * machine, each with its audit trail, the partner's ROLE_IAS_USER and its letter in one transaction; approval sends the
 * login with a single-use password link (decision 016).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Enqueue } from './enqueue.ts';
import {
  IAS_STATE_LABELS,
  IAS_TEXTS,
  iasReasonRequired,
  MESSAGES,
  iasRoleChange,
  nextIasState,
  passwordLinkExpiry,
  type IasAccessEvent,
  type IasAccessItem,
  type IasDecision,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import {
  findAccessAddressee,
  findAccessById,
  findAccessItem,
  grantInfrastructureRole,
  insertAccessEvent,
  insertPasswordLink,
  listAccessEvents,
  revokeInfrastructureRole,
  revokeOpenLinks,
  updateAccessStatus,
  type AccessRow,
} from '../repositories/infrastructure.repository.ts';
import type { Letter } from '../repositories/mail.repository.ts';
import type { Caller } from './caller.ts';
import { IAS_ERROR_CODES } from './infrastructure.service.ts';
import {
  accessGrantedLetter,
  accessRefusedLetter,
  accessResumedLetter,
  accessSuspendedLetter,
  passwordLinkLetter,
  type AccessAddressee,
} from './infrastructure-letters.ts';
import { queueLetter } from './mail.service.ts';

/** The token's digest: what the database keeps of a link (the token itself is only in the letter). */
export function passwordTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The public page that sets the password (a hash route: the token never reaches a server log in a path). */
export function passwordLinkUrl(portalUrl: string, token: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/#/ias/password?token=${token}`;
}

/** Replaces any unused link with a new one; returns what the letter needs. */
async function issuePasswordLink(
  trx: Db,
  operator: Caller,
  access: AccessRow,
  portalUrl: string,
): Promise<{ url: string; expiresAt: Date }> {
  await revokeOpenLinks(trx, access.id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = passwordLinkExpiry(new Date());
  await insertPasswordLink(trx, { accessId: access.id, tokenHash: passwordTokenHash(token), expiresAt, createdBy: operator.accountId });
  await insertAccessEvent(trx, {
    accessId: access.id,
    partnerId: access.partnerId,
    action: 'link.sent',
    from: null,
    to: null,
    actorAccountId: operator.accountId,
  });
  return { url: passwordLinkUrl(portalUrl, token), expiresAt };
}

async function lockAccess(trx: Db, operator: Caller, accessId: string): Promise<AccessRow> {
  const access = await findAccessById(trx, accessId, { lock: true });
  if (!access) throw AppError.notFound(IAS_TEXTS.requestNotFound);
  // Nobody decides on its own partner's access.
  if (operator.partnerId && access.partnerId === operator.partnerId) throw AppError.forbidden();
  return access;
}

async function itemOf(db: Db, accessId: string): Promise<IasAccessItem> {
  const item = await findAccessItem(db, accessId);
  if (!item) throw AppError.notFound(IAS_TEXTS.requestNotFound);
  return item;
}

export async function decideAccess(
  db: Db,
  enqueue: Enqueue,
  operator: Caller,
  accessId: string,
  decision: { decision: IasDecision; reason?: string | undefined },
  portalUrl: string,
): Promise<IasAccessItem> {
  await db.transaction().execute(async (trx) => {
    const access = await lockAccess(trx, operator, accessId);
    const transition = nextIasState(access.status, decision.decision);
    if (!transition.ok) {
      throw new AppError(IAS_ERROR_CODES.transition, IAS_TEXTS.transitionRefused(IAS_STATE_LABELS[access.status]), 409);
    }
    const reason = iasReasonRequired(decision.decision) ? decision.reason?.trim() || null : null;
    if (iasReasonRequired(decision.decision) && !reason) throw AppError.validation('reason', MESSAGES.reasonRequired);
    const moved = await updateAccessStatus(trx, access.id, access.status, {
      status: transition.to,
      reason,
      decidedBy: operator.accountId,
    });
    if (!moved) throw new AppError(IAS_ERROR_CODES.transition, IAS_TEXTS.transitionRefused(IAS_STATE_LABELS[access.status]), 409);

    const roleChange = iasRoleChange(access.status, transition.to);
    if (roleChange === 'grant') await grantInfrastructureRole(trx, access.partnerId);
    if (roleChange === 'revoke') await revokeInfrastructureRole(trx, access.partnerId);

    await insertAccessEvent(trx, {
      accessId: access.id,
      partnerId: access.partnerId,
      action: decision.decision,
      from: access.status,
      to: transition.to,
      reason,
      actorAccountId: operator.accountId,
    });
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: `ias.${decision.decision}`,
      subjectType: 'partner',
      subjectId: access.partnerId,
      details: { accessId: access.id, from: access.status, to: transition.to, reason },
    });

    const addressee = await findAccessAddressee(trx, access.id);
    await queueLetter(trx, enqueue, await letterFor(trx, operator, access, decision.decision, addressee, reason ?? '', portalUrl));
  });
  return itemOf(db, accessId);
}

/** The letter of a decision: a new link when access opens and no password was ever set. */
async function letterFor(
  trx: Db,
  operator: Caller,
  access: AccessRow,
  decision: IasDecision,
  to: AccessAddressee,
  reason: string,
  portalUrl: string,
): Promise<Letter> {
  switch (decision) {
    case 'refuse':
      return accessRefusedLetter(to, reason);
    case 'suspend':
      return accessSuspendedLetter(to, reason);
    case 'approve':
    case 'resume':
      if (decision === 'resume' && access.passwordSetAt) return accessResumedLetter(to, portalUrl);
      return accessGrantedLetter(to, await issuePasswordLink(trx, operator, access, portalUrl), decision === 'resume');
  }
}

/** The operator sends a new single-use link (a lost letter, a forgotten password); earlier links stop working. */
export async function resendPasswordLink(
  db: Db,
  enqueue: Enqueue,
  operator: Caller,
  accessId: string,
  portalUrl: string,
): Promise<IasAccessItem> {
  await db.transaction().execute(async (trx) => {
    const access = await lockAccess(trx, operator, accessId);
    if (access.status !== 'on') {
      throw new AppError(IAS_ERROR_CODES.transition, IAS_TEXTS.transitionRefused(IAS_STATE_LABELS[access.status]), 409);
    }
    const link = await issuePasswordLink(trx, operator, access, portalUrl);
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: 'ias.link-sent',
      subjectType: 'partner',
      subjectId: access.partnerId,
      details: { accessId: access.id },
    });
    await queueLetter(trx, enqueue, passwordLinkLetter(await findAccessAddressee(trx, access.id), link));
  });
  return itemOf(db, accessId);
}

export async function accessHistory(db: Db, accessId: string): Promise<{ items: IasAccessEvent[] }> {
  if (!(await findAccessById(db, accessId))) throw AppError.notFound(IAS_TEXTS.requestNotFound);
  return { items: await listAccessEvents(db, accessId) };
}
