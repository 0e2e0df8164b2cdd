/**
 * A refused act reaches the vendor (issue 31): a partner refuses to sign an act with a reason; the operator sees «Отказ»
 * with the reason and who refused in «Счета партнеров», filters the list by it, finds it on the partner's card in
 * «Заявки партнеров» and reads the letter written to the vendor's mailbox in «Исходящие письма».
 * The act is one that still waits for its partner, of a demo partner other than invoice-unsigned@demo.ru (the phone
 * journey signs that one's); it is read from the API, not assumed, and refused again with a reason of this run's own.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  ACT_STATUS_TEXTS,
  ACT_TEXTS,
  type ApplicationList,
  dayKeyOf,
  formatDateTime,
  INVOICING_TEXTS,
  type InvoiceList,
} from '@portal/domain';
import { dialogFadedIn, expect, getJson, loginAs, test } from '../fixtures';

/** Partners whose acts another journey decides (the demo partner's accountant signs one in team/journal.spec.ts). */
const TAKEN = ['invoice-unsigned@demo.ru', 'partner@demo.ru'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a partner refuses an act with a reason; the operator sees it, filters by it and reads the letter', async ({ page, browser }) => {
  // The operator's page finds an act a partner can still refuse, and that partner's login.
  await loginAs(page, 'operator@demo.ru');
  await expect(page.getByRole('heading', { name: 'Заявки партнеров', level: 1 })).toBeVisible();
  const { items: partners } = await getJson<ApplicationList>(page.request, '/api/backoffice/applications?status=on&pageSize=100');
  const emailOf = new Map(partners.map((p) => [p.partnerId, p.email]));
  // A retry finds its first try's refusal: an act refused may be refused again until it counts as accepted.
  const open = [
    ...(await getJson<InvoiceList>(page.request, '/api/backoffice/invoices?act=AWAITING&pageSize=100')).items,
    ...(await getJson<InvoiceList>(page.request, '/api/backoffice/invoices?act=REFUSED&pageSize=100')).items,
  ];
  const invoice = open.find(
    (i) =>
      i.act.acceptedOn === null && (emailOf.get(i.partnerId) ?? '').endsWith('@demo.ru') && !TAKEN.includes(emailOf.get(i.partnerId) ?? ''),
  );
  if (!invoice) throw new Error(`No demo partner's act waits for a decision: ${open.map((i) => i.number).join(', ')}`);
  const partnerEmail = emailOf.get(invoice.partnerId) ?? '';
  const reason = `Клиент отключен 3-го числа (${randomUUID().slice(0, 8)})`;

  // The partner refuses in «Счета и акты».
  const partner = await browser.newPage();
  await loginAs(partner, partnerEmail);
  await expect(partner).toHaveURL(/#\/service\/list/);
  await partner.getByRole('link', { name: INVOICING_TEXTS.title }).first().click();
  await expect(partner).toHaveURL(/#\/invoices$/);
  await expect(partner.getByRole('heading', { name: INVOICING_TEXTS.title, level: 1 })).toBeVisible();
  const partnerRow = partner
    .getByRole('row')
    .filter({ hasText: INVOICING_TEXTS.invoiceOf(invoice.number, dayKeyOf(new Date(invoice.closedAt))) });
  await partnerRow.getByRole('button', { name: INVOICING_TEXTS.refuseAct }).click();
  const dialog = partner.getByRole('dialog', { name: `${INVOICING_TEXTS.refuseAct}: акт № ${invoice.number}` });
  await dialog.getByLabel(INVOICING_TEXTS.refusalReason).fill(reason);
  await dialog.getByRole('button', { name: INVOICING_TEXTS.refuseAct }).click();
  await expect(partner.getByRole('alert').filter({ hasText: INVOICING_TEXTS.actRefusedToast })).toBeVisible();
  await expect(partnerRow).toContainText(INVOICING_TEXTS.actRefusalReason(reason));
  await partner.close();

  // «Счета партнеров», filtered by the refused acts: the invoice with its reason and who refused.
  await page.getByRole('tab', { name: 'Счета партнеров' }).click();
  await expect(page.getByRole('heading', { name: 'Счета партнеров', level: 1 })).toBeVisible();
  const search = page.getByRole('search');
  await search.getByLabel(ACT_TEXTS.filter, { exact: true }).selectOption({ label: ACT_STATUS_TEXTS.REFUSED });
  await expect(page).toHaveURL(/#\/backoffice\/invoices\?act=REFUSED$/);
  const table = page.getByRole('table', { name: 'Счета партнеров' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const refused = await getJson<InvoiceList>(page.request, '/api/backoffice/invoices?act=REFUSED&pageSize=10');
  await expect(table.getByRole('row')).toHaveCount(Math.min(10, refused.total) + 1);
  for (const other of refused.items) {
    await expect(table.getByRole('row').filter({ hasText: other.number })).toContainText(ACT_STATUS_TEXTS.REFUSED);
  }
  await search.getByLabel('Партнер или код партнера').fill(invoice.number);
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('row')).toHaveCount(2);
  const listed = table.getByRole('row').filter({ hasText: invoice.number });
  await expect(listed).toContainText(invoice.partnerName);
  await expect(listed).toContainText(ACT_STATUS_TEXTS.REFUSED);
  await expect(listed).toContainText(ACT_TEXTS.reason(reason));
  await expect(listed).toContainText(`пользователь ${partnerEmail}`);
  expect(await seriousViolations(page)).toEqual([]);
  // Filtered by the acts still waiting, the refused one is not among them.
  await search.getByLabel(ACT_TEXTS.filter, { exact: true }).selectOption({ label: ACT_STATUS_TEXTS.AWAITING });
  await expect(page).toHaveURL(/act=AWAITING$/);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('row').filter({ hasText: invoice.number })).toHaveCount(0);

  // The partner's card in «Заявки партнеров»: its invoices and acts, the refusal with its reason.
  await page.getByRole('tab', { name: 'Заявки партнеров' }).click();
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Активные' }).click();
  await page.getByRole('search').getByLabel('Компания, код или E-mail').fill(partnerEmail);
  await page.getByRole('search').getByRole('button', { name: 'Найти' }).click();
  const applications = page.getByRole('table', { name: 'Заявки партнеров' });
  await expect(applications).not.toHaveAttribute('aria-busy', 'true');
  await applications
    .getByRole('row')
    .filter({ hasText: invoice.partnerName })
    .getByRole('button', { name: ACT_TEXTS.partnerInvoices })
    .click();
  const card = page.getByRole('dialog', { name: ACT_TEXTS.partnerInvoicesTitle(invoice.partnerName) });
  await card.getByLabel(ACT_TEXTS.filter, { exact: true }).selectOption({ label: ACT_STATUS_TEXTS.REFUSED });
  const cardRow = card.getByRole('row').filter({ hasText: invoice.number });
  await expect(cardRow).toContainText(ACT_TEXTS.reason(reason));
  await expect(cardRow).toContainText(`пользователь ${partnerEmail}`);
  await dialogFadedIn(page);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Закрыть' }).click();
  await expect(card).toHaveCount(0);

  // «Исходящие письма»: the letter to the vendor's mailbox, read in full.
  const act = (
    await getJson<InvoiceList>(page.request, `/api/backoffice/invoices?act=REFUSED&search=${encodeURIComponent(invoice.number)}`)
  ).items[0]?.act;
  await page.getByRole('tab', { name: 'Исходящие письма' }).click();
  const subject = ACT_TEXTS.refusalLetterSubject(invoice.number, invoice.partnerName);
  const letters = page.getByRole('table', { name: 'Исходящие письма' });
  const letter = letters.getByRole('row').filter({ hasText: subject }).first();
  await expect(letter).toContainText('billing@1c-cloud.demo');
  await letter.getByRole('button', { name: subject }).click();
  const text = page.getByRole('dialog', { name: subject });
  await expect(text).toContainText(`Причина отказа: ${reason}`);
  await expect(text).toContainText(`Отказ оформил пользователь ${partnerEmail} ${formatDateTime(act?.decidedAt ?? '')}`);
});
