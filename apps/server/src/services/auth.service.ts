/** Identity (built-in adapter): email and password accounts, argon2id hashes, server-side sessions. */
import { hash as digest, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ERROR_CODES, ERROR_MESSAGES, TEAM_ERROR_CODES, TEAM_ERRORS, type LoginRequest, type SignupRequest } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { findAccountByEmail, insertAccount, touchLastLogin } from '../repositories/account.repository.ts';
import { deleteSession, insertSession, type SessionClient } from '../repositories/session.repository.ts';
import { countLoginAttempt, forgetLoginFailures } from './login-throttle.ts';
import { evictCallerSession } from './caller.ts';

export type NewSession = { token: string; csrfToken: string; expiresAt: Date; accountId: string; sessionId: string };
export type { SessionClient };

const NO_CLIENT: SessionClient = { userAgent: null, ipAddress: null };

// A hash to verify against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = await hash('no-such-account-password');

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function sessionIdOf(token: string): string {
  // The one-shot hash: it runs on every request, and creating a Hash object cost more than the digest.
  return digest('sha256', token, 'base64url');
}

export async function openSession(db: Db, accountId: string, ttlDays: number, client: SessionClient = NO_CLIENT): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  const sessionId = sessionIdOf(token);
  await insertSession(db, { id: sessionId, accountId, csrfToken, expiresAt }, client);
  return { token, csrfToken, expiresAt, accountId, sessionId };
}

export async function signup(
  db: Db,
  input: { name: string; email: string; password: string },
  ttlDays: number,
  client: SessionClient = NO_CLIENT,
): Promise<NewSession> {
  const emailTaken = new AppError(ERROR_CODES.conflict, ERROR_MESSAGES.emailTaken, 409, [
    { field: 'email', message: ERROR_MESSAGES.emailTaken },
  ]);
  if (await findAccountByEmail(db, input.email)) throw emailTaken;
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const accountId = await insertAccount(trx, { email: input.email, passwordHash, name: input.name }, ['ROLE_USER']);
      return openSession(trx, accountId, ttlDays, client);
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw emailTaken;
    throw error;
  }
}

/** Checks the password; failed attempts per e-mail are limited (ThrottledError), and a success resets their count. */
export async function checkPassword(db: Db, input: { email: string; password: string }): Promise<string> {
  await countLoginAttempt(db, input.email);
  const account = await findAccountByEmail(db, input.email);
  const valid = await verify(account?.passwordHash ?? DUMMY_HASH, input.password);
  if (!account || !valid) throw AppError.unauthorized(ERROR_MESSAGES.badCredentials);
  await forgetLoginFailures(db, input.email);
  await refuseIfSuspended(db, account.id);
  return account.id;
}

/** A person its organisation's administrator suspended opens no session, by any factor (issue 32). */
async function refuseIfSuspended(db: Db, accountId: string): Promise<void> {
  const row = await db.selectFrom('accounts').select('suspended_at').where('id', '=', accountId).executeTakeFirst();
  if (row?.suspended_at) throw new AppError(TEAM_ERROR_CODES.accountSuspended, TEAM_ERRORS.accountSuspended, 403);
}

/** A signed-in account (every factor passed): its session. */
export async function startSession(db: Db, accountId: string, ttlDays: number, client: SessionClient = NO_CLIENT): Promise<NewSession> {
  await refuseIfSuspended(db, accountId);
  await touchLastLogin(db, accountId);
  return openSession(db, accountId, ttlDays, client);
}

export async function login(
  db: Db,
  input: { email: string; password: string },
  ttlDays: number,
  client: SessionClient = NO_CLIENT,
): Promise<NewSession> {
  return startSession(db, await checkPassword(db, input), ttlDays, client);
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
  evictCallerSession(sessionId);
}

export type { LoginRequest, SignupRequest };
