/** Roles are not mixed: operators and distributors never apply or act as partners; nobody decides its own. */
import { ERROR_MESSAGES, SECURITY_CODES, SECURITY_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  applicationBody,
  createAccount,
  createActivePartner,
  createDistributorAccount,
  createOperator,
  customerBody,
  insertCustomers,
  partnerRow,
} from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const decide = (session: Session, partnerId: string) =>
  request(ctx.app, session, {
    method: 'POST',
    url: `/api/backoffice/applications/${partnerId}/decision`,
    payload: { decision: 'approve' },
  });

const roleConflict = { code: SECURITY_CODES.roleConflict, message: SECURITY_MESSAGES.applicationForbiddenForRole };
const ownDecision = { code: SECURITY_CODES.ownDecision, message: SECURITY_MESSAGES.ownDecisionForbidden };

describe('applying to the partner programme', () => {
  it('refuses an operator: POST /api/participation answers 403 and grants nothing', async () => {
    const operator = await createOperator(ctx.app);
    const response = await request(ctx.app, operator.session, { method: 'POST', url: '/api/participation', payload: applicationBody() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(roleConflict);
    const me = await request(ctx.app, operator.session, { method: 'GET', url: '/api/me' });
    expect(me.json().authorities.map((a: { authority: string }) => a.authority)).not.toContain('ROLE_PARTNER');
  });

  it('refuses a distributor', async () => {
    const distributor = await createDistributorAccount(ctx.app);
    const response = await request(ctx.app, distributor.session, { method: 'POST', url: '/api/participation', payload: applicationBody() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(roleConflict);
  });

  it('refuses PATCH /api/participation to an operator and a distributor, even one holding ROLE_PARTNER', async () => {
    const mixed = await createAccount(ctx.app, { authorities: ['ROLE_VENDOR', 'ROLE_PARTNER'], partner: { status: 'on' } });
    const distributor = await createDistributorAccount(ctx.app);
    for (const account of [mixed, distributor]) {
      const response = await request(ctx.app, account.session, {
        method: 'PATCH',
        url: '/api/participation',
        payload: { site: 'https://a.ru' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(roleConflict);
    }
  });

  it('still lets a plain signed-up account apply', async () => {
    const account = await createAccount(ctx.app);
    const response = await request(ctx.app, account.session, { method: 'POST', url: '/api/participation', payload: applicationBody() });
    expect(response.statusCode).toBe(201);
  });
});

describe('an operator never acts as a partner', () => {
  it('an operator holding ROLE_PARTNER of an active partner cannot register or list clients', async () => {
    const mixed = await createAccount(ctx.app, { authorities: ['ROLE_VENDOR', 'ROLE_PARTNER'], partner: { status: 'on' } });
    const register = await request(ctx.app, mixed.session, { method: 'POST', url: '/api/customers', payload: customerBody() });
    expect(register.statusCode).toBe(403);
    expect(register.json()).toMatchObject({ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });
    const list = await request(ctx.app, mixed.session, { method: 'GET', url: '/api/customer-manager' });
    expect(list.statusCode).toBe(403);
  });

  it('a distributor holding ROLE_PARTNER cannot act as a partner either', async () => {
    const mixed = await createAccount(ctx.app, { authorities: ['ROLE_DISTRIBUTOR', 'ROLE_PARTNER'], partner: { status: 'on' } });
    const register = await request(ctx.app, mixed.session, { method: 'POST', url: '/api/customers', payload: customerBody() });
    expect(register.statusCode).toBe(403);
  });
});

describe('nobody decides its own', () => {
  it('an operator linked to a partner cannot decide that partner’s application', async () => {
    const mixed = await createAccount(ctx.app, { authorities: ['ROLE_VENDOR', 'ROLE_PARTNER'], partner: { status: null } });
    const partnerId = mixed.partnerId ?? '';
    const response = await decide(mixed.session, partnerId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(ownDecision);
    expect((await partnerRow(ctx.app, partnerId)).participation_status).toBeNull();
  });

  it('an operator cannot decide an application sent from its own e-mail', async () => {
    const operator = await createOperator(ctx.app);
    const applicant = await createAccount(ctx.app);
    const applied = await request(ctx.app, applicant.session, {
      method: 'POST',
      url: '/api/participation',
      payload: applicationBody({ email: operator.email.toUpperCase() }),
    });
    expect(applied.statusCode).toBe(201);
    const partnerId = applied.json().partnerId as string;
    const response = await decide(operator.session, partnerId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(ownDecision);
    // Another operator decides it.
    const other = await createOperator(ctx.app);
    const decided = await decide(other.session, partnerId);
    expect(decided.statusCode).toBe(200);
  });

  it('an operator cannot confirm or reject a client of its own partner, nor one with its own e-mail', async () => {
    const mixed = await createAccount(ctx.app, { authorities: ['ROLE_VENDOR', 'ROLE_PARTNER'], partner: { status: 'on' } });
    const partner = await createActivePartner(ctx.app);
    const [ownClient] = await insertCustomers(ctx.app, mixed.partnerId ?? '', [{}]);
    const [selfClient] = await insertCustomers(ctx.app, partner.partnerId ?? '', [{ email: mixed.email }]);
    for (const id of [ownClient, selfClient]) {
      for (const decision of ['confirm', 'reject']) {
        const response = await request(ctx.app, mixed.session, {
          method: 'POST',
          url: `/api/backoffice/customers/${id}/decision`,
          payload: { decision },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject(ownDecision);
      }
      const row = await ctx.app.db
        .selectFrom('customers')
        .select('status')
        .where('id', '=', id ?? '')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('unconfirmed');
    }
  });
});
