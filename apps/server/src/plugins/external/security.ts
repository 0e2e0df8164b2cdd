/** Third-party hardening: security headers, cookies, rate limiting. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { databaseRateLimitStore, ThrottledError } from '../../services/login-throttle.ts';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The bodies of a page's inline scripts (those without src). */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The policy's sources for the inline scripts of the built index.html (the app's start-up gate, which runs before the
 * first paint and so cannot wait for a request of its own): their SHA-256 hashes. Nothing else inline may run.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The portal's options, with the inline scripts of the built app (if there is one) allowed by their hashes. Read once
 * at start: a new build is served with its own hashes after a restart.
 */
export function helmetOptions(webDistDir: string | null): HelmetOptions {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const inline = indexFile && fs.existsSync(indexFile) ? inlineScriptSources(fs.readFileSync(indexFile, 'utf8')) : [];
  if (inline.length === 0) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[] | null> };
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: { directives: { ...csp.directives, scriptSrc: [...(csp.directives.scriptSrc ?? []), ...inline] } },
  };
}

/**
 * The headers helmet sets with these options, computed once: they depend on nothing in the request (no CSP nonces),
 * so every answer gets the same object instead of helmet building them again.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders(helmetOptions(app.config.webDistDir));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);
  // Counters live in the database so that every instance sees them; the 429 says in Russian when to try again.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) => new ThrottledError(context.ttl),
  });
}
