import type { Page } from '@playwright/test';
import { MARKET_TEXTS, ORDER_MESSAGES, QUANTITY_CLAMP_DELAY_MS } from '@portal/domain';
import { expect, getJson, loginAs, signUpApprovedPartner, test } from '../fixtures';
import { chooseClient, confirmOrder } from './order-steps';

type Named = { id: string; name: string };

async function serviceId(page: Page, desk: string, name: string): Promise<string> {
  const { services } = await getJson<{ services: Array<{ serviceId: string; name: string }> }>(page.request, `/api/desks/${desk}/services`);
  const found = services.find((s) => s.name === name);
  if (!found) throw new Error(`${name} is not on the desk ${desk}`);
  return found.serviceId;
}

async function clientId(page: Page, name: string): Promise<string> {
  const { items } = await getJson<{ items: Named[] }>(page.request, '/api/customer-manager?pageSize=0');
  const found = items.find((c) => c.name === name);
  if (!found) throw new Error(`no client ${name}`);
  return found.id;
}

test('order the generic product «1С-Отчетность» end to end', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^1С-Отчетность/ }).click();
  await expect(page).toHaveURL(/#\/service\/product\/other\//);
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await expect(page.getByText('Продукт: 1С-Отчетность')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Шаг 1. Клиент' })).toBeVisible();

  await chooseClient(page, 'ООО «Ромашка»');
  await page.getByRole('radio', { name: 'Отчетность для одного юридического лица' }).check();
  const prices = page.getByRole('table', { name: 'Стоимость заказа' });
  await expect(prices).toContainText('Направление отчетности');
  await page.getByLabel('Увеличить: Направление отчетности').click();
  await expect(prices.getByRole('row').filter({ hasText: 'Итого в месяц' })).toContainText('500,00 ₽');
  // A product of no special kind creates no 1C base.
  await expect(page.getByLabel('Название информационной базы')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeDisabled();
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText('1С-Отчетность');
  await expect(confirm).toContainText('500,00 ₽ в месяц');
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  const success = page.getByRole('dialog', { name: ORDER_MESSAGES.created });
  await expect(success).toContainText(ORDER_MESSAGES.createdText);
  await success.getByRole('link', { name: 'К подпискам' }).click();
  await expect(page.getByRole('row').filter({ hasText: '1С-Отчетность' }).first()).toContainText('ООО «Ромашка»');
});

test('a blocked deployment type of «1С:Документооборот» is disabled with its reason', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^1С:Документооборот/ }).click();
  await expect(page.getByText('Конфигурация: 1С:Документооборот')).toBeVisible();
  await expect(page.getByText('Тип конфигурации: Типовые конфигурации')).toBeVisible();
  await chooseClient(page, 'ООО «Ромашка»');
  await expect(page.getByRole('radio', { name: 'Файловый' })).toBeEnabled();
  await expect(
    page.getByRole('radio', { name: 'Клиент-серверный — временно недоступен: идет переход на новую версию платформы' }),
  ).toBeDisabled();
});

test('a partner without a working subscription sees the terminal locked, in the Market and by a direct link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const operator = await playwright.request.newContext({ baseURL });
  await signUpApprovedPartner(page, operator);
  await operator.dispose();

  const terminal = page.getByRole('button', { name: /^Терминальный доступ/ });
  await expect(terminal).toContainText(MARKET_TEXTS.terminalNeedsSubscription);
  await expect(terminal).toBeDisabled();
  await expect(page.getByRole('link', { name: /^Терминальный доступ/ })).toHaveCount(0);

  const id = await serviceId(page, 'other', 'Терминальный доступ');
  await page.goto(`/#/service/1c-ecw-terminal/other/${id}`);
  await expect(page.getByText('Продукт: Терминальный доступ')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MARKET_TEXTS.terminalNeedsSubscription })).toBeVisible();
  await page.getByLabel(/надежные пароли/).check();
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeDisabled();
});

test('a client named in the link wins over the saved order form', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^Microsoft 365/ }).click();
  await chooseClient(page, 'ООО «Ромашка»');

  // Back to the Market and into the form again: the form is as the user left it.
  await page.goto('/#/service/list');
  await page.getByRole('link', { name: /^Microsoft 365/ }).click();
  await expect(page.getByRole('combobox', { name: 'Клиент' })).toHaveValue('ООО «Ромашка»');

  // From a client's card the Market carries the client into the form.
  const okna = await clientId(page, 'ООО «Уральские окна»');
  await page.goto(`/#/service/list?customerId=${okna}`);
  // The Market's links carry the client once it has rendered for this address (the form's page may still show).
  const product = page.getByRole('link', { name: /^Microsoft 365/ });
  await expect(product).toHaveAttribute('href', new RegExp(`customerId=${okna}`));
  await product.click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`customerId=${okna}`));
  await expect(page.getByRole('combobox', { name: 'Клиент' })).toHaveValue('ООО «Уральские окна»');
});

test("the desk 'Партнерам' orders for the partner's own client, fixed from the start", async ({ page, playwright, baseURL }) => {
  const operator = await playwright.request.newContext({ baseURL });
  const company = await signUpApprovedPartner(page, operator);
  await operator.dispose();

  await page.getByRole('link', { name: /^Конфигуратор 1С:ГРМ для партнеров/ }).click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  const client = page.getByRole('combobox', { name: 'Клиент' });
  await expect(client).toHaveValue(company);
  await expect(client).toBeDisabled();

  await page.getByRole('radio', { name: 'Конфигуратор' }).check();
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText(company);
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: ORDER_MESSAGES.created })).toBeVisible();
});

test('order Kaspersky: the tier row of the seats is selected with its per-seat prices', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^Антивирус Касперского/ }).click();
  await expect(page.getByRole('heading', { name: 'Шаг 1. Клиент' })).toBeVisible();
  await chooseClient(page, 'ООО «Ромашка»');
  const seats = page.getByLabel('Количество мест', { exact: true });
  await seats.fill('12');
  const tiers = page.getByRole('table', { name: 'Цены за место' });
  const chosen = tiers.getByRole('row', { selected: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText('10–14');
  await expect(chosen).toContainText('132,42 ₽');
  await expect(chosen).toContainText('112,56 ₽');
  await expect(page.getByText('для клиента 1 589,04 ₽')).toBeVisible();

  // Clearing the field is no mistake: no clamp, no toast; left empty, it shows the seats again.
  await seats.fill('');
  await page.waitForTimeout(QUANTITY_CLAMP_DELAY_MS * 2);
  await expect(seats).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.countOutOfRange(5, 24) })).toHaveCount(0);
  await seats.blur();
  await expect(seats).toHaveValue('12');

  await page.getByRole('button', { name: 'Заказать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText('12 мест');
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: ORDER_MESSAGES.created })).toBeVisible();
});

test('a failed application order shows the status and time, and its retry reloads the form', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // The server is down for this one call.
  await page.route('**/api/1c_ecw_application/order', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Сервис временно недоступен' }),
    }),
  );
  await page.getByRole('link', { name: /^1С:Колледж/ }).click();
  await chooseClient(page, 'ООО «Ромашка»');
  await page.getByRole('radio', { name: 'Файловый' }).check();
  await page.getByLabel('Название информационной базы').fill('Колледж');
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();

  const failed = page.getByRole('dialog', { name: ORDER_MESSAGES.failed });
  await expect(failed).toContainText('Сервис временно недоступен');
  await expect(failed).toContainText(/Код ответа: 503\. Время: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(failed.getByRole('link', { name: 'К списку услуг' })).toHaveAttribute('href', '#/service/list');
  await failed.getByRole('button', { name: 'Отправить отчет об ошибке' }).click();
  await expect(failed.getByRole('status')).toBeVisible();

  await page.unroute('**/api/1c_ecw_application/order');
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(failed).toBeHidden();
  // The form is loaded again with what the user entered.
  await expect(page.getByRole('combobox', { name: 'Клиент' })).toHaveValue('ООО «Ромашка»');
  await expect(page.getByLabel('Название информационной базы')).toHaveValue('Колледж');
  await confirmOrder(page);
});

test('a link to a service the catalogue lacks says so instead of loading for ever', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/service/kaspersky/other/00000000-0000-4000-8000-000000000000');
  const problem = page.getByRole('alert').filter({ hasText: 'Услуга не найдена в каталоге' });
  await expect(problem).toBeVisible();
  await problem.getByRole('link', { name: 'Вернуться в Маркет' }).click();
  await expect(page).toHaveURL(/#\/service\/list/);
});
