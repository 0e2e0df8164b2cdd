/**
 * Billing details while a search's answer is late (issue 31): the previous search's "nothing found" stands for nothing
 * meanwhile, and the new search's is not said before its answer; then the client found.
 */
import { addMonths, BILLING_TEXTS, monthOf } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { holdAnswer } from '../held-answer';
import { readBill } from './billing-steps';

const NOWHERE = 'Нет такого клиента';

test('a new search says "nothing found" only once its answer finds nothing', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const month = addMonths(monthOf(new Date()), -1);
  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const customer = (await readBill(page, month)).customers.find((candidate) => candidate.name);
  expect(customer, 'the demo partner billed a named client last month').toBeDefined();
  if (!customer) return;

  const search = page.getByRole('search');
  const field = search.getByLabel('Клиент, подписка или опция');
  await field.fill(NOWHERE);
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(BILLING_TEXTS.notFound(NOWHERE))).toBeVisible();

  const held = await holdAnswer(page, (url) => url.pathname === '/api/billing/items' && url.searchParams.get('search') === customer.name);
  await field.fill(customer.name);
  await search.getByRole('button', { name: 'Найти' }).click();
  await held.asked;
  await expect(page.getByRole('progressbar', { name: 'Загрузка' })).toBeVisible();
  await expect(page.getByText(/^Ничего не найдено по запросу/)).toHaveCount(0);
  held.release();
  await expect(page.getByRole('article', { name: customer.name })).toBeVisible();
  await expect(page.getByText(/^Ничего не найдено по запросу/)).toHaveCount(0);
});
