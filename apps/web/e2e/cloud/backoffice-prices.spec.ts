import { CLOUD_PRICE_TEXTS } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

test('the operator plans a new cloud price from tomorrow, recorded with who wrote it', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: CLOUD_PRICE_TEXTS.title }).click();
  await expect(page.getByRole('heading', { name: CLOUD_PRICE_TEXTS.title, level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'orcaVM_VIRTIP' });
  await expect(row).toContainText('119,00 ₽ / месяц');
  await row.getByRole('button', { name: /Изменить цену/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('с 01.01.2024: 119,00 ₽ / месяц — начальный прайс-лист');
  await dialog.getByLabel('Цена, ₽ за месяц').fill('abc');
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await dialog.getByLabel('Цена, ₽ за месяц').fill('125,50');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CLOUD_PRICE_TEXTS.saved })).toBeVisible();
  // In force still the old price; the new one planned, written by the operator.
  await expect(row).toContainText('119,00 ₽ / месяц');
  await expect(row).toContainText('125,50 ₽ / месяц с');
  await expect(row).toContainText('operator@demo.ru');
});
