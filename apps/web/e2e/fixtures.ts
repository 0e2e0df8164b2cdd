/** Shared helpers of the journeys: sign in through the real login page, unique emails. */
import { randomUUID } from 'node:crypto';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.ru`;
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
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

export const test = base;
export { expect };
