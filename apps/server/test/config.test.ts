/** What the process refuses to start with (issue 30): in production, /metrics without its token. */
import { describe, expect, it } from 'vitest';
import { configProblems, loadConfig } from '../src/config.ts';
import { buildTestApp } from './support/test-app.ts';

describe('configProblems', () => {
  it('refuses production without METRICS_TOKEN, saying which variable to set', () => {
    const problems = configProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^METRICS_TOKEN is required when NODE_ENV=production/);
    // An empty value is no token either.
    expect(configProblems(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: '' }))).toEqual(problems);
  });

  it('accepts production with a token, and keeps the loopback rule outside production', () => {
    expect(configProblems(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'scraper-secret-1' }))).toEqual([]);
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.metricsToken).toBeNull();
      expect(configProblems(config)).toEqual([]);
    }
  });
});

describe('/metrics of a production configuration', () => {
  it('asks a loopback caller (as every visitor is behind a local proxy) for the token', async () => {
    const config = loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'scraper-secret-1' });
    const production = await buildTestApp({ production: config.production, metricsToken: config.metricsToken });
    try {
      const proxied = await production.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(proxied.statusCode).toBe(401);
      expect(proxied.body).not.toContain('http_request_duration_seconds');
      const scraper = await production.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { authorization: 'Bearer scraper-secret-1' },
      });
      expect(scraper.statusCode).toBe(200);
    } finally {
      await production.app.close();
      await production.database.close();
    }
  });
});
