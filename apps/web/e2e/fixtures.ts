/** Shared helpers of the journeys: sign in through the real login page, unique emails. */
import { randomUUID } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.ru`;
}

/** Waits until the open dialog has faded in: axe audits colours, and half-way through they are blended with the page. */
export async function dialogFadedIn(page: Page): Promise<void> {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

export async function signUp(page: Page, name: string, email: string, password = 'password-123'): Promise<void> {
  await page.goto('/#/signup');
  await page.getByLabel('Имя').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

/** Registers a client of the signed-in partner through the API (no INN, so no registry look-up); returns its id. */
export async function registerClientWithoutInn(page: Page, responsible: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  const response = await page.request.post('/api/customers', {
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
    data: { email: uniqueEmail('client'), phone: '+7 343 200-00-99', responsible },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The x-csrf-token header of the signed-in browser, for calls the journey makes itself. */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  return { 'x-csrf-token': decodeURIComponent(csrf) };
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * A partner of the journey's own, approved by the operator through the API: no clients and no subscriptions,
 * whatever other journeys do to the demo partners. Leaves the page signed in as that partner; returns its company.
 */
export async function signUpApprovedPartner(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('partner');
  const company = `ООО «Свой ${email.slice(8, 14)}»`;
  const signup = await page.request.post('/api/auth/signup', { data: { name: 'Ольга', email, password: 'password-123' } });
  expect(signup.status()).toBe(201);
  const [distributor] = await getJson<unknown[]>(page.request, '/api/distributors/grm');
  const application = await page.request.post('/api/participation', {
    headers: await csrfHeader(page),
    data: { partnerName: company, fullname: 'Орлова Ольга', email, phone: '89123456789', distributor: distributor ?? null },
  });
  expect(application.status()).toBe(201);
  const { partnerId } = (await application.json()) as { partnerId: string };

  const login = await request.post('/api/auth/login', { data: { email: 'operator@demo.ru', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
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

export const test = base;
export { expect };
