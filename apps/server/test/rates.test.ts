/**
 * The rate pages' calls (issue 14 item 4, decision 022): a page by product and date from the catalogue's dated
 * tariffs, its files per role read back (PDF text, workbook cells), the operator's texts — for every role, with bad
 * dates, dates without data and another partner's private configuration.
 */
import ExcelJS from 'exceljs';
import {
  CLOUD_PRICE_CODES,
  dayKeyOf,
  RATE_DEFAULT_TEXTS,
  RATE_TEXTS,
  rateFileDate,
  type RatePage,
  type RateTextList,
} from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
let partner: TestAccount;
let distributor: TestAccount;
let operator: TestAccount;

beforeAll(async () => {
  [partner, distributor, operator] = await Promise.all([
    createActivePartner(ctx.app),
    createDistributorAccount(ctx.app),
    createOperator(ctx.app),
  ]);
});

const get = (who: TestAccount | null, url: string) => request(ctx.app, who?.session ?? null, { method: 'GET', url });

async function page(who: TestAccount, product: string, date: string): Promise<RatePage> {
  const response = await get(who, `/api/rates/${product}/${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const rowOf = (p: RatePage, code: string, variant?: string) =>
  p.applications.flatMap((t) => t.rows).find((r) => r.resourceCode === code && (variant === undefined || r.variant === variant));

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  // A table cell or a long line wraps: read the text as one line.
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/rates/{product}/{date}', () => {
  it('shows the 1С:ГРМ page of the menu (2025 = the file of 01.03.2025): texts, table 1 per day, table 1.1 per month, the partner files', async () => {
    const grm = await page(partner, 'grm', '2025');
    expect(grm.day).toBe('2025-03-01');
    expect(grm).toMatchObject({ product: 'grm', ...RATE_DEFAULT_TEXTS.grm });
    expect(grm.paymentRules).toContain('Счет рассчитывается до 5-го числа каждого месяца.');
    // Every payment rule of the spec, the prepaid month and the trial day among them (issue 22 item 7).
    expect(grm.paymentRules).toContain('Предоплаченный период рассчитывается исходя из 31 дня в месяце.');
    expect(grm.paymentRules).toContain('Дни пробного периода считаются по 86 400 000 мс в сутках с округлением вверх');
    expect((await page(partner, 'oi', '2025')).paymentRules).toBe(grm.paymentRules);
    expect(grm.applications.map((t) => [t.number, t.paymentPeriod, t.title])).toEqual([
      ['1', 'd', RATE_TEXTS.tableTitle.d],
      ['1.1', 'm', RATE_TEXTS.tableTitle.m],
    ]);
    // The Market's tariffs: 1С:Бухгалтерия's file seat at 44,00 for the partner and 55,00 for the client, per day.
    expect(rowOf(grm, 'bp-seat', 'Файловый')).toMatchObject({ name: '1С:Бухгалтерия предприятия', price: 4400, clientPrice: 5500 });
    expect(grm.applications[1]?.rows.find((r) => r.option === 'Комплект «Бизнес», 2 рабочих места')?.price).toBe(111_000);
    // The 10 GB disk of every kit is one row named by itself.
    expect(grm.applications[0]?.rows.filter((r) => r.resourceCode === '1c-ecw-disk-10gb')).toEqual([
      expect.objectContaining({ name: 'Дополнительный диск 10 ГБ', variant: '', price: 360 }),
    ]);
    // No demo kit is a tariff.
    expect(grm.applications.flatMap((t) => t.rows).every((r) => r.variant !== 'Демо')).toBe(true);
    expect(grm.files).toEqual([
      { file: 'partner.pdf', label: RATE_TEXTS.files.partner, href: '/api/rates/grm/01032025/files/partner.pdf' },
      { file: 'industry.xlsx', label: RATE_TEXTS.files.industry, href: '/api/rates/grm/01032025/files/industry.xlsx' },
    ]);
  });

  it('shows the 1С:ОИ prices of the day asked: the higher set on 01.06.2025, the lower one for 2024 — the cloud calculator’s versions', async () => {
    const y2025 = await page(partner, 'oi', '2025');
    expect(y2025.day).toBe('2025-06-01');
    expect(rowOf(y2025, CLOUD_PRICE_CODES.windows)?.price).toBe(50_925);
    expect(rowOf(y2025, CLOUD_PRICE_CODES.lowcpu)?.price).toBe(1734);
    expect(y2025.applications[1]?.rows.map((r) => r.resourceCode)).toContain(CLOUD_PRICE_CODES.sql);
    const y2024 = await page(partner, 'oi', '2024');
    expect(y2024.day).toBe('2024-12-31');
    expect(rowOf(y2024, CLOUD_PRICE_CODES.windows)?.price).toBe(40_320);
    expect(rowOf(y2024, CLOUD_PRICE_CODES.lowcpu)).toBeUndefined();
    // A day in either spelling means that day.
    expect((await page(partner, 'oi', '01.06.2025')).applications).toEqual(y2025.applications);
    expect((await page(partner, 'oi', '01062025')).day).toBe('2025-06-01');
    // The current year is today's list.
    expect((await page(partner, 'oi', String(new Date().getUTCFullYear()))).day).toBe(dayKeyOf(new Date()));
  });

  it('follows a new price version the operator plans (one source of truth): the page of that day shows it, today’s not yet', async () => {
    const prices = await get(operator, '/api/backoffice/cloud/prices');
    const floatIp = (prices.json() as { items: Array<{ serviceOptionId: string; resourceCode: string }> }).items.find(
      (i) => i.resourceCode === CLOUD_PRICE_CODES.floatIP,
    );
    const tomorrow = dayKeyOf(new Date(Date.now() + 86_400_000 * 2));
    const planned = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/cloud/prices/${floatIp?.serviceOptionId}`,
      payload: { effectiveFrom: tomorrow, price: 13_300 },
    });
    expect(planned.statusCode).toBe(200);
    expect(rowOf(await page(partner, 'oi', rateFileDate(tomorrow)), CLOUD_PRICE_CODES.floatIP)?.price).toBe(13_300);
    expect(rowOf(await page(partner, 'oi', rateFileDate(dayKeyOf(new Date()))), CLOUD_PRICE_CODES.floatIP)?.price).toBe(11_900);
  });

  it('answers a date before the first price list or a year without data with a clear Russian text', async () => {
    const year = await get(partner, '/api/rates/grm/2023');
    expect(year.statusCode).toBe(404);
    expect(year.json()).toEqual({ code: 'NOT_FOUND', message: RATE_TEXTS.yearBeforeFirst(2023, '01.01.2024') });
    const day = await get(partner, '/api/rates/oi/15.05.2023');
    expect(day.statusCode).toBe(404);
    expect(day.json().message).toBe(RATE_TEXTS.dayBeforeFirst('15.05.2023', '01.01.2024'));
    const future = await get(partner, '/api/rates/grm/2099');
    expect(future.statusCode).toBe(404);
    expect(future.json().message).toBe(RATE_TEXTS.notPublished(2099));
  });

  it('refuses a date that is neither a year nor a day, and an unknown product', async () => {
    for (const date of ['abc', '31.02.2025', '2025-03-01', '1.3.2025', '01.032025', '1999']) {
      const response = await get(partner, `/api/rates/grm/${encodeURIComponent(date)}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message, date).toBe(RATE_TEXTS.invalidDate);
    }
    expect((await get(partner, '/api/rates/erp/2025')).statusCode).toBe(400);
  });

  it('is for partners, distributors and operators only', async () => {
    expect((await get(null, '/api/rates/grm/2025')).statusCode).toBe(401);
    const stranger = await createAccount(ctx.app, { authorities: ['ROLE_USER'] });
    expect((await get(stranger, '/api/rates/grm/2025')).statusCode).toBe(403);
    expect((await get(stranger, '/api/rates/grm/2025/files/partner.pdf')).statusCode).toBe(403);
    expect((await page(operator, 'grm', '2025')).files.map((f) => f.file)).toEqual(['partner.pdf', 'distributor.pdf', 'industry.xlsx']);
  });

  it('never lists another partner’s private configuration', async () => {
    const owner = await createActivePartner(ctx.app);
    const service = await ctx.app.db
      .insertInto('services')
      .values({
        offer_desk_id: 'grm',
        name: 'Частная конфигурация партнера',
        resource_code: 'private-rates-test',
        resource_category: '1c_ecw_application',
        group_code: 'private',
        owner_partner_id: owner.partnerId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kit = await ctx.app.db
      .insertInto('service_kits')
      .values({ service_id: service.id, name: 'Файловый', usage_mode: 'PRODUCTION', resource_code: 'private-kit', resource_category: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const option = await ctx.app.db
      .insertInto('service_options')
      .values({ kit_id: kit.id, name: 'Рабочее место', resource_code: 'private-seat', resource_category: 'x', payment_period: 'd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('option_tariffs')
      .values({ option_id: option.id, effective_from: '2024-01-01', price: 100, client_price: 200 })
      .execute();
    for (const who of [partner, owner]) expect(rowOf(await page(who, 'grm', '2025'), 'private-seat')).toBeUndefined();
  });
});

describe('GET /api/rates/{product}/{date}/files/{file}', () => {
  it('gives a partner its price list as a PDF from the same tariffs, with the texts, the payment rules and the VAT note', async () => {
    const response = await get(partner, '/api/rates/grm/2025/files/partner.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('rates-grm-partner-01032025.pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      RATE_DEFAULT_TEXTS.grm.title,
      RATE_TEXTS.pdfAudience.partner,
      'Тарифы, действующие на 01.03.2025',
      'Счет рассчитывается до 5-го числа каждого месяца.',
      'Предоплаченный период рассчитывается исходя из 31 дня в месяце.',
      'Дни пробного периода считаются по 86 400 000 мс в сутках с округлением вверх',
      RATE_TEXTS.tableTitle.d,
      RATE_TEXTS.tableTitle.m,
      '1С:Бухгалтерия предприятия',
      '44,00',
      '1 110,00',
      RATE_TEXTS.unitNote,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(RATE_TEXTS.vatNote);
  });

  it('gives a distributor the distributors’ price list and nothing of the partners’; a partner not the distributors’', async () => {
    const own = await page(distributor, 'oi', '2025');
    expect(own.files).toEqual([
      { file: 'distributor.pdf', label: RATE_TEXTS.files.distributor, href: '/api/rates/oi/01062025/files/distributor.pdf' },
    ]);
    const pdf = await get(distributor, own.files[0]?.href ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('rates-oi-distributor-01062025.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(RATE_TEXTS.pdfAudience.distributor);
    expect(text).toContain(RATE_TEXTS.columns.distributorPrice);
    expect(text).toContain('509,25');
    for (const file of ['partner.pdf', 'industry.xlsx']) {
      const refused = await get(distributor, `/api/rates/oi/2025/files/${file}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(RATE_TEXTS.fileForbidden);
    }
    expect((await get(partner, '/api/rates/grm/2025/files/distributor.pdf')).statusCode).toBe(403);
    expect((await get(partner, '/api/rates/grm/2025/files/other.pdf')).statusCode).toBe(400);
    expect((await get(partner, '/api/rates/grm/2023/files/partner.pdf')).statusCode).toBe(404);
  });

  it('gives a partner the industry programmes as a workbook: the configurations outside the typical ones, prices as numbers', async () => {
    const response = await get(partner, '/api/rates/grm/2025/files/industry.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('industry-programs-01032025.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(RATE_TEXTS.industrySheet);
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Отрасль',
      'Конфигурация',
      'Тип развертывания',
      'Позиция',
      RATE_TEXTS.columns.price,
      RATE_TEXTS.columns.clientPrice,
      'Единица',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toContainEqual(['Отраслевые решения: розница', '1С:Розница', 'Файловый', 'Рабочее место', 36, 45, 'день']);
    expect(rows.some((r) => r[1] === '1С:Бухгалтерия предприятия')).toBe(false);
    expect(rows.at(-1)).toEqual([RATE_TEXTS.vatNote]);
  });
});

describe('the operator’s texts: /api/backoffice/rates/texts', () => {
  const body = {
    title: 'Тарифы 1С:ГРМ с 1 февраля 2025 года',
    paragraphTop: 'Новый абзац над таблицами <script>alert(1)</script>',
    paragraphBottom: 'Условия:\n- первый пункт\n- второй пункт',
    paymentRules: RATE_DEFAULT_TEXTS.grm.paymentRules,
  };

  it('writes the texts of a product from a day: pages from that day show them, earlier ones the previous texts; audited', async () => {
    const saved = await request(ctx.app, operator.session, {
      method: 'PUT',
      url: '/api/backoffice/rates/texts/grm/2025-02-01',
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list: RateTextList = saved.json();
    expect(list.items.find((i) => i.product === 'grm' && i.effectiveFrom === '2025-02-01')).toMatchObject({
      ...body,
      updatedBy: operator.email,
    });
    expect(list.defaults.oi).toEqual(RATE_DEFAULT_TEXTS.oi);

    // Stored as plain text, exactly: the page renders it as text, never as HTML.
    expect(await page(partner, 'grm', '2025')).toMatchObject(body);
    expect((await page(partner, 'grm', '31.01.2025')).title).toBe(RATE_DEFAULT_TEXTS.grm.title);
    expect((await page(partner, 'oi', '2025')).title).toBe(RATE_DEFAULT_TEXTS.oi.title);

    const again = await request(ctx.app, operator.session, {
      method: 'PUT',
      url: '/api/backoffice/rates/texts/grm/2025-02-01',
      payload: { ...body, title: 'Исправленный заголовок' },
    });
    expect((again.json() as RateTextList).items.filter((i) => i.product === 'grm' && i.effectiveFrom === '2025-02-01')).toHaveLength(1);
    expect((await page(partner, 'grm', '2025')).title).toBe('Исправленный заголовок');
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id'])
      .where('subject_type', '=', 'rate_texts')
      .where('subject_id', '=', 'grm:2025-02-01')
      .execute();
    expect(audit).toEqual([
      { action: 'rates.texts.change', actor_account_id: operator.accountId },
      { action: 'rates.texts.change', actor_account_id: operator.accountId },
    ]);
    const list2 = await get(operator, '/api/backoffice/rates/texts');
    expect(list2.statusCode).toBe(200);
  });

  it('refuses empty or too long texts, a date that does not exist and an unknown product', async () => {
    const put = (url: string, payload: Record<string, unknown>) => request(ctx.app, operator.session, { method: 'PUT', url, payload });
    const empty = await put('/api/backoffice/rates/texts/oi/2025-02-01', { ...body, title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([expect.objectContaining({ field: 'title', message: 'Обязательное поле' })]);
    expect((await put('/api/backoffice/rates/texts/oi/2025-02-01', { ...body, paragraphTop: 'я'.repeat(5001) })).statusCode).toBe(400);
    const noDay = await put('/api/backoffice/rates/texts/oi/2025-02-30', body);
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().message).toBe(RATE_TEXTS.invalidEffectiveFrom);
    expect((await put('/api/backoffice/rates/texts/erp/2025-02-01', body)).statusCode).toBe(400);
  });

  it('is the operator’s only', async () => {
    for (const who of [partner, distributor]) {
      expect((await get(who, '/api/backoffice/rates/texts')).statusCode).toBe(403);
      const put = await request(ctx.app, who.session, { method: 'PUT', url: '/api/backoffice/rates/texts/grm/2025-02-01', payload: body });
      expect(put.statusCode).toBe(403);
    }
    expect((await get(null, '/api/backoffice/rates/texts')).statusCode).toBe(401);
  });
});
