/** The vendor's side: an operator sees distributors and their partners, moves a partner to another distributor and back, and reads every block. */
import { expect, loginAs, test } from '../fixtures';

const CENTER = 'АО «Центр дистрибуции»';
const SIBERIA = 'ООО «Сибирский дистрибьютор»';
const PARTNER = 'ООО «Тульский Учет»';

test('an operator attaches a partner to another distributor and sees every block and unblock', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: 'Дистрибьюторы' }).click();
  await expect(page.getByRole('heading', { name: 'Дистрибьюторы', level: 1 })).toBeVisible();
  const picker = page.getByLabel('Дистрибьютор', { exact: true });
  // Other journeys' partners may choose this distributor when they apply: read its count rather than assume it.
  const centerOption = (await picker.locator('option', { hasText: CENTER }).textContent()) ?? '';
  const before = Number(/партнеров: (\d+)/.exec(centerOption)?.[1]);
  expect(before).toBeGreaterThanOrEqual(3);
  await picker.selectOption({ label: centerOption });
  const partners = page.getByRole('table', { name: 'Партнеры дистрибьютора' });
  // Its partners (the demo's and other journeys') may fill more than a page: show them all. The partners' pager is the
  // page's first.
  await page
    .getByRole('combobox', { name: /Строк на странице/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'Все', exact: true }).click();
  await expect(partners.getByRole('row').filter({ hasText: PARTNER })).toBeVisible();

  await partners.getByLabel(`Дистрибьютор: ${PARTNER}`).selectOption({ label: SIBERIA });
  await expect(page.getByText(`${PARTNER}: закреплен за другим дистрибьютором`)).toBeVisible();
  await expect(partners.getByRole('row').filter({ hasText: PARTNER })).toHaveCount(0);
  await expect(picker.locator('option', { hasText: `${CENTER} — партнеров: ${before - 1},` })).toHaveCount(1);

  // And back, as the demo world had it.
  await picker.selectOption({ label: (await picker.locator('option', { hasText: SIBERIA }).textContent()) ?? '' });
  const changes = page.getByRole('table', { name: 'Блокировки и разблокировки' });
  await expect(changes.getByRole('row').filter({ hasText: 'Блокировка' }).first()).toBeVisible();
  await expect(changes).toContainText('distributor@demo.ru');

  const response = await page.request.get('/api/backoffice/distributors');
  const { items } = (await response.json()) as { items: Array<{ id: string; name: string }> };
  const center = items.find((d) => d.name === CENTER);
  const search = await page.request.get(
    `/api/backoffice/distributors/${items.find((d) => d.name === SIBERIA)?.id ?? ''}/partners?q=${encodeURIComponent('Тульский')}`,
  );
  const [moved] = ((await search.json()) as { items: Array<{ id: string }> }).items;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'portal_csrf')?.value ?? '';
  const back = await page.request.put(`/api/backoffice/partners/${moved?.id ?? ''}/distributor`, {
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
    data: { distributorId: center?.id },
  });
  expect(back.status()).toBe(204);
});
