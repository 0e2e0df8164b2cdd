/**
 * The operator's side of the payment cycle (issue 24): a bank statement imported (and again, recording nothing), the
 * paid partner's invoice «Оплачен», a waiting payment matched by hand, and the overdue queue's «Списать пени».
 * The statement pays the demo's invoice-import@demo.ru, which no other journey uses.
 */
import {
  dayKeyOf,
  formatMoney,
  INVOICING_TEXTS,
  type InvoiceList,
  type PartnerInvoiceList,
  statementText,
  toWindows1251,
} from '@portal/domain';
import { expect, getJson, loginAs, test } from '../fixtures';

const IMPORT_PARTNER = { email: 'invoice-import@demo.ru', name: 'ООО «Ракурс ИТ»', inn: '6667778887' };
const UNKNOWN_PAYER = 'ООО «Неизвестный плательщик»';

test('the operator imports a statement, imports it again, and matches the waiting payment by hand', async ({ page, browser }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: 'Платежи' }).click();
  await expect(page.getByRole('heading', { name: 'Платежи', level: 1 })).toBeVisible();

  const invoices = await getJson<InvoiceList>(page.request, `/api/backoffice/invoices?search=${encodeURIComponent('Ракурс')}`);
  const [invoice] = invoices.items;
  if (!invoice) throw new Error('the demo world has no invoice of invoice-import@demo.ru');
  const today = dayKeyOf(new Date());
  const date = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`;
  const file = Buffer.from(
    toWindows1251(
      statementText([
        {
          number: '501',
          date,
          amount: (invoice.sum / 100).toFixed(2),
          payerInn: IMPORT_PARTNER.inn,
          payerName: IMPORT_PARTNER.name,
          purpose: `Оплата по счету № ${invoice.number}. Без НДС`,
        },
        { number: '502', date, amount: '700.00', payerInn: '7701234560', payerName: UNKNOWN_PAYER, purpose: 'Оплата услуг. Без НДС' },
      ]),
    ),
  );
  const upload = () => page.getByTestId('statement-file').setInputFiles({ name: 'kl_to_1c.txt', mimeType: 'text/plain', buffer: file });

  await upload();
  const result = page.getByRole('alert').filter({ hasText: 'Документов в выписке' });
  await expect(result).toContainText('Документов в выписке: 2. Записано платежей: 2. Уже были загружены: 0.');
  await expect(result).toContainText('Сопоставлено со счетами: 1.');
  await expect(result).toContainText('Ждут сопоставления:');
  await expect(result).toContainText(`№ 502 от ${date}, 700,00 ₽, ${UNKNOWN_PAYER}: В назначении платежа нет номера счета`);

  // The partner's invoice is paid.
  const partner = await browser.newPage();
  await loginAs(partner, IMPORT_PARTNER.email);
  await expect(partner).not.toHaveURL(/login/);
  const own = await getJson<PartnerInvoiceList>(partner.request, '/api/invoices');
  expect(own.items.find((i) => i.number === invoice.number)).toMatchObject({ status: 'PAID', unpaid: 0 });
  await partner.close();

  // The same file again records nothing.
  await upload();
  await expect(result).toContainText('Документов в выписке: 2. Записано платежей: 0. Уже были загружены: 2.');
  await expect(result).toContainText('Сопоставлено со счетами: 0.');
  await expect(result).not.toContainText('Ждут сопоставления:');

  // The waiting payment, matched by hand.
  await page.getByRole('tab', { name: 'Ждут сопоставления' }).click();
  const table = page.getByRole('table', { name: 'Платежи' });
  const waiting = table.getByRole('row').filter({ hasText: UNKNOWN_PAYER });
  await expect(waiting).toContainText('В назначении платежа нет номера счета');
  await waiting.getByRole('button', { name: 'Сопоставить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сопоставить платеж' });
  await dialog.getByRole('button', { name: 'Сопоставить' }).click();
  await expect(dialog).toContainText(INVOICING_TEXTS.invoiceRequired);
  await dialog.getByRole('combobox', { name: 'Счет' }).fill(invoice.number);
  await page.getByRole('option', { name: new RegExp(invoice.number) }).click();
  await dialog.getByRole('button', { name: 'Сопоставить' }).click();
  await expect(page.getByText(INVOICING_TEXTS.paymentMatched)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(waiting).toHaveCount(0);
  await page.getByRole('tab', { name: 'Все' }).click();
  await expect(table.getByRole('row').filter({ hasText: UNKNOWN_PAYER })).toContainText(`№ ${invoice.number}, ${IMPORT_PARTNER.name}`);

  // A payment recorded by hand: the amount in rubles with kopecks.
  await page.getByRole('button', { name: 'Записать платеж' }).click();
  const record = page.getByRole('dialog', { name: 'Записать платеж' });
  await record.getByRole('combobox', { name: 'Счет' }).fill(invoice.number);
  await page.getByRole('option', { name: new RegExp(invoice.number) }).click();
  await record.getByLabel('Сумма, ₽').fill('сто рублей');
  await record.getByLabel('Назначение платежа').fill('Доплата по счету наличными');
  await record.getByRole('button', { name: 'Записать' }).click();
  await expect(record).toContainText(INVOICING_TEXTS.paymentAmountFormat);
  await record.getByLabel('Сумма, ₽').fill('100,50');
  await record.getByRole('button', { name: 'Записать' }).click();
  await expect(page.getByText(INVOICING_TEXTS.paymentRecorded)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Доплата по счету наличными' })).toContainText('100,50 ₽');
});

test('the overdue queue lists the partner past 10 working days, and «Списать пени» needs a reason and zeroes the penalty', async ({
  page,
}) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: 'Просроченная задолженность' }).click();
  await expect(page.getByRole('heading', { name: 'Просроченная задолженность', level: 1 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Просроченная задолженность' }).getByRole('row').filter({ hasText: 'ООО «Прайм Консалт»' });
  await expect(row).toBeVisible();
  // Partner, debt, penalty, days overdue, the oldest invoice.
  const penalty = row.getByRole('cell').nth(2);
  await expect(penalty).not.toHaveText(`${formatMoney(0, 2)} ₽`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('12');

  await row.getByRole('button', { name: 'Списать пени' }).click();
  const dialog = page.getByRole('dialog', { name: INVOICING_TEXTS.waivePenaltyTitle('ООО «Прайм Консалт»') });
  await dialog.getByRole('button', { name: 'Списать пени' }).click();
  await expect(dialog).toContainText(INVOICING_TEXTS.waiverReasonRequired);
  await dialog.getByLabel('Причина').fill('Оплата задержана банком, партнер прислал подтверждение');
  await dialog.getByRole('button', { name: 'Списать пени' }).click();
  await expect(page.getByText(INVOICING_TEXTS.penaltyWaived)).toBeVisible();
  await expect(penalty).toHaveText(`${formatMoney(0, 2)} ₽`);
  await expect(row.getByRole('button', { name: 'Списать пени' })).toBeDisabled();
});
