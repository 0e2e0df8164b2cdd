/** The distributor's partner list shows its partners' bills over 12 months and exports a month's reconciliation. */
import ExcelJS from 'exceljs';
import { addMonths, monthLabel, monthOf } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

test('the partner list charts 12 months of bills and exports the last month for reconciliation', async ({ page }) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  await expect(page.getByText('Счета партнеров за 12 месяцев')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Счета партнеров за 12 месяцев: / })).toBeVisible();

  const last = addMonths(monthOf(new Date()), -1);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Сверка за месяц (Excel)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reconciliation-${last.year}-${String(last.month + 1).padStart(2, '0')}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const [summary, ...partners] = workbook.worksheets;
  expect(summary?.name).toBe(`Сводка ${monthLabel(last.year, last.month)}`.slice(0, 31));
  expect(partners.length).toBeGreaterThanOrEqual(30);
  // Each partner's row: its lines' total equals its invoice.
  for (let row = 2; row < (summary?.rowCount ?? 0); row += 1) {
    const cells = summary?.getRow(row);
    expect(cells?.getCell(4).value).toBe(cells?.getCell(5).value);
  }
});
