/** API tests of the client list export: CSV (BOM, ';', quoting) and XLSX read back with exceljs; the whole filtered list, in list order, own clients only. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, insertCustomers, type CustomerSeed, type TestAccount } from './support/factories.ts';
import { parseCsv } from './support/spreadsheets.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

const HEADER = ['Клиент', 'Контактное лицо', 'E-mail', 'Телефон', 'ИНН', 'КПП', 'Логин', 'Город', 'Статус'];

function partnerId(account: TestAccount): string {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
}

const exportFile = (session: Session | null, query: string) =>
  request(ctx.app, session, { method: 'GET', url: `/api/customer-manager/export?${query}` });

async function readXlsx(body: Buffer): Promise<{ name: string; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    // Empty cells are holes in row.values: Array.from visits them too.
    rows.push(Array.from(values, (v) => (v === null || v === undefined ? '' : String(v as string | number))));
  });
  return { name: sheet.name, rows };
}

/** 25 clients (more than two pages of 10), numbered so that name order is known; one with every field in Cyrillic. */
async function partnerWithClients(extra: CustomerSeed[] = []) {
  const partner = await createActivePartner(ctx.app);
  const marker = Math.random().toString(36).slice(2, 8);
  const seeds: CustomerSeed[] = Array.from({ length: 25 }, (_, i) => ({
    name: `ООО «Экспорт ${String(i + 1).padStart(2, '0')}»`,
    responsible: `Выгрузкин ${i + 1}`,
    email: `export-${marker}-${i + 1}@test.ru`,
    phone: '+7 (912) 345-67-89',
    city: i % 2 === 0 ? 'Екатеринбург' : 'Пермь',
    createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
  }));
  await insertCustomers(ctx.app, partnerId(partner), [...seeds, ...extra]);
  const other = await createActivePartner(ctx.app);
  await insertCustomers(ctx.app, partnerId(other), [{ name: 'ООО «Чужой экспорт»', email: `foreign-${marker}@test.ru` }]);
  return { partner, marker };
}

describe('GET /api/customer-manager/export?format=csv', () => {
  it('is UTF-8 with a byte-order mark, ";" separators, a header and every client in list order (newest first)', async () => {
    const { partner } = await partnerWithClients();
    const response = await exportFile(partner.session, 'format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);

    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(HEADER.map((h) => `"${h}"`).join(';'));
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(HEADER);
    const data = rows.slice(1);
    expect(data).toHaveLength(25);
    expect(data.map((r) => r[0])).toEqual(Array.from({ length: 25 }, (_, i) => `ООО «Экспорт ${String(25 - i).padStart(2, '0')}»`));
    expect(data[0]).toEqual([
      'ООО «Экспорт 25»',
      'Выгрузкин 25',
      expect.stringMatching(/-25@test\.ru$/),
      '+7 (912) 345-67-89',
      '',
      '',
      '',
      'Екатеринбург',
      'Не подтвержден',
    ]);
    expect(text).not.toContain('Чужой');
  });

  it('respects search and sort', async () => {
    const { partner } = await partnerWithClients();
    const response = await exportFile(partner.session, `format=csv&search=${encodeURIComponent('пермь')}&sort=name&order=asc`);
    expect(response.statusCode).toBe(200);
    const data = parseCsv(response.rawPayload.subarray(3).toString('utf8')).slice(1);
    const expected = Array.from({ length: 12 }, (_, i) => `ООО «Экспорт ${String(2 * (i + 1)).padStart(2, '0')}»`);
    expect(data.map((r) => r[0])).toEqual(expected);
    expect(data.every((r) => r[7] === 'Пермь')).toBe(true);
  });

  it('quotes cells with quotes and semicolons, and defuses cells a spreadsheet would read as a formula', async () => {
    const { partner } = await partnerWithClients([
      {
        name: 'ООО "Кавычки; и точка с запятой"',
        responsible: '=HYPERLINK("http://evil")',
        email: 'quoted@test.ru',
        city: '@SUM(A1)',
        createdAt: new Date('2030-01-01'),
      },
    ]);
    const text = (await exportFile(partner.session, 'format=csv')).rawPayload.subarray(3).toString('utf8');
    const row = parseCsv(text)[1];
    expect(row?.[0]).toBe('ООО "Кавычки; и точка с запятой"');
    expect(row?.[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(row?.[3]).toBe('+7 900 000-00-00');
    expect(row?.[7]).toBe(`'@SUM(A1)`);
  });

  it('holds every matching row of a list longer than one export batch', async () => {
    const partner = await createActivePartner(ctx.app);
    const count = 2_105;
    const marker = Math.random().toString(36).slice(2, 8);
    await insertCustomers(
      ctx.app,
      partnerId(partner),
      Array.from({ length: count }, (_, i) => ({ name: `Клиент ${String(i).padStart(5, '0')}`, email: `bulk-${marker}-${i}@test.ru` })),
    );
    const response = await exportFile(partner.session, 'format=csv&sort=name&order=asc');
    const data = parseCsv(response.rawPayload.subarray(3).toString('utf8')).slice(1);
    expect(data).toHaveLength(count);
    expect(new Set(data.map((r) => r[2])).size).toBe(count);
    expect(data.map((r) => r[0])).toEqual(Array.from({ length: count }, (_, i) => `Клиент ${String(i).padStart(5, '0')}`));
  });

  it('answers 400 without a known format, 401 anonymously, 403 to a partner whose participation is not on', async () => {
    const partner = await createActivePartner(ctx.app);
    expect((await exportFile(partner.session, 'format=pdf')).statusCode).toBe(400);
    expect((await exportFile(partner.session, '')).statusCode).toBe(400);
    expect((await exportFile(null, 'format=csv')).statusCode).toBe(401);
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
    expect((await exportFile(suspended.session, 'format=xlsx')).statusCode).toBe(403);
  });
});

describe('GET /api/customer-manager/export?format=xlsx', () => {
  it('is a workbook that reads back with the header, every client and Cyrillic cells intact', async () => {
    const { partner } = await partnerWithClients();
    const response = await exportFile(partner.session, 'format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="clients-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    const { name, rows } = await readXlsx(response.rawPayload);
    expect(name).toBe('Клиенты');
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(26);
    expect(rows[1]).toEqual([
      'ООО «Экспорт 25»',
      'Выгрузкин 25',
      expect.stringMatching(/-25@test\.ru$/),
      '+7 (912) 345-67-89',
      '',
      '',
      '',
      'Екатеринбург',
      'Не подтвержден',
    ]);
    expect(rows.flat()).toContain('Выгрузкин 1');
    expect(rows.flat().some((cell) => cell.includes('Чужой'))).toBe(false);
  });

  it('respects search and sort', async () => {
    const { partner } = await partnerWithClients();
    const response = await exportFile(partner.session, `format=xlsx&search=${encodeURIComponent('ЕКАТЕРИНБУРГ')}&sort=name&order=desc`);
    const { rows } = await readXlsx(response.rawPayload);
    const expected = Array.from({ length: 13 }, (_, i) => `ООО «Экспорт ${String(25 - 2 * i).padStart(2, '0')}»`);
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected);
  });

  it('is a valid workbook with only the header for a partner without clients', async () => {
    const partner = await createActivePartner(ctx.app);
    const { rows } = await readXlsx((await exportFile(partner.session, 'format=xlsx')).rawPayload);
    expect(rows).toEqual([HEADER]);
  });
});
