import { MARKET_TEXTS } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

test('the Market shows the banner, the groups and finds applications', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page.getByRole('heading', { name: 'Маркет', level: 1 })).toBeVisible();
  await expect(page.getByText('от 1 110 ₽ в месяц', { exact: true })).toBeVisible();
  await expect(page.getByText('319 ₽ в месяц', { exact: true })).toBeVisible();
  for (const group of ['Типовые конфигурации', 'Отраслевые решения: розница', 'Только для партнеров · Партнерам', 'Сервисы провайдера']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  await page.getByLabel(MARKET_TEXTS.search).fill('розница');
  await expect(page.getByRole('link', { name: /1С:Розница/ })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Типовые конфигурации' })).toBeHidden();
  await page.getByLabel(MARKET_TEXTS.search).fill('нет такого приложения');
  await expect(page.getByText('Не найдено «нет такого приложения»')).toBeVisible();
});
// The terminal's lock is a journey of its own partner in order/order-forms.spec.ts.
