/**
 * GET /api/subscriptions/{id} and /api/subscriptions/{id}/options: the detail page's data in two statements — the
 * subscription with its client, every option of its kit with counters and month prices, the trial, the change in
 * progress or failed, and the production kit a running demo can become.
 */
import { ERROR_CODES, DELETION_MESSAGES, monthlyCost, orderTotal, type SubscriptionDetail } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { getSubscriptionDetail } from '../src/services/subscription-detail.service.ts';
import { createAccount, createActivePartner, createDistributorAccount, createOperator } from './support/factories.ts';
import { kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { counting } from './support/statements.ts';
import { APPLICATION, changeBody, deployedSubscription, detailOf, putChange, waitForOrder } from './support/subscriptions.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

describe('GET /api/subscriptions/{id}', () => {
  it('shows the subscription, its client, and every option of its kit with its counters and month price', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 3 });
    const now = new Date();
    const detail = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    const customer = await ctx.app.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', subscription.customerId)
      .executeTakeFirstOrThrow();

    expect(detail).toMatchObject({
      subscriptionId: subscription.subscriptionId,
      customerId: subscription.customerId,
      customer: {
        customerId: customer.id,
        name: customer.name,
        responsible: customer.responsible,
        email: customer.email,
        inn: customer.inn,
      },
      serviceKitId: subscription.serviceKitId,
      offerDeskId: 'grm',
      serviceName: '1С:Бухгалтерия предприятия',
      serviceKitName: 'Файловый',
      resourceCategory: APPLICATION,
      usageMode: 'PRODUCTION',
      deployStatus: 'DEPLOYED',
      lastError: null,
      expirationDate: null,
      trialActive: false,
      isDirectSubscription: false,
      includedDiskGb: 5,
      changeOrderId: null,
      failedChangeOrderId: null,
      convertedTo: null,
      convertedFrom: null,
      conversionKitId: null,
    });
    expect(detail.startDate).not.toBeNull();
    // Each option's own status: the seats work; the disk it does not have has none.
    expect(detail.serviceOptions.map((o) => o.deployStatus)).toEqual(['DEPLOYED', null]);

    // The disk the order left at zero is listed too, without a subscription option.
    expect(detail.serviceOptions.map((o) => [o.serviceOptionId, o.usageCount, o.subscriptionOptionId === null])).toEqual([
      [subscription.seatOptionId, 3, false],
      [subscription.diskOptionId, 0, true],
    ]);
    const seat = detail.serviceOptions[0];
    expect(seat).toMatchObject({
      serviceOptionName: 'Рабочее место',
      minUsageCount: 1,
      maxUsageCount: 99,
      editStatus: 'EDITABLE',
      pendingCount: null,
      prepaid: null,
    });
    if (!seat?.tariff) throw new Error('The seat has no tariff');
    expect(seat.monthPrice).toBe(monthlyCost(seat.tariff, 3, now).partner);
    expect(seat.monthClientPrice).toBe(monthlyCost(seat.tariff, 3, now).client);
    expect(detail.price).toBe(orderTotal([{ tariff: seat.tariff, count: 3 }], now).partner);

    const options = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/subscriptions/${subscription.subscriptionId}/options`,
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual(detail.serviceOptions);
  });

  it('names the disk each kit includes: 5 GB for an application, 10 GB client-server, 30 GB for the ERP configuration', async () => {
    const partner = await createActivePartner(ctx.app);
    const { customerId } = await deployedSubscription(ctx.app, partner);
    const included = async (service: string, kitIndex: number) => {
      const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', service, kitIndex);
      const seat = options.find((o) => o.resourceCode.endsWith('-seat'));
      const created = await request(ctx.app, partner.session, {
        method: 'POST',
        url: `/api/${APPLICATION}/order`,
        payload: orderBody(customerId, 'grm', kit.serviceKitId, [[seat?.serviceOptionId ?? '', 1]], 'База'),
      });
      expect(created.statusCode, created.body).toBe(201);
      return { kit: kit.name, gb: (await detailOf(ctx.app, partner.session, created.json().subscriptionId)).includedDiskGb };
    };
    expect(await included('zup', 1)).toEqual({ kit: 'Клиент-серверный', gb: 10 });
    expect(await included('erp', 0)).toEqual({ kit: 'Клиент-серверный', gb: 30 });
  });

  it('gives an option a change moves its own status: being deployed, then failed when the platform failed it', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 2 });
    const operator = await createOperator(ctx.app);
    const armed = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/partners/${partner.partnerId}/provisioner-failure`,
    });
    expect(armed.statusCode).toBe(204);
    const change = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.diskOptionId, 1]] }));
    expect(change.statusCode).toBe(202);
    const statusOf = (detail: SubscriptionDetail, serviceOptionId: string) =>
      detail.serviceOptions.find((o) => o.serviceOptionId === serviceOptionId)?.deployStatus;
    // The job may already have settled it; while it has not, the disk is being deployed and the seats keep working.
    const pending = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    if (pending.changeOrderId !== null) {
      expect(statusOf(pending, subscription.diskOptionId)).toBe('DEPLOYING');
      expect(statusOf(pending, subscription.seatOptionId)).toBe('DEPLOYED');
    }
    await waitForOrder(ctx.app, change.json().orderId, 'FAILED');
    const failed = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    expect(statusOf(failed, subscription.diskOptionId)).toBe('DEPLOY_FAILED');
    expect(statusOf(failed, subscription.seatOptionId)).toBe('DEPLOYED');
  });

  it('comes in at most two statements', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    const { db, statements } = counting(ctx.app.db);
    const detail = await getSubscriptionDetail(db, { partnerId: partner.partnerId ?? '' }, subscription.subscriptionId);
    expect(detail.serviceOptions.length).toBeGreaterThan(1);
    expect(statements()).toBeLessThanOrEqual(2);
  });

  it('shows a running demo as a free trial that can become the service’s first production kit, until it has been converted', async () => {
    const partner = await createActivePartner(ctx.app);
    const { customerId } = await deployedSubscription(ctx.app, partner);
    const production = await kitOf(ctx.app, partner.session, 'grm', 'bp', 0);
    const demo = await kitOf(ctx.app, partner.session, 'grm', 'bp', 2);
    expect(demo.kit.usageMode).toBe('DEMONSTRATION');
    const created = await request(ctx.app, partner.session, {
      method: 'POST',
      url: `/api/${APPLICATION}/order`,
      payload: orderBody(customerId, 'grm', demo.kit.serviceKitId, [[demo.options[0]?.serviceOptionId ?? '', 1]], 'Демо'),
    });
    expect(created.statusCode).toBe(201);
    const { subscriptionId } = created.json();
    await waitForStatus(ctx.app, subscriptionId, 'DEPLOYED');

    const detail = await detailOf(ctx.app, partner.session, subscriptionId);
    expect(detail).toMatchObject({ usageMode: 'DEMONSTRATION', trialActive: true, conversionKitId: production.kit.serviceKitId });
    expect(new Date(detail.trialEnd ?? 0).getTime()).toBeGreaterThan(Date.now());

    // A trial that has ended is no longer active; a demo already converted offers no conversion.
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ trial_end: new Date(Date.now() - 1000) })
      .where('id', '=', subscriptionId)
      .execute();
    expect((await detailOf(ctx.app, partner.session, subscriptionId)).trialActive).toBe(false);
    const paid = await ctx.app.db
      .selectFrom('subscriptions')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('usage_mode', '=', 'PRODUCTION')
      .executeTakeFirstOrThrow();
    await ctx.app.db.updateTable('subscriptions').set({ converted_to: paid.id }).where('id', '=', subscriptionId).execute();
    expect(await detailOf(ctx.app, partner.session, subscriptionId)).toMatchObject({ convertedTo: paid.id, conversionKitId: null });
  });

  it('refuses a malformed id with a Russian message, for the detail, the options, the prepay availability and the comment', async () => {
    const partner = await createActivePartner(ctx.app);
    for (const suffix of ['', '/options', '/prepay-availability', '/comment']) {
      const response = await request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions/not-an-id${suffix}` });
      expect(response.statusCode, suffix).toBe(400);
      expect(response.json().code).toBe(ERROR_CODES.validation);
      expect(response.json().message).toMatch(/[а-я]/i);
    }
  });

  it('answers 401, 403 to a distributor, an operator and an inactive partner, and 404 for another partner’s subscription (detail, options, prepay availability)', async () => {
    const partner = await createActivePartner(ctx.app);
    const { subscriptionId } = await deployedSubscription(ctx.app, partner);
    const urls = ['', '/options', '/prepay-availability'].map((suffix) => `/api/subscriptions/${subscriptionId}${suffix}`);
    for (const url of urls) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
      for (const caller of [await createDistributorAccount(ctx.app), await createOperator(ctx.app), suspended]) {
        expect((await request(ctx.app, caller.session, { method: 'GET', url })).statusCode).toBe(403);
      }
      const stranger = await createActivePartner(ctx.app);
      const foreign = await request(ctx.app, stranger.session, { method: 'GET', url });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ code: ERROR_CODES.notFound, message: DELETION_MESSAGES.notFound });
    }
  });
});

describe('the API document', () => {
  it('describes every subscription management call under its tag, with its schemas', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const calls: Array<[string, string, string]> = [
      ['/api/subscriptions/{id}', 'get', 'subscriptions'],
      ['/api/subscriptions/{id}/options', 'get', 'subscriptions'],
      ['/api/subscriptions/{id}/prepay-availability', 'get', 'subscriptions'],
      ['/api/subscriptions/{id}/comment', 'get', 'subscriptions'],
      ['/api/subscriptions/{id}/comment', 'post', 'subscriptions'],
      ['/api/{type}/order', 'put', 'orders'],
      ['/api/orders', 'get', 'orders'],
      ['/api/orders/{id}', 'get', 'orders'],
      ['/api/orders/{id}/retry', 'post', 'orders'],
    ];
    for (const [path, method, tag] of calls) {
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
    }
    const change = document.paths['/api/{type}/order'].put;
    expect(Object.keys(change.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['subscriptionId', 'customerId', 'serviceKitId', 'addOptions', 'removeOptions']),
    );
    expect(change.responses['202']).toBeDefined();
    expect(document.paths['/api/subscriptions/{id}'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'serviceOptions',
    );
  });
});
