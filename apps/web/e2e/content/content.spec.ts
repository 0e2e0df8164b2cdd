// Content (issue 15 item 4): the operator publishes a news item with a file in the back office and a partner reads it;
// a partner searches the knowledge base by another form of a word, opens the article, plays a video, and follows the
// order form's «Правила заказа» to its article.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ORDER_MESSAGES } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { chooseClient } from '../order/order-steps';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('the operator publishes a news item with a file, and a partner reads it under «Новости»', async ({ page, browser }) => {
  const title = `Плановые работы ${randomUUID().slice(0, 6)}`;
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: 'Контент' }).click();
  await expect(page.getByRole('heading', { name: 'Контент' })).toBeVisible();
  await page.getByRole('button', { name: 'Новый материал' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый материал' });
  await dialog.getByLabel('Заголовок').fill(title);
  // The address follows the title, in Latin letters.
  await expect(dialog.getByLabel(/^Адрес/)).toHaveValue(/^planovye-raboty-/);
  await dialog.getByLabel('Краткое описание').fill('Портал будет недоступен ночью 15 декабря.');
  await dialog.getByLabel('Текст (Markdown)').fill('## Когда\n\nС **02:00 до 04:00** по Москве.\n\n<script>alert(1)</script>');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  const editor = page.getByRole('dialog', { name: 'Материал' });
  await expect(editor.getByText('Черновик')).toBeVisible();
  // A file that is no PDF under a PDF name is refused in Russian; a real one is attached.
  await editor
    .getByLabel('Файл для загрузки')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
  await expect(editor.getByRole('alert')).toContainText('Недопустимый тип файла');
  await editor.getByLabel('Файл для загрузки').setInputFiles({ name: 'График работ.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(editor.getByRole('link', { name: 'График работ.pdf' })).toBeVisible();
  await editor.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(editor.getByText('Опубликован', { exact: true })).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Предпросмотр' }).getByRole('heading', { name: 'Когда' })).toBeVisible();

  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await loginAs(partner, 'partner@demo.ru');
  await partner.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Материалы' }).click();
  await partner.getByRole('navigation', { name: 'Разделы материалов' }).getByRole('link', { name: 'Новости' }).click();
  await expect(partner).toHaveURL(/#\/content\/news$/);
  await partner.getByRole('link', { name: title }).click();
  await expect(partner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(partner.getByRole('heading', { name: 'Когда' })).toBeVisible();
  await expect(partner.getByText('02:00 до 04:00')).toBeVisible();
  // The script was text, never an element.
  await expect(partner.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(partner.locator('article script')).toHaveCount(0);
  const file = partner.getByRole('region', { name: 'Файлы' });
  await expect(file.locator('iframe[title="График работ.pdf"]')).toBeVisible();
  await expect(file.getByRole('link', { name: /График работ\.pdf/ })).toHaveAttribute('href', /\/api\/content\/files\/.+\?download=1$/);
  expect(await seriousViolations(partner)).toEqual([]);
  await partnerContext.close();
});

test('a partner searches the knowledge base by a word form, plays a video, and the order rules link opens its article', async ({
  page,
}) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'База знаний' }).click();
  await expect(page.getByRole('heading', { name: 'База знаний', level: 1 })).toBeVisible();
  await page.getByLabel('Поиск по базе знаний').fill('договоров');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/search=/);
  const found = page.getByRole('region', { name: 'Договор с клиентом' });
  await expect(found.locator('mark').first()).toHaveText(/^договор$/i);
  expect(await seriousViolations(page)).toEqual([]);
  await found.getByRole('link', { name: 'Договор с клиентом' }).click();
  await expect(page.getByRole('heading', { name: 'Договор с клиентом', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Что нужно для договора' })).toBeVisible();

  // A video plays in the page from the portal's own file.
  await page.goto('/#/content/videos');
  await page.getByRole('link', { name: 'Как оформить заказ в 1С:ГРМ за 4 шага' }).click();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);

  // The clamp toast of an order form leads to the real article.
  await page.goto('/#/service/list');
  await page.getByRole('link', { name: /^Антивирус Касперского/ }).click();
  await chooseClient(page, 'ООО «Ромашка»');
  await page.getByLabel('Количество мест', { exact: true }).fill('30');
  const toast = page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.countOutOfRange(5, 24) });
  await toast.getByRole('link', { name: 'Правила заказа' }).click();
  await expect(page).toHaveURL(/#\/content\/info\?slug=pravila-zakaza$/);
  await expect(page.getByRole('heading', { name: 'Правила заказа', level: 1 })).toBeVisible();
  await expect(page.getByText('приводится к ближайшей границе')).toBeVisible();
});

test('«Материалы» open on the news, newest first, with the other sections beside; every marketing material downloads', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Материалы' }).click();
  await expect(page).toHaveURL(/#\/content\/news$/);
  await expect(page.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Разделы материалов' });
  await expect(sections.getByRole('link', { name: 'Новости' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Видео', 'Презентации', 'Материалы']) await expect(sections.getByRole('link', { name })).toBeVisible();
  // Newest first: each item's date is not later than the one above it.
  const items = page.getByRole('main').getByRole('region');
  await expect(items.first()).toBeVisible();
  const dates = (await items.allInnerTexts()).map((text) => {
    const [, day, month, year, time] = /(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2})/.exec(text) ?? [];
    return `${year}-${month}-${day} ${time}`;
  });
  expect(dates.length).toBeGreaterThan(1);
  expect([...dates].sort().reverse()).toEqual(dates);

  await sections.getByRole('link', { name: 'Материалы' }).click();
  await expect(page).toHaveURL(/#\/content\/marketing$/);
  const materials = page.getByRole('main').getByRole('region');
  await expect(materials.first()).toBeVisible();
  for (const material of await materials.all()) {
    await expect(material.getByRole('link', { name: /\.pdf \(/ }).first()).toBeVisible();
  }
  const logos = page.getByRole('region', { name: 'Логотипы и правила их использования' });
  const link = logos.getByRole('link', { name: /Логотипы 1С-ГРМ и правила использования\.pdf/ });
  const file = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('what a person types into the knowledge base’s search as the page opens stays there once the page has loaded', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // A slow list: the field is there before the articles.
  await page.route('**/api/content?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'База знаний' }).click();
  const field = page.getByLabel('Поиск по базе знаний');
  await field.pressSequentially('договор');
  await expect(page.getByRole('region', { name: 'Договор с клиентом' })).toBeVisible();
  await expect(field).toHaveValue('договор');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(field).toHaveValue('договор');
  // Back to the whole list: the field follows the address.
  await page.goBack();
  await expect(field).toHaveValue('');
});
