import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONVERSION_DIALOG_TEXTS, TRIAL_MESSAGES } from '@portal/domain';
import { dialogFadedIn, expect, loginAs, test } from '../fixtures';

// The demo world gives «Алтайский мед» two demos ending within three days: «Управление учебным центром» is converted
// here, «Колледж» is left to run out.
const CLIENT = 'ООО «Алтайский мед»';
const DEMO = '1С:Управление учебным центром';
const table = (page: Page) => page.getByRole('table', { name: 'Подписки' });
const rowOf = (page: Page, product: string) => table(page).getByRole('row').filter({ hasText: CLIENT }).filter({ hasText: product });

async function listOf(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Поиск подписок').fill('Алтайский');
  await page.getByRole('button', { name: 'Найти' }).click();
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
});

test('a demo is turned into a paid subscription from the trial list: the toast, then the row moves to the paid list', async ({ page }) => {
  await listOf(page, '/#/client/trial');
  const demo = rowOf(page, DEMO);
  await expect(demo).toContainText('Работает');
  await expect(demo).toContainText('Бесплатно');

  await demo.getByRole('button', { name: TRIAL_MESSAGES.convert }).click();
  const dialog = page.getByRole('dialog', { name: CONVERSION_DIALOG_TEXTS.title });
  await expect(dialog).toContainText(CONVERSION_DIALOG_TEXTS.text);
  await dialogFadedIn(page);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: CONVERSION_DIALOG_TEXTS.confirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: TRIAL_MESSAGES.converted })).toBeVisible();
  await expect(dialog).toBeHidden();
  // While the paid one deploys the demo says so and offers nothing more; then it leaves the trial list.
  await expect(demo.getByRole('button', { name: TRIAL_MESSAGES.convert })).toHaveCount(0);
  await expect(demo).toHaveCount(0, { timeout: 30_000 });
  await expect(rowOf(page, '1С:Колледж')).toBeVisible();

  await listOf(page, '/#/client/payed');
  const paid = rowOf(page, DEMO);
  await expect(paid.getByRole('img', { name: 'Работает' })).toBeVisible({ timeout: 30_000 });
  await expect(paid.getByRole('img', { name: 'Файловый' })).toBeVisible();
  await expect(paid).toContainText(/\d[\d ]* ₽/);
});

test('a conversion that fails says so in the error dialog, and the demo stays', async ({ page }) => {
  await page.route('**/api/subscriptions/*/convert', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'NOT_CONVERTIBLE', message: TRIAL_MESSAGES.notConvertible }),
    }),
  );
  await listOf(page, '/#/client/trial');
  const demo = rowOf(page, '1С:Колледж');
  await demo.getByRole('button', { name: TRIAL_MESSAGES.convert }).click();
  await page
    .getByRole('dialog', { name: CONVERSION_DIALOG_TEXTS.title })
    .getByRole('button', { name: CONVERSION_DIALOG_TEXTS.confirm })
    .click();
  const failed = page.getByRole('dialog', { name: TRIAL_MESSAGES.convertFailed });
  await expect(failed).toContainText(TRIAL_MESSAGES.notConvertible);
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toBeHidden();
  await expect(demo.getByRole('button', { name: TRIAL_MESSAGES.convert })).toBeVisible();
});
