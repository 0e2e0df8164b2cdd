/**
 * One call to DaData's suggestions API, shared by its adapters (the tax registry, the city directory): the key stays on
 * the server, the call has a time limit, and the answer is checked against the adapter's schema. Each adapter words
 * its own failure, so the user reads which directory failed.
 */
import type { z } from 'zod';

const DEFAULT_TIMEOUT_MS = 5000;

export type DadataOptions = { apiKey: string; url: string; timeoutMs?: number };

/** Why a call failed: no answer in time (or no connection), an error status, or an answer of an unexpected shape. */
export type DadataFailure = { kind: 'unreachable'; cause: unknown } | { kind: 'status'; status: number } | { kind: 'shape' };

export async function callDadata<T>(
  options: DadataOptions,
  body: unknown,
  schema: z.ZodType<T>,
  failure: (reason: DadataFailure) => Error,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.apiKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (cause) {
    throw failure({ kind: 'unreachable', cause });
  }
  if (!response.ok) throw failure({ kind: 'status', status: response.status });
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw failure({ kind: 'shape' });
  return parsed.data;
}
