import AxeBuilder from '@axe-core/playwright';
import { CHANGE_MESSAGES, DISK_QUOTA_MESSAGES, ORDER_MESSAGES } from '@portal/domain';
import { expect, loginAs, test, uniqueEmail } from '../fixtures';
import { clientId, csrfHeader, orderApplication } from './management-steps';

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
});

test('the client card groups subscriptions by category; each group orders for this client', async ({ page }) => {
  await page.goto(`/#/client/detail/${await clientId(page, 'ООО «Ромашка»')}`);
  for (const group of ['Приложения 1С', 'Комплект «Бизнес»', 'Комплекты поддержки', 'Сервисы провайдера', 'Сторонние приложения']) {
    await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
  }
  const applications = page.getByRole('region', { name: 'Приложения 1С' });
  await expect(applications.getByRole('table', { name: 'Подписки клиента: Приложения 1С' })).toContainText('1С:Бухгалтерия предприятия');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The third-party block opens the Kaspersky form with the client chosen.
  await page.getByRole('group', { name: 'Подключить: Сторонние приложения' }).getByRole('link', { name: 'Антивирус Касперского' }).click();
  await expect(page).toHaveURL(/#\/service\/kaspersky\/other\/[\w-]+\?customerId=/);
  await expect(page.getByRole('combobox', { name: 'Клиент' })).toHaveValue('ООО «Ромашка»');

  // A product of the card opens its detail.
  await page.goBack();
  await applications.getByRole('link', { name: '1С:Бухгалтерия предприятия' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1С:Бухгалтерия предприятия' })).toBeVisible();
});

test('a client who cannot order sees why on the add-subscription blocks', async ({ page }) => {
  // A client of the journey's own without an INN (another journey gives the demo's one an INN).
  const registered = await page.request.post('/api/customers', {
    headers: await csrfHeader(page),
    data: { email: uniqueEmail('no-inn'), phone: '+7 343 200-00-99', responsible: 'Безыннов Петр' },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  await page.goto(`/#/client/detail/${id}`);
  const applications = page.getByRole('region', { name: 'Приложения 1С' });
  await expect(
    applications.getByRole('group', { name: 'Подключить: Приложения 1С' }).getByRole('button', { name: 'Выбрать приложение' }),
  ).toBeDisabled();
  await expect(applications).toContainText(ORDER_MESSAGES.clientHasNoInn);
});

test('the edit-subscription dialog: required numbers, then the change of workplaces and disk', async ({ page }) => {
  const ids = await orderApplication(page, {
    client: 'ООО «ТехноСтрой»',
    service: '1С:Розница. Магазин бытовой техники и средств связи',
    seats: 1,
  });
  await page.goto(`/#/client/detail/${ids.customerId}`);
  const row = page
    .getByRole('region', { name: 'Приложения 1С' })
    .getByRole('row')
    .filter({ hasText: '1С:Розница. Магазин бытовой техники и средств связи' });
  await row.getByRole('button', { name: 'Изменить подписку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение подписки' });
  await expect(dialog.getByLabel(/Количество рабочих мест/)).toHaveValue('1');
  // The file kit's default 5 GB, no extra unit yet: not 0 GB.
  await expect(dialog.getByLabel(/Объем диска, ГБ/)).toHaveValue('5');
  await expect(dialog).toContainText(DISK_QUOTA_MESSAGES.steps(5));
  // Only the default plus 10 GB steps.
  await dialog.getByLabel(/Объем диска, ГБ/).fill('10');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByLabel(/Объем диска, ГБ/)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(/Количество рабочих мест/).fill('');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Обязательное поле')).toBeVisible();

  await dialog.getByLabel(/Количество рабочих мест/).fill('2');
  await dialog.getByLabel(/Объем диска, ГБ/).fill('15');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText(CHANGE_MESSAGES.changed)).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  await row.getByRole('link', { name: '1С:Розница. Магазин бытовой техники и средств связи' }).click();
  const options = page.getByRole('table', { name: 'Опции подписки' });
  await expect(options.getByRole('row').filter({ hasText: 'Рабочее место' }).getByRole('cell').nth(1)).toHaveText('2');
  await expect(options.getByRole('row').filter({ hasText: 'Дополнительный диск 10 ГБ' }).getByRole('cell').nth(1)).toHaveText('1');
});
