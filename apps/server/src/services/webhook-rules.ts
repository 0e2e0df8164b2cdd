/**
 * Webhook signing, verification and retry rules, all in one place (decision 019). Signatures follow Standard Webhooks
 * (standardwebhooks.com): the secret is `whsec_` + base64 of its bytes; the signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`; `webhook-signature` is `v1,` + base64 of its HMAC-SHA256.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sendToWebhook, type AttemptResult, type HostResolver } from '../ports/webhook-sender/webhook-sender.ts';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A receiver refuses a timestamp further than this from its clock (replays of old deliveries). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** How long a receiver's answer is awaited. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Attempts of one delivery in all: the first and its retries. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** The first retry waits this long; each next one twice as long (pg-boss's backoff), up to WEBHOOK_MAX_RETRY_SECONDS. */
export const WEBHOOK_FIRST_RETRY_SECONDS = 10;
export const WEBHOOK_MAX_RETRY_SECONDS = 3600;
/** The part of a receiver's answer kept to show on the page. */
export const WEBHOOK_RESPONSE_KEPT_CHARS = 1000;

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded, 'base64');
}

/** The `v1,…` signature of one delivery. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers of one attempt (the timestamp is the attempt's, so a retry signs afresh). */
export function webhookHeaders(secret: string, id: string, body: string, now: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing-headers' | 'bad-timestamp' | 'old-timestamp' | 'bad-signature' };

/** What a receiver does: checks the headers of a delivery against the shared secret and its own clock. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now: Date = new Date(),
): VerifyResult {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing-headers' };
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'bad-timestamp' };
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: 'old-timestamp' };
  const expected = Buffer.from(signWebhook(secret, id, seconds, body));
  // The header may carry several signatures (a secret being rotated), separated by spaces.
  const match = signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return match ? { ok: true } : { ok: false, reason: 'bad-signature' };
}

export type { AttemptResult } from '../ports/webhook-sender/webhook-sender.ts';

/**
 * One attempt: the address is checked again and its name resolved now (a name re-pointed into the portal's network
 * since registration gets nothing), then the signed body is POSTed to an address that passed, waiting at most
 * `timeoutMs`. A 2xx answer delivers it; any other answer, a redirect (not followed), a timeout or a network error
 * does not; an address refused now is a final failure.
 */
export function attemptWebhook(
  url: string,
  secret: string,
  id: string,
  body: string,
  options: { timeoutMs: number; now?: Date; allowLocalHttp: boolean; resolve: HostResolver },
): Promise<AttemptResult> {
  return sendToWebhook(
    url,
    { headers: webhookHeaders(secret, id, body, options.now), body, timeoutMs: options.timeoutMs, keptChars: WEBHOOK_RESPONSE_KEPT_CHARS },
    { allowLocalHttp: options.allowLocalHttp, resolve: options.resolve },
  );
}

/**
 * After attempt number `attempt` (1-based): delivered, retried later (pending), or given up (failed) — at once when the
 * address was refused (nothing sent: a retry would be refused too), otherwise when the attempts run out.
 */
export function deliveryStatusAfter(attempt: number, result: Pick<AttemptResult, 'ok' | 'final'>): 'delivered' | 'pending' | 'failed' {
  if (result.ok) return 'delivered';
  return result.final || attempt >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending';
}

/** The delivery queue's pg-boss options: the retries and their backoff are pg-boss's, durable across restarts. */
export function webhookQueueOptions(firstRetrySeconds: number): {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
  expireInSeconds: number;
} {
  return {
    retryLimit: WEBHOOK_MAX_ATTEMPTS - 1,
    retryDelay: Math.max(1, Math.round(firstRetrySeconds)),
    retryBackoff: true,
    retryDelayMax: WEBHOOK_MAX_RETRY_SECONDS,
    // Longer than one attempt's wait, so that pg-boss never expires a job while its request is still open.
    expireInSeconds: 120,
  };
}
