/**
 * «Счета и акты» on a 390 px phone (issue 31): each month is a card with every field (month, invoice, documents, sum,
 * status and payment, due date with the days overdue, penalty, the act's state) and the act's buttons, all within the
 * screen's width; an act is signed there. The demo's invoice-unsigned@demo.ru, which no other journey uses, has acts
 * to sign; which of its months is read from the API, not assumed.
 */
import type { Locator, Page } from '@playwright/test';
import {
  formatIsoDate,
  formatRubles,
  INVOICE_STATUS_TEXTS,
  INVOICING_TEXTS,
  monthLabel,
  type PartnerInvoice,
  type PartnerInvoiceList,
} from '@portal/domain';
import { expect, getJson, loginAs, test } from '../fixtures';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** Text as read: one plain space for any run of spaces (money is written with narrow no-break spaces). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ').trim();

/** Shown and within the phone's width as the page lies, without scrolling anything sideways. */
async function expectWithinScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
}

/** What the act's part of the card says last: awaiting a decision until a day, or accepted by silence since one. */
const actLine = (invoice: PartnerInvoice) =>
  invoice.acceptedOn === null ? INVOICING_TEXTS.actAwaiting(invoice.acceptBy) : INVOICING_TEXTS.actDeemedAccepted(invoice.acceptedOn);

async function nothingScrollsSideways(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    // The table's scrolling box: a phone's months must not hide their fields to its right.
    tables: [...document.querySelectorAll('main table')].map((table) => {
      const box = table.parentElement;
      return box ? box.scrollWidth - box.clientWidth : 0;
    }),
  }));
  expect(widths.page).toBeLessThanOrEqual(WIDTH);
  for (const overflow of widths.tables) expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone each month is a card with every field, and its act is signed there', async ({ page }) => {
  await loginAs(page, 'invoice-unsigned@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const { items } = await getJson<PartnerInvoiceList>(page.request, '/api/invoices?pageSize=100');
  // The latest month whose act is not signed yet; a retry of this journey may find the act its first try signed.
  const invoice = items.find((item) => item.act?.decision !== 'signed') ?? (test.info().retry > 0 ? items[0] : undefined);
  if (!invoice) throw new Error('invoice-unsigned@demo.ru has no act left to sign');
  const signed = invoice.act?.decision === 'signed';

  await page.goto('/#/invoices');
  await expect(page.getByRole('heading', { name: INVOICING_TEXTS.title, level: 1 })).toBeVisible();
  const card = page.getByTestId('invoice-card').filter({ hasText: INVOICING_TEXTS.invoiceOf(invoice.number, invoice.issuedOn) });
  await expect(card).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await nothingScrollsSideways(page);

  const text = plain((await card.textContent()) ?? '');
  const fields = [
    monthLabel(invoice.year, invoice.month),
    INVOICING_TEXTS.invoiceOf(invoice.number, invoice.issuedOn),
    INVOICING_TEXTS.columns.sum,
    formatRubles(invoice.sum),
    INVOICING_TEXTS.columns.status,
    INVOICE_STATUS_TEXTS[invoice.status],
    INVOICING_TEXTS.paymentState(invoice.paid, invoice.unpaid),
    INVOICING_TEXTS.columns.dueOn,
    formatIsoDate(invoice.dueOn),
    INVOICING_TEXTS.columns.penalty,
    invoice.penaltyWaived ? INVOICING_TEXTS.penaltyWaived : formatRubles(invoice.penalty),
    INVOICING_TEXTS.columns.act,
    ...(signed ? [] : [actLine(invoice)]),
    ...(invoice.overdueWorkingDays > 0 ? [INVOICING_TEXTS.overdueDays(invoice.overdueWorkingDays)] : []),
  ];
  for (const field of fields) expect(text, field).toContain(plain(field));
  // The invoice's line and the figures' labels in the theme's secondary text colour, the overdue days in its error red.
  const secondary = 'rgba(0, 0, 0, 0.6)';
  await expect(card.getByText(INVOICING_TEXTS.invoiceOf(invoice.number, invoice.issuedOn), { exact: true })).toHaveCSS('color', secondary);
  await expect(card.getByText(INVOICING_TEXTS.columns.sum, { exact: true })).toHaveCSS('color', secondary);
  if (invoice.overdueWorkingDays > 0) {
    await expect(card.getByText(INVOICING_TEXTS.overdueDays(invoice.overdueWorkingDays), { exact: true })).toHaveCSS(
      'color',
      'rgb(211, 47, 47)',
    );
  }

  // Each part of the card lies within the screen: the last column's act and the penalty too.
  await expectWithinScreen(card.getByText(INVOICE_STATUS_TEXTS[invoice.status], { exact: true }));
  await expectWithinScreen(card.getByText(formatIsoDate(invoice.dueOn), { exact: true }));
  for (const document of [INVOICING_TEXTS.invoicePdf, INVOICING_TEXTS.actPdf]) {
    await expectWithinScreen(card.getByRole('link', { name: `${document} № ${invoice.number}` }));
  }
  if (signed) {
    await expectWithinScreen(card.getByText(/^Акт подписан /));
    return;
  }
  await expectWithinScreen(card.getByText(actLine(invoice), { exact: true }));
  const sign = card.getByRole('button', { name: INVOICING_TEXTS.signAct });
  await expectWithinScreen(sign);

  // A refusal is open until the act counts as accepted: its dialog opens on the phone, and is left.
  if (invoice.acceptedOn === null) {
    const refuse = card.getByRole('button', { name: INVOICING_TEXTS.refuseAct });
    await expectWithinScreen(refuse);
    await refuse.click();
    const dialog = page.getByRole('dialog', { name: `${INVOICING_TEXTS.refuseAct}: акт № ${invoice.number}` });
    await expect(dialog.getByLabel(INVOICING_TEXTS.refusalReason)).toBeVisible();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toHaveCount(0);
  }

  await sign.click();
  await expect(page.getByRole('alert').filter({ hasText: INVOICING_TEXTS.actSignedToast })).toBeVisible();
  await expect(card).toContainText(/Акт подписан \d{2}\.\d{2}\.\d{4}/);
  await expect(card.getByRole('button', { name: INVOICING_TEXTS.signAct })).toHaveCount(0);
  await nothingScrollsSideways(page);
});
