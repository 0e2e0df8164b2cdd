/**
 * «Сотрудники» (issue 32): an administrator invites a manager, who accepts from the letter in the operator's outbox,
 * sets a password, lands signed in on the Market without «Сотрудники» and orders for a client; the administrator finds
 * that order in «Журнал действий» narrowed to the manager and in its Excel export. A person with an account signs in
 * from the invitation and comes back to accept; the administrator changes a role and removes a person, and cannot
 * demote the last administrator.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  completeInn,
  dayKeyOf,
  INVITATION_PAGE_TEXTS,
  JOURNAL_ACTION_LABELS,
  JOURNAL_EXPORT,
  JOURNAL_PAGE_TEXTS,
  JOURNAL_SUBJECTS,
  MEMBER_ROLE_LABELS,
  MEMBERS_PAGE_TEXTS,
  MESSAGES,
  ORDER_MESSAGES,
  TEAM_ERRORS,
  type MemberList,
  type MemberRole,
  type Me,
} from '@portal/domain';
import { csrfHeader, DEMO_PASSWORD, expect, getJson, signUpApprovedPartner, test, uniqueEmail } from '../fixtures';
import { chooseClient } from '../order/order-steps';

const PASSWORD = 'сосна-у-реки-77';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The invitation letter's link to `email`, read by the operator from the outbox (the newest one). */
async function invitationLink(operator: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const { items } = await getJson<{ items: { to: string; subject: string; text: string }[] }>(
      operator,
      '/api/backoffice/mail?page=1&pageSize=50',
    );
    const letter = items.find((item) => item.to === email && item.subject.startsWith('Приглашение в'));
    link = /(http\S+#\/invitation\/[\w-]+)/.exec(letter?.text ?? '')?.[1] ?? '';
    expect(link, `the invitation to ${email}`).not.toBe('');
  }).toPass();
  return link;
}

async function operatorContext(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }) {
  const operator = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await operator.post('/api/auth/login', { data: { email: 'operator@demo.ru', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return operator;
}

/** The operator confirms a client through the back office's API, as the client would from its letter. */
async function confirmClient(operator: APIRequestContext, customerId: string): Promise<void> {
  const csrf = (await operator.storageState()).cookies.find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  const decision = await operator.post(`/api/backoffice/customers/${customerId}/decision`, {
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
    data: { decision: 'confirm' },
  });
  expect(decision.status()).toBe(204);
}

/** Every call the page makes that its role may not (a 403): a page asks only for what the role may do. */
function recordRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return refused;
}

async function openMembers(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Профиль пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Сотрудники' }).click();
  await expect(page).toHaveURL(/#\/office\/members$/);
  await expect(page.getByRole('heading', { name: 'Сотрудники', level: 1 })).toBeVisible();
}

/** Invites `email` with `role` through the API as the signed-in administrator of `page`. */
async function inviteByApi(page: Page, email: string, role: MemberRole): Promise<void> {
  const response = await page.request.post('/api/members/invitations', { headers: await csrfHeader(page), data: { email, role } });
  expect(response.status()).toBe(201);
}

/** A new person accepts the invitation through the API, as the page does; returns its signed-in context. */
async function acceptAsNewPerson(browser: Browser, link: string, email: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const person = await context.newPage();
  const token = link.split('/invitation/')[1] ?? '';
  const accept = await person.request.post(`/api/invitations/${token}/accept`, { data: { name, password: PASSWORD, email } });
  expect(accept.status()).toBe(200);
  return person;
}

test('the administrator invites a manager, who accepts from the letter, lands on the Market without «Сотрудники» and orders; the journal shows the order', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  const company = await signUpApprovedPartner(page, request);
  const admin = await getJson<Me>(page.request, '/api/me');
  await openMembers(page);
  const people = page.getByRole('table', { name: MEMBERS_PAGE_TEXTS.peopleTitle });
  await expect(people.getByRole('row', { name: 'Ольга' })).toContainText(MEMBER_ROLE_LABELS.ADMIN);
  await expect(page.getByText(MEMBERS_PAGE_TEXTS.noInvitations)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The server's refusal shows at its field: the administrator's own address is already a person of the partner.
  await page.getByRole('button', { name: MEMBERS_PAGE_TEXTS.invite }).click();
  const dialog = page.getByRole('dialog', { name: MEMBERS_PAGE_TEXTS.invite });
  await dialog.getByLabel(MEMBERS_PAGE_TEXTS.email).fill(admin.email);
  await dialog.getByRole('button', { name: MEMBERS_PAGE_TEXTS.send }).click();
  await expect(dialog.getByText(TEAM_ERRORS.alreadyMember)).toBeVisible();

  const email = uniqueEmail('manager');
  await dialog.getByLabel(MEMBERS_PAGE_TEXTS.email).fill(email);
  await dialog.getByLabel(MEMBERS_PAGE_TEXTS.role).selectOption({ label: MEMBER_ROLE_LABELS.MANAGER });
  await dialog.getByRole('button', { name: MEMBERS_PAGE_TEXTS.send }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(MEMBERS_PAGE_TEXTS.invited(email))).toBeVisible();
  const invitation = page.getByRole('table', { name: MEMBERS_PAGE_TEXTS.invitationsTitle }).getByRole('row', { name: email });
  await expect(invitation).toContainText(MEMBER_ROLE_LABELS.MANAGER);

  // The letter in the operator's outbox; the invited person opens its link in a browser of its own.
  const operator = await operatorContext(playwright);
  const link = await invitationLink(operator, email);
  const context = await browser.newContext();
  const manager = await context.newPage();
  const refused = recordRefusals(manager);
  await manager.goto(link);
  await expect(manager.getByRole('heading', { name: INVITATION_PAGE_TEXTS.title })).toBeVisible();
  await expect(manager.getByText(company)).toBeVisible();
  await expect(manager.getByText(email)).toBeVisible();
  await expect(manager.getByText(MEMBER_ROLE_LABELS.MANAGER, { exact: true })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  // The portal's password rule, then a good password: signed in, on the Market.
  await manager.getByLabel(INVITATION_PAGE_TEXTS.name).fill('Максим');
  await manager.getByLabel(INVITATION_PAGE_TEXTS.surname).fill('Менеджеров');
  await manager.getByLabel(INVITATION_PAGE_TEXTS.password).fill('short');
  await manager.getByRole('button', { name: INVITATION_PAGE_TEXTS.accept }).click();
  await expect(manager.getByText(MESSAGES.passwordTooShort)).toBeVisible();
  await manager.getByLabel(INVITATION_PAGE_TEXTS.password).fill(PASSWORD);
  await manager.getByRole('button', { name: INVITATION_PAGE_TEXTS.accept }).click();
  await expect(manager).toHaveURL(/#\/service\/list$/);
  await expect(manager.getByRole('heading', { name: 'Маркет', level: 1 })).toBeVisible();

  // A manager: no «Сотрудники», no journal, no token in the profile menu, no money in the navbar.
  await manager.getByRole('button', { name: 'Профиль пользователя' }).click();
  const profileMenu = manager.getByRole('menu');
  await expect(profileMenu.getByRole('menuitem', { name: 'Безопасность' })).toBeVisible();
  await expect(profileMenu.getByText(MEMBER_ROLE_LABELS.MANAGER, { exact: true })).toBeVisible();
  await expect(profileMenu.getByRole('menuitem', { name: 'Сотрудники' })).toHaveCount(0);
  await expect(profileMenu.getByRole('menuitem', { name: 'Журнал действий' })).toHaveCount(0);
  await expect(profileMenu.getByRole('menuitem', { name: 'Токен API' })).toHaveCount(0);
  await manager.keyboard.press('Escape');
  await expect(manager.getByRole('link', { name: /^Сумма за текущий месяц/ })).toHaveCount(0);
  // Typing the address leads back to the Market; the pages of money too, without asking for it.
  await manager.goto('/#/office/members');
  await expect(manager).toHaveURL(/#\/service\/list$/);
  await manager.goto('/#/details');
  await expect(manager).toHaveURL(/#\/service\/list$/);
  await manager.goto('/#/client/all');
  await expect(manager.getByRole('heading', { name: 'Клиенты', level: 1 })).toBeVisible();
  expect(refused).toEqual([]);

  // The manager orders: Kaspersky for a client of this partner's own (no other journey's), registered by the manager
  // and confirmed by the vendor, both through the API; the order itself through the Market's form.
  const client = 'ООО «Челябинский металл»';
  const registered = await manager.request.post('/api/customers', {
    headers: await csrfHeader(manager),
    data: { inn: completeInn('744712345'), email: uniqueEmail('client'), phone: '+7 351 200-00-11', responsible: 'Сталев Игорь' },
  });
  expect(registered.status()).toBe(201);
  await confirmClient(operator, ((await registered.json()) as { id: string }).id);
  await manager.goto('/#/service/list');
  await manager.getByRole('link', { name: /^Антивирус Касперского/ }).click();
  await expect(manager.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await chooseClient(manager, client);
  await manager.getByLabel('Количество мест', { exact: true }).fill('10');
  await manager.getByRole('button', { name: 'Заказать' }).click();
  const confirmation = manager.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect(confirmation).toContainText(client);
  await expect(confirmation).toContainText('10 мест');
  await confirmation.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(manager.getByRole('dialog', { name: ORDER_MESSAGES.created })).toContainText(ORDER_MESSAGES.createdText);
  expect(refused).toEqual([]);

  // The administrator sees the manager among the people, the invitation gone.
  await page.reload();
  await expect(people.getByRole('row', { name: 'Максим Менеджеров' })).toContainText(email);
  await expect(page.getByText(MEMBERS_PAGE_TEXTS.noInvitations)).toBeVisible();

  // «Журнал действий» from the profile menu, narrowed to the manager: the order is there with who placed it, and
  // every entry shown is the manager's.
  const managerId = (await getJson<MemberList>(page.request, '/api/members')).members.find((m) => m.email === email)?.id;
  if (!managerId) throw new Error(`${email} is not among the people`);
  await page.getByRole('button', { name: 'Профиль пользователя' }).click();
  await page.getByRole('menuitem', { name: JOURNAL_PAGE_TEXTS.title }).click();
  await expect(page).toHaveURL(/#\/office\/journal$/);
  await expect(page.getByRole('heading', { name: JOURNAL_PAGE_TEXTS.title, level: 1 })).toBeVisible();
  const filters = page.getByRole('group', { name: JOURNAL_PAGE_TEXTS.filters });
  await filters.getByLabel(JOURNAL_PAGE_TEXTS.actor).selectOption({ label: `Максим Менеджеров (${email})` });
  await expect(page).toHaveURL(new RegExp(`#/office/journal\\?actor=${managerId}$`));
  const journal = page.getByRole('table', { name: JOURNAL_PAGE_TEXTS.title });
  await expect(journal).not.toHaveAttribute('aria-busy', 'true');
  const subject = JOURNAL_SUBJECTS.subscription('Антивирус Касперского', client);
  const order = journal.getByRole('row').filter({ hasText: JOURNAL_ACTION_LABELS['order.placed'] });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(subject);
  await expect(order).toContainText('Максим Менеджеров');
  await expect(order).toContainText(email);
  await expect(order).toContainText('10–14 мест: — → 10');
  for (const text of await journal.getByRole('row').allTextContents()) {
    if (text.startsWith(JOURNAL_PAGE_TEXTS.columns.at)) continue;
    expect(text).toContain('Максим Менеджеров');
  }

  // The export of the same filter, read back: the manager's order is a row of it.
  const exportLink = page.getByRole('link', { name: JOURNAL_PAGE_TEXTS.export });
  await expect(exportLink).toHaveAttribute('href', `/api/journal/export?actor=${managerId}`);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toBe(JOURNAL_EXPORT.fileName(dayKeyOf(new Date())));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(JOURNAL_EXPORT.sheet);
  if (!sheet) throw new Error(`No sheet «${JOURNAL_EXPORT.sheet}» in ${download.suggestedFilename()}`);
  const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  expect(values(1)).toEqual(Object.values(JOURNAL_EXPORT.columns));
  const lines = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  for (const line of lines) expect(line[2]).toBe(email);
  expect(lines.filter((line) => line[5] === JOURNAL_ACTION_LABELS['order.placed'])).toEqual([
    [
      expect.any(String),
      'Максим Менеджеров',
      email,
      JOURNAL_EXPORT.no,
      expect.any(String),
      JOURNAL_ACTION_LABELS['order.placed'],
      subject,
      expect.any(String),
    ],
  ]);

  // The link is single-use: a second opening shows why, and no form.
  const stranger = await browser.newPage();
  await stranger.goto(link);
  await expect(stranger.getByText(TEAM_ERRORS.invitationInvalid)).toBeVisible();
  await expect(stranger.getByRole('button', { name: INVITATION_PAGE_TEXTS.accept })).toHaveCount(0);
  await stranger.close();
  await context.close();
  await operator.dispose();
});

test('a person with an account signs in from the invitation, comes back to accept it, and lands on «Счета и акты»', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  await signUpApprovedPartner(page, request);
  const email = uniqueEmail('accountant');
  const signup = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await signup.post('/api/auth/signup', { data: { name: 'Анна', email, password: PASSWORD } })).status()).toBe(201);
  await signup.dispose();
  await inviteByApi(page, email, 'ACCOUNTANT');
  const operator = await operatorContext(playwright);
  const link = await invitationLink(operator, email);

  const context = await browser.newContext();
  const person = await context.newPage();
  const refused = recordRefusals(person);
  await person.goto(link);
  await expect(person.getByText(MEMBER_ROLE_LABELS.ACCOUNTANT)).toBeVisible();
  await expect(person.getByLabel(INVITATION_PAGE_TEXTS.password)).toHaveCount(0);
  await person.getByRole('link', { name: INVITATION_PAGE_TEXTS.signInFirst }).click();
  await expect(person).toHaveURL(/#\/login\?from=/);
  await person.getByLabel('E-mail').fill(email);
  await person.getByLabel('Пароль').fill(PASSWORD);
  await person.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(person).toHaveURL(/#\/invitation\//);
  await expect(person.getByText(INVITATION_PAGE_TEXTS.signedInAs(email))).toBeVisible();
  await person.getByRole('button', { name: INVITATION_PAGE_TEXTS.accept }).click();

  // The accountant's start page; no Market in its menu.
  await expect(person).toHaveURL(/#\/invoices$/);
  await expect(person.getByRole('heading', { name: 'Счета и акты', level: 1 })).toBeVisible();
  const menu = person.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link', { name: 'Клиенты' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Маркет' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Калькуляторы' })).toHaveCount(0);
  await person.goto('/#/service/list');
  await expect(person).toHaveURL(/#\/invoices$/);
  // A first load of the Market's address: the early request for its desks is not made for an accountant.
  await person.goto('about:blank');
  await person.goto('/#/service/list');
  await expect(person).toHaveURL(/#\/invoices$/);
  await expect(person.getByRole('heading', { name: 'Счета и акты', level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
  await context.close();
  await operator.dispose();
});

test('the administrator changes a role and removes a person, and cannot demote the last administrator', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  await signUpApprovedPartner(page, request);
  const email = uniqueEmail('member');
  await inviteByApi(page, email, 'MANAGER');
  const operator = await operatorContext(playwright);
  const person = await acceptAsNewPerson(browser, await invitationLink(operator, email), email, 'Виктор');
  await operator.dispose();

  await openMembers(page);
  const people = page.getByRole('table', { name: MEMBERS_PAGE_TEXTS.peopleTitle });
  const row = people.getByRole('row', { name: 'Виктор' });
  await expect(row).toContainText(email);

  // A new role: the person's rights follow at once.
  const roleSelect = row.getByLabel(MEMBERS_PAGE_TEXTS.roleOf('Виктор'));
  await expect(roleSelect).toHaveValue('MANAGER');
  await roleSelect.selectOption({ label: MEMBER_ROLE_LABELS.ACCOUNTANT });
  await expect(page.getByText(MEMBERS_PAGE_TEXTS.roleChanged('Виктор', MEMBER_ROLE_LABELS.ACCOUNTANT))).toBeVisible();
  await page.reload();
  await expect(roleSelect).toHaveValue('ACCOUNTANT');
  expect((await getJson<Me>(person.request, '/api/me')).memberRole).toBe('ACCOUNTANT');

  // Suspended, then restored.
  await row.getByRole('button', { name: MEMBERS_PAGE_TEXTS.suspend }).click();
  const suspendDialog = page.getByRole('dialog', { name: MEMBERS_PAGE_TEXTS.suspendConfirmTitle });
  await suspendDialog.getByRole('button', { name: MEMBERS_PAGE_TEXTS.suspend }).click();
  await expect(row).toContainText('Приостановлен');
  expect((await person.request.get('/api/me')).status()).toBe(401);
  await row.getByRole('button', { name: MEMBERS_PAGE_TEXTS.restore }).click();
  await expect(row).toContainText('Активен');

  // The last administrator: its own role offered, the change refused with the reason.
  const ownSelect = people.getByRole('row', { name: 'Ольга' }).getByLabel(MEMBERS_PAGE_TEXTS.roleOf('Ольга'));
  await expect(people.getByRole('row', { name: 'Ольга' }).getByRole('button', { name: MEMBERS_PAGE_TEXTS.remove })).toHaveCount(0);
  await ownSelect.selectOption({ label: MEMBER_ROLE_LABELS.MANAGER });
  const ownDialog = page.getByRole('dialog', { name: MEMBERS_PAGE_TEXTS.ownRoleConfirmTitle });
  await ownDialog.getByRole('button', { name: MEMBERS_PAGE_TEXTS.ownRoleConfirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEAM_ERRORS.lastAdmin })).toBeVisible();
  await expect(ownSelect).toHaveValue('ADMIN');
  expect((await getJson<Me>(page.request, '/api/me')).memberRole).toBe('ADMIN');

  // Removed: gone from the list, its session ended.
  await row.getByRole('button', { name: MEMBERS_PAGE_TEXTS.remove }).click();
  const removeDialog = page.getByRole('dialog', { name: MEMBERS_PAGE_TEXTS.removeConfirmTitle });
  await expect(removeDialog).toContainText(MEMBERS_PAGE_TEXTS.removeConfirmText('Виктор'));
  await removeDialog.getByRole('button', { name: MEMBERS_PAGE_TEXTS.remove }).click();
  await expect(page.getByText(MEMBERS_PAGE_TEXTS.removed('Виктор'))).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await getJson<MemberList>(page.request, '/api/members')).members.map((m) => m.email)).not.toContain(email);
  await person.context().close();
});
