/**
 * Months that close: the invoice per partner with its lines and letter, written once whatever reruns, concurrent runs
 * and crashes mid-way happen; a closed month read from its invoice and never changed; a late ledger write corrected
 * in the next open month; the projection on a month's last day equal to its invoice; the operator's back office.
 */
import ExcelJS from 'exceljs';
import { invoiceClosingSchema, invoiceListSchema, partnerBillingSchema, type BillingMonth, type PartnerBilling } from '@portal/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { closeUsageInterval, createFebruaryWorld, FEBRUARY_2026, msk } from './support/billing.ts';
import { createActivePartner, createOperator, type TestAccount, waitFor } from './support/factories.ts';
import { parseCsv } from './support/spreadsheets.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';
import { closeMonth, closeDueMonths } from '../src/services/invoice.service.ts';
import { navbarSum } from '../src/services/billing.service.ts';

const ctx = useTestApp();

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};
const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });
const items = async (session: Session, month: BillingMonth, query = ''): Promise<PartnerBilling> => {
  const response = await get(session, `/api/billing/items?m=${month.month}&y=${month.year}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return partnerBillingSchema.parse(response.json());
};
const options = () => ({ enqueue: ctx.app.enqueue, portalUrl: 'http://portal.test' });
const invoicesOf = (partnerId: string) =>
  ctx.app.db.selectFrom('invoices').selectAll().where('partner_id', '=', partnerId).orderBy('year').orderBy('month').execute();
const lettersTo = async (email: string) =>
  ctx.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .where('kind', '=', 'billing.invoice')
    .execute();
const partnerEmail = async (partnerId: string) =>
  (await ctx.app.db.selectFrom('partners').select('email').where('id', '=', partnerId).executeTakeFirstOrThrow()).email;

const MARCH_2026: BillingMonth = { year: 2026, month: 2 };
const APRIL_2026: BillingMonth = { year: 2026, month: 3 };

/*
 * The tests of this file run in order on one database: February 2026 closes first, then the late correction goes
 * into March, then March closes with it.
 */
let partner: TestAccount;
let world: Awaited<ReturnType<typeof createFebruaryWorld>>;
let februaryPage: PartnerBilling;

describe('closing a month', () => {
  it('refuses a month that has not ended', async () => {
    const now = new Date();
    await expect(closeMonth(ctx.app.db, { year: now.getUTCFullYear() + 1, month: 0 }, options())).rejects.toMatchObject({
      status: 400,
      message: 'Месяц еще не закончился: закрыть можно только прошедший месяц',
    });
  });

  it('writes one invoice per partner with the lines of the page, and a letter', async () => {
    partner = await createActivePartner(ctx.app);
    world = await createFebruaryWorld(ctx.app.db, partnerIdOf(partner));
    februaryPage = await items(partner.session, FEBRUARY_2026, '&pageSize=100');
    expect(februaryPage.sum).toBe(world.sums.total);

    const state = await closeMonth(ctx.app.db, FEBRUARY_2026, options());
    expect(state).toMatchObject({ year: 2026, month: 1, finishedAt: expect.any(String) });
    const [invoice] = await invoicesOf(partnerIdOf(partner));
    expect(invoice).toMatchObject({ year: 2026, month: 1, sum: world.sums.total, line_count: 4 });
    expect(invoice?.number).toMatch(/^2026-02\/\d{6}$/);

    const letters = await lettersTo(await partnerEmail(partnerIdOf(partner)));
    expect(letters).toHaveLength(1);
    expect(letters[0]?.subject).toBe(`Счет № ${invoice?.number} за февраль 2026`);
    expect(letters[0]?.body_text).toContain('3 848,80 ₽');
    expect(letters[0]?.body_text).toContain('http://portal.test/#/details?m=1&y=2026');
  });

  it('reads a closed month from its invoice: the same page, with the invoice', async () => {
    const closed = await items(partner.session, FEBRUARY_2026, '&pageSize=100');
    const [invoice] = await invoicesOf(partnerIdOf(partner));
    expect(closed.invoice).toEqual({ number: invoice?.number, closedAt: invoice?.closed_at.toISOString() });
    expect({ ...closed, invoice: null }).toEqual(februaryPage);
    // Search and filters read the invoice's lines too.
    expect((await items(partner.session, FEBRUARY_2026, '&subscriptions=trial')).customers.map((c) => c.name)).toEqual(['ИП Пробный Петр']);
    expect((await items(partner.session, FEBRUARY_2026, `&search=${encodeURIComponent('диск')}`)).customers.map((c) => c.name)).toEqual([
      'ООО «Ромашка»',
    ]);
    const active = await items(partner.session, FEBRUARY_2026, '&options=active');
    expect(active.customers.find((c) => c.name === 'ООО «Ромашка»')?.subscriptions[0]?.options).toHaveLength(1);
    const extended = await get(partner.session, `/api/billing/items-extended?subscriptionId=${world.subscriptions.accounting}&m=1&y=2026`);
    expect(extended.json()).toMatchObject({ code: 200, sum: world.sums.accounting });
  });

  it('closing again, or twice at once, writes nothing more', async () => {
    await closeMonth(ctx.app.db, FEBRUARY_2026, options());
    await Promise.all([closeMonth(ctx.app.db, FEBRUARY_2026, options()), closeMonth(ctx.app.db, FEBRUARY_2026, options())]);
    expect(await invoicesOf(partnerIdOf(partner))).toHaveLength(1);
    expect(await lettersTo(await partnerEmail(partnerIdOf(partner)))).toHaveLength(1);
  });

  it('an invoice and its lines cannot be changed', async () => {
    await expect(sql`update invoices set sum = 0`.execute(ctx.app.db)).rejects.toThrow(/immutable/);
    await expect(sql`delete from invoice_lines`.execute(ctx.app.db)).rejects.toThrow(/immutable/);
  });

  it('a late ledger write never changes the closed month: the next open month carries the correction', async () => {
    // Five disks confirmed late, from 25 February: a write that reaches into the closed month.
    const accounting = world.subscriptions.accounting;
    await sql`insert into usage_ledger (partner_id, customer_id, subscription_id, subscription_option_id, service_option_id, units, active_from)
              select partner_id, customer_id, subscription_id, subscription_option_id, service_option_id, 5, ${msk('2026-02-25 12:00')}
              from usage_ledger where subscription_id = ${accounting} and units = 3`.execute(ctx.app.db);
    const late = await ctx.app.db
      .selectFrom('usage_ledger')
      .select('late')
      .where('subscription_id', '=', accounting)
      .where('units', '=', 5)
      .execute();
    expect(late.map((l) => l.late)).toEqual([true]);
    // February now has five more disks from the 25th: 4 days × 5 × 3,60 ₽ that its invoice did not bill.
    const february = await items(partner.session, FEBRUARY_2026, '&pageSize=100');
    expect({ ...february, invoice: null }).toEqual(februaryPage);

    const march = await items(partner.session, MARCH_2026);
    const romashka = march.customers.find((c) => c.name === 'ООО «Ромашка»');
    const correction = romashka?.subscriptions[0]?.options.find((o) => o.correction !== null);
    expect(correction).toMatchObject({
      correction: { year: 2026, month: 1 },
      sum: 4 * 5 * 360,
      explanation: 'Корректировка за прошлый период (02.2026): пересчитано 190,80 ₽, выставлено 118,80 ₽',
    });
    // March's total: its own usage and the correction.
    const lines = march.customers.flatMap((c) => c.subscriptions.flatMap((s) => s.options));
    expect(lines.reduce((t, o) => t + o.sum, 0)).toBe(march.sum);
  });

  it('closing the next month invoices the correction once; later months carry none', async () => {
    await closeMonth(ctx.app.db, MARCH_2026, options());
    const [, march] = await invoicesOf(partnerIdOf(partner));
    const lines = await ctx.app.db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', march?.id ?? '')
      .where('correction', '=', true)
      .execute();
    expect(lines.map((l) => [l.period_year, l.period_month, Number(l.sum)])).toEqual([[2026, 1, 4 * 5 * 360]]);
    const april = await items(partner.session, APRIL_2026);
    expect(april.customers.flatMap((c) => c.subscriptions.flatMap((s) => s.options)).filter((o) => o.correction)).toEqual([]);
    // Removing the late disks in February too (after both closings) corrects March's invoice... in April.
    await closeUsageInterval(ctx.app.db, world.subscriptions.accounting, 5, msk('2026-02-26 12:00'));
    const corrected = await items(partner.session, APRIL_2026);
    const correction = corrected.customers.flatMap((c) => c.subscriptions.flatMap((s) => s.options)).filter((o) => o.correction);
    // February now has the five disks for the 25th and 26th only (2 days), March none: both billed too much.
    expect(correction.map((o) => [o.correction?.month, o.sum]).sort()).toEqual([
      [1, 2 * 5 * 360 - 4 * 5 * 360],
      [2, -(31 * 5 * 360)],
    ]);
  });
});

describe('a closing interrupted mid-way', () => {
  it('resumes where it stopped: each partner gets one invoice and one letter', async () => {
    const partners = [await createActivePartner(ctx.app), await createActivePartner(ctx.app), await createActivePartner(ctx.app)];
    for (const p of partners) await createFebruaryWorld(ctx.app.db, partnerIdOf(p));
    // Their seats started on 10 January 2026, a month nobody closed yet.
    const january: BillingMonth = { year: 2026, month: 0 };
    let closed = 0;
    const crash = closeMonth(ctx.app.db, january, {
      ...options(),
      onPartnerClosed: () => {
        closed += 1;
        if (closed === 2) throw new Error('worker killed');
      },
    });
    await expect(crash).rejects.toThrow('worker killed');
    const halfway = await ctx.app.db
      .selectFrom('billing_closings')
      .selectAll()
      .where('year', '=', 2026)
      .where('month', '=', 0)
      .executeTakeFirstOrThrow();
    expect(halfway.finished_at).toBeNull();

    const state = await closeMonth(ctx.app.db, january, options());
    expect(state.finishedAt).not.toBeNull();
    for (const p of partners) {
      const invoices = (await invoicesOf(partnerIdOf(p))).filter((i) => i.year === 2026 && i.month === 0);
      expect(invoices).toHaveLength(1);
      // The seats ran from 10 January at 10:00: 22 days × 2 seats × 44,00 ₽.
      expect(invoices[0]?.sum).toBe(22 * 2 * 4400);
      expect((await lettersTo(await partnerEmail(partnerIdOf(p)))).filter((l) => l.subject.includes('январь 2026'))).toHaveLength(1);
    }
  });
});

describe('the projection on the last day of a month', () => {
  it('equals the invoice the month closes into', async () => {
    const account = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(account);
    await createFebruaryWorld(ctx.app.db, partnerId);
    // The world has no usage in 2026-05 but what runs on: the seats (no trial now) and the Business kit.
    const may: BillingMonth = { year: 2026, month: 4 };
    const lastDay = msk('2026-05-31 18:00');
    const { projection } = await navbarSum(ctx.app.db, { partnerId }, lastDay);
    expect(projection).toBe(31 * 2 * 5000 + 31 * 5000 + 111_000);
    for (const m of [{ year: 2026, month: 3 }, may]) await closeMonth(ctx.app.db, m, options());
    const invoice = (await invoicesOf(partnerId)).find((i) => i.year === 2026 && i.month === 4);
    expect(invoice?.sum).toBe(projection);
  });
});

describe('the schedule', () => {
  it('closes every month whose 5th has come since the last closed one, oldest first, and resumes unfinished ones', async () => {
    const latest = await ctx.app.db
      .selectFrom('billing_closings')
      .select(['year', 'month'])
      .orderBy('year', 'desc')
      .orderBy('month', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest).toEqual({ year: 2026, month: 4 });
    // On 4 August the closing of July is not due yet; June's is.
    expect(await closeDueMonths(ctx.app.db, options(), msk('2026-08-04 23:59'))).toEqual([{ year: 2026, month: 5 }]);
    expect(await closeDueMonths(ctx.app.db, options(), msk('2026-08-05 00:00'))).toEqual([{ year: 2026, month: 6 }]);
    expect(await closeDueMonths(ctx.app.db, options(), msk('2026-08-05 01:00'))).toEqual([]);
  });
});

describe('the back office', () => {
  it('lists every partner’s invoices of a month, by partner name or code, paged', async () => {
    const operator = await createOperator(ctx.app);
    const response = await get(operator.session, '/api/backoffice/invoices?y=2026&m=0&pageSize=2');
    expect(response.statusCode).toBe(200);
    const list = invoiceListSchema.parse(response.json());
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.items).toHaveLength(2);
    const code = (
      await ctx.app.db.selectFrom('partners').select('partner_code').where('id', '=', partnerIdOf(partner)).executeTakeFirstOrThrow()
    ).partner_code;
    const found = invoiceListSchema.parse((await get(operator.session, `/api/backoffice/invoices?y=2026&m=1&search=${code}`)).json());
    expect(found.items.map((i) => i.partnerId)).toEqual([partnerIdOf(partner)]);
    expect(found.items[0]).toMatchObject({ year: 2026, month: 1, sum: world.sums.total, lineCount: 4, currencyCode: 'RUB' });
    const bad = await get(operator.session, '/api/backoffice/invoices?y=2026&m=12');
    expect(bad.statusCode).toBe(400);
  });

  it('closes a month by hand through the durable job', async () => {
    const operator = await createOperator(ctx.app);
    const account = await createActivePartner(ctx.app);
    await createFebruaryWorld(ctx.app.db, partnerIdOf(account));
    const response = await request(ctx.app, operator.session, {
      method: 'POST',
      url: '/api/backoffice/invoices/close',
      payload: { year: 2025, month: 11 },
    });
    expect(response.statusCode).toBe(202);
    expect(invoiceClosingSchema.parse(response.json())).toMatchObject({ year: 2025, month: 11, startedAt: expect.any(String) });
    await waitFor(async () => {
      const state = await ctx.app.db
        .selectFrom('billing_closings')
        .select('finished_at')
        .where('year', '=', 2025)
        .where('month', '=', 11)
        .executeTakeFirst();
      return Boolean(state?.finished_at);
    }, 20_000);
    // Nobody had usage in December 2025: no invoice, but the month is closed.
    expect((await invoicesOf(partnerIdOf(account))).filter((i) => i.year === 2025)).toEqual([]);
    const audit = await ctx.app.db.selectFrom('audit_log').select('subject_id').where('action', '=', 'billing.close-month').execute();
    expect(audit.map((a) => a.subject_id)).toContain('2025-12');
  });

  it('refuses to close a month that has not ended, and a bad month', async () => {
    const operator = await createOperator(ctx.app);
    const now = new Date();
    const future = await request(ctx.app, operator.session, {
      method: 'POST',
      url: '/api/backoffice/invoices/close',
      payload: { year: now.getUTCFullYear() + 1, month: 0 },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Месяц еще не закончился: закрыть можно только прошедший месяц');
    const bad = await request(ctx.app, operator.session, {
      method: 'POST',
      url: '/api/backoffice/invoices/close',
      payload: { year: 2016, month: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Год должен быть числом не меньше 2017');
  });

  it('exports the invoices as a workbook and as CSV with a total row', async () => {
    const operator = await createOperator(ctx.app);
    const list = invoiceListSchema.parse((await get(operator.session, '/api/backoffice/invoices?y=2026&m=1&pageSize=1000')).json());
    const expected = list.items.reduce((t, i) => t + i.sum, 0);
    const xlsx = await get(operator.session, '/api/backoffice/invoices/export?y=2026&m=1&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(list.items.length + 2);
    const total = sheet?.getRow(list.items.length + 2);
    expect(total?.getCell(1).value).toBe('Итого');
    expect(Math.round((total?.getCell(5).value as number) * 100)).toBe(expected);
    expect(sheet?.getRow(2).getCell(7).value).toBeInstanceOf(Date);
    const csv = await get(operator.session, '/api/backoffice/invoices/export?y=2026&m=1&format=csv');
    const rows = parseCsv(csv.body.slice(1));
    expect(rows[0]).toEqual([
      'Счет',
      'Партнер',
      'Код партнера',
      'Месяц',
      'Сумма, ₽',
      'Строк',
      'Закрыт',
      'Акт',
      'Подписать или отказаться до',
      'Причина отказа',
      'Решение по акту: пользователь',
      'Решение по акту: когда',
    ]);
    expect(rows.at(-1)?.[4]).toBe((expected / 100).toFixed(2).replace('.', ','));
  });

  it('answers 401 and 403 to callers who are not operators', async () => {
    const urls = ['/api/backoffice/invoices', '/api/backoffice/invoices/export?format=csv'];
    for (const url of urls) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(partner.session, url)).statusCode).toBe(403);
    }
    const close = { method: 'POST' as const, url: '/api/backoffice/invoices/close', payload: { year: 2025, month: 0 } };
    expect((await request(ctx.app, null, close)).statusCode).toBe(401);
    expect((await request(ctx.app, partner.session, close)).statusCode).toBe(403);
  });

  it("a partner never reads another partner's closed month", async () => {
    const stranger = await createActivePartner(ctx.app);
    const page = await items(stranger.session, FEBRUARY_2026);
    expect(page).toMatchObject({ invoice: null, sum: 0, customers: [] });
    const extended = await get(stranger.session, `/api/billing/items-extended?subscriptionId=${world.subscriptions.accounting}&m=1&y=2026`);
    expect(extended.statusCode).toBe(404);
  });
});
