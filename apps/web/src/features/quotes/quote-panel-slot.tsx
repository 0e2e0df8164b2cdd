/**
 * The quote panel as a calculator mounts it: loaded after the calculator's own code (its table, toggle and fields are
 * not part of the calculator's first load), nothing shown until then.
 */
import { lazy, Suspense } from 'react';
import type { QuotePanelProps } from './components/quote-panel';

export type { QuotePanelProps };

const QuotePanel = lazy(() => import('./components/quote-panel').then((m) => ({ default: m.QuotePanel })));

export function QuotePanelSlot(props: QuotePanelProps) {
  return (
    <Suspense fallback={null}>
      <QuotePanel {...props} />
    </Suspense>
  );
}
