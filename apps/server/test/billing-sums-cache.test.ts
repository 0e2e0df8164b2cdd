/**
 * The navbar's sums are cached under the partner's billing version: every write they are priced from (a ledger
 * interval, a trial's dates, a prepaid range, a tariff version, an invoice) gives a fresh answer at once, and nothing
 * else does.
 */
import { billingSumExtendedSchema, DAY_MS, monthStart, monthOf } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActivePartner, type TestAccount } from './support/factories.ts';
import {
  closeUsageInterval,
  createBillingCustomer,
  createLedgerSubscription,
  createPricedKit,
  type TestOption,
} from './support/billing.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

let partner: TestAccount;
let partnerId: string;
let customerId: string;
let option: TestOption;
let subscriptionId: string;

const navbar = async () => {
  const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/billing/sum' });
  expect(response.statusCode, response.body).toBe(200);
  return billingSumExtendedSchema.parse(response.json());
};
const version = async () =>
  Number(
    (await ctx.app.db.selectFrom('partner_billing_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst())
      ?.version ?? 0,
  );

beforeAll(async () => {
  partner = await createActivePartner(ctx.app);
  partnerId = partner.partnerId ?? '';
  customerId = await createBillingCustomer(ctx.app.db, partnerId);
  const kit = await createPricedKit(ctx.app.db, [{ period: 'd', tariffs: [['2020-01-01', 10_000]] }]);
  option = kit.options[0] as TestOption;
  // Two seats since the month began (or a day before it, at its first moment).
  subscriptionId = await createLedgerSubscription(ctx.app.db, partnerId, customerId, {
    options: [{ option, intervals: [{ units: 2, from: new Date(monthStart(monthOf(new Date())).getTime() - DAY_MS), to: null }] }],
  });
});

describe('the cached navbar sum', () => {
  it('answers the same sum again without a write, and a new one after a ledger write', async () => {
    const first = await navbar();
    expect(first.sum).toBeGreaterThan(0);
    const before = await version();
    expect(await navbar()).toEqual(first);
    expect(await version()).toBe(before);

    // The seats go from 2 to 5 now: today is charged at 5.
    const now = new Date();
    await closeUsageInterval(ctx.app.db, subscriptionId, 2, now);
    const open = await ctx.app.db
      .selectFrom('subscription_options')
      .select(['id', 'service_option_id'])
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('usage_ledger')
      .values({
        partner_id: partnerId,
        customer_id: customerId,
        subscription_id: subscriptionId,
        subscription_option_id: open.id,
        service_option_id: open.service_option_id,
        units: 5,
        active_from: now,
        active_to: null,
        order_id: null,
      })
      .execute();
    expect(await version()).toBeGreaterThan(before);
    const after = await navbar();
    expect(after.sum).toBe(first.sum + 3 * 10_000);
    expect(after.projection).toBeGreaterThan(first.projection);
  });

  it('follows a trial set on the subscription, a prepaid range, and a new tariff version', async () => {
    const base = await navbar();
    const start = monthStart(monthOf(new Date()));
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ trial_start: new Date(start.getTime() - DAY_MS), trial_end: new Date(start.getTime() + 40 * DAY_MS) })
      .where('id', '=', subscriptionId)
      .execute();
    const onTrial = await navbar();
    expect(onTrial.sum).toBe(0);

    await ctx.app.db.updateTable('subscriptions').set({ trial_start: null, trial_end: null }).where('id', '=', subscriptionId).execute();
    expect((await navbar()).sum).toBe(base.sum);

    await ctx.app.db
      .insertInto('option_tariffs')
      .values({ option_id: option.serviceOptionId, effective_from: '2021-01-01', price: 20_000, client_price: 20_100 })
      .execute();
    expect((await navbar()).sum).toBe(base.sum * 2);

    await ctx.app.db
      .updateTable('subscription_options')
      .set({ prepaid_from: start.toISOString().slice(0, 10), prepaid_months: 1 })
      .where('subscription_id', '=', subscriptionId)
      .execute();
    expect((await navbar()).sum).not.toBe(base.sum * 2);
  });
});
