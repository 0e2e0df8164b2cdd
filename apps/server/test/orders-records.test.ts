/** GET /api/orders and GET /api/orders/{id}: every creation and change as a record with its lines, the caller's only. */
import { CHANGE_MESSAGES, ERROR_CODES, monthlyCost, type OrderRecord, type OrderSummary } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { listOrders } from '../src/repositories/order.repository.ts';
import { createAccount, createActivePartner, createDistributorAccount, createOperator } from './support/factories.ts';
import { counting } from './support/statements.ts';
import { changeBody, deployedSubscription, putChange, waitForOrder } from './support/subscriptions.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

describe('the order list and an order’s record', () => {
  it('lists the creation and the change newest first, searched, filtered and paged, and shows each order with its lines', async () => {
    const partner = await createActivePartner(ctx.app);
    const first = await deployedSubscription(ctx.app, partner, { seats: 2 });
    const second = await deployedSubscription(ctx.app, partner, { service: 'zup', seats: 1 });
    const change = await putChange(
      ctx.app,
      partner.session,
      changeBody(first, {
        add: [
          [first.seatOptionId, 1],
          [first.diskOptionId, 2],
        ],
      }),
    );
    const { orderId } = change.json();
    await waitForOrder(ctx.app, orderId, 'APPLIED');

    const list = async (query = '') => {
      const response = await request(ctx.app, partner.session, { method: 'GET', url: `/api/orders${query}` });
      expect(response.statusCode).toBe(200);
      return response.json() as { items: OrderSummary[]; total: number };
    };
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items.map((o) => [o.kind, o.subscriptionId])).toEqual([
      ['change', first.subscriptionId],
      ['create', second.subscriptionId],
      ['create', first.subscriptionId],
    ]);
    expect(all.items[0]).toMatchObject({
      orderId,
      status: 'APPLIED',
      serviceName: '1С:Бухгалтерия предприятия',
      serviceKitName: 'Файловый',
      customerId: first.customerId,
      customerName: 'ООО «Заказчик»',
      subscriptionDeployStatus: 'DEPLOYED',
      lastError: null,
    });
    expect(all.items[0]?.appliedAt).not.toBeNull();
    expect(Number(all.items[0]?.number)).toBeGreaterThan(Number(all.items[2]?.number));

    expect((await list('?search=зарплата')).items.map((o) => o.subscriptionId)).toEqual([second.subscriptionId]);
    expect((await list(`?subscriptionId=${first.subscriptionId}`)).total).toBe(2);
    const page2 = await list('?pageSize=1&page=2');
    expect(page2).toEqual({ items: [all.items[1]], total: 3 });
    expect(await list('?pageSize=2&page=5')).toEqual({ items: [], total: 3 });
    expect(await list('?search=нет-такого')).toEqual({ items: [], total: 0 });

    const record = await request(ctx.app, partner.session, { method: 'GET', url: `/api/orders/${orderId}` });
    expect(record.statusCode).toBe(200);
    const body = record.json() as OrderRecord;
    expect(body).toMatchObject({ ...all.items[0], price: all.items[0]?.price });
    expect(body.lines.map((l) => [l.serviceOptionId, l.unitsBefore, l.unitsAfter])).toEqual([
      [first.seatOptionId, 2, 3],
      [first.diskOptionId, 0, 2],
    ]);
    const at = new Date(body.createdAt);
    for (const line of body.lines) expect(line.monthPrice).toBe(monthlyCost(line.tariff, line.unitsAfter, at).partner);
    expect(body.price).toBe(body.lines.reduce((sum, l) => sum + l.monthPrice, 0));
  });

  it('reads a page and its total in one statement', async () => {
    const partner = await createActivePartner(ctx.app);
    await deployedSubscription(ctx.app, partner);
    await deployedSubscription(ctx.app, partner);
    for (const search of ['', 'бухгалтерия']) {
      const { db, statements } = counting(ctx.app.db);
      const page = await listOrders(db, { partnerId: partner.partnerId ?? '' }, { search, page: 1, pageSize: 1 });
      expect(page.total).toBe(2);
      expect(statements()).toBe(1);
    }
  });

  it('refuses malformed queries with Russian messages', async () => {
    const partner = await createActivePartner(ctx.app);
    for (const url of ['/api/orders?page=0', '/api/orders?subscriptionId=nope', '/api/orders/nope']) {
      const response = await request(ctx.app, partner.session, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/[а-я]/i);
    }
  });

  it('answers 401, 403 to a distributor, an operator and an inactive partner; another partner’s order is missing (404)', async () => {
    const partner = await createActivePartner(ctx.app);
    const { subscriptionId } = await deployedSubscription(ctx.app, partner);
    const order = await ctx.app.db
      .selectFrom('orders')
      .select('id')
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    for (const url of ['/api/orders', `/api/orders/${order.id}`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
      for (const caller of [await createDistributorAccount(ctx.app), await createOperator(ctx.app), suspended]) {
        expect((await request(ctx.app, caller.session, { method: 'GET', url })).statusCode).toBe(403);
      }
    }
    const stranger = await createActivePartner(ctx.app);
    const foreign = await request(ctx.app, stranger.session, { method: 'GET', url: `/api/orders/${order.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: ERROR_CODES.notFound, message: CHANGE_MESSAGES.orderNotFound });
    expect((await request(ctx.app, stranger.session, { method: 'GET', url: '/api/orders' })).json()).toEqual({ items: [], total: 0 });
    expect(
      (await request(ctx.app, stranger.session, { method: 'GET', url: `/api/orders?subscriptionId=${subscriptionId}` })).json(),
    ).toEqual({
      items: [],
      total: 0,
    });
  });
});
