/**
 * API tests of the calculator home's price table: the recommended client prices as rows (name, cost, paymentPeriod)
 * and the client-prices workbook read back — with a bad date, every role that may not ask, and another partner's
 * private configuration kept out. The calculators' steps read the catalogue routes (catalogue.test.ts).
 */
import ExcelJS from 'exceljs';
import { clientPriceTableSchema, type ClientPriceTable } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { createPricedKit } from './support/billing.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });

let partner: TestAccount;
let other: TestAccount;
let privateName: string;

beforeAll(async () => {
  partner = await createActivePartner(ctx.app);
  other = await createActivePartner(ctx.app);
  // Another partner's private configuration: only its owner sees its prices.
  privateName = 'Частная конфигурация другого партнера';
  const { serviceId } = await createPricedKit(ctx.app.db, [{ period: 'd', tariffs: [['2024-01-01', 7000]] }], privateName);
  await ctx.app.db
    .updateTable('services')
    .set({ owner_partner_id: other.partnerId ?? null })
    .where('id', '=', serviceId)
    .execute();
});

const table = async (session: Session, query = ''): Promise<ClientPriceTable> => {
  const response = await get(session, `/api/calculators/client-prices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return clientPriceTableSchema.parse(response.json());
};

describe('GET /api/calculators/client-prices', () => {
  it('answers the recommended client prices of the catalogue in force today, without hidden client prices', async () => {
    const prices = await table(partner.session);
    expect(prices.date).toBe(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10));
    expect(prices.rows).toContainEqual({
      name: 'Комплект «Бизнес», Бизнес (файловый): Комплект «Бизнес», 2 рабочих места',
      cost: 111_000,
      paymentPeriod: 'm',
    });
    expect(prices.rows).toContainEqual({ name: '1С:Бухгалтерия предприятия, Файловый: Рабочее место', cost: 5500, paymentPeriod: 'd' });
    // The configuration manager's client price is not shown (document 3 §5), demo kits are not priced.
    expect(prices.rows.some((r) => r.name.startsWith('Конфигуратор'))).toBe(false);
    expect(prices.rows.some((r) => r.name.includes('Демо'))).toBe(false);
  });

  it("keeps another partner's private configuration out and shows it to its owner", async () => {
    expect((await table(partner.session)).rows.some((r) => r.name.startsWith(privateName))).toBe(false);
    expect((await table(other.session)).rows.some((r) => r.name.startsWith(privateName))).toBe(true);
  });

  it('answers 400 with a Russian message to a day that does not exist', async () => {
    const response = await get(partner.session, '/api/calculators/client-prices?date=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Дата должна быть в формате ГГГГ-ММ-ДД' });
  });
});

describe('GET /api/calculators/client-prices/export', () => {
  it('downloads client-prices.xlsx whose rows are the table, money in rubles as numbers', async () => {
    const response = await get(partner.session, '/api/calculators/client-prices/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('client-prices.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Цены для клиентов');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Наименование', 'Цена для клиента, ₽', 'Период оплаты']);
    const prices = await table(partner.session);
    expect(sheet.rowCount).toBe(prices.rows.length + 1);
    const first = prices.rows[0];
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      first?.name,
      (first?.cost ?? 0) / 100,
      first?.paymentPeriod === 'd' ? 'день' : 'месяц',
    ]);
  });

  it('answers 400 to a bad date', async () => {
    expect((await get(partner.session, '/api/calculators/client-prices/export?date=31.12.2025')).statusCode).toBe(400);
  });
});

describe("a calculator's data", () => {
  it("answers a kit's options with the partner and client prices in force today, the same as the price table's", async () => {
    const kit = await createPricedKit(
      ctx.app.db,
      [
        {
          period: 'd',
          tariffs: [
            ['2024-01-01', 4400],
            ['2999-01-01', 9900],
          ],
        },
      ],
      'Калькулируемая конфигурация',
    );
    const response = await get(partner.session, `/api/desks/grm/services/${kit.serviceId}/kits/${kit.kitId}/extended`);
    expect(response.statusCode, response.body).toBe(200);
    const [option] = response.json().serviceOptions;
    expect(option.tariff).toMatchObject({ price: 4400, clientPrice: 4500, paymentPeriod: 'd' });
    const row = (await table(partner.session)).rows.find((r) => r.name.startsWith('Калькулируемая конфигурация'));
    expect(row).toEqual({ name: 'Калькулируемая конфигурация, Файловый: Опция 1', cost: 4500, paymentPeriod: 'd' });
    // A day before the first version of a price there is none to show.
    const before = await get(partner.session, '/api/calculators/client-prices?date=2023-12-31');
    expect(clientPriceTableSchema.parse(before.json()).rows.some((r) => r.name.startsWith('Калькулируемая'))).toBe(false);
  });
});

describe('an option whose client price the partner sets (clientTariff.editable)', () => {
  const optionsOf = async (deskId: string, resourceCode: string) => {
    const desk = await get(partner.session, `/api/desks/${deskId}/services`);
    expect(desk.statusCode, desk.body).toBe(200);
    const service = (
      desk.json() as {
        services: Array<{ serviceId: string; resourceCode: string; serviceKits: Array<{ serviceKitId: string; name: string }> }>;
      }
    ).services.find((s) => s.resourceCode === resourceCode);
    const kit = service?.serviceKits.find((k) => k.name === 'Файловый');
    const response = await get(partner.session, `/api/desks/${deskId}/services/${service?.serviceId}/kits/${kit?.serviceKitId}/extended`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { serviceOptions: Array<{ resourceCode: string; clientPriceEditable: boolean }> }).serviceOptions;
  };

  it("says so per option: the own development's workplace is the partner's to price, a typical configuration's is not", async () => {
    await ctx.app.db
      .updateTable('services')
      .set({ owner_partner_id: partner.partnerId ?? null })
      .where('resource_code', '=', 'bp-private')
      .execute();
    const own = await optionsOf('other', 'bp-private');
    expect(own.find((o) => o.resourceCode === 'bp-private-seat')?.clientPriceEditable).toBe(true);
    expect(own.find((o) => o.resourceCode === '1c-ecw-disk-10gb')?.clientPriceEditable).toBe(false);
    const typical = await optionsOf('grm', 'bp');
    expect(typical.every((o) => !o.clientPriceEditable)).toBe(true);
  });
});

describe('who may ask', () => {
  const URLS = ['/api/calculators/client-prices', '/api/calculators/client-prices/export'];

  it.each(URLS)('%s answers 401 to a visitor', async (url) => {
    expect((await get(null, url)).statusCode).toBe(401);
  });

  it.each(URLS)('%s answers 403 to an operator, a distributor and a suspended partner', async (url) => {
    const callers = [
      await createOperator(ctx.app),
      await createDistributorAccount(ctx.app),
      await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off', reason: 'Задолженность' } }),
    ];
    for (const caller of callers) expect((await get(caller.session, url)).statusCode).toBe(403);
  });
});
