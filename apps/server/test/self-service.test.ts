import { CERTIFICATE_TEXTS, FEEDBACK_MESSAGES, MESSAGES, PROFILE_MESSAGES } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createActivePartner, createDistributorAccount, createOperator } from './support/factories.ts';
import { insertSubscription } from './support/orders.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

const patch = (session: Session | null, payload: Record<string, unknown>) =>
  request(ctx.app, session, { method: 'PATCH', url: '/api/participation', payload });

describe('PATCH /api/participation (public profile)', () => {
  it('saves a valid profile with a city of the directory', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await patch(partner.session, {
      website: 'https://romashka.ru',
      publicName: 'Ромашка Софт',
      publicEmail: 'Sales@Romashka.ru',
      publicPhone: '+7 (495) 123-45-67',
      publicCity: 'Казань',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      website: 'https://romashka.ru',
      publicName: 'Ромашка Софт',
      publicEmail: 'sales@romashka.ru',
      publicPhone: '+7 (495) 123-45-67',
      publicCity: 'Казань',
    });
  });

  it('answers each rule with its message', async () => {
    const partner = await createActivePartner(ctx.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ publicPhone: '12345' }, PROFILE_MESSAGES.phoneFormat],
      [{ website: 'romashka.ru' }, PROFILE_MESSAGES.websiteFormat],
      [{ publicEmail: 'not-an-email' }, MESSAGES.emailFormat],
      [{ publicCity: 'Нетакогограда' }, PROFILE_MESSAGES.cityFromList],
    ];
    for (const [body, message] of cases) {
      const response = await patch(partner.session, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('keeps the scheme the caller typed when the prefilled one stands before it', async () => {
    const partner = await createActivePartner(ctx.app);
    const doubled = await patch(partner.session, { website: 'https://http://romashka.ru' });
    expect(doubled.statusCode).toBe(200);
    expect(doubled.json().website).toBe('http://romashka.ru');
    const tripled = await patch(partner.session, { website: 'https://HTTPS://https://romashka.ru/catalog' });
    expect(tripled.json().website).toBe('https://romashka.ru/catalog');
  });

  it('refuses an anonymous caller', async () => {
    expect((await patch(null, { publicName: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /api/cities', () => {
  it('finds cities from two characters', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await request(ctx.app, partner.session, { method: 'GET', url: `/api/cities?q=${encodeURIComponent('Ека')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ name: 'Екатеринбург', region: 'Свердловская область' });
    const short = await request(ctx.app, partner.session, { method: 'GET', url: `/api/cities?q=${encodeURIComponent('Е')}` });
    expect(short.statusCode).toBe(400);
  });
});

describe('certificate', () => {
  it('is given at approval, valid to the end of the year', async () => {
    const operator = await createOperator(ctx.app);
    const applicant = await createActivePartner(ctx.app);
    // A partner approved by the operator (the factory's partner was set on directly).
    const partnerId = applicant.partnerId ?? '';
    await ctx.app.db.updateTable('partners').set({ participation_status: null }).where('id', '=', partnerId).execute();
    const decided = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/applications/${partnerId}/decision`,
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode).toBe(200);
    const response = await request(ctx.app, applicant.session, { method: 'GET', url: '/api/certificate-number' });
    const year = new Date().getUTCFullYear();
    expect(response.json().certificateNumber).toMatch(new RegExp(`^ГРМ-${year}-\\d{5}$`));
    expect(response.json().certificateEndDate).toBe(`${year}-12-31`);
  });

  it('downloads as a one-page PDF whose Cyrillic text reads back, and its public check follows the partner', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const partnerId = partner.partnerId ?? '';
    // Without a public name there is nothing to download.
    const early = await request(ctx.app, partner.session, { method: 'GET', url: '/api/certificate.pdf' });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(CERTIFICATE_TEXTS.fillPublicName);

    await patch(partner.session, { publicName: 'Ромашка Софт', publicCity: 'Казань' });
    // A public name without a number: the certificate is being prepared, the name is not asked for again.
    await ctx.app.db
      .updateTable('partners')
      .set({ certificate_number: null, certificate_end_date: null })
      .where('id', '=', partnerId)
      .execute();
    const preparing = await request(ctx.app, partner.session, { method: 'GET', url: '/api/certificate.pdf' });
    expect(preparing.statusCode).toBe(404);
    expect(preparing.json().message).toBe(CERTIFICATE_TEXTS.preparing);
    const set = await request(ctx.app, operator.session, {
      method: 'PUT',
      url: `/api/backoffice/partners/${partnerId}/certificate`,
      payload: { certificateNumber: 'ГРМ-ТЕСТ-1', certificateEndDate: '2099-12-31' },
    });
    expect(set.statusCode).toBe(200);

    const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/certificate.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBe(1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('РОМАШКА СОФТ, Казань');
    expect(text).toContain('№ ГРМ-ТЕСТ-1');
    expect(text).toContain('Сертификат действителен до 31.12.2099');

    const check = () => request(ctx.app, null, { method: 'GET', url: `/api/certificates/${encodeURIComponent('ГРМ-ТЕСТ-1')}` });
    expect((await check()).json()).toMatchObject({ publicName: 'Ромашка Софт', valid: true });
    await ctx.app.db.updateTable('partners').set({ lock_status: 'ACTIVE' }).where('id', '=', partnerId).execute();
    expect((await check()).json()).toMatchObject({ valid: false });
    await ctx.app.db
      .updateTable('partners')
      .set({ lock_status: 'INACTIVE', participation_status: 'off' })
      .where('id', '=', partnerId)
      .execute();
    expect((await check()).json()).toMatchObject({ valid: false });
    expect((await request(ctx.app, null, { method: 'GET', url: '/api/certificates/NOPE' })).statusCode).toBe(404);
  });

  it('lets only operators assign numbers, each number once', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    const put = (session: Session, partnerId: string, certificateNumber: string) =>
      request(ctx.app, session, {
        method: 'PUT',
        url: `/api/backoffice/partners/${partnerId}/certificate`,
        payload: { certificateNumber, certificateEndDate: '2099-01-31' },
      });
    expect((await put(partner.session, partner.partnerId ?? '', 'X-1')).statusCode).toBe(403);
    expect((await put(operator.session, partner.partnerId ?? '', 'X-1')).statusCode).toBe(200);
    expect((await put(operator.session, other.partnerId ?? '', 'X-1')).statusCode).toBe(400);
    expect((await put(operator.session, '00000000-0000-4000-8000-000000000000', 'X-2')).statusCode).toBe(404);
    const read = (session: Session, partnerId: string) =>
      request(ctx.app, session, { method: 'GET', url: `/api/backoffice/partners/${partnerId}/certificate` });
    expect((await read(operator.session, partner.partnerId ?? '')).json()).toMatchObject({
      certificateNumber: 'X-1',
      certificateEndDate: '2099-01-31',
    });
    expect((await read(partner.session, partner.partnerId ?? '')).statusCode).toBe(403);
    expect((await read(operator.session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // A partner reads only its own certificate; a distributor none.
    expect((await request(ctx.app, other.session, { method: 'GET', url: '/api/certificate-number' })).json().certificateNumber).toBeNull();
    const distributor = await createDistributorAccount(ctx.app);
    expect((await request(ctx.app, distributor.session, { method: 'GET', url: '/api/certificate-number' })).statusCode).toBe(403);
    expect((await request(ctx.app, distributor.session, { method: 'GET', url: '/api/certificate.pdf' })).statusCode).toBe(403);
  });
});

describe('support requests', () => {
  const send = (session: Session | null, payload: Record<string, unknown>) =>
    request(ctx.app, session, { method: 'POST', url: '/api/feedback', payload });

  it('registers a request and shows the operator\u2019s answer under the partner\u2019s list, sent by letter', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    const sent = await send(partner.session, {
      projectId: 'ecw',
      subject: 'Не открывается база',
      message: 'Ошибка при входе',
      errorInfo: 'HTTP 500',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(FEEDBACK_MESSAGES.registered);

    const queue = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/feedback' });
    const item = queue.json().items.find((i: { subject: string }) => i.subject === 'Не открывается база');
    expect(item).toMatchObject({ errorInfo: 'HTTP 500', email: partner.email, projectId: 'ecw', answer: null });

    const answer = (session: Session) =>
      request(ctx.app, session, {
        method: 'POST',
        url: `/api/backoffice/feedback/${item.id}/answer`,
        payload: { answer: 'База восстановлена' },
      });
    expect((await answer(partner.session)).statusCode).toBe(403);
    expect((await answer(operator.session)).statusCode).toBe(204);
    expect((await answer(operator.session)).statusCode).toBe(409);

    const own = await request(ctx.app, partner.session, { method: 'GET', url: '/api/feedback' });
    expect(own.json().items[0]).toMatchObject({ subject: 'Не открывается база', answer: 'База восстановлена' });
    // Another partner sees none of it.
    expect((await request(ctx.app, other.session, { method: 'GET', url: '/api/feedback' })).json()).toEqual({ items: [], total: 0 });
    const letter = await ctx.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', partner.email)
      .where('kind', '=', 'feedback.answer')
      .executeTakeFirst();
    expect(letter?.body_text).toContain('База восстановлена');
  });

  it('checks the fields with the spec messages', async () => {
    const partner = await createActivePartner(ctx.app);
    const missing = await send(partner.session, { projectId: 'ecw', subject: ' ', message: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.required);
    const long = await send(partner.session, { projectId: 'infra', subject: 'Тема', message: 'я'.repeat(4001) });
    expect(long.json().message).toBe(FEEDBACK_MESSAGES.limitExceeded(4000));
    const subject = await send(partner.session, { projectId: 'infra', subject: 'я'.repeat(101), message: 'x' });
    expect(subject.statusCode).toBe(400);
    expect((await send(partner.session, { projectId: 'other', subject: 'a', message: 'b' })).statusCode).toBe(400);
  });

  it('refuses callers without a partner role', async () => {
    const distributor = await createDistributorAccount(ctx.app);
    expect((await send(null, { projectId: 'ecw', subject: 'a', message: 'b' })).statusCode).toBe(401);
    expect((await send(distributor.session, { projectId: 'ecw', subject: 'a', message: 'b' })).statusCode).toBe(403);
    const operatorQueue = await request(ctx.app, distributor.session, { method: 'GET', url: '/api/backoffice/feedback' });
    expect(operatorQueue.statusCode).toBe(403);
  });
});

describe('GET /api/admin/applications', () => {
  it('pages, searches and sorts the partner\u2019s own subscriptions, deleted ones too', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    await insertSubscription(ctx.app, partner.partnerId ?? '', { serviceName: '1С:Бухгалтерия предприятия' });
    await insertSubscription(ctx.app, partner.partnerId ?? '', { serviceName: '1С:Зарплата и управление персоналом', status: 'DELETED' });
    await insertSubscription(ctx.app, partner.partnerId ?? '', { serviceName: '1С:Альфа-Авто' });
    await insertSubscription(ctx.app, other.partnerId ?? '', { serviceName: '1С:Чужая' });
    const list = (query: string, session = partner.session) =>
      request(ctx.app, session, { method: 'GET', url: `/api/admin/applications?${query}` }).then((r) => r.json());

    const all = await list('sort=serviceName&direction=asc');
    expect(all.total).toBe(3);
    expect(all.items.map((i: { serviceName: string }) => i.serviceName)).toEqual([
      '1С:Альфа-Авто',
      '1С:Бухгалтерия предприятия',
      '1С:Зарплата и управление персоналом',
    ]);
    const byStatus = await list('sort=deployStatus&direction=asc');
    expect(byStatus.items[0].deployStatus).toBe('DELETED');
    expect((await list('sort=deployStatus&direction=desc')).items[2].deployStatus).toBe('DELETED');
    const found = await list(`search=${encodeURIComponent('зарплата')}`);
    expect(found.total).toBe(1);
    const paged = await list('pageSize=2&page=2&sort=serviceName&direction=asc');
    expect(paged).toMatchObject({ total: 3, items: [{ serviceName: '1С:Зарплата и управление персоналом' }] });
    expect(all.items[0].customer.name).toBeTruthy();
    const bad = await request(ctx.app, partner.session, { method: 'GET', url: '/api/admin/applications?sort=nope' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(await list('pageSize=100'))).not.toContain('1С:Чужая');
    expect((await list('', other.session)).total).toBe(1);
    const distributor = await createDistributorAccount(ctx.app);
    expect((await request(ctx.app, distributor.session, { method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(403);
    expect((await request(ctx.app, null, { method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(401);
  });

  it('narrows the table to one subscription of the partner by its id, and never to another partner’s', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    await insertSubscription(ctx.app, partner.partnerId ?? '', { serviceName: '1С:Бухгалтерия предприятия' });
    const wanted = await insertSubscription(ctx.app, partner.partnerId ?? '', { serviceName: '1С:Альфа-Авто' });
    const foreign = await insertSubscription(ctx.app, other.partnerId ?? '', { serviceName: '1С:Чужая' });
    const list = (query: string) =>
      request(ctx.app, partner.session, { method: 'GET', url: `/api/admin/applications?${query}` }).then((r) => r.json());

    expect(await list(`subscriptionId=${wanted}`)).toMatchObject({
      total: 1,
      items: [{ subscriptionId: wanted, serviceName: '1С:Альфа-Авто' }],
    });
    expect(await list(`subscriptionId=${foreign}`)).toEqual({ items: [], total: 0 });
    expect(await list(`subscriptionId=${wanted}&page=2`)).toEqual({ items: [], total: 1 });
    const bad = await request(ctx.app, partner.session, { method: 'GET', url: '/api/admin/applications?subscriptionId=nope' });
    expect(bad.statusCode).toBe(400);
  });
});
