import { ERROR_MESSAGES, MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD, uniqueEmail } from './support/factories.ts';
import { request, sessionFrom, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('POST /api/auth/signup', () => {
  it('creates an account, signs it in and gives it no partner role yet', async () => {
    const email = uniqueEmail();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Новый', email, password: 'secret-123' },
    });
    expect(response.statusCode).toBe(201);
    const session = sessionFrom(response);
    expect(response.json()).toEqual({ csrfToken: session.csrfToken });
    expect(response.headers['set-cookie']?.toString()).toMatch(/portal_session=[^;]+;.*HttpOnly.*SameSite=Lax/i);

    const me = await request(ctx.app, session, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ email, name: 'Новый', authorities: [{ authority: 'ROLE_USER' }] });
  });

  it('answers the spec messages for a bad email and a short password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'А', email: 'not-an-email', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MESSAGES.emailFormat },
        { field: 'password', message: MESSAGES.passwordTooShort },
      ]),
    );
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'А', email, password: 'secret-123' } });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Б', email: email.toUpperCase(), password: 'secret-123' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: ERROR_MESSAGES.emailTaken });
  });
});

describe('POST /api/auth/login and logout', () => {
  it('signs in with the right password and out again', async () => {
    const account = await createAccount(ctx.app);
    const me = await request(ctx.app, account.session, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);

    const logout = await request(ctx.app, account.session, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    const after = await request(ctx.app, account.session, { method: 'GET', url: '/api/me' });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 with the Russian message for a wrong password or an unknown email', async () => {
    const account = await createAccount(ctx.app);
    for (const payload of [
      { email: account.email, password: 'wrong-password' },
      { email: uniqueEmail(), password: TEST_PASSWORD },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.badCredentials });
    }
  });

  it('requires the CSRF token on unsafe calls of a signed-in browser', async () => {
    const account = await createAccount(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: account.session.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF', message: ERROR_MESSAGES.csrf });
  });

  it('accepts JSON bodies only, so a cross-site form cannot post', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'a@b.ru', password: 'x' }),
    });
    expect(response.statusCode).toBe(415);
  });
});
