/**
 * «Сотрудники» (issue 32): the list, invitations sent, resent and withdrawn, roles changed, people suspended, restored
 * and removed — with the organisation never left without an active administrator, the journal, letters and webhooks.
 */
import {
  API_TOKEN_ERRORS,
  ERROR_CODES,
  INVITATION_TTL_DAYS,
  MESSAGES,
  TEAM_ERROR_CODES,
  TEAM_ERRORS,
  type Invitation,
  type Member,
  type MemberList,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../src/services/caller.ts';
import { remove, suspend } from '../src/services/member.service.ts';
import { NO_JOBS } from './support/no-jobs.ts';
import {
  createActivePartner,
  createDistributorAccount,
  createOperator,
  TEST_PASSWORD,
  uniqueEmail,
  type TestAccount,
} from './support/factories.ts';
import {
  addFreeAccount,
  addMember,
  deliveriesOf,
  invitationToken,
  journalOf,
  lettersTo,
  listenToMembers,
  setRole,
} from './support/members.ts';
import { login, request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const call = (session: Session | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  request(ctx.app, session, { method, url, payload: payload as never });

const list = async (session: Session) => {
  const response = await call(session, 'GET', '/api/members');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MemberList;
};

const invite = async (session: Session, email: string, role = 'MANAGER') => {
  const response = await call(session, 'POST', '/api/members/invitations', { email, role });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Invitation;
};

const withToken = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

async function issueToken(session: Session, role?: string): Promise<string> {
  const response = await call(session, 'POST', '/api/api-v2-token', role ? { role } : undefined);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { jwt: string }).jwt;
}

const roleOf = async (accountId: string) =>
  (await ctx.app.db.selectFrom('accounts').select(['member_role', 'partner_id']).where('id', '=', accountId).executeTakeFirstOrThrow())
    .member_role;

describe('the list of people', () => {
  it('shows the organisation’s people with role, second factor, last sign-in, status and self, its open invitations and roles', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const manager = await addMember(ctx.app, partnerId, 'MANAGER', { name: 'Мария', surname: 'Менеджерова' });
    const accountant = await addMember(ctx.app, partnerId, 'ACCOUNTANT');
    await ctx.app.db.updateTable('accounts').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', manager.accountId).execute();
    await call(owner.session, 'POST', `/api/members/${accountant.accountId}/suspend`);
    // Someone else's people and an account of no organisation are not listed.
    const stranger = await createActivePartner(ctx.app);
    await addFreeAccount(ctx.app);
    const open = await invite(owner.session, uniqueEmail('invitee'), 'VIEWER');
    const old = await invite(owner.session, uniqueEmail('late'), 'ACCOUNTANT');
    await ctx.app.db
      .updateTable('partner_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', old.id)
      .execute();

    const body = await list(owner.session);
    expect(body.roles).toEqual(['ADMIN', 'MANAGER', 'ACCOUNTANT', 'VIEWER']);
    expect(body.members.map((m) => m.email).sort()).toEqual([owner.email, manager.email, accountant.email].sort());
    expect(body.members.map((m) => m.email)).not.toContain(stranger.email);
    const byEmail = new Map(body.members.map((m) => [m.email, m]));
    expect(byEmail.get(owner.email)).toMatchObject({ role: 'ADMIN', status: 'active', isSelf: true, secondFactor: false });
    expect(byEmail.get(owner.email)?.lastLoginAt).not.toBeNull();
    expect(byEmail.get(manager.email)).toEqual({
      id: manager.accountId,
      name: 'Мария',
      surname: 'Менеджерова',
      email: manager.email,
      role: 'MANAGER',
      secondFactor: true,
      lastLoginAt: expect.any(String),
      status: 'active',
      isSelf: false,
    } satisfies Member);
    expect(byEmail.get(accountant.email)).toMatchObject({ role: 'ACCOUNTANT', status: 'suspended' });
    expect(body.invitations).toHaveLength(2);
    expect(body.invitations.find((i) => i.id === open.id)).toMatchObject({ role: 'VIEWER', expired: false, invitedBy: 'Тест' });
    expect(body.invitations.find((i) => i.id === old.id)).toMatchObject({ role: 'ACCOUNTANT', expired: true });
  });

  it('counts a passkey as a second factor', async () => {
    const owner = await createActivePartner(ctx.app);
    await ctx.app.db
      .insertInto('account_passkeys')
      .values({ account_id: owner.accountId, credential_id: randomUUID(), public_key: 'key', counter: 0, name: 'Ключ' })
      .execute();
    expect((await list(owner.session)).members[0]?.secondFactor).toBe(true);
  });

  it('offers a distributor its own roles: no accountant', async () => {
    const distributor = await createDistributorAccount(ctx.app);
    const body = await list(distributor.session);
    expect(body.roles).toEqual(['ADMIN', 'MANAGER', 'VIEWER']);
    expect(body.members).toEqual([expect.objectContaining({ email: distributor.email, role: 'ADMIN', isSelf: true })]);
    await invite(distributor.session, uniqueEmail('dist'), 'MANAGER');
    const refused = await call(distributor.session, 'POST', '/api/members/invitations', { email: uniqueEmail(), role: 'ACCOUNTANT' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: TEAM_ERRORS.roleNotOffered, details: [{ field: 'role' }] });
  });
});

describe('who may manage people', () => {
  it('refuses every route to a manager, an accountant and a read-only person of the same partner, and to outsiders', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const target = await addMember(ctx.app, partnerId, 'VIEWER');
    const invitation = await invite(owner.session, uniqueEmail());
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/members'],
      ['POST', '/api/members/invitations', { email: uniqueEmail(), role: 'VIEWER' }],
      ['POST', `/api/members/invitations/${invitation.id}/resend`],
      ['DELETE', `/api/members/invitations/${invitation.id}`],
      ['PATCH', `/api/members/${target.accountId}`, { role: 'MANAGER' }],
      ['POST', `/api/members/${target.accountId}/suspend`],
      ['POST', `/api/members/${target.accountId}/restore`],
      ['DELETE', `/api/members/${target.accountId}`],
    ];
    for (const role of ['MANAGER', 'ACCOUNTANT', 'VIEWER'] as const) {
      const person = await addMember(ctx.app, partnerId, role);
      for (const [method, url, payload] of routes) {
        const response = await call(person.session, method, url, payload);
        expect({ role, method, url, status: response.statusCode, message: response.json().message }).toEqual({
          role,
          method,
          url,
          status: 403,
          message: TEAM_ERRORS.noRight,
        });
      }
    }
    const operator = await createOperator(ctx.app);
    for (const [method, url, payload] of routes) {
      expect((await call(operator.session, method, url, payload)).statusCode).toBe(403);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    // Nothing changed.
    expect(await roleOf(target.accountId)).toBe('VIEWER');
    expect((await list(owner.session)).invitations.map((i) => i.id)).toEqual([invitation.id]);
  });

  it('answers another organisation’s people and invitations as missing: 404', async () => {
    const owner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const theirs = await addMember(ctx.app, other.partnerId ?? '', 'MANAGER');
    const theirInvitation = await invite(other.session, uniqueEmail());
    for (const [method, url, payload] of [
      ['POST', `/api/members/invitations/${theirInvitation.id}/resend`],
      ['DELETE', `/api/members/invitations/${theirInvitation.id}`],
      ['PATCH', `/api/members/${theirs.accountId}`, { role: 'VIEWER' }],
      ['POST', `/api/members/${theirs.accountId}/suspend`],
      ['POST', `/api/members/${theirs.accountId}/restore`],
      ['DELETE', `/api/members/${theirs.accountId}`],
      ['PATCH', `/api/members/${other.accountId}`, { role: 'VIEWER' }],
      ['DELETE', `/api/members/${randomUUID()}`],
    ] as const) {
      const response = await call(owner.session, method, url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect(await roleOf(theirs.accountId)).toBe('MANAGER');
    expect((await list(other.session)).invitations).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('sends a single-use link valid for a week (only its hash kept), journals it, and resends to the same address', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const email = uniqueEmail('invitee');
    const before = Date.now();
    const invitation = await invite(owner.session, email.toUpperCase(), 'ACCOUNTANT');
    expect(invitation).toMatchObject({ email, role: 'ACCOUNTANT', expired: false, invitedBy: 'Тест' });
    const expiresAt = new Date(invitation.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + INVITATION_TTL_DAYS * 86_400_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + INVITATION_TTL_DAYS * 86_400_000 + 1000);

    const { link, token } = await invitationToken(ctx.app, email);
    expect(link).toBe(`${ctx.app.config.publicUrl}/#/invitation/${token}`);
    const [letter] = await lettersTo(ctx.app, email, 'member.invitation');
    expect(letter?.subject).toContain('Приглашение');
    expect(letter?.body_text).toContain('«Бухгалтер»');
    const stored = await ctx.app.db.selectFrom('partner_invitations').selectAll().where('id', '=', invitation.id).execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(200);

    const journal = await journalOf(ctx.app, partnerId);
    expect(journal).toEqual([
      expect.objectContaining({
        action: 'member.invited',
        actor_account_id: owner.accountId,
        subject_type: 'invitation',
        subject_id: invitation.id,
        subject_label: email,
        changes: [{ field: 'Роль', before: null, after: 'Бухгалтер' }],
      }),
    ]);

    // Inviting the address again sends the same invitation again: a new link (the old one is gone), the role asked now.
    const again = await invite(owner.session, email, 'VIEWER');
    expect(again.id).toBe(invitation.id);
    expect(again.role).toBe('VIEWER');
    const second = await invitationToken(ctx.app, email);
    expect(second.token).not.toBe(token);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${second.token}` })).json().role).toBe('VIEWER');
    expect(await lettersTo(ctx.app, email, 'member.invitation')).toHaveLength(2);
    expect((await list(owner.session)).invitations).toHaveLength(1);
  });

  it('checks the address and role in Russian', async () => {
    const owner = await createActivePartner(ctx.app);
    const cases: Array<[unknown, string, string]> = [
      [{ email: 'не-адрес', role: 'VIEWER' }, 'email', MESSAGES.emailFormat],
      [{ email: '', role: 'VIEWER' }, 'email', MESSAGES.required],
      [{ email: uniqueEmail() }, 'role', MESSAGES.required],
      [{ email: uniqueEmail(), role: 'OWNER' }, 'role', MESSAGES.required],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(owner.session, 'POST', '/api/members/invitations', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ERROR_CODES.validation);
      expect(response.json().details[0]).toEqual({ field, message });
    }
  });

  it('refuses the address of its own person, of another partner’s, of an operator and of a distributor’s person', async () => {
    const owner = await createActivePartner(ctx.app);
    const own = await addMember(ctx.app, owner.partnerId ?? '', 'VIEWER');
    const otherPartner = await createActivePartner(ctx.app);
    const otherPerson = await addMember(ctx.app, otherPartner.partnerId ?? '', 'MANAGER');
    const operator = await createOperator(ctx.app);
    const distributor = await createDistributorAccount(ctx.app);
    for (const [email, message] of [
      [owner.email, TEAM_ERRORS.alreadyMember],
      [own.email, TEAM_ERRORS.alreadyMember],
      [otherPartner.email, TEAM_ERRORS.memberOfAnother],
      [otherPerson.email.toUpperCase(), TEAM_ERRORS.memberOfAnother],
      [operator.email, TEAM_ERRORS.staffAccount],
      [distributor.email, TEAM_ERRORS.staffAccount],
    ] as const) {
      const response = await call(owner.session, 'POST', '/api/members/invitations', { email, role: 'VIEWER' });
      expect({ email, status: response.statusCode, message: response.json().message }).toEqual({ email, status: 409, message });
    }
    expect((await list(owner.session)).invitations).toEqual([]);
    expect(await lettersTo(ctx.app, otherPerson.email, 'member.invitation')).toEqual([]);
  });

  it('resends an invitation by its id with a new link and week, and withdraws one (journalled); neither twice', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const email = uniqueEmail();
    const invitation = await invite(owner.session, email);
    const first = await invitationToken(ctx.app, email);
    await ctx.app.db
      .updateTable('partner_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    expect((await list(owner.session)).invitations[0]?.expired).toBe(true);

    const resent = await call(owner.session, 'POST', `/api/members/invitations/${invitation.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: invitation.id, email, role: 'MANAGER', expired: false });
    const second = await invitationToken(ctx.app, email);
    expect(second.token).not.toBe(first.token);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${second.token}` })).statusCode).toBe(200);

    const withdrawn = await call(owner.session, 'DELETE', `/api/members/invitations/${invitation.id}`);
    expect(withdrawn.statusCode).toBe(204);
    expect((await list(owner.session)).invitations).toEqual([]);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${second.token}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(TEAM_ERRORS.invitationInvalid);
    expect((await call(owner.session, 'DELETE', `/api/members/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await call(owner.session, 'POST', `/api/members/invitations/${invitation.id}/resend`)).statusCode).toBe(404);
    expect((await journalOf(ctx.app, partnerId)).map((e) => e.action)).toEqual([
      'member.invited',
      'member.invited',
      'invitation.withdrawn',
    ]);
    // A withdrawn invitation leaves the address free for a new one.
    expect((await invite(owner.session, email)).id).not.toBe(invitation.id);
  });
});

describe('roles', () => {
  it('changes a person’s role: the letter, the journal (before → after), at once on the next call', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const person = await addMember(ctx.app, partnerId, 'ADMIN');
    expect((await call(person.session, 'GET', '/api/members')).statusCode).toBe(200);

    const response = await call(owner.session, 'PATCH', `/api/members/${person.accountId}`, { role: 'ACCOUNTANT' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: person.accountId, role: 'ACCOUNTANT', status: 'active', isSelf: false });
    // The person's session sees its new role at once.
    const refused = await call(person.session, 'GET', '/api/members');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_ERRORS.noRight);
    const me = await call(person.session, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ memberRole: 'ACCOUNTANT' });

    const letters = await lettersTo(ctx.app, person.email, 'member.role-changed');
    expect(letters).toHaveLength(1);
    expect(letters[0]?.body_text).toContain('была «Администратор», стала «Бухгалтер»');
    expect(await journalOf(ctx.app, partnerId)).toEqual([
      expect.objectContaining({
        action: 'member.role_changed',
        actor_account_id: owner.accountId,
        subject_type: 'member',
        subject_id: person.accountId,
        subject_label: person.email,
        changes: [{ field: 'Роль', before: 'Администратор', after: 'Бухгалтер' }],
      }),
    ]);

    // The same role again changes nothing and writes nothing.
    expect((await call(owner.session, 'PATCH', `/api/members/${person.accountId}`, { role: 'ACCOUNTANT' })).statusCode).toBe(200);
    expect(await journalOf(ctx.app, partnerId)).toHaveLength(1);
    expect(await lettersTo(ctx.app, person.email, 'member.role-changed')).toHaveLength(1);
  });

  it('checks the role in Russian and refuses one the organisation does not offer', async () => {
    const distributor = await createDistributorAccount(ctx.app);
    const person = await addMember(ctx.app, distributor.partnerId ?? '', 'MANAGER', { authorities: ['ROLE_DISTRIBUTOR'] });
    const missing = await call(distributor.session, 'PATCH', `/api/members/${person.accountId}`, {});
    expect(missing.json()).toMatchObject({ code: ERROR_CODES.validation, details: [{ field: 'role', message: MESSAGES.required }] });
    const notOffered = await call(distributor.session, 'PATCH', `/api/members/${person.accountId}`, { role: 'ACCOUNTANT' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(TEAM_ERRORS.roleNotOffered);
    const ok = await call(distributor.session, 'PATCH', `/api/members/${person.accountId}`, { role: 'VIEWER' });
    expect(ok.json()).toMatchObject({ role: 'VIEWER' });
  });

  it('narrows a demoted person’s token to the new role', async () => {
    const owner = await createActivePartner(ctx.app);
    const person = await addMember(ctx.app, owner.partnerId ?? '', 'ADMIN');
    const token = await issueToken(person.session);
    expect((await withToken(token, '/api/members')).statusCode).toBe(200);
    await call(owner.session, 'PATCH', `/api/members/${person.accountId}`, { role: 'VIEWER' });
    const stored = await ctx.app.db.selectFrom('api_tokens').select('role').where('account_id', '=', person.accountId).executeTakeFirst();
    expect(stored?.role).toBe('VIEWER');
    const refused = await withToken(token, '/api/members');
    expect(refused.statusCode).toBe(403);
    expect((await withToken(token, '/api/me')).statusCode).toBe(200);
  });
});

describe('the last active administrator', () => {
  it('cannot be demoted, even by itself, while no other administrator is active', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const demote = () => call(owner.session, 'PATCH', `/api/members/${owner.accountId}`, { role: 'MANAGER' });
    const alone = await demote();
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(TEAM_ERRORS.lastAdmin);

    // A suspended administrator does not count.
    const other = await addMember(ctx.app, partnerId, 'ADMIN');
    await call(owner.session, 'POST', `/api/members/${other.accountId}/suspend`);
    expect((await demote()).json().message).toBe(TEAM_ERRORS.lastAdmin);
    expect(await roleOf(owner.accountId)).toBe('ADMIN');

    await call(owner.session, 'POST', `/api/members/${other.accountId}/restore`);
    const done = await demote();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ role: 'MANAGER', isSelf: true });
  });

  it('is refused to suspend and remove by an administrator demoted meanwhile (a stale caller)', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const other = await addMember(ctx.app, partnerId, 'ADMIN');
    // `other` began its call as an administrator, and was demoted before its transaction ran.
    const stale: Caller = {
      accountId: other.accountId,
      email: other.email,
      authorities: ['ROLE_PARTNER'],
      partnerId,
      participationStatus: 'on',
      sessionId: null,
      csrfToken: null,
      apiTokenId: null,
      memberRole: 'ADMIN',
      tokenRole: null,
    };
    await setRole(ctx.app, other.accountId, 'MANAGER');
    await expect(suspend(ctx.app.db, stale, null, owner.accountId)).rejects.toMatchObject({ status: 409, message: TEAM_ERRORS.lastAdmin });
    await expect(remove(ctx.app.db, NO_JOBS, stale, null, owner.accountId, 'http://portal.test')).rejects.toMatchObject({
      status: 409,
      message: TEAM_ERRORS.lastAdmin,
    });
    // With another active administrator left, a stale caller is still refused: it has no right any more.
    await addMember(ctx.app, partnerId, 'ADMIN');
    await expect(suspend(ctx.app.db, stale, null, owner.accountId)).rejects.toMatchObject({ status: 403, message: TEAM_ERRORS.noRight });
    expect(await roleOf(owner.accountId)).toBe('ADMIN');
  });

  it('survives two administrators demoting each other at once: one succeeds, one administrator remains', async () => {
    const first = await createActivePartner(ctx.app);
    const partnerId = first.partnerId ?? '';
    const second = await addMember(ctx.app, partnerId, 'ADMIN');
    const [a, b] = await Promise.all([
      call(first.session, 'PATCH', `/api/members/${second.accountId}`, { role: 'VIEWER' }),
      call(second.session, 'PATCH', `/api/members/${first.accountId}`, { role: 'VIEWER' }),
    ]);
    // The loser is refused as the last administrator's demotion (409) when both were read as administrators, or as no
    // longer an administrator (403) when a loaded machine read its caller after the winner's commit.
    const [winner, loser] = [a, b].sort((x, y) => x.statusCode - y.statusCode);
    expect(winner?.statusCode).toBe(200);
    expect([403, 409]).toContain(loser?.statusCode);
    if (loser?.statusCode === 409) expect(loser.json().message).toBe(TEAM_ERRORS.lastAdmin);
    const admins = await ctx.app.db
      .selectFrom('accounts')
      .select('id')
      .where('partner_id', '=', partnerId)
      .where('member_role', '=', 'ADMIN')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('cannot suspend or remove itself', async () => {
    const owner = await createActivePartner(ctx.app);
    await addMember(ctx.app, owner.partnerId ?? '', 'ADMIN');
    for (const [method, url] of [
      ['POST', `/api/members/${owner.accountId}/suspend`],
      ['DELETE', `/api/members/${owner.accountId}`],
    ] as const) {
      const response = await call(owner.session, method, url);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(TEAM_ERRORS.selfRemoval);
    }
    expect((await call(owner.session, 'GET', '/api/me')).statusCode).toBe(200);
  });
});

describe('suspending and restoring', () => {
  it('ends the person’s sessions and stops its token at once; restoring lets the token and a new sign-in work', async () => {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const token = await issueToken(owner.session);
    // The person's own token (issued while an administrator, with a manager's role), and a second browser.
    const person = await addMember(ctx.app, partnerId, 'ADMIN');
    const personToken = await issueToken(person.session, 'MANAGER');
    await setRole(ctx.app, person.accountId, 'MANAGER');
    const secondBrowser = await login(ctx.app, person.email, TEST_PASSWORD);
    expect((await call(person.session, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await withToken(personToken, '/api/me')).statusCode).toBe(200);

    const suspended = await call(owner.session, 'POST', `/api/members/${person.accountId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ id: person.accountId, status: 'suspended' });
    for (const session of [person.session, secondBrowser]) expect((await call(session, 'GET', '/api/me')).statusCode).toBe(401);
    const refused = await withToken(personToken, '/api/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(API_TOKEN_ERRORS.invalid);
    expect(await ctx.app.db.selectFrom('sessions').select('id').where('account_id', '=', person.accountId).execute()).toEqual([]);
    // A sign-in while suspended is refused with the reason, not as a wrong password, and opens no session.
    const during = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(during.statusCode).toBe(403);
    expect(during.json()).toMatchObject({ code: TEAM_ERROR_CODES.accountSuspended, message: TEAM_ERRORS.accountSuspended });
    expect(await ctx.app.db.selectFrom('sessions').select('id').where('account_id', '=', person.accountId).execute()).toEqual([]);
    // The administrator's own token is untouched; suspending twice changes nothing.
    expect((await withToken(token, '/api/me')).statusCode).toBe(200);
    expect((await call(owner.session, 'POST', `/api/members/${person.accountId}/suspend`)).json().status).toBe('suspended');

    const restored = await call(owner.session, 'POST', `/api/members/${person.accountId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'active', role: 'MANAGER' });
    expect((await withToken(personToken, '/api/me')).statusCode).toBe(200);
    const again = await login(ctx.app, person.email, TEST_PASSWORD);
    expect((await call(again, 'GET', '/api/me')).json()).toMatchObject({ memberRole: 'MANAGER' });
    expect((await call(owner.session, 'POST', `/api/members/${person.accountId}/restore`)).json().status).toBe('active');

    expect((await journalOf(ctx.app, partnerId)).filter((e) => e.action.startsWith('member.'))).toEqual([
      expect.objectContaining({ action: 'member.suspended', actor_account_id: owner.accountId, subject_id: person.accountId }),
      expect.objectContaining({ action: 'member.restored', actor_account_id: owner.accountId, subject_id: person.accountId }),
    ]);
  });
});

describe('removing', () => {
  async function setUp(): Promise<{ owner: TestAccount; second: TestAccount; person: TestAccount; token: string; partnerId: string }> {
    const owner = await createActivePartner(ctx.app);
    const partnerId = owner.partnerId ?? '';
    const second = await addMember(ctx.app, partnerId, 'ADMIN');
    const person = await addMember(ctx.app, partnerId, 'ADMIN', { authorities: ['ROLE_PARTNER', 'ROLE_IAS_USER'], name: 'Петр' });
    const token = await issueToken(person.session, 'MANAGER');
    await setRole(ctx.app, person.accountId, 'MANAGER');
    return { owner, second, person, token, partnerId };
  }

  it('ends the person’s sessions and token, takes its organisation away but keeps its account; letters, journal, webhook', async () => {
    const { owner, second, person, token, partnerId } = await setUp();
    await listenToMembers(ctx.app, partnerId);
    expect((await withToken(token, '/api/me')).statusCode).toBe(200);

    const response = await call(owner.session, 'DELETE', `/api/members/${person.accountId}`);
    expect(response.statusCode).toBe(204);
    expect((await call(person.session, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await withToken(token, '/api/me')).statusCode).toBe(401);
    expect(await ctx.app.db.selectFrom('api_tokens').select('id').where('account_id', '=', person.accountId).execute()).toEqual([]);
    const account = await ctx.app.db
      .selectFrom('accounts')
      .select(['email', 'partner_id', 'member_role', 'suspended_at'])
      .where('id', '=', person.accountId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ email: person.email, partner_id: null, member_role: null, suspended_at: null });
    // It can still sign in, as an account of no organisation.
    const again = await login(ctx.app, person.email, TEST_PASSWORD);
    const me = (await call(again, 'GET', '/api/me')).json();
    expect(me.authorities).toEqual([{ authority: 'ROLE_USER' }]);
    expect(me.memberRole).toBeNull();
    expect((await list(owner.session)).members.map((m) => m.email)).not.toContain(person.email);

    expect(await lettersTo(ctx.app, person.email, 'member.removed')).toHaveLength(1);
    for (const admin of [owner, second]) {
      const notices = await lettersTo(ctx.app, admin.email, 'member.removed-notice');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.body_text).toContain(`Петр (${person.email})`);
    }
    expect((await journalOf(ctx.app, partnerId)).filter((e) => e.action !== 'token.issued')).toEqual([
      expect.objectContaining({
        action: 'member.removed',
        actor_account_id: owner.accountId,
        subject_id: person.accountId,
        subject_label: person.email,
        changes: [{ field: 'Роль', before: 'Менеджер', after: null }],
      }),
    ]);
    const deliveries = await deliveriesOf(ctx.app, partnerId);
    expect(deliveries.map((d) => d.event_type)).toEqual(['member.removed']);
    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({
      type: 'member.removed',
      data: { memberId: person.accountId, email: person.email, role: 'MANAGER' },
    });
    expect((await call(owner.session, 'DELETE', `/api/members/${person.accountId}`)).statusCode).toBe(404);
  });

  it('is refused a removed person’s old session at once, even with a write', async () => {
    const { owner, person } = await setUp();
    await call(owner.session, 'DELETE', `/api/members/${person.accountId}`);
    const write = await call(person.session, 'POST', '/api/members/invitations', { email: uniqueEmail(), role: 'VIEWER' });
    expect(write.statusCode).toBe(401);
  });
});
