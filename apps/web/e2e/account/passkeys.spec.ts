/**
 * Passkeys and the operator's requirement of a second factor (issue 25, decision 034), with Chromium's virtual
 * authenticator (CTAP2, a platform key with resident credentials and a verified user) standing in for a device.
 */
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-node';
import { generateSync } from '@otplib/totp';
import { PASSKEY_TEXTS, REQUIRE_SECOND_FACTOR_TEXTS, SECOND_FACTOR_TEXTS } from '@portal/domain';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginAs, signUpApprovedPartner, test } from '../fixtures';

async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/#\/promo/);
  await page.goto('/#/login');
}

async function addPasskey(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: PASSKEY_TEXTS.add });
  await form.getByRole('textbox', { name: PASSKEY_TEXTS.name }).fill(name);
  await form.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
  await expect(page.getByText(PASSKEY_TEXTS.added)).toBeVisible();
  await expect(page.getByRole('table', { name: PASSKEY_TEXTS.title }).getByRole('cell', { name, exact: true })).toBeVisible();
}

test('a passkey is added on «Безопасность», signs in without a password and, once removed, no longer does', async ({ page, request }) => {
  await signUpApprovedPartner(page, request);
  await virtualAuthenticator(page);
  await page.goto('/#/profile/security');
  await expect(page.getByText(PASSKEY_TEXTS.none)).toBeVisible();
  await addPasskey(page, 'Рабочий ноутбук');

  await signOut(page);
  await page.getByRole('button', { name: PASSKEY_TEXTS.signIn }).click();
  await expect(page).toHaveURL(/#\/service\/list/);

  await page.goto('/#/profile/security');
  const table = page.getByRole('table', { name: PASSKEY_TEXTS.title });
  await expect(table.getByRole('cell', { name: PASSKEY_TEXTS.never })).toHaveCount(0);
  await table.getByRole('button', { name: PASSKEY_TEXTS.removeLabel('Рабочий ноутбук') }).click();
  await expect(page.getByText(PASSKEY_TEXTS.removed)).toBeVisible();
  await expect(page.getByText(PASSKEY_TEXTS.none)).toBeVisible();

  await signOut(page);
  await page.getByRole('button', { name: PASSKEY_TEXTS.signIn }).click();
  await expect(page.getByText(PASSKEY_TEXTS.unknownKey)).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('the operator requires a second factor: a distributor without one enrols first, then works', async ({ page, browser }) => {
  // The demo operator with a TOTP key turns the requirement on (an operator without a factor may not).
  await loginAs(page, 'operator-2fa@demo.ru');
  await page
    .getByRole('textbox', { name: SECOND_FACTOR_TEXTS.codeOrRecovery })
    .fill(generateSync({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', crypto, base32, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/#\/backoffice/);
  await page.goto('/#/backoffice/security');
  const requirement = page.getByRole('switch', { name: REQUIRE_SECOND_FACTOR_TEXTS.label });
  await requirement.click();
  await expect(requirement).toBeChecked();
  await expect(page.getByText(REQUIRE_SECOND_FACTOR_TEXTS.on)).toBeVisible();

  try {
    const context = await browser.newContext();
    const distributor = await context.newPage();
    await loginAs(distributor, 'distributor2@demo.ru', DEMO_PASSWORD);
    await expect(distributor).toHaveURL(/#\/profile\/security/);
    await expect(distributor.getByText(REQUIRE_SECOND_FACTOR_TEXTS.enrolFirst)).toBeVisible();
    // Any other page leads back here until a factor is enrolled.
    await distributor.goto('/#/partners');
    await expect(distributor).toHaveURL(/#\/profile\/security/);

    await virtualAuthenticator(distributor);
    await addPasskey(distributor, 'Телефон');
    await expect(distributor.getByText(REQUIRE_SECOND_FACTOR_TEXTS.enrolFirst)).toHaveCount(0);
    await distributor.goto('/');
    await expect(distributor).not.toHaveURL(/#\/profile\/security/);
    await context.close();
  } finally {
    await requirement.click();
    await expect(requirement).not.toBeChecked();
    await expect(page.getByText(REQUIRE_SECOND_FACTOR_TEXTS.off)).toBeVisible();
  }
});
