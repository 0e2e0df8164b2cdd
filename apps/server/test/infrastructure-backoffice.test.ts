import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { IAS_PASSWORD_TEXTS, IAS_TEXTS, iasAccessItemSchema, MESSAGES, type IasAccessItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { CALLER_CACHE_TTL_MS } from '../src/services/caller.ts';
import { createAccount, createActivePartner, createDistributorAccount, createOperator } from './support/factories.ts';
import {
  authoritiesOf,
  createEnrollablePartner,
  createPendingRequest,
  decideAccess,
  passwordTokenFor,
  requestAccess,
} from './support/infrastructure.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ publicUrl: 'https://portal.example.org' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ROUTES = [
  { method: 'GET', url: '/api/backoffice/infrastructure' },
  { method: 'POST', url: `/api/backoffice/infrastructure/${randomUUID()}/decision`, payload: { decision: 'approve' } },
  { method: 'POST', url: `/api/backoffice/infrastructure/${randomUUID()}/password-link` },
  { method: 'GET', url: `/api/backoffice/infrastructure/${randomUUID()}/history` },
] as const;

async function queue(operator: Session, query: Record<string, string>): Promise<{ items: IasAccessItem[]; total: number }> {
  const response = await request(ctx.app, operator, { method: 'GET', url: `/api/backoffice/infrastructure?${new URLSearchParams(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const lettersTo = (email: string) =>
  ctx.app.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();

const checkLink = (token: string) => request(ctx.app, null, { method: 'POST', url: '/api/ias/password-link', payload: { token } });
const setPassword = (token: string, password = 'облако-2026') =>
  request(ctx.app, null, { method: 'POST', url: '/api/ias/password', payload: { token, password } });

describe('back-office access to the infrastructure queue', () => {
  it.each(ROUTES)('$method $url answers 401 anonymously and 403 to a partner, a distributor and a plain account', async (route) => {
    expect((await request(ctx.app, null, route)).statusCode).toBe(401);
    const callers = [await createActivePartner(ctx.app), await createDistributorAccount(ctx.app), await createAccount(ctx.app)];
    for (const caller of callers) expect((await request(ctx.app, caller.session, route)).statusCode).toBe(403);
  });
});

describe('GET /api/backoffice/infrastructure', () => {
  it('lists requests by status (pending by default) and finds them by company, code or login', async () => {
    const operator = await createOperator(ctx.app);
    const pending = await createPendingRequest(ctx.app);
    const approved = await createPendingRequest(ctx.app);
    expect((await decideAccess(ctx.app, operator.session, approved.requestId, { decision: 'approve' })).statusCode).toBe(200);

    const byDefault = await queue(operator.session, { search: pending.contactEmail ?? '' });
    expect(byDefault.items.map((i) => i.requestId)).toEqual([pending.requestId]);
    expect(byDefault.items[0]).toMatchObject({
      status: 'pending',
      email: pending.contactEmail,
      requestedBy: pending.email,
      decidedAt: null,
    });
    expect((await queue(operator.session, { status: 'on', search: pending.contactEmail ?? '' })).total).toBe(0);
    const on = await queue(operator.session, { status: 'on', search: (approved.contactEmail ?? '').toUpperCase() });
    expect(on.items).toEqual([expect.objectContaining({ requestId: approved.requestId, status: 'on', decidedBy: operator.email })]);
    expect(on.items[0]?.linkExpiresAt).toBeTruthy();
    expect((await queue(operator.session, { status: 'all', search: approved.contactEmail ?? '' })).total).toBe(1);

    const bad = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/infrastructure?status=maybe' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/backoffice/infrastructure/{id}/decision', () => {
  it('approves: on, ROLE_IAS_USER for the partner at once, a letter with the login and a single-use link (never the password)', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createPendingRequest(ctx.app);
    expect(await authoritiesOf(ctx.app, partner.session)).not.toContain('ROLE_IAS_USER');

    const response = await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(iasAccessItemSchema.parse(response.json())).toMatchObject({ status: 'on', decidedBy: operator.email, reason: null });
    expect(await authoritiesOf(ctx.app, partner.session)).toContain('ROLE_IAS_USER');
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/ias/participation' })).json()).toMatchObject({
      iasStatus: 'on',
    });

    const [letter] = await lettersTo(partner.contactEmail ?? '');
    expect(letter).toMatchObject({ kind: 'ias.access-granted', subject: 'Доступ к 1С:Облачной инфраструктуре открыт' });
    expect(letter?.body_text).toContain(`Логин: ${partner.contactEmail}`);
    expect(letter?.body_text).toMatch(/https:\/\/portal\.example\.org\/#\/ias\/password\?token=[\w-]{40,}/);
    const token = await passwordTokenFor(ctx.app, partner.contactEmail ?? '');
    // Only the token's digest is stored.
    const links = await ctx.app.db
      .selectFrom('ias_password_links')
      .select('token_hash')
      .where('access_id', '=', partner.requestId)
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]?.token_hash).not.toContain(token);

    const history = await request(ctx.app, operator.session, {
      method: 'GET',
      url: `/api/backoffice/infrastructure/${partner.requestId}/history`,
    });
    expect(history.json().items).toEqual([
      expect.objectContaining({ action: 'request', fromStatus: 'none', toStatus: 'pending', actor: partner.email }),
      expect.objectContaining({ action: 'approve', fromStatus: 'pending', toStatus: 'on', actor: operator.email }),
      expect.objectContaining({ action: 'link.sent', actor: operator.email }),
    ]);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id'])
      .where('subject_id', '=', partner.partnerId)
      .execute();
    expect(audit).toContainEqual({ action: 'ias.approve', actor_account_id: operator.accountId });
  });

  it('refuses with a reason the partner reads; without one it answers 400', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createPendingRequest(ctx.app);
    for (const payload of [{ decision: 'refuse' }, { decision: 'refuse', reason: '   ' }]) {
      const response = await decideAccess(ctx.app, operator.session, partner.requestId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.reasonRequired);
    }
    expect((await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'bless' })).statusCode).toBe(400);

    const reason = 'Нет подтвержденной потребности';
    const response = await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'refuse', reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'refused', reason });
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/ias/participation' })).json()).toMatchObject({
      iasStatus: 'refused',
      reason,
    });
    const letters = await lettersTo(partner.contactEmail ?? '');
    expect(letters.at(-1)).toMatchObject({ kind: 'ias.access-refused' });
    expect(letters.at(-1)?.body_text).toContain(IAS_TEXTS.refused);
    expect(letters.at(-1)?.body_text).toContain(reason);
    expect(await authoritiesOf(ctx.app, partner.session)).not.toContain('ROLE_IAS_USER');
    // A partner cannot ask again once refused.
    expect((await requestAccess(ctx.app, partner.session)).statusCode).toBe(409);
  });

  it('suspends and resumes: the role leaves and comes back, the resumed login keeps its password', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createPendingRequest(ctx.app);
    await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'approve' });
    expect((await setPassword(await passwordTokenFor(ctx.app, partner.contactEmail ?? ''))).statusCode).toBe(200);

    const suspend = await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'suspend', reason: 'Задолженность' });
    expect(suspend.statusCode).toBe(200);
    expect(suspend.json()).toMatchObject({ status: 'off', reason: 'Задолженность' });
    expect(await authoritiesOf(ctx.app, partner.session)).not.toContain('ROLE_IAS_USER');
    const suspendedLetter = (await lettersTo(partner.contactEmail ?? '')).at(-1);
    expect(suspendedLetter?.kind).toBe('ias.access-suspended');
    expect(suspendedLetter?.body_text).toContain(IAS_TEXTS.off);

    const resume = await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'resume' });
    expect(resume.json()).toMatchObject({ status: 'on', reason: null });
    expect(await authoritiesOf(ctx.app, partner.session)).toContain('ROLE_IAS_USER');
    const resumedLetter = (await lettersTo(partner.contactEmail ?? '')).at(-1);
    expect(resumedLetter?.kind).toBe('ias.access-resumed');
    expect(resumedLetter?.body_text).not.toContain('token=');
  });

  it('resumes with a new link when the password was never set', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createPendingRequest(ctx.app);
    await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'approve' });
    const first = await passwordTokenFor(ctx.app, partner.contactEmail ?? '');
    await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'suspend', reason: 'Проверка' });
    // While suspended the link does nothing.
    expect((await setPassword(first)).json()).toMatchObject({ code: 'IAS_LINK_SUSPENDED', message: IAS_PASSWORD_TEXTS.suspended });
    await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'resume' });
    const second = await passwordTokenFor(ctx.app, partner.contactEmail ?? '');
    expect(second).not.toBe(first);
    expect((await checkLink(first)).json()).toMatchObject({ code: 'IAS_LINK_REPLACED' });
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  it('refuses what the state machine does not allow (409), an unknown request (404) and a malformed id (400)', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createPendingRequest(ctx.app);
    for (const decision of ['suspend', 'resume']) {
      const response = await decideAccess(ctx.app, operator.session, partner.requestId, { decision, reason: 'Причина' });
      expect(response.statusCode, decision).toBe(409);
      expect(response.json()).toMatchObject({ code: 'IAS_TRANSITION', message: IAS_TEXTS.transitionRefused('На рассмотрении') });
    }
    await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'approve' });
    for (const decision of ['approve', 'refuse', 'resume']) {
      expect((await decideAccess(ctx.app, operator.session, partner.requestId, { decision, reason: 'Причина' })).statusCode, decision).toBe(
        409,
      );
    }
    expect((await decideAccess(ctx.app, operator.session, randomUUID(), { decision: 'approve' })).statusCode).toBe(404);
    expect((await decideAccess(ctx.app, operator.session, 'not-an-id', { decision: 'approve' })).statusCode).toBe(400);
    const history = await request(ctx.app, operator.session, {
      method: 'GET',
      url: `/api/backoffice/infrastructure/${randomUUID()}/history`,
    });
    expect(history.statusCode).toBe(404);
  });

  it('lets a refused request be approved after all', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createPendingRequest(ctx.app);
    await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'refuse', reason: 'Ошибка' });
    const approve = await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'approve' });
    expect(approve.json()).toMatchObject({ status: 'on', reason: null });
  });
});

describe('the single-use password link', () => {
  async function approvedPartner() {
    const operator = await createOperator(ctx.app);
    const partner = await createPendingRequest(ctx.app);
    await decideAccess(ctx.app, operator.session, partner.requestId, { decision: 'approve' });
    return { operator, partner, token: await passwordTokenFor(ctx.app, partner.contactEmail ?? '') };
  }

  it('tells the login without spending the link; sets the password once; the second use answers 410', async () => {
    const { partner, token } = await approvedPartner();
    for (let i = 0; i < 2; i++) {
      const check = await checkLink(token);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ login: partner.contactEmail });
    }
    const first = await setPassword(token, 'облако-2026');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ login: partner.contactEmail });
    const stored = await ctx.app.db
      .selectFrom('ias_access')
      .select(['password_hash', 'password_set_at'])
      .where('id', '=', partner.requestId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain('облако-2026');
    expect(await verify(stored.password_hash ?? '', 'облако-2026')).toBe(true);
    expect(stored.password_set_at).toBeInstanceOf(Date);

    const second = await setPassword(token, 'другой-пароль');
    expect(second.statusCode).toBe(410);
    expect(second.json()).toMatchObject({ code: 'IAS_LINK_USED', message: IAS_PASSWORD_TEXTS.used });
    expect((await checkLink(token)).statusCode).toBe(410);
    expect(
      await verify(
        (await ctx.app.db.selectFrom('ias_access').select('password_hash').where('id', '=', partner.requestId).executeTakeFirstOrThrow())
          .password_hash ?? '',
        'облако-2026',
      ),
    ).toBe(true);
  });

  it('is spent once when two tabs set the password at the same time', async () => {
    const { token } = await approvedPartner();
    const answers = await Promise.all([setPassword(token, 'первый-пароль'), setPassword(token, 'второй-пароль')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('answers 404 to an unknown token, 410 to an expired one, 400 to a short password or token', async () => {
    const { partner, token } = await approvedPartner();
    expect((await checkLink('x'.repeat(43))).json()).toMatchObject({ code: 'IAS_LINK_UNKNOWN', message: IAS_PASSWORD_TEXTS.unknown });
    expect((await setPassword('x'.repeat(43))).statusCode).toBe(404);
    expect((await checkLink('short')).statusCode).toBe(400);
    const short = await setPassword(token, '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);

    await ctx.app.db
      .updateTable('ias_password_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('access_id', '=', partner.requestId)
      .execute();
    expect((await checkLink(token)).json()).toMatchObject({ code: 'IAS_LINK_EXPIRED', message: IAS_PASSWORD_TEXTS.expired });
    expect((await setPassword(token)).statusCode).toBe(410);
  });

  it('is sent again by the operator only while access is on; the earlier link is replaced', async () => {
    const { operator, partner, token } = await approvedPartner();
    const resend = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/infrastructure/${partner.requestId}/password-link`,
    });
    expect(resend.statusCode).toBe(200);
    const newer = await passwordTokenFor(ctx.app, partner.contactEmail ?? '');
    expect(newer).not.toBe(token);
    expect((await lettersTo(partner.contactEmail ?? '')).at(-1)?.kind).toBe('ias.password-link');
    expect((await setPassword(token)).json()).toMatchObject({ code: 'IAS_LINK_REPLACED', message: IAS_PASSWORD_TEXTS.replaced });
    expect((await setPassword(newer)).statusCode).toBe(200);

    const pending = await createPendingRequest(ctx.app);
    const refused = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/infrastructure/${pending.requestId}/password-link`,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the caller sees the authority change', () => {
  it('within a second when the change is made on another instance', async () => {
    const partner = await createEnrollablePartner(ctx.app);
    expect(await authoritiesOf(ctx.app, partner.session)).not.toContain('ROLE_IAS_USER');
    // Another instance approves: this one learns it from the database within the cache's second.
    await ctx.app.db.insertInto('account_authorities').values({ account_id: partner.accountId, authority: 'ROLE_IAS_USER' }).execute();
    await wait(CALLER_CACHE_TTL_MS + 50);
    expect(await authoritiesOf(ctx.app, partner.session)).toContain('ROLE_IAS_USER');
  });
});
