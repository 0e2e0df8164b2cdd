import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { addMonths, monthOf } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { readBill } from './billing-steps';

/** A money cell as kopecks: '1 234,56', '1234.56' or a number. */
const kopecksOf = (value: string) => Math.round(Number(value.replace(/[\s\u00a0₽]/g, '').replace(',', '.')) * 100);

test('export a month as CSV and as an Excel workbook, and read both back: the total equals the page', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // A closed month: its bill does not change while other journeys order.
  const month = addMonths(monthOf(new Date()), -2);
  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const bill = await readBill(page, month);
  expect(bill.sum).toBeGreaterThan(0);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV' }).click();
  const csv = await fs.readFile((await (await csvDownload).path()) ?? '');
  // UTF-8 with a byte-order mark, quoted cells separated by ';', CRLF between rows; the last row is the total.
  const text = csv.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const total = text
    .split('\r\n')
    .find((line) => line.startsWith('"Итого"'))
    ?.split(';')
    .map((cell) => cell.replace(/^"|"$/g, ''));
  expect(total, 'the CSV has a total row').toBeDefined();
  // The sum column by its header (the last column holds the VAT note, which has figures of its own).
  const sumColumn = text.split('\r\n')[0]?.replace('\uFEFF', '').split(';').indexOf('"Сумма, ₽"') ?? -1;
  expect(kopecksOf(total?.[sumColumn] ?? '')).toBe(bill.sum);
  // Every client of the month is in the file.
  for (const customer of bill.customers) if (customer.name) expect(text).toContain(customer.name);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Excel' }).click();
  const xlsxPath = (await (await xlsxDownload).path()) ?? '';
  const bytes = await fs.readFile(xlsxPath);
  // A workbook is a zip archive.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsxPath);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  let sheetTotal: number | null = null;
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values.some((value) => typeof value === 'string' && /^Итого/.test(value))) {
      const numbers = values.map((value) => (typeof value === 'object' && value && 'result' in value ? value.result : value));
      const last = numbers.filter((value): value is number => typeof value === 'number').at(-1);
      if (last !== undefined) sheetTotal = last;
    }
  });
  expect(sheetTotal, 'the workbook has a numeric total').not.toBeNull();
  expect(Math.round((sheetTotal ?? 0) * 100)).toBe(bill.sum);
});

test('export what the page shows: with the search set to one client the file holds that client only and names the search', async ({
  page,
}) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const month = addMonths(monthOf(new Date()), -2);
  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const bill = await readBill(page, month);
  const [customer, ...others] = bill.customers.filter((candidate) => candidate.name);
  expect(customer, 'the demo world bills clients in a closed month').toBeDefined();
  if (!customer) return;
  const search = page.getByRole('search');
  await search.getByLabel('Клиент, подписка или опция').fill(customer.name);
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('article', { name: customer.name })).toBeVisible();
  const found = await readBill(page, month, { search: customer.name });

  await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute('title', /по поиску и фильтрам/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV' }).click();
  const text = (await fs.readFile((await (await download).path()) ?? '')).toString('utf8');
  const rows = text.split('\r\n').filter(Boolean);
  expect(rows.at(-1)?.startsWith(`"Отбор: поиск «${customer.name.replaceAll('"', '""')}»";`)).toBe(true);
  for (const other of others) if (!found.customers.some((c) => c.name === other.name)) expect(text).not.toContain(other.name);
  const total = rows
    .find((line) => line.startsWith('"Итого"'))
    ?.split(';')
    .map((cell) => cell.replace(/^"|"$/g, ''));
  const shownSum = found.customers.reduce((sum, c) => sum + c.sum, 0);
  const sumColumn = rows[0]?.replace('\uFEFF', '').split(';').indexOf('"Сумма, ₽"') ?? -1;
  expect(kopecksOf(total?.[sumColumn] ?? '')).toBe(shownSum);
});
