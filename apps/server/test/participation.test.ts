import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, maskApplicationPhone, MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { applicationReceivedLetter } from '../src/services/letters.ts';
import {
  applicationBody,
  createAccount,
  createActivePartner,
  createDistributor,
  createDistributorAccount,
  partnerRow,
  waitFor,
} from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

// No distributor is listed in this file's database, so the distributor is optional here.
const ctx = useTestApp();

const apply = (session: Parameters<typeof request>[1], payload: Record<string, unknown>) =>
  request(ctx.app, session, { method: 'POST', url: '/api/participation', payload });

describe('GET /api/participation', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await request(ctx.app, null, { method: 'GET', url: '/api/participation' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers 404 NOT_FOUND to an account that never applied', async () => {
    const account = await createAccount(ctx.app);
    const response = await request(ctx.app, account.session, { method: 'GET', url: '/api/participation' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('POST /api/participation', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await apply(null, applicationBody());
    expect(response.statusCode).toBe(401);
  });

  it('creates an application under review with the submitted fields and the phone in the mask', async () => {
    const account = await createAccount(ctx.app);
    const body = applicationBody({ phone: '8912 345 6789', partnerName: ' ООО «Ромашка» ', email: 'Boss@Romashka.RU' });
    const response = await apply(account.session, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      status: null,
      partnerName: 'ООО «Ромашка»',
      name: body.fullname,
      email: 'boss@romashka.ru',
      phone: maskApplicationPhone('89123456789'),
      rejectedReason: null,
      offReason: null,
    });
    expect(created.phone).toBe('8 912 345 67 89');
    expect(created.partnerCode).toMatch(/^\d+$/);

    const read = await request(ctx.app, account.session, { method: 'GET', url: '/api/participation' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('makes the account a partner, visible in /api/me', async () => {
    const account = await createAccount(ctx.app);
    const body = applicationBody();
    expect((await apply(account.session, body)).statusCode).toBe(201);

    const me = (await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).json();
    expect(me.authorities).toEqual(expect.arrayContaining([{ authority: 'ROLE_PARTNER' }]));
    expect(me.partner).toBe(body.partnerName);
  });

  it('queues the confirmation letter, which the mail job then delivers', async () => {
    const account = await createAccount(ctx.app);
    const body = applicationBody();
    expect((await apply(account.session, body)).statusCode).toBe(201);

    const letter = () =>
      ctx.app.db.selectFrom('mail_outbox').select(['subject', 'kind', 'status']).where('to_address', '=', body.email).execute();
    const queued = await letter();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'application.received',
      subject: applicationReceivedLetter(body.email, body.partnerName).subject,
    });
    await waitFor(async () => (await letter())[0]?.status === 'stored');
  });

  it('answers the spec messages for empty names, a bad email and a bad phone, and creates nothing', async () => {
    const account = await createAccount(ctx.app);
    const response = await apply(
      account.session,
      applicationBody({ partnerName: '  ', fullname: '', email: 'not-an-email', phone: '8912' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'partnerName', message: MESSAGES.required },
        { field: 'fullname', message: MESSAGES.required },
        { field: 'email', message: MESSAGES.emailFormat },
        { field: 'phone', message: MESSAGES.applicationPhone },
      ]),
    );
    const read = await request(ctx.app, account.session, { method: 'GET', url: '/api/participation' });
    expect(read.statusCode).toBe(404);
  });

  it.each([['8 912 345 67 8'], ['8 912 345 67 890'], ['phone-number']])('refuses the phone %s', async (phone) => {
    const account = await createAccount(ctx.app);
    const response = await apply(account.session, applicationBody({ phone }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'phone', message: MESSAGES.applicationPhone }]);
  });

  it('answers 400 on field distributor for a distributor that does not exist', async () => {
    const account = await createAccount(ctx.app);
    const distributor = { type: 'grm', uniqueExchangeId: randomUUID(), partner: { name: 'Неизвестный' } };
    const response = await apply(account.session, applicationBody({ distributor }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'distributor' })]);
  });

  it('answers 409 APPLICATION_EXISTS to a second application and keeps the first', async () => {
    const account = await createAccount(ctx.app);
    const first = applicationBody();
    const created = (await apply(account.session, first)).json();

    const again = await apply(account.session, applicationBody());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'APPLICATION_EXISTS', message: ERROR_MESSAGES.applicationExists });

    const read = await request(ctx.app, account.session, { method: 'GET', url: '/api/participation' });
    expect(read.json()).toEqual(created);
    expect(read.json().partnerName).toBe(first.partnerName);
  });

  it('accepts exactly one of two simultaneous applications of one account', async () => {
    const account = await createAccount(ctx.app);
    const bodies = [applicationBody(), applicationBody()];
    const responses = await Promise.all(bodies.map((body) => apply(account.session, body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const partners = await ctx.app.db
      .selectFrom('partners')
      .select('id')
      .where(
        'email',
        'in',
        bodies.map((b) => b.email),
      )
      .execute();
    expect(partners).toHaveLength(1);
  });

  it('answers 409 to an account that is already linked to a partner', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await apply(partner.session, applicationBody());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'APPLICATION_EXISTS' });
  });
});

describe('PATCH /api/participation', () => {
  it("updates the public profile of the caller's own partner only", async () => {
    const own = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    if (!other.partnerId) throw new Error('partner expected');
    const otherBefore = await partnerRow(ctx.app, other.partnerId);

    const profile = {
      website: 'https://alfa.example.ru',
      publicName: 'Альфа',
      publicEmail: 'info@alfa.example.ru',
      publicPhone: '+7 912 000 00 00',
      publicCity: 'Москва',
    };
    const response = await request(ctx.app, own.session, { method: 'PATCH', url: '/api/participation', payload: profile });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...profile, partnerId: own.partnerId, status: 'on' });

    const read = await request(ctx.app, own.session, { method: 'GET', url: '/api/participation' });
    expect(read.json()).toMatchObject(profile);

    const otherAfter = await partnerRow(ctx.app, other.partnerId);
    expect(otherAfter).toEqual(otherBefore);
  });

  it('changes only the fields sent and clears a field sent as null', async () => {
    const own = await createActivePartner(ctx.app);
    await request(ctx.app, own.session, {
      method: 'PATCH',
      url: '/api/participation',
      payload: { website: 'https://a.ru', publicCity: 'Омск' },
    });
    const response = await request(ctx.app, own.session, { method: 'PATCH', url: '/api/participation', payload: { website: null } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ website: null, publicCity: 'Омск' });
  });

  it('answers 403 to an account that is not a partner and 401 to an anonymous caller', async () => {
    const user = await createAccount(ctx.app);
    const forbidden = await request(ctx.app, user.session, {
      method: 'PATCH',
      url: '/api/participation',
      payload: { website: 'https://x.ru' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });

    const anonymous = await request(ctx.app, null, { method: 'PATCH', url: '/api/participation', payload: { website: 'https://x.ru' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/partner', () => {
  it("answers the caller's partner", async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/partner' });
    expect(response.statusCode).toBe(200);
    const participation = await request(ctx.app, partner.session, { method: 'GET', url: '/api/participation' });
    expect(response.json()).toEqual(participation.json());
    expect(response.json()).toMatchObject({ partnerId: partner.partnerId, status: 'on' });
  });

  it("answers a distributor's own organisation", async () => {
    const distributor = await createDistributorAccount(ctx.app);
    const response = await request(ctx.app, distributor.session, { method: 'GET', url: '/api/partner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ partnerId: distributor.partnerId });
  });

  it('answers 403 to a plain account and 401 to an anonymous caller', async () => {
    const user = await createAccount(ctx.app);
    expect((await request(ctx.app, user.session, { method: 'GET', url: '/api/partner' })).statusCode).toBe(403);
    expect((await request(ctx.app, null, { method: 'GET', url: '/api/partner' })).statusCode).toBe(401);
  });
});

describe('POST /api/participation when distributors are listed', () => {
  // A database of its own, where a listed distributor exists from the start.
  const listed = useTestApp();
  const applyHere = (session: Parameters<typeof request>[1], payload: Record<string, unknown>) =>
    request(listed.app, session, { method: 'POST', url: '/api/participation', payload });

  it("requires the distributor with 'Поле не выбрано!'", async () => {
    await createDistributor(listed.app, { name: 'Дистрибьютор Обязательный' });
    const account = await createAccount(listed.app);
    const response = await applyHere(account.session, applicationBody({ distributor: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'distributor', message: MESSAGES.distributorRequired }]);
  });

  it('refuses an unknown or unlisted distributor', async () => {
    await createDistributor(listed.app, { name: 'Дистрибьютор Видимый' });
    const hidden = await createDistributor(listed.app, { name: 'Дистрибьютор Скрытый', listed: false });
    const account = await createAccount(listed.app);
    for (const uniqueExchangeId of [randomUUID(), hidden.uniqueExchangeId]) {
      const distributor = { type: 'grm', uniqueExchangeId, partner: { name: 'Кто-то' } };
      const response = await applyHere(account.session, applicationBody({ distributor }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ field: 'distributor' })]);
    }
    expect((await request(listed.app, account.session, { method: 'GET', url: '/api/participation' })).statusCode).toBe(404);
  });

  it('accepts a listed distributor and links the partner to it', async () => {
    const chosen = await createDistributor(listed.app, { name: 'Дистрибьютор Выбранный' });
    const account = await createAccount(listed.app);
    const distributor = { type: 'grm', uniqueExchangeId: chosen.uniqueExchangeId, partner: { name: chosen.name } };
    const response = await applyHere(account.session, applicationBody({ distributor }));
    expect(response.statusCode).toBe(201);
    const row = await partnerRow(listed.app, response.json().partnerId);
    expect(row.distributor_id).toBe(chosen.partnerId);
  });
});
