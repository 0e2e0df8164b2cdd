import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';

// The demo world's rows that no journey deletes: a paid client-server base of «Уральские окна» and the free trial of
// ИП Николаева. Other journeys add subscriptions, so each check finds its row by search rather than by position.
const PAID_PRODUCT = '1С:Управление торговлей';
const TRIAL_PRODUCT = '1С:Управление нашей фирмой';
const TRIAL_CLIENT = 'ИП Николаева Светлана Игоревна';
const NOTHING = 'Несуществующий продукт';

const PAID_CLIENT = 'ООО «Уральские окна»';
const table = (page: Page) => page.getByRole('table', { name: 'Подписки' });
const rowOf = (page: Page, client: string, product: string) =>
  table(page).getByRole('row').filter({ hasText: client }).filter({ hasText: product });

async function search(page: Page, text: string) {
  await page.getByLabel('Поиск подписок').fill(text);
  await page.getByRole('button', { name: 'Найти' }).click();
}

/** The cell of a row under the header of that name, as the table lays them out. */
async function cellUnder(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  expect(headers).toContain(header);
  return row.getByRole('cell').nth(headers.indexOf(header));
}

async function expectFree(cell: Locator) {
  await expect(cell).toHaveText(/^-\s*Бесплатно$/, { useInnerText: true });
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
});

test('the paid list: its columns, the status and kit icons, the price, the delete column and its empty text', async ({ page }) => {
  await page.goto('/#/client/payed');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Клиент',
    'Продукт',
    'Стоимость в месяц',
    'Дата начала',
    'Статус',
    'Тип',
    'Удаление',
  ]);

  await search(page, PAID_PRODUCT);
  const row = rowOf(page, PAID_CLIENT, PAID_PRODUCT);
  await expect(row.getByRole('img', { name: 'Работает' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Клиент-серверный' })).toBeVisible();
  await expect(await cellUnder(page, row, 'Стоимость в месяц')).toHaveText(/^\d[\d ]* ₽$/);
  await expect((await cellUnder(page, row, 'Удаление')).getByRole('button', { name: 'Удалить подписку' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('table').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await search(page, NOTHING);
  await expect(table(page)).toContainText('Нет платных подписок');
});

test('the trial list: its columns, a trial shown free, and its empty text', async ({ page }) => {
  await page.goto('/#/client/trial');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Клиент',
    'Продукт',
    'Стоимость в месяц',
    'Начало пробного периода',
    'Окончание пробного периода',
    'Статус',
    'Тип',
    'Удаление',
  ]);

  await search(page, TRIAL_CLIENT);
  const row = rowOf(page, TRIAL_CLIENT, TRIAL_PRODUCT);
  await expect(row).toContainText('Работает');
  await expectFree(await cellUnder(page, row, 'Стоимость в месяц'));

  // The client card shows the trial the same way.
  await row.getByRole('link', { name: TRIAL_CLIENT }).click();
  await expect(page.getByRole('heading', { name: 'Карточка клиента' })).toBeVisible();
  const card = page.getByRole('table', { name: 'Подписки клиента' });
  const cardRow = card.getByRole('row').filter({ hasText: TRIAL_PRODUCT });
  await expect(cardRow).toContainText('Работает');
  await expectFree(cardRow.getByRole('cell').nth(2));
  await expect(card.getByRole('columnheader').nth(2)).toHaveText('Стоимость в месяц');

  await page.goto('/#/client/trial');
  await search(page, NOTHING);
  // The spec writes this text with a Latin 'c'.
  await expect(table(page)).toContainText('Нет подписок c пробным периодом');
});

test('all subscriptions and its demo tabs: their columns, a trial shown free, and their empty text', async ({ page }) => {
  const columns = ['Клиент', 'Продукт', 'Тип', 'Стоимость в месяц', 'Статус', 'Дата создания', 'Дата окончания', 'Удаление'];
  await page.goto('/#/subscription/all');
  await expect(table(page).getByRole('columnheader')).toHaveText(columns);
  await search(page, TRIAL_CLIENT);
  const trial = rowOf(page, TRIAL_CLIENT, TRIAL_PRODUCT);
  await expect(trial).toContainText('Демо');
  await expectFree(await cellUnder(page, trial, 'Стоимость в месяц'));
  await search(page, NOTHING);
  await expect(table(page)).toContainText('Нет элементов для отображения');

  await page.getByRole('tab', { name: 'Демо клиентов' }).click();
  await expect(page).toHaveURL(/list=demoCustomer/);
  await expect(table(page).getByRole('columnheader')).toHaveText(columns);
  await search(page, TRIAL_CLIENT);
  await expectFree(await cellUnder(page, rowOf(page, TRIAL_CLIENT, TRIAL_PRODUCT), 'Стоимость в месяц'));
  await search(page, NOTHING);
  await expect(table(page)).toContainText('Нет элементов для отображения');

  await page.getByRole('tab', { name: 'Демо партнера' }).click();
  await expect(page).toHaveURL(/list=demoPartner/);
  await expect(table(page).getByRole('columnheader')).toHaveText(columns);
  await search(page, NOTHING);
  await expect(table(page)).toContainText('Нет элементов для отображения');
});

test('on a phone each list scrolls inside its table and never widens the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/#/client/payed', '/#/client/trial', '/#/subscription/all']) {
    await page.goto(path);
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
