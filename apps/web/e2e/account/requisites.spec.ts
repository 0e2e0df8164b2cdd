/** «Реквизиты для счетов и актов» in the profile (issue 33): what the XML УПД needs of the partner, filled in and kept. */
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { completeInn, REQUISITES_TEXTS } from '@portal/domain';
import { expect, loginAs, signUpApprovedPartner, test } from '../fixtures';

/** partner@demo.ru's legal address, the one typed for a new partner too. */
const ADDRESS = '620014, г. Екатеринбург, ул. Малышева, 51';

test('a new partner arrives by the invoices page’s link, fills its requisites in, and finds them after a reload', async ({
  page,
  request,
}) => {
  const company = await signUpApprovedPartner(page, request);
  const inn = completeInn(`66${String(randomInt(10_000_000)).padStart(7, '0')}`);
  // The address the invoices page links to when the XML УПД cannot be made (profileRequisitesHref()).
  await page.goto('/#/profile#requisites');
  const block = page.getByRole('region', { name: REQUISITES_TEXTS.title });
  await expect(block.getByText(company)).toBeVisible();
  await expect(block.getByRole('alert')).toContainText('Для УПД в формате XML не хватает: ИНН');
  const innField = block.getByLabel(REQUISITES_TEXTS.inn, { exact: true });
  await expect(innField).toBeFocused();
  await expect(block).toBeInViewport();
  const save = block.getByRole('button', { name: REQUISITES_TEXTS.save });
  await expect(save).toHaveCount(0);

  await page.keyboard.type(inn);
  await block.getByLabel(REQUISITES_TEXTS.kpp, { exact: true }).fill('66-01-01');
  await block.getByLabel(REQUISITES_TEXTS.legalAddress).fill('Тула');
  await save.click();
  await expect(block.getByText('Неверный формат КПП: 9 символов, например 770101001')).toBeVisible();
  await expect(block.getByText('Не менее 10 символов')).toBeVisible();

  await block.getByLabel(REQUISITES_TEXTS.kpp, { exact: true }).fill('660101001');
  await block.getByLabel(REQUISITES_TEXTS.legalAddress).fill(ADDRESS);
  await save.click();
  await expect(page.getByText('Реквизиты сохранены')).toBeVisible();
  await expect(block.getByRole('alert')).toHaveCount(0);
  await expect(save).toHaveCount(0);

  await page.reload();
  await expect(block.getByLabel(REQUISITES_TEXTS.inn, { exact: true })).toHaveValue(inn);
  await expect(block.getByLabel(REQUISITES_TEXTS.kpp, { exact: true })).toHaveValue('660101001');
  await expect(block.getByLabel(REQUISITES_TEXTS.legalAddress)).toHaveValue(ADDRESS);
  await expect(block.getByRole('alert')).toHaveCount(0);
  // Scanned unfocused, as the other pages are: a focused field's label takes the theme's amber (#ffa000 on white, 2:1),
  // which is the theme's contrast, on every form alike, not this block's.
  await page.locator(':focus').blur();
  const scan = await new AxeBuilder({ page }).include('#requisites').analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`)).toEqual([]);

  // The change is in the organisation's journal.
  await page.goto('/#/office/journal');
  await expect(page.getByRole('row').filter({ hasText: 'Реквизиты изменены' }).first()).toBeVisible();
});

test('an entrepreneur leaves the КПП empty; the form says so when one is typed', async ({ page, request }) => {
  await signUpApprovedPartner(page, request);
  await page.goto('/#/profile');
  const block = page.getByRole('region', { name: REQUISITES_TEXTS.title });
  await block.getByLabel(REQUISITES_TEXTS.inn, { exact: true }).fill(completeInn(`77${String(randomInt(100_000_000)).padStart(8, '0')}`));
  await block.getByLabel(REQUISITES_TEXTS.kpp, { exact: true }).fill('770101001');
  await block.getByLabel(REQUISITES_TEXTS.legalAddress).fill('125009, г. Москва, ул. Тверская, д. 7, кв. 12');
  await expect(block.getByText(REQUISITES_TEXTS.entrepreneurNameNote)).toBeVisible();
  await block.getByRole('button', { name: REQUISITES_TEXTS.save }).click();
  await expect(block.getByText(REQUISITES_TEXTS.kppForEntrepreneur)).toBeVisible();
  await block.getByLabel(REQUISITES_TEXTS.kpp, { exact: true }).fill('');
  await block.getByRole('button', { name: REQUISITES_TEXTS.save }).click();
  await expect(page.getByText(REQUISITES_TEXTS.saved)).toBeVisible();
  // The name is still the company's: the XML needs «ИП Фамилия Имя Отчество», which support writes.
  await expect(block.getByRole('alert')).toContainText('«ИП Фамилия Имя Отчество»');
});

test('the demo partner sees its requisites; its manager, who may not change the profile, does not see the block', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/profile');
  const block = page.getByRole('region', { name: REQUISITES_TEXTS.title });
  await expect(block.getByLabel(REQUISITES_TEXTS.inn, { exact: true })).toHaveValue('6601234565');
  await expect(block.getByLabel(REQUISITES_TEXTS.kpp, { exact: true })).toHaveValue('660101001');
  await expect(block.getByLabel(REQUISITES_TEXTS.legalAddress)).toHaveValue(ADDRESS);

  await page.context().clearCookies();
  await loginAs(page, 'manager@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/profile');
  await expect(page.getByRole('heading', { name: 'Публичные контакты' })).toBeVisible();
  await expect(page.getByRole('heading', { name: REQUISITES_TEXTS.title })).toHaveCount(0);
});

test('the demo partner without a КПП or legal address is told what its XML УПД lacks, and where to fill it in', async ({ page }) => {
  await loginAs(page, 'invoice-requisites@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const { items } = (await (await page.request.get('/api/invoices')).json()) as { items: Array<{ invoiceId: string }> };
  const [latest] = items;
  expect(latest).toBeDefined();
  const xml = await page.request.get(`/api/invoices/${latest?.invoiceId ?? ''}/act.xml`);
  expect(xml.status()).toBe(400);
  expect(((await xml.json()) as { message: string }).message).toContain('КПП, юридический адрес');

  await page.goto('/#/profile#requisites');
  const block = page.getByRole('region', { name: REQUISITES_TEXTS.title });
  await expect(block.getByRole('alert')).toHaveText(REQUISITES_TEXTS.missingForUpd(['КПП', 'юридический адрес']));
  await expect(block.getByLabel(REQUISITES_TEXTS.inn, { exact: true })).toHaveValue('7017123451');
  await expect(block.getByLabel(REQUISITES_TEXTS.kpp, { exact: true })).toBeFocused();
});
