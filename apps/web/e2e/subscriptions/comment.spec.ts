import { COMMENT_MESSAGES } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { openDetail, orderApplication } from './management-steps';

const LONG = 'Клиент оплачивает по договору № 2026/118 до 10 числа';

test('a comment’s whole life: add, see it cut with the whole text in a tooltip, edit, clear to delete', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const ids = await orderApplication(page, { client: 'ООО «ТехноСтрой»', service: '1С:Управление учебным центром', seats: 1 });
  await openDetail(page, ids);

  const text = page.getByTestId('comment-text');
  await expect(text).toHaveText('Нет комментария');
  await page.getByRole('button', { name: 'Изменить комментарий' }).click();
  const dialog = page.getByRole('dialog', { name: COMMENT_MESSAGES.title });
  const apply = dialog.getByRole('button', { name: COMMENT_MESSAGES.apply });
  await expect(apply).toBeDisabled();
  // Whitespace only is still no comment.
  await dialog.getByLabel(COMMENT_MESSAGES.title).fill('   ');
  await expect(apply).toBeDisabled();
  await dialog.getByLabel(COMMENT_MESSAGES.title).fill(LONG);
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: COMMENT_MESSAGES.saved })).toBeVisible();

  // Cut to 30 characters; the tooltip holds the whole comment.
  await expect(text).toHaveText(`${LONG.slice(0, 30)}…`);
  await text.hover();
  await expect(page.getByRole('tooltip')).toHaveText(LONG);

  // Kept across a reload; Apply waits for a change.
  await page.reload();
  await expect(text).toHaveText(`${LONG.slice(0, 30)}…`);
  await page.getByRole('button', { name: 'Изменить комментарий' }).click();
  await expect(dialog.getByLabel(COMMENT_MESSAGES.title)).toHaveValue(LONG);
  await expect(apply).toBeDisabled();
  await dialog.getByLabel(COMMENT_MESSAGES.title).fill('Счет до 10 числа');
  await apply.click();
  await expect(text).toHaveText('Счет до 10 числа');

  // Clearing offers the deletion.
  await page.getByRole('button', { name: 'Изменить комментарий' }).click();
  await dialog.getByLabel(COMMENT_MESSAGES.title).fill('');
  await apply.click();
  const confirm = page.getByRole('dialog', { name: COMMENT_MESSAGES.confirmDelete });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: COMMENT_MESSAGES.deleted })).toBeVisible();
  await expect(text).toHaveText('Нет комментария');
});

test('a comment that failed to load offers a reload and tells the status code', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const ids = await orderApplication(page, { client: 'ООО «ТехноСтрой»', service: '1С:CRM КОРП', seats: 1 });
  let failing = true;
  await page.route('**/api/subscriptions/*/comment', (route) =>
    failing ? route.fulfill({ status: 503, json: { code: 'DB_UNAVAILABLE', message: 'База данных недоступна' } }) : route.fallback(),
  );
  await openDetail(page, ids);
  await expect(page.getByRole('alert').filter({ hasText: COMMENT_MESSAGES.loadFailed(503) })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: COMMENT_MESSAGES.reload }).click();
  await expect(page.getByTestId('comment-text')).toHaveText('Нет комментария');
});
