/**
 * API tests of partner details for a distributor (issue 11): the partner by code, its counts, the month's bill equal to
 * the partner's own details from the same billing function, the Excel export with the spec's columns and a total row;
 * 400 for a bad month, 401/403, and 404 for another distributor's partner or an unknown code.
 */
import ExcelJS from 'exceljs';
import { PARTNER_DETAILS_TEXTS, partnerBillingSchema, partnerDetailsSchema } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, type TestAccount } from './support/factories.ts';
import { createFebruaryWorld } from './support/billing.ts';
import { closeMonth } from '../src/services/invoice.service.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });

let distributor: TestAccount;
let otherDistributor: TestAccount;
let partner: TestAccount;
let partnerCode: string;
let world: Awaited<ReturnType<typeof createFebruaryWorld>>;

beforeAll(async () => {
  const asDistributor = { authorities: ['ROLE_DISTRIBUTOR' as const], partner: { status: 'on' as const, kind: 'distributor' as const } };
  distributor = await createAccount(ctx.app, asDistributor);
  otherDistributor = await createAccount(ctx.app, asDistributor);
  partner = await createActivePartner(ctx.app);
  const partnerId = partner.partnerId ?? '';
  await ctx.app.db
    .updateTable('partners')
    .set({ distributor_id: distributor.partnerId, city: 'Барнаул', region_code: '22', address: 'пр. Ленина, 10' })
    .where('id', '=', partnerId)
    .execute();
  partnerCode = (await ctx.app.db.selectFrom('partners').select('partner_code').where('id', '=', partnerId).executeTakeFirstOrThrow())
    .partner_code;
  world = await createFebruaryWorld(ctx.app.db, partnerId);
});

const detailsUrl = (code: string, query = 'm=1&y=2026') => `/api/distributor-manager/partners/${code}/billing?${query}`;

describe('GET /api/distributor-manager/partners/{partnerCode}/billing', () => {
  it("answers the partner, its counts and the month's bill equal to the partner's own details", async () => {
    const response = await get(distributor.session, detailsUrl(partnerCode));
    expect(response.statusCode, response.body).toBe(200);
    const details = partnerDetailsSchema.parse(response.json());
    expect(details.partner).toMatchObject({ partnerCode, city: 'Барнаул', regionCode: '22', address: 'пр. Ленина, 10', status: 'ACTIVE' });
    expect(details.counts).toEqual({ customers: 2, customerSubscriptions: 2, ownSubscriptions: 1 });
    expect(details.billing.sum).toBe(world.sums.total);
    expect(details.billing.currencyCode).toBe('RUB');

    const own = partnerBillingSchema.parse((await get(partner.session, '/api/billing/items?m=1&y=2026')).json());
    expect(details.billing).toEqual(own);
  });

  it("shows the partner's debt today as the partner's own navbar does: unpaid, overdue, days overdue and penalty", async () => {
    const clean = partnerDetailsSchema.parse((await get(distributor.session, detailsUrl(partnerCode))).json());
    expect(clean.debt).toMatchObject({ unpaid: 0, overdue: 0, overdueWorkingDays: 0 });

    // An invoice issued two months ago and never paid: overdue by weeks of working days.
    const issued = new Date(Date.now() - 60 * 86_400_000);
    await ctx.app.db
      .insertInto('invoices')
      .values({
        partner_id: partner.partnerId ?? '',
        year: 2001,
        month: 0,
        number: '2001-01/000001',
        sum: 12_345_67,
        line_count: 1,
        closed_at: issued,
      })
      .execute();
    const details = partnerDetailsSchema.parse((await get(distributor.session, detailsUrl(partnerCode))).json());
    const own = (await get(partner.session, '/api/invoices/debt')).json();
    expect(details.debt).toEqual(own);
    expect(details.debt).toMatchObject({ unpaid: 12_345_67, overdue: 12_345_67 });
    expect(details.debt.overdueWorkingDays).toBeGreaterThan(10);
    expect(details.debt.penalty).toBeGreaterThan(0);
  });

  it('answers an empty month with no clients and a zero bill', async () => {
    const details = partnerDetailsSchema.parse((await get(distributor.session, detailsUrl(partnerCode, 'm=5&y=2025'))).json());
    expect(details.billing).toMatchObject({ sum: 0, customers: [], total: 0 });
    expect(details.counts).toEqual({ customers: 0, customerSubscriptions: 0, ownSubscriptions: 0 });
  });

  it('counts the clients and subscriptions the chosen month bills, as its total does', async () => {
    // January has only Ромашка's accounting seats (from the 10th); the trial and the partner's own kit start in February.
    const january = partnerDetailsSchema.parse((await get(distributor.session, detailsUrl(partnerCode, 'm=0&y=2026'))).json());
    expect(january.counts).toEqual({ customers: 1, customerSubscriptions: 1, ownSubscriptions: 0 });
    expect(january.billing.customers.map((c) => c.name)).toEqual(['ООО «Ромашка»']);
  });

  it("answers 400 to a bad month, 401 without a session, 403 to a partner, 404 to another distributor's partner or an unknown code", async () => {
    const bad = await get(distributor.session, detailsUrl(partnerCode, 'm=12&y=2026'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Месяц должен быть числом от 0 до 11');
    expect((await get(null, detailsUrl(partnerCode))).statusCode).toBe(401);
    expect((await get(partner.session, detailsUrl(partnerCode))).statusCode).toBe(403);
    expect((await get(otherDistributor.session, detailsUrl(partnerCode))).statusCode).toBe(404);
    expect((await get(distributor.session, detailsUrl('no-such-code'))).statusCode).toBe(404);
  });
});

describe('GET /api/distributor-manager/partners/{partnerCode}/billing/export', () => {
  it("exports the month with exactly the spec's columns and a total row equal to the bill", async () => {
    const response = await get(distributor.session, `/api/distributor-manager/partners/${partnerCode}/billing/export?m=1&y=2026`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`partner-${partnerCode}-2026-02.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...PARTNER_DETAILS_TEXTS.exportColumns]);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Итого');
    expect(Math.round(Number(last.getCell(11).value) * 100)).toBe(world.sums.total);
    const seats = (sheet.getRows(2, sheet.rowCount - 2) ?? []).find(
      (r) => String(r.getCell(4).value).includes('Рабочее место') && String(r.getCell(3).value) === 'ООО «Ромашка»',
    );
    expect(seats?.getCell(1).value).toBe(partnerCode);
    expect(seats?.getCell(8).value).toBe(2);
  });

  it("answers 404 to another distributor's partner and 400 to a bad month", async () => {
    expect(
      (await get(otherDistributor.session, `/api/distributor-manager/partners/${partnerCode}/billing/export?m=1&y=2026`)).statusCode,
    ).toBe(404);
    expect((await get(distributor.session, `/api/distributor-manager/partners/${partnerCode}/billing/export?m=1&y=2016`)).statusCode).toBe(
      400,
    );
    expect((await get(null, `/api/distributor-manager/partners/${partnerCode}/billing/export?m=1&y=2026`)).statusCode).toBe(401);
  });
});

describe('GET /api/distributor-manager/reconciliation and /history', () => {
  const readBook = async (session: Session, query: string) => {
    const response = await get(session, `/api/distributor-manager/reconciliation?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  };

  it("gives a sheet per partner and a summary whose totals equal each partner's invoice once the month is closed", async () => {
    const open = await readBook(distributor.session, 'm=1&y=2026');
    const [summary, sheet] = open.worksheets;
    expect(summary?.name).toBe('Сводка февраль 2026');
    expect(summary?.getRow(2).getCell(1).value).toBe(partnerCode);
    expect(summary?.getRow(2).getCell(3).value).toBe('месяц не закрыт');
    expect(Math.round(Number(summary?.getRow(2).getCell(4).value) * 100)).toBe(world.sums.total);
    expect(sheet?.name.startsWith(partnerCode)).toBe(true);
    expect(Math.round(Number(sheet?.getRow(sheet.rowCount).getCell(11).value) * 100)).toBe(world.sums.total);

    await closeMonth(ctx.app.db, { year: 2026, month: 1 }, { enqueue: null, portalUrl: '' });
    const closed = await readBook(distributor.session, 'm=1&y=2026');
    const row = closed.worksheets[0]?.getRow(2);
    const invoice = await ctx.app.db
      .selectFrom('invoices')
      .select(['number', 'sum'])
      .where('partner_id', '=', partner.partnerId ?? '')
      .where('year', '=', 2026)
      .where('month', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row?.getCell(3).value).toBe(invoice.number);
    expect(Math.round(Number(row?.getCell(5).value) * 100)).toBe(Number(invoice.sum));
    expect(Math.round(Number(row?.getCell(4).value) * 100)).toBe(Number(invoice.sum));
    // The closed month counts what its invoice bills, as the open month did.
    const details = partnerDetailsSchema.parse((await get(distributor.session, detailsUrl(partnerCode))).json());
    expect(details.counts).toEqual({ customers: 2, customerSubscriptions: 2, ownSubscriptions: 1 });
    // Another distributor's workbook has no partner of this one.
    const theirs = await readBook(otherDistributor.session, 'm=1&y=2026');
    expect(theirs.worksheets).toHaveLength(1);
  });

  it('answers the 12 months of the partners’ bills, and 400/401/403 as the other calls', async () => {
    const response = await get(distributor.session, '/api/distributor-manager/history');
    expect(response.statusCode).toBe(200);
    expect(response.json().months).toHaveLength(12);
    expect((await get(distributor.session, '/api/distributor-manager/reconciliation?m=13&y=2026')).statusCode).toBe(400);
    expect((await get(null, '/api/distributor-manager/history')).statusCode).toBe(401);
    expect((await get(partner.session, '/api/distributor-manager/history')).statusCode).toBe(403);
    expect((await get(partner.session, '/api/distributor-manager/reconciliation?m=1&y=2026')).statusCode).toBe(403);
  });
});
