import { randomUUID } from 'node:crypto';
import { billingSumExtendedSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createDistributorAccount, type TestAccount } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const OFFICE_URLS = ['/api/subscriptions/payandtrialcustomers', '/api/leads/count', '/api/billing/sum'] as const;
const DAY_MS = 86_400_000;

function partnerIdOf(account: TestAccount): string {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
}

async function insertCustomer(partnerId: string): Promise<string> {
  const marker = randomUUID().slice(0, 8);
  const { id } = await ctx.app.db
    .insertInto('customers')
    .values({ partner_id: partnerId, name: `Клиент ${marker}`, responsible: 'Петров', email: `c-${marker}@test.ru`, status: 'confirmed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type SubscriptionSpec = {
  mode: 'PRODUCTION' | 'DEMONSTRATION';
  trialEndsInDays?: number;
  deleted?: boolean;
  deployStatus?: 'DEPLOYED' | 'DELETED';
};

async function insertSubscription(partnerId: string, customerId: string, spec: SubscriptionSpec): Promise<void> {
  const trialEnd = spec.trialEndsInDays === undefined ? null : new Date(Date.now() + spec.trialEndsInDays * DAY_MS);
  await ctx.app.db
    .insertInto('subscriptions')
    .values({
      partner_id: partnerId,
      customer_id: customerId,
      service_name: 'ГРМ',
      service_kit_name: 'Базовый',
      usage_mode: spec.mode,
      deploy_status: spec.deployStatus ?? 'DEPLOYED',
      trial_start: trialEnd ? new Date(Date.now() - 10 * DAY_MS) : null,
      trial_end: trialEnd,
      deleted: spec.deleted ?? false,
    })
    .execute();
}

/** A customer of the partner with these subscriptions. */
async function customerWith(partnerId: string, ...subscriptions: SubscriptionSpec[]): Promise<void> {
  const customerId = await insertCustomer(partnerId);
  for (const spec of subscriptions) await insertSubscription(partnerId, customerId, spec);
}

async function insertLeads(
  count: number,
  lead: { partnerId: string | null; status: 'NON_DISPATCHED' | 'DISPATCHED' | 'PROCESSED' | 'IN_PROD' },
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await ctx.app.db
      .insertInto('leads')
      .values({ partner_id: lead.partnerId, status: lead.status, name: `Лид ${randomUUID().slice(0, 6)}` })
      .execute();
  }
}

describe('GET /api/subscriptions/payandtrialcustomers', () => {
  it("counts the partner's paying and trial customers once each, and nothing of another partner", async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const own = partnerIdOf(partner);

    // Two paying customers, one of them with two production subscriptions.
    await customerWith(own, { mode: 'PRODUCTION' }, { mode: 'PRODUCTION' });
    await customerWith(own, { mode: 'PRODUCTION' });
    // Not paying: the subscription is deleted, or its deployment is.
    await customerWith(own, { mode: 'PRODUCTION', deleted: true });
    await customerWith(own, { mode: 'PRODUCTION', deployStatus: 'DELETED' });
    // One trial customer with a trial still running (two subscriptions); an ended and a deleted trial do not count.
    await customerWith(own, { mode: 'DEMONSTRATION', trialEndsInDays: 5 }, { mode: 'DEMONSTRATION', trialEndsInDays: 20 });
    await customerWith(own, { mode: 'DEMONSTRATION', trialEndsInDays: -1 });
    await customerWith(own, { mode: 'DEMONSTRATION', trialEndsInDays: 5, deleted: true });
    // The other partner's customers.
    await customerWith(partnerIdOf(other), { mode: 'PRODUCTION' });
    await customerWith(partnerIdOf(other), { mode: 'PRODUCTION' });
    await customerWith(partnerIdOf(other), { mode: 'PRODUCTION' });
    await customerWith(partnerIdOf(other), { mode: 'DEMONSTRATION', trialEndsInDays: 3 });

    const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/subscriptions/payandtrialcustomers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paycustomers: 2, trialcustomers: 1 });

    const theirs = await request(ctx.app, other.session, { method: 'GET', url: '/api/subscriptions/payandtrialcustomers' });
    expect(theirs.json()).toEqual({ paycustomers: 3, trialcustomers: 1 });
  });

  it('answers zeros to a partner without customers', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/subscriptions/payandtrialcustomers' });
    expect(response.json()).toEqual({ paycustomers: 0, trialcustomers: 0 });
  });
});

describe('GET /api/leads/count', () => {
  // The only test of this file that writes leads: common leads are portal-wide, so the count is exact.
  it("counts the partner's own dispatched leads and the common non-dispatched ones", async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    await insertLeads(3, { partnerId: null, status: 'NON_DISPATCHED' });
    await insertLeads(2, { partnerId: partnerIdOf(partner), status: 'DISPATCHED' });
    await insertLeads(4, { partnerId: partnerIdOf(other), status: 'DISPATCHED' });
    // Processed and paid leads stay in «Мои лиды» but no longer wait for the partner: the counter leaves them out.
    await insertLeads(1, { partnerId: partnerIdOf(partner), status: 'PROCESSED' });
    await insertLeads(1, { partnerId: partnerIdOf(partner), status: 'IN_PROD' });

    const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/leads/count' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dispatchedLength: 2, nonDispatchedLength: 3 });

    const theirs = await request(ctx.app, other.session, { method: 'GET', url: '/api/leads/count' });
    expect(theirs.json()).toEqual({ dispatchedLength: 4, nonDispatchedLength: 3 });
  });
});

describe('GET /api/billing/sum', () => {
  it("answers the month's sum and its projection in kopecks, and the currency", async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/billing/sum' });
    expect(response.statusCode).toBe(200);
    const sum = billingSumExtendedSchema.parse(response.json());
    expect(sum).toEqual({ sum: 0, projection: 0, currencyCode: 'RUB' });
  });
});

describe('access to the office counters', () => {
  it.each(OFFICE_URLS)('%s answers 401 to an anonymous caller', async (url) => {
    const response = await request(ctx.app, null, { method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(OFFICE_URLS)('%s answers 200 to an active partner', async (url) => {
    const partner = await createActivePartner(ctx.app);
    expect((await request(ctx.app, partner.session, { method: 'GET', url })).statusCode).toBe(200);
  });

  it.each([null, 'wait', 'refused', 'off'] as const)('answers 403 to a partner whose participation is %s', async (status) => {
    const partner = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status, reason: 'Причина' } });
    for (const url of OFFICE_URLS) {
      const response = await request(ctx.app, partner.session, { method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('answers 403 to a distributor, a plain account and an account linked to a partner without the partner role', async () => {
    const accounts = [
      await createDistributorAccount(ctx.app),
      await createAccount(ctx.app),
      await createAccount(ctx.app, { authorities: ['ROLE_USER'], partner: { status: 'on' } }),
    ];
    for (const account of accounts) {
      for (const url of OFFICE_URLS) {
        const response = await request(ctx.app, account.session, { method: 'GET', url });
        expect(response.statusCode, url).toBe(403);
      }
    }
  });
});
