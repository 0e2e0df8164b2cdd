/** The root of every page: sets the page title from the deepest matched route, and composes features that meet. */
import { Outlet, useMatches } from '../lib/router';
import { useEffect } from 'react';
import { paths } from '../config/paths';
import { isRouteHandle } from '../lib/route-access';
import { QuoteSlotContext, type QuoteSlot } from '../features/calculators/components/quote-slot';
import { QuotePanelSlot } from '../features/quotes/quote-panel-slot';

export function RootLayout() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  useEffect(() => {
    const page = isRouteHandle(title) ? title.title : paths.root.title;
    document.title = `${page} — Портал партнеров 1С:ГРМ`;
  }, [title]);
  return (
    <QuoteSlotContext.Provider value={quotePanel}>
      <Outlet />
    </QuoteSlotContext.Provider>
  );
}

/** Under each calculator's result, the client quote of the same lines (loaded after the calculator). */
const quotePanel: QuoteSlot = (props) => <QuotePanelSlot {...props} />;
