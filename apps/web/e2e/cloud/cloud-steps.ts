/** Steps of the cloud journeys: the calculator's fields by their labels, money as the pages write it. */
import { CLOUD_TEXTS, daysInMonth, formatMoney } from '@portal/domain';
import type { Page } from '@playwright/test';
import { expect, loginAs } from '../fixtures';

export const rub = (kopecks: number) => `${formatMoney(kopecks, 2)} ₽`;

/** Days of this Moscow month: a daily price counts them. */
export const monthDays = () => daysInMonth(new Date());

export async function openCalculator(page: Page, query = ''): Promise<void> {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto(`/#/cloud/calc${query}`);
  await expect(page.getByRole('heading', { name: CLOUD_TEXTS.calcTitle })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toBeVisible();
}

export async function openLicences(page: Page): Promise<void> {
  await page.goto('/#/cloud/list');
  await expect(page.getByRole('heading', { name: CLOUD_TEXTS.tabList, exact: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

/** A row of the active licences by the licence's name. */
export const licenceRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
