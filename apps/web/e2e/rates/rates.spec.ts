/**
 * The rate pages (issue 14 item 4): an operator rewrites a paragraph in the back office and the partner reads it on
 * «Тарифы» with the tables, the payment rules, the button up, the files and the back arrow; a date without a price list
 * answers with a clear text; a distributor gets its own price list.
 */
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { RATE_DEFAULT_TEXTS, RATE_TEXTS } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import AxeBuilder from '@axe-core/playwright';
import { expect, loginAs, test } from '../fixtures';
import type { Download, Page } from '@playwright/test';

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await fs.readFile((await download.path()) ?? '');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function download(page: Page, name: string): Promise<Download> {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  return started;
}

test('an operator rewrites a paragraph; the partner reads it on «Тарифы» with the tables, the payment rules and the button up', async ({
  page,
  browser,
}) => {
  const paragraph = `Новые условия для партнеров ${Date.now()} <b>без разметки</b>`;
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: RATE_TEXTS.backofficeTitle }).click();
  await expect(page.getByRole('heading', { name: RATE_TEXTS.backofficeTitle, level: 1 })).toBeVisible();
  await page.getByLabel(RATE_TEXTS.fields.effectiveFrom).fill('2025-02-01');
  const top = page.getByLabel(RATE_TEXTS.fields.paragraphTop);
  await expect(top).toHaveValue(RATE_DEFAULT_TEXTS.grm.paragraphTop);
  await top.fill('');
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await top.fill(paragraph);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: RATE_TEXTS.saved })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '01.02.2025' })).toContainText('operator@demo.ru');

  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await loginAs(partner, 'partner@demo.ru');
  await partner.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Тарифы' }).click();
  await expect(partner).toHaveURL(/#\/rates\/grm\/2025$/);
  await expect(partner.getByRole('heading', { name: RATE_DEFAULT_TEXTS.grm.title, level: 1 })).toBeVisible();
  await expect(partner.getByText(`${RATE_TEXTS.inForce} 01.03.2025`)).toBeVisible();
  // The operator's text, as text.
  await expect(partner.getByText(paragraph)).toBeVisible();
  await expect(partner.getByText('Счет рассчитывается до 5-го числа каждого месяца.')).toBeVisible();
  await expect(partner.getByText('Просрочка более 10 рабочих дней рассматривается индивидуально.')).toBeVisible();
  const day = partner.getByRole('table', { name: RATE_TEXTS.tableTitle.d });
  await expect(day.getByRole('row').filter({ hasText: '1С:Бухгалтерия предприятия' }).first()).toContainText('44,00');
  await expect(
    partner
      .getByRole('table', { name: RATE_TEXTS.tableTitle.m })
      .getByRole('row')
      .filter({ hasText: 'Комплект «Бизнес», 2 рабочих места' }),
  ).toContainText('1 110,00');
  await expect(partner.getByText(RATE_TEXTS.unitNote)).toBeVisible();
  await expect(partner.getByText(RATE_TEXTS.vatNote)).toBeVisible();

  // The button up appears after 800 px of scrolling and takes the page back to the top.
  const up = partner.getByRole('button', { name: 'Наверх' });
  await expect(up).toBeHidden();
  await partner.evaluate(() => window.scrollTo(0, 1200));
  await expect(up).toBeVisible();
  await up.click();
  await expect.poll(() => partner.evaluate(() => window.scrollY)).toBe(0);

  // Back to the calculators.
  await partner.getByRole('link', { name: RATE_TEXTS.back }).click();
  await expect(partner).toHaveURL(/#\/calc$/);
  await partnerContext.close();
});

test('a partner downloads the price list as a PDF and the industry programmes as a workbook, both read back', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/rates/grm/2025');
  // Every payment rule of the spec: the prepaid month and the trial day too (document 3 §9).
  const rules = page.getByRole('alert').filter({ hasText: RATE_TEXTS.paymentRulesTitle });
  await expect(rules).toContainText('Предоплаченный период рассчитывается исходя из 31 дня в месяце.');
  await expect(rules).toContainText(
    'Дни пробного периода считаются по 86 400 000 мс в сутках с округлением вверх: неполные сутки считаются целыми.',
  );
  // The files of a partner, generated from the same tariffs.
  await expect(page.getByRole('link', { name: RATE_TEXTS.files.distributor })).toHaveCount(0);
  const pdf = await download(page, RATE_TEXTS.files.partner);
  expect(pdf.suggestedFilename()).toBe('rates-grm-partner-01032025.pdf');
  const text = await pdfTextOf(pdf);
  expect(text).toContain(RATE_TEXTS.pdfAudience.partner);
  expect(text).toContain('1С:Бухгалтерия предприятия');
  expect(text).toContain('Счет рассчитывается до 5-го числа каждого месяца.');
  expect(text).toContain('Предоплаченный период рассчитывается исходя из 31 дня в месяце.');
  expect(text).toContain(RATE_TEXTS.vatNote);
  const xlsx = await download(page, RATE_TEXTS.files.industry);
  expect(xlsx.suggestedFilename()).toBe('industry-programs-01032025.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path()) ?? '');
  const sheet = workbook.getWorksheet(RATE_TEXTS.industrySheet);
  expect(sheet?.getRow(1).getCell(1).value).toBe(RATE_TEXTS.columns.group);
  const names: unknown[] = [];
  sheet?.eachRow((row) => names.push(row.getCell(2).value));
  expect(names).toContain('1С:Розница');
});

test('a distributor opens «Тарифы», gets the distributors’ price list (not the partners’ files), 1С:ОИ and a day without prices', async ({
  page,
}) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Тарифы' }).click();
  await expect(page).toHaveURL(/#\/rates\/grm\/2025$/);
  await expect(page.getByRole('table', { name: RATE_TEXTS.tableTitle.d })).toBeVisible();
  await expect(page.getByRole('link', { name: RATE_TEXTS.files.partner })).toHaveCount(0);
  await expect(page.getByRole('link', { name: RATE_TEXTS.files.industry })).toHaveCount(0);
  await expect(page.getByRole('link', { name: RATE_TEXTS.back })).toHaveCount(0);
  const pdf = await download(page, RATE_TEXTS.files.distributor);
  expect(pdf.suggestedFilename()).toBe('rates-grm-distributor-01032025.pdf');
  const text = await pdfTextOf(pdf);
  expect(text).toContain(RATE_TEXTS.pdfAudience.distributor);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(text).toContain(RATE_TEXTS.columns.distributorPrice);
  // 1С:ОИ of the same year, then a day before the first price list, chosen in the date field.
  await page.getByRole('link', { name: '1С:ОИ' }).click();
  await expect(page.getByText(`${RATE_TEXTS.inForce} 01.06.2025`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: RATE_TEXTS.tableTitle.m }).getByRole('row').filter({ hasText: 'Windows Server, лицензия на vCPU' }),
  ).toContainText('509,25');
  await page.getByLabel(RATE_TEXTS.dateField).fill('2023-05-15');
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/#\/rates\/oi\/15\.05\.2023$/);
  await expect(page.getByText(RATE_TEXTS.dayBeforeFirst('15.05.2023', '01.01.2024'))).toBeVisible();
  await page.goto('/#/rates/grm/2023');
  await expect(page.getByText(RATE_TEXTS.yearBeforeFirst(2023, '01.01.2024'))).toBeVisible();
});
