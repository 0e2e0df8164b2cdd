import { addMonths, BILLING_TEXTS, DAY_MS, formatDateTime, monthOf, type BillingCustomer, type BillingOption } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { clientBlocks, expectPickedMonth, navbarSum, pageMoney, readBill, readNavbarSum } from './billing-steps';

const titleOf = (customer: BillingCustomer) => customer.name || customer.responsible || BILLING_TEXTS.clientWithId(customer.customerId);

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
});

test('read the current month: client blocks with explained lines, and a total equal to the navbar', async ({ page }) => {
  const current = monthOf(new Date());
  await navbarSum(page).click();
  await expect(page).toHaveURL(/#\/details/);
  await expect(page.getByRole('heading', { name: BILLING_TEXTS.title, level: 1 })).toBeVisible();
  await expectPickedMonth(page, current);

  // Other journeys order for this partner meanwhile: read the bill, the navbar and the page until they agree.
  await expect(async () => {
    await page.reload();
    const [bill, sum] = await Promise.all([readBill(page, current), readNavbarSum(page)]);
    expect(bill.code).toBe(200);
    expect(sum.sum).toBe(bill.sum);
    await expect(page.getByText(`Итого за `, { exact: false }).first()).toContainText(pageMoney(bill.sum), { timeout: 2_000 });
    await expect(navbarSum(page, bill.sum)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const bill = await readBill(page, current);
  const customer = bill.customers.find((candidate) => candidate.subscriptions.some((s) => s.options.length > 0));
  expect(customer, 'the demo world bills a client this month').toBeDefined();
  if (!customer) return;
  const block = page.getByRole('article', { name: titleOf(customer) });
  await expect(block).toContainText(`Итого по клиенту: ${pageMoney(customer.sum)}`);
  for (const subscription of customer.subscriptions) {
    await expect(block.getByRole('heading', { name: subscription.service.name }).first()).toBeVisible();
    for (const option of subscription.options) {
      await expect(block.getByRole('row').filter({ hasText: option.explanation }).first()).toContainText(pageMoney(option.sum));
    }
  }
  await expect(page.getByText(BILLING_TEXTS.vatNote)).toBeVisible();
});

test('open an old month by its address: a closed month shows its invoice, and the picker steps to the next month', async ({ page }) => {
  const old = addMonths(monthOf(new Date()), -3);
  await page.goto(`/#/details?m=${old.month}&y=${old.year}`);
  await expectPickedMonth(page, old);
  const bill = await readBill(page, old);
  expect(bill.invoice, 'the demo world has closed past months').not.toBeNull();
  await expect(page.getByText(BILLING_TEXTS.closedMonth(bill.invoice?.number ?? ''))).toBeVisible();
  await expect(page.getByText(`Итого за `, { exact: false }).first()).toContainText(pageMoney(bill.sum));
  await expect(clientBlocks(page)).toHaveCount(bill.customers.length);
  for (const customer of bill.customers) await expect(page.getByRole('article', { name: titleOf(customer) })).toBeVisible();

  await page.getByRole('button', { name: 'Следующий месяц' }).click();
  const next = addMonths(old, 1);
  await expect(page).toHaveURL(new RegExp(`m=${next.month}&y=${next.year}`));
  await expectPickedMonth(page, next);
  await expect(page.getByText(`Итого за `, { exact: false }).first()).toContainText(pageMoney((await readBill(page, next)).sum));
});

test('a bad month in the address falls back to the current month, in the address too', async ({ page }) => {
  const current = monthOf(new Date());
  for (const query of ['m=12&y=2025', 'm=3&y=2016', 'm=abc&y=2025', 'm=&y=', `m=${current.month}&y=${current.year + 1}`]) {
    await page.goto(`/#/details?${query}`);
    await expectPickedMonth(page, current);
    await expect(page).toHaveURL(new RegExp(`#/details\\?m=${current.month}&y=${current.year}$`));
  }
  // The spec's VAT note: without VAT, and VAT at 22 percent may apply from 2026.
  await expect(page.getByText(BILLING_TEXTS.vatNote)).toBeVisible();
  await expect(page.getByText(/с 2026 года к ним может применяться НДС по ставке 22 процента/)).toBeVisible();
});

test("a month with nothing billed says so, and an empty trial filter says the spec's text", async ({ page }) => {
  await page.goto('/#/details?m=0&y=2017');
  await expect(page.getByText('За январь 2017 начислений нет: подписки клиентов в этом месяце не работали')).toBeVisible();
  await expect(clientBlocks(page)).toHaveCount(0);

  // A month of the demo world whose trial filter finds nothing, if any; otherwise the search's own text is checked.
  const month = addMonths(monthOf(new Date()), -1);
  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const search = page.getByRole('search');
  await search.getByLabel('Клиент, подписка или опция').fill('Нет такого клиента');
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Ничего не найдено по запросу «Нет такого клиента»')).toBeVisible();
  await search.getByLabel('Подписки').selectOption({ label: BILLING_TEXTS.subscriptionFilters.trial });
  await search.getByLabel('Клиент, подписка или опция').fill('');
  await search.getByRole('button', { name: 'Найти' }).click();
  const trials = await readBill(page, month, { subscriptions: 'trial' });
  if (trials.customers.length === 0) await expect(page.getByText('Нет подписок c пробным периодом')).toBeVisible();
  else await expect(clientBlocks(page)).toHaveCount(trials.customers.length);
});

test('search by client, subscription or option, and filter by subscriptions and options', async ({ page }) => {
  const month = addMonths(monthOf(new Date()), -1);
  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const all = await readBill(page, month);
  await expect(clientBlocks(page)).toHaveCount(all.customers.length);
  const customer = all.customers.find((candidate) => candidate.name);
  expect(customer).toBeDefined();
  if (!customer) return;

  const search = page.getByRole('search');
  await search.getByLabel('Клиент, подписка или опция').fill(customer.name);
  await search.getByRole('button', { name: 'Найти' }).click();
  const found = await readBill(page, month, { search: customer.name });
  await expect(clientBlocks(page)).toHaveCount(found.customers.length);
  await expect(page.getByRole('article', { name: customer.name })).toBeVisible();

  const service = customer.subscriptions[0]?.service.name ?? '';
  await search.getByLabel('Клиент, подписка или опция').fill(service);
  await search.getByRole('button', { name: 'Найти' }).click();
  const byService = await readBill(page, month, { search: service });
  await expect(clientBlocks(page)).toHaveCount(byService.customers.length);
  await expect(clientBlocks(page).first()).toContainText(service);

  await search.getByLabel('Клиент, подписка или опция').fill('');
  await search.getByRole('button', { name: 'Найти' }).click();
  await search.getByLabel('Подписки').selectOption({ label: BILLING_TEXTS.subscriptionFilters.trial });
  const trials = await readBill(page, month, { subscriptions: 'trial' });
  await expect(clientBlocks(page)).toHaveCount(trials.customers.length);
  if (trials.customers.length === 0) await expect(page.getByText(BILLING_TEXTS.emptyTrial)).toBeVisible();

  await search.getByLabel('Подписки').selectOption({ label: BILLING_TEXTS.subscriptionFilters.prod });
  await search.getByLabel('Опции').selectOption({ label: BILLING_TEXTS.optionFilters.active });
  const activePaid = await readBill(page, month, { subscriptions: 'prod', options: 'active' });
  await expect(clientBlocks(page)).toHaveCount(activePaid.customers.length);

  await search.getByLabel('Клиент, подписка или опция').fill('Нет такого клиента');
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(BILLING_TEXTS.notFound('Нет такого клиента'))).toBeVisible();
  await expect(clientBlocks(page)).toHaveCount(0);
});

test('an answer whose code is not 200 turns the search and the filters off', async ({ page }) => {
  await page.route('**/api/billing/items?**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), code: 503 } });
  });
  await page.goto('/#/details');
  await expect(page.getByText(BILLING_TEXTS.loadFailed)).toBeVisible();
  const search = page.getByRole('search');
  await expect(search.getByLabel('Клиент, подписка или опция')).toBeDisabled();
  await expect(search.getByRole('button', { name: 'Найти' })).toBeDisabled();
  await expect(search.getByLabel('Подписки')).toBeDisabled();
  await expect(search.getByLabel('Опции')).toBeDisabled();
  // The month can still be changed.
  await expect(page.getByRole('group', { name: 'Месяц счета' }).getByLabel('Месяц', { exact: true })).toBeEnabled();
});

test('the spend charts show the last 12 months and the top clients, with their numbers one click away', async ({ page }) => {
  await page.goto('/#/details');
  const months = page.getByRole('region', { name: 'Счета за 12 месяцев' });
  await expect(months.getByRole('img', { name: /^Счета за 12 месяцев: / })).toBeVisible();
  await months.getByRole('button', { name: 'Показать таблицу' }).click();
  const table = months.getByRole('table', { name: 'Счета за 12 месяцев' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const history = (await (await page.request.get('/api/billing/history')).json()) as {
    months: Array<{ year: number; month: number; sum: number }>;
  };
  const oldest = [...history.months].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month))[0];
  expect(oldest).toBeDefined();
  if (!oldest) return;
  await expect(table.getByRole('row').nth(1)).toContainText(pageMoney(oldest.sum));
  // A month of the table opens its details.
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expectPickedMonth(page, oldest);

  const clients = page.getByRole('region', { name: 'Крупнейшие клиенты месяца' });
  await clients.getByRole('button', { name: 'Показать таблицу' }).click();
  await expect(clients.getByRole('table', { name: 'Крупнейшие клиенты месяца' })).toBeVisible();
});

test('seats changed within a month are lines of their own: the added ones from the day of the change', async ({ page }) => {
  // The demo world changed Алтайский мед's accounting 45 days ago: a seat fewer, a 10 GB disk more.
  const month = monthOf(new Date(Date.now() - 45 * DAY_MS));
  const client = 'ООО «Алтайский мед»';
  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const search = page.getByRole('search');
  await search.getByLabel('Клиент, подписка или опция').fill(client);
  await search.getByRole('button', { name: 'Найти' }).click();
  const bill = await readBill(page, month, { search: client });
  const subscription = bill.customers
    .find((customer) => customer.name === client)
    ?.subscriptions.find((candidate) => candidate.service.name === '1С:Бухгалтерия предприятия');
  expect(subscription, 'the demo world has the changed subscription').toBeDefined();
  const byOption = new Map<string, BillingOption[]>();
  for (const option of subscription?.options ?? [])
    byOption.set(option.subscriptionOptionId, [...(byOption.get(option.subscriptionOptionId) ?? []), option]);
  const split = [...byOption.values()].filter((lines) => lines.length > 1);
  expect(split.length, 'the seats and the disk each have two lines').toBe(2);
  const block = page.getByRole('article', { name: client });
  for (const lines of split) {
    const [before, changed] = lines;
    // The line of the seats that were there all month starts with the month; the other one starts or ends on the change.
    expect(before?.startDate).toBe(new Date(Date.UTC(month.year, month.month, 1) - 3 * 3_600_000).toISOString());
    expect(changed?.units).toBe(1);
    for (const line of lines) {
      const row = block
        .getByRole('row')
        .filter({ hasText: line.explanation })
        .filter({ hasText: formatDateTime(line.startDate ?? '') });
      await expect(row.first()).toContainText(pageMoney(line.sum));
    }
  }
});

test("Microsoft 365 is billed at the spec's 375,00 ₽ a licence a month: 5 licences, 1 875,00 ₽", async ({ page }) => {
  const month = addMonths(monthOf(new Date()), -1);
  const client = 'ООО «Донской текстиль»';
  await page.goto(`/#/details?m=${month.month}&y=${month.year}`);
  const search = page.getByRole('search');
  await search.getByLabel('Клиент, подписка или опция').fill('Microsoft 365');
  await search.getByRole('button', { name: 'Найти' }).click();
  const block = page.getByRole('article', { name: client });
  const licences = block.getByRole('row').filter({ hasText: 'Лицензия на пользователя' });
  await expect(licences).toContainText('375,00 ₽/мес.');
  await expect(licences).toContainText('1 мес. × 375,00 ₽ × 5');
  await expect(licences).toContainText('1 875,00 ₽');
});
