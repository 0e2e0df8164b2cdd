/** The partner API token (issue 13, decision 019): issue, Bearer on every partner route, reissue, limit, audit. */
import { API_TOKEN_ERRORS, API_TOKEN_PREFIX, ERROR_CODES, MESSAGES, TEAM_ERRORS, type ApiTokenState } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../src/services/caller.ts';
import { issueApiToken } from '../src/services/api-token.service.ts';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, waitFor } from './support/factories.ts';
import { addMember } from './support/members.ts';
import { NO_JOBS } from './support/no-jobs.ts';
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

describe('tokens of a partner’s people (issue 32)', () => {
  const state = async (session: Session) => {
    const response = await request(ctx.app, session, { method: 'GET', url: '/api/api-v2-token' });
    expect(response.statusCode).toBe(200);
    return response.json() as ApiTokenState;
  };

  it('carries the issuer’s role by default, or a narrower one asked for, and is journalled', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partner.partnerId ?? '';
    const { jwt } = await issue(partner.session);
    expect(
      (await ctx.app.db.selectFrom('api_tokens').select('role').where('account_id', '=', partner.accountId).executeTakeFirst())?.role,
    ).toBe('ADMIN');
    expect((await withToken(jwt, { url: '/api/members' })).statusCode).toBe(200);

    const narrow = await request(ctx.app, partner.session, { method: 'POST', url: '/api/api-v2-token', payload: { role: 'VIEWER' } });
    expect(narrow.statusCode).toBe(200);
    const viewer = (narrow.json() as { jwt: string }).jwt;
    // The read-only token reads, and changes nothing (people, clients), whatever its owner may do.
    expect((await withToken(viewer, { url: '/api/billing/sum' })).statusCode).toBe(200);
    const refused = await withToken(viewer, { url: '/api/members' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_ERRORS.noRight);
    expect((await state(partner.session)).tokens).toEqual([expect.objectContaining({ role: 'VIEWER', own: true })]);

    const journal = await ctx.app.db
      .selectFrom('partner_journal')
      .select(['action', 'actor_account_id', 'subject_type', 'subject_label', 'changes'])
      .where('partner_id', '=', partnerId)
      .orderBy('id')
      .execute();
    expect(journal).toEqual([
      {
        action: 'token.issued',
        actor_account_id: partner.accountId,
        subject_type: 'api_token',
        subject_label: partner.email,
        changes: [{ field: 'Роль', before: null, after: 'Администратор' }],
      },
      {
        action: 'token.issued',
        actor_account_id: partner.accountId,
        subject_type: 'api_token',
        subject_label: partner.email,
        changes: [{ field: 'Роль', before: null, after: 'Только просмотр' }],
      },
    ]);
    expect(JSON.stringify(journal)).not.toContain(jwt);

    const bad = await request(ctx.app, partner.session, { method: 'POST', url: '/api/api-v2-token', payload: { role: 'ROOT' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'role', message: MESSAGES.required }]);
  });

  it('is never issued above the issuer’s own role', async () => {
    const partner = await createActivePartner(ctx.app);
    const manager: Caller = {
      accountId: partner.accountId,
      email: partner.email,
      authorities: ['ROLE_PARTNER'],
      partnerId: partner.partnerId,
      participationStatus: 'on',
      sessionId: null,
      csrfToken: null,
      apiTokenId: null,
      memberRole: 'MANAGER',
      tokenRole: null,
    };
    // «Только просмотр» reads billing, which a manager does not: not within a manager's role either.
    for (const role of ['ADMIN', 'ACCOUNTANT', 'VIEWER'] as const) {
      await expect(issueApiToken(ctx.app.db, NO_JOBS, manager, null, { role }, 'http://portal.test')).rejects.toMatchObject({
        status: 403,
        message: TEAM_ERRORS.tokenRoleTooHigh,
      });
    }
    await expect(issueApiToken(ctx.app.db, NO_JOBS, manager, null, {}, 'http://portal.test')).resolves.toMatchObject({
      jwt: expect.any(String),
    });
    const stored = await ctx.app.db.selectFrom('api_tokens').select('role').where('account_id', '=', partner.accountId).executeTakeFirst();
    expect(stored?.role).toBe('MANAGER');
  });

  it('lists the organisation’s tokens with their owners, never another organisation’s, never a token itself', async () => {
    const partner = await createActivePartner(ctx.app);
    const colleague = await addMember(ctx.app, partner.partnerId ?? '', 'ADMIN', { name: 'Коллега', surname: 'Иванов' });
    const other = await createActivePartner(ctx.app);
    const own = await issue(partner.session);
    const theirs = (
      await request(ctx.app, colleague.session, { method: 'POST', url: '/api/api-v2-token', payload: { role: 'MANAGER' } })
    ).json() as {
      jwt: string;
    };
    await issue(other.session);
    await withToken(theirs.jwt, { url: '/api/me' });
    await request(ctx.app, partner.session, { method: 'POST', url: `/api/members/${colleague.accountId}/suspend` });

    const body = await state(partner.session);
    expect(body).toMatchObject({ issued: true, issuedAt: own.issuedAt, lastUsedAt: null });
    expect(body.tokens).toHaveLength(2);
    const byOwner = new Map(body.tokens.map((t) => [t.owner.email, t]));
    expect(byOwner.get(partner.email)).toMatchObject({
      owner: { id: partner.accountId, name: 'Тест' },
      role: 'ADMIN',
      own: true,
      ownerSuspended: false,
      lastUsedAt: null,
    });
    expect(byOwner.get(colleague.email)).toMatchObject({
      owner: { id: colleague.accountId, name: 'Коллега Иванов', email: colleague.email },
      role: 'MANAGER',
      own: false,
      ownerSuspended: true,
      lastUsedAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain(own.jwt);
    expect(JSON.stringify(body)).not.toContain(theirs.jwt);
  });

  it('lets an administrator revoke any token of the organisation: 401 on its next call, its owner told', async () => {
    const partner = await createActivePartner(ctx.app);
    const colleague = await addMember(ctx.app, partner.partnerId ?? '', 'ADMIN');
    const { jwt } = (await request(ctx.app, colleague.session, { method: 'POST', url: '/api/api-v2-token' })).json() as { jwt: string };
    const other = await createActivePartner(ctx.app);
    const otherToken = await issue(other.session);
    const id = (await state(partner.session)).tokens[0]?.id ?? '';
    const otherId = (await state(other.session)).tokens[0]?.id ?? '';

    // Neither a token nor a person without the right, nor another organisation, revokes it.
    const byToken = await withToken(jwt, { method: 'DELETE', url: `/api/api-v2-token/${id}` });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.json().message).toBe(API_TOKEN_ERRORS.notForTokens);
    const manager = await addMember(ctx.app, partner.partnerId ?? '', 'MANAGER');
    const byManager = await request(ctx.app, manager.session, { method: 'DELETE', url: `/api/api-v2-token/${id}` });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(TEAM_ERRORS.noRight);
    const foreign = await request(ctx.app, partner.session, { method: 'DELETE', url: `/api/api-v2-token/${otherId}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(TEAM_ERRORS.tokenNotFound);
    expect((await withToken(otherToken.jwt, { url: '/api/me' })).statusCode).toBe(200);
    expect((await withToken(jwt, { url: '/api/me' })).statusCode).toBe(200);

    const revoked = await request(ctx.app, partner.session, { method: 'DELETE', url: `/api/api-v2-token/${id}` });
    expect(revoked.statusCode).toBe(204);
    expect((await withToken(jwt, { url: '/api/me' })).statusCode).toBe(401);
    expect((await state(partner.session)).tokens).toEqual([]);
    const letters = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', colleague.email)
      .where('kind', '=', 'api-token.revoked')
      .execute();
    expect(letters).toEqual([{ subject: 'Токен API отозван' }]);
    // The journal says who revoked whose token, once (a second try finds nothing and writes nothing).
    expect((await request(ctx.app, partner.session, { method: 'DELETE', url: `/api/api-v2-token/${id}` })).statusCode).toBe(404);
    const entries = await ctx.app.db
      .selectFrom('partner_journal')
      .select(['actor_account_id', 'subject_id', 'subject_label'])
      .where('partner_id', '=', partner.partnerId ?? '')
      .where('action', '=', 'token.revoked')
      .execute();
    expect(entries).toEqual([{ actor_account_id: partner.accountId, subject_id: id, subject_label: colleague.email }]);
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
