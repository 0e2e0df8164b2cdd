/**
 * index.html carries the landing page rendered at build time (src/prerender.tsx), inert in a template that a script
 * puts in the document before the first paint when the address is the landing's (see vite.config.ts). The app
 * removes the copy when its own landing page is on screen, or at start when the address is no longer the landing's
 * (a link of the copy followed before the app had started).
 */
import { paths } from '../config/paths';

const PRERENDERED_LANDING_ID = paths.promo.path;

export function removePrerenderedLanding(): void {
  document.getElementById(PRERENDERED_LANDING_ID)?.remove();
}

export function removePrerenderedLandingUnlessShown(): void {
  if (window.location.hash !== paths.promo.href()) removePrerenderedLanding();
}
