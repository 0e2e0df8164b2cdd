/**
 * Accounts people can keep (issue 25, decision 034): recovery through the letter in the outbox, a password change on
 * «Безопасность», and another browser's session ended from there.
 */
import AxeBuilder from '@axe-core/playwright';
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-node';
import { generateSync } from '@otplib/totp';
import { ACCOUNT_SECURITY_TEXTS, PASSWORD_RESET_TEXTS, SECOND_FACTOR_TEXTS } from '@portal/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, getJson, loginAs, signUpApprovedPartner, test, uniqueEmail } from '../fixtures';

const FIRST_PASSWORD = 'first-secret-2026';
const NEW_PASSWORD = 'лиса-в-степи-42';
/** The password signUpApprovedPartner gives its account. */
const PARTNER_PASSWORD = 'password-123';

async function signUpAccount(request: APIRequestContext, email: string): Promise<void> {
  const signup = await request.post('/api/auth/signup', { data: { name: 'Ирина', email, password: FIRST_PASSWORD } });
  expect(signup.status()).toBe(201);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

async function signInOperator(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { email: 'operator@demo.ru', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
}

/** The newest letter of this kind to the address, read by the signed-in operator from the outbox. */
async function letterTo(request: APIRequestContext, email: string, subject: string): Promise<string> {
  const { items } = await getJson<{ items: { to: string; subject: string; text: string }[] }>(
    request,
    '/api/backoffice/mail?page=1&pageSize=50',
  );
  const letter = items.find((item) => item.to === email && item.subject === subject);
  expect(letter, `${subject} → ${email}`).toBeTruthy();
  return letter?.text ?? '';
}

test('a forgotten password is recovered through the letter, once', async ({ page, browser, playwright }) => {
  const email = uniqueEmail('forgot');
  const setup = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpAccount(setup, email);

  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page.getByRole('heading', { name: PASSWORD_RESET_TEXTS.requestTitle })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: PASSWORD_RESET_TEXTS.send }).click();
  await expect(page.getByText(PASSWORD_RESET_TEXTS.sent)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const operator = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signInOperator(operator);
  const text = await letterTo(operator, email, 'Восстановление пароля на портале партнеров');
  const link = /(http\S+#\/password\/reset\?token=[\w-]+)/.exec(text)?.[1] ?? '';
  expect(link).not.toBe('');

  const holderContext = await browser.newContext();
  const holder = await holderContext.newPage();
  await holder.goto(link);
  await expect(holder.getByRole('heading', { name: PASSWORD_RESET_TEXTS.resetTitle })).toBeVisible();
  await holder.getByRole('textbox', { name: 'Новый пароль', exact: true }).fill('qwerty123');
  await holder.getByLabel('Повторите новый пароль').fill('qwerty123');
  await holder.getByRole('button', { name: PASSWORD_RESET_TEXTS.save }).click();
  await expect(holder.getByText('Этот пароль слишком распространен, придумайте другой')).toBeVisible();
  await holder.getByRole('textbox', { name: 'Новый пароль', exact: true }).fill(NEW_PASSWORD);
  await holder.getByLabel('Повторите новый пароль').fill(NEW_PASSWORD);
  await holder.getByRole('button', { name: PASSWORD_RESET_TEXTS.save }).click();
  await expect(holder.getByText(PASSWORD_RESET_TEXTS.done)).toBeVisible();

  // The same link a second time says it was used.
  await holder.goto('/#/');
  await holder.goto(link);
  await expect(holder.getByText(PASSWORD_RESET_TEXTS.used)).toBeVisible();
  await expect(holder.getByRole('link', { name: PASSWORD_RESET_TEXTS.requestAgain })).toBeVisible();
  await holderContext.close();

  // The new password signs in; the letter about the change is in the outbox.
  await loginAs(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/#\/login/);
  expect(await letterTo(operator, email, 'Пароль изменен')).toContain('по ссылке восстановления');
  await operator.dispose();
  await setup.dispose();
});

test('«Безопасность»: another session is ended and the password changed', async ({ page, browser, request }) => {
  await signUpApprovedPartner(page, request);
  const { email } = await getJson<{ email: string }>(page.request, '/api/me');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, email, PARTNER_PASSWORD);
  await expect(other).not.toHaveURL(/#\/login/);

  await page.goto('/#/profile/security');
  await expect(page.getByRole('heading', { name: ACCOUNT_SECURITY_TEXTS.pageTitle, level: 1 })).toBeVisible();
  const sessions = page.getByRole('table', { name: ACCOUNT_SECURITY_TEXTS.sessions });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText(ACCOUNT_SECURITY_TEXTS.thisSession)).toBeVisible();
  await expect(sessions.getByRole('row').nth(2)).toContainText(/Chrome \d+, Linux/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: ACCOUNT_SECURITY_TEXTS.endOthers }).click();
  await expect(page.getByText(ACCOUNT_SECURITY_TEXTS.othersEnded(1))).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(page.getByText(ACCOUNT_SECURITY_TEXTS.noOtherSessions)).toBeVisible();
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await otherContext.close();

  const form = page.getByRole('form', { name: ACCOUNT_SECURITY_TEXTS.changePassword });
  await form.getByLabel(ACCOUNT_SECURITY_TEXTS.currentPassword).fill('not-my-password');
  await form.getByRole('textbox', { name: ACCOUNT_SECURITY_TEXTS.newPassword, exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel(ACCOUNT_SECURITY_TEXTS.repeatPassword).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: ACCOUNT_SECURITY_TEXTS.savePassword }).click();
  await expect(form.getByText(ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword)).toBeVisible();
  await form.getByLabel(ACCOUNT_SECURITY_TEXTS.currentPassword).fill(PARTNER_PASSWORD);
  await form.getByRole('textbox', { name: ACCOUNT_SECURITY_TEXTS.newPassword, exact: true }).fill(email);
  await form.getByLabel(ACCOUNT_SECURITY_TEXTS.repeatPassword).fill(email);
  await form.getByRole('button', { name: ACCOUNT_SECURITY_TEXTS.savePassword }).click();
  await expect(form.getByText('Пароль не должен совпадать с адресом электронной почты')).toBeVisible();
  await form.getByRole('textbox', { name: ACCOUNT_SECURITY_TEXTS.newPassword, exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel(ACCOUNT_SECURITY_TEXTS.repeatPassword).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: ACCOUNT_SECURITY_TEXTS.savePassword }).click();
  await expect(page.getByText(ACCOUNT_SECURITY_TEXTS.passwordChanged)).toBeVisible();
  await expect(page.getByText(ACCOUNT_SECURITY_TEXTS.apiTokensNote)).toBeVisible();
});

test('the operator has «Безопасность» in the back office', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('link', { name: 'Безопасность' }).click();
  await expect(page.getByRole('heading', { name: ACCOUNT_SECURITY_TEXTS.pageTitle, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: ACCOUNT_SECURITY_TEXTS.sessions }).getByText(ACCOUNT_SECURITY_TEXTS.thisSession),
  ).toBeVisible();
});

/**
 * The code an authenticator app shows for the key, `offsetSteps` periods from now (the journey computes it, as the app
 * would). The server takes one period of drift either way, so a code of this period or the next still matches when a
 * period ends between computing and checking it; one of the previous period would not.
 */
function totpCode(secret: string, offsetSteps = 0): string {
  return generateSync({ secret, crypto, base32, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

test('a second factor is enrolled by its QR code and asked for after the password', async ({ page, browser, request }) => {
  await signUpApprovedPartner(page, request);
  const { email } = await getJson<{ email: string }>(page.request, '/api/me');
  await page.goto('/#/profile/security');
  await page.getByRole('button', { name: SECOND_FACTOR_TEXTS.enable }).click();
  await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const secret = await page.getByRole('textbox', { name: SECOND_FACTOR_TEXTS.secretLabel }).inputValue();
  await page.getByRole('textbox', { name: SECOND_FACTOR_TEXTS.code }).fill(totpCode(secret));
  await page.getByRole('button', { name: SECOND_FACTOR_TEXTS.confirm }).click();
  await expect(page.getByText(SECOND_FACTOR_TEXTS.recoveryHint)).toBeVisible();
  await expect(page.getByRole('list', { name: SECOND_FACTOR_TEXTS.recoveryTitle }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText(SECOND_FACTOR_TEXTS.on)).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, email, PARTNER_PASSWORD);
  await expect(other.getByText(SECOND_FACTOR_TEXTS.loginStep)).toBeVisible();
  await other.getByRole('textbox', { name: SECOND_FACTOR_TEXTS.codeOrRecovery }).fill('000000');
  await other.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(other.getByText(SECOND_FACTOR_TEXTS.wrongCode)).toBeVisible();
  // The next period's code: the enrolment's period is spent (each code is accepted once).
  await other.getByRole('textbox', { name: SECOND_FACTOR_TEXTS.codeOrRecovery }).fill(totpCode(secret, 1));
  await other.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(other).toHaveURL(/#\/service\/list/);
  await otherContext.close();

  // The back office resets it (a lost phone): the password alone signs in again.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await operator.getByRole('link', { name: 'Безопасность' }).click();
  const reset = operator.getByRole('form', { name: SECOND_FACTOR_TEXTS.resetTitle });
  await reset.getByRole('textbox', { name: SECOND_FACTOR_TEXTS.resetEmail }).fill(email);
  await reset.getByRole('button', { name: SECOND_FACTOR_TEXTS.reset }).click();
  await expect(reset.getByText(SECOND_FACTOR_TEXTS.resetDone(email))).toBeVisible();
  await operatorContext.close();
  await page.reload();
  await expect(page.getByText(SECOND_FACTOR_TEXTS.off)).toBeVisible();
});
