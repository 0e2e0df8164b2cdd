/** Whether an element has come within a screen's height of the viewport: what only shows there can load then. */
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport an element counts as near: a screen, so it is there before the visitor is. */
const AHEAD = '100% 0px';

export function useNearViewport(element: RefObject<Element | null>): boolean {
  // Without the observer (an old browser, a test's DOM) everything counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
