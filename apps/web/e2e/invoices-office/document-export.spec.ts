/**
 * The vendor's documents export (issue 33): the operator picks the latest closed month for every partner, starts the
 * export, follows «Готово N из M» until the job is done, downloads the ZIP and finds in it each invoiced partner's
 * folder with the month's invoice and act (and the XML УПД, or the partner in «Не выгружено.txt»).
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { DOCUMENT_EXPORT_TEXTS as T, type DocumentExportList, type InvoiceList } from '@portal/domain';
import JSZip from 'jszip';
import { expect, getJson, loginAs, test } from '../fixtures';

test('the operator exports a month of every partner and downloads the ZIP', async ({ page }) => {
  // Each invoice's three documents take about a second to render: the demo world's month is a minute's work or so.
  test.setTimeout(240_000);
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: T.title }).click();
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();

  const { closedMonths } = await getJson<DocumentExportList>(page.request, '/api/backoffice/document-exports');
  const month = closedMonths[0];
  if (!month) throw new Error('the demo world has no closed month');
  const [year, number] = month.split('-').map(Number) as [number, number];
  const invoices = await getJson<InvoiceList>(page.request, `/api/backoffice/invoices?y=${year}&m=${number - 1}&pageSize=1000`);
  expect(invoices.total).toBeGreaterThan(0);

  // Nothing chosen: the form says what is missing, in Russian.
  await page.getByRole('button', { name: T.start }).click();
  await expect(page.getByText(T.monthsRequired)).toBeVisible();

  const label = new Date(Date.UTC(year, number - 1, 15)).toLocaleString('ru-RU', { month: 'long', timeZone: 'UTC' });
  await page.getByRole('checkbox', { name: new RegExp(`^${label} ${year}$`, 'i') }).check();
  await expect(page.getByRole('radio', { name: T.allPartners })).toBeChecked();
  await page.getByRole('button', { name: T.start }).click();
  await expect(page.getByText(T.started)).toBeVisible();

  // The progress follows the job until the ZIP is ready.
  const finished = T.progress(invoices.total, invoices.total);
  const form = page.locator('main').getByRole('button', { name: T.start }).locator('..');
  await expect(form.getByText(finished)).toBeVisible({ timeout: 200_000 });
  const download = form.getByRole('link', { name: T.download });
  await expect(download).toBeVisible();
  // The recent exports list it first, done.
  const recent = page.getByRole('table', { name: T.recent });
  await expect(recent.getByRole('row').nth(1).getByText(finished)).toBeVisible();
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(T.zipFile([month]));
  const zip = await JSZip.loadAsync(await readFile(await file.path()));
  const names = Object.values(zip.files)
    .filter((entry) => !entry.dir)
    .map((entry) => entry.name);
  const skipped = (await zip.file(T.skippedFile)?.async('string')) ?? '';
  for (const invoice of invoices.items) {
    const folder = `${invoice.partnerCode} `;
    const fileNumber = invoice.number.replaceAll('/', '-');
    const own = names.filter((name) => name.startsWith(folder));
    expect(
      own.some((name) => name.endsWith(`/${month} Счет ${fileNumber}.pdf`)),
      invoice.partnerName,
    ).toBe(true);
    expect(
      own.some((name) => name.endsWith(`/${month} Акт ${fileNumber}.pdf`)),
      invoice.partnerName,
    ).toBe(true);
    const xml = own.some((name) => /\/ON_NSCHFDOPPR_[^/]+\.xml$/.test(name));
    // Every partner has its XML УПД, or is listed with the reason why not.
    expect(xml || skipped.includes(`${invoice.partnerCode} `), invoice.partnerName).toBe(true);
  }
  const pdf = await zip.file(names.find((name) => name.endsWith('.pdf')) ?? '')?.async('uint8array');
  expect(
    Buffer.from(pdf ?? [])
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
