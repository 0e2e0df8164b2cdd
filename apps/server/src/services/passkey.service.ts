/**
 * Passkeys (WebAuthn through @simplewebauthn/server, decision 034): registration on «Безопасность», a passwordless
 * sign-in with a discoverable credential (it counts as both factors: the device holds the key and verified its user),
 * the list and removal. Challenges are kept server-side, used once and valid WEBAUTHN_CHALLENGE_TTL_MS; the relying
 * party is the host of the configured public URL and the origin is that URL's.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  ERROR_CODES,
  PASSKEY_CODES,
  PASSKEY_TEXTS,
  WEBAUTHN_CHALLENGE_TTL_MS,
  type PasskeyList,
  type PasskeyOptions,
} from '@portal/domain';
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { passkeyAddedLetter } from './account-letters.ts';
import type { Caller } from './caller.ts';
import { queueLetter } from './mail.service.ts';

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Портал партнеров 1С:ГРМ' };
}

function expired(): AppError {
  return new AppError(PASSKEY_CODES.challengeExpired, PASSKEY_TEXTS.challengeExpired, 400);
}

function notVerified(): AppError {
  return new AppError(PASSKEY_CODES.notVerified, PASSKEY_TEXTS.notVerified, 400);
}

async function keepChallenge(db: Db, challenge: string, purpose: 'register' | 'login', accountId: string | null): Promise<void> {
  // Expired challenges of anyone go with each new one, so the table stays small.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({ id: challenge, purpose, account_id: accountId, expires_at: new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_MS) })
    .execute();
}

/** Spends a challenge (single use, even when the answer then fails). */
async function spendChallenge(db: Db, challenge: string, purpose: 'register' | 'login', accountId: string | null): Promise<void> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date());
  query = accountId === null ? query.where('account_id', 'is', null) : query.where('account_id', '=', accountId);
  const spent = await query.executeTakeFirst();
  if (Number(spent.numDeletedRows) !== 1) throw expired();
}

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

export async function listPasskeys(db: Db, caller: Caller): Promise<PasskeyList> {
  const rows = await db
    .selectFrom('account_passkeys')
    .select(['id', 'name', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
    .where('account_id', '=', caller.accountId)
    .orderBy('created_at')
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
    })),
  };
}

export async function hasPasskey(db: Db, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('account_passkeys').select('id').where('account_id', '=', accountId).executeTakeFirst();
  return row !== undefined;
}

export async function passkeyRegistrationOptions(db: Db, caller: Caller, rp: RelyingParty): Promise<PasskeyOptions> {
  const existing = await db
    .selectFrom('account_passkeys')
    .select(['credential_id as id', 'transports'])
    .where('account_id', '=', caller.accountId)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: caller.email,
    // The account's id as the user handle: a passwordless sign-in finds the account by its credential anyway.
    userID: new TextEncoder().encode(caller.accountId),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', caller.accountId);
  return { challengeId: options.challenge, options: { ...options } };
}

export async function registerPasskey(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  input: { challengeId: string; name?: string | undefined; response: Record<string, unknown> },
  rp: RelyingParty,
  portalUrl: string,
): Promise<void> {
  await spendChallenge(db, input.challengeId, 'register', caller.accountId);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: input.challengeId,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw notVerified();
  }
  if (!verification.verified) throw notVerified();
  const { credential } = verification.registrationInfo;
  const taken = await db.selectFrom('account_passkeys').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
  if (taken) throw new AppError(ERROR_CODES.conflict, PASSKEY_TEXTS.alreadyRegistered, 409);
  const count = await db
    .selectFrom('account_passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', caller.accountId)
    .executeTakeFirstOrThrow();
  const name = input.name?.trim() || PASSKEY_TEXTS.defaultName(Number(count.count) + 1);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account_passkeys')
      .values({
        account_id: caller.accountId,
        credential_id: credential.id,
        public_key: base64url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .execute();
    await queueLetter(trx, enqueue, passkeyAddedLetter(caller.email, name, portalUrl));
  });
}

export async function removePasskey(db: Db, caller: Caller, id: string): Promise<void> {
  const removed = await db
    .deleteFrom('account_passkeys')
    .where('id', '=', id)
    .where('account_id', '=', caller.accountId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw AppError.notFound(PASSKEY_TEXTS.notFound);
}

/** A passwordless sign-in's options: no credentials listed, the browser offers the discoverable ones of this site. */
export async function passkeyLoginOptions(db: Db, rp: RelyingParty): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await keepChallenge(db, options.challenge, 'login', null);
  return { challengeId: options.challenge, options: { ...options } };
}

/** The account whose passkey answered the challenge; the signature counter is moved on. */
export async function passkeyLogin(
  db: Db,
  input: { challengeId: string; response: Record<string, unknown> },
  rp: RelyingParty,
): Promise<string> {
  await spendChallenge(db, input.challengeId, 'login', null);
  const response = input.response as unknown as AuthenticationResponseJSON;
  const stored = await db
    .selectFrom('account_passkeys')
    .select(['id', 'account_id as accountId', 'credential_id as credentialId', 'public_key as publicKey', 'counter', 'transports'])
    .where('credential_id', '=', String(input.response.id))
    .executeTakeFirst();
  if (!stored) throw new AppError(PASSKEY_CODES.notVerified, PASSKEY_TEXTS.unknownKey, 401);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: input.challengeId,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: Number(stored.counter),
        transports: stored.transports as AuthenticatorTransport[],
      },
    });
  } catch {
    throw new AppError(PASSKEY_CODES.notVerified, PASSKEY_TEXTS.notVerified, 401);
  }
  if (!verification.verified) throw new AppError(PASSKEY_CODES.notVerified, PASSKEY_TEXTS.notVerified, 401);
  await db
    .updateTable('account_passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date() })
    .where('id', '=', stored.id)
    .execute();
  return stored.accountId;
}
