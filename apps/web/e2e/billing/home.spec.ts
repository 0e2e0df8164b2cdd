import { formatRubles, type SubscriptionList } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { readNavbarSum } from './billing-steps';

const WEEK_MS = 7 * 86_400_000;

test('the home page: the navbar’s numbers, spend at a glance, and the trials ending this week', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/home');
  await expect(page.getByRole('heading', { name: 'Главная', level: 1 })).toBeVisible();

  const counts = page.getByRole('region', { name: 'Показатели' });
  await expect(counts.getByRole('link', { name: 'Платящие клиенты' })).toHaveAttribute('href', '#/client/payed');
  await expect(counts).toContainText('Демо-клиенты');
  await expect(async () => {
    const sum = await readNavbarSum(page);
    await page.reload();
    await expect(counts).toContainText(formatRubles(sum.sum), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const months = page.getByRole('region', { name: 'Счета за 12 месяцев' });
  await expect(months.getByRole('img', { name: /^Счета за 12 месяцев: / })).toBeVisible();
  await months.getByRole('button', { name: 'Показать таблицу' }).click();
  await expect(months.getByRole('table', { name: 'Счета за 12 месяцев' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('region', { name: 'Крупнейшие клиенты месяца' })).toBeVisible();

  const trials = (await (await page.request.get('/api/subscriptions?filter=trial&pageSize=1000')).json()) as SubscriptionList;
  const now = Date.now();
  const ending = trials.items.filter((s) => s.trialEnd && Date.parse(s.trialEnd) >= now && Date.parse(s.trialEnd) <= now + WEEK_MS);
  const section = page.getByRole('region', { name: 'Пробные периоды, которые закончатся на этой неделе' });
  if (ending.length === 0) await expect(section).toContainText('На этой неделе пробные периоды не заканчиваются');
  else {
    await expect(section.getByRole('row')).toHaveCount(ending.length + 1);
    for (const subscription of ending) await expect(section).toContainText(subscription.customerName);
  }
});
