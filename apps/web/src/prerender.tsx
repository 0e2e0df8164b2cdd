/**
 * Build-time rendering of the landing page (`npm run build` runs it after the client build): its HTML, with the
 * styles inline, goes into index.html so the page shows before any script has loaded. It is rendered as a guest
 * sees it while the session is being read; the app then takes over (see takeOverPrerenderedLanding in main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { paths } from './config/paths';
import { PromoPage } from './features/promo/promo-page';

export function renderLanding(): string {
  return renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={[paths.promo.path]}>
        <PromoPage />
      </MemoryRouter>
    </AppProviders>,
  );
}
