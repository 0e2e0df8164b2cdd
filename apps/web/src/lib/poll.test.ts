import { describe, expect, it, vi } from 'vitest';
import { pollUntil } from './poll';

const instant = () => Promise.resolve();

describe('pollUntil', () => {
  it('reads after each pause until a decision comes', async () => {
    const read = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2).mockResolvedValueOnce(3);
    const sleep = vi.fn(instant);
    const result = await pollUntil({ read, decide: (n) => (n === 2 ? 'two' : null), tries: 5, intervalMs: 2000, sleep });
    expect(result).toBe('two');
    expect(read).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(2000);
  });

  it('gives up after the last try', async () => {
    const read = vi.fn(() => Promise.resolve(0));
    expect(await pollUntil({ read, decide: () => null, tries: 5, intervalMs: 1, sleep: instant })).toBeNull();
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('stops reading once the caller went away', async () => {
    const controller = new AbortController();
    controller.abort();
    const read = vi.fn(() => Promise.resolve(0));
    expect(await pollUntil({ read, decide: () => 'x', tries: 5, intervalMs: 1, signal: controller.signal, sleep: instant })).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});
