import { FEEDBACK_MESSAGES, IAS_TEXTS } from '@portal/domain';
import { expect, loginAs, signUpApprovedPartner, test } from '../fixtures';
import { partnerReadyToEnrol } from '../infrastructure/infrastructure-steps';

test('a support request is checked, sent, answered by the operator and the answer shows under the list', async ({
  page,
  request,
  browser,
}) => {
  await signUpApprovedPartner(page, request);
  await page.goto('/#/feedback');
  await expect(page.getByRole('heading', { name: 'Техническая поддержка' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Обязательное поле')).toHaveCount(2);

  const subject = `Не открывается база ${Date.now()}`;
  await page.getByLabel('Проект').selectOption('infra');
  await page.getByLabel('Краткое описание').fill(subject);
  await page.getByLabel('Подробное описание').fill('я'.repeat(4001));
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Превышен лимит, не более 4000 символов')).toBeVisible();
  await page.getByLabel('Подробное описание').fill('После обновления клиент не может войти в базу.');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ваше обращение успешно зарегистрировано' }).first()).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: subject });
  await expect(mine).toContainText('Ожидает ответа');

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await operator.getByRole('tab', { name: 'Обращения партнеров' }).click();
  await operator.getByRole('button', { name: subject }).click();
  const dialog = operator.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('1С:ОИ (infra)');
  await dialog.getByLabel('Ответ').fill('Восстановили доступ, попробуйте войти снова.');
  await dialog.getByRole('button', { name: 'Ответить' }).click();
  await expect(operator.getByText('Ответ отправлен партнеру')).toBeVisible();
  await operatorContext.close();

  await page.reload();
  await expect(mine).toContainText('Есть ответ');
  await expect(mine).toContainText('Восстановили доступ, попробуйте войти снова.');
});

test('the error dialog\u2019s report opens the support form with the error attached', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.route('**/api/admin/applications*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"Сервис временно недоступен"}' }),
  );
  await page.goto('/#/admin');
  const dialog = page.getByRole('dialog', { name: 'Не удалось загрузить приложения' });
  await dialog.getByRole('button', { name: 'Отправить отчет об ошибке' }).click();
  await expect(page.getByRole('heading', { name: 'Техническая поддержка' })).toBeVisible();
  await expect(page.getByLabel('Сведения об ошибке')).toContainText('Не удалось загрузить приложения');
  await expect(page.getByLabel('Сведения об ошибке')).toContainText('Код ответа: 500');
  // The project is preselected from the error and may still be changed.
  await expect(page.getByLabel('Проект')).toHaveValue('ecw');
  await expect(page.getByLabel('Проект')).toBeEnabled();
  await expect(page.getByLabel('Краткое описание')).toHaveValue('Отчет об ошибке');
});

test('a report of an infrastructure error reaches 1С:ОИ, the form stays editable, and a 5xx suggests e-mail', async ({ page, request }) => {
  await partnerReadyToEnrol(page, request);
  await page.goto('/#/enrollment');
  // The contact e-mail was set through the API: a fresh load reads it.
  await page.reload();
  await page.route('**/api/ias/access-requests', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"Сервис временно недоступен"}' })
      : route.fallback(),
  );
  const form = page.getByRole('form', { name: 'Заявка на участие в проекте 1С:ОИ' });
  await form.getByLabel(IAS_TEXTS.offerAgree).check();
  await form.getByRole('button', { name: IAS_TEXTS.submit }).click();
  const dialog = page.getByRole('dialog', { name: IAS_TEXTS.requestFailed });
  await dialog.getByRole('button', { name: 'Отправить отчет об ошибке' }).click();

  await expect(page.getByRole('heading', { name: 'Техническая поддержка' })).toBeVisible();
  await expect(page.getByLabel('Сведения об ошибке')).toContainText('projectId: infra');
  const project = page.getByLabel('Проект');
  await expect(project).toHaveValue('infra');
  await expect(project.locator('option:checked')).toHaveText('1С:ОИ (infra)');
  await expect(project).toBeEnabled();
  await project.selectOption('ecw');
  await project.selectOption('infra');

  await page.route('**/api/feedback', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"code":"DB_UNAVAILABLE","message":"Сервис временно недоступен"}',
        })
      : route.fallback(),
  );
  await page.getByLabel('Подробное описание').fill('Заявка на доступ к 1С:ОИ не отправляется.');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText(FEEDBACK_MESSAGES.unavailable)).toBeVisible();
  await expect(page.getByText('Сервис временно недоступен. Пожалуйста, напишите нам на электронную почту')).toBeVisible();
});
