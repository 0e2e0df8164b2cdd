/** Steps of the passkey journeys: Chromium's virtual authenticator, and adding a passkey on «Безопасность». */
import { PASSKEY_TEXTS } from '@portal/domain';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

export async function addPasskey(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: PASSKEY_TEXTS.add });
  await form.getByRole('textbox', { name: PASSKEY_TEXTS.name }).fill(name);
  await form.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
  await expect(page.getByText(PASSKEY_TEXTS.added)).toBeVisible();
  await expect(page.getByRole('table', { name: PASSKEY_TEXTS.title }).getByRole('cell', { name, exact: true })).toBeVisible();
}
