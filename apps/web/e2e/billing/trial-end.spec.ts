import type { Page } from '@playwright/test';
import { ORDER_MESSAGES } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { chooseClient } from '../order/order-steps';

// The demo world's «1С:CRM КОРП» of «Пермский завод упаковки» is a production kit on a 30-day trial that ends 90
// seconds after the portal first started; the job trials.settle moves it to the paid list within a minute of its end.
// This journey runs among the first (its folder sorts early), so it usually watches the move itself.
const CLIENT = 'ООО «Пермский завод упаковки»';
const TRIAL = '1С:CRM КОРП';
const table = (page: Page) => page.getByRole('table', { name: 'Подписки' });
const rowOf = (page: Page, product: string) => table(page).getByRole('row').filter({ hasText: CLIENT }).filter({ hasText: product });

async function search(page: Page) {
  await page.getByLabel('Поиск подписок').fill('Пермский');
  await page.getByRole('button', { name: 'Найти' }).click();
}

test('a production trial leaves the trial list for the paid list by itself when it ends', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/client/trial');
  await search(page);
  // The client's demo of «1С:Отель» runs for days: the list has loaded once it shows.
  await expect(rowOf(page, '1С:Отель')).toBeVisible();
  const trial = rowOf(page, TRIAL);
  if ((await trial.count()) > 0) {
    // Still running: free, with its end minutes away.
    await expect(trial).toContainText('Бесплатно');
    await expect(trial).toContainText('Работает');
    await expect(async () => {
      await page.reload();
      await search(page);
      await expect(rowOf(page, '1С:Отель')).toBeVisible();
      await expect(trial).toHaveCount(0, { timeout: 1000 });
    }).toPass({ intervals: [5000], timeout: 4 * 60_000 });
  }
  await expect(trial).toHaveCount(0);

  await page.goto('/#/client/payed');
  await search(page);
  const paid = rowOf(page, TRIAL);
  await expect(paid.getByRole('img', { name: 'Работает' })).toBeVisible();
  await expect(paid).toContainText(/\d[\d ]* ₽/);
  await expect(paid).not.toContainText('Бесплатно');
});

test('the order form says how long a production kit with a trial is free, and that a client has used it', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^1С:CRM КОРП/ }).click();
  await chooseClient(page, 'ООО «ТехноСтрой»');
  await page.getByRole('radio', { name: 'Файловый' }).check();
  await expect(page.getByText(ORDER_MESSAGES.trialLength(30))).toBeVisible();
  // The price the subscription will cost after the trial is shown as for any order.
  await expect(page.getByRole('table', { name: 'Стоимость заказа' }).getByRole('row').filter({ hasText: 'Итого в месяц' })).toContainText(
    '₽',
  );

  await chooseClient(page, CLIENT);
  await page.getByRole('radio', { name: 'Файловый' }).check();
  await expect(page.getByText(ORDER_MESSAGES.trialUsed)).toBeVisible();
  // Used, the trial does not stop the order: the subscription is paid from the start.
  await page.getByLabel('Название информационной базы').fill('CRM');
  await page.getByLabel(/надежные пароли/).check();
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeEnabled();
});
