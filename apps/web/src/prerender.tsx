/**
 * Build-time rendering of the landing page (`npm run build` runs it after the client build): its HTML, with the
 * styles inline, goes into index.html so the page shows before any script has loaded. It is rendered as a guest
 * sees it while the session is being read; the app then takes over (see src/lib/prerendered-landing.ts).
 *
 * Its styles carry a key of their own: the app's style cache gathers the styles of its own key that it finds in the
 * document into the head when it starts (about 80 elements here, a quarter of the start-up's longest task on a phone),
 * while these leave with the copy they style.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from './lib/router';
import { AppProviders } from './app/providers';
import { paths } from './config/paths';
import { PromoPage } from './features/promo/promo-page';

/** Not the app's own (emotion's default, `css`). */
const PRERENDERED_STYLE_KEY = 'pre';

export function renderLanding(): string {
  return renderToString(
    <CacheProvider value={createCache({ key: PRERENDERED_STYLE_KEY })}>
      <AppProviders>
        <MemoryRouter initialEntries={[paths.promo.path]}>
          <PromoPage />
        </MemoryRouter>
      </AppProviders>
    </CacheProvider>,
  );
}
