/**
 * «Счета и акты» (issue 24): a closed month's invoice and act read back as PDFs with the number, the total in figures
 * and words that the billing details show for that month; an overdue partner is warned in the navbar, its order forms
 * say orders are closed and refuse with the server's message, and a recorded payment opens them again.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  amountInWords,
  type ApplicationList,
  BILLING_TEXTS,
  dayKeyOf,
  type DebtSummary,
  formatMoney,
  formatRubles,
  INVOICE_STATUS_TEXTS,
  INVOICING_TEXTS,
  monthLabel,
  ORDER_MESSAGES,
  type PartnerInvoiceList,
} from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, expect, getJson, loginAs, test } from '../fixtures';

/** Money as the portal writes it, with a plain space for the thousand separator. */
/** Text as read: a plain space for the thousand separator, and one space for any run (a PDF wraps its lines). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ').trim();

/** The overdue partner's first confirmed client: whichever the demo world gives it. */
async function chooseAnyClient(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Клиент' }).click();
  await page.getByRole('listbox', { name: 'Клиент' }).getByRole('option').first().click();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function pdfText(page: Page, link: ReturnType<Page['getByRole']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  return plain((await extractText(pdf, { mergePages: true })).text);
}

test('a closed month: its invoice and act read back with the figures of the billing details', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const { items, total } = await getJson<PartnerInvoiceList>(page.request, '/api/invoices?pageSize=1');
  expect(total).toBeGreaterThan(0);
  const [invoice] = items;
  if (!invoice) throw new Error('partner@demo.ru has no closed month');

  // The billing details of that month link the page.
  await page.goto(`/#/details?m=${invoice.month}&y=${invoice.year}`);
  await expect(page.getByText(BILLING_TEXTS.closedMonth(invoice.number))).toBeVisible();
  const totalLine = page.getByText(`Итого за ${monthLabel(invoice.year, invoice.month)}:`);
  await expect(totalLine).toBeVisible();
  expect(plain((await totalLine.textContent()) ?? '')).toContain(`${formatMoney(invoice.sum, 2)} ₽`);
  await page.getByRole('link', { name: INVOICING_TEXTS.title }).first().click();

  await expect(page).toHaveURL(/#\/invoices$/);
  await expect(page.getByRole('heading', { name: INVOICING_TEXTS.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: INVOICING_TEXTS.debtTitle })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: INVOICING_TEXTS.invoiceOf(invoice.number, invoice.issuedOn) });
  await expect(row).toContainText(monthLabel(invoice.year, invoice.month));
  await expect(row).toContainText(INVOICE_STATUS_TEXTS[invoice.status]);
  expect(plain((await row.textContent()) ?? '')).toContain(formatRubles(invoice.sum));
  expect(await seriousViolations(page)).toEqual([]);

  const invoiceText = await pdfText(page, row.getByRole('link', { name: `${INVOICING_TEXTS.invoicePdf} № ${invoice.number}` }));
  const actText = await pdfText(page, row.getByRole('link', { name: `${INVOICING_TEXTS.actPdf} № ${invoice.number}` }));
  for (const text of [invoiceText, actText]) {
    for (const expected of [invoice.number, formatMoney(invoice.sum, 2), amountInWords(invoice.sum)]) {
      expect(text, expected).toContain(expected);
    }
  }
  expect(invoiceText).toContain('Счет на оплату');
  expect(actText).toContain('Акт (УПД)');
});

/**
 * A demo partner (the demo world's password) whose orders an overdue invoice has closed and who is not blocked: the
 * operator's list of partners gives the candidates, each is asked for its debt. Answers it with its debt, and the
 * operator's CSRF token: `request` is left signed in as the operator.
 */
async function findOverduePartner(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<{ email: string; debt: DebtSummary; csrfToken: string }> {
  const operator = await request.post('/api/auth/login', { data: { email: 'operator@demo.ru', password: DEMO_PASSWORD } });
  expect(operator.status()).toBe(200);
  const { csrfToken } = (await operator.json()) as { csrfToken: string };
  const { items } = await getJson<ApplicationList>(request, '/api/backoffice/applications?status=on&pageSize=100');
  const candidates = [...new Set(items.map((item) => item.email).filter((email) => email.endsWith('@demo.ru')))];
  for (const email of candidates) {
    // Each candidate in a context of its own: a signed-in session is not replaced by another login.
    const partner = await apiRequest.newContext({ baseURL });
    try {
      await partner.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
      const debt = await partner.get('/api/invoices/debt');
      if (debt.status() !== 200) continue;
      const summary = (await debt.json()) as DebtSummary;
      // Orders closed, but not yet in the operator's queue (beyond 10 working days): the queue's journey keeps its partner.
      if (!summary.ordersClosedBy || summary.overdueWorkingDays > 10) continue;
      const participation = (await (await partner.get('/api/participation')).json()) as { block?: unknown };
      if (!participation.block) return { email, debt: summary, csrfToken };
    } finally {
      await partner.dispose();
    }
  }
  throw new Error(`No demo partner among ${candidates.join(', ')} has its orders closed by an overdue invoice`);
}

test('an overdue partner is warned, its order is refused with the reason, and a payment opens orders again', async ({
  page,
  request,
  baseURL,
}) => {
  // `request` stays signed in as the operator, who records the payment below.
  const { email, debt, csrfToken } = await findOverduePartner(request, baseURL);
  const closedBy = debt.ordersClosedBy;
  if (!closedBy) throw new Error('orders are open');
  const closedMessage = INVOICING_TEXTS.ordersClosed(closedBy.number, closedBy.issuedOn, closedBy.unpaid);

  await loginAs(page, email);
  await expect(page).toHaveURL(/#\/service\/list/);
  const warning = page.getByTestId('overdue-warning');
  await expect(warning).toBeVisible();
  expect(plain((await warning.textContent()) ?? '')).toBe(plain(INVOICING_TEXTS.overdueWarning(debt.overdue, debt.overdueWorkingDays)));

  // The order form says so up front, and the order is refused with the same words and the way to the invoices.
  await page.getByRole('link', { name: /^1С-Отчетность/ }).click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  const notice = page.getByTestId('orders-closed-notice');
  await expect(notice).toBeVisible();
  expect(plain((await notice.textContent()) ?? '')).toContain(plain(closedMessage));
  await chooseAnyClient(page);
  await page.getByRole('radio', { name: 'Отчетность для одного юридического лица' }).check();
  await page.getByLabel('Увеличить: Направление отчетности').click();
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();
  const refusal = page.getByRole('dialog', { name: ORDER_MESSAGES.failed });
  await expect(refusal).toBeVisible();
  expect(plain((await refusal.getByTestId('orders-closed').textContent()) ?? '')).toBe(plain(closedMessage));
  await expect(refusal.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
  await refusal.getByRole('link', { name: INVOICING_TEXTS.title }).click();
  await expect(page).toHaveURL(/#\/invoices$/);
  await expect(page.getByRole('heading', { name: INVOICING_TEXTS.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(closedMessage)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('row').filter({ hasText: INVOICE_STATUS_TEXTS.OVERDUE }).first()).toBeVisible();

  // The operator records payments of every invoice that closes orders.
  const { items } = await getJson<PartnerInvoiceList>(page.request, '/api/invoices?pageSize=100');
  for (const unpaid of items.filter((item) => item.ordersClosed)) {
    const payment = await request.post('/api/backoffice/payments', {
      headers: { 'x-csrf-token': csrfToken },
      data: {
        invoiceId: unpaid.invoiceId,
        receivedOn: dayKeyOf(new Date()),
        amount: unpaid.unpaid,
        purpose: `Оплата по счету № ${unpaid.number}`,
      },
    });
    expect(payment.status(), unpaid.number).toBe(201);
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: INVOICING_TEXTS.debtTitle })).toBeVisible();
  await expect(page.getByText(closedMessage)).toHaveCount(0);
  await page.goto('/#/service/list');
  await page.getByRole('link', { name: /^1С-Отчетность/ }).click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await chooseAnyClient(page);
  await expect(page.getByTestId('orders-closed-notice')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Отчетность для одного юридического лица' }).check();
  await page.getByLabel('Увеличить: Направление отчетности').click();
  await page.getByLabel(/надежные пароли/).check();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: ORDER_MESSAGES.created })).toBeVisible();
});
