/** Idempotency-Key on POST /api/{type}/order: a replay answers the first response, another body under the key is refused. */
import { ERROR_CODES, ORDER_MESSAGES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createActivePartner } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });
const ORDER_URL = '/api/1c_ecw_application/order';

/** A partner with a confirmed client and two different order bodies for it. */
async function orderingPartner(app: FastifyInstance) {
  const partner = await createActivePartner(app);
  const customerId = await createConfirmedCustomer(app, partner.partnerId ?? '');
  const { kit, options } = await kitOf(app, partner.session, 'grm', 'bp');
  const seat = options[0]?.serviceOptionId ?? '';
  return {
    partner,
    body: orderBody(customerId, 'grm', kit.serviceKitId, [[seat, 1]], 'Бухгалтерия'),
    otherBody: orderBody(customerId, 'grm', kit.serviceKitId, [[seat, 2]], 'Бухгалтерия'),
  };
}

function order(session: Session, key: string, payload: unknown) {
  return request(ctx.app, session, {
    method: 'POST',
    url: ORDER_URL,
    headers: { 'idempotency-key': key, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function ordersOf(partnerId: string): Promise<number> {
  const { n } = await ctx.app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('Idempotency-Key on orders', () => {
  it('answers a replay with the same body with the first response, status and body, even after the deployment moved on', async () => {
    const { partner, body } = await orderingPartner(ctx.app);
    const first = await order(partner.session, 'replay-key-0001', body);
    expect(first.statusCode).toBe(201);
    await waitForStatus(ctx.app, first.json().subscriptionId, 'DEPLOYED');

    const replay = await order(partner.session, 'replay-key-0001', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    // The same request with its keys in another order and other spacing is the same request.
    const reordered = `{ "subscriptionProperties": ${JSON.stringify(body.subscriptionProperties)}, "serviceOptions": ${JSON.stringify(
      body.serviceOptions,
    )}, "serviceKitId": "${body.serviceKitId}", "offerDeskId": "grm", "customerId": "${body.customerId}" }`;
    const again = await order(partner.session, 'replay-key-0001', reordered);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(partner.partnerId ?? '')).toBe(1);
  });

  it('refuses the same key with a different body with 422 and a clear message, ordering nothing', async () => {
    const { partner, body, otherBody } = await orderingPartner(ctx.app);
    expect((await order(partner.session, 'changed-key-0001', body)).statusCode).toBe(201);

    const changed = await order(partner.session, 'changed-key-0001', otherBody);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ code: ERROR_CODES.idempotencyKeyReused, message: ORDER_MESSAGES.idempotencyKeyReused });
    // Another order type under the same key is another request too.
    const otherType = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/1c_ecw_client_server/order',
      headers: { 'idempotency-key': 'changed-key-0001' },
      payload: body,
    });
    expect(otherType.statusCode).toBe(422);
    expect(await ordersOf(partner.partnerId ?? '')).toBe(1);
  });

  it('answers a key sent twice at once with one order, and refuses a different body sent at the same time', async () => {
    const { partner, body, otherBody } = await orderingPartner(ctx.app);
    const [first, second] = await Promise.all([
      order(partner.session, 'race-key-0001', body),
      order(partner.session, 'race-key-0001', body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());

    const answers = await Promise.all([order(partner.session, 'race-key-0002', body), order(partner.session, 'race-key-0002', otherBody)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await ordersOf(partner.partnerId ?? '')).toBe(2);
  });

  it('keeps the keys of partners apart: another partner’s key is independent', async () => {
    const one = await orderingPartner(ctx.app);
    const two = await orderingPartner(ctx.app);
    const first = await order(one.partner.session, 'shared-key-0001', one.body);
    const second = await order(two.partner.session, 'shared-key-0001', two.otherBody);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().subscriptionId).not.toBe(first.json().subscriptionId);
    expect(await ordersOf(one.partner.partnerId ?? '')).toBe(1);
    expect(await ordersOf(two.partner.partnerId ?? '')).toBe(1);
  });
});
