/**
 * Billing details while a search's answer is late (issue 31): the previous search's "nothing found" stands for nothing
 * meanwhile, and the new search's is not said before its answer; then the client found. And the partner's own
 * subscriptions are never missing from the first page because its own customer is on the last one.
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

test('the partner’s own subscriptions show on the first page of its clients, whichever page holds its own customer', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const month = monthOf(new Date());
  const first = await readBill(page, month);
  // The own customer comes last: on the last page of ten clients (the demo partner has ten clients and its own).
  const lastPage = Math.max(1, Math.ceil(first.total / 10));
  const own = (await readBill(page, month, { page: lastPage })).customers.filter((customer) => customer.own);
  expect(own.length, 'the demo partner uses subscriptions of its own this month').toBeGreaterThan(0);

  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const section = page.getByRole('region', { name: BILLING_TEXTS.ownSubscriptions, exact: true });
  await expect(section).toBeVisible();
  for (const subscription of own.flatMap((customer) => customer.subscriptions)) {
    await expect(section.getByRole('heading', { name: subscription.service.name }).first()).toBeVisible();
  }
});
