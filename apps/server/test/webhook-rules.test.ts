/** Webhook signing, verification and retry rules (services/webhook-rules.ts) against real local receivers. */
import fc from 'fast-check';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_DELIVERY_ERRORS } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineResolver } from './support/resolver.ts';
import { postPinned } from '../src/ports/webhook-sender/webhook-sender.ts';
import {
  attemptWebhook,
  deliveryStatusAfter,
  newWebhookSecret,
  signWebhook,
  verifyWebhook,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookHeaders,
  webhookQueueOptions,
} from '../src/services/webhook-rules.ts';

type Received = { headers: IncomingHttpHeaders; body: string };
type Receiver = { url: string; received: Received[]; close: () => Promise<void> };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A receiver on 127.0.0.1 answering each request with the next of `answers` (the last one repeats); 'hang' never answers. */
async function receiver(answers: Array<number | 'hang'>): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)];
      if (answer === 'hang' || answer === undefined) return;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(`ответ ${answer}`);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: async () => server.closeAllConnections(),
  };
}

describe('signing and verification (Standard Webhooks)', () => {
  const secret = newWebhookSecret();
  const now = new Date('2026-11-25T10:00:00Z');

  it('signs id, timestamp and body so that the receiver verifies them', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string(), (id, body) => {
        const headers = webhookHeaders(secret, id, body, now);
        expect(headers['webhook-id']).toBe(id);
        expect(headers['webhook-timestamp']).toBe(String(now.getTime() / 1000));
        expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
        expect(verifyWebhook(secret, headers, body, now)).toEqual({ ok: true });
      }),
    );
  });

  it('matches the reference vector of the Standard Webhooks libraries', () => {
    // From standard-webhooks' own test suite.
    const signature = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('refuses a wrong signature: another secret, a changed body, a changed id', () => {
    const headers = webhookHeaders(secret, 'msg_1', '{"a":1}', now);
    expect(verifyWebhook(newWebhookSecret(), headers, '{"a":1}', now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyWebhook(secret, headers, '{"a":2}', now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyWebhook(secret, { ...headers, 'webhook-id': 'msg_2' }, '{"a":1}', now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyWebhook(secret, { ...headers, 'webhook-signature': 'v1,AAAA' }, '{"a":1}', now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('accepts one good signature among several (a secret being rotated)', () => {
    const headers = webhookHeaders(secret, 'msg_1', 'x', now);
    const both = { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` };
    expect(verifyWebhook(secret, both, 'x', now)).toEqual({ ok: true });
  });

  it('refuses an old (or future) timestamp beyond the tolerance, and missing headers', () => {
    const headers = webhookHeaders(secret, 'msg_1', 'x', now);
    const later = new Date(now.getTime() + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
    const earlier = new Date(now.getTime() - (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
    expect(verifyWebhook(secret, headers, 'x', later)).toEqual({ ok: false, reason: 'old-timestamp' });
    expect(verifyWebhook(secret, headers, 'x', earlier)).toEqual({ ok: false, reason: 'old-timestamp' });
    expect(verifyWebhook(secret, headers, 'x', new Date(now.getTime() + WEBHOOK_TOLERANCE_SECONDS * 1000))).toEqual({ ok: true });
    expect(verifyWebhook(secret, { ...headers, 'webhook-timestamp': undefined }, 'x', now)).toEqual({
      ok: false,
      reason: 'missing-headers',
    });
    expect(verifyWebhook(secret, { ...headers, 'webhook-timestamp': '1e9' }, 'x', now)).toEqual({ ok: false, reason: 'bad-timestamp' });
  });
});

/** Attempts to this machine's receivers: the local-http exception, names from the offline resolver only. */
const local = (timeoutMs: number) => ({ timeoutMs, allowLocalHttp: true, resolve: offlineResolver });

describe('attempts and retries', () => {
  const secret = newWebhookSecret();

  it('delivers to a receiver that answers 2xx, signed so that it verifies', async () => {
    const hook = await receiver([204]);
    const result = await attemptWebhook(hook.url, secret, 'msg_ok', '{"type":"webhook.test"}', local(2000));
    expect(result).toEqual({ ok: true, status: 204, body: '', error: null, final: false });
    const [request] = hook.received;
    expect(request?.body).toBe('{"type":"webhook.test"}');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(verifyWebhook(secret, request?.headers ?? {}, request?.body ?? '')).toEqual({ ok: true });
    expect(deliveryStatusAfter(1, result)).toBe('delivered');
  });

  it('retries a receiver that returns 500, then delivers when it returns 200 (same id, signed afresh)', async () => {
    const hook = await receiver([500, 200]);
    const first = await attemptWebhook(hook.url, secret, 'msg_retry', '{}', local(2000));
    expect(first).toMatchObject({ ok: false, status: 500, body: 'ответ 500' });
    expect(deliveryStatusAfter(1, first)).toBe('pending');
    const second = await attemptWebhook(hook.url, secret, 'msg_retry', '{}', local(2000));
    expect(second).toMatchObject({ ok: true, status: 200, body: 'ответ 200' });
    expect(deliveryStatusAfter(2, second)).toBe('delivered');
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual(['msg_retry', 'msg_retry']);
  });

  it('gives up on a receiver that times out, after the wait, and retries it until the attempts run out', async () => {
    const hook = await receiver(['hang']);
    const started = Date.now();
    const result = await attemptWebhook(hook.url, secret, 'msg_slow', '{}', local(300));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toEqual({ ok: false, status: null, body: null, error: 'Нет ответа за 0,3 с', final: false });
    expect(deliveryStatusAfter(1, result)).toBe('pending');
    expect(deliveryStatusAfter(WEBHOOK_MAX_ATTEMPTS - 1, result)).toBe('pending');
    expect(deliveryStatusAfter(WEBHOOK_MAX_ATTEMPTS, result)).toBe('failed');
    await hook.close();
  });

  it('does not follow a redirect, and reports a receiver that is not there', async () => {
    const hook = await receiver([302]);
    expect(await attemptWebhook(hook.url, secret, 'msg_r', '{}', local(2000))).toMatchObject({ ok: false, status: 302 });
    expect(hook.received).toHaveLength(1);
    const nobody = await attemptWebhook('http://127.0.0.1:1/hook', secret, 'msg_n', '{}', local(2000));
    expect(nobody.ok).toBe(false);
    expect(nobody.error).toBe(WEBHOOK_DELIVERY_ERRORS.refused);
    expect(deliveryStatusAfter(1, nobody)).toBe('pending');
  });

  it('fails at once, sending nothing, an address refused now; a name not found yet is retried', async () => {
    const table = new Map([['rebound.example.ru', ['10.0.0.7', '127.0.0.1']]]);
    const resolve = async (hostname: string) => table.get(hostname) ?? offlineResolver(hostname);
    const options = { timeoutMs: 2000, allowLocalHttp: false, resolve };
    const internal = await attemptWebhook('https://rebound.example.ru/hook', secret, 'msg_i', '{}', options);
    expect(internal).toEqual({ ok: false, status: null, body: null, error: WEBHOOK_DELIVERY_ERRORS.internal, final: true });
    expect(deliveryStatusAfter(1, internal)).toBe('failed');
    // Plain http to this machine, registered where it was allowed, no longer passes the rule.
    const refused = await attemptWebhook('http://127.0.0.1:1/hook', secret, 'msg_h', '{}', options);
    expect(refused).toMatchObject({ error: WEBHOOK_DELIVERY_ERRORS.refusedAddress, final: true });
    expect(deliveryStatusAfter(1, refused)).toBe('failed');
    const unknown = await attemptWebhook('https://not-yet.example.ru/hook', secret, 'msg_u', '{}', options);
    expect(unknown).toMatchObject({ error: WEBHOOK_DELIVERY_ERRORS.notFound, final: false });
    expect(deliveryStatusAfter(1, unknown)).toBe('pending');
  });

  it('connects to the vetted address whatever the name, and reports a TLS failure without low-level text', async () => {
    const hook = await receiver([200]);
    const port = new URL(hook.url).port;
    // https to a plain http receiver: the pinned connection reaches 127.0.0.1 (the name is never looked up), TLS fails.
    const result = await postPinned(new URL(`https://receiver.example.ru:${port}/hook`), '127.0.0.1', {
      headers: {},
      body: '{}',
      timeoutMs: 2000,
      keptChars: 1000,
    });
    expect(result).toEqual({ ok: false, status: null, body: null, error: WEBHOOK_DELIVERY_ERRORS.tls, final: false });
    const plain = await postPinned(new URL(`http://receiver.example.ru:${port}/hook`), '127.0.0.1', {
      headers: {},
      body: '{}',
      timeoutMs: 2000,
      keptChars: 1000,
    });
    expect(plain).toMatchObject({ ok: true, status: 200 });
    expect(hook.received[0]?.headers.host).toBe(`receiver.example.ru:${port}`);
  });

  it('lets pg-boss retry each delivery up to the attempts with a doubling delay', () => {
    expect(webhookQueueOptions(10)).toMatchObject({ retryLimit: WEBHOOK_MAX_ATTEMPTS - 1, retryDelay: 10, retryBackoff: true });
    expect(webhookQueueOptions(0).retryDelay).toBe(1);
  });
});
