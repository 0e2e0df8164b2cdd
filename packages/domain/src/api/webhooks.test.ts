import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocalhostName } from './webhook-address.ts';
import { WEBHOOK_ERRORS, webhookUrlProblem } from './webhook-texts.ts';
import { webhookEndpointInputSchema } from './webhooks.ts';

describe('webhook addresses', () => {
  it('accepts any HTTPS address without credentials, wherever local http is allowed or not', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true }), fc.boolean(), (url, allowLocalHttp) => {
        fc.pre(!new URL(url).username && !new URL(url).password && !isLocalhostName(new URL(url).hostname));
        expect(webhookUrlProblem(url, allowLocalHttp)).toBeNull();
      }),
    );
  });

  it('refuses plain http to any other host than this machine', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http'] }), fc.boolean(), (url, allowLocalHttp) => {
        const parsed = new URL(url);
        fc.pre(!['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname) && !parsed.username && !parsed.password);
        expect(webhookUrlProblem(url, allowLocalHttp)).toBe(WEBHOOK_ERRORS.urlLocalHttp);
      }),
    );
  });

  it('accepts http to localhost, 127.0.0.1 and [::1] only when allowed', () => {
    for (const url of ['http://localhost:3000/hook', 'http://127.0.0.1:9/x', 'http://[::1]:8080/']) {
      expect(webhookUrlProblem(url, true)).toBeNull();
      expect(webhookUrlProblem(url, false)).toBe(WEBHOOK_ERRORS.url);
    }
  });

  it('refuses other schemes, text that is not an address, and credentials', () => {
    expect(webhookUrlProblem('ftp://hooks.example.ru', true)).toBe(WEBHOOK_ERRORS.url);
    expect(webhookUrlProblem('hooks.example.ru/x', true)).toBe(WEBHOOK_ERRORS.url);
    expect(webhookUrlProblem('https://u:p@hooks.example.ru', true)).toBe(WEBHOOK_ERRORS.urlCredentials);
  });

  it('needs at least one known event', () => {
    expect(webhookEndpointInputSchema.safeParse({ url: 'https://a.ru', events: [] }).error?.issues[0]?.message).toBe(WEBHOOK_ERRORS.events);
    expect(webhookEndpointInputSchema.safeParse({ url: 'https://a.ru', events: ['x'] }).success).toBe(false);
    expect(webhookEndpointInputSchema.parse({ url: ' https://a.ru ', events: ['trial.ending'] }).url).toBe('https://a.ru');
  });
});
