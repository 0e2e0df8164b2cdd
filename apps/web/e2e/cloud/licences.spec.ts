import { CLOUD_TEXTS, COMMENT_MESSAGES, DELETION_FLOW_MESSAGES, DELETION_MESSAGES } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { licenceRow, openLicences } from './cloud-steps';

const CLIENT_LICENCE = '1С:Предприятие 8 ПРОФ. Клиентская лицензия на 1 рабочее место';
const SERVER_LICENCE = '1С:Предприятие 8.3 ПРОФ. Лицензия на сервер (x86-64)';

test('a licence’s count is changed in its dialog and read back until it is the new one', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await openLicences(page);
  const row = licenceRow(page, CLIENT_LICENCE);
  const before = Number(await row.getByTestId('licence-count').textContent());
  await row.getByRole('button', { name: CLOUD_TEXTS.editCount }).click();
  const dialog = page.getByRole('dialog', { name: CLOUD_TEXTS.editTitle });
  const apply = dialog.getByRole('button', { name: CLOUD_TEXTS.editApply });
  // Unchanged, or out of its bounds: Apply waits.
  await expect(apply).toBeDisabled();
  await dialog.getByRole('textbox', { name: CLOUD_TEXTS.count }).fill('150');
  await expect(apply).toBeDisabled();
  await dialog.getByRole('textbox', { name: CLOUD_TEXTS.count }).fill(String(before));
  await dialog.getByRole('button', { name: 'Увеличить количество' }).click();
  await dialog.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(dialog).toContainText(`${CLOUD_TEXTS.editCurrent}: ${(1260 * before) / 100}`.replace('.', ','));
  await expect(dialog).toContainText(CLOUD_TEXTS.editNew);
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: CLOUD_TEXTS.changeAccepted })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: CLOUD_TEXTS.changed })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('licence-count')).toHaveText(String(before + 2));
});

test('a licence is commented, its deletion planned for the next day and undone; the current month’s sum is the one billing shows', async ({
  page,
}) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await openLicences(page);

  // The month's sum of the server licence equals its total on the billing page, in the own section under 1С:ОИ.
  const sum = (await licenceRow(page, SERVER_LICENCE).getByRole('cell').nth(4).textContent())?.trim() ?? '';
  expect(sum).toMatch(/₽$/);
  await page.goto('/#/details');
  const cloud = page.getByRole('region', { name: '1С:ОИ', exact: true });
  await expect(cloud.getByRole('region', { name: SERVER_LICENCE, exact: true })).toContainText(`Итого: ${sum}`);

  await openLicences(page);
  const row = licenceRow(page, '1С:Бухгалтерия предприятия ПРОФ');
  await row.getByRole('button', { name: 'Изменить комментарий' }).click();
  const commentDialog = page.getByRole('dialog', { name: COMMENT_MESSAGES.title });
  await commentDialog.getByLabel(COMMENT_MESSAGES.title).fill('Для базы «Ромашки»');
  await commentDialog.getByRole('button', { name: COMMENT_MESSAGES.apply }).click();
  await expect(page.getByRole('alert').filter({ hasText: COMMENT_MESSAGES.saved })).toBeVisible();
  await expect(row.getByTestId('comment-text')).toHaveText('Для базы «Ромашки»');

  // A licence is removed the next day, not at once: a misclick is undone until then.
  await row.getByRole('button', { name: /Удалить подписку/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить подписку?' });
  await expect(confirm).toContainText(DELETION_FLOW_MESSAGES.confirmProduct);
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Установлена дата удаления подписки' })).toBeVisible();
  await expect(row.getByTestId('licence-count')).toBeVisible();
  await row.getByRole('button', { name: /Отменить удаление/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: DELETION_MESSAGES.cancelled })).toBeVisible();
  await expect(row.getByRole('button', { name: /Удалить подписку/ })).toBeVisible();
});
