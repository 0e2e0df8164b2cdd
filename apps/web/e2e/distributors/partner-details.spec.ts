/**
 * The distributor opens a partner's details for two months (the same figures as the partner's own, its debt too) and
 * exports one.
 */
import {
  addMonths,
  type DebtSummary,
  DISTRIBUTOR_TEXTS,
  formatRubles,
  INVOICING_TEXTS,
  monthOf,
  PARTNER_DETAILS_TEXTS,
  type PartnerBilling,
  type PartnerDetails,
} from '@portal/domain';
import { DEMO_PASSWORD, expect, loginAs, test } from '../fixtures';
import { findPartner } from './distributor-steps';

const PARTNER = 'ООО «Альфа Софт»';

test('open partner details for two months and export one', async ({ page, playwright, baseURL }) => {
  const own = await playwright.request.newContext({ baseURL });
  expect((await own.post('/api/auth/login', { data: { email: 'partner@demo.ru', password: DEMO_PASSWORD } })).status()).toBe(200);
  const ownSum = async (month: { year: number; month: number }) => {
    const answer = (await (await own.get(`/api/billing/items?m=${month.month}&y=${month.year}`)).json()) as PartnerBilling;
    return formatRubles(answer.sum);
  };

  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  const row = await findPartner(page, PARTNER);
  await row.getByRole('link', { name: PARTNER }).click();
  await expect(page.getByRole('heading', { name: 'Детализация по партнеру' })).toBeVisible();
  const details = page.getByRole('table', { name: 'Детализация по партнеру' });
  await expect(details).toContainText(PARTNER);
  // The debt today, as the partner's own navbar has it.
  const debt = (await (await own.get('/api/invoices/debt')).json()) as DebtSummary;
  await expect(details.getByRole('row', { name: new RegExp(`^${DISTRIBUTOR_TEXTS.columns.debt}`) })).toContainText(
    debt.unpaid > 0 ? formatRubles(debt.unpaid) : INVOICING_TEXTS.noDebt,
  );

  const last = addMonths(monthOf(new Date()), -1);
  await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
  await expect(page).toHaveURL(new RegExp(`m=${last.month}&y=${last.year}`));
  // The month's bill in the one way the portal writes money (issue 31: it wrote «189 908,01 RUB»).
  const sumRow = details.getByRole('row', { name: /Сумма счета за месяц/ });
  await expect(sumRow).toContainText(await ownSum(last));
  await expect(sumRow).toContainText(/\d,\d{2} ₽$/);
  await expect(sumRow).not.toContainText('RUB');
  const clients = page.getByRole('table', { name: 'Подписки клиентов' });
  await expect(clients).toBeVisible();
  // The spec's columns (document 2 §2), besides client, service, start, end, days and sum.
  for (const column of ['Клиент', 'Услуга', 'Начало', 'Окончание', 'Тип базы', 'Количество рабочих мест', 'Дней использования', 'Тариф']) {
    await expect(clients.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // The counts follow the chosen month as the total does.
  const partnerCode = decodeURIComponent(new URL(page.url()).hash.split('?')[0]?.split('/').at(-1) ?? '');
  const monthCounts = async (month: { year: number; month: number }) =>
    (
      (await (
        await page.request.get(`/api/distributor-manager/partners/${partnerCode}/billing?m=${month.month}&y=${month.year}`)
      ).json()) as PartnerDetails
    ).counts;
  const lastCounts = await monthCounts(last);
  await expect(details.getByRole('row', { name: new RegExp(`^${PARTNER_DETAILS_TEXTS.customers}`) })).toContainText(
    String(lastCounts.customers),
  );

  const before = addMonths(last, -1);
  await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
  await expect(page).toHaveURL(new RegExp(`m=${before.month}&y=${before.year}`));
  await expect(details.getByRole('row', { name: /Сумма счета за месяц/ })).toContainText(await ownSum(before));
  const beforeCounts = await monthCounts(before);
  await expect(details.getByRole('row', { name: new RegExp(`^${PARTNER_DETAILS_TEXTS.customerSubscriptions}`) })).toContainText(
    String(beforeCounts.customerSubscriptions),
  );
  // A month long before the partner's first one counts nothing and says so in both sections.
  await page.goto(`/#/partners/${partnerCode}?m=0&y=2017`);
  await expect(details.getByRole('row', { name: new RegExp(`^${PARTNER_DETAILS_TEXTS.customers}`) })).toContainText('0');
  await expect(page.getByText(PARTNER_DETAILS_TEXTS.noClients)).toBeVisible();
  await expect(page.getByText(PARTNER_DETAILS_TEXTS.noSubscriptions)).toBeVisible();
  // A bad month in the address is corrected there to the current month.
  const current = monthOf(new Date());
  await page.goto(`/#/partners/${partnerCode}?m=14&y=20`);
  await expect(page).toHaveURL(new RegExp(`m=${current.month}&y=${current.year}$`));
  await page.goto(`/#/partners/${partnerCode}?m=${before.month}&y=${before.year}`);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Выгрузить в Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(
    new RegExp(`^partner-\\d+-${before.year}-${String(before.month + 1).padStart(2, '0')}\\.xlsx$`),
  );
  await own.dispose();
});

test("the simple list, titled as the spec says, opens a partner's details", async ({ page }) => {
  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  await page.getByRole('link', { name: 'Детализация счета' }).click();
  await expect(page).toHaveURL(/#\/partners\/score$/);
  await expect(page.getByRole('heading', { name: 'Детализация счета' })).toBeVisible();
  await page.getByLabel('Наименование, код или адрес').fill('Альфа');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('row').filter({ hasText: PARTNER }).click();
  await expect(page.getByRole('heading', { name: 'Детализация по партнеру' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Детализация по партнеру' })).toContainText(PARTNER);
});
