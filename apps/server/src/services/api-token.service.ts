/**
 * The partner's API token (decision 019): issued on the token page, shown once, kept only as its SHA-256, no expiry;
 * a reissue replaces the hash, so the old token answers 401 on its next call. Bearer calls resolve their caller here.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_ERRORS,
  API_TOKEN_PREFIX,
  API_TOKEN_LAST_USED_PRECISION_MS,
  ERROR_CODES,
  formatDateTime,
  MEMBER_FIELD_LABELS,
  MEMBER_ROLE_LABELS,
  roleWithin,
  TEAM_ERRORS,
  type ApiTokenIssued,
  type ApiTokenRequest,
  type ApiTokenState,
} from '@portal/domain';
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { AppError } from '../errors/app-error.ts';
import {
  deleteOrganisationToken,
  findTokenState,
  listOrganisationTokens,
  replaceToken,
  resolveBearer,
} from '../repositories/api-token.repository.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import type { Caller } from './caller.ts';
import { recordJournal, type JournalActor } from './journal.service.ts';
import { apiTokenIssuedLetter, apiTokenRevokedLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';

export function apiTokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Issues (or reissues) the caller's token, carrying the role asked (the caller's own by default, never more: issue 32):
 * the old one stops working in the same transaction; the partner gets a letter, the journal an entry.
 */
export async function issueApiToken(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  actor: JournalActor | null,
  request: ApiTokenRequest,
  portalUrl: string,
): Promise<ApiTokenIssued> {
  const holder = caller.memberRole ?? 'ADMIN';
  const role = request.role ?? holder;
  if (!roleWithin(role, holder)) throw AppError.forbidden(TEAM_ERRORS.tokenRoleTooHigh);
  if (caller.partnerId) await refuseIfBlocked(db, caller.partnerId);
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const issued = await db.transaction().execute(async (trx) => {
    const row = await replaceToken(trx, caller.accountId, apiTokenHashOf(token), role);
    await queueLetter(trx, enqueue, apiTokenIssuedLetter(caller.email, formatDateTime(row.issuedAt), portalUrl));
    await recordAudit(trx, { actorAccountId: caller.accountId, action: 'api-token.issued', subjectType: 'api_token', subjectId: row.id });
    if (actor) {
      await recordJournal(trx, actor, {
        action: 'token.issued',
        subjectType: 'api_token',
        subjectId: row.id,
        subjectLabel: caller.email,
        changes: [{ field: MEMBER_FIELD_LABELS.role, before: null, after: MEMBER_ROLE_LABELS[role] }],
      });
    }
    return row;
  });
  return { jwt: token, issuedAt: issued.issuedAt.toISOString() };
}

/** The caller's own token (the spec's fields) and every token of its organisation with its owner. */
export async function getApiTokenState(db: Db, caller: Caller): Promise<ApiTokenState> {
  const [row, tokens] = await Promise.all([
    findTokenState(db, caller.accountId),
    caller.partnerId ? listOrganisationTokens(db, caller.partnerId) : Promise.resolve([]),
  ]);
  return {
    issued: row !== undefined,
    issuedAt: row?.issuedAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
    tokens: tokens.map((t) => ({
      id: t.id,
      owner: { id: t.ownerId, name: t.ownerName, email: t.ownerEmail },
      role: t.role,
      issuedAt: t.issuedAt.toISOString(),
      lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
      own: t.ownerId === caller.accountId,
      ownerSuspended: t.ownerSuspended,
    })),
  };
}

/** An administrator revokes any token of the organisation's people: it answers 401 from its next call; its owner is told. */
export async function revokeApiToken(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  actor: JournalActor | null,
  id: string,
  portalUrl: string,
): Promise<void> {
  if (!caller.partnerId) throw AppError.forbidden();
  const partnerId = caller.partnerId;
  await db.transaction().execute(async (trx) => {
    const revoked = await deleteOrganisationToken(trx, partnerId, id);
    if (!revoked) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.tokenNotFound, 404);
    await queueLetter(trx, enqueue, apiTokenRevokedLetter(revoked.email, formatDateTime(new Date()), portalUrl));
    await recordAudit(trx, {
      actorAccountId: caller.accountId,
      action: 'api-token.revoked',
      subjectType: 'api_token',
      subjectId: id,
      details: { ownerAccountId: revoked.accountId, role: revoked.role },
    });
    await recordJournal(trx, actor, {
      action: 'token.revoked',
      subjectType: 'api_token',
      subjectId: id,
      subjectLabel: revoked.email,
      changes: [{ field: MEMBER_FIELD_LABELS.role, before: MEMBER_ROLE_LABELS[revoked.role], after: null }],
    });
  });
}

/** 429 for a token over its per-minute limit, with the same time as Retry-After. */
export class ApiTokenThrottledError extends AppError {
  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(ERROR_CODES.tooManyRequests, API_TOKEN_ERRORS.rateLimited(seconds), 429);
    this.retryAfterSeconds = seconds;
  }
}

/** The token of an `Authorization: Bearer …` header; undefined when the header is absent or of another scheme. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : header.toLowerCase().startsWith('bearer') ? '' : undefined;
}

/**
 * The caller of a Bearer token: one statement finds it by its hash's unique index and counts the call; an unknown or
 * reissued token is 401, a token over its limit 429. Nothing is cached, so a reissue is seen on every instance at once.
 */
export async function callerByApiToken(db: Db, token: string, limit: { max: number; timeWindowMs: number }): Promise<Caller> {
  const row = token ? await resolveBearer(db, apiTokenHashOf(token), limit.timeWindowMs, API_TOKEN_LAST_USED_PRECISION_MS) : undefined;
  if (!row) throw AppError.unauthorized(API_TOKEN_ERRORS.invalid);
  if (row.attempts > limit.max) throw new ApiTokenThrottledError(row.retryAfterMs);
  return {
    accountId: row.accountId,
    email: row.email,
    authorities: row.authorities,
    partnerId: row.partnerId,
    participationStatus: row.partnerId ? row.participationStatus : undefined,
    sessionId: null,
    csrfToken: null,
    apiTokenId: row.tokenId,
    memberRole: row.memberRole,
    tokenRole: row.tokenRole,
  };
}

/** Every call made with a token goes to the audit log (after the answer is sent: it never delays the call). */
export async function recordApiTokenCall(
  db: Db,
  caller: Caller,
  call: { method: string; route: string; url: string; statusCode: number; requestId: string },
): Promise<void> {
  if (!caller.apiTokenId) return;
  await recordAudit(db, {
    actorAccountId: caller.accountId,
    action: 'api-token.call',
    subjectType: 'api_token',
    subjectId: caller.apiTokenId,
    details: call,
  });
}
