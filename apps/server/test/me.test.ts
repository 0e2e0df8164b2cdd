import { ERROR_MESSAGES, RIGHTS, ROLE_RIGHTS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { clearCallerCache } from '../src/services/caller.ts';
import { createAccount, partnerRow } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('GET /api/me', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await request(ctx.app, null, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.unauthorized });
  });

  it("describes a partner's user with the partner's name, code and every authority", async () => {
    const account = await createAccount(ctx.app, {
      authorities: ['ROLE_PARTNER', 'ROLE_IAS_USER'],
      partner: { status: 'on', name: 'ООО «Партнер для me»' },
    });
    if (!account.partnerId) throw new Error('partner expected');
    const partner = await partnerRow(ctx.app, account.partnerId);

    const response = await request(ctx.app, account.session, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      username: account.email,
      email: account.email,
      partner: 'ООО «Партнер для me»',
      partnerCode: partner.partner_code,
    });
    expect(me.authorities).toHaveLength(2);
    expect(me.authorities).toEqual(expect.arrayContaining([{ authority: 'ROLE_PARTNER' }, { authority: 'ROLE_IAS_USER' }]));
  });

  it('describes a plain ROLE_USER account without a partner', async () => {
    const account = await createAccount(ctx.app);
    const response = await request(ctx.app, account.session, { method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: account.email,
      name: 'Тест',
      surname: null,
      email: account.email,
      city: null,
      phone: null,
      partner: null,
      partnerCode: null,
      authorities: [{ authority: 'ROLE_USER' }],
      memberRole: null,
      rights: [],
    });
  });

  it('says the person’s role and what it may do, narrowed for another role at once', async () => {
    const account = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'on' } });
    const me = await request(ctx.app, account.session, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ memberRole: 'ADMIN', rights: [...RIGHTS] });

    await ctx.app.db.updateTable('accounts').set({ member_role: 'ACCOUNTANT' }).where('id', '=', account.accountId).execute();
    clearCallerCache();
    const after = await request(ctx.app, account.session, { method: 'GET', url: '/api/me' });
    expect(after.json()).toMatchObject({ memberRole: 'ACCOUNTANT', rights: [...ROLE_RIGHTS.ACCOUNTANT] });
  });
});
