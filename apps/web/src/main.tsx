/** The web app's entry: providers around the hash router. */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { removePrerenderedLandingUnlessShown } from './lib/prerendered-landing';

removePrerenderedLandingUnlessShown();
// A link of the copy followed before the landing page has rendered leads elsewhere: the copy goes.
window.addEventListener('hashchange', removePrerenderedLandingUnlessShown);
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

// The first render is a transition: React renders it in slices, so the main thread is never blocked for long.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
