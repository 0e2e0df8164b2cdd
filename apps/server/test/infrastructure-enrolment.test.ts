import { randomUUID } from 'node:crypto';
import {
  accessRequestItemSchema,
  IAS_OFFER_VERSION,
  IAS_TEXTS,
  iasParticipationSchema,
  MESSAGES,
  PARTNER_BLOCKED_CODE,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  createActivePartner,
  createDistributor,
  createDistributorAccount,
  createOperator,
  partnerRow,
} from './support/factories.ts';
import { createEnrollablePartner, requestAccess } from './support/infrastructure.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const PARTNER_ROUTES = [
  { method: 'GET', url: '/api/ias/participation' },
  { method: 'POST', url: '/api/ias/access-requests', payload: { publicOfferAccepted: true } },
  { method: 'GET', url: `/api/ias/access-requests/${randomUUID()}` },
  { method: 'GET', url: '/api/ias/distributor' },
  { method: 'POST', url: '/api/ias/distributor', payload: { uniqueExchangeId: 'x' } },
] as const;

const participation = (session: Parameters<typeof request>[1]) =>
  request(ctx.app, session, { method: 'GET', url: '/api/ias/participation' });

describe('who may enrol', () => {
  it.each(PARTNER_ROUTES)('$method $url answers 401 to an anonymous caller', async (route) => {
    expect((await request(ctx.app, null, route)).statusCode).toBe(401);
  });

  it.each(PARTNER_ROUTES)(
    '$method $url answers 403 to a distributor, an operator, a plain account, an accountant and a partner under review',
    async (route) => {
      const reviewed = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: null } });
      const accountant = await createAccount(ctx.app, { authorities: ['ROLE_USER'], partner: { status: 'on' } });
      const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
      const callers = [
        await createDistributorAccount(ctx.app),
        await createOperator(ctx.app),
        await createAccount(ctx.app),
        accountant,
        reviewed,
        suspended,
      ];
      for (const caller of callers) {
        const response = await request(ctx.app, caller.session, route);
        expect(response.statusCode, caller.email).toBe(403);
      }
    },
  );
});

describe('GET /api/ias/participation', () => {
  it('answers 404 while the partner has no status (document 2 §8: the page offers the offer)', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await participation(partner.session);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'IAS_NOT_ENROLLED', message: IAS_TEXTS.notEnrolled });
  });
});

describe('POST /api/ias/access-requests', () => {
  it('accepts the offer: pending, the contact e-mail as the login, the current distributor, the offer version, an audit trail', async () => {
    const partner = await createEnrollablePartner(ctx.app);
    const response = await requestAccess(ctx.app, partner.session, {
      publicOfferAccepted: true,
      reason: '  Виртуальные машины для клиентов  ',
    });
    expect(response.statusCode).toBe(201);
    const created = accessRequestItemSchema.parse(response.json());
    expect(created).toMatchObject({
      status: 'pending',
      email: partner.contactEmail,
      note: 'Виртуальные машины для клиентов',
      publicOfferAccepted: true,
      offerVersion: IAS_OFFER_VERSION,
    });
    expect(created.distributor?.uniqueExchangeId).toBeTruthy();

    const status = iasParticipationSchema.parse((await participation(partner.session)).json());
    expect(status).toMatchObject({ iasStatus: 'pending', email: partner.contactEmail, reason: null, requestId: created.id });

    const read = await request(ctx.app, partner.session, { method: 'GET', url: `/api/ias/access-requests/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const events = await ctx.app.db.selectFrom('ias_access_events').selectAll().where('access_id', '=', created.id).execute();
    expect(events).toEqual([
      expect.objectContaining({ action: 'request', from_status: 'none', to_status: 'pending', actor_account_id: partner.accountId }),
    ]);
    const audit = await ctx.app.db.selectFrom('audit_log').select('action').where('subject_id', '=', partner.partnerId).execute();
    expect(audit.map((a) => a.action)).toContain('ias.request');
    // Requesting grants nothing yet.
    const me = await request(ctx.app, partner.session, { method: 'GET', url: '/api/me' });
    expect(me.json().authorities).not.toContainEqual({ authority: 'ROLE_IAS_USER' });
  });

  it('refuses a second request once a status exists (409), and two at once give one request', async () => {
    const partner = await createEnrollablePartner(ctx.app);
    const [a, b] = await Promise.all([requestAccess(ctx.app, partner.session), requestAccess(ctx.app, partner.session)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await requestAccess(ctx.app, partner.session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'IAS_ALREADY_REQUESTED', message: IAS_TEXTS.alreadyRequested });
    const rows = await ctx.app.db.selectFrom('ias_access').select('id').where('partner_id', '=', partner.partnerId).execute();
    expect(rows).toHaveLength(1);
  });

  it('requires the offer accepted (document 2 §5)', async () => {
    const partner = await createEnrollablePartner(ctx.app);
    for (const payload of [{ publicOfferAccepted: false }, {}, { publicOfferAccepted: 'yes' }]) {
      const response = await requestAccess(ctx.app, partner.session, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(IAS_TEXTS.offerRequired);
    }
    expect((await participation(partner.session)).statusCode).toBe(404);
  });

  it('limits the note', async () => {
    const partner = await createEnrollablePartner(ctx.app);
    const response = await requestAccess(ctx.app, partner.session, { publicOfferAccepted: true, reason: 'я'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.tooLong(1000));
  });

  it('requires a contact e-mail in the profile: it becomes the login', async () => {
    for (const contactEmail of [null, '   ']) {
      const partner = await createEnrollablePartner(ctx.app, { contactEmail });
      const response = await requestAccess(ctx.app, partner.session);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'IAS_EMAIL_REQUIRED',
        message: IAS_TEXTS.emailRequired,
        details: [{ field: 'email' }],
      });
    }
  });

  it('requires a distributor unless one is set, and attaches the chosen one (the settlement scheme)', async () => {
    const partner = await createEnrollablePartner(ctx.app, { distributor: false });
    const missing = await requestAccess(ctx.app, partner.session, { publicOfferAccepted: true, distributor: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(IAS_TEXTS.distributorRequired);

    const unknown = await requestAccess(ctx.app, partner.session, {
      publicOfferAccepted: true,
      distributor: { uniqueExchangeId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(IAS_TEXTS.distributorUnknown);
    // A distributor listed for the workplace product only is not one for infrastructure.
    const grmOnly = await createDistributor(ctx.app, { name: `Только ГРМ ${randomUUID().slice(0, 6)}`, types: ['grm'] });
    const wrongType = await requestAccess(ctx.app, partner.session, {
      publicOfferAccepted: true,
      distributor: { uniqueExchangeId: grmOnly.uniqueExchangeId },
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await partnerRow(ctx.app, partner.partnerId)).distributor_id).toBeNull();

    const chosen = await createDistributor(ctx.app, { name: `Облачный дистрибьютор ${randomUUID().slice(0, 6)}`, types: ['ias'] });
    const response = await requestAccess(ctx.app, partner.session, {
      publicOfferAccepted: true,
      distributor: { uniqueExchangeId: chosen.uniqueExchangeId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().distributor).toEqual({ type: 'ias', uniqueExchangeId: chosen.uniqueExchangeId, partner: { name: chosen.name } });
    expect((await partnerRow(ctx.app, partner.partnerId)).distributor_id).toBe(chosen.partnerId);
    const attachment = await ctx.app.db
      .selectFrom('partner_attachments')
      .selectAll()
      .where('partner_id', '=', partner.partnerId)
      .executeTakeFirstOrThrow();
    expect(attachment).toMatchObject({ distributor_id: chosen.partnerId, previous_distributor_id: null, attached_by: partner.accountId });
  });

  it('keeps a distributor already set: the one sent is ignored', async () => {
    const partner = await createEnrollablePartner(ctx.app);
    const before = (await partnerRow(ctx.app, partner.partnerId)).distributor_id;
    const other = await createDistributor(ctx.app, { name: `Другой ${randomUUID().slice(0, 6)}`, types: ['ias'] });
    const response = await requestAccess(ctx.app, partner.session, {
      publicOfferAccepted: true,
      distributor: { uniqueExchangeId: other.uniqueExchangeId },
    });
    expect(response.statusCode).toBe(201);
    expect((await partnerRow(ctx.app, partner.partnerId)).distributor_id).toBe(before);
  });

  it('refuses a partner blocked by its distributor', async () => {
    const partner = await createEnrollablePartner(ctx.app);
    await ctx.app.db
      .updateTable('partners')
      .set({ lock_status: 'ACTIVE', lock_date: new Date(), lock_reason: 'Задолженность' })
      .where('id', '=', partner.partnerId)
      .execute();
    const response = await requestAccess(ctx.app, partner.session);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(PARTNER_BLOCKED_CODE);
  });
});

describe('GET /api/ias/access-requests/{id}', () => {
  it("answers 404 for another partner's request and for an unknown one, 400 for a malformed id", async () => {
    const owner = await createEnrollablePartner(ctx.app);
    const created = await requestAccess(ctx.app, owner.session);
    const id = (created.json() as { id: string }).id;
    const other = await createEnrollablePartner(ctx.app);
    for (const url of [`/api/ias/access-requests/${id}`, `/api/ias/access-requests/${randomUUID()}`]) {
      const response = await request(ctx.app, other.session, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(IAS_TEXTS.requestNotFound);
    }
    expect((await request(ctx.app, other.session, { method: 'GET', url: '/api/ias/access-requests/42' })).statusCode).toBe(400);
  });
});

describe('the current distributor', () => {
  it('reads the partner’s distributor, or none', async () => {
    const withOne = await createEnrollablePartner(ctx.app);
    const read = await request(ctx.app, withOne.session, { method: 'GET', url: '/api/ias/distributor' });
    expect(read.statusCode).toBe(200);
    expect(read.json().distributor).toMatchObject({ type: 'ias', partner: { name: expect.stringMatching(/^Дистрибьютор/) } });
    const without = await createEnrollablePartner(ctx.app, { distributor: false });
    expect((await request(ctx.app, without.session, { method: 'GET', url: '/api/ias/distributor' })).json()).toEqual({ distributor: null });
  });

  it('lets a partner without one choose one, once', async () => {
    const partner = await createEnrollablePartner(ctx.app, { distributor: false });
    const chosen = await createDistributor(ctx.app, { name: `Выбранный ${randomUUID().slice(0, 6)}`, types: ['ias'] });
    const bad = await request(ctx.app, partner.session, { method: 'POST', url: '/api/ias/distributor', payload: { uniqueExchangeId: '' } });
    expect(bad.statusCode).toBe(400);
    const unknown = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/ias/distributor',
      payload: { uniqueExchangeId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(400);
    const response = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/ias/distributor',
      payload: { uniqueExchangeId: chosen.uniqueExchangeId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      distributor: { type: 'ias', uniqueExchangeId: chosen.uniqueExchangeId, partner: { name: chosen.name } },
    });
    const again = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/ias/distributor',
      payload: { uniqueExchangeId: chosen.uniqueExchangeId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'IAS_DISTRIBUTOR_SET', message: IAS_TEXTS.distributorAlreadySet });
  });

  it('lists the distributors a partner may choose for infrastructure', async () => {
    const listed = await createDistributor(ctx.app, { name: `Ias-список ${randomUUID().slice(0, 6)}`, types: ['ias'] });
    const grmOnly = await createDistributor(ctx.app, { name: `Grm-список ${randomUUID().slice(0, 6)}`, types: ['grm'] });
    const response = await request(ctx.app, null, { method: 'GET', url: '/api/distributors/ias' });
    const names = (response.json() as Array<{ partner: { name: string } }>).map((d) => d.partner.name);
    expect(names).toContain(listed.name);
    expect(names).not.toContain(grmOnly.name);
  });
});
