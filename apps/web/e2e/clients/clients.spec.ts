import fs from 'node:fs/promises';
import { CUSTOMER_ERRORS, CUSTOMER_MESSAGES, completeInn, EXISTING_USER_INSTRUCTION } from '@portal/domain';
import ExcelJS from 'exceljs';
import { expect, loginAs, test, uniqueEmail } from '../fixtures';

// An organisation of the built-in tax directory that the demo world does not use, and a free 1C login.
const NEVSKY_INN = completeInn('780112233');
const NEVSKY_NAME = 'ООО «Невский хлеб»';
const FREE_LOGIN = 'nevsky_hleb';

test.describe.configure({ mode: 'serial' });

test('register a client with a checked INN and login, find it, sort, edit it and confirm it through the letter', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('client');
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/client/reg');
  await expect(page.getByRole('heading', { name: 'Новый клиент' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Регистрация клиента' });

  // An INN typed but not checked blocks the registration.
  await form.getByLabel('ИНН').fill(NEVSKY_INN);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Телефон').fill('+7 (812) 555-01-02');
  await form.getByLabel('Контактное лицо').fill(' - Смирнов Петр - ');
  await form.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(form.getByText(CUSTOMER_MESSAGES.innNotChecked)).toBeVisible();

  await form.getByRole('button', { name: 'Проверить' }).click();
  await expect(form.getByText(new RegExp(`${NEVSKY_NAME}, КПП 7801\\d{5}, Санкт-Петербург`))).toBeVisible();

  await form.getByLabel('Логин').fill('no_such_login');
  await expect(form.getByText(CUSTOMER_MESSAGES.loginNotFound)).toBeVisible();
  await form.getByLabel('Логин').fill('alfa_soft');
  await expect(form.getByText(CUSTOMER_MESSAGES.loginPartner)).toBeVisible();
  await form.getByLabel('Логин').fill(FREE_LOGIN);
  await expect(form.getByText(CUSTOMER_MESSAGES.loginFound)).toBeVisible();
  await form.getByLabel('Количество сотрудников').fill('12');

  await form.getByRole('button', { name: 'Зарегистрировать' }).click();
  const done = page.getByRole('dialog', { name: CUSTOMER_MESSAGES.registered });
  await expect(done).toContainText(NEVSKY_NAME);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('E-mail')).toHaveValue('');

  // A second registration with the same email answers the spec's code in its dialog.
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Телефон').fill('+7 812 555-01-03');
  await form.getByLabel('Контактное лицо').fill('Другой Человек');
  await form.getByRole('button', { name: 'Зарегистрировать' }).click();
  const failure = page.getByRole('dialog', { name: CUSTOMER_MESSAGES.registrationFailedTitle });
  await expect(failure).toContainText(CUSTOMER_ERRORS.ERR_004);
  // …with the link to the instruction it promises (the knowledge base, in a new tab).
  const instruction = failure.getByRole('link', { name: EXISTING_USER_INSTRUCTION.label });
  await expect(instruction).toHaveAttribute('href', /^#\/content\/info\?search=/);
  await expect(instruction).toHaveAttribute('target', '_blank');
  await failure.getByRole('button', { name: 'OK' }).click();

  // The list: search, count, sort.
  const clientsSection = page.getByRole('navigation', { name: 'Разделы клиентов' }).getByRole('link', { name: 'Клиенты' });
  await clientsSection.click();
  await expect(clientsSection).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Поиск клиентов').fill('невский');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Всего клиентов: 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: NEVSKY_NAME });
  await expect(row).toContainText('Смирнов Петр');
  await expect(row).toContainText(FREE_LOGIN);
  await expect(row).toContainText('Санкт-Петербург');

  await page.getByLabel('Поиск клиентов').fill('');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: 'Клиент', exact: true }).click();
  const names = page.getByRole('table', { name: 'Клиенты' }).getByRole('row').locator('td:first-child');
  await expect(names.first()).toHaveText('ИП Николаева Светлана Игоревна');
  await page.getByRole('button', { name: 'Клиент', exact: true }).click();
  await expect(names.first()).toHaveText('ООО «Уральские окна»');

  // Edit: only the changed fields are sent.
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
  });
  await page
    .getByRole('row')
    .filter({ hasText: NEVSKY_NAME })
    .getByRole('button', { name: `Редактировать ${NEVSKY_NAME}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Редактирование клиента' });
  await edit.getByLabel('Контактное лицо').fill('');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit.getByText(CUSTOMER_MESSAGES.contactRequired)).toBeVisible();
  await edit.getByLabel('Контактное лицо').fill('Смирнов Петр Ильич');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: NEVSKY_NAME })).toContainText('Смирнов Петр Ильич');
  expect(patches).toEqual([JSON.stringify({ responsible: 'Смирнов Петр Ильич' })]);

  // The client confirms through the link in the letter that the operator can read in the outbox.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await operator.getByRole('tab', { name: 'Исходящие письма' }).click();
  await operator.getByRole('row').filter({ hasText: email }).first().click();
  const letter = operator.getByRole('dialog');
  await expect(letter).toContainText('Подтвердите регистрацию');
  const link = (await letter.textContent())?.match(/https?:\/\/\S+#\/client-confirm\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await operatorContext.close();

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(`/${new URL(link ?? '').hash}`);
  await expect(client.getByText(`Регистрация клиента «${NEVSKY_NAME}» в сервисе 1С:ГРМ подтверждена`)).toBeVisible();
  await clientContext.close();

  await page.getByRole('link', { name: NEVSKY_NAME }).click();
  await expect(page.getByRole('heading', { name: 'Карточка клиента' })).toBeVisible();
  await expect(page.getByText('Активен')).toBeVisible();
  await expect(page.getByText('Нет элементов для отображения')).toBeVisible();
});

test('export the whole list to XLSX and CSV with Cyrillic intact', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/client/all');
  await expect(page.getByText(/Всего клиентов: \d+/)).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV' }).click();
  const csv = await fs.readFile((await (await csvDownload).path()) ?? '');
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = csv.toString('utf8');
  expect(text).toContain('"Клиент";"Контактное лицо";"E-mail"');
  expect(text).toContain('"ООО «Ромашка»";"Соколова Татьяна";"romashka@client.demo"');

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'XLSX' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await xlsxDownload).path()) ?? '');
  const sheet = workbook.getWorksheet('Клиенты');
  const values = sheet?.getSheetValues().flat().map(String) ?? [];
  expect(values).toContain('ООО «Уральские окна»');
  expect(values).toContain('Белов Сергей');
});

test('add an INN to a client without one: name and city come from the registry', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/client/all');
  const row = page.getByRole('row').filter({ hasText: 'nikolaeva@client.demo' });
  await row.getByRole('button', { name: 'Указать ИНН' }).click();
  const dialog = page.getByRole('dialog', { name: 'Указать ИНН' });
  await dialog.getByLabel('ИНН').fill('12345');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Неправильный формат ИНН!', { exact: false })).toBeVisible();
  await dialog.getByLabel('ИНН').fill(completeInn('6658123450'));
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'nikolaeva@client.demo' })).toContainText(completeInn('6658123450'));
});
