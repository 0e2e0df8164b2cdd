import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterNextPaint, useAfterPaint, usePaintedFor } from './after-paint';

describe('after the next paint', () => {
  it('is one wait for every caller of the same frame, and a new one after it', async () => {
    const first = afterNextPaint();
    expect(afterNextPaint()).toBe(first);
    await first;
    expect(afterNextPaint()).not.toBe(first);
  });

  it('turns a component’s flag on only once the frame it rendered in has been painted', async () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('turns on for a key once the frame that showed it has been painted, and off again for a new key', async () => {
    const first = { page: 1 };
    const second = { page: 2 };
    const { result, rerender } = renderHook(({ key }) => usePaintedFor(key), { initialProps: { key: first as object | undefined } });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ key: second });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ key: undefined });
    expect(result.current).toBe(false);
  });
});
