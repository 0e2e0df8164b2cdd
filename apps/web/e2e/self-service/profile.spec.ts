import { expect, signUpApprovedPartner, test } from '../fixtures';

test('the public profile is edited with each rule of the spec and kept', async ({ page, request }) => {
  await signUpApprovedPartner(page, request);
  await page.goto('/#/profile');
  await expect(page.getByRole('heading', { name: 'Публичные контакты' })).toBeVisible();
  await expect(page.getByText('Чтобы изменить эти данные, напишите в техническую поддержку')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сертификат партнера' })).toBeVisible();

  const website = page.getByLabel('Сайт');
  await expect(website).toBeDisabled();
  await page.getByRole('button', { name: 'Редактировать' }).click();
  const save = page.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();

  // The site gets its scheme on focus.
  await website.click();
  await expect(website).toHaveValue('https://');
  // A pasted address with its own scheme replaces the prefilled one, and so does one typed out in full.
  await page.keyboard.press('End');
  await page.keyboard.insertText('http://romashka.ru');
  await expect(website).toHaveValue('http://romashka.ru');
  await website.fill('https://');
  await website.pressSequentially('https://romashka.ru');
  await expect(website).toHaveValue('https://romashka.ru');
  await website.fill('romashka.ru');
  await page.getByLabel('Телефон').fill('12345');
  await page.getByLabel('E-mail').fill('не-почта');
  await page.getByLabel('Рекламное название компании').fill('Ромашка Софт');
  await page.getByLabel('Город').fill('Нетакогограда');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Адрес сайта должен начинаться с http:// или https://')).toBeVisible();
  await expect(page.getByText('Формат ввода: 8 или +7, далее 10 цифр: код города и номер абонента')).toBeVisible();
  await expect(page.getByText('Формат E-mail')).toBeVisible();

  await website.fill('https://romashka.ru');
  await page.getByLabel('Телефон').fill('+7 (343) 123-45-67');
  await page.getByLabel('E-mail').fill('sales@romashka.ru');
  await save.click();
  // A city typed freely is not kept.
  await expect(page.getByText('Уточните поле «Город»')).toBeVisible();

  await page.getByLabel('Город').fill('Екатер');
  await page.getByRole('option', { name: /Екатеринбург/ }).click();
  await save.click();
  await expect(page.getByText('Профиль обновлен')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Сайт')).toHaveValue('https://romashka.ru');
  await expect(page.getByLabel('Телефон')).toHaveValue('+7 (343) 123-45-67');
  await expect(page.getByLabel('Город')).toHaveValue('Екатеринбург');
  await expect(page.getByLabel('Рекламное название компании')).toHaveValue('Ромашка Софт');
});
