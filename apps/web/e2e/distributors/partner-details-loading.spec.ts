/**
 * The distributor's partner details while their answer is late (issue 31): the subscription sections stay busy with
 * skeleton rows, never saying «Нет подписок за месяц» of a month that has subscriptions, until the month's answer
 * comes; then its rows. The answer is held by the journey itself, so a fast machine shows the same as a loaded one.
 */
import type { Page } from '@playwright/test';
import { BILLING_FIRST_YEAR, type BillingMonth, monthOf, PARTNER_DETAILS_TEXTS, type PartnerDetails } from '@portal/domain';
import { expect, getJson, loginAs, test } from '../fixtures';
import { holdAnswer } from '../held-answer';
import { findPartner } from './distributor-steps';

const PARTNER = 'ООО «Альфа Софт»';

/** Holds the partner details' answers for one month, whichever page of its clients. */
const holdMonth = (page: Page, month: BillingMonth) =>
  holdAnswer(
    page,
    (url) =>
      /\/distributor-manager\/partners\/[^/]+\/billing$/.test(url.pathname) &&
      url.searchParams.get('m') === String(month.month) &&
      url.searchParams.get('y') === String(month.year),
  );

test('the subscription sections wait for the month’s answer instead of saying the month is empty', async ({ page }) => {
  const current = monthOf(new Date());
  const own = page.getByRole('table', { name: PARTNER_DETAILS_TEXTS.ownSection });
  const clients = page.getByRole('table', { name: PARTNER_DETAILS_TEXTS.clientsSection });
  const emptyTexts = page.getByText(new RegExp(`^(${PARTNER_DETAILS_TEXTS.noSubscriptions}|${PARTNER_DETAILS_TEXTS.noClients})$`));

  await loginAs(page, 'distributor@demo.ru');
  await expect(page).toHaveURL(/#\/partners$/);
  const row = await findPartner(page, PARTNER);

  // The first visit: the sections are there, busy, with no empty text, while the answer is held.
  const first = await holdMonth(page, current);
  await row.getByRole('link', { name: PARTNER }).click();
  await expect(page.getByRole('heading', { name: PARTNER_DETAILS_TEXTS.title })).toBeVisible();
  await first.asked;
  await expect(own).toHaveAttribute('aria-busy', 'true');
  await expect(clients).toHaveAttribute('aria-busy', 'true');
  await expect(emptyTexts).toHaveCount(0);
  first.release();
  // The partner's own subscriptions show whichever page of its clients is shown (the demo partner has more than ten).
  await expect(own).not.toHaveAttribute('aria-busy', 'true');
  await expect(own.getByRole('row').filter({ hasText: PARTNER }).first()).toBeVisible();
  await expect(emptyTexts).toHaveCount(0);

  // The demo partner has subscriptions of its own this month (the summary counts them), none in the first month the
  // picker offers.
  const partnerCode = decodeURIComponent(new URL(page.url()).hash.split('?')[0]?.split('/').at(-1) ?? '');
  const details = await getJson<PartnerDetails>(
    page.request,
    `/api/distributor-manager/partners/${partnerCode}/billing?m=${current.month}&y=${current.year}`,
  );
  expect(details.counts.ownSubscriptions).toBeGreaterThan(0);
  // A fresh document, so this month's answer above is not in its cache.
  await page.goto(`/#/partners/${partnerCode}?m=${current.month}&y=${BILLING_FIRST_YEAR}`);
  await page.reload();
  await expect(page.getByText(PARTNER_DETAILS_TEXTS.noSubscriptions, { exact: true })).toBeVisible();
  await expect(page.getByText(PARTNER_DETAILS_TEXTS.noClients, { exact: true })).toBeVisible();

  // The same month of this year, in one step: the empty month's answer stands meanwhile, and must not speak for it.
  const again = await holdMonth(page, current);
  await page.getByLabel('Год').selectOption(String(current.year));
  await expect(page).toHaveURL(new RegExp(`m=${current.month}&y=${current.year}`));
  await again.asked;
  await expect(emptyTexts).toHaveCount(0);
  await expect(own).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('table', { name: PARTNER_DETAILS_TEXTS.title })).toHaveAttribute('aria-busy', 'true');
  again.release();
  await expect(own).not.toHaveAttribute('aria-busy', 'true');
  await expect(own.getByRole('row').filter({ hasText: PARTNER }).first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: PARTNER_DETAILS_TEXTS.title })
      .getByRole('row', { name: new RegExp(`^${PARTNER_DETAILS_TEXTS.ownSubscriptions}`) }),
  ).toContainText(String(details.counts.ownSubscriptions));
  await expect(emptyTexts).toHaveCount(0);
});
