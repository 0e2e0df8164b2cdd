/**
 * The second factor (decision 034): TOTP through otplib (RFC 6238, SHA-1, 6 digits, 30 s, one step of clock drift),
 * each code accepted once (the last used time step is kept), ten single-use recovery codes kept as SHA-256, and the
 * login's second step behind a short-lived challenge.
 */
import { createHash, randomBytes } from 'node:crypto';
import { verify as verifyPassword } from '@node-rs/argon2';
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-node';
import { verify as verifyTotp } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import {
  ACCOUNT_SECURITY_CODES,
  ACCOUNT_SECURITY_TEXTS,
  ERROR_CODES,
  LOGIN_CHALLENGE_TTL_MS,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CODES,
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_TEXTS,
  SECOND_FACTOR_WINDOW_MS,
  TOTP_ISSUER,
  normalRecoveryCode,
  retryAfterMinutes,
  type SecondFactorState,
  type TotpSetup,
} from '@portal/domain';
import { sql } from 'kysely';
import type { Enqueue } from './enqueue.ts';
import QRCode from 'qrcode';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { clearCounter, hitCounter } from '../repositories/throttle.repository.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { findAccountByEmail, findAccountById, listAuthorities } from '../repositories/account.repository.ts';
import { secondFactorLetter, secondFactorResetLetter } from './account-letters.ts';
import type { Caller } from './caller.ts';
import { mustEnrol } from './security-settings.service.ts';
import { queueLetter } from './mail.service.ts';

const PERIOD_S = 30;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function wrongCode(): AppError {
  return new AppError(SECOND_FACTOR_CODES.wrongCode, SECOND_FACTOR_TEXTS.wrongCode, 400, [
    { field: 'code', message: SECOND_FACTOR_TEXTS.wrongCode },
  ]);
}

function throttled(retryAfterMs: number): AppError {
  const error = new AppError(ERROR_CODES.tooManyRequests, SECOND_FACTOR_TEXTS.throttled(retryAfterMinutes(retryAfterMs)), 429);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/** The time step a code matched, or null; a step not after `lastStep` is a replay and does not match. */
export async function matchTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verifyTotp({
    secret,
    token: code,
    crypto,
    base32,
    period: PERIOD_S,
    epochTolerance: PERIOD_S,
    epoch: Math.floor(now / 1000),
  });
  if (!result.valid) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + result.delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

async function counted(db: Db, key: string): Promise<void> {
  const hit = await hitCounter(db, key, SECOND_FACTOR_WINDOW_MS);
  if (hit.attempts > SECOND_FACTOR_MAX_FAILURES) throw throttled(hit.retryAfterMs);
}

async function totpRow(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select([
      'id',
      'email',
      'password_hash as passwordHash',
      'totp_secret as secret',
      'totp_pending_secret as pending',
      'totp_last_step as lastStep',
    ])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

export async function secondFactorState(db: Db, caller: Caller): Promise<SecondFactorState> {
  const row = await totpRow(db, caller.accountId);
  const left = await db
    .selectFrom('account_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', caller.accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const passkeys = await db
    .selectFrom('account_passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', caller.accountId)
    .executeTakeFirstOrThrow();
  return {
    totpEnabled: row.secret !== null,
    recoveryCodesLeft: row.secret ? Number(left.count) : 0,
    passkeys: Number(passkeys.count),
    enrolmentRequired: await mustEnrol(db, caller),
  };
}

/** Starts enrolment: a new secret (kept as pending until a code confirms it), its otpauth URI and QR code. */
export async function startTotp(db: Db, caller: Caller): Promise<TotpSetup> {
  const row = await totpRow(db, caller.accountId);
  if (row.secret) throw new AppError(ERROR_CODES.conflict, SECOND_FACTOR_TEXTS.alreadyOn, 409);
  const secret = base32.encode(randomBytes(20));
  await db.updateTable('accounts').set({ totp_pending_secret: secret }).where('id', '=', caller.accountId).execute();
  const uri = generateTOTP({ issuer: TOTP_ISSUER, label: row.email, secret });
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = base32.encode(randomBytes(7)).slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Confirms enrolment with a code of the app: the factor is on, ten recovery codes are shown once, a letter tells it. */
export async function enableTotp(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  code: string,
  portalUrl: string,
): Promise<{ recoveryCodes: string[] }> {
  await counted(db, `totp:${caller.accountId}`);
  const row = await totpRow(db, caller.accountId);
  if (row.secret) throw new AppError(ERROR_CODES.conflict, SECOND_FACTOR_TEXTS.alreadyOn, 409);
  if (!row.pending) throw new AppError(ERROR_CODES.conflict, SECOND_FACTOR_TEXTS.enrolmentMissing, 409);
  const step = await matchTotp(row.pending, code, null);
  if (step === null) throw wrongCode();
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ totp_secret: row.pending, totp_pending_secret: null, totp_enabled_at: new Date(), totp_last_step: step })
      .where('id', '=', caller.accountId)
      .execute();
    await trx.deleteFrom('account_recovery_codes').where('account_id', '=', caller.accountId).execute();
    await trx
      .insertInto('account_recovery_codes')
      .values(recoveryCodes.map((c) => ({ account_id: caller.accountId, code_hash: sha256(normalRecoveryCode(c)) })))
      .execute();
    await queueLetter(trx, enqueue, secondFactorLetter(row.email, true, portalUrl));
  });
  await clearCounter(db, `totp:${caller.accountId}`);
  return { recoveryCodes };
}

/**
 * Checks a second-factor code of the account: a TOTP code not used before, or an unused recovery code (spent). Returns
 * whether it matched; the caller counts failures.
 */
async function acceptCode(db: Db, accountId: string, code: string): Promise<boolean> {
  const row = await totpRow(db, accountId);
  if (!row.secret) return false;
  const trimmed = code.trim();
  const step = await matchTotp(row.secret, trimmed, row.lastStep === null ? null : Number(row.lastStep));
  if (step !== null) {
    // Guarded by the step, so two requests with one code cannot both pass.
    const updated = await db
      .updateTable('accounts')
      .set({ totp_last_step: step })
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
  const spent = await db
    .updateTable('account_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', sha256(normalRecoveryCode(trimmed)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Turns the factor off: the password and a code are required; a letter tells it. */
export async function disableTotp(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  input: { password: string; code: string },
  portalUrl: string,
): Promise<void> {
  await counted(db, `totp:${caller.accountId}`);
  const row = await totpRow(db, caller.accountId);
  if (!row.secret) throw new AppError(ERROR_CODES.conflict, SECOND_FACTOR_TEXTS.notOn, 409);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError(ACCOUNT_SECURITY_CODES.wrongPassword, ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword, 400, [
      { field: 'password', message: ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword },
    ]);
  }
  if (!(await acceptCode(db, caller.accountId, input.code))) throw wrongCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', caller.accountId)
      .execute();
    await trx.deleteFrom('account_recovery_codes').where('account_id', '=', caller.accountId).execute();
    await queueLetter(trx, enqueue, secondFactorLetter(row.email, false, portalUrl));
  });
  await clearCounter(db, `totp:${caller.accountId}`);
}

export async function hasSecondFactor(db: Db, accountId: string): Promise<boolean> {
  const row = await totpRow(db, accountId);
  return row.secret !== null;
}

/** After a right password: a challenge token for the second step (only its SHA-256 is kept). */
export async function openLoginChallenge(db: Db, accountId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('login_challenges')
    .values({ id: sha256(token), account_id: accountId, expires_at: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS) })
    .execute();
  return token;
}

/** The second step: the challenge's account if the code is right (the challenge is spent); wrong codes are limited. */
export async function passLoginChallenge(db: Db, challenge: string, code: string): Promise<string> {
  const id = sha256(challenge);
  const row = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .returning(['account_id as accountId', 'attempts'])
    .executeTakeFirst();
  if (!row || row.attempts > SECOND_FACTOR_MAX_FAILURES) {
    await db.deleteFrom('login_challenges').where('id', '=', id).execute();
    throw new AppError(SECOND_FACTOR_CODES.challengeExpired, SECOND_FACTOR_TEXTS.challengeExpired, 401);
  }
  // Per account too, whatever challenge the guesses come with.
  await counted(db, `totp:${row.accountId}`);
  if (!(await acceptCode(db, row.accountId, code))) throw wrongCode();
  await db.deleteFrom('login_challenges').where('id', '=', id).execute();
  await clearCounter(db, `totp:${row.accountId}`);
  const account = await findAccountById(db, row.accountId);
  if (!account) throw new AppError(SECOND_FACTOR_CODES.challengeExpired, SECOND_FACTOR_TEXTS.challengeExpired, 401);
  return account.id;
}

/** The back office turns off a partner's (or distributor's) second factor: an audit entry and a letter tell it. */
export async function resetSecondFactor(db: Db, enqueue: Enqueue, operator: Caller, email: string, portalUrl: string): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account) throw AppError.notFound(SECOND_FACTOR_TEXTS.accountNotFound);
  if ((await listAuthorities(db, account.id)).includes('ROLE_VENDOR')) throw AppError.forbidden(SECOND_FACTOR_TEXTS.operatorReset);
  if (!(await hasSecondFactor(db, account.id))) throw new AppError(ERROR_CODES.conflict, SECOND_FACTOR_TEXTS.notOn, 409);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('account_recovery_codes').where('account_id', '=', account.id).execute();
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: 'account.second-factor-reset',
      subjectType: 'account',
      subjectId: account.id,
      details: { email: account.email },
    });
    await queueLetter(trx, enqueue, secondFactorResetLetter(account.email, portalUrl));
  });
}
