/** Steps every order journey takes: choose the client in the autocomplete, order and confirm. */
import type { Page } from '@playwright/test';
import { ORDER_MESSAGES } from '@portal/domain';
import { expect } from '../fixtures';

export async function chooseClient(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Клиент' }).click();
  await page.getByRole('option', { name }).click();
}

/** 'Заказать', then 'Подтвердить' in the confirmation, and the success dialog appears. */
export async function confirmOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: ORDER_MESSAGES.created })).toBeVisible();
}
