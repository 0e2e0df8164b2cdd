/** Steps of the distributor journeys: a partner of the journey's own attached to the demo distributor. */
import type { APIRequestContext, Page } from '@playwright/test';
import { csrfHeader, DEMO_PASSWORD, expect, getJson, uniqueEmail } from '../fixtures';

export const DEMO_DISTRIBUTOR = 'ООО «Сибирский дистрибьютор»';

/**
 * Signs up a partner that chose the demo distributor in its application, approved by the operator through the API;
 * leaves the page signed in as that partner and returns its company name.
 */
export async function partnerOfDemoDistributor(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('dist');
  const company = `ООО «Подопечный ${email.slice(5, 11)}»`;
  const signup = await page.request.post('/api/auth/signup', { data: { name: 'Олег', email, password: 'password-123' } });
  expect(signup.status()).toBe(201);
  const distributors = await getJson<Array<{ partner: { name: string } }>>(page.request, '/api/distributors/grm');
  const distributor = distributors.find((d) => d.partner.name === DEMO_DISTRIBUTOR);
  const application = await page.request.post('/api/participation', {
    headers: await csrfHeader(page),
    data: { partnerName: company, fullname: 'Олегов Олег', email, phone: '89123456789', distributor },
  });
  expect(application.status()).toBe(201);
  const { partnerId } = (await application.json()) as { partnerId: string };
  const login = await request.post('/api/auth/login', { data: { email: 'operator@demo.ru', password: DEMO_PASSWORD } });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const decision = await request.post(`/api/backoffice/applications/${partnerId}/decision`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { decision: 'approve' },
  });
  expect(decision.status()).toBe(200);
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/service\/list/);
  return company;
}

/** The distributor's partner list narrowed to one partner by the search. */
export async function findPartner(page: Page, name: string) {
  await page.getByLabel('Наименование, код или адрес').fill(name);
  await page.getByRole('button', { name: 'Найти' }).click();
  // The previous rows stay while the search runs: a row of theirs may vanish under the pointer.
  await expect(page.getByRole('table', { name: 'Партнеры' })).not.toHaveAttribute('aria-busy', 'true');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}
