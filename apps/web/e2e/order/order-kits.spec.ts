import { BUSINESS_MESSAGES, ORDER_MESSAGES, SUPPORT_MESSAGES } from '@portal/domain';
import { expect, loginAs, registerClientWithoutInn, test } from '../fixtures';
import { chooseClient, confirmOrder } from './order-steps';

test('order a Business kit: client, INN, application, extra workplaces for a full month', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: 'Подробнее' }).first().click();
  await expect(page).toHaveURL(/#\/service\/biz\/biz/);
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await expect(page.getByText(BUSINESS_MESSAGES.fileOnly)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Бизнес (файловый)' })).toBeDisabled();

  await chooseClient(page, 'ООО «Уральские окна»');
  // The client's INN and KPP fill in; a broken INN is named at once.
  await expect(page.getByLabel('ИНН')).not.toHaveValue('');
  const inn = await page.getByLabel('ИНН').inputValue();
  await page.getByLabel('ИНН').fill('12345');
  await expect(page.getByText(/Неправильный формат ИНН/)).toBeVisible();
  await page.getByLabel('ИНН').fill(inn);

  await page.getByRole('combobox', { name: 'Приложение' }).click();
  await expect(page.getByRole('option', { name: '1С:ERP Управление предприятием' })).toHaveCount(0);
  await page.getByRole('option', { name: '1С:Управление нашей фирмой' }).click();
  await page.getByRole('radio', { name: 'Бизнес (файловый)' }).check();
  const prices = page.getByRole('table', { name: 'Стоимость заказа' });
  await expect(prices).toContainText('1 110,00 ₽');
  await page.getByLabel('Увеличить: Дополнительное рабочее место').click();
  await expect(prices.getByRole('row').filter({ hasText: 'Итого в месяц' })).toContainText('1 500,00 ₽');
  await page.getByLabel('Название информационной базы').fill('Окна УНФ');
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeDisabled();
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText('1С:Управление нашей фирмой');
  await expect(confirm).toContainText('1 500,00 ₽ в месяц');
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: ORDER_MESSAGES.created })).toBeVisible();
  await page.getByRole('link', { name: 'К подпискам' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Комплект «Бизнес»' }).first()).toContainText('ООО «Уральские окна»');
});

test('order the Basic support kit: only a client with a registration number may have it', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: 'Подробнее' }).nth(1).click();
  await expect(page).toHaveURL(/#\/service\/1c_ecw_support\/other\//);
  await chooseClient(page, 'ООО «ТехноСтрой»');
  await expect(page.getByText(SUPPORT_MESSAGES.noRegnum)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeDisabled();

  await chooseClient(page, 'ООО «Ромашка»');
  await expect(page.getByText('Регистрационный номер: 800172634')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Стоимость заказа' })).toContainText('319,00 ₽');
  await confirmOrder(page);
});

test('a client without an INN passed to the support kit is named', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // A client of its own: the demo client without an INN gets one in the client journeys.
  const customerId = await registerClientWithoutInn(page, 'Безынновый Клиент');
  const supportHref = (await page.getByRole('link', { name: 'Подробнее' }).nth(1).getAttribute('href')) ?? '';
  await page.goto(`${supportHref}?customerId=${customerId}`);
  await expect(page.getByText(ORDER_MESSAGES.clientHasNoInn)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeDisabled();
});

test('a client-server base without seats warns before the confirmation', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^1С:Бухгалтерия предприятия/ }).click();
  await chooseClient(page, 'ООО «Ромашка»');
  await page.getByRole('radio', { name: 'Клиент-серверный' }).check();
  await page.getByLabel('Уменьшить: Рабочее место').click();
  await page.getByLabel('Увеличить: Дополнительный диск 10 ГБ').click();
  await page.getByLabel('Название информационной базы').fill('Бухгалтерия КС');
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  const warning = page.getByRole('dialog', { name: 'Заказ без рабочих мест' });
  await expect(warning).toContainText(ORDER_MESSAGES.noSeats);
  await warning.getByRole('button', { name: 'Продолжить без рабочих мест' }).click();
  await expect(page.getByRole('dialog', { name: 'Подтверждение заказа' })).toBeVisible();
});

test('order a demo kit: free, and a trial with its end date in the trial list', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^1С:Управление нашей фирмой/ }).click();
  await chooseClient(page, 'ООО «ТехноСтрой»');
  await page.getByRole('radio', { name: /Демо \(пробный период, бесплатно\)/ }).check();
  await expect(page.getByText(ORDER_MESSAGES.trialLength(14))).toBeVisible();
  const prices = page.getByRole('table', { name: 'Стоимость заказа' });
  await expect(prices.getByRole('row').filter({ hasText: 'Итого в месяц' })).toContainText('Бесплатно');
  await expect(prices.getByRole('cell', { name: '-', exact: true })).toBeVisible();
  await page.getByLabel('Название информационной базы').fill('УНФ демо');
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByRole('link', { name: 'К подпискам' }).click();
  await expect(page).toHaveURL(/#\/client\/trial/);
  const row = page.getByRole('row').filter({ hasText: 'ООО «ТехноСтрой»' }).filter({ hasText: '1С:Управление нашей фирмой' });
  // Newest trial first; the UNF demo kit runs 14 days.
  await expect(page.getByRole('row').nth(1)).toContainText('1С:Управление нашей фирмой');
  const start = new Date();
  const end = new Date(start.getTime() + 14 * 86_400_000);
  const day = (d: Date) => d.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
  await expect(row).toContainText(day(start));
  await expect(row).toContainText(day(end));
  await expect(row).toContainText('Работает', { timeout: 30_000 });

  // One trial per client and application.
  await page.goto('/#/service/list');
  // A hash change returns before the Market replaces the subscription list, whose links have the same names.
  await expect(page.getByRole('heading', { name: 'Маркет', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^1С:Управление нашей фирмой/ }).click();
  await chooseClient(page, 'ООО «ТехноСтрой»');
  await page.getByRole('radio', { name: /Демо \(пробный период, бесплатно\)/ }).check();
  await expect(page.getByText(ORDER_MESSAGES.trialUsed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeDisabled();
});

test('order payslips: packages of sheets, the price of one sheet, the ITS contract and registration number', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: /^Расчетные листки/ }).click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await chooseClient(page, 'ООО «Ромашка»');
  await expect(page.getByLabel('Регистрационный номер')).toHaveValue('800172634');
  await page.getByLabel('Увеличить: Пакет 100 листков').click();
  await page.getByLabel('Увеличить: Пакет 500 листков').click();
  await expect(page.getByText('Листков: 600')).toBeVisible();
  await expect(page.getByText('цена листка для партнера: 1,25 ₽')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказать' })).toBeDisabled();
  await page.getByRole('radio', { name: 'ИТС ПРОФ' }).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirm).toContainText('600 листков');
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: ORDER_MESSAGES.created })).toBeVisible();
});
