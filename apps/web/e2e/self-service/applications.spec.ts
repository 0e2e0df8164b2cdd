import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';

const column = async (page: Page, index: number) =>
  page
    .getByRole('table', { name: 'Приложения' })
    // The rows of an answer: not the skeleton rows shown until the first one.
    .locator('tbody tr:not([aria-hidden="true"])')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), index);

test('the applications table searches and sorts the partner\u2019s applications', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // Without ADMIN_AREA_URL the menu's 'Администрирование' opens the portal's own table.
  await page.getByRole('link', { name: 'Администрирование' }).first().click();
  await expect(page.getByRole('heading', { name: 'Администрирование приложений' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Приложения' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Дата создания' })).toBeVisible();
  // Dates as dd.MM.yyyy HH:mm.
  expect((await column(page, 4))[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

  await page.getByLabel('Клиент или продукт').fill('Ромашка');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(async () => {
    const clients = await column(page, 0);
    expect(clients.length).toBeGreaterThan(0);
    for (const client of clients) expect(client).toContain('Ромашка');
  }).toPass();

  await table.getByRole('button', { name: 'Продукт' }).click();
  await expect(async () => {
    const products = await column(page, 1);
    expect(products).toEqual([...products].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  }).toPass();
  await table.getByRole('button', { name: 'Продукт' }).click();
  await expect(async () => {
    const products = await column(page, 1);
    expect(products.length).toBeGreaterThan(1);
    expect(products).toEqual([...products].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  }).toPass();

  await page.getByLabel('Клиент или продукт').fill('несуществующий клиент');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Нет приложений')).toBeVisible();
});
