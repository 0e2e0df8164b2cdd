/**
 * Every route says which roles may open it (config/paths.ts); a role that may not is sent to its own start page
 * before the page renders: no other role's page, no load error, no «Недостаточно прав» flashes on the way.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';

/** Records every page heading and every «Недостаточно прав» the document ever shows, from its first script on. */
async function recordWhatFlashes(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    const record = () => {
      for (const heading of document.querySelectorAll('h1')) seen.add(heading.textContent?.trim() ?? '');
      if (document.body?.textContent?.includes('Недостаточно прав')) seen.add('Недостаточно прав');
      if (document.body?.textContent?.includes('Не удалось загрузить')) seen.add('Не удалось загрузить');
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
}

test('a partner typing the distributor’s addresses is sent back to the Market without seeing them', async ({ page }) => {
  const seen = await recordWhatFlashes(page);
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list$/);
  for (const address of ['/#/partners', '/#/partners/score', '/#/partners/10001']) {
    await page.goto(address);
    await expect(page).toHaveURL(/#\/service\/list$/);
    await expect(page.getByRole('heading', { name: 'Маркет', level: 1 })).toBeVisible();
  }
  // Straight to the address, as a first page load (not a change of the hash inside the app).
  await page.goto('about:blank');
  await page.goto('/#/partners/score');
  await expect(page).toHaveURL(/#\/service\/list$/);
  await expect(page.getByRole('heading', { name: 'Маркет', level: 1 })).toBeVisible();
  const shown = await seen();
  expect(shown).not.toContain('Партнеры');
  expect(shown).not.toContain('Детализация счета');
  expect(shown).not.toContain('Детализация по партнеру');
  expect(shown).not.toContain('Не удалось загрузить');
  expect(shown).not.toContain('Недостаточно прав');
});

test('a distributor typing the calculators’ or a partner’s addresses is sent back to its partner list', async ({ page }) => {
  const seen = await recordWhatFlashes(page);
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  for (const address of ['/#/calc', '/#/calc/typical', '/#/calc/quotes', '/#/profile/cert', '/#/details', '/#/lead/my', '/#/cloud/calc']) {
    await page.goto(address);
    await expect(page).toHaveURL(/#\/partners$/);
    await expect(page.getByRole('heading', { name: 'Партнеры', level: 1 })).toBeVisible();
  }
  const shown = await seen();
  expect(shown).not.toContain('Калькуляторы');
  expect(shown).not.toContain('Типовые конфигурации');
  expect(shown).not.toContain('Предложения клиентам');
  expect(shown).not.toContain('Недостаточно прав');
  // Its own pages stay open.
  await page.goto('/#/rates/grm/2025');
  await expect(page).toHaveURL(/#\/rates\/grm\/2025$/);
  await page.goto('/#/content/info');
  await expect(page).toHaveURL(/#\/content\/info$/);
});

test('the operator typing an office address stays in the back office; a partner typing a back-office one goes to the Market', async ({
  page,
}) => {
  await loginAs(page, 'operator@demo.ru');
  await expect(page).toHaveURL(/#\/backoffice\/applications$/);
  await page.goto('/#/calc');
  await expect(page).toHaveURL(/#\/backoffice\/applications$/);
  await page.goto('/#/partners');
  await expect(page).toHaveURL(/#\/backoffice\/applications$/);
  await page.goto('/#/backoffice/mail');
  await expect(page).toHaveURL(/#\/backoffice\/mail$/);

  await page.context().clearCookies();
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list$/);
  await page.goto('/#/backoffice/applications');
  await expect(page).toHaveURL(/#\/service\/list$/);
});
