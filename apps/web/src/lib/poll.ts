/**
 * Re-reading something until it settles, as the spec's timers ask (a seat change: 5 reads 2 s apart; a deletion: 10
 * reads 2 s apart): read after each pause, stop at the first decision, give up (null) after the last try or when the
 * caller goes away.
 */
export type PollOptions<T, R> = {
  read: () => Promise<T>;
  /** A decision ends the polling; null reads again. */
  decide: (value: T) => R | null;
  tries: number;
  intervalMs: number;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function pollUntil<T, R>({ read, decide, tries, intervalMs, signal, sleep = wait }: PollOptions<T, R>): Promise<R | null> {
  for (let attempt = 0; attempt < tries; attempt++) {
    await sleep(intervalMs);
    if (signal?.aborted) return null;
    const decision = decide(await read());
    if (decision !== null) return decision;
  }
  return null;
}
