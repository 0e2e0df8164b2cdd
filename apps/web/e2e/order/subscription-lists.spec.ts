import { SUBSCRIPTION_EMPTY_TEXTS } from '@portal/domain';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';

async function expectColumns(page: Page, names: string[]) {
  const table = page.getByRole('table', { name: 'Подписки' });
  for (const name of names) await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
}

test('each subscription list shows its columns, and its empty text when nothing matches', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);

  await page.goto('/#/client/payed');
  await expect(page.getByRole('table', { name: 'Подписки' }).getByRole('row').nth(1)).toBeVisible();
  await expectColumns(page, ['Клиент', 'Продукт', 'Дата начала', 'Статус', 'Тип']);
  await page.getByLabel('Поиск подписок').fill('Несуществующий продукт');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(SUBSCRIPTION_EMPTY_TEXTS.paid)).toBeVisible();

  await page.goto('/#/client/trial');
  await expect(page.getByRole('table', { name: 'Подписки' }).getByRole('row').nth(1)).toBeVisible();
  await expectColumns(page, ['Клиент', 'Продукт', 'Начало пробного периода', 'Окончание пробного периода', 'Статус', 'Тип']);
  await page.getByLabel('Поиск подписок').fill('Несуществующий продукт');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(SUBSCRIPTION_EMPTY_TEXTS.trial)).toBeVisible();

  await page.goto('/#/subscription/all');
  await expectColumns(page, ['Клиент', 'Продукт', 'Тип', 'Статус', 'Дата создания', 'Дата окончания']);
  await page.getByRole('tab', { name: 'Демо клиентов' }).click();
  await expect(page).toHaveURL(/list=demoCustomer/);
  await expect(page.getByRole('table', { name: 'Подписки' })).toContainText('Демо');
  await page.getByRole('tab', { name: 'Демо партнера' }).click();
  await expect(page).toHaveURL(/list=demoPartner/);
  await page.getByLabel('Поиск подписок').fill('Несуществующий продукт');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(SUBSCRIPTION_EMPTY_TEXTS.demoPartner)).toBeVisible();
});
