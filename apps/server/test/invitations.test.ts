/**
 * The invitation's link (issue 32): what it offers, accepting it as a new account (signed in at once) or as the
 * signed-in account of its address; single use, a week, withdrawn, for someone else; letters, journal, webhook; the
 * link's calls limited per address.
 */
import { ERROR_CODES, MESSAGES, TEAM_ERRORS, type Invitation } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivePartner, createDistributorAccount, uniqueEmail } from './support/factories.ts';
import { addFreeAccount, deliveriesOf, invitationToken, journalOf, lettersTo, listenToMembers } from './support/members.ts';
import { buildAppOn, login, request, sessionFrom, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const invite = async (session: Session, email: string, role = 'MANAGER') => {
  const response = await request(ctx.app, session, { method: 'POST', url: '/api/members/invitations', payload: { email, role } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Invitation;
};

const preview = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
const accept = (token: string, payload?: unknown, session: Session | null = null) =>
  request(ctx.app, session, { method: 'POST', url: `/api/invitations/${token}/accept`, payload: payload as never });

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Анна',
  surname: 'Новикова',
  password: 'long-enough-pass-1',
  email,
  ...overrides,
});

/** An active partner with an invitation sent to a fresh address. */
async function invited(role = 'MANAGER') {
  const owner = await createActivePartner(ctx.app);
  const email = uniqueEmail('invitee');
  const invitation = await invite(owner.session, email, role);
  const { token } = await invitationToken(ctx.app, email);
  return { owner, partnerId: owner.partnerId ?? '', email, invitation, token };
}

describe('the link', () => {
  it('tells the organisation, the address and the role, without spending itself', async () => {
    const { owner, email, token } = await invited('ACCOUNTANT');
    const organisation = await ctx.app.db
      .selectFrom('partners')
      .select('name')
      .where('id', '=', owner.partnerId ?? '')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 2; i++) {
      const response = await preview(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ organisation: organisation.name, email, role: 'ACCOUNTANT', accountExists: false });
    }
    const unknown = await preview('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TEAM_ERRORS.invitationNotFound);
  });

  it('says an account exists for an address that has one', async () => {
    const owner = await createActivePartner(ctx.app);
    const free = await addFreeAccount(ctx.app);
    await invite(owner.session, free.email, 'VIEWER');
    const { token } = await invitationToken(ctx.app, free.email);
    expect((await preview(token)).json().accountExists).toBe(true);
  });

  it('answers 410 once expired, withdrawn or used, each in its words', async () => {
    const expired = await invited();
    await ctx.app.db
      .updateTable('partner_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.invitation.id)
      .execute();
    for (const response of [await preview(expired.token), await accept(expired.token, form(expired.email))]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'INVITATION_EXPIRED', message: TEAM_ERRORS.invitationExpired });
    }

    const withdrawn = await invited();
    await request(ctx.app, withdrawn.owner.session, { method: 'DELETE', url: `/api/members/invitations/${withdrawn.invitation.id}` });
    for (const response of [await preview(withdrawn.token), await accept(withdrawn.token, form(withdrawn.email))]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'INVITATION_INVALID', message: TEAM_ERRORS.invitationInvalid });
    }
    expect(await ctx.app.db.selectFrom('accounts').select('id').where('email', 'in', [expired.email, withdrawn.email]).execute()).toEqual(
      [],
    );
  });
});

describe('accepting as a new person', () => {
  it('makes the account in the organisation’s role, signs it in, and tells the administrators, the journal and the webhooks', async () => {
    const { owner, partnerId, email, token } = await invited('MANAGER');
    await listenToMembers(ctx.app, partnerId);
    const response = await accept(token, form(email.toUpperCase()));
    expect(response.statusCode, response.body).toBe(200);
    const session = sessionFrom(response);
    expect(response.json()).toEqual({ csrfToken: session.csrfToken });
    expect((response.cookies as Array<{ name: string }>).map((c) => c.name)).toEqual(
      expect.arrayContaining(['portal_session', 'portal_csrf', 'portal_device']),
    );

    const me = await request(ctx.app, session, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ email, memberRole: 'MANAGER' });
    expect(me.json().authorities).toEqual(expect.arrayContaining([{ authority: 'ROLE_PARTNER' }, { authority: 'ROLE_USER' }]));
    // Its password works from now on.
    await login(ctx.app, email, 'long-enough-pass-1');

    const list = (await request(ctx.app, owner.session, { method: 'GET', url: '/api/members' })).json();
    expect(list.invitations).toEqual([]);
    const person = list.members.find((m: { email: string }) => m.email === email);
    expect(person).toMatchObject({ name: 'Анна', surname: 'Новикова', role: 'MANAGER', status: 'active' });

    const notices = await lettersTo(ctx.app, owner.email, 'member.added-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body_text).toContain(`Анна Новикова (${email})`);
    expect(notices[0]?.body_text).toContain('«Менеджер»');
    const joined = (await journalOf(ctx.app, partnerId)).filter((e) => e.action === 'member.joined');
    expect(joined).toEqual([
      expect.objectContaining({
        actor_account_id: person.id,
        subject_id: person.id,
        subject_label: email,
        changes: [{ field: 'Роль', before: null, after: 'Менеджер' }],
      }),
    ]);
    const deliveries = await deliveriesOf(ctx.app, partnerId);
    expect(deliveries.map((d) => d.event_type)).toEqual(['member.added']);
    expect(JSON.parse(deliveries[0]?.body ?? '{}').data).toEqual({ memberId: person.id, email, role: 'MANAGER' });
    expect(deliveries[0]?.body).not.toContain(token);

    // Single use: the link is spent.
    const again = await accept(token, form(email));
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(TEAM_ERRORS.invitationInvalid);
    expect((await preview(token)).statusCode).toBe(410);
  });

  it('checks the form in Russian and asks for the invited address', async () => {
    const { email, token } = await invited();
    const cases: Array<[unknown, string, string]> = [
      [undefined, 'name', MESSAGES.required],
      [{}, 'name', MESSAGES.required],
      [form(email, { name: '  ' }), 'name', MESSAGES.required],
      [form(email, { password: 'short' }), 'password', MESSAGES.passwordTooShort],
      [form(email, { password: email }), 'password', MESSAGES.passwordIsEmail],
      [form(email, { email: 'не-адрес' }), 'email', MESSAGES.emailFormat],
      [form(email, { email: uniqueEmail('other') }), 'email', TEAM_ERRORS.invitationEmailMismatch],
    ];
    for (const [payload, field, message] of cases) {
      const response = await accept(token, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json().code).toBe(ERROR_CODES.validation);
      expect(response.json().details[0]).toEqual({ field, message });
    }
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('asks an address that already has an account to sign in first', async () => {
    const owner = await createActivePartner(ctx.app);
    const free = await addFreeAccount(ctx.app);
    await invite(owner.session, free.email);
    const { token } = await invitationToken(ctx.app, free.email);
    const response = await accept(token, form(free.email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SIGN_IN_FIRST', message: TEAM_ERRORS.signInFirst });
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('makes a distributor’s person a distributor, and a partner’s with infrastructure its infrastructure user', async () => {
    const distributor = await createDistributorAccount(ctx.app);
    const distributorEmail = uniqueEmail('dist');
    await invite(distributor.session, distributorEmail, 'VIEWER');
    const first = await accept((await invitationToken(ctx.app, distributorEmail)).token, form(distributorEmail));
    expect(first.statusCode).toBe(200);
    const distributorMe = (await request(ctx.app, sessionFrom(first), { method: 'GET', url: '/api/me' })).json();
    expect(distributorMe.authorities).toEqual(expect.arrayContaining([{ authority: 'ROLE_DISTRIBUTOR' }]));
    expect(distributorMe.authorities).not.toContainEqual({ authority: 'ROLE_PARTNER' });
    expect(distributorMe.memberRole).toBe('VIEWER');

    const { partnerId, email, token } = await invited();
    await ctx.app.db
      .insertInto('ias_access')
      .values({ partner_id: partnerId, status: 'on', email, offer_version: '1', offer_accepted_at: new Date() })
      .execute();
    const second = await accept(token, form(email));
    const me = (await request(ctx.app, sessionFrom(second), { method: 'GET', url: '/api/me' })).json();
    expect(me.authorities).toEqual(expect.arrayContaining([{ authority: 'ROLE_PARTNER' }, { authority: 'ROLE_IAS_USER' }]));
  });
});

describe('accepting as a signed-in account', () => {
  it('links the account of the invited address, with its session, in the invited role', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    await listenToMembers(ctx.app, partnerId);
    const free = await addFreeAccount(ctx.app);
    await invite(owner.session, free.email, 'VIEWER');
    const { token } = await invitationToken(ctx.app, free.email);
    expect((await request(ctx.app, free.session, { method: 'GET', url: '/api/members' })).statusCode).toBe(403);

    const response = await accept(token, {}, free.session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ csrfToken: free.session.csrfToken });
    // The same session acts for the partner at once.
    const me = (await request(ctx.app, free.session, { method: 'GET', url: '/api/me' })).json();
    expect(me).toMatchObject({ memberRole: 'VIEWER', rights: ['view', 'billing'] });
    expect(me.authorities).toEqual(expect.arrayContaining([{ authority: 'ROLE_PARTNER' }]));
    expect((await request(ctx.app, free.session, { method: 'GET', url: '/api/billing/sum' })).statusCode).toBe(200);

    expect((await journalOf(ctx.app, partnerId)).filter((e) => e.action === 'member.joined')).toEqual([
      expect.objectContaining({ actor_account_id: free.accountId, subject_id: free.accountId }),
    ]);
    expect(await lettersTo(ctx.app, owner.email, 'member.added-notice')).toHaveLength(1);
    expect((await deliveriesOf(ctx.app, partnerId)).map((d) => d.event_type)).toEqual(['member.added']);
    expect((await accept(token, {}, free.session)).statusCode).toBe(410);
  });

  it('refuses another account than the invited one: 403, and the link stays usable', async () => {
    const { token, email } = await invited();
    const someoneElse = await addFreeAccount(ctx.app);
    const response = await accept(token, {}, someoneElse.session);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'INVITATION_FOR_ANOTHER', message: TEAM_ERRORS.invitationForAnother });
    expect((await preview(token)).json().email).toBe(email);
  });

  it('refuses an account that joined another organisation since it was invited', async () => {
    const first = await createActivePartner(ctx.app);
    const second = await createActivePartner(ctx.app);
    const free = await addFreeAccount(ctx.app);
    await invite(first.session, free.email);
    const firstToken = (await invitationToken(ctx.app, free.email)).token;
    await invite(second.session, free.email);
    const secondToken = (await invitationToken(ctx.app, free.email)).token;
    expect((await accept(firstToken, {}, free.session)).statusCode).toBe(200);
    const refused = await accept(secondToken, {}, free.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TEAM_ERRORS.accountTaken);
    // The second partner can no longer send it again either.
    const list = (await request(ctx.app, second.session, { method: 'GET', url: '/api/members' })).json();
    const resent = await request(ctx.app, second.session, {
      method: 'POST',
      url: `/api/members/invitations/${list.invitations[0].id}/resend`,
    });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe(TEAM_ERRORS.memberOfAnother);
  });

  it('needs the CSRF token with a session, like every write', async () => {
    const owner = await createActivePartner(ctx.app);
    const free = await addFreeAccount(ctx.app);
    await invite(owner.session, free.email);
    const { token } = await invitationToken(ctx.app, free.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: {},
      headers: { cookie: free.session.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ERROR_CODES.csrf);
  });
});

describe('the limit per address', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildAppOn(ctx.database, {
      loginRateLimit: { max: 2, timeWindowMs: 60_000 },
      jobsInProcess: false,
      trustedProxies: ['127.0.0.1'],
    });
  });
  afterAll(async () => strict?.close());

  it('counts unknown links per address and answers 429 in Russian; a usable link is never refused', async () => {
    const { token } = await invited();
    const from = (address: string, url: string) => strict.inject({ method: 'GET', url, headers: { 'x-forwarded-for': address } });
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 2; i++) expect((await from(address, `/api/invitations/${'y'.repeat(43)}`)).statusCode).toBe(404);
    const throttled = await from(address, `/api/invitations/${'y'.repeat(43)}`);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Слишком много обращений к ссылкам приглашений\. Повторите через \d+ мин\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(address, `/api/invitations/${token}`)).statusCode).toBe(200);
    // Another address is counted apart.
    expect((await from('198.51.100.7', `/api/invitations/${'y'.repeat(43)}`)).statusCode).toBe(404);
  });
});

it('keeps the password of a new person hashed, never the invitation token', async () => {
  const { email, token } = await invited();
  await accept(token, form(email));
  const account = await ctx.app.db.selectFrom('accounts').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
  expect(account.password_hash).not.toContain('long-enough-pass-1');
  const stored = await ctx.app.db.selectFrom('partner_invitations').selectAll().where('email', '=', email).execute();
  expect(JSON.stringify(stored)).not.toContain(token);
});
