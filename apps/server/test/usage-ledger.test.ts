/**
 * The usage ledger (decision 012): replaying it gives every option's count at any past moment after a deployment,
 * increases, decreases, a failed change and the deletion; it is append-only (an interval can only be closed). On PGlite
 * by default, on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countsAt } from '../src/repositories/usage-ledger.repository.ts';
import { createActivePartner, createOperator, type TestAccount } from './support/factories.ts';
import { waitForStatus } from './support/orders.ts';
import { changeBody, deployedSubscription, detailOf, putChange, subscriptionOptionOf, waitForOrder } from './support/subscriptions.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 30 });

type Counts = Record<string, number>;
const replay = async (subscriptionId: string, at: Date): Promise<Counts> =>
  Object.fromEntries(await countsAt(ctx.app.db, subscriptionId, at));
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function applied(partner: TestAccount, body: unknown): Promise<Date> {
  const response = await putChange(ctx.app, partner.session, body);
  expect(response.statusCode, response.body).toBe(202);
  await waitForOrder(ctx.app, response.json().orderId, 'APPLIED');
  const order = await ctx.app.db
    .selectFrom('orders')
    .select('applied_at')
    .where('id', '=', response.json().orderId)
    .executeTakeFirstOrThrow();
  if (!order.applied_at) throw new Error('An applied order has no time');
  return order.applied_at;
}

describe('replaying the ledger', () => {
  it('gives every option’s count at any past moment: deployed, raised, lowered, a failed change, deleted', async () => {
    const partner = await createActivePartner(ctx.app);
    const beforeOrder = new Date();
    await tick();
    const s = await deployedSubscription(ctx.app, partner, { seats: 2 });
    const created = await ctx.app.db
      .selectFrom('orders')
      .select('applied_at')
      .where('subscription_id', '=', s.subscriptionId)
      .where('kind', '=', 'create')
      .executeTakeFirstOrThrow();
    const deployedAt = created.applied_at ?? new Date(0);
    await tick();
    const afterDeploy = new Date();

    const raisedAt = await applied(
      partner,
      changeBody(s, {
        add: [
          [s.seatOptionId, 3],
          [s.diskOptionId, 2],
        ],
      }),
    );
    await tick();
    const afterRaise = new Date();
    const seat = subscriptionOptionOf(await detailOf(ctx.app, partner.session, s.subscriptionId), s.seatOptionId);
    const disk = subscriptionOptionOf(await detailOf(ctx.app, partner.session, s.subscriptionId), s.diskOptionId);
    const loweredAt = await applied(
      partner,
      changeBody(s, {
        remove: [
          [seat, 4],
          [disk, 2],
        ],
      }),
    );
    await tick();
    const afterLower = new Date();

    // A failed change leaves no trace in the ledger.
    const operator = await createOperator(ctx.app);
    await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/partners/${partner.partnerId}/provisioner-failure` });
    const failed = await putChange(ctx.app, partner.session, changeBody(s, { add: [[s.seatOptionId, 10]] }));
    await waitForOrder(ctx.app, failed.json().orderId, 'FAILED');
    await tick();
    const afterFailure = new Date();

    await request(ctx.app, partner.session, { method: 'DELETE', url: `/api/subscriptions/${s.subscriptionId}`, payload: { delayDays: 0 } });
    await waitForStatus(ctx.app, s.subscriptionId, 'DELETED');
    await tick();
    const afterDeletion = new Date();

    const seats = (n: number, disks = 0): Counts => ({ [s.seatOptionId]: n, ...(disks ? { [s.diskOptionId]: disks } : {}) });
    const timeline: Array<[string, Date, Counts]> = [
      ['before the order', beforeOrder, {}],
      ['the moment of deployment', deployedAt, seats(2)],
      ['after deployment', afterDeploy, seats(2)],
      ['just before the increase', new Date(raisedAt.getTime() - 1), seats(2)],
      ['the moment of the increase', raisedAt, seats(5, 2)],
      ['after the increase', afterRaise, seats(5, 2)],
      ['the moment of the decrease', loweredAt, seats(1)],
      ['after the decrease', afterLower, seats(1)],
      ['after the failed change', afterFailure, seats(1)],
      ['after the deletion', afterDeletion, {}],
    ];
    for (const [label, at, expected] of timeline) expect(await replay(s.subscriptionId, at), label).toEqual(expected);

    // Each option's intervals follow one another without gaps or overlaps, and none is open after the deletion.
    const intervals = await ctx.app.db
      .selectFrom('usage_ledger')
      .select(['service_option_id', 'units', 'active_from', 'active_to'])
      .where('subscription_id', '=', s.subscriptionId)
      .orderBy('id')
      .execute();
    expect(intervals.map((i) => [i.service_option_id, i.units])).toEqual([
      [s.seatOptionId, 2],
      [s.seatOptionId, 5],
      [s.diskOptionId, 2],
      [s.seatOptionId, 1],
    ]);
    expect(intervals.every((i) => i.active_to !== null)).toBe(true);
    const seatIntervals = intervals.filter((i) => i.service_option_id === s.seatOptionId);
    for (let k = 1; k < seatIntervals.length; k++) {
      expect(seatIntervals[k]?.active_from.getTime()).toBe(seatIntervals[k - 1]?.active_to?.getTime());
    }
  });
});

describe('the ledger is append-only', () => {
  it('refuses deleting an interval, changing its count or start, reopening or moving a closed one; only closing an open one', async () => {
    const partner = await createActivePartner(ctx.app);
    const s = await deployedSubscription(ctx.app, partner, { seats: 2 });
    const open = await ctx.app.db
      .selectFrom('usage_ledger')
      .select(['id', 'active_from'])
      .where('subscription_id', '=', s.subscriptionId)
      .executeTakeFirstOrThrow();
    const refused = async (attempt: Promise<unknown>) => expect(attempt).rejects.toThrow(/usage_ledger/);

    await refused(ctx.app.db.deleteFrom('usage_ledger').where('id', '=', open.id).execute());
    await refused(ctx.app.db.updateTable('usage_ledger').set({ units: 7 }).where('id', '=', open.id).execute());
    await refused(ctx.app.db.updateTable('usage_ledger').set({ order_id: null }).where('id', '=', open.id).execute());
    await refused(sql`update usage_ledger set active_from = active_from - interval '1 day' where id = ${open.id}`.execute(ctx.app.db));

    const closedAt = new Date(open.active_from.getTime() + 60_000);
    await ctx.app.db.updateTable('usage_ledger').set({ active_to: closedAt }).where('id', '=', open.id).execute();
    await refused(
      ctx.app.db
        .updateTable('usage_ledger')
        .set({ active_to: new Date(closedAt.getTime() + 1000) })
        .where('id', '=', open.id)
        .execute(),
    );
    await refused(
      ctx.app.db
        .updateTable('usage_ledger')
        .set({ active_to: null as unknown as Date })
        .where('id', '=', open.id)
        .execute(),
    );
    const row = await ctx.app.db
      .selectFrom('usage_ledger')
      .select(['units', 'active_to'])
      .where('id', '=', open.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ units: 2, active_to: closedAt });
  });
});
