import { APPLICATION_LIMIT, daysInMonth, MARKET_TEXTS, ORDER_MESSAGES, type OrderRequest } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createActivePartner, partnerRow } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody } from './support/orders.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const LIMITED = 'LIMITED-25';
const ctx = useTestApp({ provisionerDeployMs: 50, applicationLimitPartnerCodes: [LIMITED] });

const post = (session: Session, type: string, body: OrderRequest & Record<string, unknown>) =>
  request(ctx.app, session, { method: 'POST', url: `/api/${type}/order`, payload: body });

async function subscribe(partnerId: string, customerId: string, values: { serviceCode?: string; status?: 'DEPLOYED' | 'INIT' } = {}) {
  const service = values.serviceCode
    ? await ctx.app.db.selectFrom('services').select('id').where('resource_code', '=', values.serviceCode).executeTakeFirstOrThrow()
    : undefined;
  await ctx.app.db
    .insertInto('subscriptions')
    .values({
      partner_id: partnerId,
      customer_id: customerId,
      service_id: service?.id ?? null,
      service_name: '1С:Бухгалтерия предприятия',
      service_kit_name: 'Файловый',
      usage_mode: 'PRODUCTION',
      deploy_status: values.status ?? 'DEPLOYED',
      offer_desk_id: 'grm',
    })
    .execute();
}

describe('orders the Market locks', () => {
  it('locks the support terminal until the partner has a working subscription, in the desk and on the server', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const terminalOf = async () => {
      const desk = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/other/services' })).json();
      return desk.services.find((s: { resourceCategory: string }) => s.resourceCategory === '1c-ecw-terminal');
    };
    expect((await terminalOf()).lockReason).toBe(MARKET_TEXTS.terminalNeedsSubscription);
    const { kit, options } = await kitOf(ctx.app, partner.session, 'other', 'terminal');
    const body = orderBody(customerId, 'other', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]]);
    const refused = await post(partner.session, '1c-ecw-terminal', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MARKET_TEXTS.terminalNeedsSubscription);

    // A subscription that is still being created is not a working one.
    await subscribe(partner.partnerId ?? '', customerId, { status: 'INIT' });
    expect((await terminalOf()).lockReason).toBe(MARKET_TEXTS.terminalNeedsSubscription);
    await subscribe(partner.partnerId ?? '', customerId);
    expect((await terminalOf()).lockReason).toBeNull();
    expect((await post(partner.session, '1c-ecw-terminal', body)).statusCode).toBe(201);
  });

  it('refuses a deployment type blocked by its flag, with its reason', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'do', 1);
    expect(kit.name).toBe('Клиент-серверный');
    const response = await post(
      partner.session,
      '1c_ecw_application',
      orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 2]], 'Документооборот'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/временно недоступен/);
  });
});

describe('order kinds', () => {
  it('orders Microsoft 365 seats for a fixed month, and a generic paid product', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const office = await kitOf(ctx.app, partner.session, 'other', 'office365');
    const seats = await post(
      partner.session,
      'ms_products',
      orderBody(customerId, 'other', office.kit.serviceKitId, [[office.options[0]?.serviceOptionId ?? '', 3]]),
    );
    expect(seats.statusCode).toBe(201);
    expect(seats.json()).toMatchObject({ price: 3 * 37_500, clientPrice: 3 * 37_500 });
    expect(office.options[0]?.maxUsageCount).toBe(99);

    const reporting = await kitOf(ctx.app, partner.session, 'other', 'reporting');
    const generic = await post(
      partner.session,
      '1c_reporting',
      orderBody(customerId, 'other', reporting.kit.serviceKitId, [[reporting.options[0]?.serviceOptionId ?? '', 2]]),
    );
    expect(generic.statusCode).toBe(201);
    expect(generic.json()).toMatchObject({ price: 2 * 25_000, clientPrice: 2 * 30_000 });
  });

  it('never takes a price from the browser', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const response = await post(partner.session, '1c_ecw_application', {
      ...orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'База'),
      price: 1,
      clientPrice: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().price).toBe(4400 * daysInMonth(new Date()));
    const stored = await ctx.app.db
      .selectFrom('subscriptions')
      .select('price')
      .where('id', '=', response.json().subscriptionId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.price)).toBe(4400 * daysInMonth(new Date()));
  });

  it('refuses an application that costs nothing: a client-server base without seats or disks', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit } = await kitOf(ctx.app, partner.session, 'grm', 'bp', 1);
    const response = await post(partner.session, '1c_ecw_application', orderBody(customerId, 'grm', kit.serviceKitId, [], 'Пустая'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(ORDER_MESSAGES.zeroCost);
  });
});

describe("the desk 'Партнерам'", () => {
  it('orders for the partner’s own client only, who is none of the partner’s clients', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const own = async () => (await request(ctx.app, partner.session, { method: 'GET', url: '/api/customer-manager/testCustomer' })).json();
    const [first, second] = await Promise.all([own(), own()]);
    expect(first.id).toBe(second.id);
    expect(first.name).toBe((await partnerRow(ctx.app, partner.partnerId ?? '')).name);

    const { kit, options } = await kitOf(ctx.app, partner.session, 'special', 'conf-manager');
    const body = (client: string) => orderBody(client, 'special', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]]);
    const forClient = await post(partner.session, '1c_grm_conf_manager', body(customerId));
    expect(forClient.statusCode).toBe(400);
    expect(forClient.json().message).toContain(ORDER_MESSAGES.partnerDeskClient);
    const forItself = await post(partner.session, '1c_grm_conf_manager', body(first.id));
    expect(forItself.statusCode).toBe(201);
    // The configuration manager is for partners: no recommended client price.
    expect(forItself.json().clientPrice).toBeNull();

    const clients = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/customer-manager' })).json();
    expect(clients.total).toBe(1);
    expect(clients.items.map((c: { id: string }) => c.id)).toEqual([customerId]);
    const counts = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/subscriptions/payandtrialcustomers' })).json();
    expect(counts.paycustomers).toBe(0);
    // The own client is not one to order other desks' products for, nor to edit.
    const { kit: app, options: seats } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const elsewhere = await post(
      partner.session,
      '1c_ecw_application',
      orderBody(first.id, 'grm', app.serviceKitId, [[seats[0]?.serviceOptionId ?? '', 1]], 'Б'),
    );
    expect(elsewhere.statusCode).toBe(400);
    const edit = await request(ctx.app, partner.session, {
      method: 'PATCH',
      url: `/api/customer-manager/${first.id}`,
      payload: { city: 'Казань' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('is another partner’s own client for nobody else', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const own = (await request(ctx.app, other.session, { method: 'GET', url: '/api/customer-manager/testCustomer' })).json();
    expect((await request(ctx.app, partner.session, { method: 'GET', url: `/api/customer-manager/${own.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/customer-manager/testCustomer' })).statusCode).toBe(401);
  });
});

describe('the application limit', () => {
  it('refuses a listed partner’s application past 25 subscriptions, naming how many to delete; others are not limited', async () => {
    const limited = await createActivePartner(ctx.app);
    const free = await createActivePartner(ctx.app);
    await ctx.app.db
      .updateTable('partners')
      .set({ partner_code: LIMITED })
      .where('id', '=', limited.partnerId ?? '')
      .execute();
    const order = async (partner: typeof limited) => {
      const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
      for (let i = 0; i < APPLICATION_LIMIT; i++) await subscribe(partner.partnerId ?? '', customerId, { serviceCode: 'bp' });
      const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
      const body = orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Ещё одна');
      return { customerId, send: () => post(partner.session, '1c_ecw_application', body) };
    };

    const blocked = await order(limited);
    const first = await blocked.send();
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(ORDER_MESSAGES.applicationLimit(APPLICATION_LIMIT, 1));
    await subscribe(limited.partnerId ?? '', blocked.customerId, { serviceCode: 'bp' });
    expect((await blocked.send()).json().message).toBe(ORDER_MESSAGES.applicationLimit(APPLICATION_LIMIT, 2));

    expect((await (await order(free)).send()).statusCode).toBe(201);
  });
});

describe('private configurations', () => {
  it('are seen and ordered by their partner only', async () => {
    const owner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    await ctx.app.db
      .updateTable('services')
      .set({ owner_partner_id: owner.partnerId ?? '' })
      .where('resource_code', '=', 'bp-private')
      .execute();
    try {
      const names = async (session: Session) =>
        (await request(ctx.app, session, { method: 'GET', url: '/api/desks/other/services' }))
          .json()
          .services.map((s: { resourceCode: string }) => s.resourceCode);
      expect(await names(owner.session)).toContain('bp-private');
      expect(await names(other.session)).not.toContain('bp-private');

      const { service, kit, options } = await kitOf(ctx.app, owner.session, 'other', 'bp-private');
      const kitUrl = `/api/desks/other/services/${service.serviceId}/kits/${kit.serviceKitId}/extended`;
      expect((await request(ctx.app, other.session, { method: 'GET', url: kitUrl })).statusCode).toBe(404);
      const customerId = await createConfirmedCustomer(ctx.app, other.partnerId ?? '');
      const trialUrl = `/api/trial-time?servicePackageId=${kit.serviceKitId}&customerId=${customerId}&serviceId=${service.serviceId}`;
      expect((await request(ctx.app, other.session, { method: 'GET', url: trialUrl })).statusCode).toBe(404);
      const body = orderBody(customerId, 'other', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Частная');
      expect((await post(other.session, '1c_ecw_application', body)).statusCode).toBe(404);
      const ownClient = await createConfirmedCustomer(ctx.app, owner.partnerId ?? '');
      expect((await post(owner.session, '1c_ecw_application', { ...body, customerId: ownClient })).statusCode).toBe(201);
    } finally {
      await ctx.app.db.updateTable('services').set({ owner_partner_id: null }).where('resource_code', '=', 'bp-private').execute();
    }
  });
});

describe('one order per Idempotency-Key', () => {
  it('answers a demo order sent twice at once with the same trial, not with «trial used»', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'unf', 2);
    expect(kit.usageMode).toBe('DEMONSTRATION');
    const body = orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'УНФ демо');
    const send = () =>
      request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/1c_ecw_application/order',
        payload: body,
        headers: { 'idempotency-key': 'demo-order-key-1' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().subscriptionId).toBe(first.json().subscriptionId);
  });

  it('refuses a subscription property given twice', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const body = orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'База');
    const twice = { ...body, subscriptionProperties: [...(body.subscriptionProperties ?? []), ...(body.subscriptionProperties ?? [])] };
    const response = await post(partner.session, '1c_ecw_application', twice);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Свойство подписки указано дважды');
  });
});
