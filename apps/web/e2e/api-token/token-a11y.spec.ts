/** The token page and its webhooks tab have no serious accessibility violations; the demo partner's token shows its use. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dialogFadedIn, expect, loginAs, test } from '../fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the token page and the webhooks tab have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/office/token');
  // The demo world's token: issued weeks ago, used today (its value is nobody's: the page offers a reissue).
  await expect(page.getByText(/^Последнее использование: \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выпустить новый токен' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Вебхуки' }).click();
  await expect(page.getByRole('button', { name: 'Добавить адрес' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Добавить адрес' }).click();
  await expect(page.getByRole('dialog', { name: 'Добавить адрес' })).toBeVisible();
  await dialogFadedIn(page);
  expect(await seriousViolations(page)).toEqual([]);
});
