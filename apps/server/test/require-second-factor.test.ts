/** The operator's requirement of a second factor for operators and distributors (decision 034). */
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-node';
import { generate } from '@otplib/totp';
import { REQUIRE_SECOND_FACTOR_TEXTS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { relyingParty } from '../src/services/passkey.service.ts';
import { createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

async function enrolTotp(session: Session): Promise<void> {
  const setup = await request(ctx.app, session, { method: 'POST', url: '/api/account/totp/setup' });
  const code = await generate({ secret: setup.json().secret, crypto, base32, epoch: Math.floor(Date.now() / 1000) });
  const enable = await request(ctx.app, session, { method: 'POST', url: '/api/account/totp/enable', payload: { code } });
  expect(enable.statusCode).toBe(200);
}

async function enrolPasskey(session: Session): Promise<void> {
  const rp = relyingParty(ctx.app.config.publicUrl);
  const { challengeId, options } = (await request(ctx.app, session, { method: 'POST', url: '/api/account/passkeys/options' })).json();
  const response = new SoftwareAuthenticator(rp.id, rp.origin).register(options);
  const added = await request(ctx.app, session, { method: 'POST', url: '/api/account/passkeys', payload: { challengeId, response } });
  expect(added.statusCode).toBe(201);
}

function setRequirement(operator: TestAccount, on: boolean) {
  return request(ctx.app, operator.session, {
    method: 'PUT',
    url: '/api/backoffice/security-settings',
    payload: { requireSecondFactor: on },
  });
}

describe('the requirement of a second factor', () => {
  it('is off by default; an operator without a second factor cannot turn it on', async () => {
    const operator = await createOperator(ctx.app);
    const read = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/security-settings' });
    expect(read.json()).toEqual({ requireSecondFactor: false });
    const refused = await setRequirement(operator, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REQUIRE_SECOND_FACTOR_TEXTS.enrolYourselfFirst);
  });

  it('only operators change it, and each change is audited', async () => {
    const partner = await createActivePartner(ctx.app);
    const forbidden = await request(ctx.app, partner.session, {
      method: 'PUT',
      url: '/api/backoffice/security-settings',
      payload: { requireSecondFactor: true },
    });
    expect(forbidden.statusCode).toBe(403);
    const operator = await createOperator(ctx.app);
    await enrolTotp(operator.session);
    expect((await setRequirement(operator, true)).json()).toEqual({ requireSecondFactor: true });
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('actor_account_id', '=', operator.accountId)
      .where('action', '=', 'security.require-second-factor')
      .execute();
    expect(audit).toHaveLength(1);
    expect((await setRequirement(operator, false)).statusCode).toBe(200);
  });

  it('when on, stops operators and distributors without a factor until they enrol; partners are not bound', async () => {
    const admin = await createOperator(ctx.app);
    await enrolTotp(admin.session);
    const operator = await createOperator(ctx.app);
    const distributor = await createDistributorAccount(ctx.app);
    const partner = await createActivePartner(ctx.app);
    try {
      expect((await setRequirement(admin, true)).statusCode).toBe(200);

      const blocked = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/distributors' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', message: REQUIRE_SECOND_FACTOR_TEXTS.enrolFirst });
      const state = await request(ctx.app, operator.session, { method: 'GET', url: '/api/account/second-factor' });
      expect(state.json()).toMatchObject({ enrolmentRequired: true });
      expect((await request(ctx.app, operator.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
      // The app's loader reads the participation before any page: it must answer, or nobody reaches «Безопасность».
      const participation = await request(ctx.app, distributor.session, { method: 'GET', url: '/api/participation' });
      expect(participation.json().code).not.toBe('SECOND_FACTOR_REQUIRED');
      expect((await setRequirement(operator, false)).statusCode).toBe(403);

      const distributorBlocked = await request(ctx.app, distributor.session, {
        method: 'GET',
        url: '/api/distributor-manager/partners/000/billing',
      });
      expect(distributorBlocked.json().code).toBe('SECOND_FACTOR_REQUIRED');

      const partnerCall = await request(ctx.app, partner.session, { method: 'GET', url: '/api/account/second-factor' });
      expect(partnerCall.json()).toMatchObject({ enrolmentRequired: false });
      expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/leads/count' })).json().code).not.toBe(
        'SECOND_FACTOR_REQUIRED',
      );

      // Enrolment (a TOTP app, or a passkey) lets them through.
      await enrolTotp(operator.session);
      expect((await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/distributors' })).statusCode).toBe(200);
      await enrolPasskey(distributor.session);
      expect(
        (await request(ctx.app, distributor.session, { method: 'GET', url: '/api/distributor-manager/partners/000/billing' })).json().code,
      ).not.toBe('SECOND_FACTOR_REQUIRED');
    } finally {
      await setRequirement(admin, false);
    }
  });
});
