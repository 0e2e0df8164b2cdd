/**
 * The distributor blocks a partner with a reason and watches the row turn blocked; the partner's own portal shows why
 * and refuses an order with the reason; the distributor unblocks it and the partner works again.
 */
import { PARTNER_BLOCK_TEXTS } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { findPartner, partnerOfDemoDistributor } from './distributor-steps';

const REASON = 'Задолженность по оплате за октябрь';

test('block a partner with a reason, see its portal refuse an order with the reason, unblock it', async ({ page, browser, request }) => {
  // Two people, a sign-up, an approval, two lock jobs and an order: longer than one journey's usual minute.
  test.setTimeout(120_000);
  const company = await partnerOfDemoDistributor(page, request);

  const distributorContext = await browser.newContext();
  const distributor = await distributorContext.newPage();
  await loginAs(distributor, 'distributor@demo.ru');
  await expect(distributor).toHaveURL(/#\/partners$/);
  await expect(distributor.getByRole('heading', { name: 'Партнеры' })).toBeVisible();

  let row = await findPartner(distributor, company);
  await expect(row.getByText('Активен')).toBeVisible();
  await row.getByRole('button', { name: `Заблокировать: ${company}` }).click();
  const dialog = distributor.getByRole('dialog', { name: `Блокировка партнера ${company}` });
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(dialog.getByText('Укажите причину блокировки')).toBeVisible();
  await dialog.getByLabel('Причина блокировки').fill(REASON);
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Заблокирован')).toBeVisible();
  await expect(row.getByRole('button', { name: `Разблокировать: ${company}` })).toBeVisible();
  await row.getByRole('button', { name: `Причины: ${company}` }).click();
  await expect(distributor.getByRole('presentation').getByText(REASON)).toBeVisible();
  await distributor.keyboard.press('Escape');

  // The partner's portal: the notice on every page, and an order refused with the reason.
  await page.goto('/#/service/list');
  await page.reload();
  await expect(page.getByTestId('block-banner')).toContainText(REASON);
  // The desk 'Партнерам' orders for the partner's own client.
  await page.getByRole('link', { name: /^Конфигуратор 1С:ГРМ для партнеров/ }).click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await expect(page.getByTestId('block-banner')).toBeVisible();
  await page.getByRole('radio', { name: 'Конфигуратор' }).check();
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: 'Произошла ошибка создания заказа' })).toContainText(PARTNER_BLOCK_TEXTS.refused(REASON));

  // Unblocked, the notice is gone.
  row = await findPartner(distributor, company);
  await row.getByRole('button', { name: `Разблокировать: ${company}` }).click();
  const unblock = distributor.getByRole('dialog', { name: `Разблокировка партнера ${company}` });
  await unblock.getByLabel('Причина разблокировки').fill('Оплата получена');
  await unblock.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(row.getByText('Активен')).toBeVisible();
  await expect(row.getByRole('button', { name: `Заблокировать: ${company}` })).toBeVisible();
  await page.goto('/#/client/all');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Клиенты' })).toBeVisible();
  await expect(page.getByTestId('block-banner')).toHaveCount(0);
  await distributorContext.close();
});

test('a distributor cannot reach the catalogue, clients or billing of its own', async ({ page }) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Партнеры' })).toBeVisible();
  for (const item of ['Клиенты', 'Маркет']) await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
  for (const path of ['/#/service/list', '/#/client/all', '/#/details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/#\/partners$/);
    await expect(page.getByRole('heading', { name: 'Партнеры' })).toBeVisible();
  }
  for (const api of ['/api/desks/grm/services', '/api/customer-manager', '/api/billing/items?m=0&y=2026']) {
    expect((await page.request.get(api)).status(), api).toBe(403);
  }
});
