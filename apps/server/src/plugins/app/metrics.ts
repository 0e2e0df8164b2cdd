/**
 * Prometheus metrics at /metrics: process defaults and request durations by route. Not for anyone: with
 * METRICS_TOKEN set, the scraper sends it as a bearer token; without it, only callers on this machine (loopback) —
 * outside production only, since behind a local reverse proxy everyone is a loopback caller (config.ts refuses it).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { ERROR_CODES, ERROR_MESSAGES } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from '../../errors/app-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** Whether the caller may read the metrics; request.ip honours only the configured proxies. */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return isLoopback(request.ip);
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // Each route's series found once (prom-client hashes a labels object on every observe): a request pays a map lookup.
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = duration.labels(request.method, route, String(reply.statusCode));
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!mayReadMetrics(request, token)) {
      if (token === null) throw AppError.forbidden();
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(ERROR_CODES.unauthorized, ERROR_MESSAGES.unauthorized, 401);
    }
    reply.type(registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
