import { SUBSCRIPTION_FILTERS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createActivePartner } from './support/factories.ts';
import { createConfirmedCustomer } from './support/orders.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

async function subscribe(partnerId: string, customerId: string, service: string, demo: boolean, trialStart?: Date, desk = 'grm') {
  await ctx.app.db
    .insertInto('subscriptions')
    .values({
      partner_id: partnerId,
      customer_id: customerId,
      service_name: service,
      service_kit_name: demo ? 'Демо' : 'Файловый',
      usage_mode: demo ? 'DEMONSTRATION' : 'PRODUCTION',
      deploy_status: 'DEPLOYED',
      offer_desk_id: desk,
      trial_start: trialStart ?? null,
      trial_end: trialStart ? new Date(trialStart.getTime() + 15 * 86_400_000) : null,
    })
    .execute();
}

describe('GET /api/subscriptions', () => {
  it('lists the partner’s own subscriptions: all, paid, trial newest trial first, searched by product or client', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const customer = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const foreign = await createConfirmedCustomer(ctx.app, other.partnerId ?? '');
    await subscribe(partner.partnerId ?? '', customer, '1С:Бухгалтерия предприятия', false);
    await subscribe(partner.partnerId ?? '', customer, '1С:Розница', true, new Date('2026-11-01T00:00:00Z'));
    await subscribe(partner.partnerId ?? '', customer, '1С:Управление нашей фирмой', true, new Date('2026-11-10T00:00:00Z'));
    await subscribe(other.partnerId ?? '', foreign, '1С:Бухгалтерия предприятия', false);

    const list = async (query: string) =>
      (await request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions?${query}` })).json();
    expect((await list('filter=all')).total).toBe(3);
    expect((await list('filter=paid')).items.map((s: { serviceName: string }) => s.serviceName)).toEqual(['1С:Бухгалтерия предприятия']);
    expect((await list('filter=trial')).items.map((s: { serviceName: string }) => s.serviceName)).toEqual([
      '1С:Управление нашей фирмой',
      '1С:Розница',
    ]);
    expect((await list('filter=all&search=розн')).total).toBe(1);
    expect((await list('filter=all&search=заказчик')).total).toBe(3);
    expect((await list('filter=all&pageSize=2&page=2')).items).toHaveLength(1);
  });

  it('gives each row its catalogue service and category (null for a product the catalogue does not have)', async () => {
    const partner = await createActivePartner(ctx.app);
    const customer = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const service = await ctx.app.db
      .selectFrom('services')
      .select(['id', 'resource_category'])
      .where('resource_code', '=', 'kaspersky')
      .executeTakeFirstOrThrow();
    await subscribe(partner.partnerId ?? '', customer, 'Старый продукт', false);
    await ctx.app.db
      .insertInto('subscriptions')
      .values({
        partner_id: partner.partnerId ?? '',
        customer_id: customer,
        service_id: service.id,
        service_name: 'Антивирус Касперского',
        service_kit_name: 'Kaspersky Endpoint Security',
        usage_mode: 'PRODUCTION',
        deploy_status: 'DEPLOYED',
        offer_desk_id: 'other',
      })
      .execute();
    const { items } = (await request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions?customerId=${customer}` })).json();
    const byName = Object.fromEntries(
      items.map((s: { serviceName: string; serviceId: string | null; resourceCategory: string | null }) => [
        s.serviceName,
        [s.serviceId, s.resourceCategory],
      ]),
    );
    expect(byName).toEqual({ 'Антивирус Касперского': [service.id, 'kaspersky'], 'Старый продукт': [null, null] });
  });

  it('lists demo customer subscriptions apart from the partner’s own, ordered on the desk «Партнерам»', async () => {
    const partner = await createActivePartner(ctx.app);
    const customer = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    await subscribe(partner.partnerId ?? '', customer, '1С:Розница', true, new Date('2026-11-01T00:00:00Z'));
    await subscribe(partner.partnerId ?? '', customer, 'Конфигуратор 1С:ГРМ для партнеров', false, undefined, 'special');
    await subscribe(partner.partnerId ?? '', customer, '1С:Бухгалтерия предприятия', false);
    const names = async (filter: string) =>
      (await request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions?filter=${filter}` }))
        .json()
        .items.map((s: { serviceName: string }) => s.serviceName);
    expect(await names('demoCustomer')).toEqual(['1С:Розница']);
    expect(await names('demoPartner')).toEqual(['Конфигуратор 1С:ГРМ для партнеров']);
  });

  it('gives each list the total of its rows as subscriptions come, change and go, and finds a client by a new name', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partner.partnerId ?? '';
    const customer = await createConfirmedCustomer(ctx.app, partnerId);
    await subscribe(partnerId, customer, '1С:Бухгалтерия предприятия', false);
    await subscribe(partnerId, customer, '1С:Розница', true, new Date('2026-11-01T00:00:00Z'));
    await subscribe(partnerId, customer, '1С:Общепит', true, new Date('2026-11-02T00:00:00Z'), 'special');
    await subscribe(partnerId, customer, 'Конфигуратор 1С:ГРМ для партнеров', false, undefined, 'special');
    await subscribe(partnerId, customer, '1С:Управление торговлей', false);
    const listed = async (query: string) =>
      (await request(ctx.app, partner.session, { method: 'GET', url: `/api/subscriptions?pageSize=1000&${query}` })).json() as {
        items: Array<{ serviceName: string }>;
        total: number;
      };
    const totals = async () => {
      const result: Record<string, [number, number]> = {};
      for (const filter of SUBSCRIPTION_FILTERS) {
        const list = await listed(`filter=${filter}`);
        result[filter] = [list.total, list.items.length];
      }
      return result;
    };
    expect(await totals()).toEqual({ all: [5, 5], paid: [3, 3], trial: [2, 2], demoCustomer: [1, 1], demoPartner: [2, 2] });

    // A deleted subscription leaves every list it was in; a trial turned into a paid one moves between them.
    await ctx.app.db.updateTable('subscriptions').set({ deleted: true }).where('service_name', '=', '1С:Управление торговлей').execute();
    await ctx.app.db.updateTable('subscriptions').set({ usage_mode: 'PRODUCTION' }).where('service_name', '=', '1С:Общепит').execute();
    expect(await totals()).toEqual({ all: [4, 4], paid: [3, 3], trial: [1, 1], demoCustomer: [1, 1], demoPartner: [2, 2] });

    // The client takes the registry's name (as when an INN is added): the search finds it by that name.
    await ctx.app.db.updateTable('customers').set({ name: 'ПАО «Северный банк»' }).where('id', '=', customer).execute();
    const found = await listed('filter=paid&search=северный');
    expect(found.total).toBe(3);
    expect((await listed('filter=all&search=заказчик')).total).toBe(0);
  });

  it('is for active partners only and validates its query', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
    const partner = await createActivePartner(ctx.app);
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/subscriptions?filter=nope' })).statusCode).toBe(400);
  });
});
