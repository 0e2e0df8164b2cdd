import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/#/promo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the landing page has no serious accessibility violations while its application form loads', async ({ page }) => {
  // Hold the form's code so that its loading placeholder is what the scan sees.
  await page.route('**/assets/application-form-*.js', () => undefined);
  await page.goto('/#/promo');
  await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the office shell has no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page.getByLabel(/^Платящие клиенты: \d+$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the office shell on a phone, with its bottom toolbar, has no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'partner@demo.ru');
  await expect(page.getByRole('navigation', { name: 'Нижняя панель' }).getByLabel(/^Платящие клиенты: \d+$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the client list and the registration form have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/client/all');
  await expect(page.getByRole('table', { name: 'Клиенты' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/client/reg');
  await expect(page.getByRole('heading', { name: 'Новый клиент' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the order forms and the subscription lists have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('link', { name: 'Подробнее' }).first().click();
  await page.getByRole('combobox', { name: 'Клиент' }).click();
  await page.getByRole('option', { name: 'ООО «Ромашка»' }).click();
  await page.getByRole('radio', { name: 'Бизнес (файловый)' }).check();
  await expect(page.getByRole('table', { name: 'Стоимость заказа' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/subscription/all');
  await expect(page.getByRole('table', { name: 'Подписки' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the billing details, with the charts’ tables open, and the home page have no serious accessibility violations', async ({ page }) => {
  // Two audits of large pages (the details have about 1,500 elements): close to a minute on a loaded two-core machine.
  test.setTimeout(120_000);
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/details');
  await expect(page.getByRole('article').first()).toBeVisible();
  const showTable = page.getByRole('button', { name: 'Показать таблицу' });
  await expect(showTable).toHaveCount(2);
  while ((await showTable.count()) > 0) await showTable.first().click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/home');
  await expect(page.getByRole('img', { name: /^Счета за 12 месяцев/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the profile, certificate, support and applications pages have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/profile');
  await expect(page.getByLabel('Сайт')).toHaveValue('https://alfa-soft.demo');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/profile/cert');
  await expect(page.getByText('АЛЬФА СОФТ, Екатеринбург')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/feedback');
  await expect(page.getByText('Как подключить клиенту 1С:Отчетность?')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/admin');
  await expect(page.getByRole('table', { name: 'Приложения' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the back office with its tab bar has no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await expect(page.getByRole('tablist', { name: 'Разделы бэк-офиса' })).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
