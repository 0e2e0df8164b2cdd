/** Steps of the subscription management journeys: calls the journey makes itself, and a subscription of its own. */
import type { Page } from '@playwright/test';
import type { SubscriptionDetail } from '@portal/domain';
import { expect } from '../fixtures';

/** The x-csrf-token header of the signed-in browser. */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  return { 'x-csrf-token': decodeURIComponent(csrf) };
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function clientId(page: Page, name: string): Promise<string> {
  const { items } = await getJson<{ items: Array<{ id: string; name: string }> }>(page, '/api/customer-manager?pageSize=0');
  const found = items.find((c) => c.name === name);
  if (!found) throw new Error(`no client ${name}`);
  return found.id;
}

type Kit = { serviceKitId: string; name: string };
type Option = { serviceOptionId: string; resourceCategory: string };

/**
 * Orders an application's file kit with some workplaces for a client through the API, as the order form would, and
 * waits until it is deployed. Returns the ids the journey opens it by.
 */
export async function orderApplication(
  page: Page,
  { client, service, seats, disks = 0 }: { client: string; service: string; seats: number; disks?: number },
): Promise<{ customerId: string; subscriptionId: string }> {
  const customerId = await clientId(page, client);
  const { services } = await getJson<{ services: Array<{ serviceId: string; name: string; serviceKits: Kit[] }> }>(
    page,
    '/api/desks/grm/services',
  );
  const found = services.find((s) => s.name === service);
  const kit = found?.serviceKits.find((k) => k.name === 'Файловый');
  if (!found || !kit) throw new Error(`no file kit of ${service}`);
  const { serviceOptions } = await getJson<{ serviceOptions: Option[] }>(
    page,
    `/api/desks/grm/services/${found.serviceId}/kits/${kit.serviceKitId}/extended`,
  );
  const seat = serviceOptions.find((o) => o.resourceCategory === '1c_ecw_application');
  const disk = serviceOptions.find((o) => o.resourceCategory === '1c-ecw-disk');
  if (!seat || !disk) throw new Error(`no seat or disk option of ${service}`);
  const response = await page.request.post('/api/1c_ecw_application/order', {
    headers: await csrfHeader(page),
    data: {
      customerId,
      offerDeskId: 'grm',
      serviceKitId: kit.serviceKitId,
      serviceOptions: [
        ...Array.from({ length: seats }, () => ({ serviceOptionId: seat.serviceOptionId })),
        ...Array.from({ length: disks }, () => ({ serviceOptionId: disk.serviceOptionId })),
      ],
      subscriptionProperties: [{ name: 'infoBaseName', value: 'e2e', propertyGroup: '1c_ecw_application' }],
    },
  });
  expect(response.status()).toBe(201);
  const { subscriptionId } = (await response.json()) as { subscriptionId: string };
  await expect
    .poll(async () => (await getJson<{ deployStatus: string }>(page, `/api/subscriptions/${subscriptionId}`)).deployStatus, {
      timeout: 30_000,
    })
    .toBe('DEPLOYED');
  return { customerId, subscriptionId };
}

/** The detail page of a subscription, by its address. */
export async function openDetail(page: Page, ids: { customerId: string; subscriptionId: string }): Promise<void> {
  await page.goto(`/#/client/detail/${ids.customerId}?subscriptionId=${ids.subscriptionId}`);
}

/**
 * Serves the subscription's detail as the server answers it, changed by `patch`: the journeys of a direct (managed
 * service provider) subscription and of a prepaid option, kinds of subscription no call of the portal creates.
 */
export async function patchDetail(
  page: Page,
  subscriptionId: string,
  patch: (detail: SubscriptionDetail) => SubscriptionDetail,
): Promise<void> {
  await page.route(`**/api/subscriptions/${subscriptionId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: patch((await response.json()) as SubscriptionDetail) });
  });
}
