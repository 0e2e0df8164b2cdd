/**
 * Passkeys (issue 25, decision 034), with Chromium's virtual authenticator (CTAP2, a platform key with resident
 * credentials and a verified user) standing in for a device.
 */
import { PASSKEY_TEXTS } from '@portal/domain';
import type { Page } from '@playwright/test';
import { expect, signUpApprovedPartner, test } from '../fixtures';
import { addPasskey, virtualAuthenticator } from './passkey-steps';

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/#\/promo/);
  await page.goto('/#/login');
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
