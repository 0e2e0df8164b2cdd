import fs from 'node:fs/promises';
import { addMonths, formatMoney, type InvoiceList, monthLabel, monthOf } from '@portal/domain';
import { formatMonth } from '../../src/lib/months';
import { expect, loginAs, test } from '../fixtures';

test('the operator sees every partner’s invoices by month and partner, closes a month and exports the invoices', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: 'Счета партнеров' }).click();
  await expect(page.getByRole('heading', { name: 'Счета партнеров', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Счета партнеров' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // One past month: each row is an invoice of that month.
  const old = addMonths(monthOf(new Date()), -3);
  const search = page.getByRole('search');
  await search.getByLabel('Месяц').selectOption({ label: formatMonth(old) });
  const list = (await (await page.request.get(`/api/backoffice/invoices?y=${old.year}&m=${old.month}&pageSize=10`)).json()) as InvoiceList;
  expect(list.total).toBeGreaterThan(0);
  await expect(table.getByRole('row')).toHaveCount(Math.min(10, list.items.length) + 1);
  const first = list.items[0];
  if (!first) return;
  const row = table.getByRole('row').filter({ hasText: first.number });
  await expect(row).toContainText(first.partnerName);
  await expect(row).toContainText(formatMonth(old));
  await expect(row).toContainText(`${formatMoney(first.sum, 2)} ₽`);

  // By partner.
  await search.getByLabel('Партнер или код партнера').fill(first.partnerCode);
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(first.number);

  // The export carries what the list shows.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV' }).click();
  const csv = (await fs.readFile((await (await csvDownload).path()) ?? '')).toString('utf8');
  expect(csv).toContain(first.number);
  expect(csv).toContain(first.partnerName);

  // Close the last month by hand (again, if the 5th has passed: closing twice keeps one invoice per partner).
  const last = addMonths(monthOf(new Date()), -1);
  await page.getByRole('button', { name: 'Закрыть месяц' }).click();
  const dialog = page.getByRole('dialog', { name: 'Закрыть месяц' });
  await expect(dialog.getByLabel('Месяц')).toHaveValue(`${last.year}-${last.month}`);
  await dialog.getByRole('button', { name: 'Закрыть месяц' }).click();
  await expect(page.getByText(new RegExp(`${monthLabel(last.year, last.month)} (закрыт|запущено)`))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list follows the closing job until its invoices are written.
  await search.getByLabel('Партнер или код партнера').fill('');
  await search.getByRole('button', { name: 'Найти' }).click();
  await search.getByLabel('Месяц').selectOption({ label: formatMonth(last) });
  await expect(table.getByRole('row').filter({ hasText: 'ООО «Альфа Софт»' })).toHaveCount(1, { timeout: 30_000 });
});
