import { CLOUD_TEXTS, ORDER_MESSAGES } from '@portal/domain';
import { expect, test } from '../fixtures';
import { licenceRow, openCalculator, openLicences } from './cloud-steps';

test('licences and a 1C configuration are ordered, then listed as active licences', async ({ page }) => {
  await openCalculator(page);
  // Nothing chosen: a zero-cost order cannot be confirmed.
  await page.getByRole('button', { name: CLOUD_TEXTS.order1c }).click();
  const confirm = page.getByRole('dialog', { name: CLOUD_TEXTS.confirmOrderTitle });
  await expect(confirm).toContainText(CLOUD_TEXTS.zeroCost);
  await expect(confirm.getByRole('button', { name: CLOUD_TEXTS.confirm })).toBeDisabled();
  await confirm.getByRole('button', { name: CLOUD_TEXTS.cancel }).click();

  await page.getByRole('checkbox', { name: CLOUD_TEXTS.sqlServer }).check();
  await page.getByRole('button', { name: CLOUD_TEXTS.addRow }).click();
  await page.getByRole('combobox', { name: CLOUD_TEXTS.service }).selectOption({ label: '1С:Управление торговлей' });
  const count = page.getByRole('textbox', { name: `${CLOUD_TEXTS.count}: 1С:Управление торговлей` });
  // Beyond the option's bounds: clamped, with the toast and the link to the rules.
  await count.fill('25');
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.countOutOfRange(1, 10) })).toBeVisible();
  await expect(count).toHaveValue('10');
  await count.fill('2');
  await page.getByRole('button', { name: CLOUD_TEXTS.addRow }).click();
  const second = page.getByRole('combobox', { name: CLOUD_TEXTS.service }).nth(1);
  // A service chosen in another row cannot be chosen again.
  await expect(second.locator('option', { hasText: '1С:Управление торговлей' })).toBeDisabled();
  await second.selectOption({ label: '1С:Предприятие 8.3 КОРП. Лицензия на сервер (x86-64)' });
  // A server licence (orca-order) comes in its fixed count.
  await expect(
    page.getByRole('textbox', { name: `${CLOUD_TEXTS.count}: 1С:Предприятие 8.3 КОРП. Лицензия на сервер (x86-64)` }),
  ).toBeDisabled();
  await expect(page.getByText(CLOUD_TEXTS.fixedCount)).toBeVisible();

  await page.getByRole('button', { name: CLOUD_TEXTS.orderAll }).click();
  await expect(confirm).toContainText('1С:Управление торговлей: 2 шт.');
  await expect(confirm).toContainText('Microsoft SQL Server Standard: 2 шт.');
  await confirm.getByRole('button', { name: CLOUD_TEXTS.confirm }).click();
  const done = page.getByRole('dialog', { name: CLOUD_TEXTS.orderCreated });
  await expect(done).toContainText(CLOUD_TEXTS.orderCreatedText);
  await done.getByRole('link', { name: CLOUD_TEXTS.toLicences }).click();

  await openLicences(page);
  await expect(licenceRow(page, '1С:Управление торговлей')).toContainText('2');
  await expect(licenceRow(page, 'КОРП. Лицензия на сервер')).toBeVisible();
  // Connected a few seconds later: the count can then be edited (not a fixed one).
  await expect(licenceRow(page, '1С:Управление торговлей').getByRole('button', { name: CLOUD_TEXTS.editCount })).toBeVisible({
    timeout: 20_000,
  });
  await expect(licenceRow(page, 'КОРП. Лицензия на сервер').getByRole('button', { name: CLOUD_TEXTS.editCount })).toHaveCount(0);
});

test('a failed licence order offers a retry that orders nothing twice', async ({ page }) => {
  await openCalculator(page, '?rdp=2');
  let fail = true;
  await page.route('**/api/orca-ms/order', (route) =>
    fail ? route.fulfill({ status: 503, json: { code: 'DB_UNAVAILABLE', message: 'Сервис временно недоступен' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: CLOUD_TEXTS.orderMs }).click();
  await page.getByRole('dialog').getByRole('button', { name: CLOUD_TEXTS.confirm }).click();
  const failed = page.getByRole('dialog', { name: CLOUD_TEXTS.orderFailed });
  await expect(failed).toContainText(CLOUD_TEXTS.orderFailedText);
  fail = false;
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('dialog', { name: CLOUD_TEXTS.orderCreated })).toBeVisible();
});
