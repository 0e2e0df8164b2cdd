/**
 * The account's own security (decision 034): its sessions, a password change with the current password, and recovery by
 * a single-use link sent to the account's e-mail. Each change is told in a letter.
 */
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  ACCOUNT_SECURITY_CODES,
  ACCOUNT_SECURITY_TEXTS,
  ERROR_CODES,
  MESSAGES,
  PASSWORD_CHANGE_MAX_FAILURES,
  PASSWORD_CHANGE_WINDOW_MS,
  PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL,
  PASSWORD_RESET_TEXTS,
  PASSWORD_RESET_TTL_MS,
  PASSWORD_RESET_WINDOW_MS,
  describeBrowser,
  formatDateTime,
  passwordIsEmail,
  passwordLinkState,
  passwordResetThrottledMessage,
  retryAfterMinutes,
  type AccountSession,
  type PasswordLinkState,
  type PasswordResetLinkInfo,
} from '@portal/domain';
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findAccountByEmail, findAccountById } from '../repositories/account.repository.ts';
import {
  findPasswordResetLink,
  insertPasswordResetLink,
  setAccountPassword,
  spendPasswordResetLink,
  type PasswordResetLinkRow,
} from '../repositories/password-reset.repository.ts';
import {
  deleteAccountSession,
  deleteAccountSessions,
  hasKnownDevices,
  listAccountSessions,
  rememberDevice,
} from '../repositories/session.repository.ts';
import { clearCounter, hitCounter } from '../repositories/throttle.repository.ts';
import { newSignInLetter, passwordChangedLetter, passwordResetLetter } from './account-letters.ts';
import { hashPassword } from './auth.service.ts';
import { evictCallerSession, type Caller } from './caller.ts';
import { counterAddress, forgetLoginFailures } from './login-throttle.ts';
import { queueLetter } from './mail.service.ts';

function sessionCaller(caller: Caller): { accountId: string; sessionId: string } {
  if (!caller.sessionId) throw AppError.forbidden();
  return { accountId: caller.accountId, sessionId: caller.sessionId };
}

export async function accountSessions(db: Db, caller: Caller): Promise<{ items: AccountSession[] }> {
  const { accountId, sessionId } = sessionCaller(caller);
  const rows = await listAccountSessions(db, accountId);
  const items = rows.map((row) => ({
    id: row.publicId,
    browser: describeBrowser(row.userAgent),
    address: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    current: row.id === sessionId,
  }));
  // The current session first, then the others by their last use.
  return { items: [...items.filter((s) => s.current), ...items.filter((s) => !s.current)] };
}

/** Ends one of the account's other sessions; another account's session (or an unknown id) is 404, like a missing row. */
export async function endSession(db: Db, caller: Caller, publicId: string): Promise<void> {
  const { accountId, sessionId } = sessionCaller(caller);
  const own = (await listAccountSessions(db, accountId)).find((s) => s.publicId === publicId);
  if (!own) throw AppError.notFound(ACCOUNT_SECURITY_TEXTS.sessionNotFound);
  if (own.id === sessionId) throw new AppError(ERROR_CODES.conflict, ACCOUNT_SECURITY_TEXTS.cannotEndCurrent, 409);
  const ended = await deleteAccountSession(db, accountId, publicId);
  if (!ended) throw AppError.notFound(ACCOUNT_SECURITY_TEXTS.sessionNotFound);
  evictCallerSession(ended);
}

export async function endOtherSessions(db: Db, caller: Caller): Promise<{ ended: number }> {
  const { accountId, sessionId } = sessionCaller(caller);
  const ended = await deleteAccountSessions(db, accountId, sessionId);
  for (const id of ended) evictCallerSession(id);
  return { ended: ended.length };
}

function throttled(message: string, retryAfterMs: number): AppError {
  const error = new AppError(ERROR_CODES.tooManyRequests, message, 429);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/**
 * Changes the password: the current one is required (wrong ones are counted per account and refused past the limit),
 * the new one follows the domain's rule and is not the e-mail; the account's other sessions end, a letter tells it.
 */
export async function changePassword(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
  portalUrl: string,
): Promise<void> {
  const { accountId, sessionId } = sessionCaller(caller);
  const account = await findAccountById(db, accountId);
  if (!account) throw AppError.unauthorized();
  const key = `password-change:${accountId}`;
  const hit = await hitCounter(db, key, PASSWORD_CHANGE_WINDOW_MS);
  if (hit.attempts > PASSWORD_CHANGE_MAX_FAILURES) {
    throw throttled(`Слишком много неверных попыток. Повторите через ${retryAfterMinutes(hit.retryAfterMs)} мин.`, hit.retryAfterMs);
  }
  if (!(await verify(account.passwordHash, input.currentPassword))) {
    throw new AppError(ACCOUNT_SECURITY_CODES.wrongPassword, ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword, 400, [
      { field: 'currentPassword', message: ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword },
    ]);
  }
  await clearCounter(db, key);
  if (passwordIsEmail(input.newPassword, account.email)) throw AppError.validation('newPassword', MESSAGES.passwordIsEmail);
  if (await verify(account.passwordHash, input.newPassword)) {
    throw new AppError(ACCOUNT_SECURITY_CODES.samePassword, ACCOUNT_SECURITY_TEXTS.samePassword, 400, [
      { field: 'newPassword', message: ACCOUNT_SECURITY_TEXTS.samePassword },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction().execute(async (trx) => {
    await setAccountPassword(trx, accountId, passwordHash);
    const ids = await deleteAccountSessions(trx, accountId, sessionId);
    await queueLetter(trx, enqueue, passwordChangedLetter(account.email, formatDateTime(new Date()), 'changed', portalUrl));
    return ids;
  });
  for (const id of ended) evictCallerSession(id);
}

export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Sends a recovery link if the e-mail belongs to an account; the answer is the same either way. Requests are counted
 * per requesting address and e-mail together (issue 30: counted per e-mail alone, a stranger's three requests blocked
 * the owner's recovery for an hour), before the account is looked up, so the limit says nothing about the e-mail.
 */
export async function requestPasswordReset(
  db: Db,
  enqueue: Enqueue,
  request: { email: string; address: string },
  portalUrl: string,
): Promise<{ message: string }> {
  const { email } = request;
  const key = `password-reset:${counterAddress(request.address)}:${normalEmail(email)}`;
  const hit = await hitCounter(db, key, PASSWORD_RESET_WINDOW_MS);
  if (hit.attempts > PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL) {
    throw throttled(passwordResetThrottledMessage(hit.retryAfterMs), hit.retryAfterMs);
  }
  const account = await findAccountByEmail(db, email);
  if (account) {
    const token = randomBytes(32).toString('base64url');
    const link = `${portalUrl.replace(/\/+$/, '')}/#/password/reset?token=${token}`;
    await db.transaction().execute(async (trx) => {
      await insertPasswordResetLink(trx, account.id, resetTokenHash(token), new Date(Date.now() + PASSWORD_RESET_TTL_MS));
      await queueLetter(trx, enqueue, passwordResetLetter(account.email, link));
    });
  }
  return { message: PASSWORD_RESET_TEXTS.sent };
}

const LINK_CODES: Record<Exclude<PasswordLinkState, 'valid'>, string> = {
  used: ACCOUNT_SECURITY_CODES.linkUsed,
  expired: ACCOUNT_SECURITY_CODES.linkExpired,
  replaced: ACCOUNT_SECURITY_CODES.linkReplaced,
};

/** The link if it can still set a password; otherwise 404 (unknown) or 410 saying what happened to it. */
function usableLink(link: PasswordResetLinkRow | undefined, now: Date): PasswordResetLinkRow {
  if (!link) throw new AppError(ACCOUNT_SECURITY_CODES.linkUnknown, PASSWORD_RESET_TEXTS.unknown, 404);
  const state = passwordLinkState(link, now);
  if (state !== 'valid') throw new AppError(LINK_CODES[state], PASSWORD_RESET_TEXTS[state], 410);
  return link;
}

/** Whether a link can still set a password: such a link's calls are never throttled (its owner is not kept out). */
export async function hasUsablePasswordResetLink(db: Db, token: string): Promise<boolean> {
  const link = await findPasswordResetLink(db, resetTokenHash(token));
  return link !== undefined && passwordLinkState(link, new Date()) === 'valid';
}

/** Whether the link still works (opening it, or a mail scanner fetching it, does not spend it). */
export async function checkPasswordReset(db: Db, token: string): Promise<PasswordResetLinkInfo> {
  const link = usableLink(await findPasswordResetLink(db, resetTokenHash(token)), new Date());
  return { expiresAt: link.expiresAt.toISOString() };
}

/** Sets the new password once: every session of the account ends, its failed logins are forgotten, a letter tells it. */
export async function completePasswordReset(db: Db, enqueue: Enqueue, token: string, password: string, portalUrl: string): Promise<void> {
  const tokenHash = resetTokenHash(token);
  const first = usableLink(await findPasswordResetLink(db, tokenHash), new Date());
  if (passwordIsEmail(password, first.email)) throw AppError.validation('password', MESSAGES.passwordIsEmail);
  const passwordHash = await hashPassword(password);
  const ended = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const link = usableLink(await findPasswordResetLink(trx, tokenHash, { lock: true }), now);
    if (!(await spendPasswordResetLink(trx, link.id, now))) throw new AppError(LINK_CODES.used, PASSWORD_RESET_TEXTS.used, 410);
    await setAccountPassword(trx, link.accountId, passwordHash);
    const ids = await deleteAccountSessions(trx, link.accountId, null);
    await queueLetter(trx, enqueue, passwordChangedLetter(link.email, formatDateTime(now), 'reset', portalUrl));
    return ids;
  });
  for (const id of ended) evictCallerSession(id);
  await forgetLoginFailures(db, first.email);
}

export function deviceHash(deviceToken: string): string {
  return createHash('sha256').update(`device:${deviceToken}`).digest('base64url');
}

/**
 * After a sign-in: remembers the browser (its long-lived device cookie) and, when the account had signed in before but
 * never from this browser, tells the account in a letter. Returns the device token for the cookie.
 */
export async function noteSignIn(
  db: Db,
  enqueue: Enqueue,
  sign: { accountId: string; deviceToken: string | undefined; userAgent: string | null; ipAddress: string | null },
  portalUrl: string,
): Promise<string> {
  const deviceToken =
    sign.deviceToken && /^[\w-]{32,64}$/.test(sign.deviceToken) ? sign.deviceToken : randomBytes(24).toString('base64url');
  const seenBefore = await hasKnownDevices(db, sign.accountId);
  const isNew = await rememberDevice(db, sign.accountId, deviceHash(deviceToken));
  const account = isNew && seenBefore ? await findAccountById(db, sign.accountId) : undefined;
  if (account) {
    await queueLetter(
      db,
      enqueue,
      newSignInLetter(account.email, formatDateTime(new Date()), describeBrowser(sign.userAgent), sign.ipAddress, portalUrl),
    );
  }
  return deviceToken;
}
