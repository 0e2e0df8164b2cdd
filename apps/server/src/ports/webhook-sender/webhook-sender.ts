/**
 * Webhook delivery port (issue 23, decision 032): resolves the receiver's name, checks every address it resolves to
 * with the domain's rule, and connects only to an address that passed (pinned by the socket's `lookup`), so a name
 * re-pointed after registration (DNS rebinding) reaches nothing inside. What a partner sees of a failure says what
 * went wrong in its terms, never an internal address or a low-level error string.
 */
import { isLocalWebhookUrl, isLoopbackIp, isPublicIp, parseIpAddress, WEBHOOK_DELIVERY_ERRORS, webhookUrlProblem } from '@portal/domain';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';

/** A name's addresses, as the socket would look them up (tests inject their own: no real lookup leaves them). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export type WebhookTarget = {
  url: URL;
  /** Addresses that may be connected to, in the resolver's order. */
  allowed: string[];
  /** Addresses the rule refused (the host resolved into the portal's own network). */
  refused: string[];
  /** The name did not resolve (or resolution failed): nothing to connect to. */
  unresolved: boolean;
};

/** How long a registration waits for DNS before accepting the name unchecked (each delivery checks it again). */
const RESOLVE_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error('resolution timed out')), ms).unref()),
  ]);
}

/**
 * The addresses a webhook URL would reach, sorted into allowed and refused: public unicast only, or this machine only
 * for the local-http exception (WEBHOOK_ALLOW_LOCAL_HTTP). The URL itself must pass `webhookUrlProblem` first.
 */
export async function resolveWebhookTarget(url: URL, allowLocalHttp: boolean, resolve: HostResolver): Promise<WebhookTarget> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (parseIpAddress(host)) addresses = [host];
  else {
    try {
      addresses = await withTimeout(resolve(host), RESOLVE_TIMEOUT_MS);
    } catch {
      addresses = [];
    }
  }
  const local = isLocalWebhookUrl(url, allowLocalHttp);
  const passes = (address: string) => (local ? isLoopbackIp(address) : isPublicIp(address));
  return {
    url,
    allowed: addresses.filter(passes),
    refused: addresses.filter((address) => !passes(address)),
    unresolved: addresses.length === 0,
  };
}

export type AttemptResult = {
  ok: boolean;
  status: number | null;
  body: string | null;
  error: string | null;
  /** Nothing was sent because the address itself was refused: a retry would be refused too, so the delivery fails now. */
  final: boolean;
};

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

/** A failed connection in the partner's terms. */
export function attemptError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return WEBHOOK_DELIVERY_ERRORS.timeout(timeoutMs);
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code === 'ECONNREFUSED') return WEBHOOK_DELIVERY_ERRORS.refused;
  if (code === 'ECONNRESET' || code === 'EPIPE') return WEBHOOK_DELIVERY_ERRORS.reset;
  if (TLS_CODES.test(code)) return WEBHOOK_DELIVERY_ERRORS.tls;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return WEBHOOK_DELIVERY_ERRORS.notFound;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ETIMEDOUT') return WEBHOOK_DELIVERY_ERRORS.unreachable;
  return WEBHOOK_DELIVERY_ERRORS.network;
}

/**
 * POSTs to the URL, connecting to `address` whatever the name resolves to now (TLS still checks the certificate
 * against the name). A redirect is an answer like any other: not followed.
 */
export function postPinned(
  url: URL,
  address: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number; keptChars: number },
): Promise<AttemptResult> {
  const family = address.includes(':') ? 6 : 4;
  const pinned = (
    _hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(request.timeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const fail = (error: unknown) =>
      settle({ ok: false, status: null, body: null, error: attemptError(error, signal.aborted, request.timeoutMs), final: false });
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        const done = () =>
          settle({ ok: status >= 200 && status < 300, status, body: text.slice(0, request.keptChars), error: null, final: false });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          // Only the beginning is kept: a receiver that sends more is not read to its end.
          if (text.length >= request.keptChars) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', () => done());
        response.on('close', done);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}

/**
 * One attempt at a webhook address: checked again now (the rule, and every address its name resolves to at this
 * moment), then sent to an address that passed; nothing is sent when none did. A refused address is final (the name
 * now leads into the portal's network, or the rule no longer admits the URL); a name not found may appear later.
 */
export async function sendToWebhook(
  value: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number; keptChars: number },
  settings: { allowLocalHttp: boolean; resolve: HostResolver },
): Promise<AttemptResult> {
  if (webhookUrlProblem(value, settings.allowLocalHttp)) {
    return { ok: false, status: null, body: null, error: WEBHOOK_DELIVERY_ERRORS.refusedAddress, final: true };
  }
  const target = await resolveWebhookTarget(new URL(value), settings.allowLocalHttp, settings.resolve);
  const [address] = target.allowed;
  if (address === undefined) {
    if (target.refused.length > 0) return { ok: false, status: null, body: null, error: WEBHOOK_DELIVERY_ERRORS.internal, final: true };
    return { ok: false, status: null, body: null, error: WEBHOOK_DELIVERY_ERRORS.notFound, final: false };
  }
  return postPinned(target.url, address, request);
}
