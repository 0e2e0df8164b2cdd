/** The partner API token (issue 13, decision 019): issue, Bearer on every partner route, reissue, limit, audit. */
import { API_TOKEN_ERRORS, API_TOKEN_PREFIX, ERROR_CODES } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, waitFor } from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const LIMIT = 25;
const ctx = useTestApp({ apiRateLimit: { max: LIMIT, timeWindowMs: 60_000 } });

const issue = async (session: Session) => {
  const response = await request(ctx.app, session, { method: 'POST', url: '/api/api-v2-token' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { jwt: string; issuedAt: string };
};

const withToken = (
  token: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> },
) =>
  ctx.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    payload: options.payload as never,
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  });

describe('issuing the token', () => {
  it('shows the token once, keeps only its hash, records the issue and sends the partner a letter', async () => {
    const partner = await createActivePartner(ctx.app);
    const before = await request(ctx.app, partner.session, { method: 'GET', url: '/api/api-v2-token' });
    expect(before.json()).toEqual({ issued: false, issuedAt: null, lastUsedAt: null, tokens: [] });

    const { jwt, issuedAt } = await issue(partner.session);
    expect(jwt.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(jwt.length).toBeGreaterThan(40);
    const rows = await ctx.app.db.selectFrom('api_tokens').selectAll().where('account_id', '=', partner.accountId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(jwt.slice(API_TOKEN_PREFIX.length));
    expect(JSON.stringify(rows)).not.toContain(jwt);

    const state = await request(ctx.app, partner.session, { method: 'GET', url: '/api/api-v2-token' });
    expect(state.json()).toMatchObject({ issued: true, issuedAt, lastUsedAt: null });
    const letters = await ctx.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', partner.email)
      .where('kind', '=', 'api-token.issued')
      .execute();
    expect(letters).toHaveLength(1);
    expect(letters[0]?.subject).toBe('Выпущен новый токен API');
    expect(JSON.stringify(letters)).not.toContain(jwt);
    await issue(partner.session);
    const afterReissue = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', partner.email)
      .where('kind', '=', 'api-token.issued')
      .execute();
    expect(afterReissue).toHaveLength(2);
  });

  it('answers the token on GET never: the state has no token in it', async () => {
    const partner = await createActivePartner(ctx.app);
    const { jwt } = await issue(partner.session);
    const state = await request(ctx.app, partner.session, { method: 'GET', url: '/api/api-v2-token' });
    expect(state.body).not.toContain(jwt);
  });

  it('is refused to visitors, operators, distributors and partners whose participation is not on', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/api-v2-token' });
    expect(anonymous.statusCode).toBe(401);
    for (const account of [
      await createOperator(ctx.app),
      await createDistributorAccount(ctx.app),
      await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } }),
    ]) {
      const response = await request(ctx.app, account.session, { method: 'POST', url: '/api/api-v2-token' });
      expect(response.statusCode).toBe(403);
    }
  });

  it('needs the CSRF token with a session, like every write', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/api-v2-token', headers: { cookie: partner.session.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ERROR_CODES.csrf);
  });
});

describe('calling with the token', () => {
  it('works without a session or CSRF header, touches no session, and tracks the last use', async () => {
    const partner = await createActivePartner(ctx.app);
    const { jwt } = await issue(partner.session);
    const sessionsBefore = await ctx.app.db.selectFrom('sessions').select('id').where('account_id', '=', partner.accountId).execute();

    const me = await withToken(jwt, { url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(partner.email);
    expect(me.headers['set-cookie']).toBeUndefined();
    // A write with the token alone: no x-csrf-token, no cookie.
    const comment = await withToken(jwt, {
      method: 'POST',
      url: `/api/subscriptions/${randomUUID()}/comment`,
      payload: { comment: 'по API' },
    });
    expect(comment.statusCode).toBe(404);

    const sessionsAfter = await ctx.app.db.selectFrom('sessions').select('id').where('account_id', '=', partner.accountId).execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
    const state = await request(ctx.app, partner.session, { method: 'GET', url: '/api/api-v2-token' });
    expect(state.json().lastUsedAt).not.toBeNull();
  });

  it('ignores a session cookie sent along: the token alone decides', async () => {
    const partner = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    const { jwt } = await issue(partner.session);
    const response = await withToken(jwt, { url: '/api/backoffice/mail', headers: { cookie: operator.session.cookie } });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 to an unknown token, a malformed header and, on its next call, a reissued one', async () => {
    const partner = await createActivePartner(ctx.app);
    const first = await issue(partner.session);
    expect((await withToken(first.jwt, { url: '/api/me' })).statusCode).toBe(200);
    const second = await issue(partner.session);
    const old = await withToken(first.jwt, { url: '/api/me' });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ code: ERROR_CODES.unauthorized, message: API_TOKEN_ERRORS.invalid });
    expect((await withToken(second.jwt, { url: '/api/me' })).statusCode).toBe(200);
    expect((await withToken(`${API_TOKEN_PREFIX}unknown`, { url: '/api/me' })).statusCode).toBe(401);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer' } });
    expect(empty.statusCode).toBe(401);
  });

  it('cannot reissue itself: issuing needs the signed-in partner', async () => {
    const partner = await createActivePartner(ctx.app);
    const { jwt } = await issue(partner.session);
    const response = await withToken(jwt, { method: 'POST', url: '/api/api-v2-token' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(API_TOKEN_ERRORS.notForTokens);
    expect((await withToken(jwt, { url: '/api/me' })).statusCode).toBe(200);
  });

  it('stops working when the partner is suspended, like the session', async () => {
    const partner = await createActivePartner(ctx.app);
    const { jwt } = await issue(partner.session);
    expect((await withToken(jwt, { url: '/api/billing/sum' })).statusCode).toBe(200);
    await ctx.app.db
      .updateTable('partners')
      .set({ participation_status: 'off' })
      .where('id', '=', partner.partnerId ?? '')
      .execute();
    expect((await withToken(jwt, { url: '/api/billing/sum' })).statusCode).toBe(403);
  });

  it('limits the calls per minute per token: 429 with Retry-After, other tokens unaffected', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const { jwt } = await issue(partner.session);
    const otherToken = (await issue(other.session)).jwt;
    for (let i = 0; i < LIMIT; i++) expect((await withToken(jwt, { url: '/api/me' })).statusCode).toBe(200);
    const refused = await withToken(jwt, { url: '/api/me' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().code).toBe(ERROR_CODES.tooManyRequests);
    expect((await withToken(otherToken, { url: '/api/me' })).statusCode).toBe(200);
    // The partner's browser session is not limited by its token.
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('writes every call made with the token to the audit log', async () => {
    const partner = await createActivePartner(ctx.app);
    const { jwt } = await issue(partner.session);
    await withToken(jwt, { url: '/api/me' });
    await withToken(jwt, { url: '/api/backoffice/mail' });
    const token = await ctx.app.db
      .selectFrom('api_tokens')
      .select('id')
      .where('account_id', '=', partner.accountId)
      .executeTakeFirstOrThrow();
    const readEntries = () =>
      ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_account_id', 'details'])
        .where('subject_type', '=', 'api_token')
        .where('subject_id', '=', token.id)
        .orderBy('created_at')
        .execute();
    const tokenCalls = (rows: Awaited<ReturnType<typeof readEntries>>) => rows.filter((e) => e.action === 'api-token.call');
    // A call is written after its answer is sent: wait for both, in whichever order they landed.
    await waitFor(async () => tokenCalls(await readEntries()).length >= 2);
    const entries = await readEntries();
    const calls = tokenCalls(entries).map((e) => e.details);
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', route: '/api/me', statusCode: 200 }),
        expect.objectContaining({ method: 'GET', route: '/api/backoffice/mail', statusCode: 403 }),
      ]),
    );
    expect(entries.every((e) => e.actor_account_id === partner.accountId)).toBe(true);
  });
});

type Operation = { path: string; method: string; security: Array<Record<string, string[]>> };

async function documentedOperations(): Promise<Operation[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), security: operation.security ?? [] })),
  );
}

/** A concrete URL for a documented path: any id (a missing row answers 404, which still proves the token got in). */
const concrete = (path: string) =>
  path
    .replace(/\{type\}/g, '1c_ecw_application')
    .replace(/\{offerDeskId\}/g, 'partners')
    .replace(/\{[^}]+\}/g, randomUUID());

const isVendorOrDistributor = (path: string) => path.startsWith('/api/backoffice') || path.startsWith('/api/distributor-manager');

describe('every route', () => {
  it('documents the Bearer scheme on exactly the partner routes', async () => {
    const operations = await documentedOperations();
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      const bearer = operation.security.some((s) => 'bearer' in s);
      const isPublic = operation.security.length === 0;
      const expected =
        !isPublic &&
        !isVendorOrDistributor(operation.path) &&
        !(operation.path === '/api/api-v2-token' && operation.method === 'POST') &&
        // Revoking a token, like issuing one, needs the signed-in administrator (issue 32).
        !(operation.path === '/api/api-v2-token/{id}' && operation.method === 'DELETE') &&
        // The account's own security (decision 034): a token cannot touch the password, sessions or second factor.
        !operation.path.startsWith('/api/account/');
      expect({ route: `${operation.method} ${operation.path}`, bearer }).toEqual({
        route: `${operation.method} ${operation.path}`,
        bearer: expected,
      });
    }
  });

  it('accepts the token on every partner route and refuses it on every vendor and distributor route', async () => {
    // With the infrastructure's authority too, so that its routes answer as for any partner.
    const partner = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER', 'ROLE_IAS_USER'], partner: { status: 'on' } });
    const operations = await documentedOperations();
    let accepted = 0;
    let refused = 0;
    for (const operation of operations) {
      if (operation.security.length === 0) continue;
      // Each route gets a fresh token: the checks below make more calls than the test's per-minute limit.
      const { jwt } = await issue(partner.session);
      const method = operation.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const response = await withToken(jwt, {
        method,
        url: concrete(operation.path),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      const route = `${operation.method} ${operation.path}`;
      if (operation.security.some((s) => 'bearer' in s)) {
        expect({ route, status: response.statusCode }).not.toEqual({ route, status: 401 });
        expect({ route, status: response.statusCode }).not.toEqual({ route, status: 403 });
        accepted++;
      } else {
        expect({ route, status: response.statusCode, message: response.json().message }).toEqual({
          route,
          status: 403,
          message: API_TOKEN_ERRORS.notForTokens,
        });
        refused++;
      }
    }
    expect(accepted).toBeGreaterThan(30);
    expect(refused).toBeGreaterThan(15);
  });
});
