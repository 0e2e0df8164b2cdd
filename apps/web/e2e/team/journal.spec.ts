/**
 * «Журнал действий» (issue 32): the demo partner's accountant signs an act in «Счета и акты» and finds no Market to
 * order from; the administrator opens the journal from the profile menu, finds the accountant's signature with who,
 * when and from where, narrows the journal to that person and exports it to Excel, read back here; the vendor's
 * operator finds the same entry in the partner's journal from «Заявки партнеров». A read-only person reads the clients,
 * a subscription and the invoices with no button that would change anything.
 * The act is one of the demo partner's not yet signed, read from the API: one already accepted by silence first (the
 * act refusal journey takes only acts still awaiting their partner).
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  dayKeyOf,
  formatDateTime,
  INVOICING_TEXTS,
  JOURNAL_ACTION_LABELS,
  JOURNAL_EXPORT,
  JOURNAL_PAGE_TEXTS,
  type JournalPage,
  type Me,
  type PartnerInvoiceList,
  type SubscriptionList,
} from '@portal/domain';
import { expect, getJson, loginAs, test } from '../fixtures';

const ACCOUNTANT = 'accountant@demo.ru';
const ADMIN = 'partner@demo.ru';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the accountant signs an act without a Market; the administrator finds, filters and exports it; the operator reads it too', async ({
  page,
  browser,
}) => {
  // The accountant: «Бухгалтер» of the demo partner, with invoices and acts but no orders.
  const accountant = await browser.newPage();
  await loginAs(accountant, ACCOUNTANT);
  const menu = accountant.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link', { name: 'Клиенты' })).toBeVisible();
  const me = await getJson<Me>(accountant.request, '/api/me');
  expect(me.memberRole).toBe('ACCOUNTANT');
  // The journal names a person by its name and surname, as «Сотрудники» does.
  const accountantName = [me.name, me.surname].filter(Boolean).join(' ');
  await expect(menu.getByRole('link', { name: 'Маркет' })).toHaveCount(0);

  const { items } = await getJson<PartnerInvoiceList>(accountant.request, '/api/invoices?pageSize=100');
  const unsigned = items.filter((invoice) => invoice.act?.decision !== 'signed');
  const invoice = unsigned.find((i) => i.acceptedOn !== null) ?? unsigned[0];
  if (!invoice) throw new Error(`Every act of ${ADMIN}'s partner is signed: ${items.map((i) => i.number).join(', ')}`);

  await accountant.getByRole('link', { name: INVOICING_TEXTS.title }).first().click();
  await expect(accountant).toHaveURL(/#\/invoices$/);
  await expect(accountant.getByRole('heading', { name: INVOICING_TEXTS.title, level: 1 })).toBeVisible();
  const row = accountant.getByRole('row').filter({ hasText: INVOICING_TEXTS.invoiceOf(invoice.number, invoice.issuedOn) });
  await row.getByRole('button', { name: INVOICING_TEXTS.signAct }).click();
  await expect(accountant.getByRole('alert').filter({ hasText: INVOICING_TEXTS.actSignedToast })).toBeVisible();
  await expect(row.getByRole('button', { name: INVOICING_TEXTS.signAct })).toHaveCount(0);
  await accountant.close();

  // The administrator: the journal from the profile menu.
  await loginAs(page, ADMIN);
  await page.getByRole('button', { name: 'Профиль пользователя' }).click();
  await page.getByRole('menuitem', { name: JOURNAL_PAGE_TEXTS.title }).click();
  await expect(page).toHaveURL(/#\/office\/journal$/);
  await expect(page.getByRole('heading', { name: JOURNAL_PAGE_TEXTS.title, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: JOURNAL_PAGE_TEXTS.title });
  const signature = table
    .getByRole('row')
    .filter({ hasText: JOURNAL_ACTION_LABELS['act.signed'] })
    .filter({ hasText: invoice.number })
    .first();
  await expect(signature).toContainText(accountantName);
  await expect(signature).toContainText(ACCOUNTANT);
  // The API says who signed it, when and from where; the row says the same.
  const journal = await getJson<JournalPage>(page.request, '/api/journal?action=act.signed');
  const entry = journal.items.find((item) => item.subjectLabel?.includes(invoice.number));
  if (!entry?.actor) throw new Error(`No signature of ${invoice.number} in the journal`);
  expect(entry.actor.email).toBe(ACCOUNTANT);
  expect(entry.viaToken).toBe(false);
  if (entry.ipAddress) await expect(signature).toContainText(entry.ipAddress);
  expect(await seriousViolations(page)).toEqual([]);

  // A page at a time: «Показать еще» while the API says more follow, adding the next page's entries below. Up to
  // yesterday the demo history's entries stay as they are, whatever other journeys do today; the page's requests ask
  // for pages of 10 here, so that the few months of history take several.
  const PAGE = 10;
  await page.route(/\/api\/journal\?/, (route) => route.continue({ url: `${route.request().url()}&size=${PAGE}` }));
  const filters = page.getByRole('group', { name: JOURNAL_PAGE_TEXTS.filters });
  const yesterday = dayKeyOf(new Date(Date.now() - 86_400_000));
  await filters.getByLabel(JOURNAL_PAGE_TEXTS.to, { exact: true }).fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`#/office/journal\\?to=${yesterday}$`));
  const history = await getJson<JournalPage>(page.request, `/api/journal?to=${yesterday}&size=${3 * PAGE}`);
  expect(history.items.length, 'the demo history before today').toBeGreaterThan(2 * PAGE);
  const more = page.getByRole('button', { name: JOURNAL_PAGE_TEXTS.more });
  const rows = table.getByRole('row');
  for (const shown of [PAGE, 2 * PAGE, 3 * PAGE]) {
    await expect(rows).toHaveCount(shown + 1);
    await expect(rows.last()).toContainText(formatDateTime(history.items[shown - 1]?.at ?? ''));
    if (shown < 3 * PAGE) await more.click();
  }
  await page.unroute(/\/api\/journal\?/);
  await page.getByRole('button', { name: JOURNAL_PAGE_TEXTS.reset }).click();
  await expect(page).toHaveURL(/#\/office\/journal$/);

  // Narrowed to the accountant: every entry is hers, and the address keeps the filter.
  await filters.getByLabel(JOURNAL_PAGE_TEXTS.actor).selectOption({ label: `${accountantName} (${ACCOUNTANT})` });
  await expect(page).toHaveURL(new RegExp(`#/office/journal\\?actor=${entry.actor.id}$`));
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(rows.nth(1)).toBeVisible();
  for (const text of await rows.allTextContents()) {
    if (text.startsWith(JOURNAL_PAGE_TEXTS.columns.at)) continue;
    expect(text).toContain(accountantName);
  }
  await expect(signature).toBeVisible();

  // The export of the same filter, read back.
  const exportLink = page.getByRole('link', { name: JOURNAL_PAGE_TEXTS.export });
  await expect(exportLink).toHaveAttribute('href', `/api/journal/export?actor=${entry.actor.id}`);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toBe(JOURNAL_EXPORT.fileName(dayKeyOf(new Date())));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(JOURNAL_EXPORT.sheet);
  if (!sheet) throw new Error(`No sheet «${JOURNAL_EXPORT.sheet}» in ${download.suggestedFilename()}`);
  const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  expect(values(1)).toEqual(Object.values(JOURNAL_EXPORT.columns));
  const data = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  expect(data.length).toBeGreaterThan(0);
  for (const line of data) expect(line[2]).toBe(ACCOUNTANT);
  expect(data.some((line) => line[5] === JOURNAL_ACTION_LABELS['act.signed'] && line[6]?.includes(invoice.number))).toBe(true);

  // The operator: the partner's journal from its actions in «Заявки партнеров».
  // A context of its own: axe audits a page of a context, not one opened straight from the browser.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await expect(operator.getByRole('heading', { name: 'Заявки партнеров', level: 1 })).toBeVisible();
  await operator.getByRole('combobox', { name: 'Статус' }).click();
  await operator.getByRole('option', { name: 'Активные' }).click();
  await operator.getByRole('search').getByLabel('Компания, код или E-mail').fill(ADMIN);
  await operator.getByRole('search').getByRole('button', { name: 'Найти' }).click();
  const applications = operator.getByRole('table', { name: 'Заявки партнеров' });
  await expect(applications).not.toHaveAttribute('aria-busy', 'true');
  const partnerName = me.partner ?? '';
  await applications.getByRole('link', { name: `${JOURNAL_PAGE_TEXTS.title}: ${partnerName}` }).click();
  await expect(operator).toHaveURL(/#\/backoffice\/partners\/[0-9a-f-]+\/journal\?name=/);
  await expect(operator.getByRole('heading', { name: JOURNAL_PAGE_TEXTS.partnerTitle(partnerName), level: 1 })).toBeVisible();
  const vendorRow = operator
    .getByRole('table', { name: JOURNAL_PAGE_TEXTS.title })
    .getByRole('row')
    .filter({ hasText: JOURNAL_ACTION_LABELS['act.signed'] })
    .filter({ hasText: invoice.number })
    .first();
  await expect(vendorRow).toContainText(accountantName);
  await operator.getByRole('group', { name: JOURNAL_PAGE_TEXTS.filters }).getByLabel(JOURNAL_PAGE_TEXTS.action).selectOption('act.signed');
  await expect(operator).toHaveURL(/&action=act\.signed$/);
  await expect(vendorRow).toBeVisible();
  await expect(operator.getByRole('link', { name: JOURNAL_PAGE_TEXTS.export })).toHaveAttribute(
    'href',
    /^\/api\/backoffice\/partners\/[0-9a-f-]+\/journal\/export\?action=act\.signed$/,
  );
  expect(await seriousViolations(operator)).toEqual([]);
  await operatorContext.close();
});

test('a read-only person reads the clients, a subscription and the invoices without a button that changes anything', async ({ page }) => {
  await loginAs(page, 'viewer@demo.ru');
  await expect(page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Клиенты' })).toBeVisible();
  expect((await getJson<Me>(page.request, '/api/me')).memberRole).toBe('VIEWER');

  // The clients: the list and its exports, no registration or editing.
  await page.goto('/#/client/all');
  const clients = page.getByRole('table', { name: 'Клиенты' });
  await expect(clients.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'XLSX' })).toBeVisible();
  // Exact: names match as case-insensitive substrings, and other journeys register «Безынновый Клиент».
  await expect(page.getByRole('link', { name: 'Новый клиент', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Разделы клиентов' }).getByRole('link')).toHaveText([
    'Клиенты',
    'Платные подписки',
    'Пробный период',
    'Заказы',
  ]);
  await expect(clients.getByRole('button', { name: /^Редактировать/ })).toHaveCount(0);
  await expect(clients.getByRole('button', { name: 'Указать ИНН' })).toHaveCount(0);

  // A working subscription: its card and its detail read, nothing offered to change, add or delete.
  const { items } = await getJson<SubscriptionList>(page.request, '/api/subscriptions?filter=paid&pageSize=100');
  const working = items.find((item) => item.deployStatus === 'DEPLOYED');
  if (!working) throw new Error('The demo partner has no working paid subscription');
  await page.goto(`/#/client/detail/${working.customerId}`);
  await expect(page.getByRole('heading', { name: 'Карточка клиента', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: working.serviceName }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Изменить подписку' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Подключить: / })).toHaveCount(0);
  await page.goto(`/#/client/detail/${working.customerId}?subscriptionId=${working.subscriptionId}`);
  await expect(page.getByRole('heading', { name: working.serviceName, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Опции подписки' })).toBeVisible();
  await expect(page.getByTestId('comment-text')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Изменить/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /удален|Удалить/ })).toHaveCount(0);

  // «Счета и акты»: the invoices, their documents and where each act stands, no decision.
  await page.goto('/#/invoices');
  await expect(page.getByRole('heading', { name: INVOICING_TEXTS.title, level: 1 })).toBeVisible();
  const [latest] = (await getJson<PartnerInvoiceList>(page.request, '/api/invoices?pageSize=1')).items;
  if (!latest) throw new Error('The demo partner has no closed month');
  const latestRow = page.getByRole('row').filter({ hasText: INVOICING_TEXTS.invoiceOf(latest.number, latest.issuedOn) });
  await expect(latestRow.getByRole('link', { name: `${INVOICING_TEXTS.actPdf} № ${latest.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: INVOICING_TEXTS.signAct })).toHaveCount(0);
  await expect(page.getByRole('button', { name: INVOICING_TEXTS.refuseAct })).toHaveCount(0);
});
