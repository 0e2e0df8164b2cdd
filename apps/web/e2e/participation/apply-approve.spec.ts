import { expect, loginAs, signUp, test, uniqueEmail } from '../fixtures';

test('a visitor applies, the operator approves, the partner enters the office', async ({ page, browser }) => {
  const email = uniqueEmail('applicant');
  const company = `ООО «Тест ${email.slice(10, 16)}»`;

  await page.goto('/#/promo');
  for (const section of [
    'О продукте',
    'Возможности',
    'Каталог продуктов',
    'Чем 1С:ГРМ помогает франчайзи',
    'Заявка на участие в партнерской программе',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }

  await signUp(page, 'Анна', email);
  await expect(page).toHaveURL(/#\/promo\?action=order/);
  const form = page.getByRole('form', { name: 'Заявка на участие в партнерской программе' });
  await form.getByLabel('Название компании').fill(company);
  await form.getByLabel('Контактное лицо').fill('Смирнова Анна');
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await form.getByLabel('Телефон').pressSequentially('89123456789');
  await expect(form.getByLabel('Телефон')).toHaveValue('8 912 345 67 89');
  await form.getByLabel('Дистрибьютор').click();
  await page.getByRole('option', { name: 'ООО «Сибирский дистрибьютор»' }).click();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page.getByText('Заявка на рассмотрении')).toBeVisible();
  const details = page.getByRole('table', { name: 'Данные заявки' });
  await expect(details).toContainText(company);
  await expect(details).toContainText('Смирнова Анна');
  await expect(details).toContainText(email);
  await expect(details).toContainText('8 912 345 67 89');

  // Entering the office while under review shows the pending notice.
  await page.goto('/#/');
  await expect(page.getByRole('dialog', { name: 'Заявка на рассмотрении' })).toBeVisible();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await expect(operator.getByRole('heading', { name: 'Заявки партнеров' })).toBeVisible();
  await operator.getByLabel('Компания, код или E-mail').fill(email);
  await operator.getByRole('button', { name: 'Найти' }).click();
  const row = operator.getByRole('row').filter({ hasText: company });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Одобрить' }).click();
  await expect(operator.getByText('Заявка одобрена, партнеру отправлено письмо')).toBeVisible();

  await operator.getByRole('tab', { name: 'Исходящие письма' }).click();
  await expect(operator.getByRole('row').filter({ hasText: email }).filter({ hasText: 'одобрена' }).first()).toBeVisible();
  await operatorContext.close();

  await page.getByRole('dialog', { name: 'Заявка на рассмотрении' }).getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/#\/promo/);
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/service\/list/);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  await expect(page.getByLabel(/Платящие клиенты: 0/)).toBeVisible();
  await page.getByRole('button', { name: 'Профиль пользователя' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menu')).toContainText('Статус партнера');
  await expect(page.getByRole('menu')).toContainText('Активен');
});

test('a second application shows the status of the first', async ({ page }) => {
  const email = uniqueEmail('twice');
  await signUp(page, 'Олег', email);
  const fillAndSubmit = async (target: typeof page) => {
    const form = target.getByRole('form', { name: 'Заявка на участие в партнерской программе' });
    await form.getByLabel('Название компании').fill('ООО «Дважды»');
    await form.getByLabel('Контактное лицо').fill('Олегов Олег');
    await form.getByLabel('Телефон').pressSequentially('89001112233');
    await form.getByLabel('Дистрибьютор').click();
    await target.getByRole('option').first().click();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
  };

  // A second tab of the same account still shows the empty form when the first one submits.
  const second = await page.context().newPage();
  await second.goto('/#/promo?action=order');
  await expect(second.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();

  await fillAndSubmit(page);
  await expect(page.getByText('Заявка на рассмотрении')).toBeVisible();

  await fillAndSubmit(second);
  await expect(second.getByText('Заявка от вашей учетной записи уже подана')).toBeVisible();
  await expect(second.getByText('Заявка на рассмотрении')).toBeVisible();
  await expect(second.getByRole('table', { name: 'Данные заявки' })).toContainText('ООО «Дважды»');
});
