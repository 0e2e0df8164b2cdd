import { expect, loginAs, test } from '../fixtures';

test('a failed participation lookup offers an error report that the operator reads', async ({ page, browser }) => {
  await page.route('**/api/participation', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"Сервис временно недоступен"}' }),
  );
  await loginAs(page, 'partner2@demo.ru');
  const dialog = page.getByRole('dialog', { name: 'Сервис временно недоступен' });
  await expect(dialog).toContainText('в течение часа');
  await dialog.getByRole('button', { name: 'Отправить отчет об ошибке' }).click();
  await expect(dialog.getByText('Отчет об ошибке отправлен. Спасибо!')).toBeVisible();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await operator.getByRole('tab', { name: 'Отчеты об ошибках' }).click();
  await expect(
    operator.getByRole('row').filter({ hasText: 'partner2@demo.ru' }).filter({ hasText: 'Сервис временно недоступен' }).first(),
  ).toBeVisible();
  await operatorContext.close();
});

test('the shared error dialog sends a report and shows the answer', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await expect(page.getByRole('heading', { name: 'Заявки партнеров' })).toBeVisible();
  await page.route('**/api/backoffice/applications/*/decision', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"Сервис временно недоступен"}' }),
  );
  await page.getByRole('row').filter({ hasText: 'Козлов Игорь' }).getByRole('button', { name: 'Ожидание' }).click();
  const dialog = page.getByRole('dialog', { name: 'Не удалось сохранить решение' });
  await expect(dialog).toContainText('Сервис временно недоступен');
  await dialog.getByRole('button', { name: 'Отправить отчет об ошибке' }).click();
  await expect(dialog.getByText('Отчет об ошибке отправлен. Спасибо!')).toBeVisible();
  await dialog.getByRole('button', { name: 'закрыть' }).click();
  await expect(dialog).toBeHidden();
});
