/**
 * The act as XML УПД and «Документы за период» (issue 33): the accountant downloads a month's XML from «Счета и акты»,
 * which the official schema accepts and whose total is the row's sum; then ticks two months and downloads them as one
 * ZIP, whose files are named by month and whose PDFs read back the months' totals.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ACT_STATUS_TEXTS,
  amountInWords,
  DOCUMENT_BUNDLE_TEXTS,
  documentBundleFileName,
  formatMoney,
  INVOICING_TEXTS,
  monthKeyOf,
  monthLabel,
  type PartnerInvoice,
  type PartnerInvoiceList,
} from '@portal/domain';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { updSchemaErrors } from '../../../../packages/domain/test-support/upd-schema';
import { expect, getJson, loginAs, test } from '../fixtures';

/** Text as read: a plain space for the thousand separator, and one space for any run (a PDF wraps its lines). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ').trim();

async function pdfText(bytes: Uint8Array): Promise<string> {
  return plain((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text);
}

/** «189 656,16 ₽» as the XML writes money: «189656.16». */
const xmlMoney = (shown: string) => plain(shown).replace(/[ ₽]/g, '').replace(',', '.');

const rowOf = (page: Page, invoice: PartnerInvoice) =>
  page.getByRole('row').filter({ hasText: INVOICING_TEXTS.invoiceOf(invoice.number, invoice.issuedOn) });

test('the accountant downloads a month’s XML УПД, then two months’ documents as one ZIP', async ({ page }) => {
  await loginAs(page, 'accountant@demo.ru');
  await expect(page).not.toHaveURL(/#\/login/);
  const { items } = await getJson<PartnerInvoiceList>(page.request, '/api/invoices?pageSize=2');
  const [newer, older] = items;
  if (!newer || !older) throw new Error('the accountant’s company should have two closed months');

  await page.goto('/#/invoices');
  await expect(page.getByRole('heading', { name: INVOICING_TEXTS.title, level: 1 })).toBeVisible();
  const row = rowOf(page, newer);
  await expect(row).toContainText(monthLabel(newer.year, newer.month));
  // The act's status stands beside its XML, as the file states it.
  await expect(row.getByTestId('act-status')).toHaveText(ACT_STATUS_TEXTS[newer.actStatus]);

  const [xmlDownload] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: DOCUMENT_BUNDLE_TEXTS.xmlOf(newer.number) }).click(),
  ]);
  expect(xmlDownload.suggestedFilename()).toMatch(/^ON_NSCHFDOPPR_.+\.xml$/);
  const xmlBytes = new Uint8Array(await readFile(await xmlDownload.path()));
  expect(await updSchemaErrors(xmlBytes)).toEqual([]);
  const xml = new TextDecoder('windows-1251').decode(xmlBytes);
  const shownSum = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(/СтТовУчНалВсего="([-\d.]+)"/.exec(xml)?.[1]).toBe(xmlMoney(shownSum));
  expect(xml).toContain(`НомерДок="${newer.number}"`);

  await page.getByRole('button', { name: DOCUMENT_BUNDLE_TEXTS.button }).click();
  const dialog = page.getByRole('dialog', { name: DOCUMENT_BUNDLE_TEXTS.title });
  await expect(dialog).toBeVisible();
  const download = dialog.getByRole('button', { name: DOCUMENT_BUNDLE_TEXTS.download });
  await expect(download).toBeDisabled();
  for (const invoice of [newer, older]) {
    await dialog.getByRole('checkbox', { name: new RegExp(`^${monthLabel(invoice.year, invoice.month)} `) }).check();
  }
  await expect(dialog).toContainText(DOCUMENT_BUNDLE_TEXTS.chosen(2));
  const months = [newer, older].map((i) => monthKeyOf(i.year, i.month));
  const [zipDownload] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(zipDownload.suggestedFilename()).toBe(documentBundleFileName(months));

  const zip = await JSZip.loadAsync(await readFile(await zipDownload.path()));
  const names = Object.keys(zip.files);
  expect(names).toHaveLength(6);
  for (const invoice of [older, newer]) {
    const key = monthKeyOf(invoice.year, invoice.month);
    const printed = invoice.number.replace('/', '-');
    for (const name of [`${key} Счет ${printed}.pdf`, `${key} Акт ${printed}.pdf`]) {
      const file = zip.file(name);
      if (!file) throw new Error(`${name} is not in the ZIP: ${names.join(', ')}`);
      const text = await pdfText(await file.async('uint8array'));
      expect(text, name).toContain(invoice.number);
      expect(text, name).toContain(formatMoney(invoice.sum, 2));
      expect(text, name).toContain(amountInWords(invoice.sum));
    }
  }
  const xmls = names.filter((name) => /^ON_NSCHFDOPPR_.+\.xml$/.test(name));
  expect(xmls).toHaveLength(2);
  // The newer month's XML in the ZIP is the file downloaded alone.
  const again = zip.file(xmlDownload.suggestedFilename());
  expect(again && Buffer.from(await again.async('uint8array')).equals(Buffer.from(xmlBytes))).toBe(true);
});
