/** No state change by GET, protected metrics, and no caching of API answers. */
import { ERROR_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './support/factories.ts';
import { buildTestApp, request, type TestContext, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('GET /logout', () => {
  it('changes nothing: it leads to the app’s logout page and the session stays', async () => {
    const account = await createAccount(ctx.app);
    const page = await ctx.app.inject({ method: 'GET', url: '/logout', headers: { cookie: account.session.cookie } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/#/logout');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('the logout itself is a POST that needs the CSRF token', async () => {
    const account = await createAccount(ctx.app);
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: account.session.cookie } });
    expect(forged.statusCode).toBe(403);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await request(ctx.app, account.session, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('Cache-Control of API answers', () => {
  it('says no-store on answers with personal data, on errors and on public calls alike', async () => {
    const account = await createAccount(ctx.app);
    const answers = [
      await request(ctx.app, account.session, { method: 'GET', url: '/api/me' }),
      await request(ctx.app, account.session, { method: 'GET', url: '/api/participation' }),
      await request(ctx.app, null, { method: 'GET', url: '/api/me' }),
      await request(ctx.app, null, { method: 'GET', url: '/api/no-such-call' }),
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: 'test-password-1' } }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });
});

describe('/metrics', () => {
  it('counts the requests by method, route and status', async () => {
    const count = async (labels: string) => {
      const body = (await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      return Number(new RegExp(`^http_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm').exec(body)?.[1] ?? 0);
    };
    const health = 'method="GET",route="/api/health",status_code="200"';
    const before = await count(health);
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(await count(health)).toBe(before + 3);
    expect(await count('method="GET",route="unmatched",status_code="404"')).toBeGreaterThanOrEqual(1);
  });

  it('answers a caller on this machine without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses anyone else, also one claiming a loopback address in X-Forwarded-For', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '192.0.2.10', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  describe('with METRICS_TOKEN', () => {
    let withToken: TestContext;
    beforeAll(async () => {
      withToken = await buildTestApp({ metricsToken: 'scraper-secret-1' });
    });
    afterAll(async () => {
      await withToken.app.close();
      await withToken.database.close();
    });

    it('needs the bearer token from anywhere, loopback included', async () => {
      for (const authorization of [undefined, 'Bearer wrong', 'scraper-secret-1']) {
        const response = await withToken.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
      const scraped = await withToken.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '192.0.2.11',
        headers: { authorization: 'Bearer scraper-secret-1' },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('# TYPE http_request_duration_seconds histogram');
    });
  });
});
