import { ORDER_KIND_LABELS, ORDER_LIST_TEXTS, ORDER_MESSAGES } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { chooseClient } from '../order/order-steps';

test('an accepted order links to its record; the client area lists the orders with a search', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^Microsoft 365/ }).click();
  await chooseClient(page, 'ООО «ТехноСтрой»');
  await page.getByRole('radio', { name: 'Office 365' }).check();
  await page.getByLabel('Увеличить: Лицензия на пользователя').click();
  await page.getByRole('checkbox', { name: /Обязуюсь установить надежные пароли/ }).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();
  const success = page.getByRole('dialog', { name: ORDER_MESSAGES.created });
  await success.getByRole('link', { name: 'Открыть заказ' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Заказ № / })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Заказ № ', '') ?? '';
  await expect(page.getByRole('table', { name: 'Данные заказа' })).toContainText(ORDER_KIND_LABELS.create);
  await expect(page.getByRole('table', { name: 'Данные заказа' })).toContainText('ООО «ТехноСтрой»');
  const lines = page.getByRole('table', { name: 'Состав заказа' });
  await expect(lines.getByRole('row').filter({ hasText: 'Лицензия на пользователя' })).toContainText('0 → 2');
  await expect(lines.getByRole('row').filter({ hasText: 'Итого в месяц' })).toContainText('750 ₽');

  // The client area's tab of orders finds it by its product.
  await page.goto('/#/client/payed');
  await page.getByRole('navigation', { name: 'Разделы клиентов' }).getByRole('link', { name: 'Заказы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_LIST_TEXTS.title })).toBeVisible();
  await page.getByLabel('Поиск заказов').fill('Microsoft 365');
  await page.getByRole('button', { name: 'Найти' }).click();
  const row = page
    .getByRole('table', { name: ORDER_LIST_TEXTS.title })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number, exact: true }) });
  await expect(row).toContainText('ООО «ТехноСтрой»');
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();

  await page.goto('/#/order/list');
  await page.getByLabel('Поиск заказов').fill('Несуществующий продукт');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('table', { name: ORDER_LIST_TEXTS.title })).toContainText(ORDER_LIST_TEXTS.empty);
});
