import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLER_CACHE_TTL_MS } from '../src/services/caller.ts';
import { createAccount, TEST_PASSWORD } from './support/factories.ts';
import { login, request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('sessions', () => {
  it('answers 401 once the session has expired (within the second of the caller cache)', async () => {
    const account = await createAccount(ctx.app);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await ctx.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('account_id', '=', account.accountId)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, CALLER_CACHE_TTL_MS + 50));

    const response = await request(ctx.app, account.session, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers 401 to a tampered session cookie, on reads and on writes', async () => {
    const account = await createAccount(ctx.app);
    const token = /portal_session=([^;]+)/.exec(account.session.cookie)?.[1] ?? '';
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [flipped, randomBytes(32).toString('base64url'), '']) {
      const session = { ...account.session, cookie: account.session.cookie.replace(token, forged) };
      expect((await request(ctx.app, session, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
      expect((await request(ctx.app, session, { method: 'GET', url: '/api/participation' })).statusCode).toBe(401);
      const write = await request(ctx.app, session, { method: 'PATCH', url: '/api/participation', payload: { website: null } });
      expect(write.statusCode).toBe(401);
    }
    // The real cookie still works.
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it("ends only the session that logs out, not the account's other sessions", async () => {
    const account = await createAccount(ctx.app);
    const other = await login(ctx.app, account.email, TEST_PASSWORD);
    const logout = await request(ctx.app, account.session, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await request(ctx.app, other, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});
