import { BILLING_TEXTS, formatRubles, monthOf, type BillingSumExtended } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

test('the navbar shows the month bill as the details page writes it, with its projection, and the real counters', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // Other journeys order for this partner meanwhile: the navbar shows what the API answers.
  await expect(async () => {
    const bill = (await (await page.request.get('/api/billing/sum')).json()) as BillingSumExtended;
    await page.reload();
    const sum = page.getByRole('link', { name: `Сумма за текущий месяц: ${formatRubles(bill.sum)}` });
    await expect(sum).toBeVisible({ timeout: 2_000 });
    // The spec's money: thousand spacing, two decimals, the ruble sign ('186 834,81 ₽', never '186 835 ₽').
    await expect(sum).toHaveText(formatRubles(bill.sum));
    await expect(sum).toHaveText(/^\d{1,3}(?: \d{3})*,\d{2} ₽$/);
    await sum.hover();
    await expect(page.getByRole('tooltip')).toHaveText(BILLING_TEXTS.navbarTooltip(formatRubles(bill.projection)), { timeout: 2_000 });
    await expect(page.getByRole('tooltip')).toHaveText(/: \d{1,3}(?: \d{3})*,\d{2} ₽$/);
  }).toPass({ timeout: 30_000 });
  // The demo world's paying clients: «Ромашка», «Уральские окна», «ТехноСтрой» (its Business kit), «Волжская
  // логистика», «Пермский завод упаковки», «Алтайский мед», «Байкал-Тур», «Донской текстиль» and «Вектор» (a lead's).
  await expect(page.getByLabel('Платящие клиенты: 9')).toBeVisible();
  await expect(page.getByLabel('Демо-клиенты: 5')).toBeVisible();
  await expect(page.getByLabel(/^Мои лиды: \d+$/)).toBeVisible();
  await expect(page.getByLabel(/^Общие лиды: \d+$/)).toBeVisible();
  // Each counter says what it counts on the screen too, not only to a screen reader.
  await expect(page.getByLabel('Платящие клиенты: 9')).toHaveText('Платящие 9');
  await expect(page.getByLabel('Демо-клиенты: 5')).toHaveText('Демо 5');
  await expect(page.getByLabel(/^Мои лиды: /)).toHaveText(/^Мои лиды \d+$/);
  await expect(page.getByLabel(/^Общие лиды: /)).toHaveText(/^Общие лиды \d+$/);
});

test('the navbar’s sum opens the details of the current month by its address', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const { year, month } = monthOf(new Date());
  const sum = page.getByRole('link', { name: /^Сумма за текущий месяц: / });
  await expect(sum).toHaveAttribute('href', `#/details?m=${month}&y=${year}`);
  await sum.click();
  await expect(page).toHaveURL(new RegExp(`#/details\\?m=${month}&y=${year}$`));
  await expect(page.getByRole('heading', { name: BILLING_TEXTS.title, level: 1 })).toBeVisible();
});

test('the partner menu has the spec items and links', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const labels = [
    'Клиенты',
    'Маркет',
    'Инфраструктура',
    'Администрирование',
    'Лидогенерация',
    'Тарифы',
    'Калькуляторы',
    'База знаний',
    'Материалы',
    'Поддержка',
  ];
  await expect(menu.getByRole('link')).toHaveText(labels);
  await expect(menu.getByRole('link', { name: 'Инфраструктура' })).toHaveAttribute('href', '#/cloud/calc');
  await expect(menu.getByRole('link', { name: 'Тарифы' })).toHaveAttribute('href', '#/rates/grm/2025');
  await expect(menu.getByRole('link', { name: 'Калькуляторы' })).toHaveAttribute('href', '#/calc');

  await menu.getByRole('link', { name: 'Клиенты' }).click();
  await expect(page).toHaveTitle(/^Клиенты — /);
  await expect(page.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
  await menu.getByRole('link', { name: 'Лидогенерация' }).click();
  await expect(page).toHaveTitle(/^Общие лиды — /);
});

test('infrastructure leads to enrollment without the infrastructure flag', async ({ page }) => {
  await loginAs(page, 'partner2@demo.ru');
  await expect(page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Инфраструктура' })).toHaveAttribute(
    'href',
    '#/enrollment',
  );
});

test('on a phone the menu is hidden, opens from the floating button and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Поддержка' }).click();
  await expect(page).toHaveURL(/#\/feedback/);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();
});

test('the profile menu shows the user and logs out to the landing page', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await page.getByRole('button', { name: 'Профиль пользователя' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Иван Иванов');
  await expect(menu).toContainText('partner@demo.ru');
  await expect(menu).toContainText('Екатеринбург');
  await expect(menu).toContainText('+7 912 345-67-89');
  await expect(menu).toContainText('Активен');
  await menu.getByRole('menuitem', { name: 'Выход' }).click();
  await expect(page).toHaveURL(/#\/promo/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
