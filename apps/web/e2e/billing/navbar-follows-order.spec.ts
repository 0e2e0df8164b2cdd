import { BILLING_TEXTS, ORDER_MESSAGES } from '@portal/domain';
import { expect, signUpApprovedPartner, test } from '../fixtures';
import { navbarSum, pageMoney, readNavbarSum } from './billing-steps';

test('the navbar sum follows a new order once it is deployed, and the details show it in the own section', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A partner of the journey's own: nothing billed yet, whatever other journeys order meanwhile.
  const operator = await playwright.request.newContext({ baseURL });
  const company = await signUpApprovedPartner(page, operator);
  await operator.dispose();
  await expect(navbarSum(page, 0)).toBeVisible();

  await page.getByRole('link', { name: /^Конфигуратор 1С:ГРМ для партнеров/ }).click();
  await expect(page.getByRole('combobox', { name: 'Клиент' })).toHaveValue(company);
  await page.getByRole('radio', { name: 'Конфигуратор' }).check();
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();
  const success = page.getByRole('dialog', { name: ORDER_MESSAGES.created });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'К подпискам' }).click();

  // The list polls the subscription until it works; the navbar asks for the bill again then, without a reload.
  const row = page.getByRole('row').filter({ hasText: 'Конфигуратор 1С:ГРМ для партнеров' });
  await expect(row.getByRole('img', { name: 'Работает' })).toBeVisible({ timeout: 30_000 });
  await expect(navbarSum(page, 0)).toBeHidden({ timeout: 15_000 });
  const sum = await readNavbarSum(page);
  expect(sum.sum).toBeGreaterThan(0);
  expect(sum.projection).toBeGreaterThanOrEqual(sum.sum);
  await expect(navbarSum(page, sum.sum)).toBeVisible();

  await navbarSum(page).click();
  await expect(page.getByRole('heading', { name: BILLING_TEXTS.ownSubscriptions })).toBeVisible();
  const block = page.getByRole('article', { name: company });
  await expect(block).toContainText('Конфигуратор 1С:ГРМ для партнеров');
  await expect(block).toContainText(`Итого по клиенту: ${pageMoney(sum.sum)}`);
  await expect(page.getByText('Итого за ', { exact: false }).first()).toContainText(pageMoney(sum.sum));
});
