/**
 * What the blocked partner sees where a block stops new leads and new integrations (issue 23, decision 032): the
 * buttons are disabled with the reason beside them; its data stays readable.
 */
import { API_TOKEN_TEXTS, LEAD_TEXTS, PARTNER_BLOCK_TEXTS, SITE_FORM_TEXTS, WEBHOOK_TEXTS } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

test('a blocked partner cannot issue a token, add webhooks, take common leads or change its site form, and sees why', async ({ page }) => {
  await loginAs(page, 'blocked@demo.ru');
  await expect(page.getByTestId('block-banner')).toContainText('выпуск токена API');

  await page.goto('/#/office/token');
  await expect(
    page.getByRole('button', { name: new RegExp(`^(${API_TOKEN_TEXTS.getToken}|${API_TOKEN_TEXTS.reissueToken})$`) }),
  ).toBeDisabled();
  await expect(page.getByTestId('blocked-note')).toHaveText(PARTNER_BLOCK_TEXTS.disabled);

  await page.getByRole('tab', { name: WEBHOOK_TEXTS.tabWebhooks }).click();
  await expect(page.getByRole('button', { name: WEBHOOK_TEXTS.add })).toBeDisabled();
  await expect(page.getByTestId('blocked-note')).toHaveText(PARTNER_BLOCK_TEXTS.disabled);

  await page.goto('/#/lead/new');
  await expect(page.getByTestId('blocked-note')).toHaveText(PARTNER_BLOCK_TEXTS.disabled);
  const take = page.getByRole('button', { name: new RegExp(`^${LEAD_TEXTS.takeToWork}: `) });
  await expect(take.first()).toBeDisabled();

  await page.goto('/#/lead/site');
  await expect(page.getByRole('button', { name: SITE_FORM_TEXTS.save })).toBeDisabled();
  await expect(page.getByTestId('blocked-note')).toHaveText(PARTNER_BLOCK_TEXTS.disabled);
});
