/**
 * What a page does not need for its first paint (a table's pager and sort buttons, the tooltips, the navbar's
 * counters) waits until that paint: its code and requests then do not hold up the page's content on a slow phone.
 */
import { startTransition, useEffect, useState } from 'react';

let nextPaint: Promise<void> | null = null;

/**
 * Resolves once the browser has painted the next frame (one promise for every caller of the same frame). A hidden tab
 * paints nothing: it resolves when the tab is shown.
 */
export function afterNextPaint(): Promise<void> {
  nextPaint ??= new Promise((resolve) => {
    const done = () => {
      nextPaint = null;
      resolve();
    };
    // A frame's callbacks run just before it is painted; a task queued there runs after the paint.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done));
    else setTimeout(done);
  });
  return nextPaint;
}

/** The longest a part waits for the main thread to be idle after the paint. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Resolves once the main thread is idle (what a page renders in slices after its first paint, a table's rows, is
 * then done), or after IDLE_TIMEOUT_MS at the latest; at once where idle callbacks are unknown.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else resolve();
  });
}

/**
 * False until the frame this component first rendered in has been painted and the main thread is idle: the page's
 * content (its rows too, which render after the first paint) is on screen before these parts' code is asked for. The
 * change renders as a transition: in slices, between which the browser stays responsive.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint()
      .then(whenIdle)
      .then(() => {
        if (mounted) startTransition(() => setPainted(true));
      });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

/**
 * False until the frame that first showed `key` (a query's answer, say) has been painted, then true for that key; a
 * new key starts again. For a long answer: its first part paints at once, the rest, rendered as a transition after
 * that paint, does not hold it up (nor the page's largest text, usually in that first part).
 */
export function usePaintedFor(key: unknown): boolean {
  const [painted, setPainted] = useState<unknown>(undefined);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) startTransition(() => setPainted(() => key));
    });
    return () => {
      mounted = false;
    };
  }, [key]);
  return key !== undefined && painted === key;
}
