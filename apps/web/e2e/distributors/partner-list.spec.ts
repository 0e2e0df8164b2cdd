/** The distributor's partner list: 10 rows a page with the total, the status select, a search by address, the empty text. */
import { expect, loginAs, test } from '../fixtures';

test('the partner list pages by 10, filters by status, finds by address and says when no partner is found', async ({ page }) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  const table = page.getByRole('table', { name: 'Партнеры' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const shown = page.getByText(/^1–10 из \d+$/);
  await expect(shown).toBeVisible();
  // Other journeys' partners may choose this distributor when they apply: the demo world's 33 at least.
  expect(Number(/из (\d+)/.exec((await shown.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(33);
  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await expect(page.getByText(/^11–20 из \d+$/)).toBeVisible();

  // Blocked only: back on the first page, every row blocked with an unblock button; the demo world has several.
  await page.getByLabel('Статус').selectOption({ label: 'Заблокирован' });
  // The previous page's rows stay until the filtered ones come.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(/^1–\d+ из \d+$/)).toBeVisible();
  await expect(rows.first()).toContainText('Заблокирован');
  // One reading of the rows: another journey may block or unblock a partner of this distributor meanwhile.
  const blocked = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({ text: tr.textContent ?? '', unblock: tr.querySelector('button[aria-label^="Разблокировать: "]') !== null })),
  );
  expect(blocked.length).toBeGreaterThanOrEqual(2);
  for (const row of blocked) expect(row).toEqual({ text: expect.stringContaining('Заблокирован'), unblock: true });

  // All statuses again, searched by a city of the address.
  await page.getByLabel('Статус').selectOption({ label: 'Все' });
  await page.getByLabel('Наименование, код или адрес').fill('Томск');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(rows.first()).toContainText('Томск, 70');
  for (let i = 0; i < (await rows.count()); i++) await expect(rows.nth(i)).toContainText('Томск');

  await page.getByLabel('Наименование, код или адрес').fill('Такого партнера нет');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(table).toContainText('Нет партнеров');
});
