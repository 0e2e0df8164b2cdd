/**
 * The knowledge base while a search's answer is late (issue 31): the previous search's "nothing found" is not said of
 * the new one before its answer; the list says it is loading, then shows what was found.
 */
import { CONTENT_MESSAGES } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { holdAnswer } from '../held-answer';

const NOWHERE = 'абракадабра';
const FOUND = 'договоров';

test('a new knowledge-base search says "nothing found" only once its answer finds nothing', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto(`/#/content/info?search=${encodeURIComponent(NOWHERE)}`);
  await expect(page.getByText(`${CONTENT_MESSAGES.nothingFound} по запросу «${NOWHERE}»`)).toBeVisible();

  const held = await holdAnswer(page, (url) => url.pathname === '/api/content' && url.searchParams.get('search') === FOUND);
  await page.getByLabel('Поиск по базе знаний').fill(FOUND);
  await page.getByRole('button', { name: 'Найти' }).click();
  await held.asked;
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${CONTENT_MESSAGES.nothingFound}`))).toHaveCount(0);
  held.release();
  await expect(page.getByRole('region', { name: 'Договор с клиентом' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${CONTENT_MESSAGES.nothingFound}`))).toHaveCount(0);
});
