import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CLOUD_TEXTS } from '@portal/domain';
import { dialogFadedIn, expect, loginAs, test } from '../fixtures';
import { openCalculator, openLicences } from './cloud-steps';

/** `outside`: a selector left out of the audit (the back office's tab bar, whose contrast is not this issue's). */
async function seriousViolations(page: Page, outside?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (outside ? builder.exclude(outside) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the calculator, its request dialog and the active licences have no serious accessibility violations', async ({ page }) => {
  await openCalculator(page, '?cores=6&ram=12&sql=3');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: CLOUD_TEXTS.order, exact: true }).click();
  await expect(page.getByRole('dialog', { name: CLOUD_TEXTS.requestTitle })).toBeVisible();
  await dialogFadedIn(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await openLicences(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the back office’s cloud tabs have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: 'Нестандартные ВМ' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page, 'header')).toEqual([]);
  await page.getByRole('tab', { name: 'Цены 1С:ОИ' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page, 'header')).toEqual([]);
});
