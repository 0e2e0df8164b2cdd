import { CLOUD_TEXTS, VM_REQUEST_TEXTS } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { openCalculator } from './cloud-steps';

test('a non-standard VM is requested with its project ID, created by the operator and billed to the partner', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // 6 vCPU with 24 GB is no standard flavour.
  await openCalculator(page, '?cores=6&ram=24');
  await expect(page.getByRole('link', { name: CLOUD_TEXTS.create })).toHaveCount(0);
  await page.getByRole('button', { name: CLOUD_TEXTS.order, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CLOUD_TEXTS.requestTitle });
  const send = dialog.getByRole('button', { name: CLOUD_TEXTS.send });
  await expect(send).toBeDisabled();
  await dialog.getByLabel(CLOUD_TEXTS.projectId).fill('12345');
  await send.click();
  await expect(dialog.getByText(CLOUD_TEXTS.projectIdFormat)).toBeVisible();
  await dialog.getByLabel(CLOUD_TEXTS.projectId).fill('mcs20261125');
  await send.click();
  const sent = page.getByRole('dialog', { name: CLOUD_TEXTS.requestSent });
  await expect(sent).toContainText(CLOUD_TEXTS.requestSentText);
  const number = /Запрос № (\d+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(number).not.toBe('');
  await sent.getByRole('button', { name: 'Закрыть' }).click();

  // The operator creates it from the queue.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await operator.getByRole('tab', { name: VM_REQUEST_TEXTS.title }).click();
  await expect(operator.getByRole('heading', { name: VM_REQUEST_TEXTS.title, level: 1 })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: 'mcs20261125' });
  await expect(row).toContainText('6 vCPU Middle CPU / 24 ГБ RAM');
  await row.getByRole('button', { name: VM_REQUEST_TEXTS.create }).click();
  await operator.getByRole('dialog').getByRole('button', { name: VM_REQUEST_TEXTS.create }).click();
  await expect(operator.getByRole('alert').filter({ hasText: VM_REQUEST_TEXTS.created })).toBeVisible();
  await operatorContext.close();

  // Once deployed, the machine is billed in the partner's own section, under 1С:ОИ.
  await page.goto('/#/details');
  const cloud = page.getByRole('region', { name: '1С:ОИ', exact: true });
  // The partner's own section comes from the last page of its clients, asked for once the first has answered: on a
  // loaded machine that takes more than a couple of seconds after each reload.
  await expect(async () => {
    await page.reload();
    await expect(cloud.getByRole('region', { name: 'Виртуальная машина 1С:ОИ' })).toHaveCount(2, { timeout: 15_000 });
  }).toPass({ timeout: 75_000 });
});

test('a request that could not be sent says so and keeps the configuration to retry', async ({ page }) => {
  await openCalculator(page, '?cores=6&ram=12');
  await page.route('**/api/cloud/vm-requests', (route) =>
    route.fulfill({ status: 503, json: { code: 'DB_UNAVAILABLE', message: 'Сервис временно недоступен' } }),
  );
  await page.getByRole('button', { name: CLOUD_TEXTS.order, exact: true }).click();
  await page.getByRole('dialog').getByLabel(CLOUD_TEXTS.projectId).fill('mcs11112222');
  await page.getByRole('dialog').getByRole('button', { name: CLOUD_TEXTS.send }).click();
  const failed = page.getByRole('dialog', { name: CLOUD_TEXTS.requestFailed });
  await expect(failed).toContainText(CLOUD_TEXTS.requestFailedText);
  await expect(failed).toContainText('6 / 12 ГБ');
});
