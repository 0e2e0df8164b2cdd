import { expect, loginAs, test } from '../fixtures';

test('a refused partner sees the partner code and the reason', async ({ page }) => {
  await loginAs(page, 'refused@demo.ru');
  const dialog = page.getByRole('dialog', { name: 'Заявка отклонена' });
  await expect(dialog).toContainText(/код партнера \d+/);
  await expect(dialog).toContainText('Компания не является франчайзи 1С');
});

test('a suspended partner sees that the application is suspended', async ({ page }) => {
  await loginAs(page, 'off@demo.ru');
  const dialog = page.getByRole('dialog', { name: 'Участие приостановлено' });
  await expect(dialog).toContainText('приостановлена');
  await expect(dialog).toContainText('Задолженность по оплате');
});

test('a pending partner sees the notice and can log out', async ({ page }) => {
  await loginAs(page, 'pending@demo.ru');
  const dialog = page.getByRole('dialog', { name: 'Заявка на рассмотрении' });
  await expect(dialog).toContainText('1–2 рабочих часов');
  await dialog.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/#\/promo/);
  await page.goto('/#/client/all');
  await expect(page).toHaveURL(/#\/login/);
});

test('a distributor lands on the partner list with the distributor menu', async ({ page }) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  for (const item of ['Партнеры', 'Тарифы', 'База знаний', 'Материалы', 'Поддержка']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Маркет' })).toHaveCount(0);
  await expect(page.getByLabel(/Платящие клиенты/)).toHaveCount(0);
});

test('an account of a partner with no role is denied and logged out', async ({ page }) => {
  // norole@demo.ru belongs to the demo partner but holds no role there (accountant@demo.ru is its «Бухгалтер» now).
  await loginAs(page, 'norole@demo.ru');
  const dialog = page.getByRole('dialog', { name: 'Доступ запрещен' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(401);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/promo/);
});

test('an account that never applied lands on the application form', async ({ page }) => {
  await loginAs(page, 'newbie@demo.ru');
  await expect(page).toHaveURL(/#\/promo\?action=order/);
  await expect(page.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
});

test('anonymous visits to office pages go to the login page; unknown paths go to the root', async ({ page }) => {
  await page.goto('/#/client/all');
  await expect(page).toHaveURL(/#\/login\?from=%2Fclient%2Fall/);
  await page.goto('/#/no-such-page');
  await expect(page).toHaveURL(/#\/login/);
});

test('after login an active partner returns to the page asked for', async ({ page }) => {
  await page.goto('/#/lead/my');
  await expect(page).toHaveURL(/#\/login/);
  await page.getByLabel('E-mail').fill('partner2@demo.ru');
  await page.getByLabel('Пароль').fill('demo12345');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/#\/lead\/my/);
  await expect(page.getByRole('heading', { name: 'Мои лиды' })).toBeVisible();
});
