/**
 * PUT /api/{type}/order (a subscription's option change) and POST /api/orders/{id}/retry: the change answered at once
 * as a PENDING order, applied by the resize job (counts, ledger, price), refused by the domain's rules with Russian
 * messages, guarded against a second change and a deletion, idempotent under a key, failed and retried once.
 */
import { CHANGE_MESSAGES, DELETION_MESSAGES, ERROR_CODES, ORDER_MESSAGES, monthlyCost, type SubscriptionDetail } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { NO_JOBS } from './support/no-jobs.ts';
import { RESIZE_GAVE_UP_QUEUE, RESIZE_QUEUE } from '../src/jobs/queues.ts';
import { giveUpResize, requestChange, runResize } from '../src/services/subscription-change.service.ts';
import { startDueDeletions } from '../src/services/subscription-deletion.service.ts';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { waitForStatus } from './support/orders.ts';
import {
  APPLICATION,
  changeBody,
  deployedSubscription,
  detailOf,
  openIntervals,
  putChange,
  subscriptionOptionOf,
  waitForOrder,
} from './support/subscriptions.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });
const DAY_MS = 86_400_000;

const armFailure = async (partner: TestAccount) => {
  const operator = await createOperator(ctx.app);
  const armed = await request(ctx.app, operator.session, {
    method: 'POST',
    url: `/api/backoffice/partners/${partner.partnerId}/provisioner-failure`,
  });
  expect(armed.statusCode).toBe(204);
};

const orderRow = (orderId: string) =>
  ctx.app.db
    .selectFrom('orders')
    .select(['kind', 'status', 'last_error', 'applied_at', 'price'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
const changeOrderOf = async (subscriptionId: string) =>
  (await ctx.app.db.selectFrom('subscriptions').select('change_order_id').where('id', '=', subscriptionId).executeTakeFirstOrThrow())
    .change_order_id;
/** A change placed through the service with its job held back: it stays PENDING until the test runs the job itself. */
async function heldChange(partner: TestAccount, body: ReturnType<typeof changeBody>): Promise<string> {
  const parsed = { ...body, addOptions: body.addOptions ?? [], removeOptions: body.removeOptions ?? [] };
  const { orderId } = await requestChange(ctx.app.db, NO_JOBS, { partnerId: partner.partnerId ?? '' }, APPLICATION, parsed, {
    idempotencyKey: null,
  });
  return orderId;
}
const countOf = (detail: SubscriptionDetail, serviceOptionId: string) =>
  detail.serviceOptions.find((o) => o.serviceOptionId === serviceOptionId)?.usageCount;

describe('a seat increase', () => {
  it('answers at once with a PENDING change order, which the job applies: counts, ledger, price, order', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 2 });
    const { seatOptionId, diskOptionId, subscriptionId } = subscription;

    const response = await putChange(
      ctx.app,
      partner.session,
      changeBody(subscription, {
        add: [
          [seatOptionId, 3],
          [diskOptionId, 2],
        ],
      }),
    );
    expect(response.statusCode).toBe(202);
    const { orderId } = response.json();
    expect(response.json()).toEqual({ orderId, subscriptionId, status: 'PENDING' });

    // While it runs, the detail shows the counts asked for and the change in progress.
    const during = await detailOf(ctx.app, partner.session, subscriptionId);
    if (during.changeOrderId) {
      expect(during.changeOrderId).toBe(orderId);
      expect(during.serviceOptions.find((o) => o.serviceOptionId === seatOptionId)?.pendingCount).toBe(5);
    }

    await waitForOrder(ctx.app, orderId, 'APPLIED');
    const after = await detailOf(ctx.app, partner.session, subscriptionId);
    expect(countOf(after, seatOptionId)).toBe(5);
    expect(countOf(after, diskOptionId)).toBe(2);
    expect(after.changeOrderId).toBeNull();
    expect(after.failedChangeOrderId).toBeNull();
    expect(after.serviceOptions.every((o) => o.pendingCount === null)).toBe(true);
    const now = new Date();
    const expected = after.serviceOptions.reduce((sum, o) => sum + (o.tariff ? monthlyCost(o.tariff, o.usageCount, now).partner : 0), 0);
    expect(after.price).toBe(expected);
    expect(await openIntervals(ctx.app, subscriptionId)).toEqual({ [seatOptionId]: 5, [diskOptionId]: 2 });
    const stored = await ctx.app.db.selectFrom('subscriptions').select('price').where('id', '=', subscriptionId).executeTakeFirstOrThrow();
    expect(Number(stored.price)).toBe(after.price);
    expect(await orderRow(orderId)).toMatchObject({ kind: 'change', status: 'APPLIED', last_error: null });
  });
});

describe('a seat decrease', () => {
  it('removes units by subscription option, keeps the row, and closes the ledger interval of an option taken to zero', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 3, disk: 1 });
    const before = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    const seat = subscriptionOptionOf(before, subscription.seatOptionId);
    const disk = subscriptionOptionOf(before, subscription.diskOptionId);

    const response = await putChange(
      ctx.app,
      partner.session,
      changeBody(subscription, {
        remove: [
          [seat, 2],
          [disk, 1],
        ],
      }),
    );
    expect(response.statusCode).toBe(202);
    await waitForOrder(ctx.app, response.json().orderId, 'APPLIED');

    const after = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    expect(countOf(after, subscription.seatOptionId)).toBe(1);
    expect(countOf(after, subscription.diskOptionId)).toBe(0);
    expect(subscriptionOptionOf(after, subscription.diskOptionId)).toBe(disk);
    expect(await openIntervals(ctx.app, subscription.subscriptionId)).toEqual({ [subscription.seatOptionId]: 1 });
  });
});

describe('the rules of a change, with Russian messages', () => {
  it('refuses nothing changed, counts out of bounds, options of another kit and unknown subscription options', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 1 });
    const detail = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    const seat = subscriptionOptionOf(detail, subscription.seatOptionId);
    const refused = async (body: unknown, message: string) => {
      const response = await putChange(ctx.app, partner.session, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.validation, message });
    };
    await refused(changeBody(subscription, {}), CHANGE_MESSAGES.nothingChanged);
    await refused(changeBody(subscription, { add: [[subscription.seatOptionId, 1]], remove: [[seat, 1]] }), CHANGE_MESSAGES.nothingChanged);
    await refused(changeBody(subscription, { remove: [[seat, 1]] }), ORDER_MESSAGES.countOutOfRange(1, 99));
    await refused(changeBody(subscription, { add: [[subscription.seatOptionId, 99]] }), ORDER_MESSAGES.countOutOfRange(1, 99));
    await refused(changeBody(subscription, { add: [[subscription.diskOptionId, 51]] }), ORDER_MESSAGES.countOutOfRange(0, 50));
    const otherKitOption = (
      await ctx.app.db.selectFrom('service_options').select('id').where('kit_id', '!=', subscription.serviceKitId).executeTakeFirstOrThrow()
    ).id;
    await refused(changeBody(subscription, { add: [[otherKitOption, 1]] }), CHANGE_MESSAGES.optionNotInKit);
    await refused(changeBody(subscription, { remove: [['00000000-0000-4000-8000-000000000000', 1]] }), CHANGE_MESSAGES.optionNotFound);
    await refused(
      { ...changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }), customerId: '00000000-0000-4000-8000-000000000000' },
      CHANGE_MESSAGES.subscriptionMismatch,
    );

    // Malformed payloads: the schema's Russian messages.
    const malformed = await putChange(ctx.app, partner.session, {
      ...changeBody(subscription, {}),
      subscriptionId: 'not-an-id',
      addOptions: 'many',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(ERROR_CODES.validation);
    expect(malformed.json().message).toMatch(/[а-я]/i);
    // The path's type must be the subscription's kind.
    expect(
      (
        await putChange(
          ctx.app,
          partner.session,
          changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }),
          undefined,
          'kaspersky',
        )
      ).json(),
    ).toMatchObject({
      code: ERROR_CODES.notFound,
      message: ORDER_MESSAGES.kitNotFound,
    });
    expect(await changeOrderOf(subscription.subscriptionId)).toBeNull();
  });

  it('lets a direct subscription change its disk only, with the alert’s text', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    await ctx.app.db.updateTable('subscriptions').set({ is_direct: true }).where('id', '=', subscription.subscriptionId).execute();
    const seats = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));
    expect(seats.statusCode).toBe(400);
    expect(seats.json().message).toBe(CHANGE_MESSAGES.directSubscription);
    const disk = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.diskOptionId, 1]] }));
    expect(disk.statusCode).toBe(202);
    await waitForOrder(ctx.app, disk.json().orderId, 'APPLIED');
    expect((await detailOf(ctx.app, partner.session, subscription.subscriptionId)).isDirectSubscription).toBe(true);
  });

  it('refuses lowering a prepaid option before its paid range ends, as the prepay availability call says', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 4 });
    const detail = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    const seat = subscriptionOptionOf(detail, subscription.seatOptionId);
    const availability = () =>
      request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions/${subscription.subscriptionId}/prepay-availability` });
    expect((await availability()).json()).toEqual({ available: true, message: null });

    const from = new Date(Date.now() - 10 * DAY_MS).toISOString().slice(0, 10);
    await ctx.app.db.updateTable('subscription_options').set({ prepaid_from: from, prepaid_months: 3 }).where('id', '=', seat).execute();
    expect((await availability()).json()).toEqual({ available: false, message: CHANGE_MESSAGES.prepayUnavailable });
    expect(
      (await detailOf(ctx.app, partner.session, subscription.subscriptionId)).serviceOptions.find((o) => o.subscriptionOptionId === seat)
        ?.prepaid,
    ).toEqual({
      from,
      months: 3,
    });
    const lower = await putChange(ctx.app, partner.session, changeBody(subscription, { remove: [[seat, 1]] }));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toBe(CHANGE_MESSAGES.prepayUnavailable);
    // Raising it is fine.
    const raise = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));
    expect(raise.statusCode).toBe(202);
    await waitForOrder(ctx.app, raise.json().orderId, 'APPLIED');

    // Once the paid range has ended, lowering is available again.
    const past = new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10);
    await ctx.app.db.updateTable('subscription_options').set({ prepaid_from: past, prepaid_months: 12 }).where('id', '=', seat).execute();
    expect((await availability()).json()).toEqual({ available: true, message: null });
    expect((await putChange(ctx.app, partner.session, changeBody(subscription, { remove: [[seat, 1]] }))).statusCode).toBe(202);
  });

  it('refuses options editable only in the administration area, and old disk types', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner, { service: 'rozn' });
    await ctx.app.db
      .updateTable('service_options')
      .set({ edit_status: 'ADMIN_AREA' })
      .where('id', '=', subscription.seatOptionId)
      .execute();
    const adminArea = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));
    expect(adminArea.json()).toMatchObject({ code: ERROR_CODES.validation, message: CHANGE_MESSAGES.adminAreaOnly });
    const detail = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    expect(detail.serviceOptions.find((o) => o.serviceOptionId === subscription.seatOptionId)?.editStatus).toBe('ADMIN_AREA');

    await ctx.app.db
      .updateTable('service_options')
      .set({ resource_code: '1c-ecw-disk-hdd' })
      .where('id', '=', subscription.diskOptionId)
      .execute();
    const oldDisk = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.diskOptionId, 1]] }));
    expect(oldDisk.json()).toMatchObject({ code: ERROR_CODES.validation, message: CHANGE_MESSAGES.oldDisk });
  });
});

describe('the guard of a change in progress', () => {
  it('refuses a second change and a deletion (at once or planned) while a change runs, and the due-deletion job skips it', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    // Planned for yesterday's date: due, but the change comes first.
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ expiration_date: new Date(Date.now() - DAY_MS) })
      .where('id', '=', subscription.subscriptionId)
      .execute();
    const orderId = await heldChange(partner, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));

    const second = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 2]] }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CHANGE_IN_PROGRESS', message: CHANGE_MESSAGES.changeInProgress });
    for (const delayDays of [0, 3]) {
      const deletion = await request(ctx.app, partner.session, {
        method: 'DELETE',
        url: `/api/subscriptions/${subscription.subscriptionId}`,
        payload: { delayDays },
      });
      expect(deletion.statusCode).toBe(409);
      expect(deletion.json()).toEqual({ code: 'CHANGE_IN_PROGRESS', message: CHANGE_MESSAGES.changeInProgress });
    }
    expect(await startDueDeletions(ctx.app.db, ctx.app.enqueue)).toBe(0);

    await runResize(ctx.app.db, ctx.app.ports.provisioner, orderId);
    expect((await orderRow(orderId)).status).toBe('APPLIED');
    expect(await startDueDeletions(ctx.app.db, ctx.app.enqueue)).toBe(1);
    await waitForStatus(ctx.app, subscription.subscriptionId, 'DELETED');
  });

  it('never leaves both a change and a deletion when they race', async () => {
    for (let round = 0; round < 6; round++) {
      const partner = await createActivePartner(ctx.app);
      const subscription = await deployedSubscription(ctx.app, partner);
      const [change, deletion] = await Promise.all([
        putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] })),
        request(ctx.app, partner.session, {
          method: 'DELETE',
          url: `/api/subscriptions/${subscription.subscriptionId}`,
          payload: { delayDays: 0 },
        }),
      ]);
      const won = [change.statusCode === 202, deletion.statusCode === 200];
      expect(won.filter(Boolean), `${change.body} / ${deletion.body}`).toHaveLength(1);
      const loser = won[0] ? deletion : change;
      expect(loser.statusCode).toBe(409);
      const row = await ctx.app.db
        .selectFrom('subscriptions')
        .select(['deploy_status', 'change_order_id'])
        .where('id', '=', subscription.subscriptionId)
        .executeTakeFirstOrThrow();
      if (won[0]) {
        expect(loser.json()).toMatchObject({ code: 'CHANGE_IN_PROGRESS' });
        await waitForOrder(ctx.app, change.json().orderId, 'APPLIED');
        expect(row.deploy_status).toBe('DEPLOYED');
      } else {
        expect(loser.json()).toMatchObject({ code: 'NOT_DEPLOYED', message: CHANGE_MESSAGES.notDeployed });
        expect(row.change_order_id).toBeNull();
        await waitForStatus(ctx.app, subscription.subscriptionId, 'DELETED');
        expect(await openIntervals(ctx.app, subscription.subscriptionId)).toEqual({});
      }
    }
  });

  it('refuses a change of a subscription that is not working', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ deploy_status: 'DELETE_FAILED' })
      .where('id', '=', subscription.subscriptionId)
      .execute();
    const response = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'NOT_DEPLOYED', message: CHANGE_MESSAGES.notDeployed });
  });
});

describe('the same change sent twice', () => {
  it('with one Idempotency-Key answers the first change again, one after the other or at once; another body under it is refused', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    const body = changeBody(subscription, { add: [[subscription.seatOptionId, 1]] });
    const [first, concurrent] = await Promise.all([
      putChange(ctx.app, partner.session, body, 'change-key-0001'),
      putChange(ctx.app, partner.session, body, 'change-key-0001'),
    ]);
    expect(first.statusCode).toBe(202);
    expect(concurrent.statusCode).toBe(202);
    expect(concurrent.json()).toEqual(first.json());
    await waitForOrder(ctx.app, first.json().orderId, 'APPLIED');
    const replay = await putChange(ctx.app, partner.session, body, 'change-key-0001');
    expect(replay.statusCode).toBe(202);
    expect(replay.json()).toEqual(first.json());

    const other = await putChange(
      ctx.app,
      partner.session,
      changeBody(subscription, { add: [[subscription.seatOptionId, 2]] }),
      'change-key-0001',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: ERROR_CODES.idempotencyKeyReused, message: ORDER_MESSAGES.idempotencyKeyReused });
    const changes = await ctx.app.db
      .selectFrom('orders')
      .select('id')
      .where('subscription_id', '=', subscription.subscriptionId)
      .where('kind', '=', 'change')
      .execute();
    expect(changes).toHaveLength(1);
    expect(countOf(await detailOf(ctx.app, partner.session, subscription.subscriptionId), subscription.seatOptionId)).toBe(3);
  });

  it('without a key, the second is refused while the first runs, or is a change of its own after it', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    const body = changeBody(subscription, { add: [[subscription.seatOptionId, 1]] });
    const [a, b] = await Promise.all([putChange(ctx.app, partner.session, body), putChange(ctx.app, partner.session, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    await waitForOrder(ctx.app, (a.statusCode === 202 ? a : b).json().orderId, 'APPLIED');
    expect(countOf(await detailOf(ctx.app, partner.session, subscription.subscriptionId), subscription.seatOptionId)).toBe(3);
  });
});

describe('a failed change and its retry', () => {
  it('fails with the platform’s error, counts untouched; the retry applies it once; another retry is refused', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    await armFailure(partner);
    const { orderId } = (
      await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 2]] }))
    ).json();
    await waitForOrder(ctx.app, orderId, 'FAILED');
    expect(await orderRow(orderId)).toMatchObject({ status: 'FAILED', last_error: 'Платформа не смогла изменить состав подписки' });
    const failed = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    expect(failed).toMatchObject({ changeOrderId: null, failedChangeOrderId: orderId });
    expect(countOf(failed, subscription.seatOptionId)).toBe(2);
    expect(await openIntervals(ctx.app, subscription.subscriptionId)).toEqual({ [subscription.seatOptionId]: 2 });

    const retry = await request(ctx.app, partner.session, { method: 'POST', url: `/api/orders/${orderId}/retry` });
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toEqual({ orderId, subscriptionId: subscription.subscriptionId, status: 'PENDING' });
    await waitForOrder(ctx.app, orderId, 'APPLIED');
    const applied = await detailOf(ctx.app, partner.session, subscription.subscriptionId);
    expect(countOf(applied, subscription.seatOptionId)).toBe(4);
    expect(applied.failedChangeOrderId).toBeNull();

    const again = await request(ctx.app, partner.session, { method: 'POST', url: `/api/orders/${orderId}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'RETRY_NOT_ALLOWED', message: CHANGE_MESSAGES.retryNotAllowed });
    // A rerun of the job after the order settled does nothing.
    await runResize(ctx.app.db, ctx.app.ports.provisioner, orderId);
    expect(await openIntervals(ctx.app, subscription.subscriptionId)).toEqual({ [subscription.seatOptionId]: 4 });
  });

  it('refuses the retry of an older failed change, of a subscription no longer working, and of another partner’s order', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    await armFailure(partner);
    const { orderId: failed } = (
      await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }))
    ).json();
    await waitForOrder(ctx.app, failed, 'FAILED');

    const stranger = await createActivePartner(ctx.app);
    const foreign = await request(ctx.app, stranger.session, { method: 'POST', url: `/api/orders/${failed}/retry` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: CHANGE_MESSAGES.orderNotFound });

    await ctx.app.db
      .updateTable('subscriptions')
      .set({ deploy_status: 'DELETING' })
      .where('id', '=', subscription.subscriptionId)
      .execute();
    const notWorking = await request(ctx.app, partner.session, { method: 'POST', url: `/api/orders/${failed}/retry` });
    expect(notWorking.json()).toEqual({ code: 'NOT_DEPLOYED', message: CHANGE_MESSAGES.notDeployed });
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ deploy_status: 'DEPLOYED' })
      .where('id', '=', subscription.subscriptionId)
      .execute();

    const { orderId: later } = (
      await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.diskOptionId, 1]] }))
    ).json();
    await waitForOrder(ctx.app, later, 'APPLIED');
    const older = await request(ctx.app, partner.session, { method: 'POST', url: `/api/orders/${failed}/retry` });
    expect(older.statusCode).toBe(409);
    expect(older.json()).toEqual({ code: 'RETRY_NOT_ALLOWED', message: CHANGE_MESSAGES.retryNotAllowed });
    // A creating order is not a change to retry here.
    const create = await ctx.app.db
      .selectFrom('orders')
      .select('id')
      .where('subscription_id', '=', subscription.subscriptionId)
      .where('kind', '=', 'create')
      .executeTakeFirstOrThrow();
    expect((await request(ctx.app, partner.session, { method: 'POST', url: `/api/orders/${create.id}/retry` })).statusCode).toBe(409);
  });
});

describe('a resize that never gets through', () => {
  it('goes to the gave-up queue once its retries are spent, which fails its order and frees the subscription', async () => {
    expect((await ctx.app.boss.getQueue(RESIZE_QUEUE))?.deadLetter).toBe(RESIZE_GAVE_UP_QUEUE);
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    const orderId = await heldChange(partner, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));
    await giveUpResize(ctx.app.db, orderId);
    expect(await orderRow(orderId)).toMatchObject({ status: 'FAILED', last_error: CHANGE_MESSAGES.gaveUp });
    expect(await changeOrderOf(subscription.subscriptionId)).toBeNull();
    expect(countOf(await detailOf(ctx.app, partner.session, subscription.subscriptionId), subscription.seatOptionId)).toBe(2);
    // Its retry then applies it.
    expect((await request(ctx.app, partner.session, { method: 'POST', url: `/api/orders/${orderId}/retry` })).statusCode).toBe(202);
    await waitForOrder(ctx.app, orderId, 'APPLIED');
  });
});

describe('who may change what', () => {
  it('answers 401 to anonymous callers, 403 to a distributor, an operator and an inactive partner, 404 for another partner’s subscription', async () => {
    const partner = await createActivePartner(ctx.app);
    const subscription = await deployedSubscription(ctx.app, partner);
    const body = changeBody(subscription, { add: [[subscription.seatOptionId, 1]] });
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/1c_ecw_application/order', payload: body })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${subscription.subscriptionId}/retry` })).statusCode).toBe(401);
    const malformed = await request(ctx.app, partner.session, { method: 'POST', url: '/api/orders/not-an-id/retry' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/[а-я]/i);
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
    for (const caller of [await createDistributorAccount(ctx.app), await createOperator(ctx.app), suspended]) {
      expect((await putChange(ctx.app, caller.session, body)).statusCode).toBe(403);
      expect(
        (await request(ctx.app, caller.session, { method: 'POST', url: `/api/orders/${subscription.subscriptionId}/retry` })).statusCode,
      ).toBe(403);
    }
    const stranger = await createActivePartner(ctx.app);
    const foreign = await putChange(ctx.app, stranger.session, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: ERROR_CODES.notFound, message: DELETION_MESSAGES.notFound });
    expect(await changeOrderOf(subscription.subscriptionId)).toBeNull();
    // A change needs the CSRF token like every state change.
    const forged = await ctx.app.inject({
      method: 'PUT',
      url: '/api/1c_ecw_application/order',
      headers: { cookie: partner.session.cookie },
      payload: body,
    });
    expect(forged.statusCode).toBe(403);
  });
});
