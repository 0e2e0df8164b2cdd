/**
 * Infrastructure enrolment (document 2 §2): a partner signs the offer, the operator approves it in the back office,
 * the letter's single-use link sets the password once, and the menu then leads to the calculator; refused and
 * suspended partners read the spec's texts; a partner without a distributor chooses one.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { IAS_PASSWORD_TEXTS, IAS_TEXTS } from '@portal/domain';
import { csrfHeader, expect, loginAs, test } from '../fixtures';
import { decideByApi, infrastructureHref, operatorApi, partnerReadyToEnrol, requestAccessByApi } from './infrastructure-steps';

async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a partner enrols, the operator approves, the letter’s link sets the password once, the menu leads to the calculator', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a sign-up, an approval, a letter and a password: longer than one journey's usual minute.
  test.setTimeout(120_000);
  const { company, contactEmail } = await partnerReadyToEnrol(page, request);

  // Without access the menu and the calculator's address lead to enrolment.
  await page.reload();
  expect(await infrastructureHref(page)).toBe('#/enrollment');
  await page.goto('/#/cloud/calc');
  await expect(page).toHaveURL(/#\/enrollment$/);
  await expect(page.getByRole('heading', { name: IAS_TEXTS.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('ias-status-banner')).toContainText(IAS_TEXTS.none);
  await expect(page.getByRole('heading', { name: 'Публичная оферта на оказание услуг облачной инфраструктуры 1С:ОИ' })).toBeVisible();
  const offer = page.getByRole('article', { name: 'Публичная оферта на оказание услуг облачной инфраструктуры 1С:ОИ' });
  for (const section of ['1. Термины и определения', '4. Стоимость услуг и порядок расчетов', '8. Реквизиты Исполнителя']) {
    await expect(offer.getByRole('heading', { name: section })).toBeAttached();
  }
  await expect(offer).toContainText('0,1 процента от неоплаченной в срок суммы за каждый день просрочки');
  await expect(page.getByText(/^Ваш дистрибьютор: /)).toBeVisible();
  await expect(page.getByText(`${IAS_TEXTS.emailLabel} ${contactEmail}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Заявка на участие в проекте 1С:ОИ' });
  await form.getByRole('button', { name: IAS_TEXTS.submit }).click();
  await expect(form.getByText(IAS_TEXTS.offerRequired)).toBeVisible();
  await form.getByLabel(IAS_TEXTS.offerAgree).check();
  await form.getByRole('button', { name: IAS_TEXTS.submit }).click();
  await expect(page.getByTestId('ias-status-banner')).toContainText(IAS_TEXTS.pending(contactEmail));
  await expect(form.getByRole('button', { name: IAS_TEXTS.submit })).toBeDisabled();
  await expect(form.getByLabel(IAS_TEXTS.offerAgree)).toBeChecked();
  await expect(form.getByLabel(IAS_TEXTS.offerAgree)).toBeDisabled();

  // The operator approves in the back office and finds the letter in the outbox.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await expect(operator.getByRole('heading', { name: 'Заявки партнеров' })).toBeVisible();
  await operator.getByRole('tab', { name: 'Доступ к 1С:ОИ' }).click();
  await expect(operator.getByRole('heading', { name: 'Доступ к 1С:ОИ' })).toBeVisible();
  await operator.getByLabel('Компания, код или E-mail').fill(contactEmail);
  await operator.getByRole('button', { name: 'Найти' }).click();
  const row = operator.getByRole('row').filter({ hasText: company });
  await expect(row.getByText('На рассмотрении')).toBeVisible();
  // The queue itself (the back office's tab bar is the layout's).
  expect(await seriousViolations(operator, 'main')).toEqual([]);
  await row.getByRole('button', { name: 'Одобрить' }).click();
  await expect(operator.getByText('Доступ открыт, партнеру отправлено письмо с логином и ссылкой для создания пароля')).toBeVisible();
  await operator.getByLabel('Статус').selectOption('on');
  await expect(row.getByText('Доступ открыт')).toBeVisible();
  await row.getByRole('button', { name: 'История' }).click();
  const history = operator.getByRole('dialog', { name: `История доступа «${company}»` });
  await expect(history).toContainText('Заявка подана, оферта принята');
  await expect(history).toContainText('Заявка одобрена (На рассмотрении → Доступ открыт)');
  await history.getByRole('button', { name: 'Закрыть' }).click();

  await operator.getByRole('tab', { name: 'Исходящие письма' }).click();
  const letterRow = operator
    .getByRole('row')
    .filter({ hasText: contactEmail })
    .filter({ hasText: 'Доступ к 1С:Облачной инфраструктуре открыт' });
  await letterRow.getByRole('button', { name: 'Доступ к 1С:Облачной инфраструктуре открыт' }).click();
  const letter = operator.getByRole('dialog', { name: 'Доступ к 1С:Облачной инфраструктуре открыт' });
  await expect(letter).toContainText(`Логин: ${contactEmail}`);
  const url = /(http\S+#\/ias\/password\?token=[\w-]+)/.exec((await letter.textContent()) ?? '')?.[1];
  expect(url).toBeTruthy();
  await operatorContext.close();

  // The link, opened by someone not signed in: the password is set once.
  const holderContext = await browser.newContext();
  const holder = await holderContext.newPage();
  await holder.goto(url ?? '');
  await expect(holder.getByRole('heading', { name: IAS_PASSWORD_TEXTS.title })).toBeVisible();
  await expect(holder.getByText(IAS_PASSWORD_TEXTS.intro(contactEmail))).toBeVisible();
  expect(await seriousViolations(holder)).toEqual([]);
  await holder.getByRole('textbox', { name: IAS_PASSWORD_TEXTS.password, exact: true }).fill('облако-2026');
  await holder.getByLabel(IAS_PASSWORD_TEXTS.repeat).fill('облако-2027');
  await holder.getByRole('button', { name: IAS_PASSWORD_TEXTS.save }).click();
  await expect(holder.getByText('Пароли не совпадают')).toBeVisible();
  await holder.getByLabel(IAS_PASSWORD_TEXTS.repeat).fill('облако-2026');
  await holder.getByRole('button', { name: IAS_PASSWORD_TEXTS.save }).click();
  await expect(holder.getByText(IAS_PASSWORD_TEXTS.saved(contactEmail))).toBeVisible();
  await holder.goto('about:blank');
  await holder.goto(url ?? '');
  await expect(holder.getByText(IAS_PASSWORD_TEXTS.used)).toBeVisible();
  await expect(holder.getByRole('button', { name: IAS_PASSWORD_TEXTS.save })).toHaveCount(0);
  await holderContext.close();

  // The partner's menu now leads to the calculator; enrolment says approved and offers no submit.
  await page.reload();
  await expect(page.getByTestId('ias-status-banner')).toContainText(IAS_TEXTS.on(contactEmail));
  await expect(page.getByRole('button', { name: IAS_TEXTS.submit })).toHaveCount(0);
  await expect(page.getByRole('link', { name: IAS_TEXTS.toCalculator })).toHaveAttribute('href', '#/cloud/calc');
  expect(await infrastructureHref(page)).toBe('#/cloud/calc');
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Инфраструктура' }).click();
  await expect(page).toHaveURL(/#\/cloud\/calc$/);
});

test('refused, suspended and pending partners read their banner and are led to enrolment', async ({ page }) => {
  const cases = [
    { login: 'oi-refused@demo.ru', text: IAS_TEXTS.refused, reason: 'Не подтверждена потребность в вычислительных ресурсах' },
    { login: 'oi-off@demo.ru', text: IAS_TEXTS.off, reason: 'Задолженность по оплате 1С:ОИ более 10 рабочих дней' },
    { login: 'oi-pending@demo.ru', text: IAS_TEXTS.pending('oi-pending@demo.ru'), reason: null },
  ];
  for (const { login, text, reason } of cases) {
    await page.context().clearCookies();
    await loginAs(page, login);
    await expect(page).toHaveURL(/#\/service\/list/);
    expect(await infrastructureHref(page)).toBe('#/enrollment');
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Инфраструктура' }).click();
    const banner = page.getByTestId('ias-status-banner');
    await expect(banner).toContainText(text);
    if (reason) await expect(banner).toContainText(reason);
    await expect(page.getByRole('button', { name: IAS_TEXTS.submit })).toBeDisabled();
    await page.goto('/#/cloud/list');
    await expect(page).toHaveURL(/#\/enrollment$/);
  }
});

test('the operator refuses one request and suspends and resumes another access: the partner follows each', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { company, contactEmail } = await partnerReadyToEnrol(page, request);
  const requestId = await requestAccessByApi(page);

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await expect(operator.getByRole('heading', { name: 'Заявки партнеров' })).toBeVisible();
  await operator.getByRole('tab', { name: 'Доступ к 1С:ОИ' }).click();
  // The applications page has the same search field: wait for the queue's own page.
  await expect(operator.getByRole('heading', { name: 'Доступ к 1С:ОИ' })).toBeVisible();
  await operator.getByLabel('Компания, код или E-mail').fill(contactEmail);
  await operator.getByRole('button', { name: 'Найти' }).click();
  const row = operator.getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: 'Отклонить' }).click();
  const dialog = operator.getByRole('dialog', { name: `Отклонить заявку «${company}» на доступ к 1С:ОИ` });
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog.getByText('Укажите причину')).toBeVisible();
  await dialog.getByLabel('Причина').fill('Нет клиентов на 1С:ГРМ');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(operator.getByText('Заявка отклонена, партнеру отправлено письмо')).toBeVisible();

  await page.goto('/#/enrollment');
  await page.reload();
  await expect(page.getByTestId('ias-status-banner')).toContainText(IAS_TEXTS.refused);
  await expect(page.getByTestId('ias-status-banner')).toContainText('Нет клиентов на 1С:ГРМ');

  // The operator changes its mind, then suspends the access: the partner's menu goes back to enrolment.
  const headers = await operatorApi(request);
  await decideByApi(request, headers, requestId, 'approve');
  await page.reload();
  expect(await infrastructureHref(page)).toBe('#/cloud/calc');

  await operator.getByLabel('Статус').selectOption('on');
  await operator.getByRole('button', { name: 'Найти' }).click();
  await row.getByRole('button', { name: 'Приостановить' }).click();
  const suspend = operator.getByRole('dialog', { name: `Приостановить доступ «${company}» к 1С:ОИ` });
  await suspend.getByLabel('Причина').fill('Задолженность за октябрь');
  await suspend.getByRole('button', { name: 'Приостановить' }).click();
  await expect(operator.getByText('Доступ приостановлен, партнеру отправлено письмо')).toBeVisible();

  await page.reload();
  expect(await infrastructureHref(page)).toBe('#/enrollment');
  await expect(page.getByTestId('ias-status-banner')).toContainText(IAS_TEXTS.off);
  await expect(page.getByTestId('ias-status-banner')).toContainText('Задолженность за октябрь');
  await page.goto('/#/cloud/calc');
  await expect(page).toHaveURL(/#\/enrollment$/);

  await operator.getByLabel('Статус').selectOption('off');
  await operator.getByRole('button', { name: 'Найти' }).click();
  await row.getByRole('button', { name: 'Возобновить' }).click();
  await expect(operator.getByText('Доступ возобновлен, партнеру отправлено письмо')).toBeVisible();
  await page.reload();
  expect(await infrastructureHref(page)).toBe('#/cloud/calc');
  await operatorContext.close();
});

test('a partner without a distributor chooses one as it enrols', async ({ page }) => {
  await loginAs(page, 'oi-new@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/enrollment');
  await expect(page.getByTestId('ias-status-banner')).toContainText(IAS_TEXTS.noneChooseScheme);
  const form = page.getByRole('form', { name: 'Заявка на участие в проекте 1С:ОИ' });
  const field = form.getByRole('combobox', { name: IAS_TEXTS.distributorLabel });
  await field.fill('Никакой');
  await expect(page.getByText(IAS_TEXTS.distributorNotFound('Никакой'))).toBeVisible();
  await form.getByLabel(IAS_TEXTS.offerAgree).check();
  await field.fill('');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: IAS_TEXTS.submit }).click();
  await expect(form.getByText(IAS_TEXTS.distributorRequired)).toBeVisible();
  await field.fill('Центр');
  await page.getByRole('option', { name: 'АО «Центр дистрибуции»' }).click();
  await form.getByRole('button', { name: IAS_TEXTS.submit }).click();
  await expect(page.getByTestId('ias-status-banner')).toContainText(IAS_TEXTS.pending('oi-new@demo.ru'));
  await expect(page.getByText('Ваш дистрибьютор: АО «Центр дистрибуции»')).toBeVisible();
});

test('the contact e-mail is required: the page offers the way to the profile', async ({ page, request }) => {
  await partnerReadyToEnrol(page, request);
  const patch = await page.request.patch('/api/participation', { headers: await csrfHeader(page), data: { publicEmail: null } });
  expect(patch.status()).toBe(200);
  await page.goto('/#/enrollment');
  await page.reload();
  await expect(page.getByText(IAS_TEXTS.emailRequired)).toBeVisible();
  await expect(page.getByRole('link', { name: IAS_TEXTS.toProfile })).toHaveAttribute('href', '#/profile');
  await expect(page.getByRole('button', { name: IAS_TEXTS.submit })).toBeDisabled();
});
