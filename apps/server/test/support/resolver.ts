/** Name resolution for the tests: no real DNS lookup ever leaves them, and no name reaches beyond 127.0.0.1 / ::1. */
import type { HostResolver } from '../../src/ports/webhook-sender/webhook-sender.ts';

function notFound(hostname: string): Error {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
}

/** localhost is this machine; every other name is unknown. */
export const offlineResolver: HostResolver = async (hostname) => {
  if (hostname === 'localhost') return ['127.0.0.1', '::1'];
  throw notFound(hostname);
};

/** Answers from a table the test may change between calls (a name re-pointed: DNS rebinding); others as offlineResolver. */
export function tableResolver(table: Map<string, string[]>): HostResolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table.get(hostname);
    return addresses ? [...addresses] : offlineResolver(hostname);
  };
  return Object.assign(resolve, { calls });
}
