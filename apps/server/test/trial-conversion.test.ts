import { CONVERSION_MESSAGES, DELETION_MESSAGES, ERROR_CODES, ORDER_MESSAGES, TRIAL_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { removeEndedDemos } from '../src/services/trial-end.service.ts';
import { createAccount, createActivePartner, type TestAccount } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

type Listed = { subscriptionId: string; conversionKitId: string | null; convertedTo: string | null; onTrial: boolean };

/** A running demo of «1С:Бухгалтерия предприятия» with `seats` workplaces, ordered and deployed through the API. */
async function runningDemo(partner: TestAccount, seats = 2, infoBaseName = 'Демо бухгалтерия') {
  const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
  const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp', 2);
  expect(kit.usageMode).toBe('DEMONSTRATION');
  const ordered = await request(ctx.app, partner.session, {
    method: 'POST',
    url: '/api/1c_ecw_application/order',
    payload: orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', seats]], infoBaseName),
  });
  expect(ordered.statusCode).toBe(201);
  const demoId: string = ordered.json().subscriptionId;
  await waitForStatus(ctx.app, demoId, 'DEPLOYED');
  return { demoId, customerId };
}

const convert = (partner: TestAccount | null, id: string, payload: object = {}, key?: string) =>
  request(ctx.app, partner?.session ?? null, {
    method: 'POST',
    url: `/api/subscriptions/${id}/convert`,
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const subscriptionRow = (id: string) => ctx.app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const listed = async (partner: TestAccount, filter: string) =>
  (await request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions?filter=${filter}&pageSize=100` })).json() as {
    items: Listed[];
    total: number;
  };

const conversions = async (demoId: string) =>
  Number(
    (
      await ctx.app.db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('converted_from', '=', demoId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/subscriptions/{id}/convert', () => {
  it('turns a running demo into a paid subscription with the same client, database and seats, then closes the demo', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId, customerId } = await runningDemo(partner, 3);
    const trialBefore = await listed(partner, 'trial');
    const demoRow = trialBefore.items.find((s) => s.subscriptionId === demoId);
    const { kit: fileKit } = await kitOf(ctx.app, partner.session, 'grm', 'bp', 0);
    // The trial list offers the conversion to the service's first production kit.
    expect(demoRow).toMatchObject({ conversionKitId: fileKit.serviceKitId, convertedTo: null, onTrial: true });

    const response = await convert(partner, demoId, { serviceKitId: fileKit.serviceKitId });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ convertedFrom: demoId, deployStatus: 'INIT' });
    expect(body.price).toBeGreaterThan(0);
    const paidId: string = body.subscriptionId;

    const paid = await subscriptionRow(paidId);
    expect(paid).toMatchObject({
      customer_id: customerId,
      usage_mode: 'PRODUCTION',
      service_kit_id: fileKit.serviceKitId,
      converted_from: demoId,
      trial_end: null,
      on_trial: false,
    });
    expect((await subscriptionRow(demoId)).converted_to).toBe(paidId);
    // The client's database goes with it.
    const property = await ctx.app.db
      .selectFrom('subscription_properties')
      .select('value')
      .where('subscription_id', '=', paidId)
      .where('name', '=', 'infoBaseName')
      .executeTakeFirstOrThrow();
    expect(property.value).toBe('Демо бухгалтерия');
    // The same workplaces; the disk the demo did not have stays at its minimum (none).
    const options = await ctx.app.db
      .selectFrom('subscription_options as so')
      .innerJoin('service_options as o', 'o.id', 'so.service_option_id')
      .select(['o.resource_code as code', 'so.usage_count as count'])
      .where('so.subscription_id', '=', paidId)
      .execute();
    expect(options).toEqual([{ code: 'bp-seat', count: 3 }]);
    // An order of kind 'convert' with its lines.
    const order = await ctx.app.db
      .selectFrom('orders')
      .select(['id', 'kind', 'status', 'price'])
      .where('id', '=', body.orderId)
      .executeTakeFirstOrThrow();
    expect(order.kind).toBe('convert');
    expect(order.price).toBe(body.price);
    const lines = await ctx.app.db
      .selectFrom('order_lines')
      .select(['name', 'units_before', 'units_after'])
      .where('order_id', '=', body.orderId)
      .execute();
    expect(lines).toEqual([{ name: 'Рабочее место', units_before: 0, units_after: 3 }]);
    // While the paid one deploys, the demo shows it is being converted and offers nothing more.
    const converting = (await listed(partner, 'trial')).items.find((s) => s.subscriptionId === demoId);
    if (converting) expect(converting).toMatchObject({ convertedTo: paidId, conversionKitId: null });

    await waitForStatus(ctx.app, paidId, 'DEPLOYED');
    const demo = await subscriptionRow(demoId);
    expect(demo).toMatchObject({ deploy_status: 'DELETED', deleted: true, converted_to: paidId });
    expect((await ctx.app.db.selectFrom('orders').select('status').where('id', '=', body.orderId).executeTakeFirstOrThrow()).status).toBe(
      'APPLIED',
    );
    // The usage of the demo ends where the paid one's begins.
    const ledger = await ctx.app.db
      .selectFrom('usage_ledger')
      .select(['subscription_id', 'units', 'active_from', 'active_to'])
      .where('subscription_id', 'in', [demoId, paidId])
      .orderBy('active_from')
      .execute();
    const demoInterval = ledger.find((l) => l.subscription_id === demoId);
    const paidInterval = ledger.find((l) => l.subscription_id === paidId);
    expect(demoInterval?.active_to).toEqual(paidInterval?.active_from);
    expect(paidInterval).toMatchObject({ units: 3, active_to: null });
    // Out of the trial list, into the paid one; the totals follow.
    const trialAfter = await listed(partner, 'trial');
    expect(trialAfter.items.map((s) => s.subscriptionId)).not.toContain(demoId);
    expect(trialAfter.total).toBe(trialBefore.total - 1);
    expect((await listed(partner, 'paid')).items.map((s) => s.subscriptionId)).toContain(paidId);
    // The licence letter says the data went with it.
    const letter = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('kind', '=', 'subscription.deployed')
      .where('body_text', 'like', '%перенесена%')
      .executeTakeFirst();
    expect(letter).toBeDefined();
  });

  it('defaults to the first production kit and answers one conversion to the same Idempotency-Key', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId } = await runningDemo(partner);
    const [first, second] = await Promise.all([
      convert(partner, demoId, {}, 'convert-key-01'),
      convert(partner, demoId, {}, 'convert-key-01'),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await conversions(demoId)).toBe(1);
    expect((await subscriptionRow(first.json().subscriptionId)).service_kit_name).toBe('Файловый');
    // Replayed later, after the demo closed, the key still answers the same conversion.
    await waitForStatus(ctx.app, first.json().subscriptionId, 'DEPLOYED');
    const replay = await convert(partner, demoId, {}, 'convert-key-01');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    // The same key for another request is refused.
    const other = await convert(
      partner,
      demoId,
      { serviceKitId: (await kitOf(ctx.app, partner.session, 'grm', 'bp', 1)).kit.serviceKitId },
      'convert-key-01',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(ORDER_MESSAGES.idempotencyKeyReused);
  });

  it('converts once when sent twice without a key: the second is refused with 409', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId } = await runningDemo(partner);
    const answers = await Promise.all([convert(partner, demoId), convert(partner, demoId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      code: 'NOT_CONVERTIBLE',
      message: TRIAL_MESSAGES.notConvertible,
    });
    expect(await conversions(demoId)).toBe(1);
    const again = await convert(partner, demoId);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a deleted demo, a paid subscription and a demo being deleted with 409', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId } = await runningDemo(partner);
    const deleted = await request(ctx.app, partner.session, {
      method: 'DELETE',
      url: `/api/subscriptions/${demoId}`,
      payload: { delayDays: 0 },
    });
    expect(deleted.statusCode).toBe(200);
    const whileDeleting = await convert(partner, demoId);
    expect(whileDeleting.statusCode).toBe(409);
    await waitForStatus(ctx.app, demoId, 'DELETED');
    const afterDeletion = await convert(partner, demoId);
    expect(afterDeletion.statusCode).toBe(409);
    expect(afterDeletion.json()).toMatchObject({ code: 'NOT_CONVERTIBLE', message: TRIAL_MESSAGES.notConvertible });

    const converted = await runningDemo(partner);
    const paid = (await convert(partner, converted.demoId)).json().subscriptionId as string;
    const ofPaid = await convert(partner, paid);
    expect(ofPaid.statusCode).toBe(409);
    expect(await conversions(demoId)).toBe(0);
  });

  it('keeps a demo being converted from deletion and from the removal at its end', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId } = await runningDemo(partner);
    // Hold the paid one's deployment: the demo stays in conversion while it is not deployed.
    await ctx.app.db
      .insertInto('provisioner_failures')
      .values({ partner_id: partner.partnerId ?? '' })
      .execute();
    const paidId = (await convert(partner, demoId)).json().subscriptionId as string;
    await waitForStatus(ctx.app, paidId, 'DEPLOY_FAILED');
    expect((await subscriptionRow(demoId)).deploy_status).toBe('DEPLOYED');

    const remove = (delayDays: number) =>
      request(ctx.app, partner.session, { method: 'DELETE', url: `/api/subscriptions/${demoId}`, payload: { delayDays } });
    for (const delayDays of [0, 2]) {
      const refused = await remove(delayDays);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(DELETION_MESSAGES.notDeployed);
    }
    const demo = await subscriptionRow(demoId);
    expect(await removeEndedDemos(ctx.app.db, ctx.app.enqueue, new Date((demo.trial_end as Date).getTime() + 1000))).toBe(0);
    expect((await subscriptionRow(demoId)).deploy_status).toBe('DEPLOYED');

    // The retry of the paid one's deployment finishes the conversion.
    const retried = await request(ctx.app, partner.session, { method: 'POST', url: `/api/order/retry/${paidId}` });
    expect(retried.statusCode).toBe(204);
    await waitForStatus(ctx.app, paidId, 'DEPLOYED');
    expect(await subscriptionRow(demoId)).toMatchObject({ deploy_status: 'DELETED', deleted: true });
  });

  it('checks the kit: a uuid of a production kit of the same service', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId } = await runningDemo(partner);
    const notUuid = await convert(partner, demoId, { serviceKitId: 'файловый' });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().details?.[0]?.field).toBe('serviceKitId');

    const demoKit = (await kitOf(ctx.app, partner.session, 'grm', 'bp', 2)).kit.serviceKitId;
    const otherService = (await kitOf(ctx.app, partner.session, 'grm', 'zup', 0)).kit.serviceKitId;
    for (const serviceKitId of [demoKit, otherService, '00000000-0000-4000-8000-000000000000']) {
      const wrong = await convert(partner, demoId, { serviceKitId });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: ERROR_CODES.validation, message: CONVERSION_MESSAGES.wrongKit });
    }
    expect(await conversions(demoId)).toBe(0);
  });

  it('applies the order rules: a client who may not be ordered for is refused', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId, customerId } = await runningDemo(partner);
    await ctx.app.db.updateTable('customers').set({ status: 'unconfirmed' }).where('id', '=', customerId).execute();
    const refused = await convert(partner, demoId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.clientNotAllowed);
    expect(await conversions(demoId)).toBe(0);
  });
});

describe('who may convert what', () => {
  it('answers 401 to anonymous callers, 403 to an inactive partner and to a non-partner', async () => {
    const partner = await createActivePartner(ctx.app);
    const { demoId } = await runningDemo(partner);
    expect((await convert(null, demoId)).statusCode).toBe(401);
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
    expect((await convert(suspended, demoId)).statusCode).toBe(403);
    const user = await createAccount(ctx.app);
    expect((await convert(user, demoId)).statusCode).toBe(403);
    expect(await conversions(demoId)).toBe(0);
  });

  it("answers 404 for another partner's demo and for an unknown id", async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const { demoId } = await runningDemo(partner);
    const theirs = await convert(other, demoId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(DELETION_MESSAGES.notFound);
    expect((await convert(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await conversions(demoId)).toBe(0);
  });
});
