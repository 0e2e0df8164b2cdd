/**
 * API tests of the partner's billing: the month's items (lines, totals, search, filters, pages), one subscription's
 * month, the navbar's sum and projection, the charts, the price list and the export read back — each with bad months,
 * 401/403 and another partner's ids. No month is closed in this file (see billing-invoices.test.ts).
 */
import ExcelJS from 'exceljs';
import {
  billSubscription,
  billingHistorySchema,
  billingSubscriptionAnswerSchema,
  billingSumExtendedSchema,
  DAY_MS,
  monthOf,
  partnerBillingSchema,
  priceListSchema,
  type PartnerBilling,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { createBillingCustomer, createFebruaryWorld, createLedgerSubscription, createPricedKit, msk } from './support/billing.ts';
import { parseCsv } from './support/spreadsheets.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};
const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });
const items = async (session: Session, query: string): Promise<PartnerBilling> => {
  const response = await get(session, `/api/billing/items?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return partnerBillingSchema.parse(response.json());
};

let partner: TestAccount;
let other: TestAccount;
let world: Awaited<ReturnType<typeof createFebruaryWorld>>;

beforeAll(async () => {
  partner = await createActivePartner(ctx.app);
  other = await createActivePartner(ctx.app);
  world = await createFebruaryWorld(ctx.app.db, partnerIdOf(partner));
  await createFebruaryWorld(ctx.app.db, partnerIdOf(other));
});

describe('GET /api/billing/items', () => {
  it("answers the month's clients with their subscriptions and lines, and the month's total to the kopeck", async () => {
    const month = await items(partner.session, 'm=1&y=2026');
    expect(month).toMatchObject({ code: 200, year: 2026, month: 1, invoice: null, sum: world.sums.total, currencyCode: 'RUB', total: 3 });
    // Clients by name, the partner's own last.
    expect(month.customers.map((c) => [c.name, c.own, c.sum])).toEqual([
      ['ИП Пробный Петр', false, 0],
      ['ООО «Ромашка»', false, world.sums.accounting],
      ['ООО «Партнер» (собственные нужды)', true, world.sums.ownBusiness],
    ]);
    const accounting = month.customers[1]?.subscriptions[0];
    expect(accounting).toMatchObject({
      subscriptionId: world.subscriptions.accounting,
      service: { name: '1С:Бухгалтерия предприятия' },
      endDate: null,
      days: 28,
      sum: world.sums.accounting,
      trial: null,
    });
    expect(
      accounting?.options.map((o) => [o.nomenclatureName, o.daysCount, o.price, o.sum, o.active, o.explanation, o.correction]),
    ).toEqual([
      ['Рабочее место', 28, 5000, 262_000, true, '15 дн. × 44,00 ₽ × 2 + 13 дн. × 50,00 ₽ × 2', null],
      ['Дополнительный диск 10 ГБ', 11, 360, 11_880, false, '11 дн. × 3,60 ₽ × 3', null],
    ]);
    const trial = month.customers[0]?.subscriptions[0];
    expect(trial?.trial).toMatchObject({ days: 14 });
    expect(trial?.options[0]).toMatchObject({ sum: 0, explanation: 'пробный до 06.03 — 0 ₽' });
    expect(month.customers[2]?.subscriptions[0]?.options[0]).toMatchObject({ periodType: 'm', explanation: '1 мес. × 1 110,00 ₽ × 1' });
    // The total is the sum of the lines.
    const lines = month.customers.flatMap((c) => c.subscriptions.flatMap((s) => s.options));
    expect(lines.reduce((t, o) => t + o.sum, 0)).toBe(month.sum);
  });

  it('searches by client, subscription or option name; the total stays the whole month', async () => {
    const byClient = await items(partner.session, 'm=1&y=2026&search=' + encodeURIComponent('ромаш'));
    expect(byClient.customers.map((c) => c.name)).toEqual(['ООО «Ромашка»']);
    expect(byClient).toMatchObject({ total: 1, sum: world.sums.total });
    const byService = await items(partner.session, 'm=1&y=2026&search=' + encodeURIComponent('Розница'));
    expect(byService.customers.map((c) => c.name)).toEqual(['ИП Пробный Петр']);
    const byOption = await items(partner.session, 'm=1&y=2026&search=' + encodeURIComponent('диск'));
    expect(byOption.customers.map((c) => c.name)).toEqual(['ООО «Ромашка»']);
    const none = await items(partner.session, 'm=1&y=2026&search=' + encodeURIComponent('нет такого_%'));
    expect(none).toMatchObject({ customers: [], total: 0 });
  });

  it('filters paid and demo-period subscriptions, and active options', async () => {
    const trial = await items(partner.session, 'm=1&y=2026&subscriptions=trial');
    expect(trial.customers.map((c) => c.name)).toEqual(['ИП Пробный Петр']);
    const paid = await items(partner.session, 'm=1&y=2026&subscriptions=prod');
    expect(paid.customers.map((c) => c.name)).toEqual(['ООО «Ромашка»', 'ООО «Партнер» (собственные нужды)']);
    const active = await items(partner.session, 'm=1&y=2026&options=active');
    const romashka = active.customers.find((c) => c.name === 'ООО «Ромашка»');
    expect(romashka?.subscriptions[0]?.options.map((o) => o.nomenclatureName)).toEqual(['Рабочее место']);
  });

  it('pages the clients in SQL', async () => {
    const first = await items(partner.session, 'm=1&y=2026&pageSize=2');
    const second = await items(partner.session, 'm=1&y=2026&pageSize=2&page=2');
    expect(first.customers.map((c) => c.name)).toEqual(['ИП Пробный Петр', 'ООО «Ромашка»']);
    expect(second.customers.map((c) => c.name)).toEqual(['ООО «Партнер» (собственные нужды)']);
    expect([first.total, second.total]).toEqual([3, 3]);
  });

  it('answers an empty month before any usage and a month to come', async () => {
    expect(await items(partner.session, 'm=0&y=2017')).toMatchObject({ code: 200, sum: 0, customers: [], total: 0, monthEmpty: true });
    expect(await items(partner.session, 'm=0&y=2099')).toMatchObject({ code: 200, sum: 0, customers: [], total: 0, monthEmpty: true });
    // A filter that leaves nothing in a month with usage is not an empty month; a search in an empty month is.
    expect(await items(partner.session, 'm=1&y=2026&search=' + encodeURIComponent('нет такого'))).toMatchObject({
      total: 0,
      monthEmpty: false,
    });
    expect(await items(partner.session, 'm=1&y=2026&pageSize=1&page=9')).toMatchObject({ customers: [], monthEmpty: false });
    expect(await items(partner.session, 'm=1&y=2026')).toMatchObject({ monthEmpty: false });
    expect(await items(partner.session, 'm=0&y=2017&subscriptions=trial')).toMatchObject({ total: 0, monthEmpty: true });
  });

  it.each([
    ['m=12&y=2026', 'Месяц должен быть числом от 0 до 11'],
    ['m=-1&y=2026', 'Месяц должен быть числом от 0 до 11'],
    ['m=abc&y=2026', 'Месяц должен быть числом от 0 до 11'],
    ['m=1&y=2016', 'Год должен быть числом не меньше 2017'],
    ['m=1', 'Год должен быть числом не меньше 2017'],
    ['m=1&y=2026&subscriptions=paid', undefined],
    ['m=1&y=2026&page=0', undefined],
  ])('answers 400 with a Russian message to %s', async (query, message) => {
    const response = await get(partner.session, `/api/billing/items?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    if (message) expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(/[а-яА-Я]/);
  });
});

describe('seats added within the month', () => {
  it('are a line of their own from the day of the change, in the page and the export; the amount is unchanged', async () => {
    const account = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(account);
    const kit = await createPricedKit(ctx.app.db, [{ period: 'd', name: 'Рабочее место', tariffs: [['2020-01-01', 4400]] }]);
    const [seat] = kit.options;
    if (!seat) throw new Error('no option');
    const customerId = await createBillingCustomer(ctx.app.db, partnerId, 'ООО «Растущая»');
    await createLedgerSubscription(ctx.app.db, partnerId, customerId, {
      options: [
        {
          option: seat,
          intervals: [
            { units: 2, from: msk('2026-01-20 10:00'), to: msk('2026-03-15 12:00') },
            { units: 3, from: msk('2026-03-15 12:00'), to: null },
          ],
        },
      ],
    });
    const march = await items(account.session, 'm=2&y=2026');
    const lines = march.customers[0]?.subscriptions[0]?.options ?? [];
    expect(lines.map((o) => [o.nomenclatureName, o.units, o.startDate, o.daysCount, o.sum, o.explanation, o.active])).toEqual([
      ['Рабочее место', 2, msk('2026-03-01 00:00').toISOString(), 31, 31 * 2 * 4400, '31 дн. × 44,00 ₽ × 2', true],
      ['Рабочее место', 1, msk('2026-03-15 12:00').toISOString(), 17, 17 * 4400, '17 дн. × 44,00 ₽ × 1', true],
    ]);
    expect(march.sum).toBe(14 * 2 * 4400 + 17 * 3 * 4400);

    const csv = parseCsv((await get(account.session, '/api/billing/export?m=2&y=2026&format=csv')).body.slice(1));
    expect(csv.filter((r) => r[6] === 'Рабочее место').map((r) => [r[8], r[10], r[11], r[15]])).toEqual([
      ['01.03.2026 00:00', '2', '31', '2728,00'],
      ['15.03.2026 12:00', '1', '17', '748,00'],
    ]);
  });
});

describe('GET /api/billing/items-extended', () => {
  it("answers one subscription's month with its code", async () => {
    const response = await get(partner.session, `/api/billing/items-extended?subscriptionId=${world.subscriptions.accounting}&m=1&y=2026`);
    expect(response.statusCode).toBe(200);
    const answer = billingSubscriptionAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ code: 200, subscriptionId: world.subscriptions.accounting, sum: world.sums.accounting });
    expect(answer.options).toHaveLength(2);
  });

  it('answers a month without usage with no lines', async () => {
    const response = await get(partner.session, `/api/billing/items-extended?subscriptionId=${world.subscriptions.trial}&m=0&y=2026`);
    expect(response.json()).toMatchObject({ code: 200, sum: 0, options: [], service: { name: '1С:Розница' } });
  });

  it("answers 404 for another partner's subscription, 400 for a bad id or month", async () => {
    const theirs = await get(other.session, `/api/billing/items-extended?subscriptionId=${world.subscriptions.accounting}&m=1&y=2026`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Подписка не найдена' });
    expect((await get(partner.session, '/api/billing/items-extended?subscriptionId=nope&m=1&y=2026')).statusCode).toBe(400);
    const badMonth = await get(partner.session, `/api/billing/items-extended?subscriptionId=${world.subscriptions.accounting}&m=13&y=2026`);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toBe('Месяц должен быть числом от 0 до 11');
  });
});

describe('GET /api/billing/sum (the navbar)', () => {
  it('answers the current month accrued to now and its projection to the month end, by the pure month bill', async () => {
    const account = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(account);
    const kit = await createPricedKit(ctx.app.db, [
      { period: 'd', tariffs: [['2020-01-01', 4400]] },
      { period: 'm', tariffs: [['2020-01-01', 99_000]] },
    ]);
    const [daily, monthly] = kit.options as [(typeof kit.options)[0], (typeof kit.options)[0]];
    const customerId = await createBillingCustomer(ctx.app.db, partnerId);
    const from = new Date(Date.now() - 40 * DAY_MS);
    await createLedgerSubscription(ctx.app.db, partnerId, customerId, {
      options: [
        { option: daily, intervals: [{ units: 3, from, to: null }] },
        { option: monthly, intervals: [{ units: 1, from, to: null }] },
      ],
    });
    const now = new Date();
    const subscription = {
      subscriptionId: 's',
      usageMode: 'PRODUCTION' as const,
      trial: null,
      options: [daily, monthly].map((o) => ({
        subscriptionOptionId: o.serviceOptionId,
        serviceOptionId: o.serviceOptionId,
        name: o.name,
        paymentPeriod: o.period,
        prepaid: null,
        intervals: [{ units: o === daily ? 3 : 1, from, to: null }],
        tariffs: [{ effectiveFrom: '2020-01-01', price: o === daily ? 4400 : 99_000 }],
      })),
    };
    const response = await get(account.session, '/api/billing/sum');
    expect(response.statusCode).toBe(200);
    const sum = billingSumExtendedSchema.parse(response.json());
    expect(sum).toEqual({
      sum: billSubscription(subscription, monthOf(now), now).sum,
      projection: billSubscription(subscription, monthOf(now)).sum,
      currencyCode: 'RUB',
    });
    expect(sum.projection).toBeGreaterThanOrEqual(sum.sum);
    // The page of the current month shows the same total as the navbar.
    const month = monthOf(now);
    expect((await items(account.session, `m=${month.month}&y=${month.year}`)).sum).toBe(sum.sum);
  });
});

describe('GET /api/billing/history', () => {
  it('answers the last 12 months, this one last, and the top clients of this month', async () => {
    const response = await get(partner.session, '/api/billing/history');
    expect(response.statusCode).toBe(200);
    const history = billingHistorySchema.parse(response.json());
    const now = monthOf(new Date());
    expect(history.months).toHaveLength(12);
    expect(history.months.at(-1)).toMatchObject({ year: now.year, month: now.month, closed: false });
    const february = history.months.find((m) => m.year === 2026 && m.month === 1);
    if (february) expect(february.sum).toBe(world.sums.total);
    expect(history.topClients.length).toBeLessThanOrEqual(5);
    expect(history.topClients.map((c) => c.name)).toContain('ООО «Ромашка»');
    expect(history.currencyCode).toBe('RUB');
  });
});

describe('GET /api/billing/price', () => {
  it('answers the production options at the tariffs in force on a day', async () => {
    const before = await get(partner.session, '/api/billing/price?date=2026-02-15');
    const after = await get(partner.session, '/api/billing/price?date=2026-02-16');
    expect(before.statusCode).toBe(200);
    const [was, is] = [priceListSchema.parse(before.json()), priceListSchema.parse(after.json())];
    expect(was).toMatchObject({ code: 200, date: '2026-02-15' });
    const seat = (list: typeof was) => list.items.find((i) => i.resourceCode === world.kit.options[0]?.resourceCode);
    expect([seat(was)?.price, seat(is)?.price]).toEqual([4400, 5000]);
    // The catalogue's Business kit at its partner price, monthly.
    expect(was.items.find((i) => i.resourceCode === 'biz-base')).toMatchObject({ price: 111_000, paymentPeriod: 'm', currencyCode: 'RUB' });
    expect(was.items.some((i) => i.serviceKitName === 'Демо')).toBe(false);
    const today = await get(partner.session, '/api/billing/price');
    expect(today.json().date).toBe(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10));
  });

  it('answers 400 to a day that does not exist', async () => {
    const response = await get(partner.session, '/api/billing/price?date=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Дата должна быть в формате ГГГГ-ММ-ДД');
  });
});

describe('GET /api/billing/export', () => {
  it('exports the month as a workbook: numbers as numbers, dates as dates, ids as text, a total row equal to the page', async () => {
    const response = await get(partner.session, '/api/billing/export?m=1&y=2026&format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('billing-2026-02.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Детализация февраль 2026');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Клиент',
      'ИНН',
      'ID клиента',
      'Услуга',
      'Тип развертывания',
      'ID подписки',
      'Опция',
      'Номенклатура',
      'Начало',
      'Окончание',
      'Мест',
      'Дней',
      'Оплата',
      'Период тарифа',
      'Тариф, ₽',
      'Сумма, ₽',
      'Расчет',
    ]);
    // Four lines (two options, the trial, the Business kit), the total row and the row naming the filters.
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(7).getCell(1).value).toBe('Отбор: весь месяц, все клиенты');
    const column = (name: string) => header.indexOf(name) + 1;
    const disk = sheet.getRows(2, 4)?.find((r) => r.getCell(column('Опция')).value === 'Дополнительный диск 10 ГБ');
    if (!disk) throw new Error('no disk line');
    expect(disk.getCell(column('ID подписки')).value).toBe(world.subscriptions.accounting);
    expect(disk.getCell(column('ID подписки')).type).toBe(ExcelJS.ValueType.String);
    expect(disk.getCell(column('Сумма, ₽')).value).toBe(118.8);
    expect(disk.getCell(column('Сумма, ₽')).numFmt).toBe('#,##0.00');
    expect(disk.getCell(column('Дней')).value).toBe(11);
    const started = disk.getCell(column('Начало')).value;
    expect(started).toBeInstanceOf(Date);
    // Written as Moscow wall-clock time: the 10th at 12:00.
    expect((started as Date).toISOString()).toBe('2026-02-10T12:00:00.000Z');
    const totalRow = sheet.getRow(6);
    expect(totalRow.getCell(1).value).toBe('Итого');
    const total = totalRow.getCell(column('Сумма, ₽')).value as number;
    expect(Math.round(total * 100)).toBe(world.sums.total);
    const linesTotal = (sheet.getRows(2, 4) ?? []).reduce(
      (t, r) => t + Math.round((r.getCell(column('Сумма, ₽')).value as number) * 100),
      0,
    );
    expect(linesTotal).toBe(world.sums.total);
  });

  it('exports the month as CSV with the same lines and total', async () => {
    const response = await get(partner.session, '/api/billing/export?m=1&y=2026&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(7);
    expect(rows.at(-2)?.[0]).toBe('Итого');
    expect(rows.at(-2)?.[15]).toBe('3848,80');
    expect(rows.at(-1)?.[0]).toBe('Отбор: весь месяц, все клиенты');
    const disk = rows.find((r) => r[6] === 'Дополнительный диск 10 ГБ');
    expect(disk?.[8]).toBe('10.02.2026 12:00');
    expect(disk?.[10]).toBe('3');
    expect(disk?.[15]).toBe('118,80');
  });

  it("exports what the page shows: the search and filters' clients only, their total, and the filters named", async () => {
    const search = encodeURIComponent('ромаш');
    const csv = await get(partner.session, `/api/billing/export?m=1&y=2026&format=csv&search=${search}`);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body.slice(1));
    // Ромашка's two lines, the total of those two, and the filters.
    expect(rows.slice(1, -2).map((r) => r[0])).toEqual(['ООО «Ромашка»', 'ООО «Ромашка»']);
    expect(rows.at(-2)?.[15]).toBe('2738,80');
    expect(rows.at(-1)?.[0]).toBe('Отбор: поиск «ромаш»');

    const trial = await get(partner.session, '/api/billing/export?m=1&y=2026&format=xlsx&subscriptions=trial&options=active');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(trial.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const names = (sheet?.getColumn(1).values ?? []).slice(2);
    expect(names).toEqual(['ИП Пробный Петр', 'Итого', 'Отбор: подписки: Демо-период; опции: Активные']);

    const none = await get(partner.session, `/api/billing/export?m=1&y=2026&format=csv&search=${encodeURIComponent('нет такого')}`);
    expect(parseCsv(none.body.slice(1)).map((r) => r[0])).toEqual(['Клиент', 'Итого', 'Отбор: поиск «нет такого»']);
    const bad = await get(partner.session, '/api/billing/export?m=1&y=2026&format=csv&subscriptions=paid');
    expect(bad.statusCode).toBe(400);
  });

  it("exports only the caller's own month, and answers 400 to a bad month", async () => {
    const theirs = await get(other.session, '/api/billing/export?m=1&y=2026&format=csv');
    expect(theirs.body).not.toContain(world.subscriptions.accounting);
    const bad = await get(partner.session, '/api/billing/export?m=12&y=2026&format=csv');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Месяц должен быть числом от 0 до 11');
  });
});

describe('access to billing', () => {
  const URLS = [
    '/api/billing/items?m=1&y=2026',
    '/api/billing/items-extended?subscriptionId=00000000-0000-4000-8000-000000000000&m=1&y=2026',
    '/api/billing/history',
    '/api/billing/price',
    '/api/billing/export?m=1&y=2026',
    '/api/billing/sum',
  ];

  it.each(URLS)('%s answers 401 to an anonymous caller', async (url) => {
    const response = await get(null, url);
    expect(response.statusCode).toBe(401);
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
