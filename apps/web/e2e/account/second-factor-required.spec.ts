/**
 * The operator's requirement of a second factor (issue 25, decision 034). It changes a setting of the whole portal, so
 * it runs in its own Playwright project after every other journey (playwright.config.ts): no journey running beside it
 * meets an operator or a distributor refused for want of a factor.
 */
import { base32 } from '@otplib/plugin-base32-scure';
import { crypto } from '@otplib/plugin-crypto-node';
import { generateSync } from '@otplib/totp';
import { REQUIRE_SECOND_FACTOR_TEXTS, SECOND_FACTOR_TEXTS } from '@portal/domain';
import { DEMO_PASSWORD, expect, loginAs, test } from '../fixtures';
import { addPasskey, virtualAuthenticator } from './passkey-steps';

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
