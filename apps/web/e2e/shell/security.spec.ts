import { LOGIN_ACCOUNT_MAX_FAILURES } from '@portal/domain';
import { expect, loginAs, test, uniqueEmail } from '../fixtures';

test('a distributor opening the Market lands on its partner list', async ({ page }) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  await page.goto('/#/service/list');
  await expect(page).toHaveURL(/#\/partners$/);
  await expect(page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Партнеры' })).toBeVisible();
  await expect(page.getByText('Недостаточно прав')).toHaveCount(0);
  await page.goto('/#/client/all');
  await expect(page).toHaveURL(/#\/partners$/);
});

test('opening /logout from elsewhere changes nothing until the user confirms', async ({ page }) => {
  await loginAs(page, 'partner2@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/#\/logout$/);
  await expect(page.getByText('Выйти из личного кабинета?')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/#\/promo/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('the login form says in Russian when to try again after too many failed attempts', async ({ page }) => {
  const email = uniqueEmail('locked');
  for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1) {
    expect((await page.request.post('/api/auth/login', { data: { email, password: 'wrong-password' } })).status()).toBe(401);
  }
  await loginAs(page, email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText(/^Слишком много попыток входа\. Повторите через \d+ мин\.$/);
});
