import { MESSAGES } from '@portal/domain';
import { expect, test } from '../fixtures';

test('the application form flags bad input with the spec messages', async ({ page }) => {
  await page.goto('/#/promo?action=order');
  const form = page.getByRole('form', { name: 'Заявка на участие в партнерской программе' });

  await form.getByLabel('Телефон').pressSequentially('8912');
  await expect(form.getByText(MESSAGES.applicationPhone)).toBeVisible();
  await form.getByLabel('Телефон').pressSequentially('3456789');
  await expect(form.getByText(MESSAGES.applicationPhone)).toHaveCount(0);

  await form.getByLabel('E-mail').fill('not-an-email');
  await expect(form.getByText(MESSAGES.emailFormat)).toBeVisible();
  await form.getByLabel('E-mail').fill('ivan@firma.ru');
  await expect(form.getByText(MESSAGES.emailFormat)).toHaveCount(0);

  await form.getByLabel('Название компании').fill('x');
  await form.getByLabel('Название компании').fill('');
  await expect(form.getByText(MESSAGES.required).first()).toBeVisible();
});

test('a signed-in visitor cannot submit without a distributor', async ({ page }) => {
  await page.goto('/#/signup');
  await page.getByLabel('Имя').fill('Ирина');
  await page.getByLabel('E-mail').fill(`no-dist-${Date.now()}@e2e.ru`);
  await page.getByLabel('Пароль').fill('password-123');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const form = page.getByRole('form', { name: 'Заявка на участие в партнерской программе' });
  await form.getByLabel('Название компании').fill('ООО «Без дистрибьютора»');
  await form.getByLabel('Контактное лицо').fill('Иванова Ирина');
  await form.getByLabel('Телефон').pressSequentially('89123456789');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByText(MESSAGES.distributorRequired)).toBeVisible();
});
