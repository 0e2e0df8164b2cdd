/** Steps the infrastructure journeys share: a partner ready to enrol, the operator's API session, the enrolment page. */
import type { APIRequestContext, Page } from '@playwright/test';
import { csrfHeader, DEMO_PASSWORD, expect, signUpApprovedPartner, uniqueEmail } from '../fixtures';

export type ReadyPartner = { company: string; contactEmail: string };

/** A fresh approved partner (with a distributor) whose profile holds a contact e-mail; the page is signed in as it. */
export async function partnerReadyToEnrol(page: Page, request: APIRequestContext): Promise<ReadyPartner> {
  const company = await signUpApprovedPartner(page, request);
  const contactEmail = uniqueEmail('oi');
  const patch = await page.request.patch('/api/participation', { headers: await csrfHeader(page), data: { publicEmail: contactEmail } });
  expect(patch.status()).toBe(200);
  return { company, contactEmail };
}

/** The operator's API session on the test's request context (signUpApprovedPartner may have opened it already). */
export async function operatorApi(request: APIRequestContext): Promise<Record<string, string>> {
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'portal_csrf');
  if (csrf) return { 'x-csrf-token': decodeURIComponent(csrf.value) };
  const login = await request.post('/api/auth/login', { data: { email: 'operator@demo.ru', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
}

/** The partner's request, sent through the API; returns its id. */
export async function requestAccessByApi(page: Page): Promise<string> {
  const response = await page.request.post('/api/ias/access-requests', {
    headers: await csrfHeader(page),
    data: { publicOfferAccepted: true },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function decideByApi(request: APIRequestContext, headers: Record<string, string>, requestId: string, decision: string) {
  const response = await request.post(`/api/backoffice/infrastructure/${requestId}/decision`, { headers, data: { decision } });
  expect(response.status()).toBe(200);
}

/** The infrastructure menu item's address. */
export async function infrastructureHref(page: Page): Promise<string | null> {
  return page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Инфраструктура' }).getAttribute('href');
}
