import AxeBuilder from '@axe-core/playwright';
import { DELETION_FLOW_MESSAGES, DELETION_MESSAGES, DEPLOY_STATUS_LABELS, SUBSCRIPTION_EMPTY_TEXTS } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

// The demo world gives «Ромашка» a paid 1С:Общепит for this journey alone.
const PRODUCT = '1С:Общепит';
const REASON = 'Клиент переходит на другую программу';

test('plan a deletion and undo it, then delete the subscription at once', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/client/payed');
  await page.getByLabel('Поиск подписок').fill(PRODUCT);
  await page.getByRole('button', { name: 'Найти' }).click();
  const row = page.getByRole('row').filter({ hasText: PRODUCT });
  await expect(row).toContainText(DEPLOY_STATUS_LABELS.DEPLOYED);

  // Plan: the reason is checked as it is typed, the days are required.
  await row.getByRole('button', { name: 'Удалить подписку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удаление подписки' });
  await expect(dialog).toContainText(PRODUCT);
  await dialog.getByLabel('Причина удаления').fill('Дорого');
  await expect(dialog.getByText(DELETION_MESSAGES.reasonTooShort)).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByLabel('Причина удаления').fill(REASON);
  await expect(dialog.getByText(DELETION_MESSAGES.reasonTooShort)).toBeHidden();
  await dialog.getByRole('button', { name: 'Запланировать удаление' }).click();
  await expect(dialog.getByText('Обязательное поле')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Удалить через, дней/ }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await dialog.getByRole('button', { name: 'Запланировать удаление' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Установлена дата удаления подписки' })).toBeVisible();
  await expect(row).toContainText('Удаление запланировано на');
  await expect(row.getByRole('button', { name: 'Удалить подписку' })).toHaveCount(0);

  // Undo the planned deletion.
  await row.getByRole('button', { name: 'Отменить удаление' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DELETION_MESSAGES.cancelled })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Удалить подписку' })).toBeVisible();
  await expect(row).not.toContainText('Удаление запланировано на');

  // Delete at once, after the confirmation; the row shows the deletion, then leaves the list.
  await row.getByRole('button', { name: 'Удалить подписку' }).click();
  await dialog.getByLabel('Причина удаления').fill(REASON);
  await dialog.getByRole('button', { name: 'Удалить сразу' }).click();
  await page.getByRole('dialog', { name: 'Удалить подписку сразу?' }).getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(row).toContainText('в процессе удаления..');
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(SUBSCRIPTION_EMPTY_TEXTS.paid)).toBeVisible();
});

test('a Microsoft licence is confirmed and planned for the next day, so a misclick is undone', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/client/payed');
  await page.getByLabel('Поиск подписок').fill('Microsoft 365');
  await page.getByRole('button', { name: 'Найти' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Microsoft 365 бизнес базовый' });
  await expect(row).toContainText(DEPLOY_STATUS_LABELS.DEPLOYED);

  // A confirmation only, no reason or days; the licence is not removed at once.
  await row.getByRole('button', { name: /Удалить подписку/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить подписку?' });
  await expect(confirm).toContainText(DELETION_FLOW_MESSAGES.confirmProduct);
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Установлена дата удаления подписки' })).toBeVisible();
  await expect(row).toContainText(DEPLOY_STATUS_LABELS.DEPLOYED);
  await expect(row).not.toContainText('в процессе удаления..');

  await row.getByRole('button', { name: /Отменить удаление/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: DELETION_MESSAGES.cancelled })).toBeVisible();
  await expect(row.getByRole('button', { name: /Удалить подписку/ })).toBeVisible();
});
