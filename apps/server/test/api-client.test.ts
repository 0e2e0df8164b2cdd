/**
 * The typed API client (packages/api-client, decision 019): its generated files match the routes, and a program drives
 * the real server through it with the partner's token: register a client, order, poll until deployed, read the bill.
 */
import { createPortalClient } from '@portal/api-client';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_ORGANISATIONS } from '../src/ports/tax-registry/directory-tax-registry.ts';
import { clientTypes, DOCUMENT_PATH, documentText, TYPES_PATH } from '../scripts/generate-api-client.ts';
import { confirmationTokenFor, createActivePartner, customerBody } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

describe('the generated client', () => {
  it('matches the routes: run `npm run generate:api-client` when this fails', async () => {
    const document = ctx.app.swagger();
    expect(await readFile(DOCUMENT_PATH, 'utf8')).toBe(documentText(document));
    expect(await readFile(TYPES_PATH, 'utf8')).toBe(await clientTypes(document));
  });
});

/** The month now in Moscow (the spec's m is 0–11). */
function moscowMonth(now = new Date()): { m: number; y: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return { m: (month ?? 1) - 1, y: year ?? now.getFullYear() };
}

describe('a program with the partner token', () => {
  it('registers a client, orders for it, polls until deployed and reads the month’s bill', async () => {
    const partner = await createActivePartner(ctx.app);
    const issued = await request(ctx.app, partner.session, { method: 'POST', url: '/api/api-v2-token' });
    const { jwt } = issued.json() as { jwt: string };
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const portal = createPortalClient({ baseUrl: `http://127.0.0.1:${port}`, token: jwt });

    // Register a client (with an INN from the tax directory) and let it confirm by its letter's link.
    const organisation = DIRECTORY_ORGANISATIONS.find((o) => o.inn.length === 10 && o.name.includes('Северный'));
    if (!organisation) throw new Error('No organisation in the directory');
    const body = customerBody({ inn: organisation.inn });
    const registered = await portal.POST('/api/customers', { body });
    expect(registered.response.status, JSON.stringify(registered.error)).toBe(201);
    const customerId = registered.data?.id ?? '';
    const { token } = await confirmationTokenFor(ctx.app, body.email);
    expect((await portal.POST('/api/customers/confirm', { body: { token } })).response.status).toBe(200);

    // Order an application's file kit with two workplaces.
    const desk = await portal.GET('/api/desks/{offerDeskId}/services', { params: { path: { offerDeskId: 'grm' } } });
    const service = desk.data?.services.find((s) => s.resourceCode === 'bp');
    const kit = service?.serviceKits[0];
    if (!service || !kit) throw new Error('No application kit on the desk');
    const extended = await portal.GET('/api/desks/{offerDeskId}/services/{serviceId}/kits/{kitId}/extended', {
      params: { path: { offerDeskId: 'grm', serviceId: service.serviceId, kitId: kit.serviceKitId } },
    });
    const seat = extended.data?.serviceOptions.find((o) => o.resourceCode.endsWith('-seat'));
    if (!seat) throw new Error('No seat option');
    const ordered = await portal.POST('/api/{type}/order', {
      params: { path: { type: '1c_ecw_application' } },
      body: {
        customerId,
        offerDeskId: 'grm',
        serviceKitId: kit.serviceKitId,
        serviceOptions: [{ serviceOptionId: seat.serviceOptionId }, { serviceOptionId: seat.serviceOptionId }],
        subscriptionProperties: [{ name: 'infoBaseName', value: 'База по API', propertyGroup: '1c_ecw_application' }],
      },
    });
    expect(ordered.response.status, JSON.stringify(ordered.error)).toBe(201);
    const subscriptionId = ordered.data?.subscriptionId ?? '';

    // Poll until deployed, as the portal's own pages do.
    let status: string | undefined;
    for (let i = 0; i < 100 && status !== 'DEPLOYED'; i++) {
      const subscription = await portal.GET('/api/subscriptions/{id}', { params: { path: { id: subscriptionId } } });
      status = subscription.data?.deployStatus;
      if (status !== 'DEPLOYED') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('DEPLOYED');

    // The month's bill lists the client with its new subscription.
    const bill = await portal.GET('/api/billing/items', { params: { query: { ...moscowMonth(), pageSize: 100 } } });
    expect(bill.response.status).toBe(200);
    const line = bill.data?.customers.find((c) => c.customerId === customerId);
    expect(line?.subscriptions.map((s) => s.subscriptionId)).toContain(subscriptionId);

    // A reissue refuses the client's token on its next call.
    await request(ctx.app, partner.session, { method: 'POST', url: '/api/api-v2-token' });
    const refused = await portal.GET('/api/billing/sum');
    expect(refused.response.status).toBe(401);
  });
});
