/** Passkeys (decision 034): registration, a passwordless sign-in that counts as both factors, the list and removal. */
import { PASSKEY_TEXTS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { relyingParty } from '../src/services/passkey.service.ts';
import { createAccount, createActivePartner } from './support/factories.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import { request, sessionFrom, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

function authenticator(): SoftwareAuthenticator {
  const rp = relyingParty(ctx.app.config.publicUrl);
  return new SoftwareAuthenticator(rp.id, rp.origin);
}

async function registerOptions(session: Session) {
  const response = await request(ctx.app, session, { method: 'POST', url: '/api/account/passkeys/options' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function addPasskey(session: Session, device: SoftwareAuthenticator, name?: string) {
  const { challengeId, options } = await registerOptions(session);
  return request(ctx.app, session, {
    method: 'POST',
    url: '/api/account/passkeys',
    payload: { challengeId, name, response: device.register(options) },
  });
}

async function signInWith(device: SoftwareAuthenticator) {
  const start = await ctx.app.inject({ method: 'POST', url: '/api/auth/passkey/options' });
  expect(start.statusCode).toBe(200);
  const { challengeId, options } = start.json();
  expect(options.allowCredentials ?? []).toEqual([]);
  return ctx.app.inject({ method: 'POST', url: '/api/auth/passkey', payload: { challengeId, response: device.assert(options) } });
}

describe('passkeys', () => {
  it('registers a discoverable passkey verified by the device, lists it and sends «Добавлен ключ доступа»', async () => {
    const account = await createActivePartner(ctx.app);
    const { options } = await registerOptions(account.session);
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const device = authenticator();
    const added = await addPasskey(account.session, device, 'Ноутбук');
    expect(added.statusCode).toBe(201);
    const list = await request(ctx.app, account.session, { method: 'GET', url: '/api/account/passkeys' });
    expect(list.json().items).toEqual([expect.objectContaining({ name: 'Ноутбук', lastUsedAt: null })]);
    const letters = await ctx.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', account.email)
      .execute();
    expect(letters.map((l) => l.subject)).toContain('Добавлен ключ доступа');
    // A second one gets a default name; the first is excluded from the options so a device is not registered twice.
    const next = await registerOptions(account.session);
    expect(next.options.excludeCredentials).toHaveLength(1);
    expect((await addPasskey(account.session, authenticator())).statusCode).toBe(201);
    const names = (await request(ctx.app, account.session, { method: 'GET', url: '/api/account/passkeys' }))
      .json()
      .items.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Ноутбук', PASSKEY_TEXTS.defaultName(2)]);
  });

  it('signs in without a password and the session works', async () => {
    const account = await createAccount(ctx.app);
    const device = authenticator();
    await addPasskey(account.session, device);
    const signIn = await signInWith(device);
    expect(signIn.statusCode).toBe(200);
    const session = sessionFrom(signIn);
    const me = await request(ctx.app, session, { method: 'GET', url: '/api/me' });
    expect(me.json().email).toBe(account.email);
    const list = await request(ctx.app, session, { method: 'GET', url: '/api/account/passkeys' });
    expect(list.json().items[0].lastUsedAt).not.toBeNull();
  });

  it('uses a challenge once, refuses a foreign origin, a response to another challenge and an unknown key', async () => {
    const account = await createAccount(ctx.app);
    const device = authenticator();
    await addPasskey(account.session, device);
    const start = (await ctx.app.inject({ method: 'POST', url: '/api/auth/passkey/options' })).json();
    const answer = device.assert(start.options);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      payload: { challengeId: start.challengeId, response: answer },
    });
    expect(first.statusCode).toBe(200);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      payload: { challengeId: start.challengeId, response: answer },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(PASSKEY_TEXTS.challengeExpired);

    const phishing = new SoftwareAuthenticator('localhost', 'https://evil.example');
    phishing.credentials.push(...device.credentials);
    const other = (await ctx.app.inject({ method: 'POST', url: '/api/auth/passkey/options' })).json();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      payload: { challengeId: other.challengeId, response: phishing.assert(other.options) },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(PASSKEY_TEXTS.notVerified);

    const stranger = authenticator();
    stranger.register({ challenge: 'x', user: { id: 'y' } });
    const unknown = await signInWith(stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(PASSKEY_TEXTS.unknownKey);

    // A registration answering a challenge of another account is refused.
    const someoneElse = await createAccount(ctx.app);
    const theirs = await registerOptions(someoneElse.session);
    const stolen = await request(ctx.app, account.session, {
      method: 'POST',
      url: '/api/account/passkeys',
      payload: { challengeId: theirs.challengeId, response: authenticator().register(theirs.options) },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PASSKEY_TEXTS.challengeExpired);
  });

  it('refuses a registration whose device did not sign the right challenge', async () => {
    const account = await createAccount(ctx.app);
    const { challengeId, options } = await registerOptions(account.session);
    const forged = authenticator().register(options, 'another-challenge-value');
    const response = await request(ctx.app, account.session, {
      method: 'POST',
      url: '/api/account/passkeys',
      payload: { challengeId, response: forged },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PASSKEY_TEXTS.notVerified);
  });

  it('a removed passkey no longer signs in; another account cannot remove it', async () => {
    const account = await createAccount(ctx.app);
    const device = authenticator();
    await addPasskey(account.session, device);
    const [passkey] = (await request(ctx.app, account.session, { method: 'GET', url: '/api/account/passkeys' })).json().items;
    const intruder = await createAccount(ctx.app);
    const foreign = await request(ctx.app, intruder.session, { method: 'DELETE', url: `/api/account/passkeys/${passkey.id}` });
    expect(foreign.statusCode).toBe(404);
    const removed = await request(ctx.app, account.session, { method: 'DELETE', url: `/api/account/passkeys/${passkey.id}` });
    expect(removed.statusCode).toBe(204);
    const signIn = await signInWith(device);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(PASSKEY_TEXTS.unknownKey);
  });

  it('needs a session to register or list', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/passkeys' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/account/passkeys/options' })).statusCode).toBe(401);
  });
});
