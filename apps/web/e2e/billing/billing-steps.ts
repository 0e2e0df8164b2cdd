/** What the billing journeys share: the month's bill as the API answers it (the oracle of what the page must show), and the picker. */
import type { Page } from '@playwright/test';
import { type BillingMonth, formatMoney, formatRubles, type PartnerBilling, type BillingSumExtended } from '@portal/domain';
import { expect } from '../fixtures';

export type BillingQuery = { search?: string; subscriptions?: 'prod' | 'trial' | 'all'; options?: 'active' | 'all'; page?: number };

export async function readBill(page: Page, { year, month }: BillingMonth, query: BillingQuery = {}): Promise<PartnerBilling> {
  const params = new URLSearchParams({ m: String(month), y: String(year), pageSize: '10' });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const response = await page.request.get(`/api/billing/items?${params}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PartnerBilling;
}

export async function readNavbarSum(page: Page): Promise<BillingSumExtended> {
  const response = await page.request.get('/api/billing/sum');
  expect(response.status()).toBe(200);
  return (await response.json()) as BillingSumExtended;
}

/** The page's money: kopecks with two decimals and thousand spacing. */
export const pageMoney = (kopecks: number) => `${formatMoney(kopecks, 2)} ₽`;

/** The navbar's sum link, named by the sum as every page writes it. */
export const navbarSum = (page: Page, kopecks?: number) =>
  page.getByRole('link', {
    name: kopecks === undefined ? /^Сумма за текущий месяц: / : `Сумма за текущий месяц: ${formatRubles(kopecks)}`,
  });

export async function expectPickedMonth(page: Page, { year, month }: BillingMonth): Promise<void> {
  const picker = page.getByRole('group', { name: 'Месяц счета' });
  await expect(picker.getByLabel('Месяц', { exact: true })).toHaveValue(String(month));
  await expect(picker.getByLabel('Год', { exact: true })).toHaveValue(String(year));
}

/** A client's block is an article named by its name (or responsible, or the client-with-ID text). */
export const clientBlocks = (page: Page) => page.getByRole('article');
