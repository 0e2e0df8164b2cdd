/** Webhooks (issue 13, decision 019): endpoints, events from the jobs that cause them, signed retried deliveries. */
import { WEBHOOK_DELIVERY_ERRORS, WEBHOOK_ERRORS, type WebhookDeliveryPage, type WebhookEndpoint } from '@portal/domain';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../src/services/webhook-rules.ts';
import { createActivePartner, createOperator, waitFor, type TestAccount } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { deployedSubscription, APPLICATION } from './support/subscriptions.ts';
import { request, useTestApp } from './support/test-app.ts';
import { tableResolver } from './support/resolver.ts';
import { createServer as createTcpServer } from 'node:net';
import { DELETE_AT_ONCE } from '@portal/domain';
import { DEFAULT_BOSS_OPTIONS } from '../src/jobs/boss.ts';
import { closeMonth } from '../src/services/invoice.service.ts';
import { sendTrialEndingLetters } from '../src/services/trial-end.service.ts';
import { createFebruaryWorld, FEBRUARY_2026 } from './support/billing.ts';

/** What names resolve to in this file (no real lookup): a test may re-point one between registration and delivery. */
const dns = new Map<string, string[]>();
const resolver = tableResolver(dns);
const ctx = useTestApp({
  provisionerDeployMs: 50,
  webhooks: { allowLocalHttp: true, timeoutMs: 5000, resolve: resolver },
  jobs: { ...DEFAULT_BOSS_OPTIONS, webhookFirstRetrySeconds: 1 },
});

type Received = { headers: IncomingHttpHeaders; body: string };
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A receiver on 127.0.0.1: answers with the next of `answers` (the last repeats), once `gate` has resolved. */
async function receiver(answers: number[], gate: Promise<void> = Promise.resolve()): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const status = answers[Math.min(received.length - 1, answers.length - 1)] ?? 200;
      void gate.then(() => res.writeHead(status).end(status === 200 ? 'принято' : 'сбой'));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

async function addEndpoint(partner: TestAccount, url: string, events: string[]): Promise<WebhookEndpoint> {
  const response = await request(ctx.app, partner.session, { method: 'POST', url: '/api/webhooks', payload: { url, events } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function deliveries(partner: TestAccount, endpointId: string): Promise<WebhookDeliveryPage> {
  const response = await request(ctx.app, partner.session, { method: 'GET', url: `/api/webhooks/${endpointId}/deliveries` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('endpoints', () => {
  it('registers an HTTPS endpoint with its events and a Standard Webhooks secret, lists, changes and deletes it', async () => {
    const partner = await createActivePartner(ctx.app);
    const endpoint = await addEndpoint(partner, 'https://hooks.example.ru/portal', ['subscription.deployed', 'billing.month_closed']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(endpoint.events).toEqual(['subscription.deployed', 'billing.month_closed']);
    const list = await request(ctx.app, partner.session, { method: 'GET', url: '/api/webhooks' });
    expect(list.json()).toEqual([endpoint]);
    const changed = await request(ctx.app, partner.session, {
      method: 'PUT',
      url: `/api/webhooks/${endpoint.id}`,
      payload: { url: 'https://hooks.example.ru/v2', events: ['trial.ending'] },
    });
    expect(changed.json()).toMatchObject({ url: 'https://hooks.example.ru/v2', events: ['trial.ending'], secret: endpoint.secret });
    const removed = await request(ctx.app, partner.session, { method: 'DELETE', url: `/api/webhooks/${endpoint.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/webhooks' })).json()).toEqual([]);
  });

  it('refuses plain http except to this machine, addresses with credentials, and no events', async () => {
    const partner = await createActivePartner(ctx.app);
    const cases: Array<[string, string[], string, string]> = [
      ['http://hooks.example.ru/x', ['trial.ending'], 'url', WEBHOOK_ERRORS.urlLocalHttp],
      ['ftp://hooks.example.ru/x', ['trial.ending'], 'url', WEBHOOK_ERRORS.url],
      ['не адрес', ['trial.ending'], 'url', WEBHOOK_ERRORS.url],
      ['https://user:pass@hooks.example.ru/x', ['trial.ending'], 'url', WEBHOOK_ERRORS.urlCredentials],
      ['https://hooks.example.ru/x', [], 'events', WEBHOOK_ERRORS.events],
    ];
    for (const [url, events, field, message] of cases) {
      const response = await request(ctx.app, partner.session, { method: 'POST', url: '/api/webhooks', payload: { url, events } });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ field, message });
    }
    const unknownEvent = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://a.ru', events: ['x'] },
    });
    expect(unknownEvent.statusCode).toBe(400);
    expect((await addEndpoint(partner, 'http://localhost:9/hook', ['trial.ending'])).url).toBe('http://localhost:9/hook');
  });

  it("answers 404 for another partner's endpoint, and refuses visitors and operators", async () => {
    const owner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const endpoint = await addEndpoint(owner, 'https://hooks.example.ru/a', ['trial.ending']);
    for (const [method, url, payload] of [
      ['PUT', `/api/webhooks/${endpoint.id}`, { url: 'https://evil.example.ru', events: ['trial.ending'] }],
      ['DELETE', `/api/webhooks/${endpoint.id}`, undefined],
      ['POST', `/api/webhooks/${endpoint.id}/test`, undefined],
      ['GET', `/api/webhooks/${endpoint.id}/deliveries`, undefined],
    ] as const) {
      const response = await request(ctx.app, other.session, { method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await request(ctx.app, other.session, { method: 'GET', url: '/api/webhooks' })).json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/webhooks' })).statusCode).toBe(401);
    const operator = await createOperator(ctx.app);
    expect((await request(ctx.app, operator.session, { method: 'GET', url: '/api/webhooks' })).statusCode).toBe(403);
    expect((await request(ctx.app, owner.session, { method: 'GET', url: `/api/webhooks/${randomUUID()}/deliveries` })).statusCode).toBe(
      404,
    );
  });
});

describe("the portal's own network (issue 23)", () => {
  /** A public address no test ever connects to: names that point there are re-pointed or never delivered to. */
  const PUBLIC = '93.184.216.34';

  it('refuses, at registration and on change, addresses that are or resolve to internal ones, in every spelling', async () => {
    const partner = await createActivePartner(ctx.app);
    dns.set('internal.example.ru', ['10.0.0.7']);
    dns.set('mixed.example.ru', [PUBLIC, '::ffff:169.254.169.254']);
    dns.set('loopback6.example.ru', ['::1']);
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:5432/',
      'https://10.0.0.1/',
      'https://[::ffff:127.0.0.1]:8080/',
      'https://2130706433:8080/',
      'https://0x7f.0.0.1/',
      'https://0177.0.0.1/',
      'https://192.168.1.1./',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://100.64.1.1/',
      'https://localhost/',
      'https://internal.example.ru/hook',
      'https://mixed.example.ru/hook',
      'https://loopback6.example.ru/hook',
    ]) {
      const response = await request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['trial.ending'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: WEBHOOK_ERRORS.urlInternal });
    }
    dns.set('public.example.ru', [PUBLIC]);
    const endpoint = await addEndpoint(partner, 'https://public.example.ru/hook', ['trial.ending']);
    const changed = await request(ctx.app, partner.session, {
      method: 'PUT',
      url: `/api/webhooks/${endpoint.id}`,
      payload: { url: 'https://internal.example.ru/hook', events: ['trial.ending'] },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(WEBHOOK_ERRORS.urlInternal);
  });

  it('sends nothing, and fails the delivery at once, when a name that resolved to a public address at registration resolves to 127.0.0.1 at delivery', async () => {
    const partner = await createActivePartner(ctx.app);
    let connections = 0;
    const listener = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    try {
      dns.set('rebind.example.ru', [PUBLIC]);
      const endpoint = await addEndpoint(partner, `https://rebind.example.ru:${port}/hook`, ['trial.ending']);
      dns.set('rebind.example.ru', ['127.0.0.1']);
      resolver.calls.length = 0;
      await request(ctx.app, partner.session, { method: 'POST', url: `/api/webhooks/${endpoint.id}/test` });
      // Not retried (issue 30): a retry would be refused too.
      await waitFor(async () => (await deliveries(partner, endpoint.id)).items[0]?.status === 'failed');
      expect((await deliveries(partner, endpoint.id)).items[0]).toMatchObject({
        status: 'failed',
        attempts: 1,
        responseStatus: null,
        responseBody: null,
        error: WEBHOOK_DELIVERY_ERRORS.internal,
      });
      expect(resolver.calls).toContain('rebind.example.ru');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('says what went wrong in its own terms: a refused connection names no address', async () => {
    const partner = await createActivePartner(ctx.app);
    const endpoint = await addEndpoint(partner, 'http://127.0.0.1:1/hook', ['trial.ending']);
    await request(ctx.app, partner.session, { method: 'POST', url: `/api/webhooks/${endpoint.id}/test` });
    await waitFor(async () => (await deliveries(partner, endpoint.id)).items[0]?.attempts === 1);
    const [delivery] = (await deliveries(partner, endpoint.id)).items;
    expect(delivery?.error).toBe(WEBHOOK_DELIVERY_ERRORS.refused);
    expect(delivery?.error).not.toMatch(/127|ECONN/);
  });
});

describe('deliveries', () => {
  it('sends the test event signed, without holding up the request, and lists it with the response', async () => {
    const partner = await createActivePartner(ctx.app);
    let release = () => {};
    const hook = await receiver([200], new Promise<void>((resolve) => (release = resolve)));
    const endpoint = await addEndpoint(partner, hook.url, ['subscription.deployed']);
    const queued = await request(ctx.app, partner.session, { method: 'POST', url: `/api/webhooks/${endpoint.id}/test` });
    expect(queued.statusCode).toBe(202);
    // The request that caused the event has its answer while the receiver still holds the delivery's.
    await waitFor(async () => hook.received.length === 1);
    expect((await deliveries(partner, endpoint.id)).items[0]).toMatchObject({ status: 'pending', attempts: 0 });
    release();
    await waitFor(async () => (await deliveries(partner, endpoint.id)).items[0]?.status === 'delivered');
    const [delivery] = (await deliveries(partner, endpoint.id)).items;
    expect(delivery).toMatchObject({ eventType: 'webhook.test', attempts: 1, responseStatus: 200, responseBody: 'принято', error: null });
    const [received] = hook.received;
    expect(received?.headers['webhook-id']).toBe(queued.json().deliveryId);
    expect(verifyWebhook(endpoint.secret, received?.headers ?? {}, received?.body ?? '')).toEqual({ ok: true });
    expect(JSON.parse(received?.body ?? '{}')).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
  });

  it('retries a receiver that returns 500 (by the job, with backoff), then shows it delivered', async () => {
    const partner = await createActivePartner(ctx.app);
    const hook = await receiver([500, 200]);
    const endpoint = await addEndpoint(partner, hook.url, ['trial.ending']);
    await request(ctx.app, partner.session, { method: 'POST', url: `/api/webhooks/${endpoint.id}/test` });
    await waitFor(async () => (await deliveries(partner, endpoint.id)).items[0]?.attempts === 1);
    expect((await deliveries(partner, endpoint.id)).items[0]).toMatchObject({
      status: 'pending',
      responseStatus: 500,
      responseBody: 'сбой',
    });
    await waitFor(async () => (await deliveries(partner, endpoint.id)).items[0]?.status === 'delivered', 15_000);
    expect((await deliveries(partner, endpoint.id)).items[0]).toMatchObject({ attempts: 2, responseStatus: 200 });
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([
      hook.received[0]?.headers['webhook-id'],
      hook.received[0]?.headers['webhook-id'],
    ]);
  });

  it('sends subscription.deployed and subscription.deployment_failed to the endpoints that chose them', async () => {
    const partner = await createActivePartner(ctx.app);
    const deployedHook = await receiver([200]);
    const failedHook = await receiver([200]);
    const deployed = await addEndpoint(partner, deployedHook.url, ['subscription.deployed']);
    const failed = await addEndpoint(partner, failedHook.url, ['subscription.deployment_failed']);

    const { subscriptionId, customerId } = await deployedSubscription(ctx.app, partner);
    await waitFor(async () => deployedHook.received.length === 1);
    const event = JSON.parse(deployedHook.received[0]?.body ?? '{}');
    expect(event).toMatchObject({ type: 'subscription.deployed', data: { subscriptionId, customerId } });
    expect(verifyWebhook(deployed.secret, deployedHook.received[0]?.headers ?? {}, deployedHook.received[0]?.body ?? '')).toEqual({
      ok: true,
    });

    const operator = await createOperator(ctx.app);
    await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/partners/${partner.partnerId}/provisioner-failure` });
    const customer = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const seat = options.find((o) => o.resourceCode.endsWith('-seat'));
    const created = await request(ctx.app, partner.session, {
      method: 'POST',
      url: `/api/${APPLICATION}/order`,
      payload: orderBody(customer, 'grm', kit.serviceKitId, [[seat?.serviceOptionId ?? '', 1]], 'База'),
    });
    const failedId = created.json().subscriptionId as string;
    await waitForStatus(ctx.app, failedId, 'DEPLOY_FAILED');
    await waitFor(async () => failedHook.received.length === 1);
    expect(JSON.parse(failedHook.received[0]?.body ?? '{}')).toMatchObject({
      type: 'subscription.deployment_failed',
      data: { subscriptionId: failedId, customerId: customer },
    });
    // Each endpoint got only its own event.
    expect(deployedHook.received).toHaveLength(1);
    expect((await deliveries(partner, failed.id)).items).toHaveLength(1);
  });

  it('sends subscription.deleted, trial.ending and billing.month_closed from the jobs that cause them', async () => {
    const partner = await createActivePartner(ctx.app);
    const hook = await receiver([200]);
    const endpoint = await addEndpoint(partner, hook.url, ['subscription.deleted', 'trial.ending', 'billing.month_closed']);
    const typesReceived = () => hook.received.map((r) => (JSON.parse(r.body) as { type: string }).type);

    const { subscriptionId, customerId } = await deployedSubscription(ctx.app, partner);
    const deletion = await request(ctx.app, partner.session, {
      method: 'DELETE',
      url: `/api/subscriptions/${subscriptionId}`,
      payload: { delayDays: DELETE_AT_ONCE },
    });
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    await waitForStatus(ctx.app, subscriptionId, 'DELETED');
    await waitFor(async () => typesReceived().includes('subscription.deleted'));
    expect(JSON.parse(hook.received[0]?.body ?? '{}')).toMatchObject({ data: { subscriptionId, customerId } });

    const trial = await deployedSubscription(ctx.app, partner);
    const trialEnd = new Date(Date.now() + 2 * 86_400_000);
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ trial_start: new Date(), trial_end: trialEnd })
      .where('id', '=', trial.subscriptionId)
      .execute();
    expect(await sendTrialEndingLetters(ctx.app.db, ctx.app.enqueue)).toBeGreaterThanOrEqual(1);
    await waitFor(async () => typesReceived().includes('trial.ending'));
    const ending = hook.received
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
      .find((e) => e.type === 'trial.ending');
    expect(ending?.data).toMatchObject({ subscriptionId: trial.subscriptionId, trialEnd: trialEnd.toISOString() });

    await createFebruaryWorld(ctx.app.db, partner.partnerId ?? '');
    await closeMonth(ctx.app.db, FEBRUARY_2026, { enqueue: ctx.app.enqueue, portalUrl: 'http://portal.test' });
    await waitFor(async () => typesReceived().includes('billing.month_closed'));
    const closed = hook.received
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
      .find((e) => e.type === 'billing.month_closed');
    const invoice = await ctx.app.db
      .selectFrom('invoices')
      .select(['id', 'number', 'sum'])
      .where('partner_id', '=', partner.partnerId ?? '')
      .executeTakeFirstOrThrow();
    expect(closed?.data).toEqual({ invoiceId: invoice.id, number: invoice.number, year: 2026, month: 1, sumKopecks: Number(invoice.sum) });
    expect((await deliveries(partner, endpoint.id)).total).toBe(3);
  });
});
