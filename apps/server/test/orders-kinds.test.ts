import { BUSINESS_MESSAGES, completeInn, ORDER_MESSAGES, PAYSLIP_MESSAGES, SUPPORT_MESSAGES, type OrderRequest } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createActivePartner } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

const withProperties = (body: OrderRequest, group: string, values: Record<string, string>): OrderRequest => ({
  ...body,
  subscriptionProperties: Object.entries(values).map(([name, value]) => ({ name, value, propertyGroup: group })),
});

const post = (session: Session, type: string, body: OrderRequest) =>
  request(ctx.app, session, { method: 'POST', url: `/api/${type}/order`, payload: body });

async function customerInn(id: string) {
  const row = await ctx.app.db.selectFrom('customers').select('inn').where('id', '=', id).executeTakeFirstOrThrow();
  return row.inn ?? '';
}

describe('the Business kit order', () => {
  it('orders the kit with two workplaces included and extra ones for a full month, and deploys it', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'biz', 'biz');
    const [base, extra] = options;
    if (!base || !extra) throw new Error('the Business kit has a base and extra seats');
    const body = orderBody(customerId, 'biz', kit.serviceKitId, [
      [base.serviceOptionId, 1],
      [extra.serviceOptionId, 2],
    ]);
    const response = await post(
      partner.session,
      'biz',
      withProperties(body, 'biz', { inn: await customerInn(customerId), kpp: '7701AB001', application: 'bp', infoBaseName: 'Бухгалтерия' }),
    );
    expect(response.statusCode).toBe(201);
    // Monthly tariffs are never prorated: 1110 + 2 × 390 for the partner, 1110 + 2 × 490 recommended.
    expect(response.json()).toMatchObject({ price: 189_000, clientPrice: 209_000 });
    await waitForStatus(ctx.app, response.json().subscriptionId, 'DEPLOYED');
    const stored = await ctx.app.db
      .selectFrom('subscription_properties')
      .select(['name', 'value'])
      .where('subscription_id', '=', response.json().subscriptionId)
      .orderBy('name')
      .execute();
    expect(stored.map((p) => p.name)).toEqual(['application', 'infoBaseName', 'inn', 'kpp']);
  });

  it('refuses a missing or wrong INN, a KPP out of format, and applications without a file base', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'biz', 'biz');
    const body = orderBody(customerId, 'biz', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]]);
    const inn = await customerInn(customerId);
    const order = (values: Record<string, string>) => post(partner.session, 'biz', withProperties(body, 'biz', values));

    expect((await order({ application: 'bp', infoBaseName: 'База' })).json()).toMatchObject({
      code: 'VALIDATION',
      message: SUPPORT_MESSAGES.innRequired,
    });
    expect((await order({ inn, kpp: '12', application: 'bp', infoBaseName: 'База' })).json().message).toBe('Неверный формат КПП!');
    expect((await order({ inn, application: 'ka', infoBaseName: 'База' })).json().message).toBe(BUSINESS_MESSAGES.applicationNotAllowed);
    expect((await order({ inn, application: 'nothing', infoBaseName: 'База' })).json().message).toBe(
      BUSINESS_MESSAGES.applicationNotAllowed,
    );
    expect((await order({ inn, application: 'bp' })).json().message).toBe(ORDER_MESSAGES.infoBaseRequired);
    expect((await order({ inn, application: 'bp', infoBaseName: 'База' })).statusCode).toBe(201);
  });
});

describe('the support kit order', () => {
  async function supportCase() {
    const partner = await createActivePartner(ctx.app);
    const { kit, options } = await kitOf(ctx.app, partner.session, 'other', 'support-basic');
    const body = (customerId: string, inn: string) =>
      withProperties(orderBody(customerId, 'other', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]]), '1c_ecw_support', {
        inn,
      });
    return { partner, body };
  }

  it('is ordered for a client with an INN and a registration number, at 319 a month', async () => {
    const { partner, body } = await supportCase();
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    await ctx.app.db.updateTable('customers').set({ regnum: '800172634' }).where('id', '=', customerId).execute();
    const response = await post(partner.session, '1c_ecw_support', body(customerId, await customerInn(customerId)));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 31_900 });
  });

  it('refuses a client without an INN, without a registration number, or another INN', async () => {
    const { partner, body } = await supportCase();
    const partnerId = partner.partnerId ?? '';
    const withoutInn = await createConfirmedCustomer(ctx.app, partnerId, { inn: null });
    expect((await post(partner.session, '1c_ecw_support', body(withoutInn, completeInn('770123456')))).json().message).toBe(
      ORDER_MESSAGES.clientHasNoInn,
    );
    const withoutRegnum = await createConfirmedCustomer(ctx.app, partnerId);
    expect((await post(partner.session, '1c_ecw_support', body(withoutRegnum, await customerInn(withoutRegnum)))).json().message).toBe(
      SUPPORT_MESSAGES.noRegnum,
    );
    await ctx.app.db.updateTable('customers').set({ regnum: '800172634' }).where('id', '=', withoutRegnum).execute();
    expect((await post(partner.session, '1c_ecw_support', body(withoutRegnum, completeInn('770123456')))).json().message).toBe(
      SUPPORT_MESSAGES.innMismatch,
    );
  });
});

describe('GET /api/trial-time and the one trial per client and service', () => {
  it('gives the demo kit’s days until the client has had a trial of the service, then refuses a second one', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { service, kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp', 2);
    const paid = await kitOf(ctx.app, partner.session, 'grm', 'bp', 0);
    const trialTime = async (kitId: string, customer = customerId) =>
      request(ctx.app, partner.session, {
        method: 'GET',
        url: `/api/trial-time?servicePackageId=${kitId}&customerId=${customer}&serviceId=${service.serviceId}`,
      });
    expect((await trialTime(kit.serviceKitId)).json()).toEqual({ trialLength: 15, period: 'd' });
    expect((await trialTime(paid.kit.serviceKitId)).json()).toEqual({ trialLength: 0, period: 'd' });

    const body = orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Демо');
    expect((await post(partner.session, '1c_ecw_application', body)).statusCode).toBe(201);
    expect((await trialTime(kit.serviceKitId)).json()).toEqual({ trialLength: 0, period: 'd' });
    expect((await post(partner.session, '1c_ecw_application', body)).json()).toMatchObject({
      code: 'VALIDATION',
      message: ORDER_MESSAGES.trialUsed,
    });
  });

  it('is the partner’s own business: another partner’s client or an unknown kit is not found, a bad id is refused', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const foreign = await createConfirmedCustomer(ctx.app, other.partnerId ?? '');
    const own = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { service, kit } = await kitOf(ctx.app, partner.session, 'grm', 'bp', 2);
    const url = (kitId: string, customer: string) =>
      `/api/trial-time?servicePackageId=${kitId}&customerId=${customer}&serviceId=${service.serviceId}`;
    expect((await request(ctx.app, partner.session, { method: 'GET', url: url(kit.serviceKitId, foreign) })).statusCode).toBe(404);
    expect((await request(ctx.app, partner.session, { method: 'GET', url: url(service.serviceId, own) })).statusCode).toBe(404);
    expect((await request(ctx.app, partner.session, { method: 'GET', url: url('nope', own) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: url(kit.serviceKitId, own) })).statusCode).toBe(401);
  });
});

describe('the payslip order', () => {
  it('orders packages of sheets under an ITS contract with the registration number, and refuses an empty one', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'other', 'payslip');
    const byCode = (code: string) => options.find((o) => o.resourceCode === code)?.serviceOptionId ?? '';
    const order = (units: Array<[string, number]>, values: Record<string, string>) =>
      post(
        partner.session,
        '1c_paysleep_application',
        withProperties(orderBody(customerId, 'other', kit.serviceKitId, units), '1c_paysleep_application', values),
      );

    const placed = await order(
      [
        [byCode('payslip-100'), 1],
        [byCode('payslip-500'), 2],
      ],
      { regnum: '800172634', itsType: 'prof' },
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ price: 15_000 + 2 * 60_000 });
    expect((await order([[byCode('payslip-100'), 1]], { regnum: '12', itsType: 'prof' })).json().message).toBe(
      PAYSLIP_MESSAGES.regnumFormat,
    );
    expect((await order([[byCode('payslip-100'), 1]], { regnum: '800172634' })).json().message).toBe(PAYSLIP_MESSAGES.itsTypeRequired);
    expect((await order([], { regnum: '800172634', itsType: 'tech' })).json().message).toBe(ORDER_MESSAGES.zeroCost);
  });
});
