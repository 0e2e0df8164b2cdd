/** The second factor (decision 034): TOTP enrolment, the login's second step, recovery codes, turning it off. */
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-node';
import { generate } from '@otplib/totp';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_TEXTS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createOperator, TEST_PASSWORD } from './support/factories.ts';
import { request, sessionFrom, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

function codeAt(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, crypto, base32, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

async function enrol(session: Session): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await request(ctx.app, session, { method: 'POST', url: '/api/account/totp/setup' });
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qr } = setup.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(uri).toContain(`secret=${secret}`);
  expect(qr).toMatch(/^data:image\/png;base64,/);
  const enable = await request(ctx.app, session, {
    method: 'POST',
    url: '/api/account/totp/enable',
    payload: { code: await codeAt(secret, -1) },
  });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json().recoveryCodes };
}

function passwordStep(email: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
}

function codeStep(challenge: string, code: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login/second-factor', payload: { challenge, code } });
}

describe('TOTP', () => {
  it('enrols with a code of the app, shows ten recovery codes once and sends a letter', async () => {
    const account = await createAccount(ctx.app);
    const setup = await request(ctx.app, account.session, { method: 'POST', url: '/api/account/totp/setup' });
    const wrong = await request(ctx.app, account.session, { method: 'POST', url: '/api/account/totp/enable', payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_TEXTS.wrongCode);
    const enable = await request(ctx.app, account.session, {
      method: 'POST',
      url: '/api/account/totp/enable',
      payload: { code: await codeAt(setup.json().secret) },
    });
    expect(enable.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const state = await request(ctx.app, account.session, { method: 'GET', url: '/api/account/second-factor' });
    expect(state.json()).toEqual({ totpEnabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT, passkeys: 0, enrolmentRequired: false });
    const letters = await ctx.app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', account.email).execute();
    expect(letters.map((l) => l.subject)).toContain('Второй фактор включен');
  });

  it('asks for the code after the password; a right code signs in once, a replayed or wrong one does not', async () => {
    const account = await createAccount(ctx.app);
    const { secret } = await enrol(account.session);
    const first = await passwordStep(account.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ secondFactor: true });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge } = first.json();

    const wrong = await codeStep(challenge, '123456');
    expect(wrong.statusCode).toBe(400);
    const code = await codeAt(secret);
    const right = await codeStep(challenge, code);
    expect(right.statusCode).toBe(200);
    const session = sessionFrom(right);
    expect((await request(ctx.app, session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    // The same code again (another login) is refused, and a spent challenge is gone.
    const again = await passwordStep(account.email);
    const replay = await codeStep(again.json().challenge, code);
    expect(replay.statusCode).toBe(400);
    expect((await codeStep(challenge, code)).statusCode).toBe(401);
  });

  it('takes a recovery code once instead of the app', async () => {
    const account = await createAccount(ctx.app);
    const { recoveryCodes } = await enrol(account.session);
    const code = recoveryCodes[0] ?? '';
    const one = await passwordStep(account.email);
    expect((await codeStep(one.json().challenge, code.toLowerCase())).statusCode).toBe(200);
    const two = await passwordStep(account.email);
    expect((await codeStep(two.json().challenge, code)).statusCode).toBe(400);
  });

  it('throttles wrong codes and ends the challenge', async () => {
    const account = await createAccount(ctx.app);
    await enrol(account.session);
    const { challenge } = (await passwordStep(account.email)).json();
    for (let i = 0; i < 5; i++) expect((await codeStep(challenge, '000000')).statusCode).toBe(400);
    const refused = await codeStep(challenge, '000000');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SECOND_FACTOR_TEXTS.challengeExpired);
    const next = await codeStep((await passwordStep(account.email)).json().challenge, '000000');
    expect(next.statusCode).toBe(429);
  });

  it('turns off with the password and a code only, and sends a letter', async () => {
    const account = await createAccount(ctx.app);
    const { secret } = await enrol(account.session);
    const off = (payload: object) => request(ctx.app, account.session, { method: 'POST', url: '/api/account/totp/disable', payload });
    expect((await off({ password: 'wrong-password', code: await codeAt(secret) })).statusCode).toBe(400);
    expect((await off({ password: TEST_PASSWORD, code: '000000' })).statusCode).toBe(400);
    expect((await off({ password: TEST_PASSWORD, code: await codeAt(secret, 1) })).statusCode).toBe(204);
    expect((await passwordStep(account.email)).json()).toHaveProperty('csrfToken');
    const letters = await ctx.app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', account.email).execute();
    expect(letters.map((l) => l.subject)).toContain('Второй фактор выключен');
  });
});

describe('POST /api/backoffice/second-factor-reset', () => {
  it("turns a partner's second factor off with an audit entry and a letter", async () => {
    const partner = await createActivePartner(ctx.app);
    await enrol(partner.session);
    const operator = await createOperator(ctx.app);
    const reset = (session: Session, email: string) =>
      request(ctx.app, session, { method: 'POST', url: '/api/backoffice/second-factor-reset', payload: { email } });

    expect((await reset(partner.session, partner.email)).statusCode).toBe(403);
    expect((await reset(operator.session, partner.email)).statusCode).toBe(204);
    expect((await passwordStep(partner.email)).json()).toHaveProperty('csrfToken');
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id'])
      .where('subject_id', '=', partner.accountId)
      .execute();
    expect(audit).toContainEqual({ action: 'account.second-factor-reset', actor_account_id: operator.accountId });
    const letters = await ctx.app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', partner.email).execute();
    expect(letters.map((l) => l.subject)).toContain('Второй фактор сброшен');

    const again = await reset(operator.session, partner.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SECOND_FACTOR_TEXTS.notOn);
    expect((await reset(operator.session, 'nobody-here@test.ru')).statusCode).toBe(404);
    const colleague = await createOperator(ctx.app);
    expect((await reset(operator.session, colleague.email)).json().message).toBe(SECOND_FACTOR_TEXTS.operatorReset);
  });
});
