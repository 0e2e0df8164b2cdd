/**
 * Microsoft 365's one price (issue 22, item 1; decision 027): the spec's 375 RUB a licence a month is what the order
 * form, the calculators' price table, the rate page and billing show, all read from the catalogue's one tariff; and a
 * database whose catalogue had 330 gets 375 from its current month by migration 0090, closed months untouched.
 */
import { monthOf, monthStart, type RatePage } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { up as office365PartnerPrice } from '../src/db/migrations/0090-office365-partner-price.ts';
import { createActivePartner } from './support/factories.ts';
import { createBillingCustomer, createLedgerSubscription } from './support/billing.ts';
import { createConfirmedCustomer, kitOf, orderBody } from './support/orders.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const PRICE = 37_500;
const SEAT = 'office365-seat';

const seatOption = () =>
  ctx.app.db
    .selectFrom('service_options')
    .select(['id', 'name', 'payment_period'])
    .where('resource_code', '=', SEAT)
    .executeTakeFirstOrThrow();

describe('Microsoft 365 at 375,00 ₽ a licence a month', () => {
  it('is the same figure in the order form, the price list, the calculators, the rate page and the order', async () => {
    const partner = await createActivePartner(ctx.app);
    const office = await kitOf(ctx.app, partner.session, 'other', 'office365');
    const extended = office.options[0] as unknown as { tariff: { price: number; clientPrice: number; paymentPeriod: string } };
    expect(extended.tariff).toMatchObject({ price: PRICE, clientPrice: PRICE, paymentPeriod: 'm' });

    const prices = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/billing/price' })).json();
    expect(prices.items.find((i: { resourceCode: string }) => i.resourceCode === SEAT)).toMatchObject({ price: PRICE, clientPrice: PRICE });

    const calculator = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/calculators/client-prices' })).json();
    expect(calculator.rows.find((r: { name: string }) => r.name.startsWith('Microsoft 365'))).toMatchObject({ cost: PRICE });

    const rates = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/rates/grm/2025' })).json() as RatePage;
    const row = rates.applications.flatMap((t) => t.rows).find((r) => r.resourceCode === SEAT);
    expect(row).toMatchObject({ price: PRICE, clientPrice: PRICE });

    const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const order = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/ms_products/order',
      payload: orderBody(customerId, 'other', office.kit.serviceKitId, [[office.options[0]?.serviceOptionId ?? '', 5]]),
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ price: 5 * PRICE });
  });

  it('bills 5 licences for a month at 1 875,00 ₽', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partner.partnerId ?? '';
    const customerId = await createBillingCustomer(ctx.app.db, partnerId);
    const option = await seatOption();
    await createLedgerSubscription(ctx.app.db, partnerId, customerId, {
      serviceName: 'Microsoft 365 бизнес базовый',
      kitName: 'Office 365',
      options: [
        {
          option: { serviceOptionId: option.id, name: option.name, resourceCode: SEAT, period: 'm' },
          intervals: [{ units: 5, from: new Date('2026-01-20T09:00:00Z'), to: null }],
        },
      ],
    });
    const month = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/billing/items?m=1&y=2026' })).json();
    expect(month.sum).toBe(5 * PRICE);
    expect(month.customers[0].subscriptions[0].options[0]).toMatchObject({
      price: PRICE,
      sum: 187_500,
      explanation: '1 мес. × 375,00 ₽ × 5',
    });
  });

  it('moves a catalogue seeded at 330 to 375 from the current month, and leaves the earlier version for closed months', async () => {
    const option = await seatOption();
    await ctx.app.db.deleteFrom('option_tariffs').where('option_id', '=', option.id).execute();
    await ctx.app.db
      .insertInto('option_tariffs')
      .values({ option_id: option.id, effective_from: '2024-01-01', price: 33_000, client_price: PRICE })
      .execute();
    await office365PartnerPrice(ctx.app.db as never);
    await office365PartnerPrice(ctx.app.db as never);
    const versions = await ctx.app.db
      .selectFrom('option_tariffs')
      .select((eb) => [eb.cast<string>('effective_from', 'text').as('from'), 'price'])
      .where('option_id', '=', option.id)
      .orderBy('effective_from')
      .execute();
    const firstOfMonth = new Date(monthStart(monthOf(new Date())).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(versions.map((v) => [v.from, Number(v.price)])).toEqual([
      ['2024-01-01', 33_000],
      [firstOfMonth, PRICE],
    ]);
  });
});
