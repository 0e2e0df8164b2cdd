/** The account's own security (decision 034): sessions, password change, password recovery by a single-use link. */
import {
  ACCOUNT_SECURITY_TEXTS,
  MESSAGES,
  PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL,
  PASSWORD_RESET_TEXTS,
  passwordResetThrottledMessage,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, TEST_PASSWORD, uniqueEmail } from './support/factories.ts';
import { buildTestApp, login, request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NEW_PASSWORD = 'лиса-в-степи-42';

async function loginWith(email: string, password: string, userAgent = CHROME): Promise<Session> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  const cookies = response.cookies as Array<{ name: string; value: string }>;
  const value = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  return { cookie: `portal_session=${value('portal_session')}; portal_csrf=${value('portal_csrf')}`, csrfToken: value('portal_csrf') };
}

function letters(email: string, kind: string) {
  return ctx.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
}

async function resetLink(email: string): Promise<string> {
  const sent = await letters(email, 'account.password-reset');
  const text = sent.at(-1)?.body_text ?? '';
  const token = /token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No recovery link in: ${text}`);
  return token;
}

describe('GET /api/account/sessions and ending them', () => {
  it('lists the sessions with the browser and address, the current one marked and first', async () => {
    const account = await createAccount(ctx.app);
    const other = await loginWith(account.email, TEST_PASSWORD);
    const response = await request(ctx.app, account.session, { method: 'GET', url: '/api/account/sessions' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ current: true });
    expect(items[1]).toMatchObject({ current: false, browser: 'Chrome 131, Windows', address: '127.0.0.1' });
    expect(items[1].id).toMatch(/^[0-9a-f-]{36}$/);

    const ended = await request(ctx.app, account.session, { method: 'DELETE', url: `/api/account/sessions/${items[1].id}` });
    expect(ended.statusCode).toBe(204);
    expect((await request(ctx.app, other, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it("answers 404 for another account's session and refuses to end the current one here", async () => {
    const account = await createAccount(ctx.app);
    const stranger = await createAccount(ctx.app);
    const strangers = (await request(ctx.app, stranger.session, { method: 'GET', url: '/api/account/sessions' })).json().items;
    const foreign = await request(ctx.app, account.session, { method: 'DELETE', url: `/api/account/sessions/${strangers[0].id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ACCOUNT_SECURITY_TEXTS.sessionNotFound);
    expect((await request(ctx.app, stranger.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    const own = (await request(ctx.app, account.session, { method: 'GET', url: '/api/account/sessions' })).json().items;
    const current = await request(ctx.app, account.session, { method: 'DELETE', url: `/api/account/sessions/${own[0].id}` });
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toBe(ACCOUNT_SECURITY_TEXTS.cannotEndCurrent);
  });

  it('ends every other session and keeps the current one', async () => {
    const account = await createAccount(ctx.app);
    const second = await loginWith(account.email, TEST_PASSWORD);
    const third = await loginWith(account.email, TEST_PASSWORD);
    const response = await request(ctx.app, account.session, { method: 'POST', url: '/api/account/sessions/end-others' });
    expect(response.json()).toEqual({ ended: 2 });
    for (const gone of [second, third]) expect((await request(ctx.app, gone, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('is for a signed-in browser only: 401 without a session, and the CSRF token is required', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
    const account = await createAccount(ctx.app);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      headers: { cookie: account.session.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password with the current one, ends the other sessions and sends a letter', async () => {
    const account = await createAccount(ctx.app);
    const other = await loginWith(account.email, TEST_PASSWORD);
    const response = await request(ctx.app, account.session, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(204);
    expect((await request(ctx.app, other, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await login(ctx.app, account.email, NEW_PASSWORD);
    const sent = await letters(account.email, 'account.password-changed');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Пароль изменен');
  });

  it('refuses a wrong current password, a common or e-mail password, and the same password', async () => {
    const account = await createAccount(ctx.app);
    const change = (payload: object) => request(ctx.app, account.session, { method: 'POST', url: '/api/account/password', payload });
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'currentPassword', message: ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword }]);
    const common = await change({ currentPassword: TEST_PASSWORD, newPassword: 'qwerty123' });
    expect(common.json().details).toEqual([{ field: 'newPassword', message: MESSAGES.passwordCommon }]);
    const email = await change({ currentPassword: TEST_PASSWORD, newPassword: account.email });
    expect(email.json().details).toEqual([{ field: 'newPassword', message: MESSAGES.passwordIsEmail }]);
    const same = await change({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.json().details).toEqual([{ field: 'newPassword', message: ACCOUNT_SECURITY_TEXTS.samePassword }]);
  });

  it('throttles wrong current passwords', async () => {
    const account = await createAccount(ctx.app);
    const change = (currentPassword: string) =>
      request(ctx.app, account.session, {
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPassword, newPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i++) expect((await change('wrong-password')).statusCode).toBe(400);
    const throttled = await change(TEST_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Слишком много неверных попыток\. Повторите через \d+ мин\.$/);
    expect(throttled.headers['retry-after']).toBeDefined();
  });
});

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and writes a letter only to the known one', async () => {
    const account = await createAccount(ctx.app);
    const unknown = uniqueEmail('nobody');
    const known = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: unknown } });
    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_TEXTS.sent });
    expect(missing.json()).toEqual(known.json());
    expect(await letters(account.email, 'account.password-reset')).toHaveLength(1);
    expect(await letters(unknown, 'account.password-reset')).toHaveLength(0);
  });

  it('keeps only the hash of the link, sets the password once, ends every session and sends a letter', async () => {
    const account = await createAccount(ctx.app);
    const other = await loginWith(account.email, TEST_PASSWORD);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    const token = await resetLink(account.email);
    const stored = await ctx.app.db.selectFrom('password_reset_links').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const check = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
    expect(check.statusCode).toBe(200);
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(204);
    for (const gone of [account.session, other])
      expect((await request(ctx.app, gone, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    await login(ctx.app, account.email, NEW_PASSWORD);
    expect((await letters(account.email, 'account.password-changed'))[0]?.body_text).toContain('по ссылке восстановления');

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, password: 'другой-пароль-7' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_USED', message: PASSWORD_RESET_TEXTS.used });
  });

  it('says when a link expired, was replaced by a newer one, or is unknown', async () => {
    const account = await createAccount(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    const first = await resetLink(account.email);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    const second = await resetLink(account.email);
    const replaced = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token: first } });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().message).toBe(PASSWORD_RESET_TEXTS.replaced);

    await ctx.app.db
      .updateTable('password_reset_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', account.accountId)
      .execute();
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token: second, password: NEW_PASSWORD },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'RESET_LINK_EXPIRED', message: PASSWORD_RESET_TEXTS.expired });

    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PASSWORD_RESET_TEXTS.unknown);
  });

  it('applies the password rule, including "not the e-mail"', async () => {
    const account = await createAccount(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    const token = await resetLink(account.email);
    const complete = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/complete', payload: { token, password } });
    expect((await complete('password123')).json().details).toEqual([{ field: 'password', message: MESSAGES.passwordCommon }]);
    expect((await complete(account.email)).json().details).toEqual([{ field: 'password', message: MESSAGES.passwordIsEmail }]);
    expect((await complete(NEW_PASSWORD)).statusCode).toBe(204);
  });

  it("throttles per address and e-mail together, known or not, with the same answer: a stranger's requests do not block the owner", async () => {
    const account = await createAccount(ctx.app);
    const ask = (email: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
    for (const email of [account.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL; i++) expect((await ask(email, '203.0.113.7')).statusCode).toBe(202);
      const refused = await ask(email.toUpperCase(), '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(PASSWORD_RESET_TEXTS.throttled(60));
      expect(refused.headers['retry-after']).toBeDefined();
      // The owner, elsewhere, still gets its letter.
      expect((await ask(email, '198.51.100.20')).statusCode).toBe(202);
    }
    expect(await letters(account.email, 'account.password-reset')).toHaveLength(PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL + 1);
  });

  it('counts an IPv6 caller by its /64: another address of the same network does not start afresh', async () => {
    const email = uniqueEmail('nobody');
    const ask = (remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
    for (let i = 0; i < PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL; i++) expect((await ask(`2001:db8:7:1::${i + 1}`)).statusCode).toBe(202);
    expect((await ask('2001:db8:7:1:ffff::9')).statusCode).toBe(429);
    expect((await ask('2001:db8:7:2::1')).statusCode).toBe(202);
  });

  it('never throttles setting the password with a link already sent, even once its owner asks too often', async () => {
    const account = await createAccount(ctx.app);
    const ask = () => ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: account.email } });
    for (let i = 0; i < PASSWORD_RESET_MAX_PER_ADDRESS_AND_EMAIL; i++) expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
    const token = await resetLink(account.email);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } })).statusCode).toBe(200);
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(204);
    await login(ctx.app, account.email, NEW_PASSWORD);
  });

  it('throttles per address, in its own words, and never a usable link', async () => {
    const strict = await buildTestApp({ loginRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const send = () => strict.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: uniqueEmail() } });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: passwordResetThrottledMessage(60_000) });
      expect(refused.json().message).not.toContain('входа');
      expect(refused.headers['retry-after']).toBeDefined();

      // Someone at the owner's address spends that address's calls with links that do not work ...
      const home = '198.51.100.30';
      const call = (url: string, payload: object) => strict.app.inject({ method: 'POST', url, payload, remoteAddress: home });
      const account = await createAccount(strict.app);
      expect((await call('/api/auth/password-reset', { email: account.email })).statusCode).toBe(202);
      const sent = await strict.app.db
        .selectFrom('mail_outbox')
        .select('body_text')
        .where('to_address', '=', account.email)
        .where('kind', '=', 'account.password-reset')
        .executeTakeFirstOrThrow();
      const token = /token=([\w-]+)/.exec(sent.body_text)?.[1] ?? '';
      const junk = { token: 'x'.repeat(43), password: NEW_PASSWORD };
      for (const url of ['/api/auth/password-reset/check', '/api/auth/password-reset/complete']) {
        for (let i = 0; i < 2; i++) expect((await call(url, junk)).statusCode).toBe(404);
        const stopped = await call(url, junk);
        expect(stopped.statusCode).toBe(429);
        expect(stopped.json().message).toBe(passwordResetThrottledMessage(60_000));
      }
      // ... and the owner, at that address, still opens its link and sets the password.
      expect((await call('/api/auth/password-reset/check', { token })).statusCode).toBe(200);
      expect((await call('/api/auth/password-reset/complete', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
    } finally {
      await strict.app.close();
      await strict.database.close();
    }
  });

  it('leaves API tokens working', async () => {
    const partner = await createActivePartner(ctx.app);
    const issued = await request(ctx.app, partner.session, { method: 'POST', url: '/api/api-v2-token' });
    expect(issued.statusCode).toBe(200);
    const { jwt } = issued.json();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: partner.email } });
    const token = await resetLink(partner.email);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/complete', payload: { token, password: NEW_PASSWORD } });
    const call = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${jwt}` } });
    expect(call.statusCode).toBe(200);
    const sessions = await ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { authorization: `Bearer ${jwt}` } });
    expect(sessions.statusCode).toBe(403);
  });
});

describe('the letter about a sign-in from a new browser', () => {
  it('is sent when the account signs in from a browser it has not used, not again from the same one', async () => {
    const email = uniqueEmail();
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Вера', email, password: NEW_PASSWORD },
    });
    const device = (signup.cookies as Array<{ name: string; value: string; httpOnly?: boolean }>).find((c) => c.name === 'portal_device');
    expect(device?.httpOnly).toBe(true);
    const again = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: `portal_device=${device?.value ?? ''}`, 'user-agent': CHROME },
        payload: { email, password: NEW_PASSWORD },
      });
    expect((await again()).statusCode).toBe(200);
    expect(await letters(email, 'account.new-sign-in')).toHaveLength(0);

    await loginWith(email.toUpperCase(), NEW_PASSWORD);
    const sent = await letters(email, 'account.new-sign-in');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Вход с нового браузера');
    expect(sent[0]?.body_text).toContain('Chrome 131, Windows, IP-адрес 127.0.0.1');
  });
});
