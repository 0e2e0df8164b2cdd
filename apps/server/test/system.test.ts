import { ERROR_CODES, ERROR_MESSAGES, runtimeConfigSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, securityHeaders } from '../src/plugins/external/security.ts';
import { createHash } from 'node:crypto';
import { createAccount } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ adminAreaUrl: 'https://admin.example.ru', demoVideoUrl: 'https://video.example.ru/demo.mp4' });

describe('health, readiness and runtime configuration', () => {
  it('answers /api/health and /api/ready', async () => {
    const health = await request(ctx.app, null, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await request(ctx.app, null, { method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers /api/config from the configuration, to anyone', async () => {
    const response = await request(ctx.app, null, { method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      adminAreaUrl: 'https://admin.example.ru',
      demoVideoUrl: 'https://video.example.ru/demo.mp4',
      ssoEnabled: false,
    });
  });
});

describe('API description', () => {
  it('publishes OpenAPI 3.1.0 with the participation and back-office paths', async () => {
    const response = await request(ctx.app, null, { method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/participation', '/api/backoffice/applications', '/api/me', '/api/error-reports']),
    );
  });

  it('serves the interactive docs at /api/docs', async () => {
    let response = await request(ctx.app, null, { method: 'GET', url: '/api/docs' });
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
      const location = String(response.headers.location);
      response = await request(ctx.app, null, { method: 'GET', url: new URL(location, 'http://localhost/api/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('metrics', () => {
  it('exposes request durations in the Prometheus format', async () => {
    await request(ctx.app, null, { method: 'GET', url: '/api/health' });
    const response = await request(ctx.app, null, { method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} \d+/);
  });
});

describe('request ids', () => {
  it('echoes a given x-request-id', async () => {
    const response = await request(ctx.app, null, { method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123_abc' } });
    expect(response.headers['x-request-id']).toBe('trace-123_abc');
  });

  it('generates one when none (or an unusable one) is given', async () => {
    const first = await request(ctx.app, null, { method: 'GET', url: '/api/health' });
    const second = await request(ctx.app, null, { method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);

    const unusable = await request(ctx.app, null, { method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } });
    expect(unusable.headers['x-request-id']).not.toBe('bad id <script>');
    expect(unusable.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });

  it('is on error answers too', async () => {
    const response = await request(ctx.app, null, { method: 'GET', url: '/api/me', headers: { 'x-request-id': 'on-error-1' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('on-error-1');
  });
});

describe('unknown paths', () => {
  it('answers 404 NOT_FOUND as JSON for an unknown /api path, signed in or not', async () => {
    const account = await createAccount(ctx.app);
    for (const session of [null, account.session]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request(ctx.app, session, { method, url: '/api/no-such-route', ...(method === 'POST' && { payload: {} }) });
        expect(response.statusCode, `${method} ${session ? 'signed in' : 'anonymous'}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toMatchObject({ code: ERROR_CODES.notFound });
      }
    }
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/me', '/api/no-such-route'])('are set on %s', async (url) => {
    const response = await request(ctx.app, null, { method: 'GET', url });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('are exactly those helmet sets with the portal options (computed once at start)', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' https:;connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    expect(securityHeaders()).toEqual(expected);
    for (const url of ['/api/health', '/api/no-such-route', '/']) {
      const response = await request(ctx.app, null, { method: 'GET', url });
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

describe('inline script sources of the security policy', () => {
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

  it('are the hashes of the bodies of scripts without src, in order', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script><script data-entry="/a.js">boot("Вход")</script>' +
      '<script>\n</script></head><body><SCRIPT>one()</SCRIPT></body>';
    expect(inlineScriptSources(html)).toEqual([sha('boot("Вход")'), sha('one()')]);
  });

  it('are none for a page without inline scripts', () => {
    expect(inlineScriptSources('<!doctype html><html><body><div id="root"></div></body></html>')).toEqual([]);
  });
});

describe('server errors', () => {
  // A database of its own, whose error_reports table goes missing, so a request fails inside the server.
  const broken = useTestApp();

  it('answer 500 with the generic Russian message and no stack trace or SQL', async () => {
    await broken.app.db.schema.alterTable('error_reports').renameTo('error_reports_gone').execute();
    const response = await request(broken.app, null, { method: 'POST', url: '/api/error-reports', payload: { title: 'x' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ERROR_CODES.internal, message: ERROR_MESSAGES.internal });
    expect(response.body).not.toMatch(/stack|error_reports|\.ts:\d+|at \w+/i);
  });
});
