import { daysInMonth, SERVICE_GROUPS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/seed/catalogue.ts';
import { deskServices } from '../src/services/catalogue.service.ts';
import { createAccount, createActivePartner } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('GET /api/desks/:offerDeskId/services', () => {
  it('answers each desk with its services, kits and the lowest monthly price, in one request', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/grm/services' });
    expect(response.statusCode).toBe(200);
    const desk = response.json();
    expect(desk).toMatchObject({ offerDeskId: 'grm', clientFixed: false });
    expect(desk.services).toHaveLength(CATALOGUE.filter((s) => s.desk === 'grm').length);
    const bp = desk.services.find((s: { resourceCode: string }) => s.resourceCode === 'bp');
    expect(bp.serviceKits.map((k: { name: string }) => k.name)).toEqual(['Файловый', 'Клиент-серверный', 'Демо']);
    expect(bp.serviceKits[2]).toMatchObject({ usageMode: 'DEMONSTRATION', expirationPeriod: '15d' });
    // One workplace of the file kit at 44.00 a day for the days of this month (the seat is 55 a day to the client).
    expect(bp.priceFrom).toBe(4400 * daysInMonth(new Date()));
    for (const service of desk.services) expect(Object.keys(SERVICE_GROUPS)).toContain(service.group);
  });

  it('marks the partners desk as fixing the client, and prices the Business kit by the month', async () => {
    const partner = await createActivePartner(ctx.app);
    const special = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/special/services' })).json();
    expect(special).toMatchObject({ name: 'Партнерам', clientFixed: true });
    const biz = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/biz/services' })).json();
    expect(biz.services[0]).toMatchObject({ name: 'Комплект «Бизнес»', priceFrom: 111_000 });
  });

  it('reads a desk in at most two statements, whatever the number of services, kits and options', async () => {
    const partner = await createActivePartner(ctx.app);
    const statements: unknown[] = [];
    const counted = ctx.app.db.withPlugin({
      transformQuery: (args) => args.node,
      // Called once per statement executed.
      transformResult: async (args) => {
        statements.push(args.queryId);
        return args.result;
      },
    });
    const desk = await deskServices(counted, { partnerId: partner.partnerId ?? '' }, 'grm');
    expect(desk.services.length).toBeGreaterThan(3);
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it('is for active partners only, and knows only the four desks', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/desks/grm/services' })).statusCode).toBe(401);
    const pending = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: null } });
    expect((await request(ctx.app, pending.session, { method: 'GET', url: '/api/desks/grm/services' })).statusCode).toBe(403);
    const distributor = await createAccount(ctx.app, { authorities: ['ROLE_DISTRIBUTOR'], partner: { status: 'on', kind: 'distributor' } });
    expect((await request(ctx.app, distributor.session, { method: 'GET', url: '/api/desks/grm/services' })).statusCode).toBe(403);
    const partner = await createActivePartner(ctx.app);
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/nope/services' })).statusCode).toBe(400);
  });
});

describe('GET /api/desks/:deskId/services/:serviceId/kits/:kitId/extended', () => {
  it('gives the kit with its options and the tariffs in force', async () => {
    const partner = await createActivePartner(ctx.app);
    const desk = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/other/services' })).json();
    const kaspersky = desk.services.find((s: { resourceCode: string }) => s.resourceCode === 'kaspersky');
    const kit = kaspersky.serviceKits[0];
    const response = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/desks/other/services/${kaspersky.serviceId}/kits/${kit.serviceKitId}/extended`,
    });
    expect(response.statusCode).toBe(200);
    const options = response.json().serviceOptions;
    expect(options.map((o: { minUsageCount: number; maxUsageCount: number }) => [o.minUsageCount, o.maxUsageCount])).toEqual([
      [5, 9],
      [10, 14],
      [15, 19],
      [20, 24],
    ]);
    expect(options.map((o: { tariff: { clientPrice: number } }) => o.tariff.clientPrice)).toEqual([16_117, 13_242, 12_299, 11_889]);
    for (const option of options) expect(option.tariff.price).toBeLessThan(option.tariff.clientPrice);
  });

  it('answers 404 for a kit of another service or desk', async () => {
    const partner = await createActivePartner(ctx.app);
    const grm = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/grm/services' })).json();
    const [first, second] = grm.services;
    const response = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/desks/grm/services/${first.serviceId}/kits/${second.serviceKits[0].serviceKitId}/extended`,
    });
    expect(response.statusCode).toBe(404);
    const wrongDesk = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/desks/other/services/${first.serviceId}/kits/${first.serviceKits[0].serviceKitId}/extended`,
    });
    expect(wrongDesk.statusCode).toBe(404);
  });
});
