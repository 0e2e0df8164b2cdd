import { daysInMonth, ORDER_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

describe('POST /api/{type}/order', () => {
  it('creates a subscription priced on the server, deploys it and sends the licence letter', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const seat = options[0];
    if (!seat) throw new Error('no seat option');
    const response = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/1c_ecw_application/order',
      payload: orderBody(customerId, 'grm', kit.serviceKitId, [[seat.serviceOptionId, 3]], ' Бухгалтерия/2026 '),
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ deployStatus: 'INIT', price: 4400 * daysInMonth(new Date()) * 3, clientPrice: 5500 * 31 * 3 });

    await waitForStatus(ctx.app, order.subscriptionId, 'DEPLOYED');
    const property = await ctx.app.db
      .selectFrom('subscription_properties')
      .select('value')
      .where('subscription_id', '=', order.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(property.value).toBe('Бухгалтерия2026');
    const letters = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('kind', '=', 'subscription.deployed')
      .where('subject', 'like', '%Бухгалтерия%')
      .execute();
    expect(letters.length).toBeGreaterThan(0);
  });

  it('answers the first order again for a retried Idempotency-Key', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'ut');
    const body = orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Торговля');
    const send = () =>
      request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/1c_ecw_application/order',
        payload: body,
        headers: { 'idempotency-key': 'order-key-0001' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.json().subscriptionId).toBe(second.json().subscriptionId);
    const count = await ctx.app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('partner_id', '=', partner.partnerId ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('makes a demo kit a free trial with dates from the kit expiration period', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'unf', 2);
    expect(kit.usageMode).toBe('DEMONSTRATION');
    const response = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/1c_ecw_application/order',
      payload: orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Демо УНФ'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().price).toBe(0);
    const row = await ctx.app.db
      .selectFrom('subscriptions')
      .select(['trial_start', 'trial_end', 'usage_mode'])
      .where('id', '=', response.json().subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row.usage_mode).toBe('DEMONSTRATION');
    expect(((row.trial_end?.getTime() ?? 0) - (row.trial_start?.getTime() ?? 0)) / 86_400_000).toBe(14);
  });

  it('refuses what the spec refuses', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partner.partnerId ?? '';
    const customerId = await createConfirmedCustomer(ctx.app, partnerId);
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const seat = options[0]?.serviceOptionId ?? '';
    const disk = options[1]?.serviceOptionId ?? '';
    const order = (body: object, type = '1c_ecw_application') =>
      request(ctx.app, partner.session, { method: 'POST', url: `/api/${type}/order`, payload: body });

    const noSeats = await order(orderBody(customerId, 'grm', kit.serviceKitId, [[disk, 1]], 'База'));
    expect(noSeats.json().message).toBe(ORDER_MESSAGES.countOutOfRange(1, 99));
    const tooMany = await order(orderBody(customerId, 'grm', kit.serviceKitId, [[seat, 100]], 'База'));
    expect(tooMany.statusCode).toBe(400);
    const noName = await order(orderBody(customerId, 'grm', kit.serviceKitId, [[seat, 1]], ' /// '));
    expect(noName.json()).toMatchObject({ code: 'VALIDATION', message: ORDER_MESSAGES.infoBaseRequired });
    const unconfirmed = await createConfirmedCustomer(ctx.app, partnerId, { status: 'unconfirmed' });
    expect((await order(orderBody(unconfirmed, 'grm', kit.serviceKitId, [[seat, 1]], 'База'))).json().message).toBe(
      ORDER_MESSAGES.clientNotAllowed,
    );
    const withoutInn = await createConfirmedCustomer(ctx.app, partnerId, { inn: null });
    expect((await order(orderBody(withoutInn, 'grm', kit.serviceKitId, [[seat, 1]], 'База'))).statusCode).toBe(400);
    expect((await order(orderBody(customerId, 'other', kit.serviceKitId, [[seat, 1]], 'База'))).statusCode).toBe(404);
    expect((await order(orderBody(customerId, 'grm', kit.serviceKitId, [[seat, 1]], 'База'), 'kaspersky')).statusCode).toBe(404);
  });

  it('never orders for another partner’s client, and is for active partners only', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const foreignCustomer = await createConfirmedCustomer(ctx.app, other.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const body = orderBody(foreignCustomer, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'База');
    expect(
      (await request(ctx.app, partner.session, { method: 'POST', url: '/api/1c_ecw_application/order', payload: body })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/1c_ecw_application/order', payload: body })).statusCode).toBe(401);
    const pending = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: null } });
    expect(
      (await request(ctx.app, pending.session, { method: 'POST', url: '/api/1c_ecw_application/order', payload: body })).statusCode,
    ).toBe(403);
  });
});

describe('a failed deployment and its retry', () => {
  it('fails when the operator arms a failure, and the retry deploys it', async () => {
    const partner = await createActivePartner(ctx.app);
    const operator = await createAccount(ctx.app, { authorities: ['ROLE_VENDOR'] });
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const arm = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/partners/${partner.partnerId}/provisioner-failure`,
    });
    expect(arm.statusCode).toBe(204);
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'zup');
    const created = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/1c_ecw_application/order',
      payload: orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Зарплата'),
    });
    const { subscriptionId } = created.json();
    await waitForStatus(ctx.app, subscriptionId, 'DEPLOY_FAILED');

    // A state change needs the CSRF token: neither a GET (a link on another site) nor a POST without the header retries.
    const byLink = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/retry/${subscriptionId}`,
      headers: { cookie: partner.session.cookie },
    });
    expect(byLink.statusCode).toBe(404);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/retry/${subscriptionId}`,
      headers: { cookie: partner.session.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CSRF' });
    const row = await ctx.app.db
      .selectFrom('subscriptions')
      .select('deploy_status')
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row.deploy_status).toBe('DEPLOY_FAILED');

    const retry = await request(ctx.app, partner.session, { method: 'POST', url: `/api/order/retry/${subscriptionId}` });
    expect(retry.statusCode).toBe(204);
    await waitForStatus(ctx.app, subscriptionId, 'DEPLOYED');
    const again = await request(ctx.app, partner.session, { method: 'POST', url: `/api/order/retry/${subscriptionId}` });
    expect(again.json()).toMatchObject({ code: 'RETRY_NOT_ALLOWED', message: ORDER_MESSAGES.retryNotAllowed });
    const foreign = await createActivePartner(ctx.app);
    expect((await request(ctx.app, foreign.session, { method: 'POST', url: `/api/order/retry/${subscriptionId}` })).statusCode).toBe(404);
  });
});

describe('Kaspersky seat tiers', () => {
  it('orders one tier with a seat count inside it, priced per seat', async () => {
    const partner = await createActivePartner(ctx.app);
    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'other', 'kaspersky');
    const tier = (min: number) => options.find((o) => o.minUsageCount === min)?.serviceOptionId ?? '';
    const order = (units: Array<[string, number]>) =>
      request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/kaspersky/order',
        payload: orderBody(customerId, 'other', kit.serviceKitId, units),
      });

    const ok = await order([[tier(10), 12]]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().clientPrice).toBe(12 * 13_242);
    expect((await order([[tier(10), 9]])).json().message).toBe(ORDER_MESSAGES.countOutOfRange(5, 24));
    expect(
      (
        await order([
          [tier(5), 5],
          [tier(10), 10],
        ])
      ).statusCode,
    ).toBe(400);
    expect((await order([])).statusCode).toBe(400);
  });
});
