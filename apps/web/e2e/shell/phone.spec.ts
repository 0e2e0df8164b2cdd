/** The office on a 390 px phone: counters named on the screen, a bottom toolbar that covers none of the page, nothing wider than the screen. */
import type { Page } from '@playwright/test';
import { VAT_NOTE } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Scrolls to the page's end; the page's last content ends above the bottom toolbar. */
async function expectEndClearOfToolbar(page: Page): Promise<void> {
  const toolbar = page.getByRole('navigation', { name: 'Нижняя панель' });
  await expect(toolbar).toBeVisible();
  // The page may still grow as its parts load: scroll to its end again on each try.
  await expect(async () => {
    const [barTop, contentBottom] = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const bar = document.querySelector('nav[aria-label="Нижняя панель"]')?.getBoundingClientRect().top ?? 0;
      const main = document.querySelector('main');
      let bottom = 0;
      // The lowest visible box of the page's content.
      for (const element of main?.querySelectorAll('*') ?? []) {
        const rect = element.getBoundingClientRect();
        if (rect.height > 0 && rect.width > 0) bottom = Math.max(bottom, rect.bottom);
      }
      return [bar, bottom];
    });
    expect(contentBottom).toBeLessThanOrEqual(barTop);
  }).toPass({ timeout: 10_000 });
}

test('the four counters carry their names, and the menu button sits in a bottom toolbar that covers no content', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const toolbar = page.getByRole('navigation', { name: 'Нижняя панель' });
  await expect(toolbar.getByLabel('Платящие клиенты: 9')).toHaveText('9Платящие');
  await expect(toolbar.getByLabel('Демо-клиенты: 5')).toHaveText('5Демо');
  await expect(toolbar.getByLabel(/^Мои лиды: \d+$/)).toContainText('Мои лиды');
  await expect(toolbar.getByLabel(/^Общие лиды: \d+$/)).toContainText('Общие лиды');
  for (const name of ['Платящие', 'Демо', 'Мои лиды', 'Общие лиды']) await expect(toolbar.getByText(name, { exact: true })).toBeVisible();
  // The sum keeps its place at the top, written as the details page writes it.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Сумма за текущий месяц: \d/ })).toHaveText(/,\d{2} ₽$/);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();

  await page.goto('/#/home');
  await expect(page.getByRole('heading', { name: 'Главная', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Крупнейшие клиенты месяца' })).toBeVisible();
  // Nothing on the home page is wider than the phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectEndClearOfToolbar(page);

  await page.goto('/#/details');
  await expect(page.getByText(VAT_NOTE)).toBeAttached();
  await expectEndClearOfToolbar(page);
  // The note ends the page: at the page's end once the clients' blocks laid out as they neared the screen settle.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(VAT_NOTE)).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 10_000 });

  await toolbar.getByRole('button', { name: 'Открыть меню' }).click();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
});

test('a distributor’s phone toolbar has the menu button alone', async ({ page }) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  const toolbar = page.getByRole('navigation', { name: 'Нижняя панель' });
  await expect(toolbar.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
  await expect(toolbar.getByRole('link')).toHaveCount(0);
});

test('the billing details do not move under the thumb while the charts arrive: their shapes hold the place', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // A fresh document, so the charts' code and history arrive after the page's first paint.
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/#/details');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Крупнейшие клиенты месяца' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeAttached();
  // Before the shapes the search form jumped by the charts' height: a shift of about 0.06 on this screen.
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
});
